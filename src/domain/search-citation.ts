/**
 * Citable, reproducible searches (issue 18, ADR 025): a search pinned with `asof` to the
 * collection of a day finds the same units however much is imported later. "Cite this search"
 * and the CSV export pin an unpinned search to the day they are made.
 */
import { type Locale, localizePath } from './locale.ts'
import { stringifySearchObject } from './search-params.ts'
import { type SearchState, searchParamsOf } from './search-state.ts'

/** The calendar day of a moment in UTC, as `asof` takes it (the importer dates batches in UTC). */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10)
}

/** The search pinned to `day` unless it is pinned already. */
export function pinnedSearch(state: SearchState, day: string): SearchState {
  return state.asof ? state : { ...state, asof: day }
}

/** The search page's site-relative address for a state, in a language. */
export function searchPath(state: SearchState, locale: Locale): string {
  return `${localizePath('/search', locale)}${stringifySearchObject(searchParamsOf(state))}`
}
