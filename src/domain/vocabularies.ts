/**
 * The vocabularies of the values the importer writes into the store (src/ingest/types.ts re-exports
 * them for its model) and the facet table lists (src/domain/facets.ts): here, below both, because
 * the table may not import the importer (eslint/layers.js). A facet over one of them takes its
 * values from here rather than a copy.
 */

/** Structural types of search results (spec §3), snake_case. */
export const STRUCTURAL_TYPES = [
  'advertisement',
  'advertisement_section',
  'appendix',
  'article',
  'author',
  'bibliography',
  'chapter',
  'chart_diagram',
  'chart_diagram_group',
  'contribution',
  'corrections',
  'cover_section',
  'death_notice',
  'death_notice_section',
  'illustration',
  'illustration_group',
  'imprint',
  'index',
  'issue',
  'language_version',
  'law',
  'map',
  'map_group',
  'preface',
  'review',
  'section',
  'shipping',
  'signature',
  'supplement',
  'table',
  'table_group',
  'table_of_contents',
  'title_section',
  'volume',
  'weather',
] as const
/** Content-type facet values (spec §9). */
export const CONTENT_TYPES = ['advertisement', 'diagram', 'death_notice', 'illustration', 'map', 'table', 'full_text'] as const

/** Document types (spec §3). Born-digital variants keep the base type and set bornDigital. */
export const DOCUMENT_TYPES = ['newspaper', 'serial', 'book', 'manuscript', 'poster', 'postcard'] as const
