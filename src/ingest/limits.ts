/**
 * How large an import file and the values read from it may be (ADR 015).
 * The limits refuse absurd input, not long real input: each is many times
 * what the real samples and the sources we know of hold, and low enough that
 * no single value can make a page of the site heavy (a 20 MB title once made
 * a 220 MB page).
 */
import { IngestError, type SourcePackage, type TitleRecord } from './types.ts'
import type { XmlElement } from './xml.ts'

/** Bytes of one source file, checked with stat before it is read: a whole ALTO page with glyphs stays far below. */
export const MAX_SOURCE_BYTES = 64 * 1024 * 1024

/**
 * Words of one document (an issue or an item), all its pages together: 20 times the longest real
 * book we know of (a 1,200-page encyclopaedia volume holds about 100,000), and what keeps one
 * document's text, boxes and index rows within a few GB while it is written in one transaction.
 */
export const MAX_DOCUMENT_WORDS = 2_000_000

/** ZIP and gzip deliveries (ADR 034): what one archive may hold and inflate to. */
export const ARCHIVE_LIMITS = {
  /** Entries of one ZIP: a 10,000-page delivery with an ALTO file, a scan and a checksum per page stays well below. */
  entries: 100_000,
  /** Bytes of one entry once inflated: the limit of one source file. */
  entryBytes: MAX_SOURCE_BYTES,
  /** Bytes of one page scan once inflated: an uncompressed TIFF master of a broadsheet at 600 dpi is about 400 MB. */
  imageBytes: 512 * 1024 * 1024,
  /** Bytes of a whole archive once inflated, written beside the store while the import runs. */
  totalBytes: 8 * 1024 * 1024 * 1024,
  /** How many times an entry may inflate: XML deflates 10 to 20 times; a bomb, a thousand. */
  ratio: 100,
  /** Bytes under which an entry's ratio is not checked: a small file of repeated text harms no one. */
  ratioFrom: 1024 * 1024,
  /**
   * Bytes past which an archive's ratio is checked as a whole, and the import's over all its
   * archives and gzip files (issue 48, M2): 1,000 entries of 1 MiB at ratio 780 each passed alone.
   */
  wholeRatioFrom: 100 * 1024 * 1024,
  /** Bytes all the archives and gzip files of one import may inflate to together (ten archives were 80 GiB). */
  importBytes: 16 * 1024 * 1024 * 1024,
  /** Bytes the disk an archive is unpacked on keeps free: checked before anything is written. */
  diskReserve: 512 * 1024 * 1024,
} as const

/** How long unpacking one ZIP may take: ten minutes, and a minute more for every 300 MB of archive (a hung child is stopped). */
export function unpackTimeoutMs(archiveBytes: number): number {
  return 10 * 60_000 + Math.ceil(archiveBytes / 300_000_000) * 60_000
}

/** Characters (UTF-16 code units) of one value. */
export const MAX_LENGTH = {
  /** Periodical, item, unit, alternative and related titles: early printed books' title pages, transcribed in full, run to several hundred. */
  title: 2_000,
  /** Authors, publishers, printers. */
  name: 1_000,
  /** Descriptions, physical descriptions, date statements; and each raw MARC field, whose own format stops at 9,999 bytes. */
  text: 10_000,
  /** Identifiers, numbers, dates, page labels, languages, structural types. */
  short: 200,
  /** Permalinks and image service URLs: the sitemap protocol's limit. */
  url: 2_048,
  /** A reference to another file as written (href, path, URL): Linux's PATH_MAX. */
  href: 4_096,
  /** One word of OCR: the longest real one is 47. */
  word: 1_000,
} as const

/**
 * Characters of any one text or attribute value in METS, MODS, MARCXML and
 * NDNP batches, refused while parsing: ten times the longest field limit
 * above, so those keep their own messages, while a value of megabytes stops
 * before the readers copy it about. Embedded files (METS binData) are exempt.
 */
export const MAX_XML_VALUE = 100_000

/** Words on one ALTO page: the densest real page has 6,051. */
export const MAX_PAGE_WORDS = 100_000
/** Characters of word content on one ALTO page: the longest real page has 36,094. */
export const MAX_PAGE_CHARACTERS = 1_000_000

const count = (n: number) => n.toLocaleString('en')

/**
 * Pixels of one side of a page: a broadsheet scanned at 600 dpi is about 14,000. Past this a size is
 * a mistake or an attack (a width of 1e308 passed the dry run and failed the import with a raw
 * SQLite message: issue 48, L1).
 */
export const MAX_PAGE_PIXELS = 1_000_000

/**
 * Refuses a page's size that is not one: infinite, negative, or past MAX_PAGE_PIXELS once in pixels
 * (`pixelsPerUnit`), with the file, the line and the value. 0, or no size, is a size not given (the
 * page reaches as far as what is on it).
 */
export function checkPageSize(value: number | undefined, side: 'width' | 'height', file: string, line: number | undefined, pixelsPerUnit = 1): void {
  if (value === undefined || Number.isNaN(value)) return
  if (Number.isFinite(value) && value >= 0 && Math.round(value * pixelsPerUnit) <= MAX_PAGE_PIXELS) return
  throw new IngestError(file, line, `the page's ${side} is ${String(value)}: a page's size must be a positive number of at most ${count(MAX_PAGE_PIXELS)} pixels`)
}

/**
 * A value for a message: its start, JSON-quoted so control characters (a
 * terminal's escape sequences among them) are shown, not acted on.
 */
export function quote(value: string, max = 80): string {
  return value.length > max ? `${JSON.stringify(value.slice(0, max))}…` : JSON.stringify(value)
}

/**
 * Refuses a document whose pages hold more words than one document may, as soon as the pages read
 * so far do: `pages` is how many were read.
 */
export function checkDocumentWords(words: number, pages: number, file: string): void {
  if (words <= MAX_DOCUMENT_WORDS) return
  throw new IngestError(file, undefined, `the document holds more than ${count(MAX_DOCUMENT_WORDS)} words (${count(words)} on its first ${count(pages)} pages), over the limit of ${count(MAX_DOCUMENT_WORDS)} words for one issue or item`)
}

/** Refuses a value longer than `max`, naming its line (looked up only then) and its start. */
export function checkLength(value: string | undefined, max: number, what: string, file: string, lineOf: (value: string) => number | undefined): void {
  if (value === undefined || value.length <= max) return
  throw new IngestError(file, lineOf(value), `${what} is ${count(value.length)} characters long, over the limit of ${count(max)}: ${quote(value)}`)
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

function inDocumentOrder(root: XmlElement): XmlElement[] {
  const out: XmlElement[] = []
  const stack = [root]
  for (let element = stack.pop(); element !== undefined; element = stack.pop()) {
    out.push(element)
    for (let i = element.children.length - 1; i >= 0; i--) {
      const child = element.children[i]
      if (child) stack.push(child)
    }
  }
  return out
}

/**
 * The line of the XML element a value was read from: the first whose text
 * holds the value's start, else the first whose attribute does (element text
 * first, since a METS LABEL often repeats a MODS title), else the one with
 * the longest text (a value made of several parts is too long because one of
 * them is).
 */
export function xmlLineOf(root: XmlElement): (value: string) => number | undefined {
  return (value) => {
    const start = collapse(value).slice(0, 40)
    const elements = inDocumentOrder(root)
    const values = (element: XmlElement) => Object.values(element.attributes)
    const holding = (texts: (element: XmlElement) => string[]) =>
      start === '' ? undefined : elements.find((element) => texts(element).some((text) => collapse(text).includes(start)))
    let longest = { line: root.line, length: -1 }
    for (const element of elements) {
      for (const text of [element.text, ...values(element)]) if (text.length > longest.length) longest = { line: element.line, length: text.length }
    }
    return (holding((element) => [element.text]) ?? holding(values))?.line ?? longest.line
  }
}

/** Refuses a package with a value over its limit, before anything of it is written. */
export function checkPackageLimits(pkg: SourcePackage, lineOf: (value: string) => number | undefined): void {
  const file = pkg.sourcePath
  const check = (value: string | undefined, max: number, what: string) => checkLength(value, max, what, file, lineOf)
  check(pkg.title, MAX_LENGTH.title, pkg.kind === 'issue' ? 'the periodical title' : 'the title')
  check(pkg.parentId, MAX_LENGTH.short, pkg.kind === 'issue' ? 'the periodical id' : 'the item id')
  check(pkg.date, MAX_LENGTH.short, 'the date')
  check(pkg.number, MAX_LENGTH.short, 'the issue number')
  check(pkg.permalink, MAX_LENGTH.url, 'the permalink')
  check(pkg.publisher, MAX_LENGTH.name, 'the publisher')
  check(pkg.physicalDescription, MAX_LENGTH.text, 'the physical description')
  for (const language of pkg.languages) check(language, MAX_LENGTH.short, 'a language')
  for (const author of pkg.authors ?? []) check(author, MAX_LENGTH.name, 'an author')
  for (const title of [...(pkg.alternativeTitles ?? []), ...(pkg.alsoKnownAs ?? [])]) check(title, MAX_LENGTH.title, 'another title')
  for (const page of pkg.pages) {
    check(page.label, MAX_LENGTH.short, `page ${page.sequence}: the label`)
    check(page.imageService, MAX_LENGTH.url, `page ${page.sequence}: the image service`)
    check(page.altoHref, MAX_LENGTH.href, `page ${page.sequence}: the ALTO reference`)
  }
  for (const unit of pkg.units) {
    check(unit.id, MAX_LENGTH.short, 'a unit id')
    check(unit.title, MAX_LENGTH.title, `unit ${unit.id}: the title`)
    check(unit.sourceType, MAX_LENGTH.short, `unit ${unit.id}: the type`)
    for (const block of unit.blocks) check(block.blockId, MAX_LENGTH.short, `unit ${unit.id}: a block id`)
  }
}

/** Refuses a MARC title record with a value over its limit. */
export function checkTitleRecordLimits(record: TitleRecord, file: string, lineOf: (value: string) => number | undefined): void {
  const check = (value: string | undefined, max: number, what: string) => checkLength(value, max, what, file, lineOf)
  check(record.title, MAX_LENGTH.title, 'the title (245)')
  check(record.controlNumber, MAX_LENGTH.short, 'the control number')
  check(record.issn, MAX_LENGTH.short, 'the ISSN (022)')
  check(record.description, MAX_LENGTH.text, 'the summary (520)')
  check(record.dates, MAX_LENGTH.text, 'the dates of publication')
  for (const name of [...record.publishers, ...(record.printers ?? [])]) check(name, MAX_LENGTH.name, 'a publisher or printer')
  for (const title of [...record.earlierTitles, ...record.laterTitles]) check(title, MAX_LENGTH.title, 'a related title (780/785)')
  for (const field of record.fields) check(field, MAX_LENGTH.text, `field ${field.slice(0, 3)}`)
}
