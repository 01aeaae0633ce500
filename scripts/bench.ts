/**
 * `npm run bench -- [--docs N] [--db path] [--out FILE] [--only search,ssr,bundle,lighthouse,navigation,soak]
 *   [--seconds S] [--soak-minutes M] [--soak-rate R] [--lighthouse-runs L]` prints (and with --out writes) a JSON report:
 *  - search: latency p50/p95/max by query class and sort over a corpus of N articles
 *    (default 1,000,000), cold (the words not seen before) and warm (the same words
 *    again, as when a visitor pages or changes a filter), count and facets included;
 *    corpus build time, index size and peak memory;
 *  - ssr: requests per second and p50/p95/p99 of the home page, a search with filters and a
 *    periodical page at 10 and 50 connections for S seconds (default 20), beside a plain
 *    static server sending the same bytes in the same run, and the ratio; plus 700 distinct
 *    searches in turn (each rendered once, then answered by the page cache until it expires;
 *    with --no-page-cache every request renders); other pages' latency at 10/s while cold prefix
 *    searches run on 4 connections (isolation); memory of the serving process;
 *  - bundle: first-load JavaScript per route type (raw, gzip, brotli), its gzip bytes split by
 *    origin (React, TanStack, seroval, other packages, bundler glue, our code, the dictionary)
 *    through a source-mapped twin of the build; the bench exits with status 1 when the home
 *    page is over its 120 KB gzip budget;
 *  - lighthouse: mobile scores of home, search, periodical and issue reader (Debian's
 *    Chromium, offline, against the production build); performance is the median of L
 *    runs of that category alone (default 3), the other categories come from one run;
 *  - navigation: back and forward between two pages of a search's results in Chromium:
 *    requests made (none expected) and frames until the earlier results are shown;
 *  - soak: M minutes (default 10) of mixed traffic at R requests a second (default 20):
 *    errors, p99 and memory growth; then a SIGTERM, which must drain and exit 0.
 * The corpus is the demo generator's. Building a million articles takes about 40
 * minutes the first time; the file is then reused (bench/corpus-N.db, its build time
 * beside it in corpus-N.db.json). Query words are drawn from the corpus's own
 * vocabulary by document frequency, so every class means the same on any corpus.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { buildDemoWithProgress } from '../src/demo/load.ts'
import { issuePath, itemPath } from '../src/domain/issue-path.ts'
import { parseSearchState } from '../src/domain/search-state.ts'
import { unitColumns } from '../src/search/columns.ts'
import { forgetMatches, search } from '../src/search/engine.ts'
import { computeTermRanks } from '../src/store/catalog-maintenance.ts'
import { openForReading, openForWriting } from '../src/store/db.ts'
import { ROOT, buildIsCurrent } from './build-state.ts'
import { build } from './build.ts'
import { backForward, buildSourceMapTwin, firstLoadJs, lighthouse, load, percentile, round, rssBytes, startSite, startStaticBaseline } from './bench-web.ts'

const { values } = parseArgs({
  options: {
    docs: { type: 'string', default: '1000000' },
    db: { type: 'string' },
    out: { type: 'string' },
    seconds: { type: 'string', default: '20' },
    only: { type: 'string', default: 'search,ssr,bundle,lighthouse,navigation,soak' },
    'soak-minutes': { type: 'string', default: '10' },
    'soak-rate': { type: 'string', default: '20' },
    'lighthouse-runs': { type: 'string', default: '3' },
    // For before/after figures: every page rendered anew (the page cache's TTL set to 0).
    'no-page-cache': { type: 'boolean', default: false },
  },
})
const sections = new Set(values.only.split(','))
/** DESIGN §6: the home page's first-load JavaScript, gzip. */
const HOME_JS_BUDGET_KB = 120
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

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50_ms: round(percentile(sorted, 50)), p95_ms: round(percentile(sorted, 95)), max_ms: round(sorted.at(-1) ?? 0), runs: sorted.length }
}

async function benchSearch() {
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
  return searchReport
}

const report: Record<string, unknown> = {}
function printReport() {
  const json = JSON.stringify(report, null, 2)
  if (values.out) writeFileSync(values.out, `${json}\n`)
  console.log(json)
}

if (sections.has('search')) report.search = await benchSearch()
const web = ['ssr', 'bundle', 'lighthouse', 'navigation', 'soak'].filter((section) => sections.has(section))
if (web.length === 0) {
  printReport()
  process.exit(0)
}
if (!buildIsCurrent()) build()

// Pages of each kind, from the corpus itself.
const pagesDb = openForReading(dbPath)
const periodicalId = pagesDb.prepare<[], string>('SELECT id FROM periodical ORDER BY id LIMIT 1').pluck().get() ?? ''
const issue = pagesDb
  .prepare<[string], { date: string; edition: number }>('SELECT date, edition FROM issue WHERE periodical_id = ? ORDER BY date LIMIT 1 OFFSET 10')
  .get(periodicalId)
const book = pagesDb.prepare<[], string>("SELECT id FROM item WHERE type = 'book' ORDER BY id LIMIT 1").pluck().get()
pagesDb.exec('CREATE VIRTUAL TABLE temp.words USING fts5vocab(main, unit_fts, row)')
const words = pagesDb
  .prepare<[], string>("SELECT term FROM temp.words WHERE term GLOB '[a-z]*' AND length(term) > 4 ORDER BY doc DESC LIMIT 400")
  .pluck()
  .all()
pagesDb.close()
const searchWord = words[0] ?? 'die'
const PAGES: Record<string, string> = {
  home: '/',
  search: `/search?q=${encodeURIComponent(searchWord)}&type=newspaper&lang=de`,
  periodical: `/periodicals/${encodeURIComponent(periodicalId)}`,
  issue: issue ? issuePath(periodicalId, issue.date, issue.edition) : '/periodicals',
  item: book ? itemPath('book', book) : '/books',
  editorial: '/support/about',
}
// 700 different searches (words × pages × sorts), requested in turn: the first pass renders each,
// later passes meet the page cache unless it is off (--no-page-cache).
// Canonical addresses only (relevance is the default and is left out), or the app answers with a redirect.
// Cold prefix searches, each of a different stem: FTS5 merges every word of the prefix and ranks all of them.
const prefixSearches = [...new Set(words.slice(50).map((word) => word.slice(0, 4)))].map((stem) => `/search?q=${encodeURIComponent(stem)}*`)
const distinctSearches = words.slice(50).flatMap((word, index) => [`/search?q=${encodeURIComponent(word)}${index % 2 ? '&sort=date_desc' : ''}`, `/en/search?q=${encodeURIComponent(word)}&page=2&lang=de`])

const site = await startSite(dbPath, 3401, values['no-page-cache'] ? { PAGE_CACHE_TTL_MS: '0' } : {})
const memory: Record<string, number> = { rss_idle_mb: round(rssBytes(site.pid) / 1048576) }
let failed = false

if (sections.has('ssr')) {
  const ssr: Record<string, unknown> = {}
  for (const name of ['home', 'search', 'periodical']) {
    const path = PAGES[name] ?? '/'
    const bytes = Buffer.from(await (await fetch(`${site.base}${path}`)).arrayBuffer())
    const stopStatic = await startStaticBaseline(new Map([[path, bytes]]), 3402)
    const runs: Record<string, unknown> = { path, html_kb: round(bytes.length / 1024) }
    for (const connections of [10, 50]) {
      process.stderr.write(`ssr ${name}: ${connections} connections, ${seconds}s against the site, then the static baseline\n`)
      const app = await load({ url: `${site.base}${path}`, connections, seconds })
      const baseline = await load({ url: `http://127.0.0.1:3402${path}`, connections, seconds })
      runs[`c${connections}`] = { app, static_baseline: baseline, ratio: Math.round((app.per_second / Math.max(1, baseline.per_second)) * 1000) / 1000 }
    }
    await stopStatic()
    ssr[name] = runs
  }
  process.stderr.write(`ssr distinct searches: 10 connections, ${seconds}s\n`)
  ssr.distinct_searches = await load({ url: site.base, connections: 10, seconds, paths: distinctSearches })
  // Pages other visitors ask for while cold prefix searches (about 100 ms of SQLite each at a
  // million articles) keep the search threads busy: searches must not hold up the rest (ADR 014).
  process.stderr.write(`ssr isolation: prefix searches on 4 connections, other pages at 10/s, ${seconds}s\n`)
  const [searches, others] = await Promise.all([
    load({ url: site.base, connections: 4, seconds, paths: prefixSearches }),
    load({ url: site.base, connections: 2, seconds, paths: [PAGES.periodical ?? '/', PAGES.editorial ?? '/', '/en/periodicals'], rate: 10 }),
  ])
  ssr.isolation = { prefix_searches: searches, other_pages: others }
  memory.rss_after_ssr_mb = round(rssBytes(site.pid) / 1048576)
  report.ssr = ssr
}

if (sections.has('bundle')) {
  const bundle: Record<string, unknown> = {}
  const twin = buildSourceMapTwin()
  let home: Awaited<ReturnType<typeof firstLoadJs>> | undefined
  for (const [name, path] of Object.entries(PAGES)) {
    const firstLoad = await firstLoadJs(site.base, path, twin)
    if (path === '/') home = firstLoad
    bundle[name] = { path, ...firstLoad }
  }
  home ??= await firstLoadJs(site.base, '/', twin)
  const homeGzip = home.gzip_kb
  const within = homeGzip <= HOME_JS_BUDGET_KB
  // ADR 012: what the stack takes before any of our code, and what is ours (code and dictionary).
  bundle.budget = {
    page: 'home',
    gzip_kb: homeGzip,
    budget_gzip_kb: HOME_JS_BUDGET_KB,
    within,
    stack_gzip_kb: home.composition?.stack ?? null,
    ours_gzip_kb: home.composition?.ours ?? null,
  }
  if (!within) {
    failed = true
    process.stderr.write(`bundle: the home page loads ${homeGzip} KB of gzipped JavaScript, over its ${HOME_JS_BUDGET_KB} KB budget\n`)
  }
  report.bundle = bundle
}

if (sections.has('lighthouse')) {
  const outDir = join(ROOT, 'reports', 'lighthouse')
  mkdirSync(outDir, { recursive: true })
  const scores: Record<string, unknown> = {}
  for (const name of ['home', 'search', 'periodical', 'issue']) {
    process.stderr.write(`lighthouse ${name}\n`)
    scores[name] = { path: PAGES[name], ...lighthouse(`${site.base}${PAGES[name] ?? '/'}`, outDir, Number(values['lighthouse-runs'])) }
  }
  report.lighthouse = scores
}

if (sections.has('navigation')) {
  process.stderr.write('navigation: back and forward between two result pages, 20 steps\n')
  const search = PAGES.search ?? '/search?q=die'
  report.navigation = { back_forward: await backForward(site.base, `/en${search}`, 20) }
}

if (sections.has('soak')) {
  const minutes = Number(values['soak-minutes'])
  const rate = Number(values['soak-rate'])
  const mixed = [PAGES.home, PAGES.search, PAGES.periodical, PAGES.issue, PAGES.item, PAGES.editorial, '/en/periodicals', '/de/books', ...distinctSearches.slice(0, 200), '/api/health']
    .filter((path): path is string => path !== undefined)
  const samples: number[] = [rssBytes(site.pid)]
  const sampler = setInterval(() => samples.push(rssBytes(site.pid)), 5000)
  process.stderr.write(`soak: ${minutes} min of mixed traffic at ${rate} requests/s\n`)
  const result = await load({ url: site.base, connections: 10, seconds: Math.round(minutes * 60), paths: mixed, rate })
  clearInterval(sampler)
  samples.push(rssBytes(site.pid))
  const mb = (bytes: number) => round(bytes / 1048576)
  // Growth from the end of the first minute (caches warm) to the end.
  const warm = samples[Math.min(samples.length - 1, 12)] ?? samples[0] ?? 0
  report.soak = {
    ...result,
    rate,
    rss_start_mb: mb(samples[0] ?? 0),
    rss_after_first_minute_mb: mb(warm),
    rss_end_mb: mb(samples.at(-1) ?? 0),
    rss_peak_mb: mb(Math.max(...samples)),
    growth_after_warmup_mb: mb((samples.at(-1) ?? 0) - warm),
  }
  if (result.errors > 0 || result.non_2xx > 0) failed = true
}

memory.rss_end_mb = round(rssBytes(site.pid) / 1048576)
report.memory = memory
const exitCode = await site.stop('SIGTERM')
report.shutdown = { signal: 'SIGTERM', exit_code: exitCode }
printReport()
process.exit(failed ? 1 : 0)
