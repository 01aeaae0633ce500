import { documentResponse } from '#app/features/documents/document-response.ts'
import { listJob, publishedList } from './list-server'

/**
 * `/iiif/lists/{id}/collection`: a published list as a IIIF Presentation 3 Collection of its
 * documents' manifests, each member as IIIF Content State (src/documents/lists/collection.ts),
 * made on a search thread; 404 for an id that names no list, 410 for a list the library withdrew.
 */
export function listCollectionResponse(id: string, cors: Record<string, string>): Promise<Response> | Response {
  const list = publishedList(id)
  const headers = { ...cors, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }
  if (!list) return new Response('There is no such list.\n', { status: 404, headers })
  if (list.withdrawal) return new Response(`This list was withdrawn by the library: ${list.withdrawal.reason}\n`, { status: 410, headers })
  return documentResponse(listJob(list, 'collection'), cors)
}
