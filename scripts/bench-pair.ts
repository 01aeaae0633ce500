/**
 * `node scripts/bench-pair.ts --a <dist> --b <dist> [--db store] [--pages frame,search_distinct,…] [--pairs 3]
 *   [--requests 400] [--warmup 300] [--encoding br|identity] [--env-a K=V,…] [--env-b K=V,…] [--flags-b F,…] [--a-without-flags] [--port P]`:
 * what a change saves a page (issue 52), measured as paired runs. Two builds (two copies of dist/,
 * or one build with other settings through --env-b: NODE_OPTIONS, PAGE_CACHE_TTL_MS…), A and B,
 * run side by side on the server cores while this process, the load generator, runs on the last
 * core; each page is asked of A and of B in turn (A first, then B first), one request at a time,
 * so both see the same other load on a shared machine. A page's figure is each server's CPU over its requests
 * (scripts/server-cpu.ts); B − A for every pair of fresh servers, then min / median / max. Prints
 * progress on stderr and a JSON report on stdout.
 */
import { isAbsolute, join } from 'node:path'
import { parseArgs } from 'node:util'
import { ROOT } from './build-state.ts'
import { serverNodeFlags } from './ensure-node.mjs'
import { type Encoding, SequentialClient, allCores, cpuSample, pinSelf, spread } from './server-cpu.ts'
import { issuePath } from '../src/domain/issue-path.ts'
import { openForReading } from '../src/store/db.ts'
import { type Site, startSite } from '../tests/support/site.ts'

const { values } = parseArgs({
  options: {
    a: { type: 'string', default: 'dist' },
    b: { type: 'string', default: 'dist' },
    db: { type: 'string', default: join(ROOT, 'reports', 'demo72k.db') },
    pages: { type: 'string', default: 'search_distinct' },
    pairs: { type: 'string', default: '3' },
    requests: { type: 'string', default: '400' },
    warmup: { type: 'string', default: '300' },
    encoding: { type: 'string', default: 'br' },
    'env-a': { type: 'string', default: '' },
    'env-b': { type: 'string', default: '' },
    // A build from before the production server's Node flags (scripts/ensure-node.mjs) runs without them.
    'a-without-flags': { type: 'boolean', default: false },
    // Node or V8 flags added to B's (comma-separated): those NODE_OPTIONS refuses, such as --single-threaded-gc.
    'flags-b': { type: 'string', default: '' },
    port: { type: 'string', default: '3480' },
  },
})

const env = (list: string): Record<string, string> =>
  Object.fromEntries(
    list
      .split(',')
      .filter((entry) => entry.includes('='))
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  )
const entryOf = (dist: string) => join(isAbsolute(dist) ? dist : join(ROOT, dist), 'server', 'main.js')
const encoding: Encoding = values.encoding === 'identity' ? 'identity' : 'br'

/** The store's pages: a word list for distinct searches, a periodical and an issue. */
function storePages(db: string) {
  const store = openForReading(db)
  try {
    store.exec('CREATE VIRTUAL TABLE temp.words USING fts5vocab(main, unit_fts, row)')
    const words = store.prepare<[], string>("SELECT term FROM temp.words WHERE term GLOB '[a-z]*' AND length(term) > 3 AND doc >= 20 ORDER BY doc DESC LIMIT 6000").pluck().all()
    const periodical = store.prepare<[], string>('SELECT id FROM periodical ORDER BY id LIMIT 1').pluck().get() ?? ''
    const issue = store.prepare<[string], { date: string; edition: number }>('SELECT date, edition FROM issue WHERE periodical_id = ? ORDER BY date LIMIT 1').get(periodical)
    return { words, periodical: `/en/periodicals/${periodical}`, issue: `/en${issue ? issuePath(periodical, issue.date, issue.edition) : `/periodicals/${periodical}`}` }
  } finally {
    store.close()
  }
}

const store = storePages(values.db)
let drawn = 0
const PAGES: Record<string, () => string> = {
  frame: () => '/en/menu',
  search_empty: () => '/en/search?q=zzzzqqq',
  search_20: () => `/en/search?q=${encodeURIComponent(store.words[0] ?? 'die')}`,
  // Every request a word not asked before on these servers (both servers get the same word).
  search_distinct: () => `/en/search?q=${encodeURIComponent(store.words[store.words.length - 1 - (drawn++ % store.words.length)] ?? 'die')}`,
  periodical: () => store.periodical,
  reader: () => store.issue,
}
const chosen = values.pages.split(',').filter((name) => name in PAGES)
if (chosen.length === 0) throw new Error(`--pages takes ${Object.keys(PAGES).join(', ')}`)

async function pair(index: number, cores: { server: string }) {
  const port = Number(values.port)
  const [a, b] = await Promise.all([
    startSite(values.db, port, { PAGE_CACHE_TTL_MS: '0', ...env(values['env-a']) }, { cpus: cores.server, entry: entryOf(values.a), ...(values['a-without-flags'] ? { nodeFlags: [] } : {}) }),
    startSite(values.db, port + 1, { PAGE_CACHE_TTL_MS: '0', ...env(values['env-b']) }, { cpus: cores.server, entry: entryOf(values.b), nodeFlags: [...serverNodeFlags(), ...values['flags-b'].split(',').filter((flag) => flag !== '')] }),
  ])
  const sites: [Site, SequentialClient][] = [
    [a, new SequentialClient(a.base)],
    [b, new SequentialClient(b.base)],
  ]
  const result: Record<string, { a: number; b: number; saved: number }> = {}
  try {
    for (const name of chosen) {
      const next = PAGES[name] ?? PAGES.frame
      if (!next) continue
      // A then B, then B then A: the second of two identical requests runs a little cheaper (warm
      // caches), which unalternated showed as a saving of 0.2–0.3 ms between two identical builds.
      const ask = async (count: number) => {
        for (let request = 0; request < count; request++) {
          const path = next()
          const order = request % 2 === 0 ? sites : [...sites].reverse()
          for (const [, client] of order) await client.get(path, encoding)
        }
      }
      await ask(Number(values.warmup))
      const before = sites.map(([site]) => cpuSample(site.pid).total)
      await ask(Number(values.requests))
      const [msA = 0, msB = 0] = sites.map(([site], at) => (cpuSample(site.pid).total - (before[at] ?? 0)) / Number(values.requests))
      result[name] = { a: msA, b: msB, saved: msA - msB }
      process.stderr.write(`pair ${index}: ${name}: A ${msA.toFixed(2)} ms, B ${msB.toFixed(2)} ms a page, B saves ${(msA - msB).toFixed(2)}\n`)
    }
  } finally {
    for (const [site, client] of sites) {
      client.close()
      await site.stop()
    }
  }
  return result
}

const cores = allCores()
const pinned = cores.count > 1 && pinSelf(String(cores.count - 1))
const server = cores.count > 2 ? `0-${cores.count - 2}` : '0'
const runs: Awaited<ReturnType<typeof pair>>[] = []
for (let index = 1; index <= Number(values.pairs); index++) runs.push(await pair(index, { server: pinned ? server : cores.list }))
const report = {
  method: 'paired: A and B asked each page in alternation (ABBA), one request at a time, both on the server cores, the generator on its own; server CPU (utime+stime, all threads, /proc) a page; fresh servers every pair',
  a: values.a,
  b: values.b,
  env_a: env(values['env-a']),
  env_b: env(values['env-b']),
  a_node_flags: values['a-without-flags'] ? 'none' : 'serverNodeFlags()',
  encoding,
  pinned: pinned ? { server_cpus: server, generator_cpus: String(cores.count - 1) } : false,
  requests: Number(values.requests),
  warmup: Number(values.warmup),
  pages: Object.fromEntries(
    chosen.map((name) => [
      name,
      {
        a_ms: spread(runs.map((run) => run[name]?.a ?? 0)),
        b_ms: spread(runs.map((run) => run[name]?.b ?? 0)),
        saved_ms: spread(runs.map((run) => run[name]?.saved ?? 0)),
      },
    ]),
  ),
}
console.log(JSON.stringify(report, null, 2))
