/**
 * What search engines and browsers read besides the pages: sitemaps with every
 * language variant, robots.txt and the OpenSearch description. Pure: the
 * callers bring the paths and the origin.
 */
import { DEFAULT_LOCALE, LOCALES, LOCALE_TAGS, localizePath } from './locale.ts'

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_CHUNK = 50_000

/** Characters XML 1.0 cannot hold at all (controls, lone surrogates): OCR text has them now and then. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Text as XML character data or an attribute value. */
export function xml(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** Each locale-free path becomes one URL per language (French unprefixed), each listing all of them as alternates. */
export const URLS_PER_PATH = LOCALES.length

export function sitemapUrlset(origin: string, paths: readonly string[]): string {
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${xml(origin + localizePath(path, locale))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + localizePath(path, DEFAULT_LOCALE))}"/>`,
    ].join('')
    return LOCALES.map((locale) => `<url><loc>${xml(origin + localizePath(path, locale))}</loc>${alternates}</url>`)
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
}

export function sitemapIndex(origin: string, parts: number): string {
  const entries = Array.from({ length: parts }, (_, index) => `<sitemap><loc>${xml(`${origin}/sitemap.xml?part=${index + 1}`)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}

/** How many paths fit in one sitemap file. */
export const PATHS_PER_CHUNK = Math.floor(SITEMAP_CHUNK / URLS_PER_PATH)

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}

export function openSearchDescription(origin: string, shortName: string, description: string, locale: (typeof LOCALES)[number]): string {
  const search = `${origin}${localizePath('/search', locale)}?q={searchTerms}`
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${xml(shortName.slice(0, 16))}</ShortName>
  <Description>${xml(description.slice(0, 1024))}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>${LOCALE_TAGS[locale]}</Language>
  <Image height="16" width="16" type="image/svg+xml">${xml(`${origin}/favicon.svg`)}</Image>
  <Url type="text/html" method="get" template="${xml(search)}"/>
  <Url type="application/atom+xml" method="get" template="${xml(`${origin}/feed.atom?locale=${locale}&q={searchTerms}`)}"/>
</OpenSearchDescription>
`
}

/** JSON for a <script type="application/ld+json">: nothing in it can close the script element. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}
