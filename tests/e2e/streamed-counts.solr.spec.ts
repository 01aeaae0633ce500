import { type Server, createServer, request as forward } from 'node:http'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { withOwnSite } from './own-site'

// Run by npm test against its SolrCloud only (playwright.config.ts ignores it elsewhere): the
// engine's answers are slowed on the wire between the site and a real node, as by a busy cluster.

/** A port of its own for each parallel worker, beside the other suites' own sites. */
function port(): number {
  return 3291 + test.info().parallelIndex
}

const COUNTS_DELAY_MS = 1500

/**
 * A proxy in front of one Solr node that holds the facet requests (the filters' counts and the
 * timeline) and passes everything else at once: the results are ready long before their counts.
 */
async function slowCountsProxy(node: URL): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((incoming, answer) => {
    const body: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => body.push(chunk))
    incoming.on('end', () => {
      const sent = Buffer.concat(body)
      const counts = /facet/.test(incoming.url ?? '') || sent.includes('facet')
      setTimeout(
        () => {
          const upstream = forward({ host: node.hostname, port: node.port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (reply) => {
            answer.writeHead(reply.statusCode ?? 502, reply.headers)
            reply.pipe(answer)
          })
          upstream.on('error', () => answer.writeHead(502).end())
          upstream.end(sent)
        },
        counts ? COUNTS_DELAY_MS : 0,
      )
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the proxy has no TCP port')
  return {
    url: `http://127.0.0.1:${address.port}${node.pathname}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  }
}

test('counts that arrive after the results stream into the page: hydration keeps it, and the keyboard focus with it', async ({ page }) => {
  const [first = ''] = (process.env.SOLR_URL ?? '').split(',')
  expect(first, 'the Solr run names its nodes in SOLR_URL').not.toBe('')
  const proxy = await slowCountsProxy(new URL(first))
  try {
    await withOwnSite(port(), { SEARCH_ENGINE: 'solr', SOLR_URL: proxy.url }, async (site) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      // The page's scripts arrive after the counts have streamed in: hydration meets counts the
      // server's first pass did not have (React error #418 before, and a rebuilt page).
      await page.route('**/assets/**', async (route) => {
        await new Promise((wait) => setTimeout(wait, COUNTS_DELAY_MS + 1000))
        await route.continue()
      })
      const response = await page.goto(`${site.base}/en/search?q=zeitung`)
      expect(response?.status()).toBe(200)
      const html = (await response?.text()) ?? ''
      // The results were sent without waiting for the counts, and the counts followed in the same answer.
      expect(html.includes('Counting the filters…'), 'the page was sent before its counts').toBe(true)
      expect(html.includes('class="facet__option'), 'the counts streamed into the same page').toBe(true)
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

      const filters = page.getByRole('complementary', { name: 'Refine' })
      await expect(filters).toHaveAttribute('aria-busy', 'false')
      await expect(filters.getByRole('link', { name: /^Newspaper/ })).toBeVisible()
      const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' })
      await next.focus()
      // Long enough for any late render to have replaced the page under the focus.
      await page.waitForTimeout(500)
      await expect(next).toBeFocused()
      expect(errors).toEqual([])
      await expectNoAxeViolations(page)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/en\/search\?q=zeitung&page=2$/)
      // A later search by keyboard keeps the previous counts on screen until its own arrive.
      await filters.getByRole('link', { name: /^Newspaper/ }).press('Enter')
      await expect(page).toHaveURL(/\/en\/search\?q=zeitung&type=newspaper$/)
      await expect(filters).toHaveAttribute('aria-busy', 'true')
      await expect(filters.getByRole('link', { name: /^Newspaper/ })).toBeVisible()
      await expect(filters).toHaveAttribute('aria-busy', 'false')
      await expect(filters.getByRole('link', { name: /^Newspaper.*\(selected\)/ })).toBeVisible()
      expect(errors).toEqual([])
    }, { page })
  } finally {
    await proxy.close()
  }
})
