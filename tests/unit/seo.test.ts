import { describe, expect, it } from 'vitest'
import { PATHS_PER_CHUNK, SITEMAP_CHUNK, jsonLd, openSearchDescription, robotsTxt, sitemapIndex, sitemapUrlset } from '#src/domain/seo.ts'

describe('sitemaps', () => {
  it('list every path once per language, each with all languages as alternates, escaped', () => {
    const xml = sitemapUrlset('https://example.org', ['/', '/periodicals/a&b'])
    expect(xml.match(/<url>/g)).toHaveLength(6)
    expect(xml).toContain('<loc>https://example.org/en</loc>')
    expect(xml).toContain('<loc>https://example.org/</loc>')
    expect(xml).toContain('<loc>https://example.org/de/periodicals/a&amp;b</loc>')
    expect(xml).not.toContain('a&b')
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(6)
    expect(xml).toContain('hreflang="fr-FR" href="https://example.org/periodicals/a&amp;b"')
  })

  it('stay under the protocol limit per file and index their parts', () => {
    expect(PATHS_PER_CHUNK * 3).toBeLessThanOrEqual(SITEMAP_CHUNK)
    const index = sitemapIndex('https://example.org', 3)
    expect(index.match(/<sitemap>/g)).toHaveLength(3)
    expect(index).toContain('<loc>https://example.org/sitemap.xml?part=3</loc>')
  })
})

describe('robots.txt, OpenSearch and JSON-LD', () => {
  it('point crawlers to the sitemap and away from the API', () => {
    expect(robotsTxt('https://example.org')).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://example.org/sitemap.xml\n')
  })

  it('describe the site search in the page language, with a short name of at most 16 characters', () => {
    const xml = openSearchDescription('https://example.org', 'A very long name indeed', 'Search <everything>', 'de')
    expect(xml).toContain('template="https://example.org/de/search?q={searchTerms}"')
    expect(xml).toContain('<ShortName>A very long name</ShortName>')
    expect(xml).toContain('Search &lt;everything&gt;')
  })

  it('can never close its script element', () => {
    const text = jsonLd({ name: '</script><script>alert(1)</script> & more' })
    expect(text).not.toMatch(/[<>&]/)
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & more' })
  })
})
