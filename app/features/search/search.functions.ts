import { createServerFn } from '@tanstack/react-start'
import { searchStateSchema } from '../../../src/domain/search-state'
import { runSearchFacets, runSearchResults } from '../../../src/search/search-runner'
import { validInput } from '../../server-input'

/** The count and page of results for the URL's search state (facets come separately, after). */
export const searchDocuments = createServerFn({ method: 'GET' })
  .validator(validInput(searchStateSchema))
  .handler(({ data }) => runSearchResults(data))

/** Facet counts for the URL's search state; the page streams them in after the results. */
export const searchFacets = createServerFn({ method: 'GET' })
  .validator(validInput(searchStateSchema))
  .handler(({ data }) => runSearchFacets(data))
