/**
 * Which search engine answers the site (ADR 014, 030, 036). The production server installs one
 * (select-engine.ts): the search threads' transport around the embedded engine, or the Solr
 * engine. Without one (the Vite dev server, unit tests, SEARCH_THREADS=0) the embedded engine
 * answers on the calling thread. The pages and routes ask through the functions here, which also
 * turn "the engine cannot answer" into each page's "search unavailable" state.
 */
import { isBusyError } from '../domain/errors.ts'
import { hasMethods, processSlot } from '../domain/process-slot.ts'
import type { SearchState } from '../domain/search-state.ts'
import { library } from '../store/library.ts'
import type {
  FacetList,
  FacetListRequest,
  FeedAnswer,
  IssueRequest,
  ItemRequest,
  ReaderIssue,
  ReaderItem,
  SearchBreakdown,
  SearchEngine,
  SearchResults,
  TimelineComparison,
} from './contract.ts'
import { EmbeddedEngine } from './embedded/engine.ts'
import { NO_BREAKDOWN, NO_FACET_LIST } from './facet-values.ts'
import { filteredTitles } from './hits.ts'
import { SearchUnavailableError } from './solr/client.ts'

const ENGINE_METHODS = ['results', 'facets', 'facetList', 'compare', 'feed', 'issue', 'item'] as const

function isEngine(value: unknown): value is SearchEngine {
  return hasMethods(value, ENGINE_METHODS)
}

const installed = processSlot('search-engine', isEngine)

export function installSearchEngine(engine: SearchEngine | undefined): void {
  installed.set(engine)
}

/** The engine installed, if any (none: the embedded engine answers on the calling thread). */
export function installedSearchEngine(): SearchEngine | undefined {
  return installed.get()
}

/** The embedded engine on this thread, against the store LIBRARY_DB names (reopened after a swap). */
export const engineHere = new EmbeddedEngine(library)

function engine(): SearchEngine {
  return installed.get() ?? engineHere
}

/**
 * Whether an error is a search that ran out of its budget or whose thread was stuck (ADR 051), or
 * threads too busy to take more work: answered 503 with Retry-After, never 500.
 */
export const isSearchBusy = isBusyError

/**
 * Whether an error is the search engine's being unreachable (ADR 030), or too busy to answer this
 * search (ADR 051), which pages show as their "search unavailable" state; by name, since the app's
 * bundle and the server each hold a copy of the error's class.
 */
export function isSearchUnavailable(error: unknown): boolean {
  return (error instanceof Error && error.name === SearchUnavailableError.name) || isSearchBusy(error)
}

async function orWhenUnavailable<T>(work: Promise<T>, unavailable: (busy: boolean) => T): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (isSearchUnavailable(error)) return unavailable(isSearchBusy(error))
    throw error
  }
}

/** The count and page of results for a search state; null without a usable store. */
export function runSearchResults(state: SearchState): Promise<SearchResults | null> {
  return orWhenUnavailable(engine().results(state), (busy) => ({
    total: 0,
    variants: [],
    notes: [],
    filteredTitles: filteredTitles(library(), state),
    page: state.page,
    size: state.size,
    hits: [],
    unanswerable: false,
    unavailable: true,
    ...(busy ? { overBudget: true } : {}),
  }))
}

/** Facet counts and the timeline for a search state (none while search is unavailable); null without a usable store. */
export function runSearchFacets(state: SearchState): Promise<SearchBreakdown | null> {
  return orWhenUnavailable(engine().facets(state), () => NO_BREAKDOWN)
}

/** A page of every value of a facet (none while search is unavailable); null without a usable store. */
export function runFacetList(request: FacetListRequest): Promise<FacetList | null> {
  return orWhenUnavailable(engine().facetList(request), () => NO_FACET_LIST)
}

/** One to three searches on one timeline; null without a usable store. */
export function runCompareTimelines(states: readonly SearchState[]): Promise<TimelineComparison | null> {
  return orWhenUnavailable(engine().compare(states), () => ({
    timeline: NO_BREAKDOWN.timeline,
    series: states.map((state) => ({ q: state.q, total: 0, answerable: true })),
    unavailable: true,
  }))
}

/**
 * A search's newest arrivals, for its feed; null without a usable store. Throws
 * SearchUnavailableError while the engine cannot answer: the feed answers 503 then, so a feed
 * reader keeps its entries rather than reading an empty feed.
 */
export function runFeed(state: SearchState): Promise<FeedAnswer | null> {
  return engine().feed(state)
}

/** An issue for the reader, with the words of `q` highlighted; null when there is no such issue. */
export function runReadIssue(request: IssueRequest): Promise<ReaderIssue | null> {
  return engine().issue(request)
}

/** An item for the reader, with the words of `q` highlighted; null when there is no such item. */
export function runReadItem(request: ItemRequest): Promise<ReaderItem | null> {
  return engine().item(request)
}
