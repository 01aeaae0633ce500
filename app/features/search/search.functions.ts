import { createServerFn } from '@tanstack/react-start'
import { searchStateSchema } from '../../../src/domain/search-state'
import { search } from '../../../src/search/engine'
import { library } from '../../../src/store/library'

/** Runs one search of the URL's search state against the store. */
export const searchDocuments = createServerFn({ method: 'GET' })
  .validator(searchStateSchema)
  .handler(({ data }) => {
    const db = library()
    if (!db) return null
    return search(db, data)
  })
