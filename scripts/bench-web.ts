/**
 * The web half of `npm run bench`: SSR load against a static-file baseline,
 * first-load JavaScript per route type, Lighthouse, and a soak run. The site
 * runs as its own process (scripts/serve.ts, as in production) so its memory
 * can be read and the load generator does not share its event loop.
 */
import autocannon from 'autocannon'
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { ROOT } from './build-state.ts'
import { ORIGINS, OURS, type Origin, emptyComposition, gzipByOrigin, parseSourceMap } from './bundle-composition.ts'

export const round = (n: number) => Math.round(n * 10) / 10

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

export interface Site {
  base: string
  pid: number
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
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

async function waitForHealth(base: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      const response = await fetch(`${base}/api/health`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${base} did not become healthy`)
}

/** Starts the production server on the given store, as `npm start` would, and waits until it answers. */
export async function startSite(dbPath: string, port: number, env: Record<string, string> = {}): Promise<Site> {
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'server', 'main.js')], {
    env: { ...process.env, LIBRARY_DB: dbPath, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  await waitForHealth(base, child)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    base,
    pid: child.pid ?? 0,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal)
      return exited
    },
  }
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
    if (!existsSync(twinFile) || !readFileSync(twinFile).equals(body)) {
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
