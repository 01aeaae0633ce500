/**
 * The search's filters, in one table (Blacklight's facet configuration): the URL key a filter
 * lives under, the engines' name for its counts, the dictionary keys of its heading and values,
 * the kind of its values, whether a unit can hold several, which value stands for others, and the
 * order the sidebar lists them in. The URL schema, the search plan (src/search/plan.ts), both
 * engines' filters and counts, the answers' schemas, the sidebar, the chips, the page title and
 * the search history all read it.
 *
 * Adding a facet (docs/how-to.md): a row here, its labels in the three dictionaries, and one field
 * mapping per engine: the unit column the embedded engine reads (src/store/facet-sources.ts) and
 * the Solr field (src/search/solr/fields.ts, declared in solr/configset/managed-schema.xml). Both
 * mappings are records over the facet names, so the compiler names each one a new row needs.
 */
import { OCR_BANDS } from './ocr.ts'
import { CONTENT_TYPES, DOCUMENT_TYPES } from './vocabularies.ts'

/** The document types, and `periodical` for a newspaper or a serial (`expand` below). */
export const DOCUMENT_TYPE_FILTERS = ['periodical', ...DOCUMENT_TYPES] as const
export const CONTENT_FILTERS = CONTENT_TYPES

/**
 * - `choice`: one of a fixed list of values (`values`), labelled from the dictionary;
 * - `language`: an ISO 639-1 code, labelled by `Intl.DisplayNames`;
 * - `record`: the id of a record in the store (a periodical), labelled by the record's title.
 * A `language` or `record` facet can have thousands of values: "All N values" opens them in a
 * dialog that filters and pages them on the server (the facet list).
 */
export type FacetKind = 'choice' | 'language' | 'record'

interface FacetDefinition {
  /** The URL parameter (repeated for several values). */
  readonly key: string
  /** The engines' name for this facet: its counts in an answer, its filter's tag. */
  readonly counts: string
  /**
   * The dictionary key of its heading under `search.facets`: kept as its literal by `satisfies`
   * below, so the app's lookup (app/features/search/search-labels.ts) fails to compile on a key
   * the dictionary lacks.
   */
  readonly label: string
  readonly kind: FacetKind
  readonly values?: readonly string[]
  /**
   * The dictionary group under `search` that names a `choice` facet's values; `structuralTypes`
   * names document types (src/domain/labels.ts).
   */
  readonly valueLabels?: 'contentTypes' | 'ocrBands' | 'structuralTypes'
  /** A unit holds any number of its values (the content types): each is counted on its own. */
  readonly multiple?: boolean
  /** Values that stand for others when filtering (`periodical` is a newspaper or a serial). */
  readonly expand?: Readonly<Record<string, readonly string[]>>
  /** How the sidebar lists the values: most frequent first, or in the order of `values`. */
  readonly order: 'count' | 'table'
}

export const FACETS = [
  {
    key: 'type',
    counts: 'types',
    label: 'type',
    kind: 'choice',
    values: DOCUMENT_TYPE_FILTERS,
    valueLabels: 'structuralTypes',
    expand: { periodical: ['newspaper', 'serial'] },
    order: 'count',
  },
  { key: 'lang', counts: 'languages', label: 'language', kind: 'language', order: 'count' },
  { key: 'content', counts: 'contentTypes', label: 'content', kind: 'choice', values: CONTENT_FILTERS, valueLabels: 'contentTypes', multiple: true, order: 'table' },
  { key: 'title', counts: 'periodicals', label: 'title', kind: 'record', order: 'count' },
  { key: 'ocr', counts: 'ocr', label: 'ocr', kind: 'choice', values: OCR_BANDS, valueLabels: 'ocrBands', order: 'table' },
] as const satisfies readonly FacetDefinition[]

export type Facet = (typeof FACETS)[number]
export type FacetKey = Facet['key']
/** A facet as the engines name it: the key of its counts and of its filter's tag. */
export type FacetName = Facet['counts']
export const FACET_KEYS: readonly FacetKey[] = FACETS.map((facet) => facet.key)
export const FACET_NAMES: readonly FacetName[] = FACETS.map((facet) => facet.counts)

/** How many values of a facet its group lists inline beside the results (besides those chosen). */
export const INLINE_FACET_VALUES = 5

/** The facets whose values are open-ended (languages, records), listed in full in a dialog. */
export type ListedFacet = Extract<Facet, { kind: 'language' | 'record' }>['counts']
export const LISTED_FACETS: readonly ListedFacet[] = FACETS.flatMap((facet) => (facet.kind === 'choice' ? [] : [facet.counts]))

export function isListed(name: FacetName): name is ListedFacet {
  return LISTED_FACETS.some((listed) => listed === name)
}

/** The table's entry for a key (every key is in the table; the type says so). */
export function facetOf(key: FacetKey): Facet {
  const facet = FACETS.find((candidate) => candidate.key === key)
  if (!facet) throw new Error(`no facet ${key} in src/domain/facets.ts`)
  return facet
}

/** The table's entry for an engine name. */
export function facetNamed(name: FacetName): Facet {
  const facet = FACETS.find((candidate) => candidate.counts === name)
  if (!facet) throw new Error(`no facet ${name} in src/domain/facets.ts`)
  return facet
}

/** The values a facet's value stands for when filtering (itself unless the table expands it). */
export function expandedValues(facet: Facet, value: string): readonly string[] {
  const expand: Readonly<Record<string, readonly string[]>> | undefined = 'expand' in facet ? facet.expand : undefined
  return expand?.[value] ?? [value]
}

/** Whether a unit may hold several of a facet's values. */
export function isMultiple(facet: Facet): boolean {
  return 'multiple' in facet && facet.multiple
}

/**
 * One value per key, built by `value` in the keys' order: how the URL schema and the answers'
 * schemas get a field per facet without naming the facets.
 */
export function recordOf<K extends string, T>(keys: readonly K[], value: (key: K) => T): Record<K, T> {
  const record: Partial<Record<K, T>> = {}
  for (const key of keys) record[key] = value(key)
  if (!isComplete(keys, record)) throw new Error('recordOf: a key has no value')
  return record
}

function isComplete<K extends string, T>(keys: readonly K[], record: Partial<Record<K, T>>): record is Record<K, T> {
  return keys.every((key) => key in record)
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
