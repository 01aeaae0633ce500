import { createServerFn } from '@tanstack/react-start'
import { searchStateSchema } from '../../../src/domain/search-state'
import { searchFacetCounts, searchResults } from '../../../src/search/engine'
import { library } from '../../../src/store/library'

/** The count and page of results for the URL's search state (facets come separately, after). */
export const searchDocuments = createServerFn({ method: 'GET' })
  .validator(searchStateSchema)
  .handler(({ data }) => {
    const db = library()
    if (!db) return null
    return searchResults(db, data)
  })

/** Facet counts for the URL's search state; the page streams them in after the results. */
export const searchFacets = createServerFn({ method: 'GET' })
  .validator(searchStateSchema)
  .handler(({ data }) => {
    const db = library()
    if (!db) return null
    return searchFacetCounts(db, data)
  })
