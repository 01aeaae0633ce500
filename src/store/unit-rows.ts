/**
 * The search units read whole, in id order, for the engines' own copies of them: the embedded
 * engine's in-memory columns (ADR 008) and the Solr indexer's documents (ADR 029). Each facet's
 * values come from its source (facet-sources.ts), so both engines count the same values.
 */
import { FACET_NAMES, type FacetName, recordOf } from '../domain/facets.ts'
import type { Db } from './db.ts'
import { FACET_SOURCES } from './facet-sources.ts'

export function unitCount(db: Db): number {
  return db.prepare<[], number>('SELECT COUNT(*) FROM unit').pluck().get() ?? 0
}

export function maxUnitId(db: Db): number {
  return db.prepare<[], number | null>('SELECT MAX(id) FROM unit').pluck().get() ?? 0
}

/** The facets' expressions as the select list of a unit row, in the order of FACET_NAMES. */
const FACET_COLUMNS = FACET_NAMES.map((name) => FACET_SOURCES[name].sql).join(', ')

/** The unit joined to its issue or item, where the day it entered the collection is kept. */
const FROM_UNIT = 'FROM unit LEFT JOIN issue ON issue.id = unit.issue_id LEFT JOIN item ON item.id = unit.item_id'

/**
 * Every unit as `[id, date, addedAt, ...facet values as stored]` (the facets in FACET_NAMES order),
 * in id order, read a row at a time.
 */
export function unitFacetRows(db: Db): IterableIterator<unknown[]> {
  return db
    .prepare<[], unknown[]>(`SELECT unit.id, unit.date, COALESCE(issue.added_at, item.added_at), ${FACET_COLUMNS} ${FROM_UNIT} ORDER BY unit.id`)
    .raw()
    .iterate()
}

/** Unit ids in A→Z order of the sort title, ties by id. */
export function unitIdsByTitle(db: Db): IterableIterator<number> {
  return db.prepare<[], number>('SELECT id FROM unit ORDER BY sort_title, id').pluck().iterate()
}

/** A unit as a search engine indexes it. */
export interface UnitRecord {
  id: number
  type: string
  docType: string
  sourceType: string
  sourceId: string
  title: string | null
  text: string
  language: string | null
  firstPage: number
  lastPage: number
  sortTitle: string
  periodicalId: string | null
  issueId: number | null
  itemId: string | null
  date: string | null
  year: number | null
  addedAt: string | null
  /** Each facet's values (facet-sources.ts). */
  facets: Record<FacetName, readonly string[]>
}

type UnitRow = Omit<UnitRecord, 'facets'> & Record<`facet_${FacetName}`, unknown>

/** Every unit of a store in id order, read a row at a time (a million units never sit in memory). */
export function* unitRecords(db: Db): IterableIterator<UnitRecord> {
  const facets = FACET_NAMES.map((name) => `${FACET_SOURCES[name].sql} AS facet_${name}`).join(', ')
  const rows = db
    .prepare<[], UnitRow>(
      `SELECT unit.id, unit.type, unit.doc_type AS docType, unit.source_type AS sourceType, unit.source_id AS sourceId, unit.title, unit.text,
              unit.language, unit.first_page AS firstPage, unit.last_page AS lastPage, unit.sort_title AS sortTitle,
              unit.periodical_id AS periodicalId, unit.issue_id AS issueId, unit.item_id AS itemId, unit.date, unit.year,
              COALESCE(issue.added_at, item.added_at) AS addedAt, ${facets}
       ${FROM_UNIT} ORDER BY unit.id`,
    )
    .iterate()
  for (const row of rows) {
    yield {
      id: row.id,
      type: row.type,
      docType: row.docType,
      sourceType: row.sourceType,
      sourceId: row.sourceId,
      title: row.title,
      text: row.text,
      language: row.language,
      firstPage: row.firstPage,
      lastPage: row.lastPage,
      sortTitle: row.sortTitle,
      periodicalId: row.periodicalId,
      issueId: row.issueId,
      itemId: row.itemId,
      date: row.date,
      year: row.year,
      addedAt: row.addedAt,
      facets: recordOf(FACET_NAMES, (name) => FACET_SOURCES[name].values(row[`facet_${name}`])),
    }
  }
}
