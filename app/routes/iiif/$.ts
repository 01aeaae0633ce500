import { createFileRoute } from '@tanstack/react-router'
import { serverEnv } from '../../../src/server/env'
import { library } from '../../../src/store/library'
import { answerIiif } from '../../features/iiif/iiif.server'

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

/** GET /iiif/…: IIIF manifests, collections, Content Search and page texts (app/features/iiif/iiif.server.ts). */
export const Route = createFileRoute('/iiif/$')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const db = library()
        if (!db) return new Response('The library is not available.\n', { status: 503, headers: { ...CORS, 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } })
        const url = new URL(request.url)
        const { publicOrigin, librarySources, libraryImages, libraryImageServer } = serverEnv()
        const answer = answerIiif(
          { db, origin: publicOrigin, sources: librarySources, images: libraryImages, imageServer: libraryImageServer, now: new Date() },
          url.pathname,
          url.searchParams,
        )
        return new Response(answer.body, {
          status: answer.status,
          headers: {
            ...CORS,
            'content-type': answer.type,
            'cache-control': answer.status === 302 ? 'public, max-age=300' : answer.status !== 200 ? 'no-store' : answer.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
            'x-content-type-options': 'nosniff',
            ...(answer.location ? { location: answer.location } : {}),
            ...(answer.filename ? { 'content-disposition': `attachment; filename="${answer.filename.replace(/[^\w.-]/g, '_')}"` } : {}),
          },
        })
      },
      OPTIONS: () => new Response(null, { status: 204, headers: CORS }),
    },
  },
})
