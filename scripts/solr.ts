/**
 * `npm run solr -- up|down|status|urls [--data DIR] [--base-port N]`: a local SolrCloud for
 * development and tests (ADR 028), three Solr nodes and ZooKeeper on 127.0.0.1, from the Maven
 * module in solr/launcher. The site searches the alias `library`, which points at a versioned
 * collection (`library_<yyyymmddhhmmss>`) that a reindex replaces (ADR 029).
 *
 *   up               builds the launcher when its sources changed, starts a fresh cluster in the
 *                    background and waits until every replica of the alias's collection is active
 *   down             stops it and removes its cluster.json
 *   status           each node and whether it answers, the collection the alias points at, its shards
 *   urls             the running nodes' base URLs, comma-separated (what SOLR_URL and --solr take)
 *   stop-node N      stops node N cleanly (SIGTERM), as a deployment stops a node
 *   kill-node N      kills node N (SIGKILL), as a crash would
 *   start-node N     starts node N again on its port and home, and waits until its replicas recovered
 *
 *   --data DIR       the cluster's directory (default data/solr, or SOLR_DATA): ZooKeeper, the
 *                    nodes' homes, logs and cluster.json. Each directory is a cluster of its own,
 *                    so a test suite runs one beside a developer's.
 *   --base-port N    (up) ZooKeeper on N, node k on N+k (default: free ports, or SOLR_BASE_PORT)
 *
 * The cluster is described in DIR/cluster.json, written by the launcher.
 */
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, readSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs, stripVTControlCharacters } from 'node:util'
import * as v from 'valibot'
import { progressPrinter } from '../src/ingest/progress.ts'
import { clusterStatusSchema, describeLayout } from '../src/search/solr/collections.ts'
import { ROOT } from './build-state.ts'
import { clusterSchema } from './solr-cluster.ts'

const LAUNCHER = join(ROOT, 'solr', 'launcher')
const CONFIGSET = join(ROOT, 'solr', 'configset')
const CLASSPATH = join(LAUNCHER, 'target', 'classpath.txt')
const CLASSES = join(LAUNCHER, 'target', 'classes')
const USAGE = 'usage: npm run solr -- up|down|status|urls|stop-node N|kill-node N|start-node N [--data DIR] [--base-port N]'

function commandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: { data: { type: 'string' }, 'base-port': { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
    })
  } catch (error) {
    console.error(error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error))
    console.error(USAGE)
    process.exit(2)
  }
}
const { values: options, positionals } = commandLine()
const basePortText = options['base-port'] ?? process.env.SOLR_BASE_PORT
const BASE_PORT = basePortText === undefined || basePortText === '' ? 0 : Number(basePortText)
// ZooKeeper takes the base port and the nodes the three after it.
if (!Number.isInteger(BASE_PORT) || BASE_PORT < 0 || BASE_PORT > 65_532) {
  console.error(`--base-port must be a port number below 65533, not ${basePortText}`)
  process.exit(2)
}
const DATA = resolve(ROOT, options.data ?? (process.env.SOLR_DATA || join('data', 'solr')))
const STATE = join(DATA, 'cluster.json')
const LAUNCHER_LOG = join(DATA, 'logs', 'launcher.log')
/** The alias searched, and the configset's name in ZooKeeper. */
const COLLECTION = 'library'
const NODES = 3
// One shard with a replica on each node (ADR 049): each node answers a search alone.
const SHARDS = 1
const REPLICAS = NODES
// A cold first start on two cores (three JVMs loading Solr at once) took under a minute.
const WAIT_MS = 240_000

type Cluster = v.InferOutput<typeof clusterSchema>

function readCluster(): Cluster | undefined {
  if (!existsSync(STATE)) return undefined
  return v.parse(clusterSchema, JSON.parse(readFileSync(STATE, 'utf8')))
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** A pid from a stale cluster.json may since belong to another program: only ours are signalled. */
function ours(pid: number): boolean {
  if (!alive(pid)) return false
  const cmdline = `/proc/${pid}/cmdline`
  if (!existsSync('/proc')) return true
  try {
    return readFileSync(cmdline, 'utf8').includes('library.solr.')
  } catch {
    return false
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  if (ours(pid)) process.kill(pid, name)
}

function clusterPids(cluster: Cluster): number[] {
  return [cluster.launcher.pid, ...cluster.nodes.flatMap((node) => (node.pid === null ? [] : [node.pid]))]
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms))
}

async function get(url: string, timeoutMs = 5000): Promise<Response | undefined> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
  } catch {
    return undefined
  }
}

function newestChange(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

function requireTool(command: string, args: string[], hint: string): void {
  const result = spawnSync(command, args, { stdio: 'ignore' })
  if (result.error !== undefined || result.status !== 0) {
    console.error(`${command} is needed and was not found or does not run: ${hint}`)
    process.exit(1)
  }
}

/** Maven runs only when the pom or a source is newer than the classpath it last wrote. */
async function buildIfNeeded(): Promise<void> {
  const sources = Math.max(newestChange(join(LAUNCHER, 'pom.xml')), newestChange(join(LAUNCHER, 'src')))
  if (existsSync(CLASSPATH) && existsSync(CLASSES) && statSync(CLASSPATH).mtimeMs >= sources) return
  requireTool('mvn', ['-v'], 'install Maven (Debian: apt-get install maven).')
  console.log('Building the Solr launcher with Maven (the first build downloads Solr from Maven Central, about 120 MB)…')
  const printer = progressPrinter()
  let output = ''
  let downloaded = 0
  // Not quiet: its "Downloaded from" lines are the progress of a first build, counted here.
  const maven = spawn('mvn', ['-B', '-f', join(LAUNCHER, 'pom.xml'), 'compile'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  const collect = (chunk: Buffer) => {
    const text = stripVTControlCharacters(chunk.toString('utf8'))
    output += text
    downloaded += text.split('\n').filter((line) => line.includes('Downloaded from')).length
    printer.update((seconds) => `building: ${seconds.toFixed(0)} s, ${downloaded} files downloaded`)
  }
  maven.stdout.on('data', collect)
  maven.stderr.on('data', collect)
  const status = await new Promise<number | null>((done) => maven.on('close', done))
  if (status !== 0) {
    printer.done('The Maven build of solr/launcher failed:')
    console.error(output.split('\n').filter((line) => line.startsWith('[ERROR]')).join('\n') || output)
    process.exit(1)
  }
  printer.done(`built${downloaded > 0 ? ` (${downloaded} files downloaded)` : ''}`)
}

interface Health {
  ready: boolean
  summary: string
}

/**
 * Ready when the alias points at collections whose shards are all active, each replica active on a
 * live node. A collection's shape is not checked: `up` creates the alias only once the first
 * collection is complete, and a reindex may choose other shard and replica counts.
 */
async function collectionHealth(cluster: Cluster): Promise<Health> {
  const answering = cluster.nodes.filter((node) => node.running)
  for (const node of answering) {
    // Not narrowed to the alias: Solr answers 400 for a name that does not exist yet.
    const response = await get(`${node.url}/admin/collections?action=CLUSTERSTATUS&wt=json`)
    if (response === undefined || !response.ok) continue
    const parsed = v.safeParse(clusterStatusSchema, await response.json())
    if (!parsed.success) continue
    const { live_nodes: live, collections, aliases } = parsed.output.cluster
    const target = aliases?.[cluster.collection]
    // A cluster from before the alias had a collection of that name; it is still searchable.
    const names = target !== undefined ? target.split(',') : collections[cluster.collection] !== undefined ? [cluster.collection] : []
    if (names.length === 0) return { ready: false, summary: `${live.length} nodes live, no alias ${cluster.collection} yet` }
    let ready = true
    const described = names.map((name) => {
      const collection = collections[name]
      if (collection === undefined) {
        ready = false
        return `${name} missing`
      }
      const shards = Object.entries(collection.shards).sort(([a], [b]) => a.localeCompare(b))
      if (shards.length === 0) ready = false
      const parts = shards.map(([shardName, shard]) => {
        const replicas = Object.values(shard.replicas)
        const active = replicas.filter((replica) => replica.state === 'active' && live.includes(replica.node_name)).length
        if (shard.state !== 'active' || active !== replicas.length || replicas.length === 0) ready = false
        return `${shardName} ${active}/${replicas.length} active`
      })
      return `${name}: ${parts.join(', ')}`
    })
    const pointer = target === undefined ? `${cluster.collection} (a collection, not an alias)` : `${cluster.collection} → ${described.join('; ')}`
    return { ready, summary: `${live.length} nodes live, ${pointer}` }
  }
  return { ready: false, summary: 'no node answered CLUSTERSTATUS yet' }
}

async function selectAnswers(cluster: Cluster): Promise<boolean> {
  const response = await get(`${cluster.url}/${cluster.collection}/select?q=*:*&rows=0&shards.tolerant=false&wt=json`)
  return response?.status === 200
}

/** Prints the launcher's own log lines as they come (the nodes log to their own files). */
function logFollower(path: string, fromStart: boolean): (print: (line: string) => void) => void {
  let offset = !fromStart && existsSync(path) ? statSync(path).size : 0
  let pending = ''
  return (print) => {
    if (!existsSync(path)) return
    const fd = openSync(path, 'r')
    try {
      const buffer = Buffer.alloc(64 * 1024)
      let read = 0
      while ((read = readSync(fd, buffer, 0, buffer.length, offset)) > 0) {
        offset += read
        pending += buffer.toString('utf8', 0, read)
      }
    } finally {
      closeSync(fd)
    }
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) if (line.startsWith('[launcher')) print(line)
  }
}

function tail(path: string, count: number): string {
  if (!existsSync(path)) return ''
  return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-count).join('\n')
}

/** Waits until the collection is healthy; false when the launcher died or the time ran out. */
async function waitUntilReady(what: string, launcherPid: number, follow: ReturnType<typeof logFollower>): Promise<boolean> {
  const printer = progressPrinter()
  const started = Date.now()
  let summary = 'starting'
  while (Date.now() - started < WAIT_MS) {
    follow((line) => printer.done(line))
    const cluster = readCluster()
    if (!alive(launcherPid)) {
      follow((line) => printer.done(line))
      printer.done('The launcher stopped.')
      return false
    }
    if (cluster !== undefined) {
      const health = await collectionHealth(cluster)
      summary = health.summary
      if (health.ready && cluster.ready && (await selectAnswers(cluster))) {
        printer.done(`${what}: ${summary}`)
        return true
      }
    }
    printer.update((seconds) => `${what}: waiting ${seconds.toFixed(0)} s (${summary})`)
    await sleep(500)
  }
  printer.done(`${what}: not ready after ${WAIT_MS / 1000} s (${summary})`)
  return false
}

async function up(): Promise<number> {
  const existing = readCluster()
  if (existing !== undefined && ours(existing.launcher.pid)) {
    console.log(`The local SolrCloud is already up: ${existing.url}/${existing.collection}`)
    return status()
  }
  if (existing !== undefined) removeStale(existing)
  requireTool('java', ['-version'], 'install a JDK 17 or newer (Debian: apt-get install openjdk-17-jdk-headless).')
  const started = Date.now()
  await buildIfNeeded()

  mkdirSync(join(DATA, 'logs'), { recursive: true })
  const log = openSync(LAUNCHER_LOG, 'w')
  const classpath = `${CLASSES}:${readFileSync(CLASSPATH, 'utf8').trim()}`
  // The launcher holds ZooKeeper and supervises the nodes; the nodes' heap is set by the launcher
  // (SOLR_NODE_OPTS in the environment overrides it).
  const args = ['-Xmx128m', '-cp', classpath, 'library.solr.Launcher', '--data', DATA, '--configset', CONFIGSET, '--collection', COLLECTION]
  args.push('--nodes', String(NODES), '--shards', String(SHARDS), '--replicas', String(REPLICAS), '--base-port', String(BASE_PORT))
  const child = spawn('java', args, { cwd: ROOT, detached: true, stdio: ['ignore', log, log] })
  closeSync(log)
  const pid = child.pid
  child.unref()
  if (pid === undefined) {
    console.error('Could not start java.')
    return 1
  }
  const ports = BASE_PORT > 0 ? `ZooKeeper on ${BASE_PORT}, nodes on ${BASE_PORT + 1}–${BASE_PORT + NODES}` : 'free ports'
  console.log(`Starting a local SolrCloud (${NODES} nodes, ${describeLayout(SHARDS, REPLICAS)}, ${ports}) in ${DATA}; launcher pid ${pid}, log ${LAUNCHER_LOG}`)
  if (!(await waitUntilReady('SolrCloud', pid, logFollower(LAUNCHER_LOG, true)))) {
    console.error(`\nThe cluster did not come up. The launcher's last lines:\n${tail(LAUNCHER_LOG, 30)}`)
    console.error(`Each node's log: ${join(DATA, 'logs')}/node-N.log`)
    const cluster = readCluster()
    if (cluster !== undefined) await stop(cluster)
    else signal(pid, 'SIGTERM')
    return 1
  }
  const cluster = readCluster()
  if (cluster === undefined) return 1
  console.log(`Up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${cluster.url}/${cluster.collection}`)
  console.log(`Nodes: ${nodeUrls(cluster)}`)
  return 0
}

/** SIGTERM to the launcher stops its nodes cleanly; whatever is left after that is killed. */
async function stop(cluster: Cluster): Promise<void> {
  const printer = progressPrinter()
  signal(cluster.launcher.pid, 'SIGTERM')
  // A node the launcher no longer supervises (it was killed) would otherwise stay.
  if (!alive(cluster.launcher.pid)) for (const pid of clusterPids(cluster)) signal(pid, 'SIGTERM')
  const started = Date.now()
  while (clusterPids(cluster).some(ours) && Date.now() - started < 90_000) {
    printer.update((seconds) => `Stopping: ${clusterPids(cluster).filter(ours).length} processes left after ${seconds.toFixed(0)} s`)
    await sleep(200)
  }
  const left = clusterPids(cluster).filter(ours)
  for (const pid of left) signal(pid, 'SIGKILL')
  printer.done(left.length > 0 ? `Stopped (killed ${left.join(', ')}, which did not stop in time).` : 'Stopped.')
  rmSync(STATE, { force: true })
  rmSync(`${STATE}.tmp`, { force: true })
}

function removeStale(cluster: Cluster): void {
  const left = clusterPids(cluster).filter(ours)
  for (const pid of left) signal(pid, 'SIGKILL')
  if (left.length > 0) console.log(`Killed processes of a cluster whose launcher is gone: ${left.join(', ')}`)
  rmSync(STATE, { force: true })
}

function nodeUrls(cluster: Cluster): string {
  return cluster.nodes
    .filter((node) => node.running)
    .map((node) => node.url)
    .join(',')
}

const NOT_RUNNING = `No local SolrCloud is running (there is no ${STATE}).`

async function down(): Promise<number> {
  const cluster = readCluster()
  if (cluster === undefined) {
    console.log(NOT_RUNNING)
    return 0
  }
  await stop(cluster)
  return 0
}

/** For scripts: `SOLR_URL=$(node scripts/solr.ts urls --data DIR)`. */
async function urls(): Promise<number> {
  const cluster = readCluster()
  if (cluster === undefined || !ours(cluster.launcher.pid)) {
    console.error(NOT_RUNNING)
    return 1
  }
  console.log(nodeUrls(cluster))
  return 0
}

async function status(): Promise<number> {
  const cluster = readCluster()
  if (cluster === undefined) {
    console.log(NOT_RUNNING)
    return 1
  }
  const launcherUp = ours(cluster.launcher.pid)
  console.log(`Alias ${cluster.url}/${cluster.collection}; ZooKeeper ${cluster.zkHost}; ${DATA}`)
  console.log(`launcher  pid ${cluster.launcher.pid} ${launcherUp ? 'running' : 'gone'}, control http://127.0.0.1:${cluster.launcher.controlPort}`)
  let allAnswer = launcherUp
  for (const node of cluster.nodes) {
    const response = await get(`${node.url}/admin/info/health?wt=json`)
    const answers = response?.status === 200
    if (!answers) allAnswer = false
    const jvm = node.pid === null ? 'no process' : `pid ${node.pid} ${ours(node.pid) ? 'running' : 'gone'}`
    const answer = answers ? 'answers' : response === undefined ? 'does not answer' : `answers ${response.status}`
    console.log(`node ${node.node}    ${node.url}  ${jvm}, ${answer}`)
  }
  const health = await collectionHealth(cluster)
  console.log(`${health.summary}${health.ready ? '' : ' (not every replica is active)'}`)
  return allAnswer && health.ready ? 0 : 1
}

async function control(action: 'stop' | 'kill' | 'start', nodeArgument: string | undefined): Promise<number> {
  const cluster = readCluster()
  if (cluster === undefined || !ours(cluster.launcher.pid)) {
    console.error(`No local SolrCloud is running in ${DATA}: npm run solr -- up`)
    return 1
  }
  const number = Number(nodeArgument)
  if (!cluster.nodes.some((node) => node.node === number)) {
    console.error(`Which node? One of ${cluster.nodes.map((node) => node.node).join(', ')}.`)
    return 2
  }
  const follow = logFollower(LAUNCHER_LOG, false)
  const response = await fetch(`http://127.0.0.1:${cluster.launcher.controlPort}/nodes/${number}/${action}`, { method: 'POST' })
  const body = await response.text()
  if (!response.ok) {
    console.error(`The launcher refused: ${body}`)
    return 1
  }
  follow((line) => console.log(line))
  if (action === 'start' && !(await waitUntilReady(`node ${number}`, cluster.launcher.pid, follow))) return 1
  const healthy = await status()
  // A stopped node leaves its replicas down: what was asked for, not a failure of the command.
  return action === 'start' ? healthy : 0
}

const [command, argument] = positionals
const commands: Record<string, () => Promise<number>> = {
  up,
  down,
  status,
  urls,
  'stop-node': () => control('stop', argument),
  'kill-node': () => control('kill', argument),
  'start-node': () => control('start', argument),
}
const run = command === undefined ? undefined : commands[command]
if (options.help) {
  console.log(USAGE)
  process.exit(0)
}
if (run === undefined) {
  console.error(USAGE)
  process.exit(2)
}
process.exit(await run())
