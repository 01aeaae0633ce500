/**
 * One search: the URL's search state in, a page of results with snippets out.
 * Facets, worker threads and the million-article performance work come with
 * the rest of issue 4; this is the engine's core.
 */
import type { SearchState } from '../domain/search-state.ts'
import type { Db } from '../store/db.ts'
import { type Facets, searchFacets, searchUnits, type SearchRequest } from '../store/search.ts'
import { parseQuery, toFtsMatch } from './query.ts'
import { snippet, type SnippetPart } from './snippet.ts'

export interface SearchHit {
  id: number
  type: string
  title: string | null
  docType: string
  periodical: { id: string; title: string } | null
  item: { id: string; title: string } | null
  date: string | null
  language: string | null
  page: number
  snippet: SnippetPart[]
  /** Locale-free site path of the hit's issue or item. */
  link: string
}

export interface SearchAnswer {
  total: number
  /** Counts per filter value, each as if that filter's own selection were not applied. */
  facets: Facets
  page: number
  size: number
  hits: SearchHit[]
  /** True when the query had words but none that can be searched (only exclusions or punctuation). */
  unanswerable: boolean
}

const ITEM_LISTS: Record<string, string> = { book: '/books', manuscript: '/manuscripts', poster: '/posters', postcard: '/collections' }

export function search(db: Db, state: SearchState): SearchAnswer {
  const query = parseQuery(state.q)
  const match = toFtsMatch(query)
  const unanswerable = state.q.trim() !== '' && match === undefined
  if (unanswerable) {
    const facets = { types: [], languages: [], contentTypes: [], periodicals: [] }
    return { total: 0, facets, page: state.page, size: state.size, hits: [], unanswerable }
  }
  const types = state.type.flatMap((type) => (type === 'periodical' ? ['newspaper', 'serial'] : [type]))
  const request: SearchRequest = {
    match,
    filters: {
      types,
      from: state.from || undefined,
      to: state.to || undefined,
      languages: state.lang,
      contentTypes: state.content,
      periodicals: state.title,
    },
    sort: match === undefined && state.sort === 'relevance' ? 'date_desc' : state.sort,
    // "Load more" shows every row up to the requested depth, so a shared link shows the same rows.
    limit: state.paging === 'more' ? state.size * state.page : state.size,
    offset: state.paging === 'more' ? 0 : (state.page - 1) * state.size,
  }
  const { total, rows } = searchUnits(db, request)
  return {
    total,
    facets: searchFacets(db, request),
    page: state.page,
    size: state.size,
    unanswerable: false,
    hits: rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      docType: row.docType,
      periodical: row.periodicalId && row.periodicalTitle ? { id: row.periodicalId, title: row.periodicalTitle } : null,
      item: row.itemId && row.itemTitle ? { id: row.itemId, title: row.itemTitle } : null,
      date: row.date,
      language: row.language,
      page: row.firstPage,
      // The details view shows a longer passage; compact shows none.
      snippet: state.view === 'compact' ? [] : snippet(row.text, query, state.view === 'details' ? 600 : 240),
      link: row.periodicalId ? `/periodicals/${encodeURIComponent(row.periodicalId)}` : (ITEM_LISTS[row.docType] ?? '/collections'),
    })),
  }
}
