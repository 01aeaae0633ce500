/**
 * Where the site's searches run. The production server (src/server/server.ts) installs a pool of
 * worker threads (search-pool.ts), so a search, a facet count, a reader's issue with its
 * highlighting or a store's first column build never holds up the thread that renders pages
 * (DESIGN §2, ADR 014). Without one (the Vite dev server, unit tests) they run in place. The pool
 * is found through a global symbol because the app's server bundle and the server's entry each
 * hold their own copy of this module.
 */
import * as v from 'valibot'
import { ITEM_TYPES } from '../domain/issue-path.ts'
import { type SearchState, searchStateSchema } from '../domain/search-state.ts'
import { library } from '../store/library.ts'
import type { Facets } from '../store/search.ts'
import { type SearchResults, searchFacetCounts, searchResults } from './engine.ts'
import { type ReaderIssue, type ReaderItem, readIssue, readItem } from './reader.ts'

export interface SearchRunner {
  results(state: SearchState): Promise<SearchResults | null>
  facets(state: SearchState): Promise<Facets | null>
  issue(ref: IssueJob): Promise<ReaderIssue | null>
  item(ref: ItemJob): Promise<ReaderItem | null>
}

const KEY = Symbol.for('national-library.search-runner')

function isRunner(value: unknown): value is SearchRunner {
  return typeof value === 'object' && value !== null && ['results', 'facets', 'issue', 'item'].every((method) => typeof Reflect.get(value, method) === 'function')
}

export function installSearchRunner(runner: SearchRunner | undefined): void {
  Reflect.set(globalThis, KEY, runner)
}

function installedRunner(): SearchRunner | undefined {
  const value: unknown = Reflect.get(globalThis, KEY)
  return isRunner(value) ? value : undefined
}

const issueJob = v.object({ paperid: v.string(), issue: v.string(), q: v.string() })
const itemJob = v.object({ id: v.string(), type: v.picklist(ITEM_TYPES), q: v.string() })
export type IssueJob = v.InferOutput<typeof issueJob>
export type ItemJob = v.InferOutput<typeof itemJob>

/** What a search thread is asked to do: a search, its facet counts, or an issue or item for the reader. */
export const searchJobSchema = v.variant('kind', [
  v.object({ kind: v.literal('results'), state: searchStateSchema }),
  v.object({ kind: v.literal('facets'), state: searchStateSchema }),
  v.object({ kind: v.literal('issue'), ...issueJob.entries }),
  v.object({ kind: v.literal('item'), ...itemJob.entries }),
])
export type SearchJob = v.InferOutput<typeof searchJobSchema>

/**
 * A job on the calling thread, against the store LIBRARY_DB names (reopened after a swap): what a
 * search thread does, and what the site does without threads. Null without a usable store.
 */
export function searchHere(job: SearchJob): SearchResults | Facets | ReaderIssue | ReaderItem | null {
  const db = library()
  if (!db) return null
  switch (job.kind) {
    case 'results':
      return searchResults(db, job.state)
    case 'facets':
      return searchFacetCounts(db, job.state)
    case 'issue':
      return readIssue(db, job.paperid, job.issue, job.q)
    case 'item':
      return readItem(db, job.id, job.type, job.q)
  }
}

/** The count and page of results for a search state; null without a usable store. */
export async function runSearchResults(state: SearchState): Promise<SearchResults | null> {
  const runner = installedRunner()
  if (runner) return runner.results(state)
  const db = library()
  return db ? searchResults(db, state) : null
}

/** Facet counts for a search state; null without a usable store. */
export async function runSearchFacets(state: SearchState): Promise<Facets | null> {
  const runner = installedRunner()
  if (runner) return runner.facets(state)
  const db = library()
  return db ? searchFacetCounts(db, state) : null
}

/** An issue for the reader, with the words of `q` highlighted; null when there is no such issue. */
export async function runReadIssue(job: IssueJob): Promise<ReaderIssue | null> {
  const runner = installedRunner()
  if (runner) return runner.issue(job)
  const db = library()
  return db ? readIssue(db, job.paperid, job.issue, job.q) : null
}

/** An item for the reader, with the words of `q` highlighted; null when there is no such item. */
export async function runReadItem(job: ItemJob): Promise<ReaderItem | null> {
  const runner = installedRunner()
  if (runner) return runner.item(job)
  const db = library()
  return db ? readItem(db, job.id, job.type, job.q) : null
}

// What a worker sends back, checked on arrival (structured clone gives the main thread `unknown`).
const facetValue = v.object({ value: v.string(), count: v.number(), label: v.optional(v.string()) })
export const facetsSchema = v.object({
  types: v.array(facetValue),
  languages: v.array(facetValue),
  contentTypes: v.array(facetValue),
  periodicals: v.array(facetValue),
})
const reference = v.nullable(v.object({ id: v.string(), title: v.string() }))
export const searchResultsSchema = v.object({
  total: v.number(),
  filteredTitles: v.array(facetValue),
  page: v.number(),
  size: v.number(),
  hits: v.array(
    v.object({
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
    }),
  ),
  unanswerable: v.boolean(),
})
