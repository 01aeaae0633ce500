/**
 * The search bench's Solr side (`npm run bench -- --only search --engine embedded,solr`, issue 21,
 * ADR 030): the bench's store indexed into a SolrCloud, then the embedded engine's query classes
 * sent to it through the site's own SolrEngine, so the figures are what a page would wait for
 * (the rows of a page and the periodicals' titles still come from the store, as on the site).
 *
 * - The cluster: the nodes SOLR_URL names, indexed under the alias `bench` (a developer's `library`
 *   is left alone); without SOLR_URL, a local 3-node cluster of the bench's own
 *   (`npm run solr -- up --data data/bench-solr`), indexed under `library` as the site searches it,
 *   and brought down at the end, also when the bench fails or is interrupted.
 * - Index: `indexStore` (ADR 029) with its progress on stderr; its time (all of it, and sending
 *   plus the commit), docs/s, and the index's size over every replica and for one copy. On a
 *   cluster just started the JVMs are cold: a small store's docs/s is then lower than a second
 *   run's (ADR 029 measured 332 against 1,000–2,100 docs/s for 4,000 articles).
 * - Settling: a bulk index leaves segment merges running; the timed searches wait until the nodes'
 *   JVMs are idle (at most 3 minutes; a local cluster only, whose pids are known).
 * - Latency: each class in both orders, the first page "cold" and page 2 "warm", as the embedded
 *   side measures them. Solr cannot be told to forget what it cached (its filter, query-result and
 *   document caches, the JVM's compiled code, the operating system's page cache), so here "cold"
 *   means the first time this run sends that query, and a repeated identical query would be warm.
 *   Searches the classes do not send (browsing, other words: BenchQueries.warmup) run first, so
 *   the JVMs' code is compiled before the first class is timed.
 *   The research views (facets with the timeline, the periodical list A–Z in German) and the
 *   comparison of three follow as on the embedded side; they come after the class's results, so
 *   Solr may answer them partly from what those cached.
 * - Memory: the resident memory (VmRSS, and RssAnon without the mapped index files) of each node's
 *   JVM after the queries, and the launcher's (ZooKeeper), from the pids in the cluster's cluster.json.
 * - One node down: the classes' searches in two concurrent loops for about 20 s, each pass over them
 *   a page further (3, 4, …) so no request repeats an earlier one; node 2 stops
 *   (`npm run solr -- stop-node 2`) after 5 s; the p95 and the failed or incomplete answers before,
 *   while it stops, while it is down, while it starts again and after. Only on the bench's own
 *   cluster, or with --solr-faults on the local cluster SOLR_DATA names.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import * as v from 'valibot'
import { type SearchState, SORTS, parseSearchState } from '../src/domain/search-state.ts'
import { progressPrinter } from '../src/ingest/progress.ts'
import { EmbeddedEngine } from '../src/search/embedded/engine.ts'
import { SolrClient } from '../src/search/solr/client.ts'
import { SolrEngine } from '../src/search/solr/engine.ts'
import { type IndexReport, indexStore } from '../src/search/solr/indexer.ts'
import type { Db } from '../src/store/db.ts'
import { BENCH_SORTS, type BenchQueries, type Latency, type ResearchClass, type SearchClass, summary } from './bench-search.ts'
import { percentile, round, rssBytes } from './bench-web.ts'
import { ROOT } from './build-state.ts'
import { clusterSchema } from './solr-cluster.ts'

/** The bench's own cluster: its ZooKeeper, node homes, logs and cluster.json. */
const BENCH_DATA = join(ROOT, 'data', 'bench-solr')
/** The configset `npm run solr -- up` uploads. */
const CONFIG_NAME = 'library'
/** What the site's search threads wait for a node by default (src/server/env.ts). */
const TIMEOUT_MS = 10_000
/** The node stopped under load. */
const STOPPED_NODE = 2
const LOAD_LANES = 2
const STOP_AFTER_MS = 5_000
/** From the start of the load to the node's restart. */
const DOWN_UNTIL_MS = 20_000
/** Load after the node is back. */
const AFTER_RESTART_MS = 5_000
const STOP_TIMEOUT_MS = 120_000
/** start-node waits up to 240 s for the node's replicas to be active; a little more for it to say so. */
const RESTART_TIMEOUT_MS = 300_000
/** Linux's USER_HZ, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = 100
/** The nodes count as idle below this many cores busy, together, for this many seconds in a row. */
const IDLE_CORES = 0.15
const IDLE_SECONDS = 3
const SETTLE_MAX_S = 180
/** `up` may build the launcher with Maven first (a first build downloads Solr). */
const UP_TIMEOUT_MS = 900_000

type ClusterFile = v.InferOutput<typeof clusterSchema>

interface Cluster {
  urls: string[]
  /** Started by the bench, and brought down at its end. */
  own: boolean
  /** The local cluster's folder (its cluster.json), when the nodes are one: their pids, and what stop-node acts on. */
  data: string | undefined
  alias: string
}

export interface SolrBenchOptions {
  db: Db
  queries: BenchQueries
  /** Stop node 2 of a cluster SOLR_URL names too. */
  faults: boolean
  /** Leave the node-down phase out (the growth bench, which measures sizes, not faults). */
  skipNodeDown?: boolean
  /** The collection's layout; indexStore's defaults when not given. */
  shards?: number
  replicas?: number
}

interface PhaseReport {
  seconds: number
  requests: number
  failed: number
  /** Answers whose count differs from the count the healthy cluster gave: a partial answer. */
  wrong_totals: number
  p50_ms: number
  p95_ms: number
  max_ms: number
  errors: string[]
}

interface CommandOutcome {
  ok: boolean
  seconds: number
  note?: string
}

interface NodeDownReport {
  node: number
  lanes: number
  queries: number
  stop: CommandOutcome
  restart: CommandOutcome | null
  phases: Record<string, PhaseReport>
}

export interface SolrSearchReport {
  cluster: { urls: string[]; started_by_bench: boolean; alias: string; node_heap: string }
  index: {
    collection: string
    units: number
    shards: number
    replicas: number
    seconds: number
    index_seconds: number
    docs_per_s: number
    size_bytes: number
    size_mb: number
    size_bytes_one_copy: number
    size_mb_one_copy: number
    phases: IndexReport['phases']
    warnings: string[]
  }
  /** How long the nodes took to go idle after the index (null: their pids are unknown). */
  settle_after_index: { seconds: number; settled: boolean } | null
  cold_means: string
  all: Latency
  all_warm: Latency
  classes: Record<string, SearchClass>
  research: { classes: Record<string, ResearchClass>; compare_three_cold: Latency }
  memory:
    | { nodes: { node: number; pid: number; rss_mb: number; rss_anon_mb: number }[]; nodes_rss_mb: number; nodes_rss_anon_mb: number; launcher_rss_mb: number | null }
    | { unavailable: string }
  node_down: NodeDownReport | { skipped: string }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms))
}

function megabytes(bytes: number): number {
  return round(bytes / 1048576)
}

function duration(seconds: number): string {
  return seconds >= 90 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${Math.round(seconds)} s`
}

function withoutSlash(url: string): string {
  return url.trim().replace(/\/+$/, '')
}

function readCluster(data: string): ClusterFile | undefined {
  const path = join(data, 'cluster.json')
  if (!existsSync(path)) return undefined
  const parsed = v.safeParse(clusterSchema, JSON.parse(readFileSync(path, 'utf8')))
  return parsed.success ? parsed.output : undefined
}

/** `npm run solr -- <args> --data <data>`, its output on stderr (stdout is the report's). */
function solrCommand(args: string[], data: string, timeoutMs: number): Promise<CommandOutcome> {
  const started = performance.now()
  const seconds = () => round((performance.now() - started) / 1000)
  return new Promise((done) => {
    let settled = false
    const settle = (outcome: CommandOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      done(outcome)
    }
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'solr.ts'), ...args, '--data', data], { cwd: ROOT, stdio: ['ignore', 2, 2] })
    const timer = setTimeout(() => {
      child.kill('SIGTERM')
      settle({ ok: false, seconds: seconds(), note: `npm run solr -- ${args.join(' ')} did not finish within ${timeoutMs / 1000} s` })
    }, timeoutMs)
    child.on('error', (error) => settle({ ok: false, seconds: seconds(), note: message(error) }))
    child.on('close', (code) => settle(code === 0 ? { ok: true, seconds: seconds() } : { ok: false, seconds: seconds(), note: `npm run solr -- ${args.join(' ')} exited with ${code}` }))
  })
}

/** The nodes SOLR_URL names, or a cluster of the bench's own, started here. */
async function openCluster(): Promise<Cluster> {
  const external = process.env.SOLR_URL
  if (external) {
    const urls = external.split(',').map(withoutSlash).filter((url) => url !== '')
    // The local cluster's folder, when its cluster.json describes these nodes: their pids for the memory figures.
    const data = resolve(ROOT, process.env.SOLR_DATA || join('data', 'solr'))
    const described = readCluster(data)
    const same = described?.nodes.some((node) => urls.includes(withoutSlash(node.url))) ?? false
    process.stderr.write(`solr: the cluster of SOLR_URL (${urls.join(', ')}), alias bench\n`)
    return { urls, own: false, data: same ? data : undefined, alias: 'bench' }
  }
  process.stderr.write(`solr: starting the bench's own SolrCloud in ${BENCH_DATA}\n`)
  const up = await solrCommand(['up'], BENCH_DATA, UP_TIMEOUT_MS)
  if (!up.ok) throw new Error(`the bench's SolrCloud did not come up: ${up.note ?? ''}`)
  const described = readCluster(BENCH_DATA)
  const urls = described?.nodes.filter((node) => node.running).map((node) => withoutSlash(node.url)) ?? []
  if (urls.length === 0) throw new Error(`the bench's SolrCloud names no running node in ${join(BENCH_DATA, 'cluster.json')}`)
  return { urls, own: true, data: BENCH_DATA, alias: 'library' }
}

function bringDown(): void {
  process.stderr.write(`solr: bringing the bench's SolrCloud down\n`)
  spawnSync(process.execPath, [join(ROOT, 'scripts', 'solr.ts'), 'down', '--data', BENCH_DATA], { cwd: ROOT, stdio: ['ignore', 2, 2] })
}

export async function benchSolr(options: SolrBenchOptions): Promise<SolrSearchReport> {
  const own = !process.env.SOLR_URL
  const indexing = new AbortController()
  let interrupted = false
  // Ctrl-C or a SIGTERM: the bench's own cluster goes down; on a cluster of SOLR_URL an index being
  // built is deleted (indexStore's abort), and a second signal leaves at once.
  const onSignal = (signal: NodeJS.Signals) => {
    const code = signal === 'SIGINT' ? 130 : 143
    if (own) {
      bringDown()
      process.exit(code)
    }
    if (interrupted || indexing.signal.aborted) process.exit(code)
    interrupted = true
    indexing.abort()
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  try {
    const cluster = await openCluster()
    return await measure(cluster, options, indexing.signal)
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    if (own) bringDown()
  }
}

async function measure(cluster: Cluster, options: SolrBenchOptions, signal: AbortSignal): Promise<SolrSearchReport> {
  const { db, queries } = options
  // --- index
  const printer = progressPrinter()
  const indexed = await indexStore({
    db,
    solrUrl: cluster.urls,
    alias: cluster.alias,
    configName: CONFIG_NAME,
    shards: options.shards,
    replicas: options.replicas,
    signal,
    onStep: (step) => printer.done(`solr index: ${step}`),
    onProgress: (progress) =>
      printer.update(
        () =>
          `solr index: ${progress.done}/${progress.total} units, ${Math.round(progress.docsPerSecond)} docs/s, ${progress.etaSeconds === undefined ? 'ETA –' : `ETA ${duration(progress.etaSeconds)}`}`,
      ),
  })
  printer.done(
    `solr index: ${indexed.units} units in ${duration(indexed.seconds)} (sending and commit ${duration(indexed.indexSeconds)}, ${Math.round(indexed.docsPerSecond)} docs/s), ${megabytes(indexed.sizeBytes)} MB, ${megabytes(indexed.sizeBytesOneCopy)} MB a copy`,
  )
  for (const warning of indexed.warnings) process.stderr.write(`solr index: warning: ${warning}\n`)

  // The reader's documents are read from the store in place, as a search thread would.
  const documents = new EmbeddedEngine(() => db)
  const runner = new SolrEngine(new SolrClient({ urls: cluster.urls, collection: cluster.alias, timeoutMs: TIMEOUT_MS }), documents, () => db)

  // --- after a bulk index the nodes go on merging segments for a while: timed searches would share
  // the two cores with them.
  const settled = await settle(cluster)

  // --- the JVMs' code compiled on searches that are not among the classes: browsing in every order,
  // and other words than the classes' in both orders, with their facets.
  const warmupStarted = performance.now()
  for (const sort of SORTS) for (const page of ['1', '2', '3']) await runner.results(parseSearchState({ sort, page }))
  for (const params of queries.warmup) {
    for (const sort of BENCH_SORTS) await runner.results(parseSearchState({ ...params, sort }))
    await runner.facets(parseSearchState(params))
  }
  process.stderr.write(`solr warm-up: ${SORTS.length * 3 + queries.warmup.length * 3} searches of other words in ${round((performance.now() - warmupStarted) / 1000)} s\n`)

  // --- latency by query class, the same queries as the embedded side's
  const classes: Record<string, SearchClass> = {}
  const allCold: number[] = []
  const allWarm: number[] = []
  const loadSet: { state: SearchState; total: number }[] = []
  for (const [name, list] of Object.entries(queries.classes)) {
    for (const sort of BENCH_SORTS) {
      const cold: number[] = []
      const warm: number[] = []
      const hits: number[] = []
      for (const params of list) {
        const state = parseSearchState({ ...params, sort })
        let started = performance.now()
        const total = (await runner.results(state))?.total ?? 0
        cold.push(performance.now() - started)
        hits.push(total)
        loadSet.push({ state, total })
        started = performance.now()
        await runner.results({ ...state, page: 2 })
        warm.push(performance.now() - started)
      }
      hits.sort((a, b) => a - b)
      const entry = { queries: list.length, hits_p50: percentile(hits, 50), cold: summary(cold), warm: summary(warm) }
      classes[`${name}:${sort}`] = entry
      allCold.push(...cold)
      allWarm.push(...warm)
      process.stderr.write(`solr search ${name}:${sort}: cold p50 ${entry.cold.p50_ms} ms, warm p50 ${entry.warm.p50_ms} ms\n`)
    }
  }

  // --- the research views and the comparison, as on the embedded side
  const research: Record<string, ResearchClass> = {}
  for (const [name, list] of Object.entries(queries.classes)) {
    const timeline: number[] = []
    const facetLists: number[] = []
    for (const params of list) {
      const state = parseSearchState(params)
      let started = performance.now()
      await runner.facets(state)
      timeline.push(performance.now() - started)
      started = performance.now()
      await runner.facetList({ state, facet: 'periodicals', filter: '', sort: 'alpha', page: 1, locale: 'de' })
      facetLists.push(performance.now() - started)
    }
    const entry = { queries: list.length, timeline_cold: summary(timeline), facet_list: summary(facetLists) }
    research[name] = entry
    process.stderr.write(`solr research ${name}: timeline p50 ${entry.timeline_cold.p50_ms} ms, facet list p50 ${entry.facet_list.p50_ms} ms\n`)
  }
  const compare: number[] = []
  for (const three of queries.comparisons) {
    const started = performance.now()
    await runner.compare(three.map((params) => parseSearchState(params)))
    compare.push(performance.now() - started)
  }

  const memory = clusterMemory(cluster)
  if ('nodes_rss_mb' in memory) process.stderr.write(`solr memory: ${memory.nodes_rss_mb} MB resident over ${memory.nodes.length} nodes (${memory.nodes_rss_anon_mb} MB without mapped index files)\n`)

  let nodeDown: SolrSearchReport['node_down']
  if (options.skipNodeDown) nodeDown = { skipped: '--no-node-down' }
  else if (cluster.data === undefined) nodeDown = { skipped: 'SOLR_URL names nodes of no local cluster (SOLR_DATA): the bench cannot stop one' }
  else if (!cluster.own && !options.faults) nodeDown = { skipped: 'SOLR_URL names a cluster the bench did not start: --solr-faults stops its node 2' }
  else nodeDown = await oneNodeDown(runner, loadSet, cluster.data)

  return {
    cluster: { urls: cluster.urls, started_by_bench: cluster.own, alias: cluster.alias, node_heap: process.env.SOLR_NODE_OPTS || '-Xms128m -Xmx512m (the launcher’s default)' },
    index: {
      collection: indexed.collection,
      units: indexed.units,
      shards: indexed.shards,
      replicas: indexed.replicas,
      seconds: round(indexed.seconds),
      index_seconds: round(indexed.indexSeconds),
      docs_per_s: Math.round(indexed.docsPerSecond),
      size_bytes: indexed.sizeBytes,
      size_mb: megabytes(indexed.sizeBytes),
      size_bytes_one_copy: indexed.sizeBytesOneCopy,
      size_mb_one_copy: megabytes(indexed.sizeBytesOneCopy),
      phases: indexed.phases,
      warnings: indexed.warnings,
    },
    settle_after_index: settled,
    cold_means: 'the first time this run sends the query: Solr keeps its caches, so a repeated identical query is warm',
    all: summary(allCold),
    all_warm: summary(allWarm),
    classes,
    research: { classes: research, compare_three_cold: summary(compare) },
    memory,
    node_down: nodeDown,
  }
}

/** CPU seconds a process has used (user and system), from /proc/<pid>/stat; 0 when it is gone. */
function cpuSeconds(pid: number): number {
  try {
    // The command may hold spaces and parentheses: the fields counted from the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command.
    return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / CLOCK_TICKS
  } catch {
    return 0
  }
}

/**
 * Waits until the nodes are idle (together under IDLE_CORES for IDLE_SECONDS in a row), at most
 * SETTLE_MAX_S: the merges a bulk index leaves behind are done. Only for a local cluster, whose
 * pids are known.
 */
async function settle(cluster: Cluster): Promise<{ seconds: number; settled: boolean } | null> {
  const pids = (cluster.data === undefined ? undefined : readCluster(cluster.data))?.nodes.flatMap((node) => (node.pid === null ? [] : [node.pid]))
  if (pids === undefined || pids.length === 0) return null
  const started = performance.now()
  const used = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0)
  let last = used()
  let quiet = 0
  const printer = progressPrinter()
  while ((performance.now() - started) / 1000 < SETTLE_MAX_S) {
    await sleep(1000)
    const now = used()
    const cores = now - last
    last = now
    quiet = cores < IDLE_CORES ? quiet + 1 : 0
    printer.update((seconds) => `solr: waiting for the nodes to finish merging, ${Math.round(seconds)} s (${cores.toFixed(2)} cores busy)`)
    if (quiet >= IDLE_SECONDS) {
      const seconds = round((performance.now() - started) / 1000)
      printer.done(`solr: the nodes are idle after ${seconds} s`)
      return { seconds, settled: true }
    }
  }
  printer.done(`solr: the nodes were still busy after ${SETTLE_MAX_S} s; measuring anyway`)
  return { seconds: SETTLE_MAX_S, settled: false }
}

/** A process's anonymous resident memory (RssAnon: its heap and the JVM's own), without the index files it maps. */
function anonymousRssBytes(pid: number): number {
  try {
    const match = /RssAnon:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : 0
  } catch {
    return 0
  }
}

/**
 * Each node JVM's resident memory (VmRSS), and the launcher's (ZooKeeper), from the cluster's
 * cluster.json. VmRSS counts the pages of the index files Lucene maps and has read; RssAnon is
 * the rest (heap, the JVM's code and buffers).
 */
function clusterMemory(cluster: Cluster): SolrSearchReport['memory'] {
  const described = cluster.data === undefined ? undefined : readCluster(cluster.data)
  if (described === undefined) return { unavailable: 'the nodes are not a local cluster whose cluster.json names their pids' }
  const nodes = described.nodes.flatMap((node) =>
    node.pid === null || !node.running ? [] : [{ node: node.node, pid: node.pid, rss_mb: megabytes(rssBytes(node.pid)), rss_anon_mb: megabytes(anonymousRssBytes(node.pid)) }],
  )
  const launcher = rssBytes(described.launcher.pid)
  return {
    nodes,
    nodes_rss_mb: round(nodes.reduce((sum, node) => sum + node.rss_mb, 0)),
    nodes_rss_anon_mb: round(nodes.reduce((sum, node) => sum + node.rss_anon_mb, 0)),
    launcher_rss_mb: launcher > 0 ? megabytes(launcher) : null,
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Whether the local cluster's node has stopped: cluster.json says so, or its process is gone. */
function nodeStopped(data: string, number: number): boolean {
  const node = readCluster(data)?.nodes.find((candidate) => candidate.node === number)
  return node !== undefined && (!node.running || node.pid === null || !alive(node.pid))
}

type Phase = 'before' | 'stopping' | 'down' | 'restarting' | 'after_restart'

interface Outcome {
  phase: Phase
  ms: number
  ok: boolean
  wrong: boolean
  error?: string
}

/**
 * The classes' searches in LOAD_LANES loops while node 2 stops, stays down and starts again. Each
 * search counts in the phase it started in; a search fails when the runner throws (every node
 * tried, or a shard without a live replica: SearchUnavailableError), and is wrong when its count
 * differs from the healthy cluster's.
 */
async function oneNodeDown(runner: SolrEngine, load: readonly { state: SearchState; total: number }[], data: string): Promise<NodeDownReport> {
  let phase: Phase = 'before'
  let running = true
  const outcomes: Outcome[] = []
  const marks: Record<Phase, number> = { before: 0, stopping: 0, down: 0, restarting: 0, after_restart: 0 }
  const ends: Partial<Record<Phase, number>> = {}
  const started = performance.now()
  const enter = (next: Phase) => {
    const now = performance.now() - started
    ends[phase] = now
    marks[next] = now
    phase = next
    process.stderr.write(`solr node down: ${Math.round(now / 1000)} s, ${next.replace('_', ' ')} (${outcomes.length} searches so far, ${outcomes.filter((outcome) => !outcome.ok).length} failed)\n`)
  }
  process.stderr.write(`solr node down: ${LOAD_LANES} loops of ${load.length} searches; node ${STOPPED_NODE} stops after ${STOP_AFTER_MS / 1000} s\n`)
  const lanes = Array.from({ length: LOAD_LANES }, async (_, lane) => {
    for (let index = lane; running; index += LOAD_LANES) {
      const item = load[index % load.length]
      if (item === undefined) return
      // Each pass over the queries asks for the next page (3, 4, …): no request repeats one sent
      // before, so Solr's query-result cache does not answer it; the count is every page's.
      const page = 3 + Math.floor(index / load.length)
      const at = phase
      const searchStarted = performance.now()
      try {
        const answer = await runner.results({ ...item.state, page })
        outcomes.push({ phase: at, ms: performance.now() - searchStarted, ok: true, wrong: (answer?.total ?? -1) !== item.total })
      } catch (error) {
        outcomes.push({ phase: at, ms: performance.now() - searchStarted, ok: false, wrong: false, error: message(error).slice(0, 300) })
      }
    }
  })

  await sleep(STOP_AFTER_MS)
  enter('stopping')
  // stop-node ends with the cluster's status, which exits 1 with a node down: whether the node
  // stopped is read from cluster.json and its process.
  const stopCommand = await solrCommand(['stop-node', String(STOPPED_NODE)], data, STOP_TIMEOUT_MS)
  const stop = nodeStopped(data, STOPPED_NODE) ? { ok: true, seconds: stopCommand.seconds } : { ...stopCommand, ok: false }
  enter('down')
  await sleep(Math.max(0, DOWN_UNTIL_MS - (performance.now() - started)))
  let restart: CommandOutcome | null = null
  if (stop.ok) {
    enter('restarting')
    restart = await solrCommand(['start-node', String(STOPPED_NODE)], data, RESTART_TIMEOUT_MS)
    if (!restart.ok) restart.note = `node ${STOPPED_NODE} did not come back: ${restart.note ?? ''}; the rest of the bench went on without it`
    enter('after_restart')
    await sleep(AFTER_RESTART_MS)
  }
  ends[phase] = performance.now() - started
  running = false
  await Promise.all(lanes)

  const phases: Record<string, PhaseReport> = {}
  for (const name of ['before', 'stopping', 'down', 'restarting', 'after_restart'] as const) {
    const end = ends[name]
    if (end === undefined) continue
    const these = outcomes.filter((outcome) => outcome.phase === name)
    const times = summary(these.map((outcome) => outcome.ms))
    phases[name] = {
      seconds: round((end - marks[name]) / 1000),
      requests: these.length,
      failed: these.filter((outcome) => !outcome.ok).length,
      wrong_totals: these.filter((outcome) => outcome.wrong).length,
      p50_ms: times.p50_ms,
      p95_ms: times.p95_ms,
      max_ms: times.max_ms,
      errors: [...new Set(these.flatMap((outcome) => (outcome.error === undefined ? [] : [outcome.error])))].slice(0, 3),
    }
    process.stderr.write(`solr node down, ${name}: ${these.length} searches, ${phases[name]?.failed} failed, ${phases[name]?.wrong_totals} wrong counts, p95 ${times.p95_ms} ms\n`)
  }
  return { node: STOPPED_NODE, lanes: LOAD_LANES, queries: load.length, stop, restart, phases }
}
