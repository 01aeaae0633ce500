import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { withOwnSite } from './own-site'

/** A port of its own for each parallel worker (3281…, beside the other suites' own sites). */
function port(offset: number): number {
  return 3281 + test.info().parallelIndex * 2 + offset
}

// Every node of the configured SolrCloud is down: nothing listens on these ports (issue 21).
const NO_CLUSTER = { SEARCH_ENGINE: 'solr', SOLR_URL: 'http://127.0.0.1:9/solr,http://127.0.0.1:11/solr', SOLR_TIMEOUT_MS: '2000' }

test('with every Solr node down, searching says so (503, by keyboard too) and browsing and reading still work', async ({ page }) => {
  await withOwnSite(port(0), NO_CLUSTER, async (site) => {
    const response = await page.goto(`${site.base}/en/search?q=krieg`)
    expect(response?.status()).toBe(503)
    expect(response?.headers()['retry-after']).toBe('60')
    await expect(page.getByRole('alert')).toContainText('Search is unavailable at the moment')
    await expect(page.getByRole('heading', { name: 'An error occured' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    // A new search typed on the page, in the browser: the same state, not an error screen.
    await page.getByRole('searchbox', { name: 'Search the collections' }).focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('frieden')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?q=frieden$/)
    await expect(page.getByRole('alert')).toContainText('Search is unavailable at the moment')

    // In French as well, from the server.
    await page.goto(`${site.base}/search?q=guerre`)
    await expect(page.getByRole('alert')).toContainText('La recherche est momentanément indisponible')

    // The comparison, the feed, the exports: unavailable, never a 500.
    const compared = await page.goto(`${site.base}/en/compare?q=krieg&q=frieden`)
    expect(compared?.status()).toBe(503)
    expect(compared?.headers()['retry-after']).toBe('60')
    await expect(page.getByRole('alert')).toContainText('Search is unavailable at the moment')
    for (const path of ['/feed.atom?q=krieg', '/api/export?q=krieg', '/api/timeline?q=krieg']) {
      const answer = await fetch(`${site.base}${path}`)
      expect(answer.status, path).toBe(503)
      expect(answer.headers.get('retry-after'), path).toBe('60')
    }

    // Browsing and reading come from the store, not the search engine.
    const periodical = await page.goto(`${site.base}/en/periodicals/morgenblatt`)
    expect(periodical?.status()).toBe(200)
    const issueLink = page.locator('a[href^="/en/periodicals/morgenblatt/"]').first()
    const href = (await issueLink.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/en\/periodicals\/morgenblatt\/\d{4}-\d{2}-\d{2}$/)
    // The reader marks the words as typed (the engine that would mark them is down).
    const reader = await page.goto(`${site.base}${href}?q=luxemburg`)
    expect(reader?.status()).toBe(200)
    await expect(page.locator('main mark').first()).toBeVisible()
    expect((await fetch(`${site.base}/api/health`)).status).toBe(200)
  }, { page })
})
