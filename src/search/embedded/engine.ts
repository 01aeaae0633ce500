/**
 * The embedded engine (ADR 008): SQLite's FTS5 index for the words, the in-memory columns for
 * everything else, behind the search contract. Each answer compiles the search state into its
 * plan once and answers from the plan (run.ts). Synchronous underneath (better-sqlite3): the
 * production server runs it on the search threads (src/threads/pool.ts), never on the request thread.
 */
import type { SearchState } from '#src/domain/search-state.ts'
import { withinOwnBudget } from '#src/domain/work-budget.ts'
import type { Db } from '#src/store/db.ts'
import { unitsByIds } from '#src/store/search.ts'
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
} from '../contract.ts'
import { NO_BREAKDOWN } from '../facet-values.ts'
import { filteredTitles, variantReports } from '../hits.ts'
import { planOf } from '../plan.ts'
import { SEARCH_BUDGET_MS, parseQuery } from '../query.ts'
import { readIssue, readItem } from '../reader.ts'
import { EngineCaches } from './match-sets.ts'
import { hitsOfRows } from './passages.ts'
import { compareTimelines, facetList, feedEntries } from './research.ts'
import { runPlan, variantCounts } from './run.ts'
import { vocabularyOf } from '../variants.ts'

/** What a search that cannot be answered shows: nothing found, and why. */
export function unanswerable(db: Db | undefined, state: SearchState): SearchResults {
  const notes = parseQuery(state.q).notes ?? []
  return { total: 0, variants: [], notes, filteredTitles: filteredTitles(db, state), page: state.page, size: state.size, hits: [], unanswerable: true, unavailable: false }
}

/** The count and the page of results, without facets. */
export function searchResults(db: Db, caches: EngineCaches, state: SearchState): SearchResults {
  const plan = planOf(state, vocabularyOf(db))
  if (!plan) return unanswerable(db, state)
  const outcome = runPlan(db, caches, plan, { hits: true, facets: false })
  return {
    total: outcome.total,
    variants: variantReports(plan.variants, variantCounts(db, caches, plan)),
    notes: [...plan.notes],
    filteredTitles: filteredTitles(db, state),
    page: plan.window.page,
    size: plan.window.size,
    hits: hitsOfRows(unitsByIds(db, outcome.ids), plan),
    unanswerable: false,
    unavailable: false,
  }
}

/** Facet counts and the timeline; cheap after `searchResults` for the same words (the match set is kept). */
export function searchBreakdown(db: Db, caches: EngineCaches, state: SearchState): SearchBreakdown {
  const plan = planOf(state, vocabularyOf(db))
  return (plan && runPlan(db, caches, plan, { hits: false, facets: true }).breakdown) ?? NO_BREAKDOWN
}

export class EmbeddedEngine implements SearchEngine {
  private readonly store: () => Db | undefined
  /** Match sets and rankings, per store handle: a new engine starts cold. */
  readonly caches = new EngineCaches()

  /** `store`: the store at each call (the site's reopens after an import swaps the file in). */
  constructor(store: () => Db | undefined) {
    this.store = store
  }

  /**
   * On the store, or null without one: the engine's answers are synchronous underneath. Each runs
   * within the search's budget (ADR 051): its thread's (src/threads/worker.ts), or SEARCH_BUDGET_MS when
   * called in place; past it it throws WorkBudgetError, which the pages answer as 503 with
   * Retry-After, and its thread is free at once.
   */
  private async on<T>(answer: (db: Db) => T): Promise<T | null> {
    const db = this.store()
    return db ? withinOwnBudget({ ms: SEARCH_BUDGET_MS }, () => answer(db)) : null
  }

  results(state: SearchState): Promise<SearchResults | null> {
    return this.on((db) => searchResults(db, this.caches, state))
  }

  facets(state: SearchState): Promise<SearchBreakdown | null> {
    return this.on((db) => searchBreakdown(db, this.caches, state))
  }

  facetList(request: FacetListRequest): Promise<FacetList | null> {
    return this.on((db) => facetList(db, this.caches, request.state, request))
  }

  compare(states: readonly SearchState[]): Promise<TimelineComparison | null> {
    return this.on((db) => compareTimelines(db, this.caches, states))
  }

  feed(state: SearchState): Promise<FeedAnswer | null> {
    return this.on((db) => feedEntries(db, this.caches, state))
  }

  issue(request: IssueRequest): Promise<ReaderIssue | null> {
    return this.on((db) => readIssue(db, request.paperid, request.issue, request.q, request.marks, request.start))
  }

  item(request: ItemRequest): Promise<ReaderItem | null> {
    return this.on((db) => readItem(db, request.id, request.type, request.q, request.marks, request.start))
  }
}
