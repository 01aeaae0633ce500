import { stringifySearchObject } from '#src/domain/search-params.ts'
import { type SearchState, searchParamsOf } from '#src/domain/search-state.ts'
import { facetScope } from './search.queries'

/** A search's Atom feed (app/routes/feed[.]atom.ts): its words and filters, not its presentation, in a language. */
export function feedHref(state: SearchState, locale: string): string {
  return `/feed.atom${stringifySearchObject({ locale, ...searchParamsOf(facetScope(state)) })}`
}
