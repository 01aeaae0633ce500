import { queryOptions } from '@tanstack/react-query'
import { type SearchState, withoutPresentation } from '#src/domain/search-state.ts'
import type { FacetListRequest as FacetListJob } from '#src/search/contract.ts'
import { compareSearches, listFacetValues, searchDocuments, searchFacets } from './search.functions'

/** What facet counts depend on: the words and the filters, not the sort, page or view. */
export const facetScope = (state: SearchState): SearchState => withoutPresentation(state)

export const searchKeys = {
  all: ['search'] as const,
  results: (state: SearchState) => [...searchKeys.all, 'results', state] as const,
  facets: (state: SearchState) => [...searchKeys.all, 'facets', facetScope(state)] as const,
  facetList: (job: FacetListJob) => [...searchKeys.all, 'facet-list', { ...job, state: facetScope(job.state) }] as const,
  compare: (states: SearchState[]) => [...searchKeys.all, 'compare', states.map(facetScope)] as const,
}

// The store is read-only while serving: a search state's answer does not change.
const FIVE_MINUTES = 5 * 60_000

export const searchResultsQuery = (state: SearchState) =>
  queryOptions({
    queryKey: searchKeys.results(state),
    queryFn: () => searchDocuments({ data: state }),
    staleTime: FIVE_MINUTES,
  })

export const searchFacetsQuery = (state: SearchState) =>
  queryOptions({
    queryKey: searchKeys.facets(state),
    queryFn: () => searchFacets({ data: facetScope(state) }),
    staleTime: FIVE_MINUTES,
  })

export const facetListQuery = (job: FacetListJob) =>
  queryOptions({
    queryKey: searchKeys.facetList(job),
    queryFn: () => listFacetValues({ data: { ...job, state: facetScope(job.state) } }),
    staleTime: FIVE_MINUTES,
  })

export const compareQuery = (states: SearchState[]) =>
  queryOptions({
    queryKey: searchKeys.compare(states),
    queryFn: () => compareSearches({ data: { states: states.map(facetScope) } }),
    staleTime: FIVE_MINUTES,
  })
