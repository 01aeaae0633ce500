/**
 * Idle against loaded, within one run (issue 48's evidence, docs/evidence/issue-48/): probes ask a
 * running server for four kinds of page about three times a second each (health, a news page,
 * distinct uncached searches, rotating reader pages), first alone for `--idle` seconds, then while
 * `--clients` clients load it for `--load` seconds, and the p50/p95/max of each kind in both phases
 * is printed with the ratio of the p95s. The load is one of:
 *   h1    the reviewer's hostile query (a hundred two-letter `~2` words), distinct by `from=`;
 *   pdf   the PDFs of `--paths` (one a line), each client from its own loopback address;
 *   zip   `/api/texts?q=<--query>` ZIPs, each client from its own loopback address, read to the end;
 *   none  nothing (a second idle phase: the noise of the machine).
 * `--pace` is each client's pause between its requests: 0 (the default) is a closed loop.
 * The machine is shared: pin this process with `taskset -c N` so it stays off the server's core,
 * and read the ratios, not the absolute figures. Usage:
 *   taskset -c 1 node scripts/load-probe.ts --base http://127.0.0.1:3311 --readers readers.txt --kind pdf --paths pdfs.txt
 */
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3311' },
    kind: { type: 'string', default: 'none' },
    idle: { type: 'string', default: '20' },
    load: { type: 'string', default: '40' },
    clients: { type: 'string', default: '20' },
    readers: { type: 'string' },
    paths: { type: 'string' },
    query: { type: 'string', default: 'ze*' },
    rate: { type: 'string', default: '3' },
    /** Each loading client's pause between two requests (ms): 0 is a closed loop, a flood of requests. */
    pace: { type: 'string', default: '0' },
  },
})

const base = new URL(values.base)
const lines = (file: string | undefined): string[] => (file ? readFileSync(file, 'utf8').split('\n').map((line) => line.trim()).filter((line) => line !== '') : [])
const readers = lines(values.readers)
const loadPaths = lines(values.paths)

interface Outcome {
  status: number
  ms: number
  bytes: number
}

/** One GET, read to the end (or cut after `timeoutMs`), from `localAddress` when given. */
function get(path: string, localAddress?: string, timeoutMs = 120_000): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = request({ host: base.hostname, port: base.port, path, method: 'GET', localAddress, timeout: timeoutMs, headers: { 'accept-encoding': 'identity' } }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, bytes }))
      res.on('error', () => resolve({ status: -1, ms: performance.now() - started, bytes }))
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ status: -1, ms: performance.now() - started, bytes: 0 }))
    req.end()
  })
}

const PROBES: Record<string, (n: number) => string> = {
  health: () => '/api/health',
  page: () => '/en/news',
  // Distinct and uncached: the same common word, each time from another year.
  search: (n) => `/en/search?q=zeitung&from=${1800 + (n % 200)}`,
  reader: (n) => readers[n % Math.max(1, readers.length)] ?? '/en/periodicals',
}

/** Fires each probe kind `rate` times a second for `seconds`, not waiting for the one before (an open model). */
async function probe(seconds: number): Promise<Record<string, Outcome[]>> {
  const results: Record<string, Outcome[]> = {}
  const pending: Promise<void>[] = []
  const interval = 1000 / Number(values.rate)
  const until = performance.now() + seconds * 1000
  let n = 0
  while (performance.now() < until) {
    for (const [kind, path] of Object.entries(PROBES)) {
      const list = (results[kind] ??= [])
      pending.push(get(path(n + Math.floor(Math.random() * 100_000))).then((outcome) => void list.push(outcome)))
    }
    n += 1
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
  await Promise.all(pending)
  return results
}

const TWO_LETTERS = [...'abcdefghijklmnopqrstuvwxyz'].flatMap((a) => [...'abcdefghijklmnopqrstuvwxyz'].map((b) => `${a}${b}~2`))

/** One loading client: requests in a loop until `stop`, each from its own loopback address where it matters. */
async function client(index: number, stop: () => boolean, done: Outcome[]): Promise<void> {
  const address = `127.0.0.${10 + index}`
  for (let n = 0; !stop(); n += 1) {
    let path: string
    if (values.kind === 'h1') path = `/en/search?q=${encodeURIComponent(TWO_LETTERS.slice(0, 100).join(' '))}&from=${1700 + ((index * 97 + n) % 300)}`
    else if (values.kind === 'pdf') path = loadPaths[(index + n) % Math.max(1, loadPaths.length)] ?? '/'
    else if (values.kind === 'zip') path = `/api/texts?q=${encodeURIComponent(values.query)}&from=${1700 + ((index * 31 + n) % 300)}`
    else return
    const outcome = await get(path, values.kind === 'h1' ? undefined : address)
    done.push(outcome)
    // A refusal (429 past the allowance) is quick: the client waits a little rather than spinning.
    const pause = outcome.status === 429 || outcome.status < 0 ? Math.max(1000, Number(values.pace)) : Number(values.pace)
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause))
  }
}

function summary(list: readonly Outcome[]): { n: number; p50: number; p95: number; max: number; statuses: Record<string, number> } {
  const sorted = list.map((outcome) => outcome.ms).sort((a, b) => a - b)
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0)
  const statuses: Record<string, number> = {}
  for (const outcome of list) statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1
  return { n: list.length, p50: at(0.5), p95: at(0.95), max: Math.round(sorted.at(-1) ?? 0), statuses }
}

const idle = await probe(Number(values.idle))
let stopped = false
const loadOutcomes: Outcome[] = []
const clients = Array.from({ length: Number(values.clients) }, (_, index) => client(index, () => stopped, loadOutcomes))
const loaded = await probe(Number(values.load))
stopped = true
await Promise.all(clients)

const report = Object.fromEntries(
  Object.keys(PROBES).map((kind) => {
    const before = summary(idle[kind] ?? [])
    const during = summary(loaded[kind] ?? [])
    return [kind, { idle: before, load: during, p95Ratio: Math.round((during.p95 / Math.max(1, before.p95)) * 100) / 100 }]
  }),
)
console.log(JSON.stringify({ kind: values.kind, clients: Number(values.clients), load: summary(loadOutcomes), probes: report }, null, 2))
console.log('\n| probe | idle p50 / p95 / max (ms) | under load p50 / p95 / max (ms) | p95 ratio |\n|---|---|---|---:|')
for (const [kind, row] of Object.entries(report)) {
  console.log(`| ${kind} | ${row.idle.p50} / ${row.idle.p95} / ${row.idle.max} | ${row.load.p50} / ${row.load.p95} / ${row.load.max} | ${row.p95Ratio} |`)
}
const heavy = summary(loadOutcomes)
console.log(`\nload: ${heavy.n} requests, p50 ${heavy.p50} ms, p95 ${heavy.p95} ms, max ${heavy.max} ms, statuses ${JSON.stringify(heavy.statuses)}`)
