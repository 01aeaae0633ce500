/**
 * Confinement (ADR 015): a file the importer reads because another file names
 * it (an ALTO page in a METS or manifest, an issue METS in an NDNP batch, a
 * manifest in a IIIF collection, a symbolic link in an import folder) must
 * lie inside that file's root folder, after following symbolic links.
 *
 * The path is resolved the way realpath does, one component at a time from
 * the root's real path, and a step that would leave the root refuses the
 * reference on the spot. So nothing outside the root is ever opened or even
 * looked at, and a refusal says the same whether the target outside exists
 * or not.
 */
import { lstatSync, readlinkSync, realpathSync } from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { MAX_LENGTH, quote } from './limits.ts'
import { IngestError, systemErrorCode } from './types.ts'

export interface Reference {
  /** The file that names the target (or the folder that lists a link). */
  from: string
  /** The reference's line in `from`, when known. */
  line: number | undefined
  /** The reference as written in `from`. */
  href: string
  /** What it names, for messages ("page 3: ALTO file"). */
  what: string
  /** The root, for messages ("the package folder"). */
  within: string
}

/** Links followed for one reference, as Linux's own MAXSYMLINKS. */
const MAX_LINKS = 40

function leaves(rel: string): boolean {
  return rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)
}

function parts(rel: string): string[] {
  return rel.split(sep).filter((part) => part !== '' && part !== '.')
}

/** The href for messages: long ones are cut, control characters shown escaped. */
function shown(href: string): string {
  return quote(href, 200)
}

/** A reference the importer will not follow because it is not a local file (http:, ftp:, urn:, data: …). */
export function notLocal(ref: Reference): IngestError {
  return new IngestError(
    ref.from,
    ref.line,
    `${ref.what} ${shown(ref.href)} is not a local file: the importer reads only files inside ${ref.within} and never fetches over the network`,
  )
}

/**
 * The real path of `target` (absolute, resolved lexically from the reference),
 * which must lie inside the folder `root`; otherwise an IngestError naming the
 * referring file, its line and the reference as written.
 */
export function confine(root: string, target: string, ref: Reference): string {
  const outside = () => new IngestError(ref.from, ref.line, `${ref.what} ${shown(ref.href)} leads outside ${ref.within}`)
  if (ref.href.length > MAX_LENGTH.href) {
    const length = ref.href.length.toLocaleString('en')
    throw new IngestError(ref.from, ref.line, `${ref.what} ${shown(ref.href)} is ${length} characters long, over the limit of ${MAX_LENGTH.href.toLocaleString('en')}`)
  }
  // `..` and absolute paths are refused before anything is looked at.
  const lexical = relative(resolve(root), resolve(target))
  if (leaves(lexical)) throw outside()
  const realRoot = realpathSync(root)
  const pending = parts(lexical)
  let current = realRoot
  let links = 0
  for (let name = pending.shift(); name !== undefined; name = pending.shift()) {
    const next = join(current, name)
    let info
    try {
      info = lstatSync(next)
    } catch (error) {
      const code = systemErrorCode(error)
      if (code === 'ENOENT' || code === 'ENOTDIR') throw new IngestError(ref.from, ref.line, `${ref.what} ${shown(ref.href)} does not exist`)
      if (code === 'EACCES') throw new IngestError(ref.from, ref.line, `${ref.what} ${shown(ref.href)} cannot be read (permission denied)`)
      throw error
    }
    if (info.isSymbolicLink()) {
      links += 1
      if (links > MAX_LINKS) throw new IngestError(ref.from, ref.line, `${ref.what} ${shown(ref.href)} goes through more than ${MAX_LINKS} symbolic links`)
      // `current` holds no links, so resolving the link's text against it is what the kernel would do.
      const rel = relative(realRoot, resolve(current, readlinkSync(next)))
      if (leaves(rel)) throw outside()
      pending.unshift(...parts(rel))
      current = realRoot
      continue
    }
    if (pending.length > 0 && !info.isDirectory()) throw new IngestError(ref.from, ref.line, `${ref.what} ${shown(ref.href)} does not exist`)
    current = next
  }
  return current
}

/**
 * The local path an href names (a relative or absolute path, or a file: URL,
 * often written `file://./text/…`), resolved lexically against `baseDir`;
 * undefined for a URL of any other scheme.
 */
export function localHref(href: string, baseDir: string): string | undefined {
  let path = href.trim()
  if (path === '' || (/^[a-z][a-z0-9+.-]*:/i.test(path) && !/^file:/i.test(path))) return undefined
  if (/^file:/i.test(path)) {
    path = path.replace(/^file:(\/\/)?/i, '')
    try {
      path = decodeURIComponent(path)
    } catch {
      // A stray % is part of the name, not an escape.
    }
  }
  while (path.startsWith('./')) path = path.slice(2)
  return resolve(baseDir, path)
}
