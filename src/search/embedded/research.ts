/**
 * The research tools of the embedded engine (issue 18): every value of a facet, the timelines of
 * searches compared on one calendar, and a search's newest arrivals for its feed.
 */
import type { SearchState } from '#src/domain/search-state.ts'
import type { Db } from '#src/store/db.ts'
import { unitsByIds } from '#src/store/search.ts'
import type { FacetList, FeedAnswer, TimelineComparison } from '../contract.ts'
import { type FacetListQuery, NO_FACET_LIST, facetListPage } from '../facet-values.ts'
import { FEED_ENTRIES, comparisonPlans, planOf } from '../plan.ts'
import { MonthCounts, timelineOf } from '../timeline.ts'
import { vocabularyOf } from '../variants.ts'
import { unitColumns } from './columns.ts'
import { hitsOfRows } from './passages.ts'
import type { EngineCaches } from './match-sets.ts'
import { allFacetValues, evaluatePlan } from './run.ts'

/**
 * One page of every value of a facet, counted as the filters sidebar counts (as if the facet's own
 * selection were not applied), named in the visitor's language, filtered and sorted.
 */
export function facetList(db: Db, caches: EngineCaches, state: SearchState, request: FacetListQuery): FacetList {
  const plan = planOf(state, vocabularyOf(db))
  if (!plan) return NO_FACET_LIST
  return facetListPage(allFacetValues(db, caches, plan)(request.facet), request)
}

/**
 * The timelines of one to three searches on one calendar (the query comparison): each search's
 * hits per month are counted in one pass over its matches, and the bars of all are cut alike.
 */
export function compareTimelines(db: Db, caches: EngineCaches, states: readonly SearchState[]): TimelineComparison {
  const columns = unitColumns(db)
  const { plans, range } = comparisonPlans(states, vocabularyOf(db))
  const series: TimelineComparison['series'] = []
  const months = plans.map((plan, index) => {
    const counts = new MonthCounts(columns.firstYear, columns.lastYear)
    const hits = plan ? evaluatePlan(db, caches, plan, { facets: false, months: counts }).hits : undefined
    series.push({ q: states[index]?.q ?? '', total: hits?.length ?? 0, answerable: hits !== undefined })
    return counts
  })
  return { timeline: timelineOf(months, range), series, unavailable: false }
}

/**
 * A search's newest arrivals for its Atom feed: the hits most recently added to the collection
 * (by the day their batch was imported), the latest published first within a day. A subscriber
 * is told of old material imported today, which an order by publication date would bury.
 */
export function feedEntries(db: Db, caches: EngineCaches, state: SearchState): FeedAnswer {
  const plan = planOf(state, vocabularyOf(db))
  if (!plan) return { total: 0, entries: [] }
  const hits = evaluatePlan(db, caches, plan, { facets: false }).hits
  const columns = unitColumns(db)
  const newer = (a: number, b: number) =>
    (columns.added[a] ?? 0) - (columns.added[b] ?? 0) || (columns.date[a] ?? 0) - (columns.date[b] ?? 0) || a - b
  // The newest FEED_ENTRIES, kept sorted newest first: one pass, no sort of every hit.
  const newest: number[] = []
  for (const position of hits) {
    const last = newest.at(-1)
    if (newest.length === FEED_ENTRIES && last !== undefined && newer(position, last) <= 0) continue
    let at = newest.length
    while (at > 0 && newer(position, newest[at - 1] ?? 0) > 0) at -= 1
    newest.splice(at, 0, position)
    if (newest.length > FEED_ENTRIES) newest.pop()
  }
  const rows = unitsByIds(
    db,
    newest.map((position) => columns.ids[position] ?? 0),
  )
  const shown = hitsOfRows(rows, { query: plan.query, passage: 'list' })
  return { total: hits.length, entries: shown.map((hit, index) => ({ ...hit, addedAt: rows[index]?.addedAt ?? null })) }
}
