/**
 * The web half of `npm run bench`: SSR load against a static-file baseline,
 * first-load JavaScript per route type, Lighthouse, and a soak run. The site
 * runs as its own process (dist/server/main.js, as in production) so its memory
 * can be read and the load generator does not share its event loop.
 */
import autocannon from 'autocannon'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { Agent, createServer, request as httpRequest } from 'node:http'
import { basename, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { Site } from '../tests/support/site.ts'
import { ROOT } from './build-state.ts'
import { processTree } from './server-cpu.ts'
import { dictionaryChunk } from '../src/domain/dictionary-parts.ts'
import { ORIGINS, OURS, type Origin, emptyComposition, gzipByOrigin, parseSourceMap } from './bundle-composition.ts'

export const round = (n: number) => Math.round(n * 10) / 10

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** Resident memory of a process, from /proc (Linux). */
export function rssBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : 0
  } catch {
    return 0
  }
}

/** Resident memory of a process and its child processes (a server of several processes, ADR 048). */
export function treeRssBytes(pid: number): number {
  return processTree(pid).reduce((sum, member) => sum + rssBytes(member), 0)
}

/** A plain HTTP server that answers each path with fixed bytes: the ceiling any page server could reach. */
export async function startStaticBaseline(pages: Map<string, Buffer>, port: number): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    const body = pages.get(request.url ?? '/')
    if (!body) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return () => new Promise((resolve) => server.close(() => resolve()))
}

export interface LoadResult {
  connections: number
  seconds: number
  requests: number
  per_second: number
  p50_ms: number
  p95_ms: number
  p99_ms: number
  max_ms: number
  errors: number
  non_2xx: number
}

/** A bounded loopback load: `connections` keep-alive connections for `seconds`, or a fixed overall rate. */
export async function load(options: {
  url: string
  connections: number
  seconds: number
  paths?: string[]
  rate?: number
}): Promise<LoadResult> {
  const latencies: number[] = []
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate ? { overallRate: options.rate } : {}),
    ...(options.paths ? { requests: options.paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
    setupClient: (client) => {
      client.on('response', (_status, _bytes, time) => latencies.push(time))
    },
  })
  latencies.sort((a, b) => a - b)
  return {
    connections: options.connections,
    seconds: options.seconds,
    requests: latencies.length,
    per_second: round(latencies.length / result.duration),
    p50_ms: round(percentile(latencies, 50)),
    p95_ms: round(percentile(latencies, 95)),
    p99_ms: round(percentile(latencies, 99)),
    max_ms: round(latencies.at(-1) ?? 0),
    errors: result.errors + result.timeouts,
    non_2xx: result.non2xx,
  }
}

/** One request of the soak's mix. */
export interface SoakRequest {
  /** What kind of page or file it is, for latency by kind. */
  kind: string
  path: string
  /** Statuses that are right for it besides 2xx and 304 (a missing page's 404). */
  expect?: readonly number[]
}

export interface SoakOptions {
  site: Site
  minutes: number
  /** Requests a second, exports included. */
  rate: number
  /** The n-th request of the mix; called once per request, so the mix may be drawn at random. */
  next: (n: number) => SoakRequest
  /** The n-th export address (/api/export?…): sent on their own schedule, apart from `next`. */
  exportPath: (n: number) => string
  /**
   * Exports a minute: the server allows 10 a minute per client address, so the default stays under
   * it; a 429 is counted apart (rate_limited), never as an error.
   */
  exportsPerMinute: number
  /** Of page requests, the share whose visitor leaves as soon as the headers arrive (closes the connection). */
  abandonShare: number
  /** The file the server's memory probe writes (startSite's memoryLog), if it was started with one. */
  memoryLog?: string
  /** Deterministic draws (encodings, abandoned requests): a number in [0, 1). */
  random: () => number
}

interface Timed {
  requests: number
  p50_ms: number
  p95_ms: number
  p99_ms: number
  max_ms: number
}

function timed(latencies: number[]): Timed {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    requests: sorted.length,
    p50_ms: round(percentile(sorted, 50)),
    p95_ms: round(percentile(sorted, 95)),
    p99_ms: round(percentile(sorted, 99)),
    max_ms: round(sorted.at(-1) ?? 0),
  }
}

/** Least-squares slope of y over x. */
export function slope(points: readonly (readonly [number, number])[]): number {
  const n = points.length
  if (n < 2) return 0
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n
  let covariance = 0
  let variance = 0
  for (const [x, y] of points) {
    covariance += (x - meanX) * (y - meanY)
    variance += (x - meanX) ** 2
  }
  return variance === 0 ? 0 : covariance / variance
}

/** Memory of a process from /proc (Linux): VmRSS split into anonymous (heaps, malloc) and file-backed pages, and its thread count. */
function procMemory(pid: number): { rss: number; anon: number; file: number; threads: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0)
    return { rss: field('VmRSS') * 1024, anon: field('RssAnon') * 1024, file: field('RssFile') * 1024, threads: field('Threads') }
  } catch {
    return { rss: 0, anon: 0, file: 0, threads: 0 }
  }
}

interface ProbeLine {
  at: number
  thread: number
  heap_used: number
  heap_total: number
  external: number
  array_buffers: number
}

function isProbeLine(value: unknown): value is ProbeLine {
  if (typeof value !== 'object' || value === null) return false
  return ['at', 'thread', 'heap_used', 'heap_total', 'external', 'array_buffers'].every((key) => typeof Reflect.get(value, key) === 'number')
}

function readProbe(file: string | undefined): ProbeLine[] {
  if (file === undefined || !existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line): unknown => JSON.parse(line))
    .filter(isProbeLine)
}

/** What browsers send, what a simple client sends, and nothing: every compression path of the server. */
const ENCODINGS = [
  { share: 0.6, value: 'gzip, deflate, br, zstd' },
  { share: 0.3, value: 'gzip' },
  { share: 0.1, value: '' },
]

/** A request taking longer than this is a connection error: the soak does not wait for ever. */
const SOAK_REQUEST_TIMEOUT_MS = 30_000
/** More unanswered requests than this and the soak stops adding more (counted as skipped): the server is not keeping up. */
const SOAK_MAX_IN_FLIGHT = 200
const SOAK_SAMPLE_MS = 10_000

/**
 * Mixed traffic at a fixed rate for `minutes`, open loop: requests are sent on schedule whether or
 * not earlier ones were answered (as visitors do), over keep-alive connections. Each is timed to the
 * end of its body. Errors are 5xx answers and failed connections (refused, reset, timed out);
 * other statuses are counted in the histogram, and `unexpected` counts those the request did not
 * expect (a redirect or a 404 means the mix is wrong). Requests abandoned on purpose are counted
 * apart. The serving process's memory is sampled every 10 s; the RSS slope is the least-squares
 * slope of the samples after the warm-up (a third of the run, at most 5 minutes).
 */
export async function soak(options: SoakOptions) {
  const { site, minutes, rate } = options
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  const target = new URL(site.base)
  const durationMs = minutes * 60_000
  const warmupMs = Math.min(5 * 60_000, durationMs / 3)
  const status = new Map<number, number>()
  const latencies = new Map<string, number[]>()
  let errors5xx = 0
  let connectionErrors = 0
  const connectionErrorKinds = new Map<string, number>()
  let unexpected = 0
  const unexpectedExamples: string[] = []
  let abandoned = 0
  let skipped = 0
  let staleConnections = 0
  let sent = 0
  let inFlight = 0
  const exportLatencies: number[] = []
  const exportStats = { sent: 0, ok: 0, rate_limited: 0, bytes: 0 }

  const pick = () => {
    let draw = options.random()
    for (const encoding of ENCODINGS) {
      if (draw < encoding.share) return encoding.value
      draw -= encoding.share
    }
    return ''
  }

  const send = (request: SoakRequest, isExport: boolean, retried = false) => {
    const abandon = !retried && !isExport && options.random() < options.abandonShare
    const started = performance.now()
    inFlight++
    sent++
    if (isExport) exportStats.sent++
    let settled = false
    const settle = () => {
      if (settled) return false
      settled = true
      inFlight--
      return true
    }
    const failed = (reason: string) => {
      if (!settle()) return
      connectionErrors++
      connectionErrorKinds.set(reason, (connectionErrorKinds.get(reason) ?? 0) + 1)
    }
    const encoding = pick()
    const outgoing = httpRequest(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        path: request.path,
        headers: { 'user-agent': 'bench-soak', ...(encoding ? { 'accept-encoding': encoding } : {}) },
        timeout: SOAK_REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const code = response.statusCode ?? 0
        if (abandon) {
          // The visitor leaves: the connection closes while the server may still be streaming the page.
          settle()
          abandoned++
          outgoing.destroy()
          return
        }
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('error', () => failed('response aborted'))
        response.on('end', () => {
          if (!settle()) return
          const ms = performance.now() - started
          status.set(code, (status.get(code) ?? 0) + 1)
          if (code >= 500) errors5xx++
          else if (isExport && code === 429) exportStats.rate_limited++
          else if (!(code >= 200 && code < 300) && code !== 304 && !(request.expect ?? []).includes(code)) {
            unexpected++
            if (unexpectedExamples.length < 10) unexpectedExamples.push(`${code} ${request.path}`)
          }
          if (isExport) {
            if (code === 200) {
              exportStats.ok++
              exportStats.bytes += bytes
              exportLatencies.push(ms)
            }
            return
          }
          const list = latencies.get(request.kind) ?? []
          list.push(ms)
          latencies.set(request.kind, list)
        })
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')))
    outgoing.on('error', (error) => {
      if (abandon && settled) return
      // A kept-alive connection the server closed as idle just as this request was sent on it: the
      // request never reached the server, and a browser sends it again on a new connection (as
      // Node's documentation advises). Once, and counted apart.
      if (outgoing.reusedSocket && Reflect.get(error, 'code') === 'ECONNRESET' && !retried && settle()) {
        staleConnections++
        sent--
        if (isExport) exportStats.sent--
        send(request, isExport, true)
        return
      }
      failed(error.message === 'timeout' ? 'timeout' : String(Reflect.get(error, 'code') ?? error.message))
    })
    outgoing.end()
  }

  const samples: { at: number; rss: number; anon: number; file: number; threads: number }[] = []
  const start = Date.now()
  const sample = () => samples.push({ at: Date.now() - start, ...procMemory(site.pid) })
  sample()
  const sampler = setInterval(sample, SOAK_SAMPLE_MS)
  const exportEveryMs = options.exportsPerMinute > 0 ? 60_000 / options.exportsPerMinute : Infinity
  let mixed = 0
  let exported = 0
  const startedAt = performance.now()
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const elapsed = performance.now() - startedAt
      if (elapsed >= durationMs) {
        clearInterval(tick)
        resolve()
        return
      }
      // Exports take their share of the rate; the mix fills the rest.
      const exportsDue = Math.floor(elapsed / exportEveryMs) + 1
      while (exported < exportsDue) {
        if (inFlight >= SOAK_MAX_IN_FLIGHT) skipped++
        else send({ kind: 'export', path: options.exportPath(exported) }, true)
        exported++
      }
      const due = Math.floor((elapsed / 1000) * rate) - exported
      while (mixed < due) {
        if (inFlight >= SOAK_MAX_IN_FLIGHT) skipped++
        else send(options.next(mixed), false)
        mixed++
      }
    }, 10)
  })
  // Those still unanswered get the request timeout to finish, then count as connection errors.
  const until = Date.now() + SOAK_REQUEST_TIMEOUT_MS + 1000
  while (inFlight > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50))
  clearInterval(sampler)
  sample()
  agent.destroy()

  const mb = (bytes: number) => round(bytes / 1048576)
  const perMinute = (points: [number, number][]) => round(slope(points) * 10) / 10
  const afterWarmup = samples.filter((entry) => entry.at >= warmupMs)
  const secondHalf = samples.filter((entry) => entry.at >= durationMs / 2)
  const rssPoints = (list: typeof samples): [number, number][] => list.map((entry) => [entry.at / 60_000, entry.rss / 1048576])
  const anonPoints = (list: typeof samples): [number, number][] => list.map((entry) => [entry.at / 60_000, entry.anon / 1048576])
  const warm = afterWarmup[0] ?? samples[0]

  // The threads' own heaps, from the probe: the main thread's and the search threads' together.
  const probe = readProbe(options.memoryLog).filter((line) => line.at >= start)
  const threads = [...new Set(probe.map((line) => line.thread))].sort((a, b) => a - b)
  const heaps: Record<string, unknown> = {}
  for (const thread of threads) {
    const lines = probe.filter((line) => line.thread === thread)
    const after = lines.filter((line) => line.at - start >= warmupMs)
    const first = lines[0]
    const last = lines.at(-1)
    heaps[thread === 0 ? 'main' : `search_thread_${thread}`] = {
      heap_used_start_mb: mb(first?.heap_used ?? 0),
      heap_used_end_mb: mb(last?.heap_used ?? 0),
      heap_used_peak_mb: mb(Math.max(0, ...lines.map((line) => line.heap_used))),
      heap_used_slope_mb_per_min: perMinute(after.map((line) => [(line.at - start) / 60_000, line.heap_used / 1048576])),
      external_end_mb: mb(last?.external ?? 0),
      array_buffers_end_mb: mb(last?.array_buffers ?? 0),
      // Array buffers (the page cache's bytes, the search columns) are outside the heap but inside RSS.
      array_buffers_at_warmup_mb: mb(after[0]?.array_buffers ?? 0),
      array_buffers_slope_mb_per_min: perMinute(after.map((line) => [(line.at - start) / 60_000, line.array_buffers / 1048576])),
      // The heap V8 has committed (inside RSS) grows under load toward its limits while the part in
      // use stays flat: its slope tells that apart from memory outside V8.
      heap_total_at_warmup_mb: mb(after[0]?.heap_total ?? 0),
      heap_total_end_mb: mb(last?.heap_total ?? 0),
      heap_total_slope_mb_per_min: perMinute(after.map((line) => [(line.at - start) / 60_000, line.heap_total / 1048576])),
    }
  }

  const all = [...latencies.values()].flat()
  const byKind: Record<string, Timed> = {}
  for (const [kind, list] of [...latencies].sort(([a], [b]) => a.localeCompare(b))) byKind[kind] = timed(list)
  const elapsedS = (performance.now() - startedAt) / 1000
  return {
    minutes,
    rate,
    warmup_minutes: round(warmupMs / 60_000),
    sent,
    per_second: round(sent / elapsedS),
    skipped_backlog: skipped,
    errors: errors5xx + connectionErrors,
    errors_5xx: errors5xx,
    connection_errors: connectionErrors,
    connection_error_kinds: Object.fromEntries(connectionErrorKinds),
    // Sent again on a new connection after the server had closed the idle one it went out on.
    retried_after_idle_close: staleConnections,
    unexpected_status: unexpected,
    unexpected_examples: unexpectedExamples,
    abandoned_by_visitor: abandoned,
    status: Object.fromEntries([...status].sort(([a], [b]) => a - b).map(([code, count]) => [String(code), count])),
    ...timed(all),
    by_kind: byKind,
    exports: {
      per_minute: options.exportsPerMinute,
      sent: exportStats.sent,
      ok: exportStats.ok,
      rate_limited: exportStats.rate_limited,
      kb_per_export: round(exportStats.bytes / 1024 / Math.max(1, exportStats.ok)),
      ...timed(exportLatencies),
    },
    memory: {
      rss_start_mb: mb(samples[0]?.rss ?? 0),
      rss_after_warmup_mb: mb(warm?.rss ?? 0),
      rss_end_mb: mb(samples.at(-1)?.rss ?? 0),
      rss_peak_mb: mb(Math.max(...samples.map((entry) => entry.rss))),
      // The bar: flat after warm-up. Second half too, to tell still rising from levelled off.
      rss_slope_after_warmup_mb_per_min: perMinute(rssPoints(afterWarmup)),
      rss_slope_second_half_mb_per_min: perMinute(rssPoints(secondHalf)),
      anon_slope_after_warmup_mb_per_min: perMinute(anonPoints(afterWarmup)),
      rss_file_end_mb: mb(samples.at(-1)?.file ?? 0),
      threads_end: samples.at(-1)?.threads ?? 0,
      heaps,
      // [minutes, RSS MB, anonymous MB] every 10 s.
      samples: samples.map((entry) => [Math.round(entry.at / 600) / 100, mb(entry.rss), mb(entry.anon)]),
    },
  }
}

type CompositionKey = Origin | 'unattributed' | 'stack' | 'ours'
const COMPOSITION_KEYS: readonly CompositionKey[] = [...ORIGINS, 'unattributed', 'stack', 'ours']

export interface FirstLoad {
  files: number
  raw_kb: number
  gzip_kb: number
  brotli_kb: number
  /**
   * The gzip KB by origin (scripts/bundle-composition.ts), when a source-map twin of the build is
   * given; `unattributed` is what no twin file matched byte for byte.
   */
  composition?: Record<CompositionKey, number>
}

/**
 * Scripts a page loads before it is interactive: its script tags and module preloads. With `twin`,
 * the folder of a build identical to the served one but with hidden source maps, their gzip bytes
 * are also split by origin.
 */
export async function firstLoadJs(base: string, path: string, twin?: string): Promise<FirstLoad> {
  const page = await fetch(`${base}${path}`)
  const html = await page.text()
  // Scripts and module preloads in the page, and those its Link header announces (the page's dictionary).
  const announced = [...(page.headers.get('link') ?? '').matchAll(/<([^>]+\.js)>;\s*rel=modulepreload/g)].map((m) => m[1] ?? '')
  const sources = [...new Set([...[...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1] ?? ''), ...announced])]
  let raw = 0
  let gzip = 0
  let brotli = 0
  const byOrigin = { ...emptyComposition(), unattributed: 0 }
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(`${base}${source}`)).arrayBuffer())
    raw += body.length
    const gzipped = gzipSync(body, { level: 9 }).length
    gzip += gzipped
    brotli += brotliCompressSync(body).length
    if (!twin) continue
    const twinFile = join(twin, 'client', source)
    if (dictionaryChunk(basename(source))) {
      // A part of a dictionary (ADR 047): made by vite.config.ts from the dictionaries, with no map of its own.
      byOrigin.dictionary += gzipped
    } else if (!existsSync(twinFile) || !readFileSync(twinFile).equals(body)) {
      byOrigin.unattributed += gzipped
    } else if (existsSync(`${twinFile}.map`)) {
      const parts = gzipByOrigin(body.toString('utf8'), parseSourceMap(readFileSync(`${twinFile}.map`, 'utf8')))
      for (const origin of ORIGINS) byOrigin[origin] += parts[origin]
    } else {
      // No map: a chunk with no source of its own (the entry's import, the bundler's runtime, a re-export).
      byOrigin.bundler += gzipped
    }
  }
  const kb = (bytes: number) => round(bytes / 1024)
  const result: FirstLoad = { files: sources.length, raw_kb: kb(raw), gzip_kb: kb(gzip), brotli_kb: kb(brotli) }
  if (twin) {
    const ours = OURS.reduce((sum, origin) => sum + byOrigin[origin], 0)
    const composition: Record<CompositionKey, number> = { ...byOrigin, stack: gzip - ours - byOrigin.unattributed, ours }
    for (const key of COMPOSITION_KEYS) composition[key] = kb(composition[key])
    result.composition = composition
  }
  return result
}

/**
 * Builds a twin of the production build under bench/ with hidden source maps (vite.config.ts):
 * with the same build id its chunks are byte for byte the served ones, so their maps apply.
 * Returns its folder, or undefined when it could not be built.
 */
export function buildSourceMapTwin(): string | undefined {
  const twin = join(ROOT, 'bench', 'bundle-twin')
  const latest: unknown = JSON.parse(readFileSync(join(ROOT, 'dist', 'client', '_build', 'latest.json'), 'utf8'))
  const id: unknown = Reflect.get(Object(latest), 'id')
  if (typeof id !== 'string') return undefined
  process.stderr.write('bundle: building a twin of the client with source maps, to attribute its bytes\n')
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, VITE_BUILD_ID: id, BUNDLE_SOURCEMAP_DIR: twin },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return result.status === 0 ? twin : undefined
}

/** Installs Lighthouse into .tools/ on first use (like Node 22): only the bench needs it, so npm ci stays lean. */
function lighthouseBin(): string | undefined {
  const prefix = join(ROOT, '.tools', 'lighthouse')
  const bin = join(prefix, 'node_modules', 'lighthouse', 'cli', 'index.js')
  if (existsSync(bin)) return bin
  process.stderr.write('lighthouse: installing lighthouse@13.5.0 into .tools/lighthouse\n')
  mkdirSync(prefix, { recursive: true })
  const npm = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', 'lighthouse@13.5.0'], { stdio: 'inherit' })
  return npm.status === 0 && existsSync(bin) ? bin : undefined
}

export interface LighthouseScores {
  /** The median of the performance-only runs. */
  performance: number
  performance_runs: number[]
  /** Runs Lighthouse failed to record and ran again. */
  failed_attempts: number
  accessibility: number
  best_practices: number
  seo: number
  /** Medians of the performance-only runs, like the score. */
  lcp_ms: number
  tbt_ms: number
  cls: number
}

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync'

interface LighthouseRun {
  /** 1, or more when Lighthouse failed to record the page load and ran again. */
  attempts: number
  score: (category: string) => number
  audit: (id: string) => number
}

/** Lighthouse's advice when it failed to record a page load (NO_NAVSTART, NO_FCP…) is to run it again. */
const LIGHTHOUSE_ATTEMPTS = 3

function runLighthouse(bin: string, url: string, out: string, categories: string[]): LighthouseRun | { error: string } {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  let failure = ''
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt += 1) {
    rmSync(out, { force: true })
    const run = spawnSync(
      process.execPath,
      [
        bin,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--form-factor=mobile',
        '--max-wait-for-load=60000',
        `--only-categories=${categories.join(',')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
    )
    const report: unknown = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : undefined
    const runtimeError: unknown = Reflect.get(Object(Reflect.get(Object(report), 'runtimeError')), 'code')
    if (run.status === 0 && report !== undefined && runtimeError === undefined) {
      return {
        attempts: attempt,
        score: (category) => {
          const value: unknown = Reflect.get(Object(Reflect.get(Object(Reflect.get(Object(report), 'categories')), category)), 'score')
          return typeof value === 'number' ? Math.round(value * 100) : -1
        },
        audit: (id) => {
          const value: unknown = Reflect.get(Object(Reflect.get(Object(Reflect.get(Object(report), 'audits')), id)), 'numericValue')
          return typeof value === 'number' ? Math.round(value * 1000) / 1000 : -1
        },
      }
    }
    failure = typeof runtimeError === 'string' ? `lighthouse: ${runtimeError}` : (run.stderr || `exit ${run.status}`).slice(-500)
    process.stderr.write(`lighthouse: attempt ${attempt} of ${LIGHTHOUSE_ATTEMPTS} failed (${failure.slice(0, 120)})\n`)
  }
  return { error: failure }
}

/** The middle value (the upper middle for an even count). */
function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 50)
}

/**
 * Lighthouse's mobile preset (simulated slow 4G, mid-range phone) against a page of the running site, offline.
 * Accessibility, best practices and SEO come from one run. Performance is the median of `runs` runs of
 * that category alone, as Lighthouse's own guidance on variability advises: on a 2-core machine one run's
 * blocking time moves by 100 ms or more from run to run, and the other categories' audits add their own
 * work to the trace.
 */
export function lighthouse(url: string, outDir: string, runs: number): LighthouseScores | { error: string } {
  const bin = lighthouseBin()
  if (!bin) return { error: 'lighthouse could not be installed' }
  const name = url.replace(/[^\w]+/g, '_').slice(-60)
  const others = runLighthouse(bin, url, join(outDir, `lighthouse-${name}.json`), ['accessibility', 'best-practices', 'seo'])
  if ('error' in others) return others
  const performance: LighthouseRun[] = []
  for (let index = 0; index < runs; index += 1) {
    const run = runLighthouse(bin, url, join(outDir, `lighthouse-${name}-performance-${index + 1}.json`), ['performance'])
    if ('error' in run) return run
    performance.push(run)
  }
  const middle = (id: string) => median(performance.map((run) => run.audit(id)))
  return {
    performance: median(performance.map((run) => run.score('performance'))),
    performance_runs: performance.map((run) => run.score('performance')),
    failed_attempts: [others, ...performance].reduce((sum, run) => sum + run.attempts - 1, 0),
    accessibility: others.score('accessibility'),
    best_practices: others.score('best-practices'),
    seo: others.score('seo'),
    lcp_ms: Math.round(middle('largest-contentful-paint')),
    tbt_ms: Math.round(middle('total-blocking-time')),
    cls: middle('cumulative-layout-shift'),
  }
}

export interface BackForwardResult {
  path: string
  trials: number
  /** Animation frames from the popstate event until the earlier page was in the DOM: 1 means the next frame showed it. */
  frames_max: number
  frames_median: number
  ms_p50: number
  ms_max: number
  /** Server function calls and documents requested during the back/forward steps. */
  requests: string[]
  timed_out: number
}

/**
 * Back and forward between two result pages of a search, in Chromium: whether
 * each step is answered from the page's own cache (no request) and how many
 * frames pass before the earlier results are on screen.
 */
export async function backForward(base: string, path: string, trials: number): Promise<BackForwardResult | { error: string }> {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS.split(' ').filter((flag) => flag !== '--headless=new'),
  })
  try {
    const page = await browser.newPage()
    await page.goto(`${base}${path}`)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    const firstHit = () => page.locator('.hit h3').first().textContent()
    const pages = [{ url: page.url(), first: await firstHit() }]
    const next = page.locator('a[rel="next"]').first()
    if ((await next.count()) === 0) return { error: `${path} has a single page of results` }
    await next.click()
    await page.waitForURL(/[?&]page=2/)
    await page.locator('.hit h3').first().waitFor()
    await page.waitForFunction((before) => document.querySelector('.hit h3')?.textContent !== before, pages[0]?.first ?? '')
    pages.push({ url: page.url(), first: await firstHit() })
    // Data and pages only: the build-update poll (/_build/, every few minutes) is not part of a step.
    const requests: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/_serverFn/') || request.resourceType() === 'document') requests.push(url.pathname)
    })
    const frames: number[] = []
    const ms: number[] = []
    let timedOut = 0
    for (let trial = 0; trial < trials; trial++) {
      const back = trial % 2 === 0
      const expected = pages[back ? 0 : 1]
      const step = await page.evaluate(
        ({ back, url, first }) =>
          new Promise<{ frames: number; ms: number; done: boolean }>((resolve) => {
            addEventListener(
              'popstate',
              () => {
                const start = performance.now()
                let frames = 0
                const tick = () => {
                  frames++
                  const done = location.href === url && document.querySelector('.hit h3')?.textContent === first
                  if (done || frames >= 120) resolve({ frames, ms: performance.now() - start, done })
                  else requestAnimationFrame(tick)
                }
                requestAnimationFrame(tick)
              },
              { once: true },
            )
            if (back) history.back()
            else history.forward()
          }),
        { back, url: expected?.url ?? '', first: expected?.first ?? null },
      )
      frames.push(step.frames)
      ms.push(step.ms)
      if (!step.done) timedOut++
    }
    const sortedFrames = [...frames].sort((a, b) => a - b)
    const sortedMs = [...ms].sort((a, b) => a - b)
    return {
      path,
      trials,
      frames_max: sortedFrames.at(-1) ?? -1,
      frames_median: percentile(sortedFrames, 50),
      ms_p50: round(percentile(sortedMs, 50)),
      ms_max: round(sortedMs.at(-1) ?? -1),
      requests,
      timed_out: timedOut,
    }
  } finally {
    await browser.close()
  }
}
