/**
 * The formats the importer reads (ADR 033): each one module in src/ingest/formats/ with a cheap
 * `detect` on the file's start and a `read` (or, for a page's OCR, `readPages`), listed here in the
 * order they are asked. The first whose `detect` says yes claims the file; a file none claims is
 * not read, and the import says so with the reason (`unclaimedReason`). Adding a format is a new
 * folder under src/ingest/formats/ and a line in FORMATS: nothing else in the loader names a
 * format. The formats import what a format is from src/ingest/formats/format.ts, never this
 * file, so the registry and the formats form no circle.
 */
import { extname } from 'node:path'
import { articleText } from './formats/didl/article-text.ts'
import { readArticleText } from './formats/didl/read.ts'
import { abbyy } from './formats/abbyy/index.ts'
import { alto } from './formats/alto/index.ts'
import { didl } from './formats/didl/index.ts'
import { gale } from './formats/gale/index.ts'
import { iarchives, iarchivesPart } from './formats/iarchives/index.ts'
import { hocr } from './formats/hocr/index.ts'
import { iiif2 } from './formats/iiif/v2.ts'
import { iiif3 } from './formats/iiif/index.ts'
import { marc } from './formats/marc/index.ts'
import { dublinCore } from './formats/dc/index.ts'
import { mods } from './formats/mods/index.ts'
import { oaiPmh } from './formats/oai/index.ts'
import { mets } from './formats/mets/index.ts'
import { ndnpBatch } from './formats/ndnp/index.ts'
import { ndnpReel } from './formats/ndnp/reel.ts'
import { olive } from './formats/olive/index.ts'
import { olivePart } from './formats/olive/part.ts'
import { pageXml } from './formats/page/index.ts'
import { tei } from './formats/tei/index.ts'
import { type Format, type PageFormat, type PartFormat, isJson, rootElement } from './formats/format.ts'
import { type AltoPage, IngestError } from './types.ts'

export type { DocumentFormat, Format, PageFormat, PartFormat, Reading } from './formats/format.ts'

/** In the order they are asked: the more specific first (a reel METS before METS). */
export const FORMATS: readonly Format[] = [ndnpReel, mets, ndnpBatch, marc, didl, oaiPmh, mods, dublinCore, articleText, tei, olive, olivePart, gale, iarchives, iarchivesPart, alto, pageXml, abbyy, hocr, iiif3, iiif2]

/** Every file ending some format reads: files so named are looked at in a folder (archives apart, src/ingest/archives.ts). */
export const SOURCE_EXTENSIONS: ReadonlySet<string> = new Set(FORMATS.flatMap((format) => format.extensions))

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
