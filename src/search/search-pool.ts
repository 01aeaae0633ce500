/**
 * A pool of search threads (search-worker.ts): a transport around the embedded engine (ADR 014,
 * 036). It implements the search contract by posting each request to a thread, where the embedded
 * engine answers it, and checks the answer against the contract's schema as it comes back.
 * better-sqlite3 is synchronous: a cold prefix search at a million articles holds its thread for
 * about 100 ms, and a store's first column build for seconds. On the pool's threads that time no
 * longer stops the page renders, and two cold searches run side by side on two cores. The same
 * threads do the server's document work (issue 33), never on all of them at once.
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import * as v from 'valibot'
import type { SearchState } from '../domain/search-state.ts'
import { library } from '../store/library.ts'
import type { PageLayoutView } from '../store/issues.ts'
import { type AddressJob, type DocumentJob, type EncodedAnswer, encodedAnswerSchema, pageLayoutSchema } from '../documents/job.ts'
import type { DocumentRunner } from '../documents/run.ts'
import type { TextsJob } from '../documents/texts.ts'
import {
  type FacetList,
  type FacetListRequest,
  type FeedAnswer,
  type IssueRequest,
  type ItemRequest,
  type ReaderIssue,
  type ReaderItem,
  type SearchBreakdown,
  type SearchEngine,
  type SearchJob,
  type SearchResults,
  type TimelineComparison,
  breakdownSchema,
  comparisonSchema,
  facetListSchema,
  feedSchema,
  isDocumentWork,
  readerIssueSchema,
  readerItemSchema,
  searchResultsSchema,
} from './contract.ts'
import { EmbeddedEngine } from './embedded/engine.ts'
import { SEARCH_BUDGET_MS } from './query.ts'
import { answerJob } from './jobs.ts'

interface Pending {
  resolve: (answer: unknown) => void
  reject: (error: Error) => void
  /** Document work (contract.ts isDocumentWork), counted apart. */
  document: boolean
  timer: NodeJS.Timeout
}

interface Thread {
  worker: Worker
  /** The searches this thread has not answered yet, by id. */
  pending: Map<number, Pending>
  /** Of those, how many are document work. */
  documents: number
  /** It said it was ready and has not died since. */
  alive: boolean
  /** Taken out of the pool (stuck past its deadline): whatever it still does is no one's. */
  retired: boolean
}

const readiness = v.object({ ready: v.literal(true) })
const reply = v.object({ id: v.number(), answer: v.optional(v.unknown()), error: v.optional(v.string()), budget: v.optional(v.boolean()) })

/** Past this a thread is taken to be stuck: its jobs fail and it is replaced. */
const JOB_TIMEOUT_MS = 60_000
/**
 * A search stops itself at SEARCH_BUDGET_MS (ADR 051); its thread is taken to be stuck this long
 * after that: in one step the budget could not interrupt.
 */
const SEARCH_GRACE_MS = 5_000
/** Document jobs waiting for a thread; past this they are refused at once (the route answers 503). */
const MAX_WAITING_DOCUMENTS = 256

/** The threads are all busy with document work and its queue is full. */
export class DocumentsBusyError extends Error {
  override name = 'DocumentsBusyError'
}

/** A job that never came back in time, or whose answer was not what was asked for. */
export class SearchThreadError extends Error {
  override name = 'SearchThreadError'
}

/** A job that ran out of its budget on its thread and stopped itself (src/domain/work-budget.ts): the thread is free. */
export class SearchBudgetError extends Error {
  override name = 'SearchBudgetError'
}

/** How many more waiting searches a query's own thread may have before another takes it. */
const AFFINITY_SLACK = 2

/** A stable small hash of the query's words (FNV-1a). */
function affinity(q: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < q.length; index += 1) hash = Math.imul(hash ^ q.charCodeAt(index), 0x01000193)
  return hash >>> 0
}

export interface PoolOptions {
  /** How long a job may take before its thread is taken to be stuck (default JOB_TIMEOUT_MS). */
  timeoutMs?: number
  /** Document jobs that may wait for a thread before more are refused (default MAX_WAITING_DOCUMENTS). */
  maxWaitingDocuments?: number
  /**
   * Build the embedded engine's columns when a thread starts (the default). Off when another
   * engine searches and the threads only read documents for the reader (ADR 030).
   */
  buildColumns?: boolean
  /** A search's budget on the threads (default SEARCH_BUDGET_MS, ADR 051); the tests make it small. */
  searchBudgetMs?: number
}

export class SearchPool implements SearchEngine, DocumentRunner {
  private readonly threads: Thread[] = []
  /** Document jobs waiting for a thread (at most all threads but one do document work at once). */
  private readonly waitingDocuments: { job: SearchJob; resolve: (answer: unknown) => void; reject: (error: Error) => void }[] = []
  private readonly workerData: { buildColumns: boolean; searchBudgetMs?: number }
  private readonly timeoutMs: number
  private readonly maxWaitingDocuments: number
  private nextId = 1
  private closed = false
  /** Settles when every first thread has opened the store and built its columns (or failed to start). */
  readonly ready: Promise<void>

  /** The thread's script: the TypeScript source here, the built search-worker.js in dist/server. */
  private readonly script: URL
  /** What answers while no thread is alive: the embedded engine on this thread. */
  private readonly here = new EmbeddedEngine(library)

  constructor(size = Math.max(1, Math.min(4, availableParallelism())), script = new URL('./search-worker.ts', import.meta.url), options: PoolOptions = {}) {
    this.script = script
    this.workerData = { buildColumns: options.buildColumns ?? true, ...(options.searchBudgetMs === undefined ? {} : { searchBudgetMs: options.searchBudgetMs }) }
    this.timeoutMs = options.timeoutMs ?? JOB_TIMEOUT_MS
    this.maxWaitingDocuments = options.maxWaitingDocuments ?? MAX_WAITING_DOCUMENTS
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
    const thread: Thread = { worker, pending: new Map(), documents: 0, alive: false, retired: false }
    let markReady = () => {}
    const ready = new Promise<void>((resolve) => {
      markReady = resolve
    })
    worker.once('exit', () => markReady())
    worker.on('message', (message: unknown) => {
      if (v.is(readiness, message)) {
        thread.alive = true
        markReady()
        // A thread that replaced a stuck one takes the documents waiting meanwhile.
        this.dispatchDocuments()
        return
      }
      const parsed = v.safeParse(reply, message)
      if (!parsed.success) {
        // Never leave a caller waiting on a reply that cannot be read: fail it, by its id if it has one.
        const id: unknown = Reflect.get(Object(message), 'id')
        if (typeof id === 'number') this.settle(thread, id, (waiting) => waiting.reject(new SearchThreadError('a search thread sent an unreadable reply')))
        return
      }
      const { id, answer, error, budget } = parsed.output
      this.settle(thread, id, (waiting) => (error !== undefined ? waiting.reject(budget ? new SearchBudgetError(error) : new Error(error)) : waiting.resolve(answer)))
    })
    worker.on('error', (error) => {
      if (thread.retired) return
      console.error('search thread failed:', error)
      this.replace(thread, error)
    })
    worker.on('exit', (code) => {
      if (!this.closed && !thread.retired) this.replace(thread, new SearchThreadError(`search thread exited with code ${code}`))
    })
    return { thread, ready }
  }

  /**
   * A thread that died, or is stuck, takes its unanswered jobs with it: they fail at once. One that
   * had worked is replaced at once (a stuck one is terminated, and finishes its native step on its
   * own: ADR 051 bounds that step); one that never started stays dead (no respawn loop), and
   * searches fall back to this thread.
   */
  private replace(thread: Thread, error: Error): void {
    const worked = thread.alive
    thread.alive = false
    thread.retired = true
    for (const waiting of thread.pending.values()) {
      clearTimeout(waiting.timer)
      waiting.reject(error)
    }
    thread.pending.clear()
    thread.documents = 0
    const index = this.threads.indexOf(thread)
    if (index >= 0 && worked && !this.closed) this.threads[index] = this.start().thread
    this.dispatchDocuments()
  }

  /** A job's answer arrived (or it failed): the caller is told, and a waiting document job may start. */
  private settle(thread: Thread, id: number, tell: (waiting: Pending) => void): void {
    const waiting = thread.pending.get(id)
    if (!waiting) return
    thread.pending.delete(id)
    clearTimeout(waiting.timer)
    if (waiting.document) {
      thread.documents -= 1
      this.dispatchDocuments()
    }
    tell(waiting)
  }

  /** Posts a job to a thread, failing it (and replacing the thread) if no answer comes in time. */
  private post(thread: Thread, job: SearchJob, resolve: (answer: unknown) => void, reject: (error: Error) => void): void {
    const id = this.nextId++
    const document = isDocumentWork(job)
    const timeoutMs = document ? this.timeoutMs : Math.min(this.timeoutMs, (this.workerData.searchBudgetMs ?? SEARCH_BUDGET_MS) + SEARCH_GRACE_MS)
    const timer = setTimeout(() => {
      // A thread that holds a job this long is stuck: what else it holds fails with it, now, and a
      // new one takes its place now, not when the stuck one finally exits.
      this.replace(thread, new SearchThreadError(`a search thread did not answer within ${timeoutMs / 1000} s`))
      if (!this.closed) void thread.worker.terminate()
    }, timeoutMs)
    timer.unref()
    thread.pending.set(id, { resolve, reject, document, timer })
    if (document) thread.documents += 1
    thread.worker.postMessage({ id, job })
  }

  /**
   * Document jobs start while fewer than all threads (all but one, with two or more) hold one, so
   * a flood of heavy document requests never leaves the searches without a thread; the others wait
   * here, in order, and past MAX_WAITING_DOCUMENTS are refused.
   */
  private dispatchDocuments(): void {
    for (;;) {
      const live = this.threads.filter((candidate) => candidate.alive)
      const busy = live.filter((thread) => thread.documents > 0).length
      const free = live.filter((thread) => thread.documents === 0)
      const next = this.waitingDocuments[0]
      if (!next || busy >= Math.max(1, live.length - 1)) return
      // The same document goes to the same thread when it can, whose kept words then serve it.
      const thread = free[affinity(JSON.stringify(next.job)) % Math.max(1, free.length)] ?? live[0]
      if (!thread) return
      this.waitingDocuments.shift()
      this.post(thread, next.job, next.resolve, next.reject)
    }
  }

  private run(job: SearchJob): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the search pool is closed'))
    const live = this.threads.filter((candidate) => candidate.alive)
    if (live.length === 0) return answerJob(job, this.here)
    if (isDocumentWork(job)) {
      if (this.waitingDocuments.length >= this.maxWaitingDocuments) return Promise.reject(new DocumentsBusyError('the search threads are busy with documents'))
      return new Promise((resolve, reject) => {
        this.waitingDocuments.push({ job, resolve, reject })
        this.dispatchDocuments()
      })
    }
    // The same words go to the same thread, whose match cache then holds them (results, facets,
    // the next page, the next visitor), unless it is already further behind than the others, or
    // busy with a document while another thread is not.
    const words = job.kind === 'compare' ? (job.states[0]?.q ?? '') : job.kind === 'facetList' ? job.request.state.q : job.state.q
    const candidates = live.some((thread) => thread.documents === 0) ? live.filter((thread) => thread.documents === 0) : live
    let thread = candidates[affinity(words) % candidates.length]
    for (const candidate of candidates) if (thread === undefined || candidate.pending.size + AFFINITY_SLACK < thread.pending.size) thread = candidate
    const chosen = thread ?? live[0]
    if (!chosen) return answerJob(job, this.here)
    return new Promise((resolve, reject) => this.post(chosen, job, resolve, reject))
  }

  /** A job's answer, checked against the contract's schema: an answer that fails it fails the job, saying why. */
  private async ask<T>(job: SearchJob, schema: v.GenericSchema<unknown, T>): Promise<T> {
    const answer = await this.run(job)
    const parsed = v.safeParse(schema, answer)
    if (!parsed.success) {
      const [first, ...more] = parsed.issues
      const where = v.getDotPath(first) ?? 'the answer'
      throw new SearchThreadError(`a search thread's answer to a ${job.kind} job failed its schema at ${where}: ${first.message}${more.length > 0 ? ` (and ${more.length} more)` : ''}`)
    }
    return parsed.output
  }

  results(state: SearchState): Promise<SearchResults | null> {
    return this.ask({ kind: 'results', state }, v.nullable(searchResultsSchema))
  }

  facets(state: SearchState): Promise<SearchBreakdown | null> {
    return this.ask({ kind: 'facets', state }, v.nullable(breakdownSchema))
  }

  facetList(request: FacetListRequest): Promise<FacetList | null> {
    return this.ask({ kind: 'facetList', request }, v.nullable(facetListSchema))
  }

  compare(states: readonly SearchState[]): Promise<TimelineComparison | null> {
    return this.ask({ kind: 'compare', states: [...states] }, v.nullable(comparisonSchema))
  }

  feed(state: SearchState): Promise<FeedAnswer | null> {
    return this.ask({ kind: 'feed', state }, v.nullable(feedSchema))
  }

  issue(request: IssueRequest): Promise<ReaderIssue | null> {
    return this.ask({ kind: 'issue', request }, v.nullable(readerIssueSchema))
  }

  item(request: ItemRequest): Promise<ReaderItem | null> {
    return this.ask({ kind: 'item', request }, v.nullable(readerItemSchema))
  }

  texts(job: TextsJob): Promise<EncodedAnswer> {
    return this.ask({ kind: 'document', job }, encodedAnswerSchema)
  }

  document(job: AddressJob): Promise<EncodedAnswer> {
    return this.ask({ kind: 'document', job }, encodedAnswerSchema)
  }

  pageLayout(job: Extract<DocumentJob, { kind: 'pageLayout' }>): Promise<PageLayoutView | null> {
    return this.ask({ kind: 'document', job }, pageLayoutSchema)
  }

  /** Threads that have said they are ready and are answering, for tests and diagnostics. */
  get live(): number {
    return this.threads.filter((thread) => thread.alive).length
  }

  /** Searches waiting in the pool, for tests and diagnostics. */
  get waiting(): number {
    return this.threads.reduce((sum, thread) => sum + thread.pending.size, 0) + this.waitingDocuments.length
  }

  async close(): Promise<void> {
    this.closed = true
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()))
    for (const thread of this.threads) {
      for (const waiting of thread.pending.values()) {
        clearTimeout(waiting.timer)
        waiting.reject(new Error('the search pool is closed'))
      }
      thread.pending.clear()
    }
    for (const waiting of this.waitingDocuments.splice(0)) waiting.reject(new Error('the search pool is closed'))
  }
}
