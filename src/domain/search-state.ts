/**
 * The search state of DESIGN §5, as it lives in the URL. Every parameter
 * falls back to its default when missing or unusable, so any URL renders.
 * Values arrive as strings or arrays of strings (ADR 003).
 */
import * as v from 'valibot'
import { MAX_QUERY_LENGTH } from './limits.ts'

export const DOCUMENT_TYPE_FILTERS = ['periodical', 'newspaper', 'serial', 'book', 'manuscript', 'poster', 'postcard'] as const
export const CONTENT_FILTERS = ['advertisement', 'diagram', 'death_notice', 'illustration', 'map', 'table', 'full_text'] as const
export const SORTS = ['relevance', 'date_asc', 'date_desc', 'title_asc', 'title_desc'] as const
export const PAGE_SIZES = [20, 40, 100] as const
export const VIEWS = ['list', 'compact', 'details'] as const
export const PAGING_MODES = ['pages', 'more'] as const
/** Repeated filter values beyond this are ignored (hostile URLs). */
const MAX_VALUES = 50

const text = (max: number) =>
  v.pipe(
    v.union([v.string(), v.number(), v.array(v.union([v.string(), v.number()]))]),
    v.transform((value) => String(Array.isArray(value) ? (value[0] ?? '') : value).slice(0, max)),
  )

const list = <T extends readonly string[]>(allowed: T) =>
  v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((value) => {
      const values = Array.isArray(value) ? value : [value]
      return [...new Set(values.slice(0, MAX_VALUES))].filter((item): item is T[number] => allowed.includes(item))
    }),
  )

const ids = v.pipe(
  v.union([v.string(), v.array(v.string())]),
  v.transform((value) =>
    [...new Set((Array.isArray(value) ? value : [value]).slice(0, MAX_VALUES))].filter((id) => /^[\w.-]{1,100}$/.test(id)),
  ),
)

const languages = v.pipe(
  v.union([v.string(), v.array(v.string())]),
  v.transform((value) => [...new Set((Array.isArray(value) ? value : [value]).slice(0, MAX_VALUES))].filter((code) => /^[a-z]{2}$/.test(code))),
)

/** YYYY or YYYY-MM-DD with a real calendar date; anything else means "open". */
const dateBound = v.pipe(
  text(10),
  v.transform((value) => {
    if (/^\d{4}$/.test(value)) return value
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
    if (!match) return ''
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : ''
  }),
)

const positiveInt = (max: number) =>
  v.pipe(
    text(6),
    v.transform((value) => Number(value)),
    v.check((value) => Number.isInteger(value) && value >= 1 && value <= max),
  )


/** "Load more" shows every row down to its depth, so one page holds at most this many (50 × 20, 10 × 100). */
export const MAX_LOAD_MORE_ROWS = 1000
/** The deepest page in pages mode; past it a researcher narrows the search (or exports it). */
export const MAX_PAGE = 10_000

/** The last page a search state may ask for: load-more depth is bounded by rows, pages by MAX_PAGE. */
export function lastReachablePage(state: { paging: 'pages' | 'more'; size: number }): number {
  return state.paging === 'more' ? Math.floor(MAX_LOAD_MORE_ROWS / state.size) : MAX_PAGE
}

const searchFields = v.object({
  q: v.fallback(text(MAX_QUERY_LENGTH), ''),
  type: v.fallback(list(DOCUMENT_TYPE_FILTERS), []),
  from: v.fallback(dateBound, ''),
  to: v.fallback(dateBound, ''),
  lang: v.fallback(languages, []),
  content: v.fallback(list(CONTENT_FILTERS), []),
  title: v.fallback(ids, []),
  sort: v.fallback(v.pipe(text(20), v.picklist(SORTS)), 'relevance'),
  size: v.fallback(v.pipe(text(4), v.transform(Number), v.picklist(PAGE_SIZES)), 20),
  view: v.fallback(v.pipe(text(20), v.picklist(VIEWS)), 'list'),
  page: v.fallback(positiveInt(MAX_PAGE), 1),
  paging: v.fallback(v.pipe(text(20), v.picklist(PAGING_MODES)), 'pages'),
})

/** A page deeper than the state allows is its last reachable one (a hostile load-more asked for a million rows). */
export const searchStateSchema = v.pipe(
  searchFields,
  v.transform((state) => (state.page > lastReachablePage(state) ? { ...state, page: lastReachablePage(state) } : state)),
)

export type SearchState = v.InferOutput<typeof searchStateSchema>

/** The state of an empty URL: every parameter at its fallback. */
export const SEARCH_DEFAULTS: SearchState = v.parse(searchStateSchema, {})

export function parseSearchState(input: unknown): SearchState {
  return v.parse(searchStateSchema, typeof input === 'object' && input !== null ? input : {})
}

/**
 * A new state with some values changed. Like Blacklight's SearchState, any
 * change other than the page itself goes back to the first page.
 */
export function changeSearchState(state: SearchState, patch: Partial<SearchState>): SearchState {
  const next = { ...state, ...patch }
  if (patch.page === undefined) next.page = 1
  return next
}

/** The state as URL parameters with defaults left out: what the address bar shows. */
export function searchParamsOf(state: SearchState): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {}
  const defaults: Record<string, unknown> = SEARCH_DEFAULTS
  for (const [key, value] of Object.entries(state)) {
    const fallback = defaults[key]
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.map(String)
    } else if (value !== fallback && value !== '') {
      params[key] = String(value)
    }
  }
  return params
}

export function hasSearchCriteria(state: SearchState): boolean {
  return (
    state.q.trim() !== '' ||
    state.type.length > 0 ||
    state.from !== '' ||
    state.to !== '' ||
    state.lang.length > 0 ||
    state.content.length > 0 ||
    state.title.length > 0
  )
}
