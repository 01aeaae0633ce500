/**
 * What a page costs a server in CPU (issue 52): the utime + stime of the server process, all its
 * threads included, from /proc (Linux), divided by the pages it answered. Unlike pages a second,
 * this hardly depends on what else the machine runs, so it can be read on a shared machine. Used by
 * the bench's calibration (scripts/bench-calibration.ts) and by paired before/after runs
 * (scripts/bench-pair.ts).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { availableParallelism } from 'node:os'

/** Clock ticks a second of /proc/<pid>/stat (USER_HZ; 100 on Linux everywhere it matters). */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

/** utime + stime of a process or one of its threads, in ms (fields 14 and 15 of stat, after the name). */
function statMs(path: string): number {
  try {
    const fields = readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? []
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return 0
  }
}

/** CPU ms of a process (all its threads, ended ones included) and of its threads by kind. */
export interface CpuSample {
  total: number
  /** The request thread: the event loop that renders. */
  main: number
  /** libuv's thread pool: compression in one call, file reads. */
  libuv: number
}

export function cpuSample(pid: number): CpuSample {
  let libuv = 0
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      if (readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').startsWith('libuv-worker')) libuv += statMs(`/proc/${pid}/task/${task}/stat`)
    }
  } catch {
    // The process is gone: its figures are zero.
  }
  return { total: statMs(`/proc/${pid}/stat`), main: statMs(`/proc/${pid}/task/${pid}/stat`), libuv }
}

/** CPU ms of each thread of a process, by thread id, with its name (comm). */
export function threadSample(pid: number): Map<string, { name: string; ms: number }> {
  const threads = new Map<string, { name: string; ms: number }>()
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      threads.set(task, { name: readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim(), ms: statMs(`/proc/${pid}/task/${task}/stat`) })
    }
  } catch {
    // The process is gone.
  }
  return threads
}

export type Encoding = 'br' | 'identity'

/** One request at a time over one kept-alive connection, as a visitor's browser asks for a page. */
export class SequentialClient {
  readonly #agent = new Agent({ keepAlive: true, maxSockets: 1 })
  readonly #base: URL

  constructor(base: string) {
    this.#base = new URL(base)
  }

  /** The body's size on the wire; a status other than 200 is an error (the bench measures pages). */
  get(path: string, encoding: Encoding): Promise<number> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        { agent: this.#agent, hostname: this.#base.hostname, port: this.#base.port, path, headers: { 'accept-encoding': encoding === 'br' ? 'br' : 'identity' } },
        (response) => {
          let bytes = 0
          response.on('data', (chunk: Buffer) => (bytes += chunk.length))
          response.on('error', reject)
          response.on('end', () => (response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${response.statusCode} for ${path}`))))
        },
      )
      outgoing.on('error', reject)
      outgoing.end()
    })
  }

  close(): void {
    this.#agent.destroy()
  }
}

export interface CpuRun {
  pages: number
  /** Server CPU a page, ms: all threads, the request thread, libuv's pool, and the rest (GC helpers, search threads). */
  cpu_ms: number
  main_ms: number
  libuv_ms: number
  other_ms: number
  /** Wall-clock time a page as the client saw it: on a shared machine, only a hint. */
  wall_ms: number
  wire_bytes: number
}

const r2 = (n: number) => Math.round(n * 100) / 100

/** `pages` requests of `next()`'s paths, one after another, and the server's CPU over them. */
export async function measureCpu(client: SequentialClient, pid: number, pages: number, next: () => string, encoding: Encoding): Promise<CpuRun> {
  const before = cpuSample(pid)
  const started = performance.now()
  let wire = 0
  for (let index = 0; index < pages; index++) wire += await client.get(next(), encoding)
  const wall = performance.now() - started
  const after = cpuSample(pid)
  const total = (after.total - before.total) / pages
  const main = (after.main - before.main) / pages
  const libuv = (after.libuv - before.libuv) / pages
  return { pages, cpu_ms: r2(total), main_ms: r2(main), libuv_ms: r2(libuv), other_ms: r2(total - main - libuv), wall_ms: r2(wall / pages), wire_bytes: Math.round(wire / pages) }
}

/** The cores this process may run on, as taskset writes them (`0-1`), and how many. */
export function allCores(): { list: string; count: number } {
  const count = availableParallelism()
  return { list: count > 1 ? `0-${count - 1}` : '0', count }
}

/**
 * Moves this process, every thread of it, onto `cpus` (taskset -a -p): the load generator keeps
 * off the server's cores. False where taskset is missing or refuses.
 */
export function pinSelf(cpus: string): boolean {
  const result = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' })
  return result.status === 0
}

/** A process and its child processes (a server of several processes, ADR 048), the parent first. */
export function processTree(pid: number): number[] {
  let children: number[] = []
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    // The process is gone, or there is no /proc: the process alone.
  }
  return [pid, ...children.flatMap(processTree)]
}

/** Moves a process tree, every thread of every process, onto `cpus`. False where taskset refuses. */
function pinTree(pid: number, cpus: string): boolean {
  return processTree(pid).every((member) => spawnSync('taskset', ['-a', '-p', '-c', cpus, String(member)], { stdio: 'ignore' }).status === 0)
}

/**
 * Runs `measure` with a running server's process tree on every core but the last and this process,
 * the load generator, on the last (issue 52's page rate "with the generator on its own core"), then
 * gives both every core back. Undefined on one core, or where taskset is missing or refuses.
 */
export async function withGeneratorApart<T>(serverPid: number, measure: () => Promise<T>): Promise<{ server_cores: string; generator_core: string; result: T } | undefined> {
  const cores = allCores()
  if (cores.count < 2) return undefined
  const server = cores.count === 2 ? '0' : `0-${cores.count - 2}`
  const generator = String(cores.count - 1)
  try {
    if (!pinTree(serverPid, server) || !pinSelf(generator)) return undefined
    return { server_cores: server, generator_core: generator, result: await measure() }
  } finally {
    pinTree(serverPid, cores.list)
    pinSelf(cores.list)
  }
}

/** The median of a list (the lower middle for an even count), min and max. */
export function spread(values: readonly number[]): { min: number; median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b)
  return { min: r2(sorted[0] ?? 0), median: r2(sorted[Math.floor((sorted.length - 1) / 2)] ?? 0), max: r2(sorted.at(-1) ?? 0) }
}
