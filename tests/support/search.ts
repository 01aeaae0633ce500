/**
 * The embedded engine called in place, for the tests and the bench: results and facets in one pass
 * (what the differential test compares with the SQL reference, and what the bench has always
 * timed), facet counts alone, and caches a caller can start afresh to measure cold searches.
 * The site never asks for both in one answer: its pages ask for the results, then the counts.
 */
import type { SearchState } from '#src/domain/search-state.ts'
import type { FacetList, Facets, FeedAnswer, SearchResults, TimelineComparison } from '#src/search/contract.ts'
import { searchBreakdown as breakdownIn, searchResults as resultsIn, unanswerable } from '#src/search/embedded/engine.ts'
import { EngineCaches } from '#src/search/embedded/match-sets.ts'
import { hitsOfRows } from '#src/search/embedded/passages.ts'
import { compareTimelines as compareIn, facetList as facetListIn, feedEntries as feedIn } from '#src/search/embedded/research.ts'
import { runPlan, variantCounts } from '#src/search/embedded/run.ts'
import { type FacetListQuery, NO_BREAKDOWN } from '#src/search/facet-values.ts'
import { filteredTitles, variantReports } from '#src/search/hits.ts'
import { planOf } from '#src/search/plan.ts'
import { vocabularyOf } from '#src/search/variants.ts'
import type { Db } from '#src/store/db.ts'
import { unitsByIds } from '#src/store/search.ts'

export interface SearchAnswer extends SearchResults {
  /** Counts per filter value, each as if that filter's own selection were not applied. */
  facets: Facets
}

/** The caches calls share unless given their own: one engine's, as on a search thread. */
const shared = new EngineCaches()

/** Results and facets in one pass over the matches. */
export function search(db: Db, state: SearchState, caches: EngineCaches = shared): SearchAnswer {
  const plan = planOf(state, vocabularyOf(db))
  if (!plan) return { ...unanswerable(db, state), facets: NO_BREAKDOWN.facets }
  const outcome = runPlan(db, caches, plan, { hits: true, facets: true })
  return {
    total: outcome.total,
    variants: variantReports(plan.variants, variantCounts(db, caches, plan)),
    notes: [...plan.notes],
    filteredTitles: filteredTitles(db, state),
    facets: outcome.breakdown?.facets ?? NO_BREAKDOWN.facets,
    page: plan.window.page,
    size: plan.window.size,
    hits: hitsOfRows(unitsByIds(db, outcome.ids), plan),
    unanswerable: false,
    unavailable: false,
  }
}

/** The count and the page of results, as the search page asks for them first. */
export function searchResults(db: Db, state: SearchState, caches: EngineCaches = shared): SearchResults {
  return resultsIn(db, caches, state)
}

/** Facet counts and the timeline, as the search page asks for them after the results. */
export function searchBreakdown(db: Db, state: SearchState, caches: EngineCaches = shared) {
  return breakdownIn(db, caches, state)
}

/** Facet counts alone. */
export function searchFacetCounts(db: Db, state: SearchState, caches: EngineCaches = shared): Facets {
  return breakdownIn(db, caches, state).facets
}

/** One page of every value of a facet. */
export function facetList(db: Db, state: SearchState, query: FacetListQuery, caches: EngineCaches = shared): FacetList {
  return facetListIn(db, caches, state, query)
}

/** One to three searches on one timeline. */
export function compareTimelines(db: Db, states: readonly SearchState[], caches: EngineCaches = shared): TimelineComparison {
  return compareIn(db, caches, states)
}

/** A search's newest arrivals, for its feed. */
export function feedEntries(db: Db, state: SearchState, caches: EngineCaches = shared): FeedAnswer {
  return feedIn(db, caches, state)
}
