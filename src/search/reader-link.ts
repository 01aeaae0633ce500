/**
 * The query a link into a document carries from a search (ADR 039, 057): with variants, each word
 * with the `~` that stands for them, and the variants the visitor removed as exclusions, also when
 * the `~` was typed in the query rather than asked for with the checkbox; the words the visitor
 * added as misreadings (`also`) as words of their own. So the reader, its page view, Content
 * Search and a feed's entries mark what the search found, never a removed variant.
 */
import type { SearchState } from '../domain/search-state.ts'
import { withTildes } from './query.ts'

export function readerQuery(state: Pick<SearchState, 'q' | 'variants' | 'skip' | 'also'>): string {
  const q = state.variants || state.skip.length > 0 ? withTildes(state.q, state.skip, state.variants) : state.q
  const added = state.variants ? state.also.filter((term) => /^[\p{L}\p{N}]+$/u.test(term)) : []
  return added.length === 0 ? q : `${q} ${added.join(' ')}`
}
