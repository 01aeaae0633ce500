import { createFileRoute } from '@tanstack/react-router'
import { serverEnv } from '#src/server/env.ts'
import { library } from '#src/store/library.ts'
import { documentResponse } from '#app/features/documents/document-response.ts'
import { storeUnavailable } from '#app/features/library/store-unavailable.ts'

/** GET /cite/…: RIS, BibTeX and CSL-JSON citations, made on the search threads (src/documents/cite.ts). */
export const Route = createFileRoute('/cite/$')({
  server: {
    handlers: {
      GET: ({ request }) => {
        if (!library()) return storeUnavailable()
        const url = new URL(request.url)
        return documentResponse({ kind: 'cite', path: url.pathname, query: url.search, origin: serverEnv().publicOrigin, now: Date.now() })
      },
    },
  },
})
