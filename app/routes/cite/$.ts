import { createFileRoute } from '@tanstack/react-router'
import { serverEnv } from '../../../src/server/env'
import { library } from '../../../src/store/library'
import { answerCite } from '../../features/citation/cite.server'

/** GET /cite/…: RIS, BibTeX and CSL-JSON citations (app/features/citation/cite.server.ts). */
export const Route = createFileRoute('/cite/$')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const db = library()
        if (!db) return new Response('The library is not available.\n', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } })
        const url = new URL(request.url)
        const answer = answerCite(db, serverEnv().publicOrigin, new Date(), url.pathname, url.searchParams)
        return new Response(answer.body, {
          status: answer.status,
          headers: {
            'content-type': answer.type,
            'cache-control': answer.status === 200 ? 'public, max-age=300' : 'no-store',
            'x-content-type-options': 'nosniff',
            ...(answer.filename ? { 'content-disposition': `attachment; filename="${answer.filename.replace(/[^\w.-]/g, '_')}"` } : {}),
          },
        })
      },
    },
  },
})
