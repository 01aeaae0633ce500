import { createServerFn } from '@tanstack/react-start'
import { searchStateSchema } from '#src/domain/search-state.ts'
import { compareRequestSchema, facetListRequestSchema } from '#src/search/contract.ts'
import { runCompareTimelines, runFacetList, runSearchFacets, runSearchResults } from '#src/search/search-runner.ts'
import { validInput } from '#app/server-input.ts'
import { inlineFacets } from './inline-facets'

/** The count and page of results for the URL's search state (facets come separately, after). */
export const searchDocuments = createServerFn({ method: 'GET' })
  .validator(validInput(searchStateSchema))
  .handler(({ data }) => runSearchResults(data))

/** Facet counts and the timeline for the URL's search state; the page streams them in after the results (listed facets as the sidebar lists them). */
export const searchFacets = createServerFn({ method: 'GET' })
  .validator(validInput(searchStateSchema))
  .handler(async ({ data }) => inlineFacets(await runSearchFacets(data), data))

/** A page of every value of one facet (the "All N values" dialog). */
export const listFacetValues = createServerFn({ method: 'GET' })
  .validator(validInput(facetListRequestSchema))
  .handler(({ data }) => runFacetList(data))

/** One to three searches on one timeline (the comparison page). */
export const compareSearches = createServerFn({ method: 'GET' })
  .validator(validInput(compareRequestSchema))
  .handler(({ data }) => runCompareTimelines(data.states))
