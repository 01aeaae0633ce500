/**
 * What the librarian says of a delivery (issues 16 and 49, ADR 054): the command line (`--title`,
 * `--date`, `--number`, `--lang`, `--periodical`, `--type`), a sidecar file in the folder or above
 * it, and what the folder and file names say (dates). Pure functions: the loader decides where each
 * applies.
 *
 * The librarian has the last word: the command line, then the sidecar nearest to the file, then
 * the files' own metadata when it is real (a placeholder title or a title made from the file name
 * is not), then the path. A value the librarian gives that replaces a different one the files give
 * is a warning naming both, and `--check` shows both. A package that still has no title or no
 * date is refused with the flag that would give it.
 */
import { basename, dirname, join, relative, sep } from 'node:path'
import * as v from 'valibot'
import { normalizeLanguage } from '../domain/languages.ts'
import { slugify } from './slug.ts'
import { DOCUMENT_TYPES, type DocumentType, IngestError, type SourcePackage } from './types.ts'

/** The file a folder of a batch may hold to say what its files do not (see README "Importing"). */
export const SIDECAR_NAME = 'library-import.json'

export interface ImportMetadata {
  title?: string
  /** YYYY-MM-DD, YYYY-MM or YYYY. */
  date?: string
  /** The issue number as printed. */
  number?: string
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

type MetadataText = { title?: string; date?: string; number?: string; lang?: string; periodical?: string; type?: string }

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
  if (text.number !== undefined) {
    const number = text.number.trim()
    if (number === '' || number.length > 200) throw fail('number', `"${text.number}": expected the issue number as printed, 1 to 200 characters`)
    meta.number = number
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
  number: v.optional(v.string()),
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
    throw new IngestError(file, undefined, `${key ? `"${key}": ` : ''}${issue.message} (the keys are title, date, number, lang, periodical, type)`)
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

/** Where a value of a completed package came from, and the value of the files the librarian replaced, if any. */
export interface Origin {
  /** "the file", "--title", a sidecar's path, "the path (1924/01/29)", "the OCR", "none". */
  from: string
  replaced?: { value: string; from: string }
}

export interface Origins {
  title: Origin
  date: Origin
  number: Origin
  languages: Origin
  kind: Origin
  periodical: Origin
}

/** What the librarian gave for a package: the command line's options and the sidecar that applies, named by its path. */
export interface GivenMetadata {
  command: ImportMetadata
  sidecar?: { meta: ImportMetadata; file: string } | undefined
}

export interface Completed {
  pkg: SourcePackage
  origins: Origins
  /** Each value the librarian gave that replaces a different one the files give, naming both. */
  overrides: string[]
}

interface Given<T> {
  value: T
  /** Where it came from, for `--check`: "--title" or the sidecar's path. */
  from: string
  /** How a warning names it: "--title" or `"title" in …/library-import.json`. */
  named: string
}

/** The librarian's value for a key: the command line's, else the sidecar's. */
function given<K extends keyof ImportMetadata>(meta: GivenMetadata, key: K): Given<NonNullable<ImportMetadata[K]>> | undefined {
  const command = meta.command[key]
  if (command !== undefined && command !== null) return { value: command, from: `--${key}`, named: `--${key}` }
  const sidecar = meta.sidecar
  const value = sidecar?.meta[key]
  if (sidecar === undefined || value === undefined || value === null) return undefined
  return { value, from: sidecar.file, named: `"${key}" in ${sidecar.file}` }
}

/** A month or a year written as its first day, as the store keeps it. */
function sameDate(files: string, librarian: string): boolean {
  return files === librarian || files.startsWith(`${librarian}-`)
}

/**
 * The package with what the librarian says and what it lacks filled in, or a clear refusal: the
 * kind, the title (refused when neither the librarian nor the files give a real one), the periodical
 * id, the date (the path's when no one gives one), the number and the languages. `kindStated`: the
 * files say what kind of document they are (a METS type), so a different `--type` replaces it with a
 * warning; for bare pages and guessed kinds it only fills in. `root` bounds the path a date is looked for in.
 */
export function completeDelivery(source: SourcePackage, meta: GivenMetadata, root?: string, kindStated = false): Completed {
  const next: SourcePackage = { ...source }
  const overrides: string[] = []
  const replaced = (what: string, librarian: Given<string>, files: string) => {
    overrides.push(`${source.sourcePath}: ${librarian.named} ${JSON.stringify(librarian.value)} replaces the ${what} the files give, ${JSON.stringify(files)}`)
    return { from: librarian.from, replaced: { value: files, from: 'the file' } }
  }
  const origins: Origins = {
    title: { from: 'the file' },
    date: { from: source.date ? 'the file' : 'none' },
    number: { from: source.number ? 'the file' : 'none' },
    languages: { from: source.languages.length > 0 ? 'the file' : 'none' },
    kind: { from: source.kindGuessed === true || !kindStated ? 'a guess' : 'the file' },
    periodical: { from: 'the file' },
  }
  const type = given(meta, 'type')
  if (type) {
    next.documentType = type.value
    next.kind = type.value === 'newspaper' || type.value === 'serial' ? 'issue' : 'item'
    origins.kind = kindStated && type.value !== source.documentType ? replaced('kind of document', type, source.documentType) : { from: type.from }
  }
  completeTitle(source, next, meta, origins, replaced)
  completeDate(source, next, meta, origins, replaced, root)
  const number = next.kind === 'issue' ? given(meta, 'number') : undefined
  if (number) {
    next.number = number.value
    origins.number = source.number !== undefined && source.number !== number.value ? replaced('issue number', number, source.number) : { from: number.from }
  }
  const lang = given(meta, 'lang')
  if (lang) {
    const code = normalizeLanguage(lang.value) ?? lang.value
    const stated = source.languages.join(', ')
    next.languages = [code]
    origins.languages = stated !== '' && stated !== code ? replaced('languages', { ...lang, value: code }, stated) : { from: lang.from }
  }
  return { pkg: next, origins, overrides }
}

type Replace = (what: string, librarian: Given<string>, files: string) => Origin

function completeTitle(source: SourcePackage, next: SourcePackage, meta: GivenMetadata, origins: Origins, replaced: Replace): void {
  const real = source.titleFromFile !== true && !isPlaceholderTitle(source.title)
  const title = given(meta, 'title')
  if (title) {
    next.title = title.value
    origins.title = real && title.value !== source.title ? replaced('title', title, source.title) : { from: title.from }
  } else if (!real) {
    const found = source.title.trim() === '' ? 'none' : `"${source.title}"`
    throw new IngestError(source.sourcePath, undefined, `the ${next.kind === 'issue' ? 'issue names no periodical title' : 'item has no title'} (found ${found}): give one with --title "…" or in ${SIDECAR_NAME}`)
  }
  // An id the files made from their title follows the title the librarian gives; one they state is kept.
  const slug = slugify(source.title)
  const derived = !real || source.parentId === slug || source.parentId === slug.slice(0, 100)
  const periodical = next.kind === 'issue' ? given(meta, 'periodical') : undefined
  if (periodical) {
    next.parentId = periodical.value
    origins.periodical = !derived && periodical.value !== source.parentId ? replaced('periodical id', periodical, source.parentId) : { from: periodical.from }
  } else if (derived && next.title !== source.title) {
    next.parentId = slugify(next.title).slice(0, 100) || source.parentId
    origins.periodical = { from: `the title (${origins.title.from})` }
  }
}

function completeDate(source: SourcePackage, next: SourcePackage, meta: GivenMetadata, origins: Origins, replaced: Replace, root: string | undefined): void {
  const date = given(meta, 'date')
  if (date) {
    next.date = date.value
    delete next.datePrecision
    origins.date = source.date !== undefined && !sameDate(source.date, date.value) ? replaced('date', date, source.date) : { from: date.from }
  } else if (!source.date) {
    const fromPath = dateFromPath(source.sourcePath, root)
    if (fromPath) {
      next.date = fromPath.date
      origins.date = { from: `the path (${fromPath.from})` }
    }
  }
  if (next.kind !== 'issue') return
  if (!next.date) {
    throw new IngestError(source.sourcePath, undefined, `the issue has no date, in the file or in its path: give one with --date YYYY-MM-DD or in ${SIDECAR_NAME}`)
  }
  const problem = checkDate(next.date)
  if (problem) throw new IngestError(source.sourcePath, undefined, `the issue's date "${next.date}" is not a date: ${problem}`)
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

/**
 * The package with what it lacks filled in from `meta` (the command line's options alone), or a
 * clear refusal; `completeDelivery` says where each value came from and what it replaced.
 */
export function completePackage(pkg: SourcePackage, meta: ImportMetadata, root?: string): SourcePackage {
  return completeDelivery(pkg, { command: meta }, root).pkg
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

