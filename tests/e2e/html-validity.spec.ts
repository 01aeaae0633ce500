import { type APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import * as v from 'valibot'
import { PREFIXES, STATIC_ROUTES, withPrefix } from './routes'

// Every page type, as the server sends it, checked by the W3C Nu HTML Checker (npm vnu-jar, run
// with the machine's Java). Java missing fails the test: it is part of the suite, never skipped.
test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

const run = promisify(execFile)
const jarPath = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar')

const nuReport = v.object({
  messages: v.array(
    v.object({
      type: v.string(),
      url: v.optional(v.string()),
      message: v.optional(v.string()),
      extract: v.optional(v.string()),
      lastLine: v.optional(v.number()),
    }),
  ),
})

/** The first result link of a search to a path under `prefix`: a real record of each kind. */
async function firstRecord(request: APIRequestContext, search: string, prefix: string): Promise<string> {
  const html = await (await request.get(search)).text()
  const match = new RegExp(`href="(${prefix}/[^"#?]+)`).exec(html)
  if (!match?.[1]) throw new Error(`no ${prefix} link on ${search}`)
  return match[1]
}

test('every page type is valid HTML for the Nu HTML Checker', async ({ request }) => {
  test.setTimeout(120_000)
  expect(existsSync(jarPath), `${jarPath} (npm vnu-jar)`).toBe(true)
  const dynamic = [
    await firstRecord(request, '/en/search?q=die&type=newspaper', '/en/periodicals'),
    await firstRecord(request, '/en/search?q=die&type=book', '/en/books'),
    await firstRecord(request, '/en/search?q=die&type=poster', '/en/posters'),
    await firstRecord(request, '/en/search?q=die&type=manuscript', '/en/manuscripts'),
  ]
  const paths = [
    ...PREFIXES.flatMap((prefix) => STATIC_ROUTES.map((route) => withPrefix(prefix, route))),
    ...dynamic,
    `${dynamic[0]}?q=die`,
    '/en/periodicals/morgenblatt',
    '/en/periodicals/morgenblatt?year=1900',
    '/en/search?q=die&type=newspaper&from=1900&to=1950',
    '/en/search?q=die&view=details',
    '/en/search?q=die&view=compact&paging=more&page=2',
    '/en/search?q=die&page=9999',
    '/en/search?q=-only',
    '/en/no-such-page/at-all',
    '/de/search?q=zeitung&lang=de',
    // Issue 37: new since a day, the timeline and the comparison as shares.
    '/en/search?q=die&since=2001-01-01&freq=rel',
    '/fr/compare?q=die&q=zeitung&freq=rel',
  ]
  const folder = await mkdtemp(join(tmpdir(), 'nu-'))
  try {
    const files: string[] = []
    for (const [index, path] of paths.entries()) {
      const response = await request.get(path)
      expect(response.status(), path).toBeLessThan(500)
      const file = join(folder, `${index}.html`)
      await writeFile(file, await response.text())
      files.push(file)
    }
    // One JVM for all pages; the checker exits non-zero when it finds errors, its report is on stderr.
    const outcome = await run('java', ['-jar', jarPath, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }).then(
      (result) => result.stderr,
      (error: unknown) => {
        const stderr = typeof error === 'object' && error !== null && 'stderr' in error ? String(error.stderr) : ''
        if (!stderr.trim().startsWith('{')) throw error
        return stderr
      },
    )
    const report = v.parse(nuReport, JSON.parse(outcome))
    const errors = report.messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => {
        const index = Number(/(\d+)\.html$/.exec(message.url ?? '')?.[1] ?? -1)
        return `${paths[index] ?? message.url}: ${message.message} (line ${message.lastLine}: ${message.extract?.slice(0, 120)})`
      })
    expect(errors).toEqual([])
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
})
