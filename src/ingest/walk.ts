/**
 * What an import folder holds, by real path (ADR 015): the files some format may read, archives
 * to unpack, links that may not be followed, and everything else with the reason it is not read.
 * Page scans are not listed: they are read as the scans of the pages that name them.
 */
import { lstatSync, readdirSync, realpathSync } from 'node:fs'
import { basename, extname, join, resolve } from 'node:path'
import { isArchiveName } from './archives.ts'
import { confine } from './confine.ts'
import { isImageFile } from './images.ts'
import { SOURCE_EXTENSIONS } from './registry.ts'
import { IngestError } from './types.ts'

export type Listed =
  | { file: string; kind: 'source' }
  | { file: string; kind: 'archive' }
  /** A link that leads outside the folder: refused, or with --skip-bad skipped. */
  | { file: string; kind: 'refused'; error: IngestError }
  /** A file no format reads, and why. */
  | { file: string; kind: 'other'; reason: string }

export function asIngestError(error: unknown, file: string): IngestError {
  return error instanceof IngestError ? error : new IngestError(file, undefined, error instanceof Error ? error.message : String(error))
}

/** The real path of a file or folder the caller names: a link given by hand is the caller's choice. */
export function realPathOf(path: string): string {
  try {
    return realpathSync(resolve(path))
  } catch {
    throw new IngestError(path, undefined, 'no such file or folder')
  }
}

/** Why a file of this name is not read, or undefined when some format or archive may take it. */
export function otherReason(name: string): string | undefined {
  const extension = extname(name).toLowerCase()
  if (SOURCE_EXTENSIONS.has(extension) || isArchiveName(name)) return undefined
  if (name.startsWith('._')) return 'a macOS resource fork, not a source file'
  if (extension === '.tar') return 'a TAR archive, which the importer does not unpack: unpack it first'
  return extension === '' ? 'a file without an extension: no format is read from such files' : `no format the importer reads comes in ${extension} files`
}

/**
 * The files under an import folder. Symbolic links are followed only inside the folder (ADR 015);
 * links named like files the importer never reads (images, PDFs) are left alone, not even resolved.
 */
export function listFolder(root: string): Listed[] {
  const listed: Listed[] = []
  const walked = new Set<string>()
  const add = (file: string) => {
    if (isImageFile(file)) return
    const reason = otherReason(basename(file))
    if (reason !== undefined) listed.push({ file, kind: 'other', reason })
    else listed.push({ file, kind: isArchiveName(file) ? 'archive' : 'source' })
  }
  const walk = (folder: string) => {
    // A link to a folder already walked (or to an ancestor) would list files twice or for ever.
    if (walked.has(folder)) return
    walked.add(folder)
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))
    for (const entry of entries) {
      const full = join(folder, entry.name)
      if (entry.isSymbolicLink()) {
        // Only links that may lead to something read are resolved: sources, archives, folders.
        if (otherReason(entry.name) !== undefined && extname(entry.name) !== '') continue
        let real: string
        try {
          real = confine(root, full, { from: folder, line: undefined, href: entry.name, what: 'the target of symbolic link', within: 'the import folder' })
        } catch (error) {
          listed.push({ file: full, kind: 'refused', error: asIngestError(error, full) })
          continue
        }
        // `real` holds no links, so lstat sees what the link leads to.
        const info = lstatSync(real)
        if (info.isDirectory()) walk(real)
        else if (info.isFile()) add(real)
      } else if (entry.isDirectory()) {
        if (entry.name === '__MACOSX') listed.push({ file: full, kind: 'other', reason: 'macOS resource forks, not source files' })
        else walk(full)
      } else if (entry.isFile()) {
        add(full)
      }
    }
  }
  walk(root)
  return listed
}
