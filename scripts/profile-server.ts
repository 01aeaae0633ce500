/**
 * `node scripts/profile-server.ts [--dist dist] [--db store] [--page search_distinct|frame|search_20|search_empty|periodical|reader]
 *   [--requests 1000] [--warmup 300] [--encoding br|identity] [--env K=V,…] [--out file.cpuprofile] [--port P]`:
 * a V8 CPU profile of the server's request thread while it answers N pages after a warm-up
 * (issue 52). The profiler is started and stopped inside the server over the inspector, by a probe
 * loaded with --import (nothing is added to the server's code), so the warm-up and the start-up stay
 * out of it. Prints scripts/profile-summary.ts's summary in ms a page, with the server's CPU a page
 * from /proc beside it. Not pinned: pinned to one core, the sampler would charge the request thread
 * with the time other threads ran on that core.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, isAbsolute, join } from 'node:path'
import { parseArgs } from 'node:util'
import { ROOT } from './build-state.ts'
import { summarise } from './profile-summary.ts'
import { type Encoding, SequentialClient, cpuSample, threadSample } from './server-cpu.ts'
import { issuePath } from '../src/domain/issue-path.ts'
import { openForReading } from '../src/store/db.ts'
import { startSite } from '../tests/support/site.ts'

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    db: { type: 'string', default: join(ROOT, 'reports', 'demo72k.db') },
    page: { type: 'string', default: 'search_distinct' },
    requests: { type: 'string', default: '1000' },
    warmup: { type: 'string', default: '300' },
    encoding: { type: 'string', default: 'br' },
    env: { type: 'string', default: '' },
    out: { type: 'string', default: join(ROOT, 'reports', 'profile.cpuprofile') },
    port: { type: 'string', default: '3485' },
    top: { type: 'string', default: '40' },
    match: { type: 'string' },
  },
})

/** Loaded into the server: SIGUSR2 starts the sampling profiler (250 µs), the next one writes it to PROFILE_OUT. */
const PROBE = `
import { Session } from 'node:inspector/promises'
import { writeFileSync } from 'node:fs'
import { isMainThread } from 'node:worker_threads'
if (isMainThread && process.env.PROFILE_OUT) {
  const session = new Session()
  session.connect()
  let running = false
  process.on('SIGUSR2', async () => {
    if (!running) {
      running = true
      await session.post('Profiler.enable')
      await session.post('Profiler.setSamplingInterval', { interval: 250 })
      await session.post('Profiler.start')
      return
    }
    const { profile } = await session.post('Profiler.stop')
    writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile))
    running = false
  })
}
`

const store = openForReading(values.db)
store.exec('CREATE VIRTUAL TABLE temp.words USING fts5vocab(main, unit_fts, row)')
const words = store.prepare<[], string>("SELECT term FROM temp.words WHERE term GLOB '[a-z]*' AND length(term) > 3 AND doc >= 20 ORDER BY doc DESC LIMIT 6000").pluck().all()
const periodical = store.prepare<[], string>('SELECT id FROM periodical ORDER BY id LIMIT 1').pluck().get() ?? ''
const issue = store.prepare<[string], { date: string; edition: number }>('SELECT date, edition FROM issue WHERE periodical_id = ? ORDER BY date LIMIT 1').get(periodical)
store.close()
let drawn = 0
const PAGES: Record<string, () => string> = {
  frame: () => '/en/menu',
  search_empty: () => '/en/search?q=zzzzqqq',
  search_20: () => `/en/search?q=${encodeURIComponent(words[0] ?? 'die')}`,
  search_distinct: () => `/en/search?q=${encodeURIComponent(words[words.length - 1 - (drawn++ % words.length)] ?? 'die')}`,
  periodical: () => `/en/periodicals/${periodical}`,
  reader: () => `/en${issue ? issuePath(periodical, issue.date, issue.edition) : `/periodicals/${periodical}`}`,
}
const next = PAGES[values.page]
if (!next) throw new Error(`--page takes ${Object.keys(PAGES).join(', ')}`)
const encoding: Encoding = values.encoding === 'identity' ? 'identity' : 'br'
const extra = Object.fromEntries(
  values.env
    .split(',')
    .filter((entry) => entry.includes('='))
    .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
)
mkdirSync(dirname(values.out), { recursive: true })
rmSync(values.out, { force: true })
const dist = isAbsolute(values.dist) ? values.dist : join(ROOT, values.dist)
const site = await startSite(values.db, Number(values.port), { PAGE_CACHE_TTL_MS: '0', SHUTDOWN_DELAY_MS: '0', PROFILE_OUT: values.out, ...extra }, { extraImports: [PROBE], entry: join(dist, 'server', 'main.js') })
const client = new SequentialClient(site.base)
try {
  process.stderr.write(`profile: ${values.warmup} pages to warm up, then ${values.requests} profiled (${values.page}, ${encoding})\n`)
  for (let index = 0; index < Number(values.warmup); index++) await client.get(next(), encoding)
  process.kill(site.pid, 'SIGUSR2')
  await new Promise((resolve) => setTimeout(resolve, 500))
  const before = cpuSample(site.pid)
  const threadsBefore = threadSample(site.pid)
  const requests = Number(values.requests)
  for (let index = 0; index < requests; index++) {
    await client.get(next(), encoding)
    if ((index + 1) % 250 === 0) process.stderr.write(`profile: ${index + 1}/${requests}\n`)
  }
  const after = cpuSample(site.pid)
  // Each thread's share, the busiest first (the request thread is the process's own id).
  const threads = [...threadSample(site.pid)]
    .map(([tid, { name, ms }]) => ({ tid, name: tid === String(site.pid) ? 'request thread' : name, ms_a_page: Math.round(((ms - (threadsBefore.get(tid)?.ms ?? 0)) / Number(values.requests)) * 100) / 100 }))
    .filter((thread) => thread.ms_a_page > 0)
    .sort((a, b) => b.ms_a_page - a.ms_a_page)
  process.kill(site.pid, 'SIGUSR2')
  for (let wait = 0; wait < 100 && !existsSync(values.out); wait++) await new Promise((resolve) => setTimeout(resolve, 100))
  await new Promise((resolve) => setTimeout(resolve, 500))
  const summary = summarise(JSON.parse(readFileSync(values.out, 'utf8')), { pages: requests, top: Number(values.top), match: values.match })
  const per = (ms: number) => Math.round((ms / requests) * 100) / 100
  console.log(
    JSON.stringify(
      { page: values.page, encoding, requests, server_cpu_ms: per(after.total - before.total), request_thread_ms: per(after.main - before.main), libuv_ms: per(after.libuv - before.libuv), threads, profile: values.out, ...summary },
      null,
      2,
    ),
  )
} finally {
  client.close()
  await site.stop()
}
