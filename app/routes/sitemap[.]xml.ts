import { createFileRoute } from '@tanstack/react-router'
import { listEditorialPages } from '../../src/content'
import { PATHS_PER_CHUNK, sitemapIndex, sitemapUrlset } from '../../src/domain/seo'
import { library } from '../../src/store/library'
import { storePathCount, storePaths } from '../../src/store/sitemap'
import { MAIN_SECTIONS, SUPPORT_SECTIONS } from '../features/shell/sections'
import { getPublicOrigin } from '../head'

/** The site's own pages, then everything in the store with a page of its own. */
function sitePaths(): string[] {
  return [
    ...new Set([...MAIN_SECTIONS, ...SUPPORT_SECTIONS].map((section) => section.path).concat('/news', ...listEditorialPages('fr').map((page) => page.path))),
  ]
}

const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' }

/**
 * GET /sitemap.xml: every page in every language, with hreflang alternates.
 * Past 50,000 URLs it is an index of parts, /sitemap.xml?part=N.
 */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const origin = getPublicOrigin()
        const site = sitePaths()
        const db = library()
        const total = site.length + (db ? storePathCount(db) : 0)
        const parts = Math.max(1, Math.ceil(total / PATHS_PER_CHUNK))
        const requested = new URL(request.url).searchParams.get('part')
        if (requested === null && parts > 1) return new Response(sitemapIndex(origin, parts), { headers: XML })
        const part = requested === null ? 1 : Number(requested)
        if (!Number.isInteger(part) || part < 1 || part > parts) {
          return new Response(`There is no such sitemap part: parts are 1 to ${parts}.\n`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        }
        const start = (part - 1) * PATHS_PER_CHUNK
        const fromSite = site.slice(start, start + PATHS_PER_CHUNK)
        const rest = PATHS_PER_CHUNK - fromSite.length
        const fromStore = db && rest > 0 ? storePaths(db, Math.max(0, start - site.length), rest) : []
        return new Response(sitemapUrlset(origin, [...fromSite, ...fromStore]), { headers: XML })
      },
    },
  },
})
