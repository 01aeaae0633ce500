/**
 * What a format module is (ADR 033), and what the formats' `detect` share: every module in
 * src/ingest/formats/ imports this file and the shared readers' helpers, never the registry
 * (src/ingest/registry.ts), which imports the formats. So the formats form no circle with it.
 */
import type { Reference } from '../confine.ts'
import type { SourceFormat } from '../source.ts'
import type { ArticleSupplement } from '../supplement.ts'
import type { AltoPage, SourcePackage, TitleRecord } from '../types.ts'

/** A file another file names, for the loader to confine to the referring file's folder and import in turn. */
export interface FollowedReference {
  reference: Reference
  /** The local path, resolved lexically; undefined when the reference is not a local file (it is then refused). */
  path: string | undefined
}

/** What one file holds, as the loader needs it. */
export type Reading =
  /** Issues or items, with what the reader recorded but did not read (remote references), for the import's warnings. */
  | { kind: 'packages'; packages: SourcePackage[]; warnings?: string[] }
  /** Catalogue records of titles, with the records left out and why (an OAI-PMH deletion, an issue's record). */
  | { kind: 'title-records'; records: TitleRecord[]; warnings?: string[] }
  | { kind: 'references'; references: FollowedReference[] }
  /** The articles of an issue delivered apart from its pages (src/ingest/supplement.ts). */
  | { kind: 'articles'; articles: ArticleSupplement }
  /** A file read only through the file that names it (an annotation page of a manifest). */
  | { kind: 'part' }

interface FormatBase {
  /** A short name, stable: what `sniff` answers, for tests and messages. */
  id: string
  /** What the format is called in messages ("METS", "MPEG-21 DIDL"). */
  label: string
  /** Endings of the files this format comes in, lower case with the dot: only such files are looked at. */
  extensions: readonly string[]
  /**
   * How the file is decoded when read for itself (src/ingest/source.ts): XML by its declaration,
   * JSON as UTF-8. Files read through another (a page's OCR, a unit's text) are decoded as XML is:
   * UTF-8 unless a byte order mark or an XML declaration says otherwise, which JSON and HTML are.
   */
  text: SourceFormat
  /** Whether the file is of this format, from its start (up to 4 KiB, decoded) and its name. Parses nothing. */
  detect(head: string, name: string): boolean
  /** A file of this format stands for its folder: OCR pages in it or below are its own, never bare pages. */
  container?: boolean
}

/** A format whose files are read for themselves: issues, items, title records, references, articles. */
export interface DocumentFormat extends FormatBase {
  role: 'document'
  read(text: string, file: string): Reading
}

/**
 * A page's OCR (ALTO, PAGE-XML, ABBYY, hOCR): read through the file that names it, or, met with no
 * container above it, as bare pages (one issue or item per folder, ADR 022 and 033).
 */
export interface PageFormat extends FormatBase {
  role: 'page'
  /** The file's pages, in order: an ALTO or PAGE file holds one. */
  readPages(text: string, file: string): AltoPage[]
  /**
   * Its files may hold several pages, a whole book (ABBYY, hOCR): met as bare pages, each file is
   * read when its folder is gathered, and its pages take its place in the folder's order.
   */
  manyPages?: boolean
}

/**
 * A file that is never imported on its own (a DIDL's article texts, NDNP reel METS): recognised and
 * left alone when met in a folder. One that holds a unit's text, as a package names it
 * (`LogicalUnit.textPath`), says how to read it.
 */
export interface PartFormat extends FormatBase {
  role: 'part'
  readUnitText?(text: string, file: string): { title: string; text: string }
}

export type Format = DocumentFormat | PageFormat | PartFormat

/** The root element of an XML file's start, by its local name, as written. */
export function rootElement(head: string): string | undefined {
  const text = head.replace(/^\uFEFF/, '').trimStart()
  return /<(?![?!])(?:[\w.-]+:)?([\w.-]+)/.exec(stripProlog(text))?.[1]
}

/** The text without its declaration, comments and doctype, so the first tag is the root. */
function stripProlog(text: string): string {
  return text.replace(/^(?:\s*(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>))*/i, '')
}

/** Whether the file's start is JSON (an object or an array). */
export function isJson(head: string): boolean {
  const text = head.replace(/^\uFEFF/, '').trimStart()
  return text.startsWith('{') || text.startsWith('[')
}

/** Whether the file's start has one of these root elements (local name; the file's and the names' case do not matter). */
export function rootIs(head: string, ...names: string[]): boolean {
  const root = rootElement(head)?.toLowerCase()
  return root !== undefined && names.some((name) => name.toLowerCase() === root)
}
