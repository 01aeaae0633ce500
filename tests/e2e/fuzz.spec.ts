import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { type APIRequestContext, type APIResponse } from '@playwright/test'
import { SEARCH_DEFAULTS } from '#src/domain/search-state.ts'
import { expect, test } from './fixtures'

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

/**
 * Hostile traffic against the production server: every route pattern the app has, with segments
 * of 1 to 8,000 characters, and every search parameter with hostile values, checking after each
 * request that the server still answers its health check. Generated values are never cut to a
 * limit the app is known to have: the lengths go well past every one of them.
 */

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

/** Pieces of hostile segments, as they appear in a URL (already percent-encoded where they must be). */
const PIECES: [string, ...string[]] = [
  'a',
  'Z9',
  '-',
  '_',
  '.',
  '~',
  '..',
  '%2e%2e%2f',
  '%2F',
  '%00',
  '%ff',
  '%C3%A9',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '%',
  '%zz',
  '%20',
  encodeURIComponent(MARKER),
  encodeURIComponent('"\'\\'),
  '1900-01-01',
  '-e2',
  'morgenblatt',
  'NEAR(a%20b)',
  '*',
  '@',
  '!$&()+,;=',
]

/** Segment lengths, in URL characters: around every bound the app has and far past them. */
const LENGTHS = [1, 2, 10, 19, 20, 21, 119, 120, 121, 200, 500, 1000, 2000, 4000, 4100, 6000, 8000]

/** A path segment of exactly `length` URL characters, made of hostile pieces. */
function segment(next: () => number, length: number): string {
  let out = ''
  while (out.length < length) {
    const piece = PIECES[Math.floor(next() * PIECES.length)] ?? 'a'
    out += out.length + piece.length <= length ? piece : 'b'.repeat(length - out.length)
  }
  return out
}

/** Every route pattern of the app, read from the route tree the router is built from (so a new route is fuzzed too). */
function routePatterns(): string[] {
  const tree = readFileSync(resolve(import.meta.dirname, '..', '..', 'app', 'routeTree.gen.ts'), 'utf8')
  const block = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(tree)?.[1] ?? ''
  const patterns = [...block.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '')
  if (patterns.length < 20) throw new Error(`only ${patterns.length} route patterns found in app/routeTree.gen.ts`)
  return patterns
}

/** The concrete path of a pattern: its locale (none, en, de) and each $param replaced. */
function pathOf(pattern: string, locale: string, fill: (name: string) => string): string {
  const path = pattern
    .replace('/{-$locale}', locale)
    .replace(/\$(\w+)/g, (_, name: string) => fill(name))
    .replace(/(.)\/$/, '$1')
  return path === '' ? '/' : path
}

async function expectSafe(response: APIResponse, what: string): Promise<void> {
  const short = what.length > 160 ? `${what.slice(0, 160)}… (${what.length} characters)` : what
  expect(response.status(), short).toBeLessThan(500)
  const body = await response.text()
  // A CSV download a browser never renders (an attachment, not sniffed) names a researcher's own
  // query as written: the marker there runs nowhere. Anything a browser shows must not reflect it.
  const headers = response.headers()
  const download = headers['content-type']?.startsWith('text/csv') && headers['content-disposition']?.startsWith('attachment') && headers['x-content-type-options'] === 'nosniff'
  if (!download) expect(body.includes(MARKER), `${short} reflects the marker unescaped`).toBe(false)
  expect(STACK.test(body), `${short} shows a stack trace`).toBe(false)
  expect(body.includes('Something went wrong'), `${short} shows the framework's error box, not ours`).toBe(false)
}

async function expectAlive(request: APIRequestContext, after: string): Promise<void> {
  const health = await request.get('/api/health')
  expect(health.status(), `health after ${after.slice(0, 160)}`).toBe(200)
}

/** Real values for the parameters that are not the hostile one in a request. */
const KNOWN: Record<string, string> = { paperid: 'morgenblatt', issue: '1853-05-30' }

test('every route pattern with segments of 1 to 8,000 characters: never a 5xx, and the server answers after each', async ({ request }, testInfo) => {
  // Joined as text: a path starting with // must reach the server as a path, not a host.
  const origin = testInfo.project.use.baseURL ?? ''
  test.setTimeout(600_000)
  const next = random(14)
  let requests = 0
  for (const pattern of routePatterns()) {
    // The optional locale is fuzzed through the prefixes; the other $params through hostile values.
    const params = [...pattern.replace('{-$locale}', '').matchAll(/\$(\w+)/g)].map((match) => match[1] ?? '')
    for (const locale of pattern.includes('{-$locale}') ? ['', '/de'] : ['']) {
      for (const length of LENGTHS) {
        const hostile = segment(next, length)
        const real = (name: string) => KNOWN[name] ?? 'x'
        // Each parameter hostile in turn (the others real), and, for every pattern, one segment more.
        const cases = [
          ...params.map((param) => ({ path: pathOf(pattern, locale, (name) => (name === param ? hostile : real(name))), inParam: true })),
          { path: `${pathOf(pattern, locale, real)}/${hostile}`, inParam: false },
        ]
        for (const { path, inParam } of cases) {
          const response = await request.get(`${origin}${path}`, { maxRedirects: 0 })
          await expectSafe(response, path)
          // An id or slug longer than any the store or the content holds names nothing: 404 (414 past the
          // URL limit, 400 when its percent-encoding is broken).
          if (inParam && length > 120) expect([400, 404, 414], `${pattern} (${length}): ${path.slice(0, 160)}`).toContain(response.status())
          await expectAlive(request, path)
          requests += 1
        }
      }
    }
  }
  expect(requests).toBeGreaterThan(500)
})

test('ids and slugs longer than any page’s are 404 pages with the error screen, never a 500 (GET /periodicals/<121> ended the process)', async ({ request }) => {
  for (const base of ['/periodicals/', '/en/periodicals/morgenblatt/', '/staff-picks/', '/support/', '/', '/en/books/', '/de/posters/', '/collections/', '/manuscripts/']) {
    for (const length of [121, 300, 4000]) {
      const path = `${base}${'a'.repeat(length)}`
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path.slice(0, 60)).toBe(404)
      const html = await response.text()
      expect(html, path.slice(0, 60)).toContain('Page Not Found')
      expect(html).not.toContain('Something went wrong')
      await expectAlive(request, path)
    }
  }
  // The same periodical route with a valid id and a year still has its calendar.
  expect((await request.get('/periodicals/morgenblatt?year=1900')).status()).toBeLessThan(500)
})

/** Hostile values for search parameters, built for each length; also numbers, arrays and markup. */
function hostileValues(next: () => number): string[] {
  return [
    ...LENGTHS.map((length) => segment(next, length)),
    '1e309',
    '-1',
    '0',
    '10001',
    '99999999999999999999',
    'NaN',
    '1.5',
    ' 20',
    '0x14',
    '9999-99-99',
    '1940-02-30',
    encodeURIComponent(MARKER),
    '%',
    '%E0%A4%A',
  ]
}

/** Every parameter of the search state, facets of the table included (src/domain/search-state.ts). */
const SEARCH_KEYS = Object.keys(SEARCH_DEFAULTS)

test('every search parameter with hostile values, on every page that reads one: never a 5xx, and the server answers after each', async ({ request }) => {
  test.setTimeout(600_000)
  const next = random(1940)
  const values = hostileValues(next)
  const pages: Record<string, string[]> = {
    '/search?q=luxemburg&': SEARCH_KEYS,
    '/en/search?': SEARCH_KEYS,
    '/periodicals/morgenblatt?': ['year', 'month'],
    '/de/periodicals/morgenblatt/1853-05-30?': ['q'],
    '/books?': ['letter', 'sort', 'q'],
    '/en/books/x?': ['q'],
    '/sitemap.xml?': ['part'],
    '/opensearch.xml?': ['lang'],
    // Issue 18: the comparison, the feed and the timeline's CSV read a search's parameters too.
    '/en/compare?q=die&': SEARCH_KEYS,
    '/feed.atom?': [...SEARCH_KEYS, 'locale'],
    '/api/timeline?q=zeitung&': ['q', 'from', 'to', 'asof', 'since', 'freq'],
    '/api/health?': ['x'],
    // Issue 37: OAI-PMH (its errors are OAI errors in a 200, never a 5xx), Change Discovery, a periodical's feed.
    '/oai?': ['verb', 'identifier', 'resumptionToken'],
    '/oai?verb=ListRecords&': ['metadataPrefix', 'from', 'until', 'set', 'resumptionToken'],
    '/oai?verb=GetRecord&metadataPrefix=oai_dc&': ['identifier', 'metadataPrefix'],
    '/iiif/activity/all-changes?': ['page'],
    '/feeds/periodicals/morgenblatt.atom?': ['locale'],
  }
  for (const [page, keys] of Object.entries(pages)) {
    for (const key of keys) {
      for (const value of values) {
        const path = `${page}${key}=${value}`
        await expectSafe(await request.get(path, { maxRedirects: 0 }), path)
        await expectAlive(request, path)
      }
      // A key repeated 300 times (with the shorter values, so the address is sometimes under the URL limit).
      const short = values.filter((value) => value.length <= 21)
      const repeated = `${page}${Array.from({ length: 300 }, () => `${key}=${short[Math.floor(next() * short.length)] ?? 'x'}`).join('&')}`
      await expectSafe(await request.get(repeated, { maxRedirects: 0 }), repeated)
      await expectAlive(request, repeated)
    }
  }
})

test('load more is bounded: a million rows asked for gives at most 1,000 (the page was 14 to 71 MB)', async ({ request }) => {
  const deep = await request.get('/en/search?q=der&paging=more&page=10000&size=100', { maxRedirects: 0 })
  expect([307, 308]).toContain(deep.status())
  expect(deep.headers().location).toMatch(/page=10(&|$)/)
  const capped = await request.get('/en/search?q=der&paging=more&page=10&size=100')
  expect(capped.status()).toBe(200)
  const html = await capped.text()
  expect(html.length).toBeLessThan(3_000_000)
  const rows = html.match(/<li class="record hit/g)?.length ?? 0
  expect(rows).toBeGreaterThan(100)
  expect(rows).toBeLessThanOrEqual(1000)
})

test('server functions answer hostile payloads with 400 and a fixed message, invalid input included', async ({ page, request }) => {
  // Learn a real server function address the way the browser calls it.
  const calls: string[] = []
  page.on('request', (call) => {
    if (call.url().includes('/_serverFn/')) calls.push(call.url())
  })
  await page.goto('/en')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Periodicals' }).click()
  await page.getByRole('link', { name: /Luxemburger Morgenblatt/ }).first().click()
  await expect.poll(() => calls.some((call) => call.includes('payload='))).toBe(true)
  const call = calls.find((url) => url.includes('payload=')) ?? ''
  const base = call.split('?')[0] ?? ''
  const payload = decodeURIComponent(call.split('payload=')[1] ?? '')
  // The same call with an id longer than any periodical's: a validation failure (it was a 200 carrying the error).
  const tooLong = await request.get(`${base}?payload=${encodeURIComponent(payload.replace(/"s":"morgenblatt"/, `"s":"${'x'.repeat(500)}"`))}`)
  expect(tooLong.status()).toBe(400)
  expect(await tooLong.json()).toEqual({ error: 'bad-request', message: 'The request could not be understood.' })
  for (const hostile of ['garbage', MARKER, '{"data":{"id":1}}', '{"t":10}', JSON.stringify({ data: { id: MARKER.repeat(50) } }), '%', '[]', 'null']) {
    const response = await request.get(`${base}?payload=${encodeURIComponent(hostile)}`)
    expect(response.status(), hostile).toBe(400)
    await expectSafe(response, hostile)
  }
  const posted = await request.post(base, { data: MARKER, headers: { 'content-type': 'application/json' } })
  await expectSafe(posted, 'POST')
  // An address that names no function is no address at all (issue 33: it was a 400, and `/_serverFn/` a 500).
  const unknown = await request.get('/_serverFn/nope')
  expect(unknown.status()).toBe(404)
  await expectSafe(unknown, '/_serverFn/nope')
  await expectAlive(request, 'server functions')
})

test('random paths and traversal tricks are 404 pages (or redirects on the site), never a 5xx', async ({ request }, testInfo) => {
  const origin = testInfo.project.use.baseURL ?? ''
  for (const path of ['//evil.example/x', '/\\evil.example', '/%2F%2Fevil.example', '/en/..%2f..%2fetc/passwd', '/assets/../../package.json', '/assets/%2e%2e/%2e%2e/package.json']) {
    // Joined as text: a path starting with // must reach the server as a path, not a host.
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0 })
    await expectSafe(response, path)
    expect(await response.text()).not.toContain('"devDependencies"')
    // Nothing sends the visitor off the site.
    expect(response.headers().location ?? '', path).not.toMatch(/^(https?:)?\/\/(?!127\.0\.0\.1)/)
    await expectAlive(request, path)
  }
})
