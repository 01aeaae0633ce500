import { createFileRoute } from '@tanstack/react-router'
import { listEditorialPages } from '#src/content/index.ts'
import { PATHS_PER_CHUNK, sitemapIndex, sitemapUrlset } from '#src/domain/seo.ts'
import type { Db } from '#src/store/db.ts'
import { library } from '#src/store/library.ts'
import { storePathCount, storePaths } from '#src/store/sitemap.ts'
import { SITE_PAGES } from '../features/shell/sections'
import { getPublicOrigin } from '../head'

/** The site's own pages, then everything in the store with a page of its own. */
function sitePaths(): string[] {
  return [
    ...new Set([...SITE_PAGES.filter((page) => page.inSitemap).map((page) => page.path), ...listEditorialPages('fr').map((page) => page.path)]),
  ]
}

const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' }

/**
 * The sitemap's documents, built once per store: at a million units a part is 5 MB of XML, and it
 * took a scan of the store per request. The importer swaps in a new store, which library() opens
 * as a new connection, so keying on the connection rebuilds exactly when the store changed.
 */
interface Sitemap {
  parts: number
  documents: Map<number, string>
}
const sitemaps = new WeakMap<Db, Sitemap>()
let withoutStore: Sitemap | undefined

function sitemapOf(db: Db | undefined, sitePathCount: number): Sitemap {
  const known = db ? sitemaps.get(db) : withoutStore
  if (known) return known
  const total = sitePathCount + (db ? storePathCount(db) : 0)
  const sitemap = { parts: Math.max(1, Math.ceil(total / PATHS_PER_CHUNK)), documents: new Map<number, string>() }
  if (db) sitemaps.set(db, sitemap)
  else withoutStore = sitemap
  return sitemap
}

function documentOf(sitemap: Sitemap, part: number, make: () => string): string {
  const known = sitemap.documents.get(part)
  if (known !== undefined) return known
  const document = make()
  sitemap.documents.set(part, document)
  return document
}

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
        const sitemap = sitemapOf(db, site.length)
        const requested = new URL(request.url).searchParams.get('part')
        // The index is document 0; the parts are 1 to N.
        if (requested === null && sitemap.parts > 1) return new Response(documentOf(sitemap, 0, () => sitemapIndex(origin, sitemap.parts)), { headers: XML })
        const part = requested === null ? 1 : Number(requested)
        if (!Number.isInteger(part) || part < 1 || part > sitemap.parts) {
          return new Response(`There is no such sitemap part: parts are 1 to ${sitemap.parts}.\n`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        }
        const document = documentOf(sitemap, part, () => {
          const start = (part - 1) * PATHS_PER_CHUNK
          const fromSite = site.slice(start, start + PATHS_PER_CHUNK)
          const rest = PATHS_PER_CHUNK - fromSite.length
          const fromStore = db && rest > 0 ? storePaths(db, Math.max(0, start - site.length), rest) : []
          return sitemapUrlset(origin, [...fromSite, ...fromStore])
        })
        return new Response(document, { headers: XML })
      },
    },
  },
})
