/**
 * The production server (dist/server/main.js) started as its own process on a store, as `npm start`
 * would, for the e2e tests that need a server of their own (tests/e2e/own-site.ts) and for the
 * bench (scripts/bench-web.ts, bench-load.ts). Here, so that the tests never import the bench.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { openSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { serverNodeFlags } from '../../scripts/ensure-node.mjs'

const ROOT = join(import.meta.dirname, '..', '..')

export interface Site {
  base: string
  pid: number
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
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

/**
 * Loaded into the server and each of its search threads with --import (a data: URL, so nothing
 * is added to the server's code): every 10 s it appends its thread's process.memoryUsage() to
 * BENCH_MEMORY_LOG. RSS is the whole process's; heap, external and array buffers are the
 * thread's own, which /proc cannot tell apart. The timer is unref'd: it never keeps a thread alive.
 */
const MEMORY_PROBE = `
import { appendFileSync } from 'node:fs'
import { threadId } from 'node:worker_threads'
const file = process.env.BENCH_MEMORY_LOG
const write = () => {
  const m = process.memoryUsage()
  appendFileSync(file, JSON.stringify({ at: Date.now(), thread: threadId, heap_used: m.heapUsed, heap_total: m.heapTotal, external: m.external, array_buffers: m.arrayBuffers, rss: m.rss }) + '\\n')
}
if (file) { write(); setInterval(write, 10000).unref() }
`

/**
 * Starts the production server on the given store, as `npm start` would, and waits until it answers.
 * With `memoryLog`, its threads write their memory to that file (MEMORY_PROBE); `extraImports` are
 * other probes' code, loaded the same way (scripts/bench-load.ts); `stderr` a file for its log;
 * `cpus` the cores it may run on (`taskset -c`, Linux), so a load generator can keep off them;
 * `entry` another build's main.js (a before/after comparison, scripts/bench-pair.ts); `nodeFlags` Node's
 * flags instead of the production server's (serverNodeFlags).
 */
export async function startSite(
  dbPath: string,
  port: number,
  env: Record<string, string> = {},
  options: { memoryLog?: string; extraImports?: readonly string[]; stderr?: string; cpus?: string; entry?: string; nodeFlags?: readonly string[] } = {},
): Promise<Site> {
  const probe = [...(options.memoryLog === undefined ? [] : [MEMORY_PROBE]), ...(options.extraImports ?? [])].map((code) => `--import=data:text/javascript,${encodeURIComponent(code)}`)
  if (options.memoryLog !== undefined) writeFileSync(options.memoryLog, '')
  // The production server's Node flags (README, Operations), as npm start gives them.
  const command = [process.execPath, ...(options.nodeFlags ?? serverNodeFlags()), ...probe, options.entry ?? join(ROOT, 'dist', 'server', 'main.js')]
  // taskset runs the server in its own process (exec), so the pid is the server's.
  const [file = process.execPath, ...args] = options.cpus === undefined ? command : ['taskset', '-c', options.cpus, ...command]
  const child = spawn(file, args, {
    // The deployed configuration (README, Operations): two malloc arenas unless the caller says otherwise.
    env: { MALLOC_ARENA_MAX: '2', ...process.env, LIBRARY_DB: dbPath, PORT: String(port), HOST: '127.0.0.1', ...(options.memoryLog === undefined ? {} : { BENCH_MEMORY_LOG: options.memoryLog }), ...env },
    // The server's log goes to the caller's when no file is named for it.
    stdio: ['ignore', 'ignore', options.stderr === undefined ? 'inherit' : openSync(options.stderr, 'a')],
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

