import { createFileRoute } from '@tanstack/react-router'
import { serverEnv } from '#src/server/env.ts'
import { library } from '#src/store/library.ts'
import { documentResponse } from '#app/features/documents/document-response.ts'
import { storeUnavailable } from '#app/features/library/store-unavailable.ts'

/**
 * GET /feeds/periodicals/{id}.atom?locale=…: a periodical's newly added issues as Atom (issue 37),
 * made on the search threads (src/documents/feeds.ts) and linked from the periodical's page.
 */
export const Route = createFileRoute('/feeds/$')({
  server: {
    handlers: {
      GET: ({ request }) => {
        if (!library()) return storeUnavailable()
        const url = new URL(request.url)
        return documentResponse({ kind: 'feed', path: url.pathname, query: url.search, origin: serverEnv().publicOrigin, now: Date.now() })
      },
    },
  },
})
