import { queryOptions } from '@tanstack/react-query'
import type { SearchState } from '../../../src/domain/search-state'
import { searchDocuments } from './search.functions'

export const searchKeys = {
  all: ['search'] as const,
  results: (state: SearchState) => [...searchKeys.all, 'results', state] as const,
}

export const searchResultsQuery = (state: SearchState) =>
  queryOptions({
    queryKey: searchKeys.results(state),
    queryFn: () => searchDocuments({ data: state }),
    // The store is read-only while serving: a search state's answer does not change.
    staleTime: 5 * 60_000,
  })
