import { createFileRoute } from '@tanstack/react-router'
import { PageViewCounter, analyticsPath } from '../../../src/domain/consent'

const views = new PageViewCounter()
const MAX_BODY = 1024
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

/**
 * POST /api/analytics: one anonymous page view from public/analytics.js, which
 * only loads after the visitor accepted analytics. GET: the counts so far, for
 * the library's staff (they hold nothing personal).
 */
export const Route = createFileRoute('/api/analytics')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const text = await request.text()
        let path: string | undefined
        try {
          const body: unknown = text.length <= MAX_BODY ? JSON.parse(text) : undefined
          path = typeof body === 'object' && body !== null && 'path' in body ? analyticsPath(body.path) : undefined
        } catch {
          path = undefined
        }
        if (!path) {
          return new Response(JSON.stringify({ error: 'Expected {"path": "/…"}.' }), { status: 400, headers: JSON_HEADERS })
        }
        views.record(path)
        return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
      },
      GET: () => new Response(JSON.stringify(views.summary()), { headers: JSON_HEADERS }),
    },
  },
})
