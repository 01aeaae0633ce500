import { spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { expect, test } from './fixtures'
import { importPaths } from '#src/ingest/loader.ts'
import { writeAltoIssue } from '../fixtures/alto-pages'
import { expectNoAxeViolations } from './axe'
import { withOwnSite } from './own-site'

/**
 * What our review of the production build found (issue 14), each replayed against a server of its
 * own (its own port, store and settings), so limits and broken stores here never touch the suite's
 * shared server.
 */
const ROOT = resolve(import.meta.dirname, '..', '..')

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')
test.describe.configure({ mode: 'serial' })

/** A port of its own for each test and parallel worker (3251… is outside the suite's 3210 and operations' 3231…). */
function port(offset: number): number {
  return 3251 + test.info().parallelIndex * 8 + offset
}

/** A raw HTTP/1.1 request, headers as given (fetch would not let us set Host or send a lying Content-Length). */
function raw(base: string, path: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(base)
  return new Promise((done, fail) => {
    const call = httpRequest({ host: url.hostname, port: url.port, path, method, headers, agent: false }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    call.on('error', fail)
    call.end()
  })
}

/** POSTs `count` chunks of `chunk` without a Content-Length (chunked); the status, or 0 when the server cut the upload off. */
function postChunks(base: string, path: string, headers: Record<string, string>, count: number, chunk: string): Promise<number> {
  const url = new URL(base)
  return new Promise((done) => {
    const call = httpRequest({ host: url.hostname, port: url.port, path, method: 'POST', headers, agent: false }, (response) => {
      response.resume()
      done(response.statusCode ?? 0)
    })
    call.on('error', () => done(0))
    for (let index = 0; index < count; index++) call.write(chunk)
    call.end()
  })
}

test('a bad setting stops the server at start with the variable, the value and what it should be', async () => {
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'server', 'main.js')], {
    env: { ...process.env, PORT: String(port(0)), PAGE_CACHE_TTL_MS: 'abc', LIBRARY_DB: process.env.LIBRARY_DB ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const code = await new Promise((done) => child.once('exit', done))
  expect(code).toBe(1)
  expect(stderr).toContain('PAGE_CACHE_TTL_MS="abc": expected milliseconds')
  // Reachable from other machines, the server must be told its public origin.
  const open = spawn(process.execPath, [join(ROOT, 'dist', 'server', 'main.js')], { env: { ...process.env, HOST: '0.0.0.0', PORT: String(port(0)) }, stdio: ['ignore', 'pipe', 'pipe'] })
  let openErr = ''
  open.stderr.on('data', (chunk: Buffer) => (openErr += chunk.toString()))
  expect(await new Promise((done) => open.once('exit', done))).toBe(1)
  expect(openErr).toContain('PUBLIC_ORIGIN is not set')
})

test('links name the configured origin whatever the request says, and the page cache never passes a forged one on', async () => {
  await withOwnSite(port(1), { PUBLIC_ORIGIN: 'https://collections.example.org', ALLOWED_HOSTS: `127.0.0.1:${port(1)}`, IMAGE_SITE_URL: 'https://images.example.org/' }, async (server) => {
    const forged = await raw(server.base, '/en/periodicals', {
      host: `127.0.0.1:${port(1)}`,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-for': '6.6.6.6',
    })
    expect(forged.status).toBe(200)
    expect(forged.body).toMatch(/<link rel="canonical" href="https:\/\/collections\.example\.org\/en\/periodicals"/)
    expect(forged.body).not.toContain('evil.example')
    // A Host we do not serve is refused, and nothing is rendered or cached for it.
    const otherHost = await raw(server.base, '/en/periodicals', { host: 'evil.example' })
    expect(otherHost.status).toBe(400)
    const page = await fetch(`${server.base}/en/periodicals`)
    expect(page.headers.get('x-page-cache')).toBe('hit')
    const html = await page.text()
    expect(html).not.toContain('evil.example')
    expect(html).toContain('property="og:url" content="https://collections.example.org/en/periodicals"')
    for (const path of ['/robots.txt', '/sitemap.xml', '/opensearch.xml']) {
      const text = await (await raw(server.base, path, { host: `127.0.0.1:${port(1)}`, 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' })).body
      expect(text, path).toContain('https://collections.example.org')
      expect(text, path).not.toContain('evil.example')
    }
    const csv = await (await fetch(`${server.base}/api/export?q=zeitung`, { headers: { 'x-forwarded-host': 'evil.example' } })).text()
    expect(csv).toContain('https://collections.example.org/')
    expect(csv).not.toContain('evil.example')
    // A configured image site (issue 19) is linked from the home page and is where /images leads.
    const images = await fetch(`${server.base}/de/images`, { redirect: 'manual' })
    expect(images.status).toBeGreaterThanOrEqual(301)
    expect(images.status).toBeLessThanOrEqual(308)
    expect(images.headers.get('location')).toBe('https://images.example.org')
    expect(await (await fetch(`${server.base}/en`)).text()).toContain('href="https://images.example.org"')
  })
})

test('the export limit counts the route, not its spelling, and the client the socket or a trusted proxy names', async () => {
  await withOwnSite(port(2), {}, async (direct) => {
    for (let index = 0; index < 10; index++) {
      const response = await fetch(`${direct.base}/api/export?q=zeitung&n=${index}`, { headers: { 'x-forwarded-for': `10.0.0.${index}` } })
      expect(response.status).toBe(200)
      await response.arrayBuffer()
    }
    // Other spellings of the same route, and a forged client address, draw on the same allowance.
    for (const path of ['/api/export?q=zeitung', '/api/export/?q=zeitung', '/API/export?q=zeitung', '/api/exp%6Frt?q=zeitung', '/api//export?q=zeitung']) {
      const response = await fetch(`${direct.base}${path}`, { headers: { 'x-forwarded-for': '203.0.113.77' }, redirect: 'manual' })
      await response.arrayBuffer()
      // A spelling the router serves is the export, or a redirect on the site to it.
      if (response.status === 307 || response.status === 308) {
        const location = response.headers.get('location') ?? ''
        expect(location, path).toMatch(/^\/api\/export\?/)
        expect((await fetch(`${direct.base}${location}`)).status, location).toBe(429)
      } else {
        expect([429, 404], path).toContain(response.status)
      }
    }
  })
  // Behind a configured proxy, each visitor it names has an allowance of their own.
  await withOwnSite(port(3), { TRUSTED_PROXIES: '127.0.0.1' }, async (proxied) => {
    for (let index = 0; index < 10; index++) await (await fetch(`${proxied.base}/api/export?q=zeitung`, { headers: { 'x-forwarded-for': '203.0.113.1' } })).arrayBuffer()
    expect((await fetch(`${proxied.base}/api/export?q=zeitung`, { headers: { 'x-forwarded-for': '203.0.113.1' } })).status).toBe(429)
    const other = await fetch(`${proxied.base}/api/export?q=zeitung`, { headers: { 'x-forwarded-for': '203.0.113.2' } })
    expect(other.status).toBe(200)
    await other.arrayBuffer()
  })
})

test('request bodies are refused before they are read, slow clients are cut off, and analytics is real or absent', async () => {
  const analytics = join(mkdtempSync(join(tmpdir(), 'library-analytics-')), 'analytics.db')
  await withOwnSite(port(4), { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000', ANALYTICS_DB: analytics }, async (server) => {
    const consent = 'library_consent=1.o1a1'
    // 400 MB announced: answered at once, without reading it (it was read whole into memory).
    const huge = await raw(server.base, '/api/analytics', { 'content-type': 'application/json', 'content-length': String(400 * 1024 * 1024), cookie: consent }, 'POST')
    expect(huge.status).toBe(413)
    // Streamed without a length: cut off past the limit.
    const chunked = await postChunks(server.base, '/api/analytics', { 'content-type': 'application/json', cookie: consent }, 64, `{"path":"/${'x'.repeat(32 * 1024)}`)
    expect(chunked).toBe(413)
    // Without the visitor's consent nothing is counted; with it, a valid beacon is.
    expect((await fetch(`${server.base}/api/analytics`, { method: 'POST', body: '{"path":"/en"}' })).status).toBe(403)
    expect((await fetch(`${server.base}/api/analytics`, { method: 'POST', body: '{"path":"/en"}', headers: { cookie: consent } })).status).toBe(204)
    expect((await fetch(`${server.base}/api/analytics`, { method: 'POST', body: '{"path":"https://evil.example"}', headers: { cookie: consent } })).status).toBe(400)
    // No token configured: the counts cannot be read at all (they were public).
    expect((await fetch(`${server.base}/api/analytics`)).status).toBe(404)

    // A client that sends its headers and then a body slowly is cut off (it was held for 300 s).
    const closed = await new Promise<string>((done) => {
      const socket = connect(port(4), '127.0.0.1', () => {
        socket.write(`POST /api/analytics HTTP/1.1\r\nHost: 127.0.0.1:${port(4)}\r\nContent-Length: 100\r\n\r\n{`)
        const drip = setInterval(() => socket.write(' '), 500)
        socket.on('close', () => {
          clearInterval(drip)
          done('closed')
        })
      })
      socket.on('error', () => {})
      socket.setTimeout(20_000, () => done('still open after 20 s'))
    })
    expect(closed).toBe('closed')
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200)
  })
  rmSync(dirname(analytics), { recursive: true, force: true })
})

test('a store that breaks under the server gives our error screen with a 500, and the server goes on', async () => {
  await withOwnSite(port(5), { PAGE_CACHE_TTL_MS: '0' }, async (server, store) => {
    expect((await fetch(`${server.base}/en/periodicals/morgenblatt`)).status).toBe(200)
    // The middle of the file overwritten, as a failing disk or a botched copy leaves it: the store
    // still opens (its header and schema are intact), and then its reads fail.
    const size = statSync(store).size
    const handle = openSync(store, 'r+')
    const garbage = Buffer.alloc(Math.floor(size / 2), 0xa5)
    writeSync(handle, garbage, 0, garbage.length, Math.floor(size / 4))
    closeSync(handle)
    utimesSync(store, new Date(), new Date(Date.now() + 5000))
    await new Promise((done) => setTimeout(done, 300))
    const broken = await fetch(`${server.base}/en/search?q=zeitung`)
    expect(broken.status).toBeGreaterThanOrEqual(500)
    const html = await broken.text()
    expect(html).toContain('An error occured')
    expect(html).not.toContain('Something went wrong')
    expect(html).not.toMatch(/\n\s+at [\w.<>]+ \(|node:internal/)
    expect((await fetch(`${server.base}/en/support/about`)).status).toBe(200)
    expect([200, 503]).toContain((await fetch(`${server.base}/api/health`)).status)
  })
})

test('pages answer GET and HEAD only, with a 405 that says which; framework addresses it cannot route are 404s (issue 33)', async () => {
  await withOwnSite(port(6), {}, async (server) => {
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS']) {
      const page = await raw(server.base, '/en/search?q=gare', { host: new URL(server.base).host }, method)
      expect(page.status, method).toBe(405)
      expect(page.headers.allow).toBe('GET, HEAD')
      // Refused before rendering: a short sentence in three languages, not the page.
      expect(page.body).toContain('This address cannot be asked for with that method.')
      expect(page.body.length).toBeLessThan(400)
    }
    expect((await raw(server.base, '/iiif/collection', { host: new URL(server.base).host }, 'POST')).headers.allow).toBe('GET, HEAD, OPTIONS')
    expect((await raw(server.base, '/cite/items/book-flore.bib', { host: new URL(server.base).host }, 'DELETE')).status).toBe(405)
    // What each answers stays: the IIIF preflight, the analytics beacon, HEAD of a page.
    expect((await raw(server.base, '/iiif/collection', { host: new URL(server.base).host }, 'OPTIONS')).status).toBe(204)
    expect((await fetch(`${server.base}/api/analytics`, { method: 'POST', body: '{"path":"/en"}' })).status).toBe(403)
    expect((await fetch(`${server.base}/en/search?q=gare`, { method: 'HEAD' })).status).toBe(200)
    // A server function's address is /_serverFn/ and its id, nothing else (they were 500s, or ran the function).
    for (const path of ['/_serverFn', '/_serverFn/', '/_serverFn/%20', '/_serverFn/nope', `/_serverFn/${'a'.repeat(64)}/extra`, `/_serverFn/${'0'.repeat(63)}`]) {
      expect((await fetch(`${server.base}${path}`)).status, path).toBe(404)
    }
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200)
  })
})

test('a client that goes away mid-answer is one log line naming the request, not a stack (issue 33)', async () => {
  const log = join(mkdtempSync(join(tmpdir(), 'library-log-')), 'server.log')
  await withOwnSite(
    port(7),
    {},
    async (server) => {
      const aborted = (path: string, method: string, body: string, headers: Record<string, string>) =>
        new Promise<void>((done) => {
          const socket = connect(Number(new URL(server.base).port), '127.0.0.1', () => {
            const head = Object.entries({ host: new URL(server.base).host, ...headers })
              .map(([name, value]) => `${name}: ${value}\r\n`)
              .join('')
            socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n${body}`)
            // The answer is not awaited: the client goes away while its request is being read or answered.
            setTimeout(() => {
              socket.destroy()
              done()
            }, 100)
          })
          socket.on('error', () => done())
        })
      for (let index = 0; index < 4; index += 1) {
        await aborted('/api/analytics', 'POST', '{"pa', { cookie: 'library_consent=1.o1a1', 'content-type': 'application/json', 'content-length': '1000' })
      }
      await new Promise((done) => setTimeout(done, 500))
      expect((await fetch(`${server.base}/api/health`)).status).toBe(200)
    },
    { stderr: log },
  )
  const lines = readFileSync(log, 'utf8').split('\n')
  expect(lines.filter((line) => line === 'client went away: POST /api/analytics')).toHaveLength(4)
  expect(lines.some((line) => /Error: aborted|^\s+at /.test(line))).toBe(false)
  rmSync(dirname(log), { recursive: true, force: true })
})

test('a document too long to show at once is read a few pages at a time, by keyboard, and a link to an article on later pages opens them (issue 33)', async ({ page }) => {
  // Its own site and store of 1.3 million characters, imported here, then read a window at a time.
  test.setTimeout(90_000)
  await withOwnSite(port(8), {}, async (server, store) => {
    // Three pages of about 440,000 characters: more than the reader sends at once (1,000,000).
    const vocabulary = ['Gemeinde', 'Bürger', 'Rathaus', 'Markt', 'Getreide', 'Preise', 'Kammer', 'Sitzung', 'Bericht', 'Wetter']
    const folder = join(mkdtempSync(join(tmpdir(), 'library-long-')), 'long')
    writeAltoIssue(
      folder,
      ['Anfang', 'Mitte', 'Ende'].map((marker) => Array.from({ length: 55_000 }, (_, index) => (index === 7 ? marker : (vocabulary[(index * 7) % 10] ?? 'Wort')))),
    )
    importPaths(store, [folder], { metadata: { title: 'Lange Zeitung', date: '1899-05-06', lang: 'de', periodical: 'lange-zeitung' } })
    rmSync(dirname(folder), { recursive: true, force: true })
    const reader = `${server.base}/en/periodicals/lange-zeitung/1899-05-06`
    const response = await page.goto(`${reader}?q=Ende`)
    expect(response?.status()).toBe(200)
    // A few megabytes at most, whatever the document holds.
    expect((await response?.body())?.length ?? 0).toBeLessThan(4_000_000)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    const shown = page.getByRole('navigation', { name: /Pages 1–2 of 3 are shown here/ }).first()
    await expect(shown).toBeVisible()
    await expectNoAxeViolations(page)
    const later = shown.getByRole('link', { name: 'Later pages' })
    await later.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${reader}?q=Ende&start=3`)
    await expect(page.getByRole('navigation', { name: /Pages 3–3 of 3 are shown here/ }).first()).toBeVisible()
    await expect(page.locator('mark').filter({ hasText: 'Ende' }).first()).toBeVisible()
    // The contents name every article; one on pages not shown opens them, the words kept.
    await page.getByRole('region', { name: 'Contents' }).getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`${reader.replace(/[.?]/g, '\\$&')}\\?q=Ende#unit-\\d+$`))
    await expect(page.getByRole('navigation', { name: /Pages 1–2 of 3 are shown here/ }).first()).toBeVisible()
    // The page leaves before its site stops: the page view's layouts, still loading, would fail (CI).
  }, { page })
})
