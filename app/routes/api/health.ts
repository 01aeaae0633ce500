import { createFileRoute } from '@tanstack/react-router'
import { unitColumns } from '#src/search/embedded/columns.ts'
import { library, libraryProblem, readStatistics } from '#src/store/library.ts'

/**
 * GET /api/health: 200 when the site can answer searches, with the size of
 * what it serves; 503 without a store. The production server searches on its
 * own threads, which build their columns before it listens (ADR 014); the count
 * comes from the store's statistics. A store without them (or the dev server)
 * builds the columns here, on the first call.
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
        const units = readStatistics(db)?.totalUnits ?? unitColumns(db).count
        return new Response(JSON.stringify({ status: 'ok', units }), { headers })
      },
    },
  },
})
