import { expect, test } from './fixtures'
import { PREFIXES, STATIC_ROUTES } from './routes'

const REQUIRED = {
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'x-frame-options': /^DENY$/,
  'permissions-policy': /camera=\(\)/,
  'content-security-policy': /frame-ancestors 'none'/,
}

test('every route, file and API answer carries the security headers, and no script may be inline without the nonce', async ({ request }) => {
  const paths = [
    ...PREFIXES.flatMap((prefix) => STATIC_ROUTES.map((route) => `${prefix}${route === '/' ? '' : route}` || '/')),
    '/sitemap.xml',
    '/robots.txt',
    '/opensearch.xml',
    '/favicon.svg',
    '/api/health',
    '/api/export?q=die',
    '/en/no-such-page',
  ]
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 })
    const headers = response.headers()
    for (const [name, pattern] of Object.entries(REQUIRED)) expect(headers[name], `${name} on ${path}`).toMatch(pattern)
    const csp = headers['content-security-policy'] ?? ''
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    if (headers['content-type']?.startsWith('text/html')) {
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
      expect(nonce, path).toBeTruthy()
      const html = await response.text()
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`)
    }
  }
})

test('pages run under the policy: no violation, no script error, interactive widgets work', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  for (const path of ['/en', '/de/search?q=die', '/periodicals/morgenblatt', '/en/books', '/en/support/about', '/en/no-such-page']) {
    await page.goto(path)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  }
  // A popover (Radix positions it with inline styles) and a client-side navigation.
  await page.goto('/en/search?q=die')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.getByRole('complementary', { name: 'Refine' }).getByRole('button', { name: /^All \d+ values$/ }).last().click()
  await expect(page.getByRole('dialog', { name: 'Periodical: all values' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2$/)
  expect(problems).toEqual([])
})

test('responses are compressed (brotli, else gzip) when the client accepts it, and built assets are cached for good', async ({ request }) => {
  const page = await request.get('/en/search?q=die', { headers: { 'accept-encoding': 'gzip' } })
  expect(page.headers()['content-encoding']).toBe('gzip')
  expect(page.headers()['vary']).toMatch(/Accept-Encoding/i)
  const html = await page.text()
  expect(html).toContain('<html')
  // The shared first-load chunk (vite.config.ts); the entry script itself is too small to compress.
  const asset = /<link rel="modulepreload" href="(\/assets\/app-[^"]+\.js)"/.exec(html)?.[1] ?? ''
  expect(asset).not.toBe('')
  const script = await request.get(asset, { headers: { 'accept-encoding': 'gzip' } })
  expect(script.headers()['content-encoding']).toBe('gzip')
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

  // Brotli when offered: the streamed page and the precompressed asset decode to the same text.
  const brPage = await request.get('/en/search?q=die', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
  expect(brPage.headers()['content-encoding']).toBe('br')
  expect(await brPage.text()).toContain('</html>')
  const brScript = await request.get(asset, { headers: { 'accept-encoding': 'br' } })
  expect(brScript.headers()['content-encoding']).toBe('br')
  expect(await brScript.text()).toBe(await script.text())
  // A refused encoding (q=0) is not used.
  const noBr = await request.get(asset, { headers: { 'accept-encoding': 'br;q=0, gzip' } })
  expect(noBr.headers()['content-encoding']).toBe('gzip')

  // Revalidation by ETag answers 304 without a body. Each encoding has its own tag (one strong tag
  // for identity, gzip and brotli bodies let a cache hand one encoding's bytes to another's client),
  // and If-None-Match is read as the list it is.
  const etag = script.headers()['etag'] ?? ''
  expect(etag).not.toBe('')
  expect(brScript.headers()['etag']).not.toBe(etag)
  const again = await request.get(asset, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } })
  expect(again.status()).toBe(304)
  const listed = await request.get(asset, { headers: { 'accept-encoding': 'gzip', 'if-none-match': `"other", ${etag}` } })
  expect(listed.status()).toBe(304)
  const otherEncoding = await request.get(asset, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } })
  expect(otherEncoding.status()).toBe(200)

  const plain = await request.get('/robots.txt', { headers: { 'accept-encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
})
