/**
 * Full-text search over logical units: the SQL side. The caller (src/search)
 * builds the FTS5 MATCH expression; everything else here is a parameter.
 *
 * The site answers searches with src/search/engine.ts, which asks SQL only for
 * matching ids and rows by id (ADR 008). `searchUnits` and `searchFacets` do
 * the whole search in SQL: they are the plain reference the engine is tested
 * against, and too slow for a million articles.
 */
import { CONTENT_BITS } from '../search/columns.ts'
import type { DatePrecision } from '../domain/issue-path.ts'
import type { Db } from './db.ts'
import { RANK_EXPRESSION, rankByScore, registerRankingFunctions, SCORE_EXPRESSION } from './ranking.ts'

export type SearchSort = 'relevance' | 'date_asc' | 'date_desc' | 'title_asc' | 'title_desc'

export interface SearchFilters {
  types: string[]
  from?: string
  to?: string
  languages: string[]
  contentTypes: string[]
  periodicals: string[]
}

export interface SearchRequest {
  /** FTS5 MATCH expression; undefined lists everything that passes the filters. */
  match?: string
  filters: SearchFilters
  sort: SearchSort
  limit: number
  offset: number
}

export interface SearchRow {
  id: number
  type: string
  title: string | null
  text: string
  language: string | null
  docType: string
  periodicalId: string | null
  periodicalTitle: string | null
  itemId: string | null
  itemTitle: string | null
  date: string | null
  /** The issue's edition, for periodical units. */
  edition: number | null
  /** How much of the date is known ('day' for items and most issues). */
  datePrecision: DatePrecision
  firstPage: number
  /** When the unit's issue or item first entered the collection (ISO 8601, UTC). */
  addedAt: string | null
}

export interface SearchResult {
  total: number
  rows: SearchRow[]
}

const ORDER: Record<SearchSort, string> = {
  relevance: 'rank, u.id',
  date_asc: 'u.date ASC, u.id',
  date_desc: 'u.date DESC, u.id DESC',
  title_asc: 'u.sort_title ASC, u.id',
  title_desc: 'u.sort_title DESC, u.id DESC',
}

function placeholders(values: string[]): string {
  return values.map(() => '?').join(', ')
}

export type FacetName = 'types' | 'languages' | 'contentTypes' | 'periodicals'

export interface FacetValue {
  value: string
  count: number
  /** Display label when the store has one (periodical titles). */
  label?: string
}

export type Facets = Record<FacetName, FacetValue[]>

function whereClause(request: SearchRequest): { sql: string; params: (string | number)[] } {
  const clauses: string[] = []
  const params: (string | number)[] = []
  const { filters } = request
  if (request.match !== undefined) {
    clauses.push('unit_fts MATCH ?')
    params.push(request.match)
  }
  if (filters.types.length > 0) {
    clauses.push(`u.doc_type IN (${placeholders(filters.types)})`)
    params.push(...filters.types)
  }
  if (filters.from) {
    clauses.push('u.date >= ?')
    params.push(filters.from)
  }
  if (filters.to) {
    // 'YYYY' or 'YYYY-MM-DD' as an inclusive upper bound: '1944' covers all of 1944.
    clauses.push('u.date <= ?')
    params.push(filters.to.length === 4 ? `${filters.to}-12-31` : filters.to)
  }
  if (filters.languages.length > 0) {
    clauses.push(`u.language IN (${placeholders(filters.languages)})`)
    params.push(...filters.languages)
  }
  if (filters.contentTypes.length > 0) {
    // Any of the selected content types, like every other multi-select filter.
    clauses.push(`(${filters.contentTypes.map(() => "instr(' ' || u.content_types || ' ', ?) > 0").join(' OR ')})`)
    params.push(...filters.contentTypes.map((contentType) => ` ${contentType} `))
  }
  if (filters.periodicals.length > 0) {
    clauses.push(`u.periodical_id IN (${placeholders(filters.periodicals)})`)
    params.push(...filters.periodicals)
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params }
}

function fromClause(request: SearchRequest): string {
  return request.match !== undefined ? 'unit_fts JOIN unit u ON u.id = unit_fts.rowid' : 'unit u'
}


/**
 * Counts for every filter, each computed as if its own selection were not
 * applied (the usual multi-select behaviour), so a visitor can widen as well
 * as narrow.
 */
export function searchFacets(db: Db, request: SearchRequest): Facets {
  const without = (name: FacetName): SearchRequest => ({ ...request, filters: { ...request.filters, [name]: [] } })
  const grouped = (name: FacetName, column: string, labelJoin = '', labelColumn = 'NULL'): FacetValue[] => {
    const scoped = without(name)
    const { sql, params } = whereClause(scoped)
    return db
      .prepare<(string | number)[], { value: string; count: number; label: string | null }>(
        `SELECT ${column} AS value, COUNT(*) AS count, ${labelColumn} AS label
         FROM ${fromClause(scoped)} ${labelJoin} ${sql} ${sql ? 'AND' : 'WHERE'} ${column} IS NOT NULL
         GROUP BY ${column} ORDER BY count DESC, value LIMIT 50`,
      )
      .all(...params)
      .map((row) => (row.label ? { value: row.value, count: row.count, label: row.label } : { value: row.value, count: row.count }))
  }
  const contentScope = without('contentTypes')
  const { sql, params } = whereClause(contentScope)
  // A unit can have several content types, so each is counted on its own.
  const contentTypes = CONTENT_BITS.map((value) => ({
    value,
    count:
      db
        .prepare<(string | number)[], { n: number }>(
          `SELECT COUNT(*) AS n FROM ${fromClause(contentScope)} ${sql} ${sql ? 'AND' : 'WHERE'} instr(' ' || u.content_types || ' ', ?) > 0`,
        )
        .get(...params, ` ${value} `)?.n ?? 0,
  })).filter((facet) => facet.count > 0)
  return {
    types: grouped('types', 'u.doc_type'),
    languages: grouped('languages', 'u.language'),
    contentTypes,
    periodicals: grouped('periodicals', 'u.periodical_id', 'LEFT JOIN periodical p ON p.id = u.periodical_id', 'p.title'),
  }
}

export function searchUnits(db: Db, request: SearchRequest): SearchResult {
  const { sql, params } = whereClause(request)
  const ranked = request.match !== undefined
  if (ranked) registerRankingFunctions(db)
  // The length prior reads each unit's word count from FTS5's own table of lengths (ADR 019).
  const from = ranked ? `${fromClause(request)} JOIN unit_fts_docsize d ON d.id = u.id` : fromClause(request)
  const rank = ranked ? SCORE_EXPRESSION : '0'
  const total =
    db.prepare<(string | number)[], { n: number }>(`SELECT COUNT(*) AS n FROM ${from} ${sql}`).get(...params)?.n ?? 0
  const rows = db
    .prepare<(string | number)[], SearchRow>(
      `SELECT ${ROW_COLUMNS}, ${rank} AS rank
       FROM ${from}
       LEFT JOIN periodical p ON p.id = u.periodical_id
       LEFT JOIN item i ON i.id = u.item_id
       LEFT JOIN issue iss ON iss.id = u.issue_id
       ${sql}
       ORDER BY ${ORDER[request.sort]}
       LIMIT ? OFFSET ?`,
    )
    .all(...params, request.limit, request.offset)
  return { total, rows }
}

const ROW_COLUMNS = `u.id, u.type, u.title, u.text, u.language, u.doc_type AS docType, u.periodical_id AS periodicalId,
  p.title AS periodicalTitle, u.item_id AS itemId, i.title AS itemTitle, u.date, iss.edition AS edition,
  COALESCE(iss.date_precision, 'day') AS datePrecision, u.first_page AS firstPage, COALESCE(iss.added_at, i.added_at) AS addedAt`

/** Ids of the units matching an FTS5 expression, ascending. */
export function matchingIds(db: Db, match: string): number[] {
  return db.prepare<[string], number>('SELECT rowid FROM unit_fts WHERE unit_fts MATCH ?').pluck().all(match)
}

/**
 * Ids of the units matching an FTS5 expression, best first (ADR 019: bm25 with
 * the headline fields weighted 4:1, times the length prior; ties by id).
 * `priors` is each unit's prior by id (unitPriors).
 */
export function matchingIdsByRank(db: Db, match: string, priors: Float32Array, limit?: number): number[] {
  const rows = db.prepare<[string], [number, number]>(`SELECT rowid, ${RANK_EXPRESSION} FROM unit_fts WHERE unit_fts MATCH ?`).raw().all(match)
  return rankByScore(rows, priors, limit)
}

/**
 * The first `limit` of some matching units in relevance order: the same order
 * as `matchingIdsByRank`, restricted to `ids`. The `+` keeps SQLite from
 * handing the id list to FTS5 as a constraint (one full-text query per id);
 * it filters the match instead, so bm25 is computed for those units alone.
 */
export function rankedAmong(db: Db, match: string, ids: readonly number[], limit: number, priors: Float32Array): number[] {
  const rows = db
    .prepare<[string, string], [number, number]>(
      `SELECT rowid, ${RANK_EXPRESSION} FROM unit_fts WHERE unit_fts MATCH ? AND +rowid IN (SELECT value FROM json_each(?))`,
    )
    .raw()
    .all(match, JSON.stringify(ids))
  return rankByScore(rows, priors, limit)
}

/** The display rows of some units, in the order of `ids`. */
export function unitsByIds(db: Db, ids: readonly number[]): SearchRow[] {
  if (ids.length === 0) return []
  const rows = db
    .prepare<[string], SearchRow>(
      `SELECT ${ROW_COLUMNS} FROM unit u
       LEFT JOIN periodical p ON p.id = u.periodical_id
       LEFT JOIN item i ON i.id = u.item_id
       LEFT JOIN issue iss ON iss.id = u.issue_id
       WHERE u.id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The titles of some periodicals by id (facet labels); ids without a periodical are left out. */
export function periodicalTitles(db: Db, ids: readonly string[]): Map<string, string> {
  if (ids.length === 0) return new Map()
  const rows = db
    .prepare<[string], { id: string; title: string }>('SELECT id, title FROM periodical WHERE id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(ids))
  return new Map(rows.map((row) => [row.id, row.title]))
}

/** The store's id of an issue, as a search engine's documents name it; undefined when there is none. */
export function issueIdOf(db: Db, periodicalId: string, date: string, edition: number): number | undefined {
  return db.prepare<[string, string, number], number>('SELECT id FROM issue WHERE periodical_id = ? AND date = ? AND edition = ?').pluck().get(periodicalId, date, edition)
}
