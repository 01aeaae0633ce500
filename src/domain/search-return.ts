/**
 * The way back from a result to its exact search: result links carry the search's parameters
 * in `back=` (a URL of its own, so it survives a new tab, a bookmark or a shared link), and the
 * reader validates it like any search URL before it links back.
 */
import { stringifySearchObject, parseSearchString } from './search-params.ts'
import { type SearchState, hasSearchCriteria, parseSearchState, searchParamsOf } from './search-state.ts'

/** Longer values are not a search this site wrote; the reader then offers no way back. */
export const MAX_RETURN_LENGTH = 2000

/** The `back=` value of a search: its query string, defaults left out, without the "?". */
export function returnParam(state: SearchState): string {
  return stringifySearchObject(searchParamsOf(state)).slice(1)
}

/** The search a `back=` value names, or undefined when it names none. */
export function searchFromReturn(value: string): SearchState | undefined {
  if (value === '' || value.length > MAX_RETURN_LENGTH) return undefined
  const state = parseSearchState(parseSearchString(value))
  return hasSearchCriteria(state) ? state : undefined
}
