/**
 * The query comparison's state (issue 18), as it lives in the URL: up to three queries (`q`
 * repeated) over the same filters as a search. Unusable values fall back as a search's do.
 */
import { MAX_QUERY_LENGTH } from './limits.ts'
import { SEARCH_DEFAULTS, type SearchState, parseSearchState, searchParamsOf, withoutPresentation } from './search-state.ts'

/** Queries compared on one timeline at most. */
export const MAX_COMPARED_QUERIES = 3

/** A search's filters with one to three queries (none until the visitor asks) in the order given. */
export type CompareState = Omit<SearchState, 'q'> & { q: string[] }

/** The comparison of an empty URL; presentation (sort, size, view, paging) keeps its defaults, as it does not apply. */
export const COMPARE_DEFAULTS: CompareState = { ...SEARCH_DEFAULTS, q: [] }

function queriesOf(value: unknown): string[] {
  const values: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value]
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
  const parsed = parseSearchState({ ...record, q: '' })
  // How the lines count (hits, or shares of each period's units) is the one presentation a comparison has.
  return { ...withoutPresentation(parsed), freq: parsed.freq, q: queriesOf(Reflect.get(record, 'q')) }
}

/** The filters every query shares, as a search without words. */
export function sharedFilters(state: CompareState): SearchState {
  return { ...state, q: '' }
}

/** Each query as a search of its own, with the shared filters. */
export function comparedSearches(state: CompareState): SearchState[] {
  return state.q.map((q) => ({ ...state, q }))
}

/** The comparison as URL parameters: `q` repeated, then the filters. */
export function compareParamsOf(state: CompareState): Record<string, string | string[]> {
  const params = searchParamsOf(sharedFilters(state))
  return state.q.length > 0 ? { q: state.q, ...params } : params
}
