/**
 * The ssr section's calibration (issue 52, `npm run bench -- --only ssr`): what a page of this site
 * costs the server in CPU beside what the framework itself needs for its own page, in one run.
 *
 * The framework's page is scripts/framework-anchor: a TanStack Start app at this project's pinned
 * versions with no code of ours, built on demand into bench/framework-anchor. Its 1,000-row page
 * (about 197 KB) is the anchor; its static page is the framework's per-request floor. Beside them
 * the site's frame (/en/menu), a search that finds nothing, a 20-result search (one word asked
 * again, and every page a word not asked before), a periodical and an issue reader, each with
 * brotli accepted and without. The site runs as in production with its page cache off.
 *
 * Method: both servers run on the server cores (all but the last, `taskset`), the load generator
 * (this process) on the last one; one request at a time over a kept-alive connection; after a
 * warm-up, rounds in which every page is asked `pages` times in turn, so a change in the machine's
 * other load touches every page alike. A page's figure is the server's utime + stime over its
 * requests (scripts/server-cpu.ts); the ratio is taken round by round against the anchor's page of
 * the same round, and its median reported. Then the same with nothing pinned (the generator
 * sharing the cores), for comparison.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ROOT } from './build-state.ts'
import { type Encoding, SequentialClient, allCores, measureCpu, pinSelf, spread, withGeneratorApart } from './server-cpu.ts'
import { startSite } from '../tests/support/site.ts'

const ANCHOR_SOURCE = join(ROOT, 'scripts', 'framework-anchor')
const ANCHOR_BUILD = join(ROOT, 'bench', 'framework-anchor')
const ANCHOR_STAMP = join(ANCHOR_BUILD, '.source-hash')

/** What the anchor is built from: its sources and the pinned packages. */
function anchorHash(): string {
  const hash = createHash('sha256')
  const walk = (path: string): string[] =>
    statSync(path).isDirectory()
      ? readdirSync(path)
          .sort()
          .flatMap((name) => walk(join(path, name)))
      : [path]
  for (const file of [...walk(ANCHOR_SOURCE), join(ROOT, 'package-lock.json')]) {
    hash.update(relative(ROOT, file))
    hash.update(readFileSync(file))
  }
  return hash.digest('hex')
}

/** Builds the anchor app unless its build is current (a few seconds). */
export function buildAnchor(): void {
  const hash = anchorHash()
  if (existsSync(join(ANCHOR_BUILD, 'server', 'server.js')) && existsSync(ANCHOR_STAMP) && readFileSync(ANCHOR_STAMP, 'utf8') === hash) return
  process.stderr.write('calibration: building the framework anchor (scripts/framework-anchor) into bench/framework-anchor\n')
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--config', join(ANCHOR_SOURCE, 'vite.config.ts')], {
    cwd: ROOT,
    env: { ...process.env, ANCHOR_OUT_DIR: ANCHOR_BUILD },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error('building the framework anchor failed')
  writeFileSync(ANCHOR_STAMP, hash)
}

/** The versions the anchor was built with: this project's pins. */
function versions(): Record<string, string> {
  const version = (name: string): string => {
    const manifest: unknown = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8'))
    const value: unknown = Reflect.get(Object(manifest), 'version')
    return typeof value === 'string' ? value : '?'
  }
  return { node: process.versions.node, '@tanstack/react-start': version('@tanstack/react-start'), '@tanstack/react-router': version('@tanstack/react-router'), react: version('react'), srvx: version('srvx') }
}

interface Server {
  base: string
  pid: number
  stop: () => Promise<unknown>
}

async function startAnchor(port: number, cpus: string | undefined): Promise<Server> {
  const command = [process.execPath, join(ANCHOR_SOURCE, 'serve.ts'), ANCHOR_BUILD]
  const [file = process.execPath, ...args] = cpus === undefined ? command : ['taskset', '-c', cpus, ...command]
  const child = spawn(file, args, { env: { ...process.env, PORT: String(port), NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'] })
  const base = `http://127.0.0.1:${port}`
  const exited = new Promise((resolve) => child.once('exit', resolve))
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the framework anchor exited with ${child.exitCode}`)
    const ok = await fetch(`${base}/static`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { base, pid: child.pid ?? 0, stop: () => (child.kill('SIGTERM'), exited) }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGKILL')
  throw new Error('the framework anchor did not answer')
}

/** A page of the comparison: which server, its address (or the next of a series), the encoding accepted. */
interface Target {
  name: string
  server: 'anchor' | 'site'
  encoding: Encoding
  next: () => string
}

export interface CalibrationPages {
  /** /en/periodicals/<id> */
  periodical: string
  /** /en/periodicals/<id>/<issue> */
  reader: string
  /** Words each of which finds 20 results or more, most common first; the first is the repeated search. */
  words: readonly string[]
}

export interface CalibrationOptions {
  db: string
  /** The site's port; the anchor takes the next. */
  port: number
  pages: CalibrationPages
  rounds: number
  /** Requests a page in each round. */
  perRound: number
  /** Requests a page before the first round. */
  warmup: number
}

function targets(pages: CalibrationPages): { targets: Target[]; wordsReused: () => boolean } {
  const words = pages.words.length > 0 ? pages.words : ['die']
  const repeated = `/en/search?q=${encodeURIComponent(words[0] ?? 'die')}`
  // Every page a word not asked before (the engine's caches never help), from the least common end.
  let drawn = 0
  const distinct = () => `/en/search?q=${encodeURIComponent(words[words.length - 1 - (drawn++ % words.length)] ?? 'die')}`
  const fixed = (path: string) => () => path
  const ours: [string, () => string][] = [
    ['frame', fixed('/en/menu')],
    ['search_empty', fixed('/en/search?q=zzzzqqq')],
    ['search_20', fixed(repeated)],
    ['search_20_distinct', distinct],
    ['periodical', fixed(pages.periodical)],
    ['reader', fixed(pages.reader)],
  ]
  return {
    targets: [
      { name: 'anchor_rows', server: 'anchor', encoding: 'identity', next: fixed('/ssr-throughput') },
      { name: 'anchor_static', server: 'anchor', encoding: 'identity', next: fixed('/static') },
      ...ours.flatMap(([name, next]): Target[] => [
        { name: `${name}_br`, server: 'site', encoding: 'br', next },
        { name: `${name}_id`, server: 'site', encoding: 'identity', next },
      ]),
    ],
    wordsReused: () => drawn > words.length,
  }
}

/** What the page is: its address, HTML bytes and elements (uncompressed). */
async function describe(base: string, path: string) {
  const html = await (await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } })).text()
  return { path, html_bytes: Buffer.byteLength(html), elements: (html.match(/<[a-zA-Z]/g) ?? []).length }
}

/** One phase: both servers started on `serverCpus` (all cores when undefined), the rounds, the figures. */
async function phase(options: CalibrationOptions, serverCpus: string | undefined, label: string) {
  const site = await startSite(options.db, options.port, { PAGE_CACHE_TTL_MS: '0' }, serverCpus === undefined ? {} : { cpus: serverCpus })
  let anchor: Server | undefined
  try {
    anchor = await startAnchor(options.port + 1, serverCpus)
    const servers = { anchor, site: { base: site.base, pid: site.pid } }
    const clients = { anchor: new SequentialClient(anchor.base), site: new SequentialClient(site.base) }
    const { targets: list, wordsReused } = targets(options.pages)
    for (const target of list) {
      process.stderr.write(`calibration ${label}: warming up ${target.name} (${options.warmup} requests)\n`)
      for (let index = 0; index < options.warmup; index++) await clients[target.server].get(target.next(), target.encoding)
    }
    const runs = new Map<string, Awaited<ReturnType<typeof measureCpu>>[]>()
    for (let round = 1; round <= options.rounds; round++) {
      const line: string[] = []
      for (const target of list) {
        const run = await measureCpu(clients[target.server], servers[target.server].pid, options.perRound, target.next, target.encoding)
        runs.set(target.name, [...(runs.get(target.name) ?? []), run])
        line.push(`${target.name} ${run.cpu_ms}`)
      }
      process.stderr.write(`calibration ${label}: round ${round}/${options.rounds}, server CPU ms a page: ${line.join(', ')}\n`)
    }
    clients.anchor.close()
    clients.site.close()
    return { runs, wordsReused: wordsReused() }
  } finally {
    await anchor?.stop()
    await site.stop()
  }
}

/** Each page's figures over the rounds, and its ratio to the anchor's pages round by round. */
function summarise(runs: Map<string, Awaited<ReturnType<typeof measureCpu>>[]>) {
  const anchorRows = runs.get('anchor_rows') ?? []
  const anchorStatic = runs.get('anchor_static') ?? []
  const pages: Record<string, unknown> = {}
  for (const [name, list] of runs) {
    const ratio = (base: typeof anchorRows) => spread(list.map((run, round) => run.cpu_ms / Math.max(0.01, base[round]?.cpu_ms ?? 0))).median
    pages[name] = {
      cpu_ms: spread(list.map((run) => run.cpu_ms)),
      request_thread_ms: spread(list.map((run) => run.main_ms)).median,
      libuv_ms: spread(list.map((run) => run.libuv_ms)).median,
      other_threads_ms: spread(list.map((run) => run.other_ms)).median,
      wall_ms: spread(list.map((run) => run.wall_ms)).median,
      wire_kb: Math.round((list[0]?.wire_bytes ?? 0) / 102.4) / 10,
      x_anchor_rows: Math.round(ratio(anchorRows) * 100) / 100,
      x_anchor_static: Math.round(ratio(anchorStatic) * 100) / 100,
    }
  }
  return pages
}

export async function benchCalibration(options: CalibrationOptions) {
  buildAnchor()
  const cores = allCores()
  // The last core for the generator, the others for the servers; on one core nothing can be kept apart.
  const pinned = cores.count > 1 && pinSelf(String(cores.count - 1))
  const serverCpus = cores.count > 2 ? `0-${cores.count - 2}` : '0'
  const described = await (async () => {
    const site = await startSite(options.db, options.port, { PAGE_CACHE_TTL_MS: '0' })
    const anchor = await startAnchor(options.port + 1, undefined)
    try {
      return {
        anchor_rows: await describe(anchor.base, '/ssr-throughput'),
        anchor_static: await describe(anchor.base, '/static'),
        frame: await describe(site.base, '/en/menu'),
        search_empty: await describe(site.base, '/en/search?q=zzzzqqq'),
        search_20: await describe(site.base, `/en/search?q=${encodeURIComponent(options.pages.words[0] ?? 'die')}`),
        periodical: await describe(site.base, options.pages.periodical),
        reader: await describe(site.base, options.pages.reader),
      }
    } finally {
      await anchor.stop()
      await site.stop()
    }
  })()
  const report: Record<string, unknown> = {
    method:
      'server CPU a page = utime+stime of the server process (all threads) from /proc over the requests, one at a time on a kept-alive connection, after a warm-up; pages in turn round by round; ratios taken per round against the anchor page of that round, median of rounds',
    versions: versions(),
    anchor: 'scripts/framework-anchor: TanStack Start at this project’s pins, no app code, served by srvx; /ssr-throughput renders 1,000 rows from a loader, /static a heading and a paragraph',
    site: 'dist/server/main.js, PAGE_CACHE_TTL_MS=0; _br: Accept-Encoding br, _id: identity',
    rounds: options.rounds,
    requests_per_round: options.perRound,
    warmup: options.warmup,
    pages: described,
  }
  if (pinned) {
    const { runs, wordsReused } = await phase(options, serverCpus, `pinned (servers on ${serverCpus}, generator on ${cores.count - 1})`)
    report.pinned = { server_cpus: serverCpus, generator_cpus: String(cores.count - 1), distinct_words_reused: wordsReused, pages: summarise(runs) }
    pinSelf(cores.list)
  } else {
    report.pinned = { skipped: 'one core, or taskset refused: nothing can be kept apart' }
  }
  const shared = await phase(options, undefined, `shared (servers and generator on ${cores.list})`)
  report.shared = { cpus: cores.list, distinct_words_reused: shared.wordsReused, pages: summarise(shared.runs) }
  return report
}

/**
 * The framework page's own rate (issue 52): its 1,000-row page under the load the site's distinct
 * searches get (`run`: the same generator, connections and seconds), the generator sharing the
 * cores and then on a core of its own. What "pages a second" can be on this machine for a page that
 * costs what the framework's own page costs: the anchor for the page-rate goal, as the calibration
 * is for the CPU a page.
 */
export async function anchorPageRate<T extends object>(port: number, run: (url: string) => Promise<T>) {
  buildAnchor()
  const anchor = await startAnchor(port, undefined)
  try {
    const url = `${anchor.base}/ssr-throughput`
    const sharing = await run(url)
    const apart = await withGeneratorApart(anchor.pid, () => run(url))
    return { path: '/ssr-throughput', generator_sharing: sharing, generator_apart: apart === undefined ? null : { server_cores: apart.server_cores, generator_core: apart.generator_core, ...apart.result } }
  } finally {
    await anchor.stop()
  }
}
