/**
 * Paths as the operator knows them (ADR 034, 053): a file unpacked from an archive is named
 * `archive!/entry`, in paths, in messages and in errors; and the sidecar that applies to a file,
 * its archive's when none lies above it where it was unpacked. Pure: the archives are a value.
 */
import { relative, sep } from 'node:path'
import { entryPath } from '../archives.ts'
import { sidecarFor } from '../metadata.ts'
import { IngestError } from '../types.ts'
import type { Sidecar, Unpacked } from './types.ts'
import { escapeRegExp } from '../../domain/regex.ts'

/** The archive a path was unpacked from, and how the path is named. */
export function unpackedFrom(archives: readonly Unpacked[], path: string): { shown: string; archive: Unpacked } | undefined {
  for (const archive of archives) {
    if (path === archive.path) return { shown: archive.folder ? archive.archive : entryPath(archive.archive, archive.entry), archive }
    if (archive.folder && path.startsWith(`${archive.path}${sep}`)) return { shown: entryPath(archive.archive, relative(archive.path, path).split(sep).join('/')), archive }
  }
  return undefined
}

/** A path as the operator knows it: a file unpacked from an archive is `archive!/entry`. */
export function display(archives: readonly Unpacked[], path: string): string {
  return unpackedFrom(archives, path)?.shown ?? path
}

/** A message with every unpacked path in it named as the archive's entry. */
export function displayText(archives: readonly Unpacked[], text: string): string {
  let shown = text
  for (const archive of archives) {
    const path = escapeRegExp(archive.path)
    shown = archive.folder
      ? shown.replace(new RegExp(`${path}(?:/([^\\s:"]+))?`, 'g'), (_, entry?: string) => (entry ? entryPath(archive.archive, entry) : archive.archive))
      : shown.replace(new RegExp(path, 'g'), entryPath(archive.archive, archive.entry))
  }
  return shown
}

/** An error with its file and message named as the operator knows them. */
export function displayError(archives: readonly Unpacked[], error: IngestError): IngestError {
  if (archives.length === 0) return error
  return new IngestError(display(archives, error.file), error.line, displayText(archives, error.detail))
}

/**
 * Where a page file was delivered: a gzipped page counts as its `.gz` file (a METS beside it may
 * have read it, src/ingest/assemble.ts), any other file as itself.
 */
export function deliveredAs(archives: readonly Unpacked[], file: string): string {
  const from = unpackedFrom(archives, file)?.archive
  return from && !from.folder ? from.archive : file
}

/** The sidecar that applies to a file: the nearest above it inside the root, else the one that applies to its archive. */
export function sidecarOf(sidecars: ReadonlyMap<string, Sidecar>, archives: readonly Unpacked[], root: string, file: string): Sidecar | undefined {
  const found = sidecarFor(file, root, sidecars)
  if (found) return found
  return unpackedFrom(archives, file)?.archive.sidecar
}
