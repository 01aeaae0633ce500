/**
 * An archive met in a path, unpacked (ADR 034) within the import's running totals (ADR 053) into
 * the import's own folder, and recorded so what it holds is named `archive!/entry`. A gzip file's
 * one file is unpacked beside the other gzip files of its folder and claimed as a file of that
 * folder, whatever its name (a folder of gzipped pages is one issue); a ZIP's folder is a path of
 * its own, its references and links inside it, its pages grouped in it.
 */
import { basename, dirname, join } from 'node:path'
import { unpackArchive } from '../archives.ts'
import { asIngestError } from '../walk.ts'
import { refuse } from './report.ts'
import type { Run } from './state.ts'
import type { Sidecar } from './types.ts'

/** What an archive gave: a gzip file's one file, or the folder a ZIP was unpacked under. */
export type Opened = { kind: 'file'; file: string } | { kind: 'folder'; root: string }

/**
 * Unpacks the archive at its real path, found in `root` with the sidecar that applies to it;
 * undefined when it is refused (or, with --skip-bad, skipped) or a gzip file gave nothing.
 */
export function openArchive(run: Run, real: string, root: string, sidecar: Sidecar | undefined): Opened | undefined {
  const { archives, gzipFolders, totals } = run.state.unpacking
  if (!/\.zip$/i.test(real)) {
    let folder = gzipFolders.get(dirname(real))
    if (folder === undefined) {
      folder = join(run.unpackRoot, `${gzipFolders.size + archives.length + 1}`, basename(dirname(real)) || 'files')
      gzipFolders.set(dirname(real), folder)
    }
    let inner: string | undefined
    try {
      inner = unpackArchive(real, folder, totals)
    } catch (error) {
      refuse(run, real, asIngestError(error, real))
      return undefined
    }
    if (inner === undefined) return undefined
    archives.push({ path: inner, folder: false, archive: real, entry: basename(inner), root, sidecar })
    return { kind: 'file', file: inner }
  }
  // Named after the archive, so a date in its name ("18971214_01.zip") is a date in the path.
  const unpackedUnder = join(run.unpackRoot, `${gzipFolders.size + archives.length + 1}`)
  const folder = join(unpackedUnder, basename(real).replace(/\.zip$/i, '') || 'archive')
  try {
    unpackArchive(real, folder, totals)
  } catch (error) {
    refuse(run, real, asIngestError(error, real))
    return undefined
  }
  archives.push({ path: folder, folder: true, archive: real, entry: '', root, sidecar })
  return { kind: 'folder', root: unpackedUnder }
}
