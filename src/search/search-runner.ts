/**
 * Where the site's searches run. The production server (scripts/serve.ts) installs a pool of
 * worker threads (search-pool.ts), so a search, a facet count or a store's first column build
 * never holds up the thread that renders pages (DESIGN §2, ADR 014). Without one (the Vite dev
 * server, unit tests) searches run in place. The pool is found through a global symbol because the
 * server bundle and scripts/serve.ts each hold their own copy of this module.
 */
import * as v from 'valibot'
import type { SearchState } from '../domain/search-state.ts'
import { library } from '../store/library.ts'
import type { Facets } from '../store/search.ts'
import { type SearchResults, searchFacetCounts, searchResults } from './engine.ts'

export interface SearchRunner {
  results(state: SearchState): Promise<SearchResults | null>
  facets(state: SearchState): Promise<Facets | null>
}

const KEY = Symbol.for('national-library.search-runner')

function isRunner(value: unknown): value is SearchRunner {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'results') === 'function' && typeof Reflect.get(value, 'facets') === 'function'
}

export function installSearchRunner(runner: SearchRunner | undefined): void {
  Reflect.set(globalThis, KEY, runner)
}

function installedRunner(): SearchRunner | undefined {
  const value: unknown = Reflect.get(globalThis, KEY)
  return isRunner(value) ? value : undefined
}

export type SearchKind = 'results' | 'facets'

/**
 * A search on the calling thread, against the store LIBRARY_DB names (reopened after a swap):
 * what a search thread does, and what the site does without threads. Null without a usable store.
 */
export function searchHere(kind: 'results', state: SearchState): SearchResults | null
export function searchHere(kind: 'facets', state: SearchState): Facets | null
export function searchHere(kind: SearchKind, state: SearchState): SearchResults | Facets | null
export function searchHere(kind: SearchKind, state: SearchState): SearchResults | Facets | null {
  const db = library()
  if (!db) return null
  return kind === 'results' ? searchResults(db, state) : searchFacetCounts(db, state)
}

/** The count and page of results for a search state; null without a usable store. */
export async function runSearchResults(state: SearchState): Promise<SearchResults | null> {
  return installedRunner()?.results(state) ?? searchHere('results', state)
}

/** Facet counts for a search state; null without a usable store. */
export async function runSearchFacets(state: SearchState): Promise<Facets | null> {
  return installedRunner()?.facets(state) ?? searchHere('facets', state)
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
      link: v.string(),
    }),
  ),
  unanswerable: v.boolean(),
})
