/**
 * A pool of search threads (search-worker.ts). better-sqlite3 is synchronous: a cold prefix search
 * at a million articles holds its thread for about 100 ms, and a store's first column build for
 * seconds. On the pool's threads that time no longer stops the page renders, and two cold searches
 * run side by side on two cores (DESIGN §2, ADR 014).
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import * as v from 'valibot'
import type { SearchState } from '../domain/search-state.ts'
import type { FacetList, FeedAnswer, SearchBreakdown, SearchResults, TimelineComparison } from './engine.ts'
import { type ReaderIssue, type ReaderItem, readerIssueSchema, readerItemSchema } from './reader.ts'
import {
  type FacetListJob,
  type IssueJob,
  type ItemJob,
  type SearchJob,
  type SearchRunner,
  breakdownSchema,
  comparisonSchema,
  facetListSchema,
  feedSchema,
  searchHere,
  searchResultsSchema,
} from './search-runner.ts'

interface Pending {
  resolve: (answer: unknown) => void
  reject: (error: Error) => void
}

interface Thread {
  worker: Worker
  /** The searches this thread has not answered yet, by id. */
  pending: Map<number, Pending>
  /** It said it was ready and has not died since. */
  alive: boolean
}

const readiness = v.object({ ready: v.literal(true) })
const reply = v.object({ id: v.number(), answer: v.optional(v.unknown()), error: v.optional(v.string()) })

/** How many more waiting searches a query's own thread may have before another takes it. */
const AFFINITY_SLACK = 2

/** A stable small hash of the query's words (FNV-1a). */
function affinity(q: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < q.length; index += 1) hash = Math.imul(hash ^ q.charCodeAt(index), 0x01000193)
  return hash >>> 0
}

export interface PoolOptions {
  /**
   * Build the embedded engine's columns when a thread starts (the default). Off when another
   * engine searches and the threads only read documents for the reader (ADR 030).
   */
  buildColumns?: boolean
}

export class SearchPool implements SearchRunner {
  private readonly threads: Thread[] = []
  private readonly workerData: { buildColumns: boolean }
  private nextId = 1
  private closed = false
  /** Settles when every first thread has opened the store and built its columns (or failed to start). */
  readonly ready: Promise<void>

  /** The thread's script: the TypeScript source here, the built search-worker.js in dist/server. */
  private readonly script: URL

  constructor(size = Math.max(1, Math.min(4, availableParallelism())), script = new URL('./search-worker.ts', import.meta.url), options: PoolOptions = {}) {
    this.script = script
    this.workerData = { buildColumns: options.buildColumns ?? true }
    const started: Promise<void>[] = []
    for (let index = 0; index < size; index += 1) {
      const { thread, ready } = this.start()
      this.threads.push(thread)
      started.push(ready)
    }
    this.ready = Promise.all(started).then(() => undefined)
  }

  private start(): { thread: Thread; ready: Promise<void> } {
    const worker = new Worker(this.script, { workerData: this.workerData })
    const thread: Thread = { worker, pending: new Map(), alive: false }
    let markReady = () => {}
    const ready = new Promise<void>((resolve) => {
      markReady = resolve
    })
    worker.once('exit', () => markReady())
    worker.on('message', (message: unknown) => {
      if (v.is(readiness, message)) {
        thread.alive = true
        markReady()
        return
      }
      const parsed = v.safeParse(reply, message)
      if (!parsed.success) return
      const { id, answer, error } = parsed.output
      const waiting = thread.pending.get(id)
      thread.pending.delete(id)
      if (!waiting) return
      if (error !== undefined) waiting.reject(new Error(error))
      else waiting.resolve(answer)
    })
    // A thread that died takes its unanswered searches with it. One that had worked is replaced;
    // one that never started stays dead (no respawn loop), and searches fall back to this thread.
    const replace = (error: Error) => {
      const worked = thread.alive
      thread.alive = false
      for (const waiting of thread.pending.values()) waiting.reject(error)
      thread.pending.clear()
      const index = this.threads.indexOf(thread)
      if (index >= 0 && worked && !this.closed) this.threads[index] = this.start().thread
    }
    worker.on('error', (error) => {
      console.error('search thread failed:', error)
      replace(error)
    })
    worker.on('exit', (code) => {
      if (!this.closed) replace(new Error(`search thread exited with code ${code}`))
    })
    return { thread, ready }
  }

  private run(job: SearchJob): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the search pool is closed'))
    const live = this.threads.filter((candidate) => candidate.alive)
    // The same words go to the same thread, whose match cache then holds them (results, facets,
    // the next page, the next visitor), unless it is already further behind than the others.
    const words = job.kind === 'compare' ? (job.states[0]?.q ?? '') : job.kind === 'issue' || job.kind === 'item' ? job.q : job.state.q
    let thread = live[affinity(words) % Math.max(1, live.length)]
    for (const candidate of live) if (thread === undefined || candidate.pending.size + AFFINITY_SLACK < thread.pending.size) thread = candidate
    if (!thread) return Promise.resolve(searchHere(job))
    const id = this.nextId++
    const chosen = thread
    return new Promise((resolve, reject) => {
      chosen.pending.set(id, { resolve, reject })
      chosen.worker.postMessage({ id, job })
    })
  }

  async results(state: SearchState): Promise<SearchResults | null> {
    return v.parse(v.nullable(searchResultsSchema), await this.run({ kind: 'results', state }))
  }

  async facets(state: SearchState): Promise<SearchBreakdown | null> {
    return v.parse(v.nullable(breakdownSchema), await this.run({ kind: 'facets', state }))
  }

  async facetList(job: FacetListJob): Promise<FacetList | null> {
    return v.parse(v.nullable(facetListSchema), await this.run({ kind: 'facetList', ...job }))
  }

  async compare(states: SearchState[]): Promise<TimelineComparison | null> {
    return v.parse(v.nullable(comparisonSchema), await this.run({ kind: 'compare', states }))
  }

  async feed(state: SearchState): Promise<FeedAnswer | null> {
    return v.parse(v.nullable(feedSchema), await this.run({ kind: 'feed', state }))
  }

  async issue(job: IssueJob): Promise<ReaderIssue | null> {
    return v.parse(v.nullable(readerIssueSchema), await this.run({ kind: 'issue', ...job }))
  }

  async item(job: ItemJob): Promise<ReaderItem | null> {
    return v.parse(v.nullable(readerItemSchema), await this.run({ kind: 'item', ...job }))
  }

  /** Searches waiting in the pool, for tests and diagnostics. */
  get waiting(): number {
    return this.threads.reduce((sum, thread) => sum + thread.pending.size, 0)
  }

  async close(): Promise<void> {
    this.closed = true
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()))
    for (const thread of this.threads) {
      for (const waiting of thread.pending.values()) waiting.reject(new Error('the search pool is closed'))
      thread.pending.clear()
    }
  }
}
