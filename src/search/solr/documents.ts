/**
 * The store's search units as Solr documents (solr/configset/managed-schema.xml, ADR 030): what
 * the indexer sends and what the Solr engine's queries name. One document per unit, keyed by the
 * unit's id in the store, so the engine answers with ids and the page rows come from the store as
 * they do for the embedded engine: both engines show the same hit the same way.
 */
import type { Db } from '../../store/db.ts'
import { dateKey } from '../columns.ts'

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

/** The Solr document of one unit. Absent values are left out, as Solr wants. */
export interface SolrDocument extends LanguageFields {
  id: string
  uid: number
  type: string
  doc_type: string
  source_type: string
  source_id: string
  content_types: string[]
  first_page: number
  last_page: number
  sort_title: string
  date_key: number
  month_key: number
  added_key: number
  language?: string
  periodical_id?: string
  issue_id?: number
  item_id?: string
  date?: string
  year?: number
}

export interface UnitRecord {
  id: number
  type: string
  docType: string
  sourceType: string
  sourceId: string
  title: string | null
  text: string
  language: string | null
  contentTypes: string
  firstPage: number
  lastPage: number
  sortTitle: string
  periodicalId: string | null
  issueId: number | null
  itemId: string | null
  date: string | null
  year: number | null
  addedAt: string | null
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
    doc_type: unit.docType,
    source_type: unit.sourceType,
    source_id: unit.sourceId,
    content_types: unit.contentTypes.split(' ').filter((value) => value !== ''),
    first_page: unit.firstPage,
    last_page: unit.lastPage,
    sort_title: unit.sortTitle,
    date_key: day,
    month_key: Math.floor(day / 100),
    added_key: unit.addedAt ? dateKey(unit.addedAt.slice(0, 10)) : 0,
    [`text_${suffix}`]: unit.text,
  }
  if (unit.title) document[`title_${suffix}`] = unit.title
  if (unit.language) document.language = unit.language
  if (unit.periodicalId) document.periodical_id = unit.periodicalId
  if (unit.issueId !== null) document.issue_id = unit.issueId
  if (unit.itemId) document.item_id = unit.itemId
  const point = unit.date ? datePoint(unit.date) : undefined
  if (point) document.date = point
  if (unit.year !== null) document.year = unit.year
  return document
}

/** Every unit of a store in id order, read a row at a time (a million units never sit in memory). */
export function unitRecords(db: Db): IterableIterator<UnitRecord> {
  return db
    .prepare<[], UnitRecord>(
      `SELECT u.id, u.type, u.doc_type AS docType, u.source_type AS sourceType, u.source_id AS sourceId, u.title, u.text,
              u.language, u.content_types AS contentTypes, u.first_page AS firstPage, u.last_page AS lastPage,
              u.sort_title AS sortTitle, u.periodical_id AS periodicalId, u.issue_id AS issueId, u.item_id AS itemId,
              u.date, u.year, COALESCE(iss.added_at, i.added_at) AS addedAt
       FROM unit u LEFT JOIN issue iss ON iss.id = u.issue_id LEFT JOIN item i ON i.id = u.item_id
       ORDER BY u.id`,
    )
    .iterate()
}

export function unitCount(db: Db): number {
  return db.prepare<[], number>('SELECT COUNT(*) FROM unit').pluck().get() ?? 0
}
