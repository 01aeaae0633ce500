/**
 * The store's search units as Solr documents (solr/configset/managed-schema.xml, ADR 030): what
 * the indexer sends and what the Solr engine's queries name. One document per unit, keyed by the
 * unit's id in the store, so the engine answers with ids and the page rows come from the store as
 * they do for the embedded engine: both engines show the same hit the same way.
 */
import { FACET_NAMES, facetNamed, isMultiple } from '#src/domain/facets.ts'
import type { UnitRecord } from '#src/store/unit-rows.ts'
import { dateKey } from '../plan.ts'
import { FACET_FIELDS } from './fields.ts'

/** Languages with their own analysis (stemming, French elision); any other text is folded only. */
export const ANALYSED_LANGUAGES = ['de', 'fr', 'en'] as const
type FieldSuffix = (typeof ANALYSED_LANGUAGES)[number] | 'txt'
export const FIELD_SUFFIXES: readonly FieldSuffix[] = [...ANALYSED_LANGUAGES, 'txt']

/** The language fields' suffix for a unit's language: `de`, `fr`, `en`, else `txt`. */
export function fieldSuffix(language: string | null): FieldSuffix {
  const base = (language ?? '').toLowerCase().split('-')[0] ?? ''
  return ANALYSED_LANGUAGES.find((known) => known === base) ?? 'txt'
}

type LanguageFields = { [field in `${'title' | 'text'}_${FieldSuffix}`]?: string }

/** A facet's field: one value, or for a facet whose units hold several, all of them. */
type FacetFields = { [field in (typeof FACET_FIELDS)[keyof typeof FACET_FIELDS]]?: string | readonly string[] }

/** The Solr document of one unit. Absent values are left out, as Solr wants. */
export interface SolrDocument extends LanguageFields, FacetFields {
  id: string
  uid: number
  type: string
  source_type: string
  source_id: string
  first_page: number
  last_page: number
  sort_title: string
  date_key: number
  month_key: number
  added_key: number
  issue_id?: number
  item_id?: string
  date?: string
  year?: number
}

/** A date point for a stored date of any precision: its first day (1924 → 1924-01-01). */
function datePoint(date: string): string | undefined {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(date)
  if (!match) return undefined
  const [, year, month = '01', day = '01'] = match
  return `${year}-${month === '00' ? '01' : month}-${day === '00' ? '01' : day}T00:00:00Z`
}

export function solrDocument(unit: UnitRecord): SolrDocument {
  const day = dateKey(unit.date)
  const suffix = fieldSuffix(unit.language)
  const document: SolrDocument = {
    id: String(unit.id),
    uid: unit.id,
    type: unit.type,
    source_type: unit.sourceType,
    source_id: unit.sourceId,
    first_page: unit.firstPage,
    last_page: unit.lastPage,
    sort_title: unit.sortTitle,
    date_key: day,
    month_key: Math.floor(day / 100),
    added_key: unit.addedAt ? dateKey(unit.addedAt.slice(0, 10)) : 0,
    [`text_${suffix}`]: unit.text,
  }
  if (unit.title) document[`title_${suffix}`] = unit.title
  // Each facet's values into its field (fields.ts): all of them where a unit holds several.
  for (const name of FACET_NAMES) {
    const values = unit.facets[name]
    const [first] = values
    if (first === undefined) continue
    document[FACET_FIELDS[name]] = isMultiple(facetNamed(name)) ? values : first
  }
  if (unit.issueId !== null) document.issue_id = unit.issueId
  if (unit.itemId) document.item_id = unit.itemId
  const point = unit.date ? datePoint(unit.date) : undefined
  if (point) document.date = point
  if (unit.year !== null) document.year = unit.year
  return document
}
