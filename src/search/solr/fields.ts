/**
 * The Solr field of each facet of the table (src/domain/facets.ts): what the indexer writes a
 * unit's facet values into (documents.ts), what a filter names and what a facet counts
 * (request.ts). Each is a string field with docValues in solr/configset/managed-schema.xml,
 * multi-valued for a facet whose units hold several values. A facet added to the table needs its
 * field here (the record is over the facet names) and in the configset.
 */
import type { FacetName } from '#src/domain/facets.ts'

export const FACET_FIELDS = {
  types: 'doc_type',
  languages: 'language',
  contentTypes: 'content_types',
  periodicals: 'periodical_id',
  ocr: 'ocr_band',
} as const satisfies Record<FacetName, string>

export type FacetField = (typeof FACET_FIELDS)[FacetName]
