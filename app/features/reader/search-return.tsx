import { useSearch } from '@tanstack/react-router'
import { returnParam, searchFromReturn } from '../../../src/domain/search-return'
import { searchHref } from '../search/search-href'

interface SearchReturn {
  /** Where "Back to the search" goes, or null when the visitor came from no search. */
  link: string | null
  /** A reader path with the words to highlight and the way back, for links to the next issue or page. */
  carry: (path: string) => string
}

/**
 * The way back to the exact search the visitor came from (filters, sort, size, view and page),
 * or, for a reader link that carries only words, a search for those words.
 */
export function useSearchReturn(q: string): SearchReturn {
  const raw = useSearch({ strict: false, select: (search) => search.back ?? '' })
  const search = searchFromReturn(raw)
  const back = search ? returnParam(search) : ''
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (back) params.set('back', back)
  const query = params.toString()
  return {
    link: search ? searchHref(search) : q ? `/search?q=${encodeURIComponent(q)}` : null,
    carry: (path) => (query ? `${path}?${query}` : path),
  }
}
