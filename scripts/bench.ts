/**
 * `npm run bench -- [--docs N] [--db path] [--out FILE] [--only ranking,import,search,ssr,bundle,lighthouse,navigation,soak,load] [--import-articles N]
 *   [--seconds S] [--soak-minutes M] [--soak-rate R] [--soak-exports E] [--lighthouse-runs L] [--port P]
 *   [--engine embedded,solr] [--solr-faults] [--no-node-down] [--solr-shards N] [--solr-replicas N] [--no-page-cache] [--ssr-distinct-only] [--web-processes N]
 *   [--no-calibration] [--calibration-rounds R] [--calibration-requests N] [--calibration-warmup W]` prints (and with
 *   --out writes) a JSON report; with several sizes (`--docs 100000,300000,1000000`) it runs once per size
 *   and reports the cost curve instead (scripts/bench-growth.ts):
 *  - search: latency p50/p95/max by query class and sort over a corpus of N articles
 *    (default 1,000,000), cold (the words not seen before) and warm (the same words
 *    again, as when a visitor pages or changes a filter), count and facets included;
 *    corpus build time, index size and peak memory. `--engine` names the engines measured
 *    (default `embedded`); with `solr`, the same queries go to a SolrCloud (SOLR_URL, or a local
 *    cluster of the bench's own in data/bench-solr, brought down at the end) after the store is
 *    indexed into it: index time and size, latencies beside the embedded ones, the nodes' memory,
 *    and searches under load while node 2 stops (bench-solr.ts; on SOLR_URL only with --solr-faults);
 *  - ssr: first its calibration (scripts/bench-calibration.ts, issue 52): the server CPU a page of the
 *    framework's own 1,000-row page and static page (scripts/framework-anchor, built on demand) beside
 *    this site's frame, searches, periodical and reader, servers pinned away from the generator and
 *    then sharing its cores, with the ratios; then requests per second and p50/p95/p99 of the home page, a search with filters and a
 *    periodical page at 10 and 50 connections for S seconds (default 20), beside a plain
 *    static server sending the same bytes in the same run, and the ratio; plus 700 distinct
 *    searches in turn (each rendered once, then answered by the page cache until it expires;
 *    with --no-page-cache every request renders), the load generator sharing the server's cores and
 *    then on a core of its own, and beside them the framework anchor's 1,000-row page under the same
 *    load (unless --no-calibration or --ssr-distinct-only); other pages' latency at 10/s while cold prefix
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
 *    errors, p99 and memory growth; then a SIGTERM, which must drain and exit 0;
 *  - ranking: the ranking test set (tests/support/relevance-set.ts) over the default demo
 *    collection, built afresh by the current importer: its score (share of checks passed)
 *    and every check that failed;
 *  - load: N clients on the heavy document endpoints (IIIF, citations, texts) with distinct
 *    requests while a probe measures other pages, beside the same probe idle, with the server's
 *    event-loop delay, and slow clients that never read (scripts/bench-load.ts);
 *  - import: the demo's METS/ALTO for --import-articles articles (default 20,000) written to
 *    files first (generation_s), then imported from them into a fresh store: ALTO pages a second
 *    while reading, parsing, indexing and writing, and the end of the import timed apart.
 * The corpus is the demo generator's. Building a million articles takes about 40
 * minutes the first time; the file is then reused (bench/corpus-N.db, its build time
 * beside it in corpus-N.db.json). Query words are drawn from the corpus's own
 * vocabulary by document frequency, so every class means the same on any corpus.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { buildDemoWithProgress, DEMO_DEFAULT_ARTICLES, DEMO_DEFAULT_SEED } from '../src/demo/load.ts'
import { generateDemo } from '../src/demo/generate.ts'
import { ImportSession } from '../src/ingest/loader.ts'
import { progressPrinter, rate } from '../src/ingest/progress.ts'
import { issuePath, itemPath } from '../src/domain/issue-path.ts'
import { CONTENT_FILTERS, DOCUMENT_TYPE_FILTERS, PAGE_SIZES, SORTS, parseSearchState } from '../src/domain/search-state.ts'
import { columnBytes, unitColumns } from '../src/search/embedded/columns.ts'
import { prepareVariants } from '../src/search/prepare-variants.ts'
import { vocabularyOf } from '../src/search/variants.ts'
import { EngineCaches } from '../src/search/embedded/match-sets.ts'
import { compareTimelines, facetList } from '../src/search/embedded/research.ts'
import { evaluateRelevance } from '../tests/support/relevance-set.ts'
import { search, searchBreakdown } from '../tests/support/search.ts'
import { computeTermRanks } from '../src/store/catalog-maintenance.ts'
import { markTermLexicons, needsTermLexicons } from '../src/ingest/term-lexicons.ts'
import { judgeFrequentTerms, needsTermJudgements } from '../src/search/judge-store.ts'
import { type Db, openForReading, openForWriting } from '../src/store/db.ts'
import { BENCH_SORTS, type BenchQueries, type Engine, ENGINES, type ResearchClass, type SearchClass, benchQueries, summary } from './bench-search.ts'
import { type SolrSearchReport, benchSolr } from './bench-solr.ts'
import { benchLoad, loadStore } from './bench-load.ts'
import { anchorPageRate, benchCalibration } from './bench-calibration.ts'
import { ROOT, buildIsCurrent } from './build-state.ts'
import { build } from './build.ts'
import { type SoakRequest, backForward, buildSourceMapTwin, firstLoadJs, lighthouse, load, percentile, round, soak, treeRssBytes, startStaticBaseline } from './bench-web.ts'
import { withGeneratorApart } from './server-cpu.ts'
import { startSite } from '../tests/support/site.ts'

const { values } = parseArgs({
  options: {
    docs: { type: 'string', default: '1000000' },
    db: { type: 'string' },
    out: { type: 'string' },
    seconds: { type: 'string', default: '20' },
    only: { type: 'string', default: 'ranking,import,search,ssr,bundle,lighthouse,navigation,soak,load' },
    'import-articles': { type: 'string', default: '20000' },
    // The load section's store: a demo of this many articles, plus its two test issues.
    'load-articles': { type: 'string', default: '3000' },
    'soak-minutes': { type: 'string', default: '10' },
    'soak-rate': { type: 'string', default: '20' },
    // Exports a minute in the soak: the server allows 10 a minute per address, so 8 stays under it.
    'soak-exports': { type: 'string', default: '8' },
    'lighthouse-runs': { type: 'string', default: '3' },
    // The site's port (the static baseline takes the next): other benches on the same machine need their own.
    port: { type: 'string', default: '3401' },
    // For before/after figures: every page rendered anew (the page cache's TTL set to 0).
    'no-page-cache': { type: 'boolean', default: false },
    // The search section's engines: the embedded one, Solr, or both on the same queries.
    engine: { type: 'string', default: 'embedded' },
    // Stop node 2 of a cluster named by SOLR_URL too (the bench's own cluster always has it stopped).
    'solr-faults': { type: 'boolean', default: false },
    // Without the one-node-down phase of the Solr side (the growth bench's sizes).
    'no-node-down': { type: 'boolean', default: false },
    // The Solr side's collection layout (indexStore's defaults: one shard, a replica on every node; ADR 049).
    'solr-shards': { type: 'string' },
    'solr-replicas': { type: 'string' },
    // The ssr section's distinct uncached searches only (the growth bench's page rate).
    'ssr-distinct-only': { type: 'boolean', default: false },
    // The site's server processes (WEB_PROCESSES, ADR 048); its memory figures are those of all of them.
    'web-processes': { type: 'string', default: '1' },
    // The ssr section's calibration against the framework's own page (issue 52, scripts/bench-calibration.ts).
    'no-calibration': { type: 'boolean', default: false },
    'calibration-rounds': { type: 'string', default: '3' },
    'calibration-requests': { type: 'string', default: '150' },
    'calibration-warmup': { type: 'string', default: '150' },
  },
})
// Several sizes (`--docs 100000,300000,1000000`): one run of this bench per size, then the growth
// table and its fitted slopes (scripts/bench-growth.ts).
if (values.docs.includes(',')) {
  const { benchGrowth } = await import('./bench-growth.ts')
  process.exit(await benchGrowth(values.docs, process.argv.slice(2), values.out))
}
const sections = new Set(values.only.split(','))
const engineNames = values.engine.split(',').filter((name) => name !== '')
const engines = new Set(ENGINES.filter((engine) => engineNames.includes(engine)))
const unknownEngine = engineNames.find((name) => !ENGINES.some((engine) => engine === name))
if (unknownEngine !== undefined || engines.size === 0) {
  console.error(`--engine takes ${ENGINES.join(', ')} or both, comma-separated${unknownEngine === undefined ? '' : `, not ${unknownEngine}`}`)
  process.exit(2)
}
/** A whole-number option of at least 1, or undefined when not given; anything else stops the bench. */
function optionalCount(name: 'solr-shards' | 'solr-replicas'): number | undefined {
  const raw = values[name]
  if (raw === undefined) return undefined
  const count = Number(raw)
  if (!Number.isInteger(count) || count < 1) {
    console.error(`--${name} takes a whole number of at least 1, not ${raw}`)
    process.exit(2)
  }
  return count
}
/** DESIGN §6: the home page's first-load JavaScript, gzip. */
const HOME_JS_BUDGET_KB = 120
const docs = Number(values.docs)
const seconds = Number(values.seconds)
const dbPath = values.db ?? join(ROOT, 'bench', `corpus-${docs}.db`)
const buildInfoPath = `${dbPath}.json`
/** Every section but the ranking and the import runs on the corpus. */
const needsCorpus = [...sections].some((section) => section !== 'ranking' && section !== 'import' && section !== 'load')
if (needsCorpus && !existsSync(dbPath)) {
  const started = performance.now()
  buildDemoWithProgress(dbPath, docs, 1858)
  writeFileSync(buildInfoPath, JSON.stringify({ build_s: Math.round((performance.now() - started) / 100) / 10 }))
}
const corpusBuild: { build_s?: number; term_rank_build_s?: number } = existsSync(buildInfoPath) ? JSON.parse(readFileSync(buildInfoPath, 'utf8')) : {}
if (needsCorpus) {
  // A corpus from before the precomputed rankings (ADR 008), or from before ADR 019's scoring,
  // which emptied them: migrate it and rank its common words.
  const writable = openForWriting(dbPath)
  const ranked = writable.prepare<[], number>('SELECT COUNT(*) FROM term_rank').pluck().get() ?? 0
  if (ranked === 0) {
    const started = performance.now()
    writable.transaction(() =>
      computeTermRanks(writable, (done, total) => {
        if (done % 50 === 0 || done === total) process.stderr.write(`ranking the common words and prefixes: ${done}/${total}\n`)
      }),
    )()
    corpusBuild.term_rank_build_s = Math.round((performance.now() - started) / 100) / 10
    writeFileSync(buildInfoPath, JSON.stringify(corpusBuild))
  }
  // A corpus from before migration 19: its terms looked up in the lexicons, as an import does (ADR 057).
  if (needsTermLexicons(writable)) markTermLexicons(writable, (done) => process.stderr.write(`looking up terms in the lexicons: ${done}\n`))
  // A corpus from before migration 19: its frequent words' misreadings judged, as an import does (ADR 077).
  if (needsTermJudgements(writable)) {
    judgeFrequentTerms(writable, (done, total) => {
      if (done % 2000 === 0 || done === total) process.stderr.write(`judging the frequent words' misreadings: ${done}/${total}\n`)
    })
  }
  writable.close()
}

/** The embedded engine's latencies by query class and sort, its research views and the comparison (keys as in earlier reports). */
function benchEmbedded(db: Db, queries: BenchQueries) {
  const searchClasses: Record<string, SearchClass> = {}
  const allCold: number[] = []
  const allWarm: number[] = []
  for (const [name, list] of Object.entries(queries.classes)) {
    for (const sort of BENCH_SORTS) {
      const cold: number[] = []
      const warm: number[] = []
      const hits: number[] = []
      // A new engine's caches: every first search of a class is cold.
      const caches = new EngineCaches()
      for (const params of list) {
        const state = parseSearchState({ ...params, sort })
        let started = performance.now()
        hits.push(search(db, state, caches).total)
        cold.push(performance.now() - started)
        started = performance.now()
        search(db, { ...state, page: 2 }, caches)
        warm.push(performance.now() - started)
      }
      hits.sort((a, b) => a - b)
      searchClasses[`${name}:${sort}`] = { queries: list.length, hits_p50: percentile(hits, 50), cold: summary(cold), warm: summary(warm) }
      allCold.push(...cold)
      allWarm.push(...warm)
      process.stderr.write(`search ${name}:${sort}: cold p50 ${searchClasses[`${name}:${sort}`]?.cold.p50_ms} ms, warm p50 ${searchClasses[`${name}:${sort}`]?.warm.p50_ms} ms\n`)
    }
  }
  // --- issue 18: the timeline of hits (counted in the facets' pass) and a page of every value of
  // the periodical facet (A to Z, in German), by the same query classes. The timeline is measured
  // cold (its match set forgotten), as if a visitor asked for it first; the list after it, as the
  // dialog opens on a page whose counts are already there.
  const research: Record<string, ResearchClass> = {}
  for (const [name, list] of Object.entries(queries.classes)) {
    const timeline: number[] = []
    const facetLists: number[] = []
    const caches = new EngineCaches()
    for (const params of list) {
      const state = parseSearchState(params)
      let started = performance.now()
      searchBreakdown(db, state, caches)
      timeline.push(performance.now() - started)
      started = performance.now()
      facetList(db, caches, state, { facet: 'periodicals', filter: '', sort: 'alpha', page: 1, locale: 'de' })
      facetLists.push(performance.now() - started)
    }
    research[name] = { queries: list.length, timeline_cold: summary(timeline), facet_list: summary(facetLists) }
    process.stderr.write(`research ${name}: timeline cold p50 ${research[name]?.timeline_cold.p50_ms} ms, facet list p50 ${research[name]?.facet_list.p50_ms} ms\n`)
  }
  // Three searches on one timeline (the comparison page), cold: a common word, a mid one, a rare one.
  const compare: number[] = []
  for (const three of queries.comparisons) {
    const states = three.map((params) => parseSearchState(params))
    const started = performance.now()
    compareTimelines(db, new EngineCaches(), states)
    compare.push(performance.now() - started)
  }
  return { research: { classes: research, compare_three_cold: summary(compare) }, all: summary(allCold), all_warm: summary(allWarm), classes: searchClasses }
}

/** One engine's figures of a class, for the side-by-side table. */
function classFigures(entry: SearchClass | undefined) {
  return entry === undefined
    ? null
    : { cold_p50_ms: entry.cold.p50_ms, cold_p95_ms: entry.cold.p95_ms, warm_p50_ms: entry.warm.p50_ms, warm_p95_ms: entry.warm.p95_ms, hits_p50: entry.hits_p50 }
}

/**
 * Search latency by query class (ADR 008, issue 21): the embedded engine, Solr, or both on the same
 * queries. The embedded figures keep the keys of earlier reports (`classes`, `all`, `research`…);
 * Solr's are under `solr`, and `side_by_side` sets the two beside each other by class.
 */
async function benchSearch(engines: ReadonlySet<Engine>) {
  const db = openForReading(dbPath)
  const embedded = engines.has('embedded') ? embeddedSide(db) : undefined
  const unitCount = embedded?.docs ?? db.prepare<[], number>('SELECT COUNT(*) FROM unit').pluck().get() ?? 0
  const queries = embedded?.queries ?? benchQueries(db, unitCount)
  let solr: SolrSearchReport | undefined
  try {
    if (engines.has('solr')) solr = await benchSolr({ db, queries, faults: values['solr-faults'], skipNodeDown: values['no-node-down'], shards: optionalCount('solr-shards'), replicas: optionalCount('solr-replicas') })
  } finally {
    db.close()
  }
  const sideBySide =
    solr === undefined || embedded === undefined
      ? undefined
      : Object.fromEntries(Object.keys(solr.classes).map((key) => [key, { embedded: classFigures(embedded.report.classes[key]), solr: classFigures(solr.classes[key]) }]))
  return { docs: unitCount, engines: [...engines], ...embedded?.report, ...(solr === undefined ? {} : { solr }), ...(sideBySide === undefined ? {} : { side_by_side: sideBySide }) }
}

/** The embedded engine's side: its columns (built and measured), the queries, their latencies, its index size and the process's peak memory. */
function embeddedSide(db: Db) {
  const columnsStarted = performance.now()
  const columns = unitColumns(db)
  const columnsBuildS = round((performance.now() - columnsStarted) / 1000)
  // The misreadings' vocabulary (ADR 039) is read once per store handle, as the columns are; the
  // lexicons once per thread. A search thread reads both as it starts (prepareVariants), so does
  // the bench: a cold search is a new word, not a new process.
  const vocabularyStarted = performance.now()
  const vocabulary = vocabularyOf(db)
  const vocabularyLoadS = round((performance.now() - vocabularyStarted) / 1000)
  const prepareStarted = performance.now()
  prepareVariants(db)
  const variantsPrepareS = round((performance.now() - prepareStarted) / 1000)
  const indexBytes = db.prepare<[], number>("SELECT SUM(length(block)) FROM unit_fts_data").pluck().get() ?? 0
  const docsizeBytes = db.prepare<[], number>('SELECT SUM(length(sz)) FROM unit_fts_docsize').pluck().get() ?? 0
  const queries = benchQueries(db, columns.count)
  const report = {
    ...benchEmbedded(db, queries),
    build_s: corpusBuild.build_s ?? null,
    term_rank_build_s: corpusBuild.term_rank_build_s ?? null,
    columns_build_s: columnsBuildS,
    vocabulary_load_s: vocabularyLoadS,
    variants_prepare_s: variantsPrepareS,
    vocabulary_terms: vocabulary.size,
    index_bytes: indexBytes + docsizeBytes,
    columns_bytes: columnBytes(columns),
    // Read before Solr's side runs: the embedded engine's alone.
    peak_rss_bytes: process.resourceUsage().maxRSS * 1024,
  }
  return { docs: columns.count, queries, report }
}

/** The ranking test set over the default demo, built afresh so it reflects the importer's indexing as it is. */
function benchRanking() {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-ranking-'))
  try {
    const path = join(scratch, 'demo.db')
    buildDemoWithProgress(path, DEMO_DEFAULT_ARTICLES, DEMO_DEFAULT_SEED)
    const db = openForReading(path)
    const relevance = evaluateRelevance(db)
    db.close()
    return {
      demo: { articles: DEMO_DEFAULT_ARTICLES, seed: DEMO_DEFAULT_SEED },
      score: relevance.score,
      checks_passed: relevance.passed,
      checks: relevance.checks,
      queries_passed: relevance.queriesPassed,
      queries: relevance.queries,
      failed: relevance.results.flatMap((result) =>
        result.checks.filter((check) => !check.passed).map((check) => ({ q: result.q, check: check.name, found: check.detail, top: result.top })),
      ),
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/**
 * Import throughput (issue 16): the demo's METS/ALTO written to a folder first (generation, timed
 * apart), then imported from files by the real importer into a fresh store. Pages per second
 * counts ALTO pages read, parsed, indexed and written; the end of the import (statistics, the
 * ranking of common words, the index merge) is timed on its own.
 */
function benchImport(articles: number) {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-import-'))
  try {
    const files: string[] = []
    const generationStarted = performance.now()
    for (const batch of generateDemo({ seed: DEMO_DEFAULT_SEED, articles, outDir: join(scratch, 'files') })) files.push(...batch.files)
    const generationS = (performance.now() - generationStarted) / 1000
    const printer = progressPrinter()
    const session = new ImportSession(join(scratch, 'import.db'), {
      fresh: true,
      onProgress: (p) => printer.update((elapsed) => `import: files ${p.files} · pages ${p.pages} (${rate(p.pages, elapsed)}) · units ${p.units}`),
    })
    const importStarted = performance.now()
    for (const file of files) session.importFile(file)
    const readS = (performance.now() - importStarted) / 1000
    const commitStarted = performance.now()
    const result = session.commit()
    const commitS = (performance.now() - commitStarted) / 1000
    printer.done(`imported ${result.pages} pages in ${round(readS + commitS)} s`)
    return {
      articles,
      files: files.length,
      pages: result.pages,
      units: result.units,
      generation_s: round(generationS),
      import_read_s: round(readS),
      import_finish_s: round(commitS),
      pages_per_s: round(result.pages / readS),
      pages_per_s_with_finish: round(result.pages / (readS + commitS)),
      units_per_s: round(result.units / readS),
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

const report: Record<string, unknown> = {}
function printReport() {
  const json = JSON.stringify(report, null, 2)
  if (values.out) writeFileSync(values.out, `${json}\n`)
  console.log(json)
}

if (sections.has('ranking')) report.ranking = benchRanking()
if (sections.has('import')) report.import = benchImport(Number(values['import-articles']))
if (sections.has('search')) report.search = await benchSearch(engines)
if (sections.has('load')) {
  if (!buildIsCurrent()) build()
  const store = loadStore(Number(values['load-articles']), (path, articles) => buildDemoWithProgress(path, articles, DEMO_DEFAULT_SEED))
  report.load = await benchLoad(store, Number(values.port))
}
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
// For the soak: many documents of each kind, so its pages are as varied as visitors' are.
const soakIssues = pagesDb
  .prepare<[], { periodical_id: string; date: string; edition: number }>('SELECT periodical_id, date, edition FROM issue ORDER BY id % 7919, id LIMIT 3000')
  .all()
const soakItems = pagesDb.prepare<[], { id: string; type: string }>('SELECT id, type FROM item ORDER BY id LIMIT 2000').all()
const soakPeriodicals = pagesDb
  .prepare<[], { id: string; first: string; last: string }>('SELECT periodical_id AS id, MIN(date) AS first, MAX(date) AS last FROM issue GROUP BY periodical_id')
  .all()
const soakLanguages = pagesDb.prepare<[], string>('SELECT DISTINCT language FROM unit WHERE language IS NOT NULL').pluck().all()
const soakWords = pagesDb
  .prepare<[], string>("SELECT term FROM temp.words WHERE term GLOB '[a-z]*' AND length(term) > 3 ORDER BY doc DESC LIMIT 5000")
  .pluck()
  .all()
// The calibration's 20-result searches: words that find 20 units or more, most common first.
const calibrationWords = pagesDb
  .prepare<[], string>("SELECT term FROM temp.words WHERE term GLOB '[a-z]*' AND length(term) > 3 AND doc >= 20 ORDER BY doc DESC LIMIT 5000")
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

/** A small seeded generator (mulberry32): the soak's mix is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A search address as the app writes it: parameters in the state's order, defaults left out
 * (src/domain/search-state.ts searchParamsOf), or the app would answer with a redirect.
 */
function searchAddress(prefix: string, state: Partial<Record<'q' | 'type' | 'from' | 'to' | 'lang' | 'content' | 'sort' | 'size' | 'view' | 'page' | 'paging', string>>, path = 'search'): string {
  const defaults: Record<string, string> = { sort: 'relevance', size: '20', view: 'list', page: '1', paging: 'pages' }
  const params = new URLSearchParams()
  for (const key of ['q', 'type', 'from', 'to', 'lang', 'content', 'sort', 'size', 'view', 'page', 'paging'] as const) {
    const value = state[key]
    if (value !== undefined && value !== '' && value !== defaults[key]) params.append(key, value)
  }
  const query = params.toString()
  return `${prefix}/${path}${query ? `?${query}` : ''}`
}

/**
 * The soak's traffic: distinct searches (thousands of words, filters, sorts, sizes, views), deep
 * pages and load-more pages, issue and item readers with the words to highlight, periodical pages
 * with their calendars, lists, editorial pages, the home page, static files and a few missing
 * pages, drawn at random by weight; exports (their own schedule) are searches of the same kinds.
 */
function soakMix(): { next: (n: number) => SoakRequest; exportPath: (n: number) => string; random: () => number } {
  const random = seeded(1858)
  const any = <T,>(list: readonly T[], fallback: T): T => list[Math.floor(random() * list.length)] ?? fallback
  const locale = () => any(['', '', '/en', '/de', '/fr'], '')
  const word = () => any(soakWords, searchWord)
  const common = () => any(soakWords.slice(0, 100), searchWord)
  const year = (first: string, last: string) => {
    const from = Number(first.slice(0, 4))
    const to = Number(last.slice(0, 4))
    return String(from + Math.floor(random() * (to - from + 1)))
  }
  const range = () => {
    const from = 1840 + Math.floor(random() * 140)
    return { from: String(from), to: String(from + 1 + Math.floor(random() * 20)) }
  }
  const query = () => {
    const draw = random()
    if (draw < 0.55) return word()
    if (draw < 0.75) return `${word()} ${word()}`
    if (draw < 0.85) return `${word().slice(0, 4)}*`
    if (draw < 0.95) return `"${word()} ${word()}"`
    return `${common()} -${word()}`
  }
  const search = (): SoakRequest => {
    const filtered = random() < 0.4
    return {
      kind: 'search',
      path: searchAddress(locale(), {
        q: query(),
        ...(filtered && random() < 0.5 ? { type: any(DOCUMENT_TYPE_FILTERS, 'newspaper') } : {}),
        ...(filtered && random() < 0.5 ? range() : {}),
        ...(filtered && random() < 0.5 ? { lang: any(soakLanguages, 'de') } : {}),
        ...(filtered && random() < 0.2 ? { content: any(CONTENT_FILTERS, 'full_text') } : {}),
        sort: random() < 0.6 ? 'relevance' : any(SORTS, 'date_desc'),
        size: random() < 0.8 ? '20' : String(any(PAGE_SIZES, 20)),
        view: random() < 0.8 ? 'list' : any(['compact', 'details'], 'compact'),
        page: random() < 0.7 ? '1' : String(2 + Math.floor(random() * 4)),
      }),
    }
  }
  // Far into the results of common words: page N of 20, or "load more" up to N pages at once.
  const deep = (): SoakRequest =>
    random() < 0.6
      ? { kind: 'deep_page', path: searchAddress(locale(), { q: common(), sort: any(SORTS, 'relevance'), page: String(10 + Math.floor(random() * 300)) }) }
      : { kind: 'load_more', path: searchAddress(locale(), { q: common(), sort: any(SORTS, 'relevance'), page: String(2 + Math.floor(random() * 9)), paging: 'more' }) }
  const reader = (): SoakRequest => {
    const issue = any(soakIssues, undefined)
    const highlight = random() < 0.6 ? `?q=${encodeURIComponent(word())}` : ''
    return issue ? { kind: 'issue_reader', path: `${locale()}${issuePath(issue.periodical_id, issue.date, issue.edition)}${highlight}` } : { kind: 'home', path: '/' }
  }
  const item = (): SoakRequest => {
    const chosen = any(soakItems, undefined)
    const highlight = random() < 0.6 ? `?q=${encodeURIComponent(word())}` : ''
    return chosen ? { kind: 'item_reader', path: `${locale()}${itemPath(chosen.type, chosen.id)}${highlight}` } : { kind: 'home', path: '/' }
  }
  const periodical = (): SoakRequest => {
    const chosen = any(soakPeriodicals, undefined)
    if (!chosen) return { kind: 'home', path: '/' }
    const draw = random()
    const calendar = draw < 0.3 ? '' : draw < 0.7 ? `?year=${year(chosen.first, chosen.last)}` : `?year=${year(chosen.first, chosen.last)}&month=${1 + Math.floor(random() * 12)}`
    return { kind: 'periodical', path: `${locale()}/periodicals/${encodeURIComponent(chosen.id)}${calendar}` }
  }
  const lists = ['/periodicals', '/books', '/manuscripts', '/posters', '/collections', '/news', '/staff-picks', '/support/about', '/support/help', '/support/sitemap', '/menu']
  const listPage = (): SoakRequest => ({ kind: 'list_or_editorial', path: `${locale()}${any(lists, '/periodicals')}` })
  const clientDir = join(ROOT, 'dist', 'client')
  const assets = [
    ...readdirSync(join(clientDir, 'assets'))
      .filter((name) => !/\.(br|gz)$/.test(name))
      .map((name) => `/assets/${name}`),
    '/favicon.svg',
    '/logo-en.svg',
    '/_build/latest.json',
    '/robots.txt',
    '/opensearch.xml',
  ]
  const asset = (): SoakRequest => ({ kind: 'static', path: any(assets, '/favicon.svg') })
  const home = (): SoakRequest => ({ kind: 'home', path: locale() || '/' })
  // Addresses no page has: bots and broken links. Distinct, so the static files' memory of misses is exercised.
  let missing = 0
  const notFound = (): SoakRequest => {
    missing += 1
    return random() < 0.5
      ? { kind: 'missing', path: `/books/no-such-book-${missing}`, expect: [404] }
      : { kind: 'missing', path: `/assets/no-such-file-${missing}.js`, expect: [404] }
  }
  const weights: [number, () => SoakRequest][] = [
    [30, search],
    [10, deep],
    [12, reader],
    [8, item],
    [8, periodical],
    [6, home],
    [6, listPage],
    [18, asset],
    [1, notFound],
    [1, () => ({ kind: 'health', path: '/api/health' })],
  ]
  const total = weights.reduce((sum, [weight]) => sum + weight, 0)
  return {
    random,
    next: () => {
      let draw = random() * total
      for (const [weight, make] of weights) {
        if (draw < weight) return make()
        draw -= weight
      }
      return home()
    },
    exportPath: () => searchAddress('', { q: query(), ...(random() < 0.5 ? range() : {}), sort: any(SORTS, 'relevance') }, 'api/export'),
  }
}

// Before the site below starts: the calibration runs servers of its own, pinned to the server cores.
const calibration =
  sections.has('ssr') && !values['ssr-distinct-only'] && !values['no-calibration']
    ? await benchCalibration({
        db: dbPath,
        port: Number(values.port) + 2,
        pages: { periodical: `/en${PAGES.periodical}`, reader: `/en${PAGES.issue}`, words: calibrationWords },
        rounds: Number(values['calibration-rounds']),
        perRound: Number(values['calibration-requests']),
        warmup: Number(values['calibration-warmup']),
      })
    : undefined

const soakMemoryLog = sections.has('soak') ? join(tmpdir(), `bench-soak-memory-${process.pid}.jsonl`) : undefined
const sitePort = Number(values.port)
const webProcesses = values['web-processes']
const site = await startSite(
  dbPath,
  sitePort,
  { ...(values['no-page-cache'] ? { PAGE_CACHE_TTL_MS: '0' } : {}), WEB_PROCESSES: webProcesses },
  soakMemoryLog === undefined ? {} : { memoryLog: soakMemoryLog },
)
report.web_processes = Number(webProcesses)
const memory: Record<string, number> = { rss_idle_mb: round(treeRssBytes(site.pid) / 1048576) }
let failed = false

if (sections.has('ssr')) {
  const ssr: Record<string, unknown> = calibration === undefined ? {} : { calibration }
  for (const name of values['ssr-distinct-only'] ? [] : ['home', 'search', 'periodical']) {
    const path = PAGES[name] ?? '/'
    const bytes = Buffer.from(await (await fetch(`${site.base}${path}`)).arrayBuffer())
    const stopStatic = await startStaticBaseline(new Map([[path, bytes]]), sitePort + 1)
    const runs: Record<string, unknown> = { path, html_kb: round(bytes.length / 1024) }
    for (const connections of [10, 50]) {
      process.stderr.write(`ssr ${name}: ${connections} connections, ${seconds}s against the site, then the static baseline\n`)
      const app = await load({ url: `${site.base}${path}`, connections, seconds })
      const baseline = await load({ url: `http://127.0.0.1:${sitePort + 1}${path}`, connections, seconds })
      runs[`c${connections}`] = { app, static_baseline: baseline, ratio: Math.round((app.per_second / Math.max(1, baseline.per_second)) * 1000) / 1000 }
    }
    await stopStatic()
    ssr[name] = runs
  }
  process.stderr.write(`ssr distinct searches: 10 connections, ${seconds}s, the generator sharing the server's cores\n`)
  ssr.distinct_searches = await load({ url: site.base, connections: 10, seconds, paths: distinctSearches })
  // Issue 52's page rate: the same searches with the generator on a core of its own (after the run
  // above, so this one meets the caches it warmed; a run asks the 700 addresses 2-5 times).
  process.stderr.write(`ssr distinct searches: 10 connections, ${seconds}s, the generator on a core of its own\n`)
  const apart = await withGeneratorApart(site.pid, () => load({ url: site.base, connections: 10, seconds, paths: distinctSearches }))
  if (apart !== undefined) ssr.distinct_searches_generator_apart = { server_cores: apart.server_cores, generator_core: apart.generator_core, ...apart.result }
  if (!values['ssr-distinct-only'] && !values['no-calibration']) {
    // The same load on the framework's own 1,000-row page: what a page rate can be here (issue 52).
    process.stderr.write(`ssr: the framework anchor's 1,000-row page, 10 connections, ${seconds}s sharing the cores, then ${seconds}s apart\n`)
    ssr.anchor_page_rate = await anchorPageRate(sitePort + 3, (url) => load({ url, connections: 10, seconds }))
  }
  if (!values['ssr-distinct-only']) {
    // Pages other visitors ask for while cold prefix searches (about 100 ms of SQLite each at a
    // million articles) keep the search threads busy: searches must not hold up the rest (ADR 014).
    process.stderr.write(`ssr isolation: prefix searches on 4 connections, other pages at 10/s, ${seconds}s\n`)
    const [searches, others] = await Promise.all([
      load({ url: site.base, connections: 4, seconds, paths: prefixSearches }),
      load({ url: site.base, connections: 2, seconds, paths: [PAGES.periodical ?? '/', PAGES.editorial ?? '/', '/en/periodicals'], rate: 10 }),
    ])
    ssr.isolation = { prefix_searches: searches, other_pages: others }
  }
  memory.rss_after_ssr_mb = round(treeRssBytes(site.pid) / 1048576)
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
  // The page view's deep zoom (OpenSeadragon): a chunk of its own, loaded only when a reader page shows a scan.
  const assets = join(ROOT, 'dist', 'client', 'assets')
  const deepZoom = readdirSync(assets).find((name) => /^openseadragon-[\w-]+\.js$/.test(name))
  if (deepZoom) {
    const size = (name: string) => (existsSync(join(assets, name)) ? round(readFileSync(join(assets, name)).length / 1024) : null)
    bundle.deep_zoom = { file: deepZoom, loaded: 'only when a reader page shows a scan', raw_kb: size(deepZoom), gzip_kb: size(`${deepZoom}.gz`), brotli_kb: size(`${deepZoom}.br`) }
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
  const mix = soakMix()
  process.stderr.write(`soak: ${minutes} min of mixed traffic at ${rate} requests/s, ${values['soak-exports']} exports a minute\n`)
  const result = await soak({
    site,
    minutes,
    rate,
    next: mix.next,
    exportPath: mix.exportPath,
    exportsPerMinute: Number(values['soak-exports']),
    abandonShare: 0.03,
    memoryLog: soakMemoryLog,
    random: mix.random,
  })
  report.soak = result
  if (soakMemoryLog !== undefined) rmSync(soakMemoryLog, { force: true })
  if (result.errors > 0 || result.unexpected_status > 0) failed = true
}

memory.rss_end_mb = round(treeRssBytes(site.pid) / 1048576)
report.memory = memory
const exitCode = await site.stop('SIGTERM')
report.shutdown = { signal: 'SIGTERM', exit_code: exitCode }
printReport()
process.exit(failed ? 1 : 0)
