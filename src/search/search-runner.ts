/**
 * Where the site's searches run. The production server (src/server/server.ts) installs a pool of
 * worker threads (search-pool.ts), so a search, a facet count, a reader's issue with its
 * highlighting or a store's first column build never holds up the thread that renders pages
 * (DESIGN §2, ADR 014). Without one (the Vite dev server, unit tests) they run in place. The pool
 * is found through a global symbol because the app's server bundle and the server's entry each
 * hold their own copy of this module.
 */
import * as v from 'valibot'
import { MAX_COMPARED_QUERIES } from '../domain/compare-state.ts'
import { ITEM_TYPES } from '../domain/issue-path.ts'
import { type SearchState, searchStateSchema } from '../domain/search-state.ts'
import type { Db } from '../store/db.ts'
import { library } from '../store/library.ts'
import { type FacetValue, periodicalTitles } from '../store/search.ts'
import { SearchUnavailableError } from './solr/client.ts'
import {
  FACET_LIST_PAGE,
  type FacetList,
  type FeedAnswer,
  LISTED_FACETS,
  NO_BREAKDOWN,
  type SearchBreakdown,
  type SearchResults,
  type TimelineComparison,
  compareTimelines,
  facetList,
  feedEntries,
  searchBreakdown,
  searchResults,
} from './engine.ts'
import { type ReaderIssue, type ReaderItem, documentMarksSchema, readIssue, readItem } from './reader.ts'
import { type EncodedAnswer, answerDocumentJob, documentJobSchema } from '../documents/job.ts'
import type { PageLayoutView } from '../store/issues.ts'

export interface SearchRunner {
  results(state: SearchState): Promise<SearchResults | null>
  facets(state: SearchState): Promise<SearchBreakdown | null>
  issue(ref: IssueJob): Promise<ReaderIssue | null>
  item(ref: ItemJob): Promise<ReaderItem | null>
  facetList(job: FacetListJob): Promise<FacetList | null>
  compare(states: SearchState[]): Promise<TimelineComparison | null>
  feed(state: SearchState): Promise<FeedAnswer | null>
}

const KEY = Symbol.for('national-library.search-runner')

function isRunner(value: unknown): value is SearchRunner {
  return (
    typeof value === 'object' &&
    value !== null &&
    ['results', 'facets', 'issue', 'item', 'facetList', 'compare', 'feed'].every((method) => typeof Reflect.get(value, method) === 'function')
  )
}

export function installSearchRunner(runner: SearchRunner | undefined): void {
  Reflect.set(globalThis, KEY, runner)
}

function installedRunner(): SearchRunner | undefined {
  const value: unknown = Reflect.get(globalThis, KEY)
  return isRunner(value) ? value : undefined
}

// `marks`: what the search engine marked in the document, when it is not the embedded one.
// `start`: the first page shown of a document too long to show at once (src/search/reader.ts).
const start = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)))
const issueJob = v.object({ paperid: v.string(), issue: v.string(), q: v.string(), start, marks: v.optional(documentMarksSchema) })
const itemJob = v.object({ id: v.string(), type: v.picklist(ITEM_TYPES), q: v.string(), start, marks: v.optional(documentMarksSchema) })
export type IssueJob = v.InferOutput<typeof issueJob>
export type ItemJob = v.InferOutput<typeof itemJob>

/** One to three searches side by side on one timeline (src/domain/compare-state.ts). */
export const compareJob = v.object({ states: v.pipe(v.array(searchStateSchema), v.minLength(1), v.maxLength(MAX_COMPARED_QUERIES)) })

export const facetListJob = v.object({
  state: searchStateSchema,
  facet: v.picklist(LISTED_FACETS),
  filter: v.pipe(v.string(), v.maxLength(200)),
  sort: v.picklist(['count', 'alpha']),
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
  locale: v.picklist(['en', 'de', 'fr']),
})
export type FacetListJob = v.InferOutput<typeof facetListJob>

/** What a search thread is asked to do: a search, its facet counts, or an issue or item for the reader. */
export const searchJobSchema = v.variant('kind', [
  v.object({ kind: v.literal('results'), state: searchStateSchema }),
  v.object({ kind: v.literal('facets'), state: searchStateSchema }),
  v.object({ kind: v.literal('issue'), ...issueJob.entries }),
  v.object({ kind: v.literal('item'), ...itemJob.entries }),
  v.object({ kind: v.literal('facetList'), ...facetListJob.entries }),
  v.object({ kind: v.literal('compare'), ...compareJob.entries }),
  v.object({ kind: v.literal('feed'), state: searchStateSchema }),
  // The server's document work (src/documents: IIIF, citations, a page's layout), issue 33.
  v.object({ kind: v.literal('document'), job: documentJobSchema }),
])
export type SearchJob = v.InferOutput<typeof searchJobSchema>

/** Jobs that read a document rather than search the collection: they share the threads without taking them all (search-pool.ts). */
export function isDocumentWork(job: SearchJob): job is Extract<SearchJob, { kind: 'document' | 'issue' | 'item' }> {
  return job.kind === 'document' || job.kind === 'issue' || job.kind === 'item'
}

/**
 * A job on the calling thread, against the store LIBRARY_DB names (reopened after a swap): what a
 * search thread does, and what the site does without threads. Null without a usable store.
 */
export function searchHere(
  job: SearchJob,
): SearchResults | SearchBreakdown | ReaderIssue | ReaderItem | FacetList | TimelineComparison | FeedAnswer | EncodedAnswer | PageLayoutView | null {
  // Document work opens the store itself, and says so when there is none.
  if (job.kind === 'document') return answerDocumentJob(job.job)
  const db = library()
  if (!db) return null
  switch (job.kind) {
    case 'results':
      return searchResults(db, job.state)
    case 'facets':
      return searchBreakdown(db, job.state)
    case 'issue':
      return readIssue(db, job.paperid, job.issue, job.q, job.marks, job.start)
    case 'item':
      return readItem(db, job.id, job.type, job.q, job.marks, job.start)
    case 'facetList':
      return facetList(db, job.state, job)
    case 'compare':
      return compareTimelines(db, job.states)
    case 'feed':
      return feedEntries(db, job.state)
  }
}

/**
 * Whether an error is the search engine's being unreachable (ADR 030), which pages show as their
 * "search unavailable" state; by name, since the app's bundle and the server each hold a copy of
 * the error's class.
 */
export function isSearchUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === SearchUnavailableError.name
}

/** The periodicals a search is filtered by, named from the store (the page title names them even without results). */
function titlesFromStore(ids: readonly string[]): FacetValue[] {
  const db = library()
  const titles = db ? periodicalTitles(db, ids) : new Map<string, string>()
  return ids.map((value) => ({ value, count: 0, label: titles.get(value) ?? value }))
}

async function orWhenUnavailable<T>(work: Promise<T>, unavailable: () => T): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (isSearchUnavailable(error)) return unavailable()
    throw error
  }
}

/** The count and page of results for a search state; null without a usable store. */
export async function runSearchResults(state: SearchState): Promise<SearchResults | null> {
  const runner = installedRunner()
  if (runner) {
    return orWhenUnavailable(runner.results(state), () => ({
      total: 0,
      filteredTitles: titlesFromStore(state.title),
      page: state.page,
      size: state.size,
      hits: [],
      unanswerable: false,
      unavailable: true,
    }))
  }
  const db = library()
  return db ? searchResults(db, state) : null
}

/** Facet counts and the timeline for a search state (none while search is unavailable); null without a usable store. */
export async function runSearchFacets(state: SearchState): Promise<SearchBreakdown | null> {
  const runner = installedRunner()
  if (runner) return orWhenUnavailable(runner.facets(state), () => NO_BREAKDOWN)
  const db = library()
  return db ? searchBreakdown(db, state) : null
}

/** A page of every value of a facet (none while search is unavailable); null without a usable store. */
export async function runFacetList(job: FacetListJob): Promise<FacetList | null> {
  const runner = installedRunner()
  if (runner) return orWhenUnavailable(runner.facetList(job), () => ({ total: 0, size: 0, page: 1, pageSize: FACET_LIST_PAGE, values: [] }))
  const db = library()
  return db ? facetList(db, job.state, job) : null
}

/** One to three searches on one timeline; null without a usable store. */
export async function runCompareTimelines(states: SearchState[]): Promise<TimelineComparison | null> {
  const runner = installedRunner()
  if (runner) {
    return orWhenUnavailable(runner.compare(states), () => ({
      timeline: NO_BREAKDOWN.timeline,
      series: states.map((state) => ({ q: state.q, total: 0, answerable: true })),
      unavailable: true,
    }))
  }
  const db = library()
  return db ? compareTimelines(db, states) : null
}

/**
 * A search's newest arrivals, for its feed; null without a usable store. Throws
 * SearchUnavailableError while the engine cannot answer: the feed answers 503 then, so a feed
 * reader keeps its entries rather than reading an empty feed.
 */
export async function runFeed(state: SearchState): Promise<FeedAnswer | null> {
  const runner = installedRunner()
  if (runner) return runner.feed(state)
  const db = library()
  return db ? feedEntries(db, state) : null
}

/** An issue for the reader, with the words of `q` highlighted; null when there is no such issue. */
export async function runReadIssue(job: IssueJob): Promise<ReaderIssue | null> {
  const runner = installedRunner()
  return runner ? runner.issue(job) : documentsHere.issue(job)
}

/** An item for the reader, with the words of `q` highlighted; null when there is no such item. */
export async function runReadItem(job: ItemJob): Promise<ReaderItem | null> {
  const runner = installedRunner()
  return runner ? runner.item(job) : documentsHere.item(job)
}

/** The reader's documents read on this thread, from the store `store` gives at each call. */
export function documentsIn(store: () => Db | undefined) {
  return {
    async issue(job: IssueJob): Promise<ReaderIssue | null> {
      const db = store()
      return db ? readIssue(db, job.paperid, job.issue, job.q, job.marks, job.start) : null
    },
    async item(job: ItemJob): Promise<ReaderItem | null> {
      const db = store()
      return db ? readItem(db, job.id, job.type, job.q, job.marks, job.start) : null
    },
  }
}

/** The reader's documents read on this thread, from the store LIBRARY_DB names. */
export const documentsHere = documentsIn(library)

// What a worker sends back, checked on arrival (structured clone gives the main thread `unknown`).
const facetValue = v.object({ value: v.string(), count: v.number(), label: v.optional(v.string()) })
export const facetsSchema = v.object({
  types: v.array(facetValue),
  languages: v.array(facetValue),
  contentTypes: v.array(facetValue),
  periodicals: v.array(facetValue),
})
const reference = v.nullable(v.object({ id: v.string(), title: v.string() }))
const searchHitSchema = v.object({
  id: v.number(),
  type: v.string(),
  title: v.nullable(v.string()),
  docType: v.string(),
  periodical: reference,
  item: reference,
  date: v.nullable(v.string()),
  language: v.nullable(v.string()),
  page: v.number(),
  snippet: v.array(v.object({ text: v.string(), match: v.boolean() })),
  place: v.variant('kind', [
    v.object({ kind: v.literal('issue'), periodicalId: v.string(), date: v.string(), edition: v.number() }),
    v.object({ kind: v.literal('item'), type: v.picklist(ITEM_TYPES), id: v.nullable(v.string()) }),
  ]),
})
export const searchResultsSchema = v.object({
  total: v.number(),
  filteredTitles: v.array(facetValue),
  page: v.number(),
  size: v.number(),
  hits: v.array(searchHitSchema),
  unanswerable: v.boolean(),
  unavailable: v.boolean(),
})
const timelineSchema = v.object({
  unit: v.picklist(['decade', 'year', 'month']),
  buckets: v.array(v.object({ key: v.string(), from: v.string(), to: v.string(), counts: v.array(v.number()) })),
  undated: v.array(v.number()),
})
export const breakdownSchema = v.object({
  facets: facetsSchema,
  sizes: v.object({ types: v.number(), languages: v.number(), contentTypes: v.number(), periodicals: v.number() }),
  timeline: timelineSchema,
})
export const facetListSchema = v.object({ total: v.number(), size: v.number(), page: v.number(), pageSize: v.number(), values: v.array(facetValue) })
export const comparisonSchema = v.object({
  timeline: timelineSchema,
  series: v.array(v.object({ q: v.string(), total: v.number(), answerable: v.boolean() })),
  unavailable: v.boolean(),
})
export const feedSchema = v.object({ total: v.number(), entries: v.array(v.object({ ...searchHitSchema.entries, addedAt: v.nullable(v.string()) })) })
