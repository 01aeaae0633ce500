import { type SearchState, searchParamsOf } from '../../../src/domain/search-state'
import { stringifySearchObject } from '../../../src/domain/search-params'

/** The locale-free /search URL of a search state, defaults left out. */
export function searchHref(state: SearchState): string {
  return `/search${stringifySearchObject(searchParamsOf(state))}`
}
