/**
 * METS vocabularies onto the spec's: logical div TYPEs onto structural types
 * and content-type facets, METS @TYPE onto document types.
 */
import type { ContentType, DocumentType, StructuralType } from './types.ts'

export interface LogicalTypeMapping {
  type: StructuralType
  /** Facets other than full_text: the loader adds full_text when the unit has text. */
  content: ContentType[]
}

const m = (type: StructuralType, ...content: ContentType[]): LogicalTypeMapping => ({ type, content })

/**
 * Keys are normalised (upper case, runs of space, hyphen and dot as `_`).
 * Several spellings per type because producers differ: docWorks (BnL, BL)
 * writes ARTICLE/ADVERTISEMENT/…, the DFG structure set (Kitodo, Goobi)
 * writes lower-case words such as `contents` or `title_page`.
 */
const LOGICAL_TYPES = new Map<string, LogicalTypeMapping>(
  Object.entries({
    ARTICLE: m('article'),
    CONTRIBUTION: m('contribution'),
    ADVERTISEMENT: m('advertisement', 'advertisement'),
    ADVERTISEMENTS: m('advertisement_section', 'advertisement'),
    ADVERTISEMENT_SECTION: m('advertisement_section', 'advertisement'),
    ILLUSTRATION: m('illustration', 'illustration'),
    PICTURE: m('illustration', 'illustration'),
    PHOTOGRAPH: m('illustration', 'illustration'),
    ILLUSTRATION_GROUP: m('illustration_group', 'illustration'),
    TABLE: m('table', 'table'),
    TABLE_GROUP: m('table_group', 'table'),
    MAP: m('map', 'map'),
    MAP_GROUP: m('map_group', 'map'),
    CHART: m('chart_diagram', 'diagram'),
    DIAGRAM: m('chart_diagram', 'diagram'),
    CHART_DIAGRAM: m('chart_diagram', 'diagram'),
    CHART_DIAGRAM_GROUP: m('chart_diagram_group', 'diagram'),
    DEATH_NOTICE: m('death_notice', 'death_notice'),
    OBITUARY: m('death_notice', 'death_notice'),
    DEATH_NOTICES: m('death_notice_section', 'death_notice'),
    DEATH_NOTICE_SECTION: m('death_notice_section', 'death_notice'),
    SECTION: m('section'),
    TITLE_SECTION: m('title_section'),
    TITLE_PAGE: m('title_section'),
    COVER: m('cover_section'),
    COVER_SECTION: m('cover_section'),
    FRONT_COVER: m('cover_section'),
    BACK_COVER: m('cover_section'),
    SUPPLEMENT: m('supplement'),
    WEATHER: m('weather'),
    SHIPPING: m('shipping'),
    LAW: m('law'),
    REVIEW: m('review'),
    CORRECTIONS: m('corrections'),
    ERRATA: m('corrections'),
    LANGUAGE_VERSION: m('language_version'),
    INDEX: m('index'),
    TABLE_OF_CONTENTS: m('table_of_contents'),
    CONTENTS: m('table_of_contents'),
    TOC: m('table_of_contents'),
    CHAPTER: m('chapter'),
    PREFACE: m('preface'),
    FOREWORD: m('preface'),
    APPENDIX: m('appendix'),
    BIBLIOGRAPHY: m('bibliography'),
    IMPRINT: m('imprint'),
  }),
)

/*
 * Deliberately absent, so they map to undefined and are not search units:
 *
 * - Package-level divs — the root NEWSPAPER/PERIODICAL/MONOGRAPH div, VOLUME
 *   and ISSUE. In BnL METS they nest as Newspaper > VOLUME > ISSUE around the
 *   whole issue, in BL METS ISSUE is the root. The loader represents the issue
 *   or item itself from the SourcePackage (and uses the `issue` structural type
 *   for page units of sources without articles), so a unit for them would only
 *   repeat the issue.
 * - Parts of a unit: HEADING, TITLE, HEADLINE, SUBHEADLINE, OVERLINE, BODY,
 *   BODY_CONTENT, PARAGRAPH, TEXT, TEXTBLOCK, IMAGE, CAPTION, FOOTNOTE, AUTHOR,
 *   SIGNATURE, PUBLISHING_STMT, CONTENT. The samples put them inside an
 *   ARTICLE, ILLUSTRATION or TABLE (FOOTNOTE and the AUTHOR byline sit in an
 *   article's BODY, CAPTION and IMAGE in an illustration); as units of their
 *   own they would tear a byline, caption or footnote away from the text it
 *   belongs to. Their blocks go to the enclosing unit.
 * - Anything unknown: the reader still descends into it, so units nested in
 *   an unknown wrapper are found.
 */

function normalise(metsType: string): string {
  // NDNP-style prefixes (np:page) carry no meaning for the type itself.
  const local = metsType.trim().replace(/^[\w-]+:/, '')
  return local.toUpperCase().replace(/[\s.-]+/g, '_')
}

/** The parts of a unit that head it: their text is the unit's headline for relevance (ADR 019). */
const HEADING_PARTS = new Set(['HEADING', 'HEADLINE', 'TITLE', 'SUBHEADLINE', 'OVERLINE', 'KICKER'])

export function isHeadingPart(metsType: string): boolean {
  return HEADING_PARTS.has(normalise(metsType))
}

export function mapLogicalType(metsType: string): LogicalTypeMapping | undefined {
  const mapping = LOGICAL_TYPES.get(normalise(metsType))
  // A copy, so callers cannot change the table through the returned array.
  return mapping ? { type: mapping.type, content: [...mapping.content] } : undefined
}

const DOCUMENT_TYPE_WORDS: [RegExp, DocumentType][] = [
  [/newspaper|zeitung/, 'newspaper'],
  [/serial|periodical|journal|magazine/, 'serial'],
  [/postcard/, 'postcard'],
  [/poster/, 'poster'],
  [/manuscript/, 'manuscript'],
  [/monograph|book/, 'book'],
]

/** The document type named by a METS @TYPE (or a root div TYPE), or undefined when it names none. */
export function matchDocumentType(metsType: string): DocumentType | undefined {
  const text = metsType.toLowerCase()
  return DOCUMENT_TYPE_WORDS.find(([pattern]) => pattern.test(text))?.[1]
}

/**
 * METS @TYPE onto a document type; born-digital variants ("BornDigitalNewspaper",
 * "newspaper_born_digital") keep their base type. Unknown types count as
 * newspapers, the bulk of the collections and what NDNP issue METS are.
 */
export function documentTypeOf(metsType: string): DocumentType {
  return matchDocumentType(metsType) ?? 'newspaper'
}

export function isBornDigital(metsType: string): boolean {
  return /born[\s_-]*digital/i.test(metsType)
}
