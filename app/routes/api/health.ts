import { createFileRoute } from '@tanstack/react-router'
import { unitColumns } from '../../../src/search/columns'
import { library, libraryProblem } from '../../../src/store/library'

/**
 * GET /api/health: 200 when the site can answer searches, with the size of
 * what it serves; 503 without a store. The first call also builds the search
 * columns (ADR 008), so the server calls it once before it starts listening.
 */
export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      GET: () => {
        const db = library()
        const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }
        if (!db) {
          const problem = libraryProblem()
          const body = problem ? { status: 'store-unusable', message: problem } : { status: 'no-store' }
          return new Response(JSON.stringify(body), { status: 503, headers })
        }
        return new Response(JSON.stringify({ status: 'ok', units: unitColumns(db).count }), { headers })
      },
    },
  },
})
