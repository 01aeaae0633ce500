/**
 * The search plan (ADR 037): a search state, as the URL holds it, compiled once into what any
 * engine executes. The visitor's words parsed into terms (words, phrases, prefixes, exclusions);
 * the filters from the facet table, each tagged with its facet so the facet's counts can leave it
 * out (multi-select counting), with the values a value stands for (`periodical` → newspaper,
 * serial); the date bounds as day keys (a year as the upper bound takes in all of it); the pinned
 * day; the order with its tie-break; the window of rows (pages, or "load more" down to a depth);
 * the passage shown. The embedded engine, the Solr engine and the tests' SQL reference read the
 * plan; none of them reads the search state.
 */
import { FACETS, type FacetName, expandedValues } from '../domain/facets.ts'
import { type SORTS, type SearchState } from '../domain/search-state.ts'
import { type ParsedQuery, type QueryNote, parseQuery } from './query.ts'
import { type VariantGroup, type Vocabulary, expandQuery } from './variants.ts'

export type SearchSort = (typeof SORTS)[number]

/** One facet's filter: the units holding any of `values` pass. */
export interface PlanFilter {
  /** The facet, which is also the filter's tag: the facet's own counts leave this filter out. */
  readonly facet: FacetName
  /** The values a unit may hold to pass, expanded (`periodical` is newspaper or serial). */
  readonly values: readonly string[]
  /** The values as selected, for the page to name them. */
  readonly selected: readonly string[]
}

/** The order of the rows; ties go by unit id, ascending for relevance and with the order otherwise. */
export interface SortOrder {
  readonly by: 'relevance' | 'date' | 'title'
  readonly descending: boolean
  readonly tieBreakDescending: boolean
}

export interface SearchPlan {
  /** The words as typed, for the pages that show them (a comparison's series). */
  readonly q: string
  /** The parsed words, each expanded to its OCR misreadings where asked for (ADR 039). */
  readonly query: ParsedQuery
  /** The words expanded and their variants, in the query's order; empty when none was. */
  readonly variants: readonly VariantGroup[]
  /** What the query's syntax could not do as typed (a `~` on a phrase…), for the page to say. */
  readonly notes: readonly QueryNote[]
  /** Whether there are words to look for: without them every unit that passes the filters matches. */
  readonly hasWords: boolean
  /** The facets' filters in the table's order, only those with a selection. */
  readonly filters: readonly PlanFilter[]
  /** Date bounds as YYYYMMDD keys (0 for an open end); undated units are outside any range. */
  readonly dates: { readonly from: number; readonly to: number } | undefined
  /** The date bounds as typed, for the timeline (a range inside one year shows months). */
  readonly range: { readonly from: string; readonly to: string }
  /** YYYYMMDD of `asof`: units added after that day are not in the collection searched; 0 when not pinned. */
  readonly asof: number
  /** YYYYMMDD of `since`: only units added after that day are searched; 0 when not asked. */
  readonly since: number
  readonly sort: SearchSort
  readonly order: SortOrder
  /** The rows asked for: `offset` and `limit` into the ordered hits; `page` and `size` as the answer echoes them. */
  readonly window: { readonly offset: number; readonly limit: number; readonly page: number; readonly size: number }
  /** Which passage of each result is shown: none (compact), a short one (list) or a longer one (details). */
  readonly passage: 'none' | 'list' | 'details'
}

/** YYYYMMDD of a date of any precision (`1924`, `1924-01`, `1924-01-31`); 0 when there is none. */
export function dateKey(date: string | null | undefined): number {
  if (!date || date.length < 4) return 0
  const year = Number(date.slice(0, 4))
  const month = date.length >= 7 ? Number(date.slice(5, 7)) : 0
  const day = date.length >= 10 ? Number(date.slice(8, 10)) : 0
  return Number.isFinite(year + month + day) ? year * 10000 + month * 100 + day : 0
}

/** The inclusive upper bound of `to`: a year takes in all of it. */
function upperBound(to: string): number {
  return to.length === 4 ? Number(to) * 10000 + 1231 : dateKey(to)
}

const ORDERS: Record<SearchSort, SortOrder> = {
  relevance: { by: 'relevance', descending: true, tieBreakDescending: false },
  date_asc: { by: 'date', descending: false, tieBreakDescending: false },
  date_desc: { by: 'date', descending: true, tieBreakDescending: true },
  title_asc: { by: 'title', descending: false, tieBreakDescending: false },
  title_desc: { by: 'title', descending: true, tieBreakDescending: true },
}

/** The facets' filters of a search state, in the table's order. */
export function filtersOf(state: SearchState): PlanFilter[] {
  return FACETS.flatMap((facet) => {
    const selected: readonly string[] = state[facet.key]
    if (selected.length === 0) return []
    const values = [...new Set(selected.flatMap((value) => expandedValues(facet, value)))]
    return [{ facet: facet.counts, values, selected }]
  })
}

/**
 * The plan of a search state; undefined when it has words of which none can be searched (only
 * exclusions or punctuation): such a search is answered as unanswerable, never as "everything".
 * With the store's vocabulary, words are expanded to their misreadings as the state and the
 * query's `~` ask (ADR 039); without it (a plan for display only) they are not.
 */
export function planOf(state: SearchState, vocabulary?: Vocabulary): SearchPlan | undefined {
  const parsed = parseQuery(state.q)
  const expanded = vocabulary ? expandQuery(parsed, vocabulary, { all: state.variants, skip: state.skip, also: state.also, q: state.q }) : { query: parsed, groups: [], notes: [] }
  const query = expanded.query
  const hasWords = query.terms.some((term) => !term.negated)
  if (state.q.trim() !== '' && !hasWords) return undefined
  // Relevance means nothing without words: the newest first.
  const sort: SearchSort = !hasWords && state.sort === 'relevance' ? 'date_desc' : state.sort
  const from = state.from ? dateKey(state.from) : 0
  const to = state.to ? upperBound(state.to) : 0
  return {
    q: state.q,
    query,
    variants: expanded.groups,
    notes: [...(parsed.notes ?? []), ...expanded.notes],
    hasWords,
    filters: filtersOf(state),
    dates: from > 0 || to > 0 ? { from, to } : undefined,
    range: { from: state.from, to: state.to },
    asof: state.asof ? dateKey(state.asof) : 0,
    since: state.since ? dateKey(state.since) : 0,
    sort,
    order: ORDERS[sort],
    // "Load more" shows every row down to the depth asked, so a shared link shows the same rows.
    window: {
      offset: state.paging === 'more' ? 0 : (state.page - 1) * state.size,
      limit: state.paging === 'more' ? state.size * state.page : state.size,
      page: state.page,
      size: state.size,
    },
    passage: state.view === 'compact' ? 'none' : state.view,
  }
}

/** Entries of a search's Atom feed: its newest arrivals. */
export const FEED_ENTRIES = 50

/** The plans of the searches compared on one timeline, and the date range the bars are cut by (the first search's). */
export function comparisonPlans(states: readonly SearchState[], vocabulary?: Vocabulary): { plans: (SearchPlan | undefined)[]; range: { from: string; to: string } } {
  const [first] = states
  return { plans: states.map((state) => planOf(state, vocabulary)), range: { from: first?.from ?? '', to: first?.to ?? '' } }
}
