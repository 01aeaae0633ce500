/**
 * The search's filters, in one table (Blacklight's facet configuration): the URL key a filter
 * lives under, the engine's name for its counts, the dictionary key of its label and the kind of
 * its values. The URL schema, the engine's answer, the filters sidebar, the chips, the page title
 * and the search history all read this table, so a filter is added or renamed in one place.
 */

export const DOCUMENT_TYPE_FILTERS = ['periodical', 'newspaper', 'serial', 'book', 'manuscript', 'poster', 'postcard'] as const
export const CONTENT_FILTERS = ['advertisement', 'diagram', 'death_notice', 'illustration', 'map', 'table', 'full_text'] as const

/**
 * - `choice`: one of a fixed list of values (`values`), labelled from the dictionary;
 * - `language`: an ISO 639-1 code, labelled by `Intl.DisplayNames`;
 * - `record`: the id of a record in the store (a periodical), labelled by the record's title.
 */
export type FacetKind = 'choice' | 'language' | 'record'

interface FacetDefinition {
  /** The URL parameter (repeated for several values). */
  readonly key: string
  /** The engine's name for this facet's counts (src/store/search.ts `FacetName`). */
  readonly counts: 'types' | 'languages' | 'contentTypes' | 'periodicals'
  /** The dictionary key of its heading under `search.facets`. */
  readonly label: 'type' | 'language' | 'content' | 'title'
  readonly kind: FacetKind
  readonly values?: readonly string[]
}

export const FACETS = [
  { key: 'type', counts: 'types', label: 'type', kind: 'choice', values: DOCUMENT_TYPE_FILTERS },
  { key: 'lang', counts: 'languages', label: 'language', kind: 'language' },
  { key: 'content', counts: 'contentTypes', label: 'content', kind: 'choice', values: CONTENT_FILTERS },
  { key: 'title', counts: 'periodicals', label: 'title', kind: 'record' },
] as const satisfies readonly FacetDefinition[]

export type Facet = (typeof FACETS)[number]
export type FacetKey = Facet['key']
export const FACET_KEYS: readonly FacetKey[] = FACETS.map((facet) => facet.key)

/** The table's entry for a key (every key is in the table; the type says so). */
export function facetOf(key: FacetKey): Facet {
  const facet = FACETS.find((candidate) => candidate.key === key)
  if (!facet) throw new Error(`no facet ${key} in src/domain/facets.ts`)
  return facet
}

/** Values of a `record` facet: ids as the store writes them. */
export const RECORD_ID = /^[\w.-]{1,100}$/
/** Values of a `language` facet. */
export const LANGUAGE_CODE = /^[a-z]{2}$/

/** Whether a value can belong to a facet at all (a hostile URL's other values are dropped). */
export function acceptsValue(facet: Facet, value: string): boolean {
  switch (facet.kind) {
    case 'choice':
      return facet.values.some((allowed) => allowed === value)
    case 'language':
      return LANGUAGE_CODE.test(value)
    case 'record':
      return RECORD_ID.test(value)
  }
}
