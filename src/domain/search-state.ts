/**
 * The search state of DESIGN §5, as it lives in the URL. Every parameter
 * falls back to its default when missing or unusable, so any URL renders.
 * Values arrive as strings or arrays of strings (ADR 003).
 */
import * as v from 'valibot'
import { FACETS, FACET_KEYS, type FacetKey, acceptsValue, facetOf, recordOf } from './facets.ts'
import { MAX_QUERY_LENGTH } from './limits.ts'

export { CONTENT_FILTERS, DOCUMENT_TYPE_FILTERS } from './facets.ts'
export const SORTS = ['relevance', 'date_asc', 'date_desc', 'title_asc', 'title_desc'] as const
export const PAGE_SIZES = [20, 40, 100] as const
export const VIEWS = ['list', 'compact', 'details'] as const
export const PAGING_MODES = ['pages', 'more'] as const
/** How the timeline and the comparison count (issue 37): hits, or hits as a share of the period's units. */
export const FREQUENCIES = ['abs', 'rel'] as const
/** Repeated filter values beyond this are ignored (hostile URLs). */
const MAX_VALUES = 50

const text = (max: number) =>
  v.pipe(
    v.union([v.string(), v.number(), v.array(v.union([v.string(), v.number()]))]),
    v.transform((value) => String(Array.isArray(value) ? (value[0] ?? '') : value).slice(0, max)),
  )

/** A filter's values: repeated keys, duplicates and values the facet cannot hold dropped. */
function facetField(key: FacetKey) {
  const facet = facetOf(key)
  return v.fallback(
    v.pipe(
      v.union([v.string(), v.array(v.string())]),
      v.transform((value) => [...new Set((Array.isArray(value) ? value : [value]).slice(0, MAX_VALUES))].filter((item) => acceptsValue(facet, item))),
    ),
    [],
  )
}

/** One field per facet of the table, in its order. */
const filterFields = recordOf(FACET_KEYS, facetField)
// The address's parameters come in this order (searchParamsOf): the words, the document type, the
// dates, then the other facets in the table's order. Bookmarks and shared links are written so.
const { type: typeField, ...otherFilterFields } = filterFields

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

/** A real calendar day, YYYY-MM-DD; anything else means "not pinned". */
const calendarDay = v.pipe(
  dateBound,
  v.transform((value) => (value.length === 10 ? value : '')),
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

/** Variants a visitor removed (`skip=`, repeatable): at most this many are kept. */
export const MAX_SKIPPED = 50

/** `variants=1` (or a boolean, from a server function): anything else is the default, off. */
const flag = v.pipe(
  v.union([v.string(), v.number(), v.boolean(), v.array(v.union([v.string(), v.number(), v.boolean()]))]),
  v.transform((value) => {
    const first = Array.isArray(value) ? value[0] : value
    return first === true || first === '1' || first === 1
  }),
)

/** Removed variants (`skip`) and added ones (`also`): words of letters and digits, lowercase, each once. */
const skipField = v.fallback(
  v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((value) =>
      [...new Set((Array.isArray(value) ? value : [value]).map((term) => term.trim().toLowerCase().slice(0, 100)))]
        .filter((term) => /^[\p{L}\p{N}]+$/u.test(term))
        .slice(0, MAX_SKIPPED),
    ),
  ),
  [],
)

const searchFields = v.object({
  q: v.fallback(text(MAX_QUERY_LENGTH), ''),
  // Also the words' OCR misreadings (ADR 039), less the ones removed.
  variants: v.fallback(flag, false),
  skip: skipField,
  // Words of the lexicon that are frequent misreadings of a word, searched too when added (ADR 057).
  also: skipField,
  type: typeField,
  from: v.fallback(dateBound, ''),
  to: v.fallback(dateBound, ''),
  ...otherFilterFields,
  sort: v.fallback(v.pipe(text(20), v.picklist(SORTS)), 'relevance'),
  size: v.fallback(v.pipe(text(4), v.transform(Number), v.picklist(PAGE_SIZES)), 20),
  view: v.fallback(v.pipe(text(20), v.picklist(VIEWS)), 'list'),
  paging: v.fallback(v.pipe(text(20), v.picklist(PAGING_MODES)), 'pages'),
  page: v.fallback(positiveInt(MAX_PAGE), 1),
  // The collection as it was at the end of that day (UTC): only what was imported by then (ADR 025).
  asof: v.fallback(calendarDay, ''),
  // Only what was added to the collection after the end of that day (UTC): "what is new since" (issue 37).
  since: v.fallback(calendarDay, ''),
  // The timeline's and the comparison's counts as they are, or as shares of each period's units.
  freq: v.fallback(v.pipe(text(8), v.picklist(FREQUENCIES)), 'abs'),
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

/** The words and filters of a state, its presentation (sort, size, view, page, paging, freq) at the defaults: what counts, timelines and feeds depend on. */
export function withoutPresentation(state: SearchState): SearchState {
  const { sort, size, view, page, paging, freq } = SEARCH_DEFAULTS
  return { ...state, sort, size, view, page, paging, freq }
}

/** The state as URL parameters with defaults left out: what the address bar shows. */
export function searchParamsOf(state: SearchState): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {}
  const defaults: Record<string, unknown> = SEARCH_DEFAULTS
  const values: Record<string, unknown> = state
  // In the schema's order whatever order the state's keys were set in: one search, one address.
  for (const key of Object.keys(SEARCH_DEFAULTS)) {
    const value = values[key]
    const fallback = defaults[key]
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.map(String)
    } else if (value === true) {
      params[key] = '1'
    } else if (value !== fallback && value !== '') {
      params[key] = String(value)
    }
  }
  return params
}

export function hasSearchCriteria(state: SearchState): boolean {
  return state.q.trim() !== '' || hasFilters(state)
}

/** Whether any filter (facet values or dates) narrows the search. */
export function hasFilters(state: SearchState): boolean {
  return FACETS.some((facet) => state[facet.key].length > 0) || state.from !== '' || state.to !== ''
}

/** The filters in force, facet by facet in the table's order. */
export function activeFilters(state: SearchState): { key: FacetKey; value: string }[] {
  return FACETS.flatMap((facet) => state[facet.key].map((value) => ({ key: facet.key, value })))
}

/**
 * One facet's selection as operations that return a new state on the first page, like
 * Blacklight's `search_state.filter(field).add(value)`.
 */
export function filter(state: SearchState, key: FacetKey) {
  const values: readonly string[] = state[key]
  const set = (next: string[]) => changeSearchState(state, { [key]: next })
  return {
    has: (value: string) => values.includes(value),
    add: (value: string) => (values.includes(value) ? state : set([...values, value])),
    remove: (value: string) => set(values.filter((item) => item !== value)),
    toggle: (value: string) => (values.includes(value) ? set(values.filter((item) => item !== value)) : set([...values, value])),
    clear: () => set([]),
  }
}

/** The same search with no filter: facets and dates cleared, words and presentation kept. */
export function withoutFilters(state: SearchState): SearchState {
  const cleared: Partial<SearchState> = { from: '', to: '' }
  for (const facet of FACETS) cleared[facet.key] = []
  return changeSearchState(state, cleared)
}

/**
 * A new query from the search page: the researcher's filters, sort, page size, view and paging
 * mode stay (as in Blacklight), the first page is shown. The page says the filters stay.
 */
export function withQuery(state: SearchState, q: string): SearchState {
  return changeSearchState(state, { q: q.trim() })
}

/** A date range as withDates reads it: made once, not for each of a timeline's bars (issue 52). */
const dateRange = v.object({ from: v.fallback(dateBound, ''), to: v.fallback(dateBound, '') })

/** A date range from the form's two boxes; a value that is not a year or a day leaves that end open. */
export function withDates(state: SearchState, from: string, to: string): SearchState {
  const bounds = v.parse(dateRange, { from: from.trim(), to: to.trim() })
  return changeSearchState(state, bounds)
}

/** The search without one of its words' variants (`skip`): the same documents' other matches stay. */
export function withSkippedVariant(state: SearchState, term: string): SearchState {
  return state.skip.includes(term) ? state : changeSearchState(state, { skip: [...state.skip, term].slice(0, MAX_SKIPPED) })
}

/** The search with a removed variant put back. */
export function withRestoredVariant(state: SearchState, term: string): SearchState {
  return changeSearchState(state, { skip: state.skip.filter((skipped) => skipped !== term) })
}

/** The search with a "possibly another word" added to a word's misreadings (`also`). */
export function withAddedVariant(state: SearchState, term: string): SearchState {
  return state.also.includes(term) ? state : changeSearchState(state, { also: [...state.also, term].slice(0, MAX_SKIPPED) })
}

/** The search without an added word. */
export function withoutAddedVariant(state: SearchState, term: string): SearchState {
  return changeSearchState(state, { also: state.also.filter((added) => added !== term) })
}

/** Variant search on or off; off forgets the removed and added variants, which mean nothing without it. */
export function withVariants(state: SearchState, variants: boolean): SearchState {
  return changeSearchState(state, { variants, skip: variants ? state.skip : [], also: variants ? state.also : [] })
}
