/**
 * The formats the importer reads (ADR 033): each one module in src/ingest/formats/ with a cheap
 * `detect` on the file's start and a `read` (or, for a page's OCR, `readPages`), listed here in the
 * order they are asked. The first whose `detect` says yes claims the file; a file none claims is
 * not read, and the import says so with the reason (`unclaimedReason`). Adding a format is a new
 * module and a line in FORMATS: nothing else in the loader names a format.
 */
import { extname } from 'node:path'
import type { Reference } from './confine.ts'
import { articleText } from './formats/article-text.ts'
import { readArticleText } from './didl.ts'
import { abbyy } from './formats/abbyy.ts'
import { alto } from './formats/alto.ts'
import { didl } from './formats/didl.ts'
import { gale } from './formats/gale/index.ts'
import { iarchives, iarchivesPart } from './formats/iarchives/index.ts'
import { hocr } from './formats/hocr.ts'
import { iiif2 } from './formats/iiif2.ts'
import { iiif3 } from './formats/iiif3.ts'
import { marc } from './formats/marc.ts'
import { mets } from './formats/mets.ts'
import { ndnpBatch } from './formats/ndnp-batch.ts'
import { ndnpReel } from './formats/ndnp-reel.ts'
import { olive } from './formats/olive.ts'
import { olivePart } from './formats/olive-part.ts'
import { pageXml } from './formats/page-xml.ts'
import { tei } from './formats/tei.ts'
import type { SourceFormat } from './source.ts'
import type { ArticleSupplement } from './supplement.ts'
import { type AltoPage, IngestError, type SourcePackage, type TitleRecord } from './types.ts'

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
  | { kind: 'title-records'; records: TitleRecord[] }
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

/** In the order they are asked: the more specific first (a reel METS before METS). */
export const FORMATS: readonly Format[] = [ndnpReel, mets, ndnpBatch, marc, didl, articleText, tei, olive, olivePart, gale, iarchives, iarchivesPart, alto, pageXml, abbyy, hocr, iiif3, iiif2]

/** Every file ending some format reads: files so named are looked at in a folder (archives apart, src/ingest/archives.ts). */
export const SOURCE_EXTENSIONS: ReadonlySet<string> = new Set(FORMATS.flatMap((format) => format.extensions))

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

/** The format that claims a file, by its start and its name. */
export function detectFormat(head: string, name: string): Format | undefined {
  return FORMATS.find((format) => format.detect(head, name))
}

/** What a file is, by its start alone: a format's id, or 'unknown'. */
export function sniff(head: string): string {
  return detectFormat(head, '')?.id ?? 'unknown'
}

const listed = (labels: readonly string[]) => `${labels.slice(0, -1).join(', ')} or ${labels.at(-1) ?? ''}`

/** Why no format claims a file, for the list of files not read. */
export function unclaimedReason(head: string, name: string): string {
  if (isJson(head)) {
    return /"@context"/.test(head)
      ? 'JSON whose "@context" names no IIIF Presentation API: not a IIIF resource'
      : 'JSON without a IIIF "@context": not a IIIF resource'
  }
  const root = rootElement(head)
  const labels = [...new Set(FORMATS.filter((format) => format.role !== 'part').map((format) => format.label))]
  if (root !== undefined) return `not a ${listed(labels)} file (its root element is <${root}>)`
  const extension = extname(name).toLowerCase()
  return `not a ${listed(labels)} file${extension === '' ? '' : ` (a ${extension} file that is neither XML nor JSON)`}`
}

/** The page format that claims a file's start, if one does. */
export function pageFormatOf(head: string, name: string): PageFormat | undefined {
  return FORMATS.find((candidate): candidate is PageFormat => candidate.role === 'page' && candidate.detect(head, name))
}

/**
 * One page's OCR, as a package names it, by the page format that claims it; ALTO when none does
 * (its reader then says what is wrong). A file of several pages (an ABBYY or hOCR book) named as
 * one page's is refused: which of its pages is meant is not said.
 */
export function readOcrPage(text: string, file: string): AltoPage {
  const format = pageFormatOf(text.slice(0, 4096), file) ?? alto
  const [page, ...more] = format.readPages(text, file)
  if (page === undefined || more.length > 0) {
    throw new IngestError(file, undefined, `the ${format.label} file holds ${(more.length + (page ? 1 : 0)).toLocaleString('en')} pages, where the file naming it expects the OCR of one page`)
  }
  return page
}

/** A unit's own text file (`LogicalUnit.textPath`), by the part format that claims it. */
export function readUnitText(text: string, file: string): { title: string; text: string } {
  const head = text.slice(0, 4096)
  const format = FORMATS.find((candidate): candidate is PartFormat & Required<Pick<PartFormat, 'readUnitText'>> => candidate.role === 'part' && candidate.readUnitText !== undefined && candidate.detect(head, file))
  if (format) return format.readUnitText(text, file)
  // Its reader then says what is wrong with it.
  return readArticleText(text, file)
}

/** The label of the page format of a file's start, for messages ("PAGE" rather than "ALTO"). */
export function pageFormatLabel(head: string): string | undefined {
  return pageFormatOf(head, '')?.label
}
