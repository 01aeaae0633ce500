/**
 * The bench's load section (issue 33, `npm run bench -- --only load`): can one client, or thirty,
 * slow the site down for everyone? On a store of its own (a small demo, plus a 12-page issue made
 * of real newspaper pages and one of 12 pages at the importer's per-page limit), against the
 * production server:
 *  - idle: other pages probed (health, an editorial page, a search) with nothing else running;
 *  - real: 30 clients for 15 s on the heavy document endpoints of the real issue (Content Search
 *    2.0 and 1.0, the manifest, the RIS citation, layout.svg, text.txt), every request distinct
 *    (other words, or a parameter no cache has seen), while the probe runs;
 *  - dense_single: each heavy request of the dense issue alone, health sent 150 ms after it;
 *  - dense: 10 clients for 15 s on the dense issue's citation, Content Search and manifest;
 *  - slow_clients: 20 connections that ask for the dense issue's reader page and never read it:
 *    the server's memory during and after.
 * Each phase reports the probe's latencies and the server's event-loop delay
 * (perf_hooks.monitorEventLoopDelay, read through a probe loaded with --import and reset by SIGUSR2).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { ROOT } from './build-state.ts'
import { percentile, round, rssBytes } from './bench-web.ts'
import { type Site, startSite } from '../tests/support/site.ts'

/** The real scans beside the project (../shared/data/scans), or beside its worktrees' folder. */
const SCANS = [join(ROOT, '..', 'shared', 'data', 'scans'), join(ROOT, '..', '..', 'shared', 'data', 'scans')].find((path) => existsSync(path)) ?? join(ROOT, '..', 'shared', 'data', 'scans')
const REAL_PAGES = [join(SCANS, 'general-anzeiger-halle-1897', '1667522809_J_0025_0001.xml'), join(SCANS, 'national-tribune-1898', 'ndnp-alto-sample.xml')]
/** The importer's limit for one page is 100,000 words: these pages stay just under it. */
const DENSE_WORDS = 99_000
const REAL = { id: 'big12', date: '1899-01-02' }
const DENSE = { id: 'dense12', date: '1899-05-06' }

/**
 * Written once into each thread of the server by --import; only the main thread measures. On
 * SIGUSR2 it appends the event-loop delay since the last signal (ms) and the process's memory to
 * BENCH_LOOP_LOG, then starts again: the bench signals at the start and at the end of each phase.
 */
const LOOP_PROBE = `
import { appendFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { isMainThread } from 'node:worker_threads'
const file = process.env.BENCH_LOOP_LOG
if (file && isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 1 })
  histogram.enable()
  const ms = (ns) => Math.round(ns / 1e4) / 100
  process.on('SIGUSR2', () => {
    appendFileSync(file, JSON.stringify({ at: Date.now(), p50_ms: ms(histogram.percentile(50)), p99_ms: ms(histogram.percentile(99)), max_ms: ms(histogram.max), mean_ms: ms(histogram.mean), rss: process.memoryUsage.rss() }) + '\\n')
    histogram.reset()
  })
}
`

interface LoopDelay {
  p50_ms: number
  p99_ms: number
  max_ms: number
  mean_ms: number
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A page of ALTO v3 holding `words` words from `vocabulary`, in lines of 30 on a 10,000 × 14,000 px page. */
export function denseAlto(words: number, vocabulary: readonly string[], seed: number): string {
  const lines: string[] = []
  const perLine = 30
  const lineCount = Math.ceil(words / perLine)
  const height = Math.floor(13_000 / lineCount)
  let state = seed
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0
    return state
  }
  for (let line = 0; line < lineCount; line += 1) {
    const strings: string[] = []
    for (let index = 0; index < perLine && line * perLine + index < words; index += 1) {
      const word = vocabulary[next() % vocabulary.length] ?? 'wort'
      strings.push(`<String CONTENT="${word}" HPOS="${200 + index * 320}" VPOS="${500 + line * height}" WIDTH="300" HEIGHT="${Math.max(1, height - 1)}"/>`)
    }
    lines.push(`<TextLine HPOS="200" VPOS="${500 + line * height}" WIDTH="9600" HEIGHT="${height}">${strings.join('')}</TextLine>`)
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<alto xmlns="http://www.loc.gov/standards/alto/ns-v3#"><Description><MeasurementUnit>pixel</MeasurementUnit></Description>' +
    `<Layout><Page ID="P1" WIDTH="10000" HEIGHT="14000" PHYSICAL_IMG_NR="1"><PrintSpace><TextBlock ID="B1" HPOS="200" VPOS="500" WIDTH="9600" HEIGHT="13000">${lines.join('\n')}</TextBlock></PrintSpace></Page></Layout></alto>\n`
  )
}

/** The words of the real pages (their CONTENT values), the dense pages' vocabulary and the probe's queries. */
export function realWords(): string[] {
  const words = new Set<string>()
  for (const file of REAL_PAGES) for (const match of readFileSync(file, 'utf8').matchAll(/CONTENT="([^"&<]{3,20})"/g)) if (match[1] && /^\p{L}+$/u.test(match[1])) words.add(match[1])
  return [...words]
}

function runImport(db: string, folder: string, flags: string[]): void {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'import.mjs'), folder, '--db', db, '--no-tiles', ...flags], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (result.status !== 0) throw new Error(`importing ${folder} failed (exit ${result.status})`)
}

/** The load store: built once (bench/load.db), reused while its inputs stay the same. */
export function loadStore(demoArticles: number, buildDemo: (path: string, docs: number) => void): string {
  const missing = REAL_PAGES.find((file) => !existsSync(file))
  if (missing) throw new Error(`the load section needs the real scans' ALTO (${missing}): ../shared/data/scans beside the project`)
  const db = join(ROOT, 'bench', `load-${demoArticles}.db`)
  const stamp = `${db}.json`
  const inputs = JSON.stringify({ version: 1, demoArticles, denseWords: DENSE_WORDS })
  if (existsSync(db) && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs) return db
  mkdirSync(join(ROOT, 'bench'), { recursive: true })
  rmSync(db, { force: true })
  buildDemo(db, demoArticles)
  const scratch = mkdtempSync(join(tmpdir(), 'bench-load-'))
  try {
    const real = join(scratch, REAL.id)
    mkdirSync(real)
    for (let page = 1; page <= 12; page += 1) writeFileSync(join(real, `${String(page).padStart(4, '0')}.xml`), readFileSync(REAL_PAGES[page % 2] ?? ''))
    process.stderr.write('load store: importing the 12 real pages\n')
    runImport(db, real, ['--title', 'Load Test Gazette', '--date', REAL.date, '--lang', 'de', '--periodical', REAL.id])
    const dense = join(scratch, DENSE.id)
    mkdirSync(dense)
    const vocabulary = realWords()
    for (let page = 1; page <= 12; page += 1) writeFileSync(join(dense, `${String(page).padStart(4, '0')}.xml`), denseAlto(DENSE_WORDS, vocabulary, page))
    process.stderr.write(`load store: importing 12 pages of ${DENSE_WORDS.toLocaleString('en')} words\n`)
    runImport(db, dense, ['--title', 'Dense Test Gazette', '--date', DENSE.date, '--lang', 'de', '--periodical', DENSE.id])
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  writeFileSync(stamp, inputs)
  return db
}

/** Other pages, asked for one after another (about ten a second) until `until` resolves. */
async function probe(base: string, paths: readonly string[], until: Promise<unknown>) {
  const latencies: number[] = []
  let timeouts = 0
  let failures = 0
  let done = false
  void until.finally(() => (done = true))
  for (let index = 0; !done; index += 1) {
    const started = performance.now()
    try {
      const response = await fetch(`${base}${paths[index % paths.length]}`, { signal: AbortSignal.timeout(20_000) })
      await response.arrayBuffer()
      if (!response.ok) failures += 1
      latencies.push(performance.now() - started)
    } catch {
      timeouts += 1
    }
    await sleep(Math.max(0, 100 - (performance.now() - started)))
  }
  latencies.sort((a, b) => a - b)
  return { requests: latencies.length, p50_ms: round(percentile(latencies, 50)), p95_ms: round(percentile(latencies, 95)), max_ms: round(latencies.at(-1) ?? 0), timeouts, failures }
}

/** Resets the server's event-loop histogram, or reads and resets it (LOOP_PROBE). */
async function loopDelay(site: Site, log: string): Promise<LoopDelay & { rss_mb: number }> {
  const before = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0
  process.kill(site.pid, 'SIGUSR2')
  for (let wait = 0; wait < 100; wait += 1) {
    const lines = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []
    const last = lines.at(-1)
    if (lines.length > before && last) {
      const entry: LoopDelay & { rss: number } = JSON.parse(last)
      return { p50_ms: entry.p50_ms, p99_ms: entry.p99_ms, max_ms: entry.max_ms, mean_ms: entry.mean_ms, rss_mb: mb(entry.rss) }
    }
    await sleep(50)
  }
  throw new Error('the server did not answer the event-loop probe')
}

/** `connections` clients for `seconds`, each request's path from `next`, beside the probe. */
async function heavyLoad(site: Site, log: string, connections: number, seconds: number, next: () => string, probePaths: readonly string[]) {
  await loopDelay(site, log)
  const rssBefore = rssBytes(site.pid)
  let peak = rssBefore
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(site.pid))), 250)
  const kinds = new Map<string, number[]>()
  // autocannon answers a thenable, not a Promise.
  const run = Promise.resolve(autocannon({
    url: site.base,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
    setupClient: (client) => {
      client.on('response', (status, _bytes, time) => {
        const key = String(status)
        kinds.set(key, [...(kinds.get(key) ?? []), time])
      })
    },
  }))
  const [result, others] = await Promise.all([run, probe(site.base, probePaths, run)])
  clearInterval(sampler)
  const loop = await loopDelay(site, log)
  const all = [...kinds.values()].flat().sort((a, b) => a - b)
  return {
    heavy: {
      connections,
      seconds,
      requests: all.length,
      per_second: round(all.length / seconds),
      p50_ms: round(percentile(all, 50)),
      p99_ms: round(percentile(all, 99)),
      max_ms: round(all.at(-1) ?? 0),
      statuses: Object.fromEntries([...kinds].map(([status, times]) => [status, times.length])),
      errors: result.errors,
      timeouts: result.timeouts,
    },
    others,
    event_loop: loop,
    rss_mb: { before: mb(rssBefore), peak: mb(peak), after: mb(rssBytes(site.pid)) },
  }
}

/** One request alone, and health sent 150 ms after it: how long each took (or how it failed). */
async function alone(base: string, path: string) {
  const started = performance.now()
  const failed = (error: unknown) => ({ status: 0, bytes: 0, ms: performance.now() - started, error: error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error) })
  const heavy = fetch(`${base}${path}`, { signal: AbortSignal.timeout(60_000) })
    .then(async (response) => ({ status: response.status, bytes: (await response.arrayBuffer()).byteLength, ms: performance.now() - started }))
    .catch(failed)
  await sleep(150)
  const healthStarted = performance.now()
  const health = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(60_000) })
    .then(async (response) => (await response.arrayBuffer(), round(performance.now() - healthStarted)))
    .catch((error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`)
  const answer = await heavy
  return { ...answer, ms: round(answer.ms), health_ms: health }
}

/** `count` connections that ask for `path(i)` and never read the answer; closed after `holdMs`. */
async function slowClients(site: Site, count: number, holdMs: number, path: (index: number) => string) {
  const port = Number(new URL(site.base).port)
  const before = rssBytes(site.pid)
  let peak = before
  const sockets: net.Socket[] = []
  for (let index = 0; index < count; index += 1) {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.on('error', () => {})
    socket.once('connect', () => {
      socket.write(`GET ${path(index)} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Encoding: identity\r\n\r\n`)
      socket.pause()
    })
    sockets.push(socket)
  }
  const until = Date.now() + holdMs
  while (Date.now() < until) {
    peak = Math.max(peak, rssBytes(site.pid))
    await sleep(250)
  }
  for (const socket of sockets) socket.destroy()
  const after = async (ms: number) => {
    await sleep(ms)
    return mb(rssBytes(site.pid))
  }
  const after10 = await after(10_000)
  const after30 = await after(20_000)
  return { connections: count, hold_s: holdMs / 1000, rss_mb: { before: mb(before), peak: mb(peak), after_10s: after10, after_30s: after30 }, back_within_mb: after30 - mb(before) }
}

/** The whole section; `port` is the site's. */
export async function benchLoad(db: string, port: number) {
  const log = join(tmpdir(), `bench-loop-${process.pid}.jsonl`)
  writeFileSync(log, '')
  const site = await startSite(db, port, { BENCH_LOOP_LOG: log }, { extraImports: [LOOP_PROBE] })
  try {
    const words = realWords()
    let counter = 0
    const word = () => words[(counter * 7919) % words.length] ?? 'Zeitung'
    const real = `/iiif/periodicals/${REAL.id}/${REAL.date}`
    const dense = `/iiif/periodicals/${DENSE.id}/${DENSE.date}`
    const probePaths = ['/api/health', '/en/support/about', '/en/search?q=gare']
    // Each request distinct: other words for the searches, a parameter no cache has seen for the rest.
    const realNext = () => {
      counter += 1
      const kinds = [
        `${real}/search?q=${encodeURIComponent(`${word()} ${word().slice(0, 3)}*`)}`,
        `${real}/search/v1?q=${encodeURIComponent(word())}`,
        `${real}/manifest?n=${counter}`,
        `/cite/periodicals/${REAL.id}/${REAL.date}.ris?n=${counter}`,
        `${real}/canvas/${1 + (counter % 12)}/layout.svg?q=${encodeURIComponent(word())}`,
        `${real}/text.txt?n=${counter}`,
      ]
      return kinds[counter % kinds.length] ?? '/api/health'
    }
    const denseNext = () => {
      counter += 1
      const kinds = [`${dense}/search?q=${encodeURIComponent(word())}`, `${dense}/manifest?n=${counter}`, `/cite/periodicals/${DENSE.id}/${DENSE.date}.ris?n=${counter}`]
      return kinds[counter % kinds.length] ?? '/api/health'
    }
    process.stderr.write('load: idle probe (10 s)\n')
    await loopDelay(site, log)
    const idle = { others: await probe(site.base, probePaths, sleep(10_000)), event_loop: await loopDelay(site, log), rss_mb: mb(rssBytes(site.pid)) }
    process.stderr.write('load: 30 clients × 15 s on the real issue\n')
    const realLoad = await heavyLoad(site, log, 30, 15, realNext, probePaths)
    process.stderr.write('load: the dense issue, one request at a time\n')
    await loopDelay(site, log)
    const single: Record<string, unknown> = {}
    for (const [name, path] of Object.entries({
      cite_ris: `/cite/periodicals/${DENSE.id}/${DENSE.date}.ris`,
      content_search: `${dense}/search?q=zzq`,
      manifest: `${dense}/manifest`,
      text_txt: `${dense}/text.txt`,
      reader: `/en/periodicals/${DENSE.id}/${DENSE.date}?q=zzq`,
    })) {
      single[name] = await alone(site.base, path)
    }
    const singleLoop = await loopDelay(site, log)
    process.stderr.write('load: 10 clients × 15 s on the dense issue\n')
    const denseLoad = await heavyLoad(site, log, 10, 15, denseNext, probePaths)
    process.stderr.write('load: 20 slow clients on the dense reader page (20 s, then 30 s to settle)\n')
    const slow = await slowClients(site, 20, 20_000, (index) => `/en/periodicals/${DENSE.id}/${DENSE.date}?q=zz${index}`)
    return { store: db, idle, real: realLoad, dense_single: { requests: single, event_loop: singleLoop }, dense: denseLoad, slow_clients: slow }
  } finally {
    await site.stop()
    rmSync(log, { force: true })
  }
}
