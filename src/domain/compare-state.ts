/**
 * The query comparison's state (issue 18), as it lives in the URL: up to three queries (`q`
 * repeated) over the same filters as a search. Unusable values fall back as a search's do.
 */
import { MAX_QUERY_LENGTH } from './limits.ts'
import { SEARCH_DEFAULTS, type SearchState, parseSearchState, searchParamsOf } from './search-state.ts'

/** Queries compared on one timeline at most. */
export const MAX_COMPARED_QUERIES = 3

export interface CompareState {
  /** One to three queries in the order given; none until the visitor asks. */
  queries: string[]
  /** The filters every query shares (its `q` is empty). */
  filters: SearchState
}

function queriesOf(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value]
  const queries: string[] = []
  for (const item of values) {
    if (typeof item !== 'string' && typeof item !== 'number') continue
    const query = String(item).slice(0, MAX_QUERY_LENGTH).trim()
    if (query !== '' && !queries.includes(query)) queries.push(query)
    if (queries.length === MAX_COMPARED_QUERIES) break
  }
  return queries
}

export function parseCompareState(input: unknown): CompareState {
  const record = typeof input === 'object' && input !== null ? input : {}
  const q: unknown = Reflect.get(record, 'q')
  // Presentation does not apply to a timeline: only the words and the filters count.
  const { sort, size, view, page, paging } = SEARCH_DEFAULTS
  return { queries: queriesOf(q), filters: { ...parseSearchState({ ...record, q: '' }), sort, size, view, page, paging } }
}

/** Each query as a search of its own, with the shared filters. */
export function comparedSearches(state: CompareState): SearchState[] {
  return state.queries.map((q) => ({ ...state.filters, q }))
}

/** The comparison as URL parameters: `q` repeated, then the filters. */
export function compareParamsOf(state: CompareState): Record<string, string | string[]> {
  const params = searchParamsOf({ ...state.filters, q: '' })
  return state.queries.length > 0 ? { q: state.queries, ...params } : params
}
