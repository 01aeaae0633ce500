import { createFileRoute } from '@tanstack/react-router'
import { serverEnv } from '#src/server/env.ts'
import { library } from '#src/store/library.ts'
import { readTile } from '#src/documents/tiles.ts'
import { documentResponse } from '#app/features/documents/document-response.ts'
import { listCollectionResponse } from '#app/features/lists/list-iiif.ts'
import { storeUnavailable } from '#app/features/library/store-unavailable.ts'

/**
 * CORS on these addresses only (issue 17): viewers and harvesters on other sites read the
 * manifests, the search answers and the texts; nothing here depends on who asks or carries a
 * cookie, so any origin may.
 */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'Accept, Content-Type',
  'access-control-max-age': '86400',
}

/**
 * GET /iiif/…: IIIF manifests, collections, Content Search and page texts, answered on the search
 * threads (src/documents/iiif.ts, run.ts); the scans' tiles are files, read here without blocking.
 */
export const Route = createFileRoute('/iiif/$')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        if (!library()) return storeUnavailable(CORS)
        const url = new URL(request.url)
        const { publicOrigin, librarySources, libraryImages, libraryImageServer } = serverEnv()
        // A visitor's published list as a IIIF Collection (issue 55): its own store, its own answer.
        const list = /^\/iiif\/lists\/([^/]*)\/collection$/.exec(url.pathname)?.[1]
        if (list !== undefined) return listCollectionResponse(list, CORS)
        const image = /^\/iiif\/image\/(.*)$/.exec(url.pathname)?.[1]
        if (image !== undefined) {
          let segments: string[]
          try {
            segments = image.split('/').map(decodeURIComponent)
          } catch {
            segments = []
          }
          return documentResponse(readTile(libraryImages, publicOrigin, segments), CORS)
        }
        return documentResponse(
          {
            kind: 'iiif',
            path: url.pathname,
            query: url.search,
            origin: publicOrigin,
            images: libraryImages,
            ...(librarySources === undefined ? {} : { sources: librarySources }),
            ...(libraryImageServer === undefined ? {} : { imageServer: libraryImageServer }),
            now: Date.now(),
          },
          CORS,
          // A Content Search whose client has gone is never started.
          { signal: request.signal },
        )
      },
      OPTIONS: () => new Response(null, { status: 204, headers: CORS }),
    },
  },
})
