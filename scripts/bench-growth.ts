/**
 * The cost curve (`npm run bench -- --docs 100000,300000,1000000 [--engine embedded,solr]`, issue 40):
 * this bench once per size, each in a process of its own (a fresh heap and fresh caches; the
 * bench's own Solr cluster started, indexed and brought down per size), then one table:
 *  - per size: units, pages, the corpus's build time; the store file's bytes (per article and per
 *    page), the full-text index's and the columns' bytes; search p50/p95 per class, cold, on each
 *    engine; the bench process's peak memory (the embedded engine's, before Solr's side runs);
 *    Solr's index time, its bytes for one copy and over every replica, each node's resident memory;
 *    the serving process's memory and distinct uncached search pages a second (10 connections,
 *    the load generator sharing the server's cores, then on a core of its own; every page rendered:
 *    `--no-page-cache`);
 *  - fits over the sizes: bytes per article (least squares through the origin), and for each
 *    latency the exponent k of time ∝ size^k (least squares on the logarithms), which is what
 *    docs/decisions' cost-curve ADR projects from.
 * Each size's own report (what the table reads of it) is kept beside the table (`reports`). Defaults for the children:
 * `--only search,ssr`, `--no-page-cache`, the Solr side without its node-down phase, and only
 * the distinct-searches part of the ssr section.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { openForReading } from '../src/store/db.ts'
import { ROOT } from './build-state.ts'
import { round } from './bench-web.ts'

const latency = v.object({ p50_ms: v.number(), p95_ms: v.number() })
const searchClass = v.object({ cold: latency, warm: latency })
const pageRate = v.object({ per_second: v.number(), p50_ms: v.optional(v.number()), p99_ms: v.optional(v.number()) })
const childReport = v.object({
  search: v.optional(
    v.object({
      docs: v.number(),
      all: v.optional(latency),
      classes: v.optional(v.record(v.string(), searchClass)),
      build_s: v.optional(v.nullable(v.number())),
      index_bytes: v.optional(v.number()),
      columns_bytes: v.optional(v.number()),
      peak_rss_bytes: v.optional(v.number()),
      solr: v.optional(
        v.object({
          all: latency,
          classes: v.record(v.string(), searchClass),
          index: v.object({ seconds: v.number(), docs_per_s: v.number(), size_bytes: v.number(), size_bytes_one_copy: v.number(), shards: v.number(), replicas: v.number() }),
          memory: v.union([v.object({ nodes: v.array(v.object({ node: v.number(), rss_mb: v.number(), rss_anon_mb: v.number() })), nodes_rss_mb: v.number() }), v.object({ unavailable: v.string() })]),
        }),
      ),
    }),
  ),
  ssr: v.optional(
    v.object({
      distinct_searches: v.optional(pageRate),
      // Since issue 52: the same searches with the load generator on a core of its own.
      distinct_searches_generator_apart: v.optional(pageRate),
    }),
  ),
  memory: v.optional(v.record(v.string(), v.number())),
})
type ChildReport = v.InferOutput<typeof childReport>

/** The arguments given, less the ones the growth bench sets per size. */
function childArguments(args: readonly string[]): string[] {
  const out: string[] = []
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? ''
    if (arg === '--docs' || arg === '--out' || arg === '--db') {
      index += 1
      continue
    }
    if (arg.startsWith('--docs=') || arg.startsWith('--out=') || arg.startsWith('--db=')) continue
    out.push(arg)
  }
  if (!out.some((arg) => arg === '--only' || arg.startsWith('--only='))) out.push('--only', 'search,ssr')
  for (const flag of ['--no-page-cache', '--no-node-down', '--ssr-distinct-only']) if (!out.includes(flag)) out.push(flag)
  return out
}

/** Least squares through the origin: bytes = slope × size. */
function slopeThroughOrigin(points: readonly (readonly [number, number])[]): number {
  const xy = points.reduce((sum, [x, y]) => sum + x * y, 0)
  const xx = points.reduce((sum, [x]) => sum + x * x, 0)
  return xx === 0 ? 0 : xy / xx
}

/** The exponent k of y ∝ x^k, by least squares on the logarithms; null where a value is not positive. */
function exponent(points: readonly (readonly [number, number])[]): number | null {
  if (points.length < 2 || points.some(([x, y]) => x <= 0 || y <= 0)) return null
  const logs = points.map(([x, y]) => [Math.log(x), Math.log(y)] as const)
  const mx = logs.reduce((sum, [x]) => sum + x, 0) / logs.length
  const my = logs.reduce((sum, [, y]) => sum + y, 0) / logs.length
  const sxx = logs.reduce((sum, [x]) => sum + (x - mx) ** 2, 0)
  const sxy = logs.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0)
  return sxx === 0 ? null : Math.round((sxy / sxx) * 100) / 100
}

function classLatencies(classes: Record<string, v.InferOutput<typeof searchClass>> | undefined) {
  return Object.fromEntries(Object.entries(classes ?? {}).map(([name, entry]) => [name, { p50_ms: entry.cold.p50_ms, p95_ms: entry.cold.p95_ms }]))
}

interface SizeRow {
  docs: number
  units: number
  pages: number
  corpus_build_s: number | null
  store_bytes: number
  store_bytes_per_article: number
  store_bytes_per_page: number
  embedded: {
    fts_index_bytes: number | null
    columns_bytes: number | null
    bench_peak_rss_mb: number | null
    all: { p50_ms: number; p95_ms: number } | null
    classes: Record<string, { p50_ms: number; p95_ms: number }>
  }
  solr: {
    index_s: number
    docs_per_s: number
    shards: number
    replicas: number
    bytes_one_copy: number
    bytes_every_replica: number
    bytes_one_copy_per_article: number
    nodes_rss_mb: number[]
    all: { p50_ms: number; p95_ms: number }
    classes: Record<string, { p50_ms: number; p95_ms: number }>
  } | null
  server: { rss_idle_mb: number | null; rss_after_ssr_mb: number | null; uncached_search_pages_per_s: number | null; uncached_p50_ms: number | null; uncached_p99_ms: number | null; uncached_search_pages_per_s_generator_apart: number | null }
}

function rowOf(docs: number, report: ChildReport): SizeRow {
  const path = join(ROOT, 'bench', `corpus-${docs}.db`)
  const db = openForReading(path)
  const count = (table: 'unit' | 'page') => db.prepare<[], number>(`SELECT COUNT(*) FROM ${table}`).pluck().get() ?? 0
  const [units, pages] = (() => {
    try {
      return [count('unit'), count('page')]
    } finally {
      db.close()
    }
  })()
  const storeBytes = statSync(path).size
  const search = report.search
  const solr = search?.solr
  const distinct = report.ssr?.distinct_searches
  const apart = report.ssr?.distinct_searches_generator_apart
  return {
    docs,
    units,
    pages,
    corpus_build_s: search?.build_s ?? null,
    store_bytes: storeBytes,
    store_bytes_per_article: Math.round(storeBytes / Math.max(1, units)),
    store_bytes_per_page: Math.round(storeBytes / Math.max(1, pages)),
    embedded: {
      fts_index_bytes: search?.index_bytes ?? null,
      columns_bytes: search?.columns_bytes ?? null,
      bench_peak_rss_mb: search?.peak_rss_bytes === undefined ? null : round(search.peak_rss_bytes / 1048576),
      all: search?.all ?? null,
      classes: classLatencies(search?.classes),
    },
    solr:
      solr === undefined
        ? null
        : {
            index_s: solr.index.seconds,
            docs_per_s: solr.index.docs_per_s,
            shards: solr.index.shards,
            replicas: solr.index.replicas,
            bytes_one_copy: solr.index.size_bytes_one_copy,
            bytes_every_replica: solr.index.size_bytes,
            bytes_one_copy_per_article: Math.round(solr.index.size_bytes_one_copy / Math.max(1, units)),
            nodes_rss_mb: 'nodes' in solr.memory ? solr.memory.nodes.map((node) => node.rss_mb) : [],
            all: solr.all,
            classes: classLatencies(solr.classes),
          },
    server: {
      rss_idle_mb: report.memory?.rss_idle_mb ?? null,
      rss_after_ssr_mb: report.memory?.rss_after_ssr_mb ?? null,
      uncached_search_pages_per_s: distinct?.per_second ?? null,
      uncached_p50_ms: distinct?.p50_ms ?? null,
      uncached_p99_ms: distinct?.p99_ms ?? null,
      uncached_search_pages_per_s_generator_apart: apart?.per_second ?? null,
    },
  }
}

/** Slopes over the sizes: bytes per article and per page, and the latencies' exponents. */
function fits(rows: readonly SizeRow[]) {
  const perUnit = (value: (row: SizeRow) => number | null | undefined) => {
    const points = rows.flatMap((row) => {
      const y = value(row)
      return y === null || y === undefined ? [] : [[row.units, y] as const]
    })
    return points.length === 0 ? null : Math.round(slopeThroughOrigin(points))
  }
  const perPage = (value: (row: SizeRow) => number | null | undefined) => {
    const points = rows.flatMap((row) => {
      const y = value(row)
      return y === null || y === undefined ? [] : [[row.pages, y] as const]
    })
    return points.length === 0 ? null : Math.round(slopeThroughOrigin(points))
  }
  const growth = (value: (row: SizeRow) => number | null | undefined) =>
    exponent(
      rows.flatMap((row) => {
        const y = value(row)
        return y === null || y === undefined ? [] : [[row.units, y] as const]
      }),
    )
  const classNames = [...new Set(rows.flatMap((row) => [...Object.keys(row.embedded.classes), ...Object.keys(row.solr?.classes ?? {})]))]
  return {
    store_bytes_per_article: perUnit((row) => row.store_bytes),
    store_bytes_per_page: perPage((row) => row.store_bytes),
    fts_bytes_per_article: perUnit((row) => row.embedded.fts_index_bytes),
    solr_one_copy_bytes_per_article: perUnit((row) => row.solr?.bytes_one_copy),
    solr_one_copy_bytes_per_page: perPage((row) => row.solr?.bytes_one_copy),
    corpus_build_s_per_1000_articles: rows.some((row) => row.corpus_build_s !== null) ? round((perUnit((row) => (row.corpus_build_s ?? 0) * 1000) ?? 0) / 1000) : null,
    solr_index_s_per_1000_articles: rows.some((row) => row.solr !== null) ? round((perUnit((row) => (row.solr?.index_s ?? 0) * 1000) ?? 0) / 1000) : null,
    pages_per_article: round(rows.reduce((sum, row) => sum + row.pages, 0) / Math.max(1, rows.reduce((sum, row) => sum + row.units, 0)) * 1000) / 1000,
    // time ∝ size^k: 1 grows with the collection, 0 does not.
    latency_exponents: Object.fromEntries(
      classNames.map((name) => [
        name,
        {
          embedded_p50: growth((row) => row.embedded.classes[name]?.p50_ms),
          embedded_p95: growth((row) => row.embedded.classes[name]?.p95_ms),
          solr_p50: growth((row) => row.solr?.classes[name]?.p50_ms),
          solr_p95: growth((row) => row.solr?.classes[name]?.p95_ms),
        },
      ]),
    ),
    uncached_pages_per_s_exponent: growth((row) => row.server.uncached_search_pages_per_s),
    server_rss_exponent: growth((row) => row.server.rss_after_ssr_mb),
  }
}

/** Runs the bench per size; writes (`out`) and prints the growth report. Returns the exit status. */
export async function benchGrowth(docsList: string, args: readonly string[], out: string | undefined): Promise<number> {
  const sizes = docsList.split(',').map((size) => Number(size.trim()))
  if (sizes.some((size) => !Number.isInteger(size) || size < 1000)) {
    console.error(`--docs takes sizes of 1,000 articles or more, comma-separated, not ${docsList}`)
    return 2
  }
  const scratch = mkdtempSync(join(tmpdir(), 'bench-growth-'))
  const rows: SizeRow[] = []
  const reports: { docs: number; report: ChildReport }[] = []
  let status = 0
  try {
    for (const [index, docs] of sizes.entries()) {
      const file = join(scratch, `bench-${docs}.json`)
      process.stderr.write(`growth ${index + 1}/${sizes.length}: ${docs.toLocaleString('en')} articles\n`)
      const child = spawnSync(process.execPath, [join(ROOT, 'scripts', 'bench.mjs'), '--docs', String(docs), '--out', file, ...childArguments(args)], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      if (child.status !== 0) {
        process.stderr.write(`growth: the bench at ${docs} articles exited with ${child.status ?? child.signal}\n`)
        status = 1
      }
      let parsed: ChildReport
      try {
        parsed = v.parse(childReport, JSON.parse(readFileSync(file, 'utf8')))
      } catch (error) {
        process.stderr.write(`growth: no report at ${docs} articles (${error instanceof Error ? error.message : String(error)})\n`)
        status = 1
        continue
      }
      reports.push({ docs, report: parsed })
      rows.push(rowOf(docs, parsed))
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  const growth = { growth: { sizes: rows, fits: fits(rows), reports } }
  const json = JSON.stringify(growth, null, 2)
  if (out) writeFileSync(out, `${json}\n`)
  console.log(json)
  return status
}
