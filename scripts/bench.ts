/**
 * `npm run bench -- [--docs N] [--db path] [--seconds S]`: prints a JSON report of
 *  - search latency p50/p95/max by query class (count, page and facets included),
 *  - SSR throughput of /search?q=… beside a plain static server sending the same bytes,
 *  - first-load JavaScript of the home page (raw and gzip).
 * The corpus is the demo generator's (DESIGN §6 wants 1,000,000 articles; building that
 * takes about 25 minutes the first time, then the file is reused).
 */
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { buildDemoWithProgress } from '../src/demo/load.ts'
import { parseSearchState } from '../src/domain/search-state.ts'
import { search } from '../src/search/engine.ts'
import { openForReading } from '../src/store/db.ts'
import { ROOT, buildIsCurrent } from './build-state.ts'
import { build } from './build.ts'
import { startServer } from './serve.ts'

const { values } = parseArgs({
  options: { docs: { type: 'string', default: '1000000' }, db: { type: 'string' }, seconds: { type: 'string', default: '10' } },
})
const docs = Number(values.docs)
const seconds = Number(values.seconds)
const dbPath = values.db ?? join(ROOT, 'bench', `corpus-${docs}.db`)
if (!existsSync(dbPath)) buildDemoWithProgress(dbPath, docs, 1858)
if (!buildIsCurrent()) build()

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
const round = (n: number) => Math.round(n * 10) / 10

// --- search latency by query class
const db = openForReading(dbPath)
const classes: Record<string, Record<string, string>> = {
  rare_term: { q: 'zollverein' },
  common_term: { q: 'die' },
  two_term_and: { q: 'großherzog versammlung' },
  phrase: { q: '"der großherzog"' },
  prefix: { q: 'versamml*' },
  filtered: { q: 'die', type: 'newspaper', from: '1940-05-01', to: '1944-09-30', lang: 'de' },
  sorted_date: { q: 'die', sort: 'date_desc' },
  sorted_title: { q: 'wort', sort: 'title_asc' },
}
const searchReport: Record<string, { hits: number; p50: number; p95: number; max: number }> = {}
for (const [name, params] of Object.entries(classes)) {
  const state = parseSearchState(params)
  for (let i = 0; i < 3; i += 1) search(db, state)
  const times: number[] = []
  let hits = 0
  for (let i = 0; i < 30; i += 1) {
    const started = performance.now()
    hits = search(db, state).total
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  searchReport[name] = { hits, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(times.at(-1) ?? 0) }
  process.stderr.write(`search ${name}: p50 ${searchReport[name]?.p50} ms\n`)
}
db.close()

// --- SSR against a static server with the same bytes
process.env.LIBRARY_DB = dbPath
const app = await startServer({ host: '127.0.0.1', port: 3401 })
const path = '/search?q=gro%C3%9Fherzog&lang=de'
const page = await fetch(`http://127.0.0.1:3401${path}`)
const bytes = Buffer.from(await page.arrayBuffer())
const staticServer = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': bytes.length })
  response.end(bytes)
}).listen(3402, '127.0.0.1')

async function load(url: string, connections = 10): Promise<{ requests: number; perSecond: number; p50: number; p95: number; errors: number }> {
  const until = Date.now() + seconds * 1000
  const latencies: number[] = []
  let errors = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const started = performance.now()
        try {
          const response = await fetch(url)
          await response.arrayBuffer()
          if (!response.ok) errors += 1
        } catch {
          errors += 1
        }
        latencies.push(performance.now() - started)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return { requests: latencies.length, perSecond: round(latencies.length / seconds), p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), errors }
}
process.stderr.write(`ssr: ${seconds}s each against the app and the static baseline\n`)
const ssr = await load(`http://127.0.0.1:3401${path}`)
const baseline = await load('http://127.0.0.1:3402/')

// --- first-load JavaScript of the home page
const home = await (await fetch('http://127.0.0.1:3401/')).text()
const scripts = [...new Set([...home.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1] ?? ''))]
let raw = 0
let gzip = 0
for (const src of scripts) {
  const body = Buffer.from(await (await fetch(`http://127.0.0.1:3401${src}`)).arrayBuffer())
  raw += body.length
  gzip += gzipSync(body).length
}

await app.close()
staticServer.close()
console.log(
  JSON.stringify(
    {
      corpus: { docs, db: dbPath },
      search_ms: searchReport,
      ssr: { path, app: ssr, static_baseline: baseline, ratio: Math.round((ssr.perSecond / Math.max(1, baseline.perSecond)) * 1000) / 1000 },
      first_load_js: { files: scripts.length, raw_kb: round(raw / 1024), gzip_kb: round(gzip / 1024), budget_gzip_kb: 120 },
    },
    null,
    2,
  ),
)
