import { createFileRoute } from '@tanstack/react-router'
import { robotsTxt } from '#src/domain/seo.ts'
import { getPublicOrigin } from '../head'

/** GET /robots.txt: everything may be crawled but the API, and where the sitemap is. */
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () => new Response(robotsTxt(getPublicOrigin()), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } }),
    },
  },
})
