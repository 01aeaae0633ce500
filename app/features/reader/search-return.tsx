import { useSearch } from '@tanstack/react-router'
import { returnParam, searchFromReturn } from '#src/domain/search-return.ts'
import { SEARCH_DEFAULTS } from '#src/domain/search-state.ts'
import { type ReaderCarry, searchTarget } from '#app/ui/targets.ts'

interface SearchReturn {
  /** Where "Back to the search" goes, or null when the visitor came from no search. */
  link: ReturnType<typeof searchTarget> | null
  /** The words to highlight and the way back, for links to the next issue or page. */
  carry: ReaderCarry
}

/**
 * The way back to the exact search the visitor came from (filters, sort, size, view and page),
 * or, for a reader link that carries only words, a search for those words.
 */
export function useSearchReturn(q: string): SearchReturn {
  const raw = useSearch({ strict: false, select: (search) => search.back ?? '' })
  const search = searchFromReturn(raw)
  return {
    link: search ? searchTarget(search) : q ? searchTarget({ ...SEARCH_DEFAULTS, q }) : null,
    carry: { q, back: search ? returnParam(search) : '' },
  }
}
