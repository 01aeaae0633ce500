import { expect, test } from '@playwright/test'

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

/** A hostile marker: if it ever comes back unescaped, a page could run it. */
const MARKER = '<svg/onload=alert(7)>'
const STACK = /\n\s+at [\w.<>]+ \(|node:internal|\.tsx?:\d+:\d+/

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const PIECES: [string, ...string[]] = [
  MARKER,
  '"',
  "'",
  '\\',
  '%00',
  '%ff',
  '%',
  '..',
  '../..',
  '%2e%2e%2f',
  '*',
  'NEAR(a b)',
  '-',
  '"unbalanced',
  'théâtre',
  'Großherzog',
  '😀',
  '１２３',
  '1e309',
  '-1',
  '0',
  '999999999999',
  'null',
  '[]',
  '{}',
  'javascript:alert(1)',
  '//evil.example',
  'a'.repeat(600),
]
const KEYS: [string, ...string[]] = ['q', 'type', 'from', 'to', 'lang', 'content', 'title', 'sort', 'size', 'view', 'page', 'paging', 'year', 'month', 'letter', 'part', 'lang[]', 'constructor', '__proto__']

async function expectSafe(response: { status: () => number; text: () => Promise<string> }, what: string) {
  expect(response.status(), what).toBeLessThan(500)
  const body = await response.text()
  expect(body.includes(MARKER), `${what} reflects the marker unescaped`).toBe(false)
  expect(STACK.test(body), `${what} shows a stack trace`).toBe(false)
}

test('random and hostile query strings never give a 5xx, a stack trace or reflected markup', async ({ request }) => {
  const next = random(1858)
  const pick = <T,>(values: readonly [T, ...T[]]): T => values[Math.floor(next() * values.length)] ?? values[0]
  const pages: [string, ...string[]] = ['/search', '/en/search', '/de/periodicals', '/periodicals/luxwort', '/en/books', '/sitemap.xml', '/opensearch.xml', '/en/news']
  for (let round = 0; round < 120; round += 1) {
    const params = Array.from({ length: 1 + Math.floor(next() * 6) }, () => `${encodeURIComponent(pick(KEYS))}=${encodeURIComponent(pick(PIECES))}`)
    // Sometimes raw, unencoded garbage too.
    if (next() < 0.2) params.push(pick<string>(['%', '%%', '&&', '=', 'q=%E0%A4%A', `q=${MARKER}`]))
    const path = `${pick(pages)}?${params.join('&')}`
    await expectSafe(await request.get(path, { maxRedirects: 0 }), path)
  }
  // Over-long addresses are refused plainly.
  const long = await request.get(`/search?q=${'x'.repeat(5000)}`)
  expect(long.status()).toBe(414)
})

test('random and hostile paths are 404 pages (or redirects), never a 5xx', async ({ request }, testInfo) => {
  const origin = testInfo.project.use.baseURL ?? ''
  const next = random(1944)
  const pick = <T,>(values: readonly [T, ...T[]]): T => values[Math.floor(next() * values.length)] ?? values[0]
  const starts: [string, ...string[]] = ['', '/en', '/de', '/fr', '/periodicals', '/en/periodicals/luxwort', '/support', '/books', '/staff-picks', '/api', '/assets']
  for (let round = 0; round < 100; round += 1) {
    const segments = Array.from({ length: 1 + Math.floor(next() * 3) }, () => encodeURIComponent(pick(PIECES)).slice(0, 120))
    const path = `${pick(starts)}/${segments.join('/')}`
    await expectSafe(await request.get(path, { maxRedirects: 0 }), path)
  }
  for (const path of ['//evil.example/x', '/\\evil.example', '/%2F%2Fevil.example', '/en/..%2f..%2fetc/passwd', '/assets/../../package.json']) {
    // Joined as text: a path starting with // must reach the server as a path, not a host.
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0 })
    await expectSafe(response, path)
    // Nothing sends the visitor off the site.
    expect(response.headers().location ?? '', path).not.toMatch(/^(https?:)?\/\/(?!127\.0\.0\.1)/)
  }
})

test('server functions answer hostile payloads with 400 and a fixed message', async ({ page, request }) => {
  // Learn a real server function address the way the browser calls it.
  const calls: string[] = []
  page.on('request', (call) => {
    if (call.url().includes('/_serverFn/')) calls.push(call.url())
  })
  await page.goto('/en')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Periodicals' }).click()
  await expect.poll(() => calls.length).toBeGreaterThan(0)
  const base = (calls[0] ?? '').split('?')[0] ?? ''
  const payloads = ['garbage', MARKER, '{"data":{"id":1}}', '{"t":10}', JSON.stringify({ data: { id: MARKER.repeat(50) } }), '%', '[]', 'null']
  for (const payload of payloads) {
    const response = await request.get(`${base}?payload=${encodeURIComponent(payload)}`)
    await expectSafe(response, payload)
  }
  const posted = await request.post(base, { data: MARKER, headers: { 'content-type': 'application/json' } })
  await expectSafe(posted, 'POST')
  const unknown = await request.get('/_serverFn/nope')
  expect(unknown.status()).toBe(400)
  expect(await unknown.json()).toEqual({ error: 'bad-request', message: 'The request could not be understood.' })
})
