/**
 * The embedded engine's passages: for each result, the text around its first match, marked,
 * computed from the stored text (a contentless FTS5 table has no snippet(); ADR 007).
 */
import { checkBudget } from '#src/domain/work-budget.ts'
import type { SearchRow } from '#src/store/search.ts'
import type { SearchHit } from '../contract.ts'
import { hitOf } from '../hits.ts'
import type { SearchPlan } from '../plan.ts'
import { snippet } from '../snippet.ts'

/** Passage lengths of the list and details views (characters around the first match). */
export const PASSAGE_LENGTH = { list: 170, details: 600 } as const

/** Results as the pages show them, from the store's rows, with a passage where the view shows one. */
export function hitsOfRows(rows: SearchRow[], plan: Pick<SearchPlan, 'query' | 'passage'>): SearchHit[] {
  const passage = plan.passage
  return rows.map((row) => {
    // A unit of 99,000 words takes a while to find its passage in: the budget is checked between them.
    checkBudget()
    return hitOf(row, passage === 'none' ? [] : snippet(row.text, plan.query, PASSAGE_LENGTH[passage]))
  })
}
