/**
 * `npm run bench -- [--docs N] [--db path] [--out FILE] [--seconds S] [--only search]`
 * prints (and with --out writes) a JSON report:
 *  - search: latency p50/p95/max by query class and sort over a corpus of N articles
 *    (default 1,000,000), cold (the words not seen before) and warm (the same words
 *    again, as when a visitor pages or changes a filter), count and facets included;
 *    corpus build time, index size and peak memory;
 *  - ssr: throughput of /search?q=… beside a plain static server sending the same bytes;
 *  - bundle: first-load JavaScript of the home page (raw and gzip).
 * The corpus is the demo generator's. Building a million articles takes about 40
 * minutes the first time; the file is then reused (bench/corpus-N.db, its build time
 * beside it in corpus-N.db.json). Query words are drawn from the corpus's own
 * vocabulary by document frequency, so every class means the same on any corpus.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { buildDemoWithProgress } from '../src/demo/load.ts'
import { parseSearchState } from '../src/domain/search-state.ts'
import { unitColumns } from '../src/search/columns.ts'
import { forgetMatches, search } from '../src/search/engine.ts'
import { computeTermRanks } from '../src/store/catalog-maintenance.ts'
import { openForReading, openForWriting } from '../src/store/db.ts'
import { ROOT, buildIsCurrent } from './build-state.ts'
import { build } from './build.ts'
import { startServer } from './serve.ts'

const { values } = parseArgs({
  options: {
    docs: { type: 'string', default: '1000000' },
    db: { type: 'string' },
    out: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
})
const docs = Number(values.docs)
const seconds = Number(values.seconds)
const dbPath = values.db ?? join(ROOT, 'bench', `corpus-${docs}.db`)
const buildInfoPath = `${dbPath}.json`
if (!existsSync(dbPath)) {
  const started = performance.now()
  buildDemoWithProgress(dbPath, docs, 1858)
  writeFileSync(buildInfoPath, JSON.stringify({ build_s: Math.round((performance.now() - started) / 100) / 10 }))
}
const corpusBuild: { build_s?: number; term_rank_build_s?: number } = existsSync(buildInfoPath) ? JSON.parse(readFileSync(buildInfoPath, 'utf8')) : {}
{
  // A corpus from before the precomputed rankings (ADR 008): migrate it and rank its common words.
  const writable = openForWriting(dbPath)
  const ranked = writable.prepare<[], number>('SELECT COUNT(*) FROM term_rank').pluck().get() ?? 0
  if (ranked === 0) {
    const started = performance.now()
    computeTermRanks(writable, (done, total) => {
      if (done % 50 === 0 || done === total) process.stderr.write(`ranking the common words: ${done}/${total}\n`)
    })
    corpusBuild.term_rank_build_s = Math.round((performance.now() - started) / 100) / 10
    writeFileSync(buildInfoPath, JSON.stringify(corpusBuild))
  }
  writable.close()
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
const round = (n: number) => Math.round(n * 10) / 10
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50_ms: round(percentile(sorted, 50)), p95_ms: round(percentile(sorted, 95)), max_ms: round(sorted.at(-1) ?? 0), runs: sorted.length }
}

// --- search latency by query class
const db = openForReading(dbPath)
const columnsStarted = performance.now()
const columns = unitColumns(db)
const columnsBuildS = round((performance.now() - columnsStarted) / 1000)
const columnBytes = [columns.ids, columns.positionOf, columns.docType, columns.language, columns.periodical, columns.content, columns.date, columns.titleOrder, columns.dateOrder].reduce(
  (sum, array) => sum + array.byteLength,
  0,
)
const indexBytes = db.prepare<[], number>("SELECT SUM(length(block)) FROM unit_fts_data").pluck().get() ?? 0
const docsizeBytes = db.prepare<[], number>('SELECT SUM(length(sz)) FROM unit_fts_docsize').pluck().get() ?? 0
const unitCount = columns.count

// Words by document frequency, from the index's own vocabulary.
db.exec('CREATE VIRTUAL TABLE temp.vocabulary USING fts5vocab(main, unit_fts, row)')
const vocabulary = db
  .prepare<[], [string, number]>("SELECT term, doc FROM temp.vocabulary WHERE term GLOB '[a-z]*' AND length(term) > 2 ORDER BY doc DESC")
  .raw()
  .all()
const band = (low: number, high: number, count: number) => {
  const terms = vocabulary.filter(([, df]) => df >= low * unitCount && df <= high * unitCount).map(([term]) => term)
  const step = Math.max(1, Math.floor(terms.length / count))
  return terms.filter((_, index) => index % step === 0).slice(0, count)
}
const QUERIES = 12
const common = band(0.2, 1, QUERIES)
const mid = band(0.01, 0.1, QUERIES * 2)
const rare = band(0.0001, 0.001, QUERIES)
// Phrases as they occur: two neighbouring words of a real unit's text.
const phrases = db
  .prepare<[number], string>('SELECT text FROM unit WHERE id % 997 = ? AND length(text) > 200 LIMIT 40')
  .pluck()
  .all(7)
  .map((text) => {
    const words = text.split(/\s+/)
    const at = words.findIndex((word, index) => index > 2 && /^\p{L}{4,}$/u.test(word) && /^\p{L}{4,}$/u.test(words[index + 1] ?? ''))
    return at < 0 ? '' : `${words[at]} ${words[at + 1]}`
  })
  .filter((phrase) => phrase !== '')
  .slice(0, QUERIES)
const classes: Record<string, Record<string, string>[]> = {
  rare_term: rare.map((q) => ({ q })),
  common_term: common.map((q) => ({ q })),
  two_term_and: mid.slice(0, QUERIES).map((q, index) => ({ q: `${q} ${mid[QUERIES + index] ?? ''}` })),
  phrase: phrases.map((phrase) => ({ q: `"${phrase}"` })),
  prefix: mid.filter((term) => term.length >= 6).map((term) => ({ q: `${term.slice(0, 5)}*` })),
  filtered: common.map((q, index) => ({ q, type: 'newspaper', from: `${1900 + index * 3}`, to: `${1910 + index * 3}`, lang: index % 2 ? 'de' : 'fr' })),
}
const searchClasses: Record<string, { queries: number; hits_p50: number; cold: ReturnType<typeof summary>; warm: ReturnType<typeof summary> }> = {}
const allCold: number[] = []
const allWarm: number[] = []
if (common.length === 0) throw new Error('the corpus has no word in more than 20% of its units: is it too small?')
for (const [name, queries] of Object.entries(classes)) {
  for (const sort of ['relevance', 'date_desc']) {
    const cold: number[] = []
    const warm: number[] = []
    const hits: number[] = []
    forgetMatches(db)
    for (const params of queries) {
      const state = parseSearchState({ ...params, sort })
      let started = performance.now()
      hits.push(search(db, state).total)
      cold.push(performance.now() - started)
      started = performance.now()
      search(db, { ...state, page: 2 })
      warm.push(performance.now() - started)
    }
    hits.sort((a, b) => a - b)
    searchClasses[`${name}:${sort}`] = { queries: queries.length, hits_p50: percentile(hits, 50), cold: summary(cold), warm: summary(warm) }
    allCold.push(...cold)
    allWarm.push(...warm)
    process.stderr.write(`search ${name}:${sort}: cold p50 ${searchClasses[`${name}:${sort}`]?.cold.p50_ms} ms, warm p50 ${searchClasses[`${name}:${sort}`]?.warm.p50_ms} ms\n`)
  }
}
db.close()
const searchReport = {
  docs: unitCount,
  all: summary(allCold),
  all_warm: summary(allWarm),
  classes: searchClasses,
  build_s: corpusBuild.build_s ?? null,
  term_rank_build_s: corpusBuild.term_rank_build_s ?? null,
  columns_build_s: columnsBuildS,
  index_bytes: indexBytes + docsizeBytes,
  columns_bytes: columnBytes,
  peak_rss_bytes: process.resourceUsage().maxRSS * 1024,
}

function report(extra: Record<string, unknown>) {
  const json = JSON.stringify({ search: searchReport, ...extra }, null, 2)
  if (values.out) writeFileSync(values.out, `${json}\n`)
  console.log(json)
}

if (values.only === 'search') {
  report({})
  process.exit(0)
}
if (!buildIsCurrent()) build()

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
report({
  ssr: { path, app: ssr, static_baseline: baseline, ratio: Math.round((ssr.perSecond / Math.max(1, baseline.perSecond)) * 1000) / 1000 },
  bundle: { home: { files: scripts.length, raw_kb: round(raw / 1024), gzip_kb: round(gzip / 1024), budget_gzip_kb: 120 } },
})
