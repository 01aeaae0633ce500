/**
 * Metadata the files lack (issue 16): what the command line gives (`--title`, `--date`, `--lang`,
 * `--periodical`, `--type`), what a sidecar file in the folder gives, and what the folder and file
 * names say (dates). Pure functions: the loader decides where each applies.
 *
 * Precedence, most specific first: the files' own metadata when it is real (a placeholder title
 * or a title made from the file name is not), then the command line, then the sidecar nearest to
 * the file, then the path. A package that still has no title or no date is refused with the flag
 * that would give it.
 */
import { basename, dirname, join, relative, sep } from 'node:path'
import * as v from 'valibot'
import { slugify } from './slug.ts'
import { DOCUMENT_TYPES, type DocumentType, IngestError, type SourcePackage } from './types.ts'

/** The file a folder of a batch may hold to say what its files do not (see README "Importing"). */
export const SIDECAR_NAME = 'library-import.json'

export interface ImportMetadata {
  title?: string
  /** YYYY-MM-DD, YYYY-MM or YYYY. */
  date?: string
  lang?: string
  periodical?: string
  type?: DocumentType
}

const DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/

/** A real calendar date (or month, or year) in ISO form, or why not. */
export function checkDate(text: string): string | undefined {
  const match = DATE.exec(text)
  if (!match) return 'expected YYYY-MM-DD, YYYY-MM or YYYY'
  const year = Number(match[1])
  const month = match[2] === undefined ? 1 : Number(match[2])
  const day = match[3] === undefined ? 1 : Number(match[3])
  if (year < 1400 || year > 2100) return `the year ${year} is outside 1400–2100`
  if (month < 1 || month > 12) return `there is no month ${match[2]}`
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return `there is no day ${match[3]} in ${match[1]}-${match[2]}`
  return undefined
}

const typeSchema = v.picklist(DOCUMENT_TYPES)

type MetadataText = { title?: string; date?: string; lang?: string; periodical?: string; type?: string }

/**
 * Metadata given as text (the command line's options, a sidecar's keys), checked; a bad value is
 * refused by `fail` with its key and the value.
 */
export function checkMetadata(text: MetadataText, fail: (key: keyof MetadataText, message: string) => IngestError): ImportMetadata {
  const meta: ImportMetadata = {}
  const title = text.title?.trim()
  if (title !== undefined) {
    if (isPlaceholderTitle(title)) throw fail('title', `"${text.title}" is not a title`)
    meta.title = title
  }
  if (text.date !== undefined) {
    const problem = checkDate(text.date.trim())
    if (problem) throw fail('date', `"${text.date}": ${problem}`)
    meta.date = text.date.trim()
  }
  if (text.lang !== undefined) {
    const lang = text.lang.trim().toLowerCase()
    if (!/^[a-z]{2,3}$/.test(lang)) throw fail('lang', `"${text.lang}": expected a language code such as de, fr, en or ltz`)
    meta.lang = lang
  }
  if (text.periodical !== undefined) {
    const id = text.periodical.trim()
    if (!/^[A-Za-z0-9][\w.-]{0,99}$/.test(id)) throw fail('periodical', `"${text.periodical}": expected an id of letters, digits, ".", "_" or "-"`)
    meta.periodical = id
  }
  if (text.type !== undefined) {
    const type = v.safeParse(typeSchema, text.type.trim().toLowerCase())
    if (!type.success) throw fail('type', `"${text.type}": expected one of ${DOCUMENT_TYPES.join(', ')}`)
    meta.type = type.output
  }
  return meta
}

/** The command line's metadata options. */
export function metadataFromOptions(options: MetadataText): ImportMetadata {
  return checkMetadata(options, (key, message) => new IngestError(`--${key}`, undefined, message))
}

const sidecarSchema = v.strictObject({
  title: v.optional(v.string()),
  date: v.optional(v.string()),
  lang: v.optional(v.string()),
  periodical: v.optional(v.string()),
  type: v.optional(v.string()),
})

/** A sidecar file's metadata, checked like the command line's; errors name the file and the key. */
export function readSidecar(json: string, file: string): ImportMetadata {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch (error) {
    throw new IngestError(file, undefined, `not JSON: ${error instanceof Error ? error.message : String(error)}`)
  }
  const result = v.safeParse(sidecarSchema, parsed)
  if (!result.success) {
    const issue = result.issues[0]
    const key = issue.path?.map((item) => String(item.key)).join('.') ?? ''
    throw new IngestError(file, undefined, `${key ? `"${key}": ` : ''}${issue.message} (the keys are title, date, lang, periodical, type)`)
  }
  return checkMetadata(result.output, (key, message) => new IngestError(file, undefined, `"${key}": ${message}`))
}

/** Titles that templates and converters leave where the real one should be. */
export function isPlaceholderTitle(title: string): boolean {
  const text = title.trim()
  return (
    text === '' ||
    /placeholder|^(untitled|no title|title|unknown|n\/?a|none|null|undefined|mets|document|\[\s*\]|\?+|-+)$/i.test(text) ||
    /^\{\{.*\}\}$|^\$\{.*\}$|^%.*%$/.test(text)
  )
}

/**
 * A date in a path: `…/18451228_01/…`, `bpp-pug-19240129.xml`, `…/1924-01-29/…`, `…/1924/01/29/…`,
 * `FAL_1762_12_07_0001.xml` (the BCU Lausanne's names; one separator throughout).
 * The segment nearest the file wins; only real dates count (19241329 is not one).
 */
export function dateFromPath(path: string, root?: string): { date: string; from: string } | undefined {
  const within = root ? relative(root, path) : path
  const segments = within.split(sep).filter((segment) => segment !== '')
  for (let end = segments.length; end > 0; end -= 1) {
    const segment = segments[end - 1] ?? ''
    for (const match of segment.matchAll(/(?<!\d)(\d{4})([-_]?)(\d{2})\2(\d{2})(?!\d)/g)) {
      const date = `${match[1]}-${match[3]}-${match[4]}`
      if (checkDate(date) === undefined) return { date, from: segment }
    }
    // YYYY/MM/DD over three segments ending here.
    if (end >= 3) {
      const [year, month, day] = segments.slice(end - 3, end)
      if (/^\d{4}$/.test(year ?? '') && /^\d{2}$/.test(month ?? '') && /^\d{2}$/.test(day ?? '')) {
        const date = `${year}-${month}-${day}`
        if (checkDate(date) === undefined) return { date, from: join(year ?? '', month ?? '', day ?? '') }
      }
    }
  }
  return undefined
}

/**
 * The package with what it lacks filled in, or a clear refusal: the title when the file's is a
 * placeholder or only its file name, the date from the options or the path, the languages, the
 * periodical id and the kind. `root` bounds the path a date is looked for in.
 */
export function completePackage(pkg: SourcePackage, meta: ImportMetadata, root?: string): SourcePackage {
  const next: SourcePackage = { ...pkg }
  if (meta.type) {
    next.documentType = meta.type
    next.kind = meta.type === 'newspaper' || meta.type === 'serial' ? 'issue' : 'item'
  }
  const fileTitle = pkg.titleFromFile === true || isPlaceholderTitle(pkg.title)
  if (fileTitle) {
    if (!meta.title) {
      const found = pkg.title.trim() === '' ? 'none' : `"${pkg.title}"`
      throw new IngestError(pkg.sourcePath, undefined, `the ${next.kind === 'issue' ? 'issue names no periodical title' : 'item has no title'} (found ${found}): give one with --title "…" or in ${SIDECAR_NAME}`)
    }
    next.title = meta.title
  }
  // An item's id is its own; --periodical names the periodical of issues.
  if (meta.periodical && next.kind === 'issue') next.parentId = meta.periodical
  else if (fileTitle) next.parentId = slugify(next.title).slice(0, 100) || pkg.parentId
  if (!next.date) {
    const fromPath = meta.date === undefined ? dateFromPath(pkg.sourcePath, root) : undefined
    const date = meta.date ?? fromPath?.date
    if (date) next.date = date
  }
  if (next.kind === 'issue') {
    if (!next.date) {
      throw new IngestError(pkg.sourcePath, undefined, `the issue has no date, in the file or in its path: give one with --date YYYY-MM-DD or in ${SIDECAR_NAME}`)
    }
    const problem = checkDate(next.date)
    if (problem) throw new IngestError(pkg.sourcePath, undefined, `the issue's date "${next.date}" is not a date: ${problem}`)
    // A month or a year (a monthly or a yearbook delivered without days) is kept with its precision:
    // stored as its first day, so calendars, addresses and date filters work, and shown as given.
    if (/^\d{4}-\d{2}$/.test(next.date)) {
      next.date = `${next.date}-01`
      next.datePrecision = 'month'
    } else if (/^\d{4}$/.test(next.date)) {
      next.date = `${next.date}-01-01`
      next.datePrecision = 'year'
    }
  }
  if (meta.lang && next.languages.length === 0) next.languages = [meta.lang]
  return next
}

/** The sidecar that applies to a file: the nearest one in its folder or above, up to the import root. */
export function sidecarFor<T>(file: string, root: string, sidecars: ReadonlyMap<string, T>): T | undefined {
  let folder = dirname(file)
  for (;;) {
    const found = sidecars.get(folder)
    if (found) return found
    if (folder === root || relative(root, folder).startsWith('..') || dirname(folder) === folder) return undefined
    folder = dirname(folder)
  }
}

/** Command-line metadata over the sidecar's, key by key. */
export function mergeMetadata(command: ImportMetadata, sidecar: ImportMetadata | undefined): ImportMetadata {
  return { ...sidecar, ...command }
}

/** Whether a file is a sidecar by its name; its content is then checked as one. */
export function isSidecar(file: string): boolean {
  return basename(file) === SIDECAR_NAME
}

/**
 * Where a completed package's title and date came from, for the dry run (`--check`): the file, the
 * command line, a sidecar (named), or the path (the segment named).
 */
export function origins(
  source: SourcePackage,
  command: ImportMetadata,
  sidecar: { meta: ImportMetadata; file: string } | undefined,
  root?: string,
): { title: string; date: string } {
  const fileTitle = source.titleFromFile === true || isPlaceholderTitle(source.title)
  const title = !fileTitle ? 'the file' : command.title !== undefined ? '--title' : sidecar?.meta.title !== undefined ? sidecar.file : 'none'
  let date = 'none'
  if (source.date) date = 'the file'
  else if (command.date !== undefined) date = '--date'
  else if (sidecar?.meta.date !== undefined) date = sidecar.file
  else {
    const fromPath = dateFromPath(source.sourcePath, root)
    if (fromPath) date = `the path (${fromPath.from})`
  }
  return { title, date }
}
