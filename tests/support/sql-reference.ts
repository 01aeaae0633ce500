/**
 * The whole search in plain SQL, from the same plan the engines read (src/search/plan.ts): slow,
 * obviously right, the yardstick the embedded engine is compared with (ADR 008; the differential
 * test in tests/integration/search-engine.test.ts). Every filter is a WHERE clause, every facet a
 * GROUP BY (or, where a unit holds several values, one COUNT per value), relevance the SQL of
 * ADR 019 with the prior registered as SQL functions, so the engine is tested for equality.
 */
import { FACET_NAMES, type FacetName, facetNamed, isMultiple, recordOf } from '#src/domain/facets.ts'
import type { Facets, FacetValue } from '#src/search/contract.ts'
import { inFacetOrder } from '#src/search/facet-values.ts'
import type { PlanFilter, SearchPlan, SortOrder } from '#src/search/plan.ts'
import { toFtsMatch } from '#src/search/query.ts'
import type { Db } from '#src/store/db.ts'
import { FACET_SOURCES } from '#src/store/facet-sources.ts'
import { RANK_EXPRESSION, TEXT_COLUMN, docsizeColumn, unitPrior } from '#src/store/ranking.ts'

/** The sidebar's values per facet, as many as the engine sends with the results. */
const SHOWN = 50

/** The prior as SQL functions: the very same JavaScript the engine multiplies by. */
function registerFunctions(db: Db): void {
  db.function('text_words', { deterministic: true }, (size: unknown) => (size instanceof Uint8Array ? docsizeColumn(size, TEXT_COLUMN) : 0))
  db.function('unit_prior', { deterministic: true }, (words: unknown, type: unknown) => unitPrior(Number(words), String(type)))
  // A facet's values of a unit, space-delimited, from the facet's source (src/store/facet-sources.ts).
  db.function('facet_values', { deterministic: true }, (name: unknown, raw: unknown) => {
    const facet = FACET_NAMES.find((candidate) => candidate === name)
    return facet ? ` ${FACET_SOURCES[facet].values(raw).join(' ')} ` : '  '
  })
}

/** YYYYMMDD of a stored date of any precision ('1924', '1924-01', '1924-01-31'), NULL for none: dateKey in SQL. */
function dateKeySql(column: string): string {
  return `(CAST(substr(${column}, 1, 4) AS INTEGER) * 10000 + COALESCE(CAST(NULLIF(substr(${column}, 6, 2), '') AS INTEGER), 0) * 100 + COALESCE(CAST(NULLIF(substr(${column}, 9, 2), '') AS INTEGER), 0))`
}

// Named as src/store/unit-rows.ts names them: a facet's source may read the unit's issue or item (src/store/facet-sources.ts).
const JOINS = 'LEFT JOIN issue ON issue.id = unit.issue_id LEFT JOIN item ON item.id = unit.item_id'

function holds(filter: PlanFilter, params: (string | number)[]): string {
  params.push(...filter.values.flatMap((value) => [filter.facet, ` ${value} `]))
  return `(${filter.values.map(() => `instr(facet_values(?, ${FACET_SOURCES[filter.facet].sql}), ?) > 0`).join(' OR ')})`
}

/** The plan's words and filters as SQL, leaving out one facet's filter (for that facet's counts). */
function whereOf(plan: SearchPlan, without?: FacetName): { from: string; sql: string; params: (string | number)[] } {
  const clauses: string[] = []
  const params: (string | number)[] = []
  const match = toFtsMatch(plan.query)
  if (match !== undefined) {
    clauses.push('unit_fts MATCH ?')
    params.push(match)
  }
  for (const filter of plan.filters) if (filter.facet !== without) clauses.push(holds(filter, params))
  if (plan.dates) {
    // An undated unit (NULL) fails every comparison: it is outside any range.
    if (plan.dates.from > 0) clauses.push(`${dateKeySql('unit.date')} >= ${plan.dates.from}`)
    if (plan.dates.to > 0) clauses.push(`${dateKeySql('unit.date')} <= ${plan.dates.to}`)
    clauses.push('unit.date IS NOT NULL')
  }
  if (plan.asof > 0) clauses.push(`${dateKeySql('substr(COALESCE(issue.added_at, item.added_at), 1, 10)')} <= ${plan.asof}`)
  return {
    from: match !== undefined ? `unit_fts JOIN unit ON unit.id = unit_fts.rowid ${JOINS}` : `unit ${JOINS}`,
    sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '',
    params,
  }
}

function orderBy(order: SortOrder): string {
  const direction = (descending: boolean) => (descending ? 'DESC' : 'ASC')
  const key = order.by === 'relevance' ? 'rank' : order.by === 'date' ? 'unit.date' : 'unit.sort_title'
  return `${key} ${order.by === 'relevance' ? 'ASC' : direction(order.descending)}, unit.id ${direction(order.tieBreakDescending)}`
}

/**
 * Counts for every facet, each computed as if its own selection were not applied (the usual
 * multi-select behaviour), so a visitor can widen as well as narrow.
 */
export function referenceFacets(db: Db, plan: SearchPlan): Facets {
  registerFunctions(db)
  return recordOf(FACET_NAMES, (name) => {
    const facet = facetNamed(name)
    const source = FACET_SOURCES[name]
    const { from, sql, params } = whereOf(plan, name)
    const and = sql ? 'AND' : 'WHERE'
    let values: FacetValue[]
    if (isMultiple(facet) && 'values' in facet) {
      // A unit can hold several values, so each is counted on its own.
      const options: readonly string[] = facet.values
      values = options.map((value) => ({
        value,
        count:
          db
            .prepare<(string | number)[], number>(`SELECT COUNT(*) FROM ${from} ${sql} ${and} instr(facet_values(?, ${source.sql}), ?) > 0`)
            .pluck()
            .get(...params, name, ` ${value} `) ?? 0,
      }))
    } else {
      const value = `trim(facet_values('${name}', ${source.sql}))`
      values = db
        .prepare<(string | number)[], { value: string; count: number }>(
          `SELECT ${value} AS value, COUNT(*) AS count FROM ${from} ${sql} ${and} ${value} != '' GROUP BY ${value} ORDER BY count DESC, value LIMIT ${SHOWN}`,
        )
        .all(...params)
      if ('labels' in source) {
        const labels = source.labels(
          db,
          values.map((entry) => entry.value),
        )
        values = values.map((entry) => {
          const label = labels.get(entry.value)
          return label ? { ...entry, label } : entry
        })
      }
    }
    return inFacetOrder(name, values).slice(0, SHOWN)
  })
}

/** The total and the ids of the plan's window, in the plan's order. */
export function referenceSearch(db: Db, plan: SearchPlan): { total: number; ids: number[] } {
  registerFunctions(db)
  const { from, sql, params } = whereOf(plan)
  const ranked = plan.order.by === 'relevance' && plan.hasWords
  // The length prior reads each unit's word count from FTS5's own table of lengths (ADR 019).
  const scored = ranked ? `${from} JOIN unit_fts_docsize d ON d.id = unit.id` : from
  const rank = ranked ? `${RANK_EXPRESSION} * unit_prior(text_words(d.sz), unit.type)` : '0'
  const total = db.prepare<(string | number)[], number>(`SELECT COUNT(*) FROM ${scored} ${sql}`).pluck().get(...params) ?? 0
  const ids = db
    .prepare<(string | number)[], number>(`SELECT unit.id, ${rank} AS rank FROM ${scored} ${sql} ORDER BY ${orderBy(plan.order)} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...params, plan.window.limit, plan.window.offset)
  return { total, ids }
}
