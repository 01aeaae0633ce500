import { expect, test } from './fixtures'
import { spawn } from 'node:child_process'
import { get } from 'node:http'
import { join, resolve } from 'node:path'
import { withOwnSite } from './own-site'

/**
 * The server as operations see it: started on its own port and store, asked
 * to stop while busy, and given a new store by the importer while visitors
 * keep coming. Each test runs its own server process.
 */
const ROOT = resolve(import.meta.dirname, '..', '..')

/** A health check as a load balancer makes it: a new connection each time, never a reused idle one. */
function probe(url: string): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((done, fail) => {
    get(url, { agent: false }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => done({ status: response.statusCode ?? 0, body, connection: response.headers.connection }))
    }).on('error', fail)
  })
}

/** A port of its own for each test and parallel worker (3231… is outside the suite's 3210). */
function port(offset: number): number {
  return 3231 + test.info().parallelIndex * 4 + offset
}

/** Pages that must be rendered (distinct searches, so the page cache cannot answer them), and an export. */
function busyPaths(count: number): string[] {
  const words = ['die', 'der', 'le', 'la', 'und', 'zeitung', 'journal', 'stadt', 'ville', 'luxemburg', 'war', 'paix']
  return Array.from({ length: count }, (_, index) =>
    index % 5 === 4 ? `/api/export?q=${words[index % words.length]}` : `/en/search?q=${words[index % words.length]}&page=${1 + (index % 3)}&n=${index}`,
  )
}

test.describe.configure({ mode: 'serial' })

test('SIGTERM drains: every request in flight is answered, health says "draining", the process exits 0', async () => {
  await withOwnSite(port(0), { SHUTDOWN_DELAY_MS: '2000' }, async (server) => {
    const inFlight = busyPaths(15).map((path) =>
      fetch(`${server.base}${path}`).then(
        async (response) => `${response.status} ${(await response.arrayBuffer()).byteLength > 0 ? 'body' : 'empty'}`,
        (error: unknown) => `${path}: ${error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error)}`,
      ),
    )
    await new Promise((done) => setTimeout(done, 30))
    const exited = server.stop('SIGTERM')
    // During the grace period a load balancer sees the server leaving (once the busy server has read the signal).
    let health = await probe(`${server.base}/api/health`)
    for (let attempt = 0; health.status === 200 && attempt < 50; attempt++) {
      await new Promise((done) => setTimeout(done, 10))
      health = await probe(`${server.base}/api/health`)
    }
    expect(health).toEqual({ status: 503, body: JSON.stringify({ status: 'draining' }), connection: 'close' })
    const answers = await Promise.all(inFlight)
    expect(answers.filter((answer) => answer !== '200 body')).toEqual([])
    expect(await exited).toBe(0)
    // And then it is gone.
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow()
  })
})

test('the importer swaps in a new store under load: no request fails, and the new store is served', async () => {
  test.setTimeout(90_000)
  await withOwnSite(port(1), { SHUTDOWN_DELAY_MS: '2000' }, async (server, store) => {
    const before: unknown = await (await fetch(`${server.base}/api/health`)).json()
    let swapped = false
    const failures: string[] = []
    let answered = 0
    const visitor = async (offset: number) => {
      // Pages only: exports are rate-limited per client, and every visitor here is one client.
      const paths = ['/', '/en/periodicals', '/de/books', ...busyPaths(24).filter((path) => !path.startsWith('/api/'))]
      for (let index = offset; !swapped || index < offset + paths.length; index++) {
        const path = paths[index % paths.length] ?? '/'
        try {
          const response = await fetch(`${server.base}${path}`)
          await response.arrayBuffer()
          if (response.status !== 200) failures.push(`${response.status} ${path}`)
          answered++
        } catch (error) {
          failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
    }
    const visitors = Array.from({ length: 6 }, (_, index) => visitor(index * 4))
    // The real importer (through the demo generator) writes a new file beside the store and renames it over.
    const importer = spawn(process.execPath, [join(ROOT, 'src', 'demo', 'cli.ts'), '--docs', '1500', '--db', store], { stdio: 'ignore' })
    expect(await new Promise((done) => importer.once('exit', done))).toBe(0)
    swapped = true
    await Promise.all(visitors)
    expect(failures).toEqual([])
    expect(answered).toBeGreaterThan(50)
    const after: unknown = await (await fetch(`${server.base}/api/health`)).json()
    expect(after).toEqual({ status: 'ok', units: 1500 })
    expect(after).not.toEqual(before)
  })
})

test('identical requests arriving together are rendered once: the others wait and are answered from the page cache', async () => {
  await withOwnSite(port(2), {}, async (server) => {
    const path = '/de/search?q=zeitung&sort=date_desc&n=coalesce'
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const response = await fetch(`${server.base}${path}`)
        const html = await response.text()
        return { status: response.status, cache: response.headers.get('x-page-cache'), results: /class="results__count"/.test(html) }
      }),
    )
    expect(answers.every((answer) => answer.status === 200 && answer.results)).toBe(true)
    expect(answers.filter((answer) => answer.cache === 'miss')).toHaveLength(1)
    expect(answers.filter((answer) => answer.cache === 'hit')).toHaveLength(7)
  })
})

/** A page on a new connection each time, as different visitors' browsers open them: its status and page-cache header. */
function fresh(url: string): Promise<{ status: number; cache: string | undefined }> {
  return new Promise((done, fail) => {
    get(url, { agent: false }, (response) => {
      response.resume()
      response.on('end', () => done({ status: response.statusCode ?? 0, cache: [response.headers['x-page-cache']].flat()[0] }))
    }).on('error', fail)
  })
}

test('several processes share the port: each renders, a visitor’s exports are counted once across them, and SIGTERM drains them all', async () => {
  await withOwnSite(port(3), { WEB_PROCESSES: '2', EXPORTS_PER_MINUTE: '2', SHUTDOWN_DELAY_MS: '500' }, async (server) => {
    // Each process keeps its own page cache: the same page, asked on new connections, is rendered once by each.
    const misses = new Set<number>()
    for (let attempt = 0; attempt < 60 && misses.size < 2; attempt++) {
      const answer = await fresh(`${server.base}/en/periodicals`)
      expect(answer.status).toBe(200)
      if (answer.cache === 'miss') misses.add(attempt)
      if (misses.size < 2) await new Promise((done) => setTimeout(done, 100))
    }
    expect(misses.size).toBe(2)
    // Six exports on six connections, shared out among both processes: two allowed, whichever answered.
    const statuses: number[] = []
    for (let index = 0; index < 6; index++) statuses.push((await fresh(`${server.base}/api/export?q=die&n=${index}`)).status)
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429])
    expect(await server.stop('SIGTERM')).toBe(0)
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow()
  })
})

test('a server whose port is taken says so and exits 1, with one process or several', async ({ baseURL }) => {
  // Three server processes start here, one after the other: 6 s on a quiet machine, past the default 30 s on a loaded one.
  test.slow()
  // The suite's own server holds its port.
  const taken = new URL(baseURL ?? '').port
  for (const processes of ['1', '2']) {
    const child = spawn(process.execPath, [join(ROOT, 'dist', 'server', 'main.js')], {
      env: { ...process.env, LIBRARY_DB: process.env.LIBRARY_DB ?? join(ROOT, 'reports', 'e2e.db'), HOST: '127.0.0.1', PORT: taken, WEB_PROCESSES: processes },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    try {
      let log = ''
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (log += chunk))
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
      expect(code).toBe(1)
      expect(log).toContain(`The digital library could not start on http://127.0.0.1:${taken}: listen EADDRINUSE`)
    } finally {
      // A run that times out leaves no server behind for the next tests of this serial file.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  }
})
