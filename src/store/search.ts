/**
 * Full-text search over logical units: the SQL side of the embedded engine (ADR 008). The engine
 * (src/search/embedded) builds the FTS5 MATCH expression and asks SQL only which units match (in
 * relevance order when asked) and for the rows of the page shown, by id; everything else is a
 * parameter. The whole search in plain SQL, the reference the engine is tested against, is the
 * tests' (tests/support/sql-reference.ts).
 */
import type { Statement } from 'better-sqlite3'
import type { DatePrecision } from '../domain/issue-path.ts'
import { checkBudget } from '../domain/work-budget.ts'
import type { Db } from './db.ts'
import { RANK_EXPRESSION, rankByScore } from './ranking.ts'

export interface SearchRow {
  id: number
  /** The id its source gave it, which a re-import keeps: its permanent link names it (src/domain/permalink.ts). */
  sourceId: string
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
  /** The unit's OCR score, 0..1, and whether it is a lexicon's estimate (ADR 040). */
  ocrScore: number | null
  ocrEstimated: number
}

/** A unit's row as a result shows it: `u` is the unit, `p` its periodical, `i` its item, `iss` its issue. */
const ROW_COLUMNS = `u.id, u.source_id AS sourceId, u.type, u.title, u.text, u.language, u.doc_type AS docType, u.periodical_id AS periodicalId,
  p.title AS periodicalTitle, u.item_id AS itemId, i.title AS itemTitle, u.date, iss.edition AS edition,
  COALESCE(iss.date_precision, 'day') AS datePrecision, u.first_page AS firstPage, COALESCE(iss.added_at, i.added_at) AS addedAt,
  u.ocr_score AS ocrScore, u.ocr_estimated AS ocrEstimated`

const budgeted = new WeakSet<Db>()

/**
 * `within_budget()` on this connection: the running work's budget checked from inside a statement
 * (src/domain/work-budget.ts, ADR 051). better-sqlite3 exposes no progress handler; a function in
 * the WHERE clause is called for each row FTS5 yields, and a throw there ends the statement. It is
 * asked one row in 64 (`rowid & 63`, short-circuited by the OR), so a statement of a million rows
 * calls it some 16,000 times (a few milliseconds) and never goes more than 64 rows unchecked.
 */
function withBudgetCheck(db: Db): Db {
  if (!budgeted.has(db)) {
    db.function('within_budget', { deterministic: false }, () => {
      checkBudget()
      return 1
    })
    budgeted.add(db)
  }
  return db
}

/** The sampled budget check, in a WHERE clause over `unit_fts`. */
const CHECKED = '((rowid & 63) != 0 OR within_budget())'

/** Ids of the units matching an FTS5 expression, ascending. */
export function matchingIds(db: Db, match: string): number[] {
  return withBudgetCheck(db).prepare<[string], number>(`SELECT rowid FROM unit_fts WHERE unit_fts MATCH ? AND ${CHECKED}`).pluck().all(match)
}

/**
 * Ids of the units matching an FTS5 expression, best first (ADR 019: bm25 with
 * the headline fields weighted 4:1, times the length prior; ties by id).
 * `priors` is each unit's prior by id (unitScoring).
 */
export function matchingIdsByRank(db: Db, match: string, priors: Float32Array, limit?: number): number[] {
  const rows = withBudgetCheck(db)
    .prepare<[string], [number, number]>(`SELECT rowid, ${RANK_EXPRESSION} FROM unit_fts WHERE unit_fts MATCH ? AND ${CHECKED}`)
    .raw()
    .all(match)
  return rankByScore(rows, priors, limit)
}

/**
 * The first `limit` of some matching units in relevance order: the same order
 * as `matchingIdsByRank`, restricted to `ids`. The `+` keeps SQLite from
 * handing the id list to FTS5 as a constraint (one full-text query per id);
 * it filters the match instead, so bm25 is computed for those units alone.
 */
export function rankedAmong(db: Db, match: string, ids: readonly number[], limit: number, priors: Float32Array): number[] {
  const rows = withBudgetCheck(db)
    .prepare<[string, string], [number, number]>(
      `SELECT rowid, ${RANK_EXPRESSION} FROM unit_fts WHERE unit_fts MATCH ? AND ${CHECKED} AND +rowid IN (SELECT value FROM json_each(?))`,
    )
    .raw()
    .all(match, JSON.stringify(ids))
  return rankByScore(rows, priors, limit)
}

/**
 * unitsByIds' statement, prepared once per store handle: every results page runs it, and preparing
 * its three joins cost the search thread about 16 µs a page (issue 52).
 */
const rowStatements = new WeakMap<Db, Statement<[string], SearchRow>>()

/** The display rows of some units, in the order of `ids`. */
export function unitsByIds(db: Db, ids: readonly number[]): SearchRow[] {
  if (ids.length === 0) return []
  let statement = rowStatements.get(db)
  if (!statement) {
    statement = db.prepare<[string], SearchRow>(
      `SELECT ${ROW_COLUMNS} FROM unit u
       LEFT JOIN periodical p ON p.id = u.periodical_id
       LEFT JOIN item i ON i.id = u.item_id
       LEFT JOIN issue iss ON iss.id = u.issue_id
       WHERE u.id IN (SELECT value FROM json_each(?))`,
    )
    rowStatements.set(db, statement)
  }
  const rows = statement.all(JSON.stringify(ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The store's id of an issue, as a search engine's documents name it; undefined when there is none. */
export function issueIdOf(db: Db, periodicalId: string, date: string, edition: number): number | undefined {
  return db.prepare<[string, string, number], number>('SELECT id FROM issue WHERE periodical_id = ? AND date = ? AND edition = ?').pluck().get(periodicalId, date, edition)
}
