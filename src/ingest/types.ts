/**
 * The importer's intermediate model: what the pure readers (ALTO, METS, MODS,
 * MARCXML, IIIF) produce and the loader writes into the store. Plain data,
 * no I/O, no SQL.
 */

import { CONTENT_TYPES, DOCUMENT_TYPES, STRUCTURAL_TYPES } from '../domain/vocabularies.ts'

// The vocabularies live in src/domain, where the facet table (src/domain/facets.ts) reads them too.
export { CONTENT_TYPES, DOCUMENT_TYPES, STRUCTURAL_TYPES }
export type StructuralType = (typeof STRUCTURAL_TYPES)[number]
export type ContentType = (typeof CONTENT_TYPES)[number]
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

/** A box on a page, in page-relative units: 0..10000 of the page's width and height (ADR 005). */
export interface Box {
  x: number
  y: number
  w: number
  h: number
}

export interface AltoWord {
  /** The word as printed; for a hyphenated word's first part, the full word from SUBS_CONTENT when present. */
  content: string
  box: Box
  /** Word confidence 0..1 when the ALTO has WC. */
  confidence?: number
}

export interface AltoLine {
  words: AltoWord[]
}

export interface AltoBlock {
  /** The block's ID attribute (what METS area@BEGIN points at). */
  id: string
  kind: 'text' | 'illustration' | 'graphic' | 'composed'
  box: Box
  lines: AltoLine[]
  /** The language the OCR states for most of the block's words (ISO 639-1): ALTO LANG/language, PAGE primaryLanguage. */
  language?: string
}

export interface AltoPage {
  /** Page size in the file's own unit, for reference. */
  width: number
  height: number
  unit: 'pixel' | 'mm10' | 'inch1200'
  blocks: AltoBlock[]
  /**
   * The languages the OCR names for the page's text (ISO 639-1, most words first), when it names
   * any: hOCR's `lang`, ABBYY's `formatting/@lang`. Bare pages without --lang take them.
   */
  languages?: string[]
}

export interface PageRef {
  /** 1-based order of the page in the issue or item. */
  sequence: number
  /**
   * Path of the ALTO file, absolute, resolved lexically against the METS or manifest folder (the
   * loader confines it to that folder, ADR 015); undefined when the page names no ALTO file, or
   * names one that is not a local file (then altoHref is set and the loader refuses the package).
   */
  altoPath?: string
  /** The ALTO reference as written in the source, when the page names one. */
  altoHref?: string
  /** The line of that reference in the source, when known. */
  altoLine?: number
  /**
   * For a reference that names no file of the delivery's own (a URL, an absolute path of another
   * machine): its file group's USE and its file's ID, by which the loader finds the local copy.
   */
  altoUse?: string
  altoId?: string
  /** IIIF Image API base URL when the source names one. */
  imageService?: string
  /** The page's scan as a local file, resolved lexically like altoPath (the loader confines it), and its reference. */
  imagePath?: string
  imageHref?: string
  label?: string
  /** What the OCR file is called in messages when it is not ALTO ("PAGE"). */
  ocrLabel?: string
  /**
   * The page's OCR itself, for formats that hold every page in the one file read (hOCR, ABBYY,
   * TEI): then no OCR file is read for the page, and altoPath/altoHref are not needed.
   */
  ocr?: AltoPage
}

/** A logical unit: the search unit (article, advertisement, …). */
export interface LogicalUnit {
  /** Stable within its issue/item (METS div ID or generated). */
  id: string
  type: StructuralType
  /** The METS type as found (ARTICLE, ADVERTISEMENT, …), for reference. */
  sourceType: string
  title?: string
  /** ISO 639-1 code when known. */
  language?: string
  /** The ALTO blocks that make up the unit, in reading order. */
  blocks: { pageSequence: number; blockId: string }[]
  /** Those of `blocks` in the unit's heading parts (HEADING, HEADLINE, SUBHEADLINE, …). */
  headingBlocks?: { pageSequence: number; blockId: string }[]
  /**
   * A file holding the unit's text, for formats whose articles come as text rather than as ALTO
   * blocks (DIDL article-text files): its path (resolved like an ALTO path), href and line.
   */
  textPath?: string
  textHref?: string
  textLine?: number
  /** The page a unit without blocks is on, when the source says (a DIDL article id `…:p011:a0239`). */
  page?: number
}

/** One issue of a periodical, or one book/manuscript/poster item: what a METS or IIIF manifest describes. */
export interface SourcePackage {
  kind: 'issue' | 'item'
  documentType: DocumentType
  bornDigital: boolean
  /** Periodical id (paperid) for issues, item id for items: from the source (BnL MODS local identifier, NDNP LCCN) or a stable slug. */
  parentId: string
  /** The source's identifier when parentId is a shortened form of it, for the site's addresses (src/ingest/ids.ts). */
  sourceIdentifier?: string
  /** Title of the periodical (issues) or the item (items). */
  title: string
  /** The source gave no title: `title` is made from its file name, a stand-in the loader replaces (--title) or refuses. */
  titleFromFile?: boolean
  /**
   * The source does not say what kind of document it is (a TEI without a journal title or a
   * manuscript description, a IIIF 2 manifest without navDate or a type): `kind` and
   * `documentType` are a guess that --type may correct, as for bare pages.
   */
  kindGuessed?: boolean
  /** ISO date YYYY-MM-DD (issues); for items, the publication date or year when known (YYYY or YYYY-MM-DD). */
  date?: string
  /** How much of an issue's date is known: a monthly delivered as "1924-01" is stored as its first day with 'month'. */
  datePrecision?: 'day' | 'month' | 'year'
  /** Edition number for several editions on one day; 1 by default. */
  edition: number
  /** Issue number as printed (e.g. "288"). */
  number?: string
  languages: string[]
  /** Permanent link (e.g. BnL ARK in METS @OBJID). */
  permalink?: string
  /** Item metadata (books, manuscripts, posters). */
  authors?: string[]
  alsoKnownAs?: string[]
  alternativeTitles?: string[]
  publisher?: string
  physicalDescription?: string
  pages: PageRef[]
  /** Empty for sources without an article level (NDNP): the loader indexes page text instead. */
  units: LogicalUnit[]
  /** The file this package was read from, for messages. */
  sourcePath: string
  /** The source's ids of its pages' files (METS FILEID) → page sequence, for articles delivered apart (src/ingest/supplement.ts). */
  fileIds?: Record<string, number>
}

/** A MARCXML title record, merged onto the periodical it describes. */
export interface TitleRecord {
  /** Control number / LCCN (001 or 010$a), normalised without spaces. */
  controlNumber?: string
  issn?: string
  title: string
  /** Publishers with places (260/264 $a $b). */
  publishers: string[]
  /** Printers (264 with second indicator 3, manufacture). */
  printers?: string[]
  /** Summary note (520 $a). */
  description?: string
  /** Publication dates statement (362 $a) or 260 $c. */
  dates?: string
  /** First and last year of publication when derivable (008/07-14). */
  startYear?: number
  endYear?: number
  languages: string[]
  earlierTitles: string[]
  laterTitles: string[]
  /** The raw record as MARC field lines ("245 10 $a …"), for the bibliographic record view. */
  fields: string[]
  /** The record as read, field by field, to give it out again as MARCXML (OAI-PMH `marc21`, ADR 035). */
  marc?: MarcRecord
}

import type { MarcRecord } from '../domain/title-records.ts'
export type { MarcRecord }

/** A problem in an input file, with the position the reader stopped at. */
export class IngestError extends Error {
  readonly file: string
  readonly line: number | undefined
  /** The message without the file and line it starts with, for lists that name the file once. */
  readonly detail: string
  constructor(file: string, line: number | undefined, message: string) {
    super(`${file}${line !== undefined ? `:${line}` : ''}: ${message}`)
    this.name = 'IngestError'
    this.file = file
    this.line = line
    this.detail = message
  }
}

/** The code of a Node system error (ENOENT, ESRCH, …), if it is one. */
export function systemErrorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined
}
