/**
 * The pool of threads (./worker.ts) that does the server's synchronous work off the thread that
 * serves pages (ADR 014, 032): the embedded engine's searches and readers, and the documents'
 * manifests, citations, OAI, feeds, PDFs and texts. It implements the search contract and the
 * documents' runner by posting each job to a thread and checking the answer against its schema as
 * it comes back.
 *
 * Jobs run in lanes (./lanes.ts, ADR 052): searches are posted at once; readers, bulk texts and PDFs
 * wait in queues, the heavy lanes (bulk, PDFs) on at most all threads but one and PDFs one at a
 * time, so a thread is always free of heavy work for the readers, citations and manifests. A job
 * runs within its lane's budget (ADR 051); a job whose client has gone is dropped from its queue, or
 * stopped by a flag its thread checks between steps. A thread that holds a job past its deadline is
 * stuck (one native step the budget could not interrupt): its jobs fail at once and a new thread
 * takes its place at once.
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import * as v from 'valibot'
import { type AddressJob, type DocumentJob, type EncodedAnswer, encodedAnswerSchema, pageLayoutSchema } from '../documents/job.ts'
import type { DocumentRunner } from '../documents/run.ts'
import type { TextsJob } from '../documents/texts.ts'
import { type PreparedTexts, type TextsZipJob, preparedTextsSchema } from '../documents/texts-prepare.ts'
import type { SearchState } from '../domain/search-state.ts'
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
  type SearchResults,
  type TimelineComparison,
  breakdownSchema,
  comparisonSchema,
  facetListSchema,
  feedSchema,
  readerIssueSchema,
  readerItemSchema,
  searchResultsSchema,
} from '../search/contract.ts'
import { EmbeddedEngine } from '../search/embedded/engine.ts'
import { SEARCH_BUDGET_MS } from '../search/query.ts'
import type { PageLayoutView } from '../store/issues.ts'
import { library } from '../store/library.ts'
import { DocumentsBusyError, SearchBudgetError, SearchThreadError } from './errors.ts'
import { type ThreadJob, affinityKey, answerThreadJob, laneOf } from './jobs.ts'
import { type Lane, MAX_RUNNING_PDFS, MAX_WAITING_PDFS, QUEUED_LANES, type QueuedLane, SEARCH_GRACE_MS, isHeavy } from './lanes.ts'

export { DocumentsBusyError, SearchBudgetError, SearchThreadError }

interface Pending {
  resolve: (answer: unknown) => void
  reject: (error: Error) => void
  lane: Lane
  timer: NodeJS.Timeout
  /** Raised (1) when the job's client has gone: the thread's job stops at its next check. */
  cancel: Int32Array
}

interface Thread {
  worker: Worker
  /** The jobs this thread has not answered yet, by id. */
  pending: Map<number, Pending>
  /** Of those, how many are of each lane. */
  held: Record<Lane, number>
  /** It said it was ready and has not died since. */
  alive: boolean
  /** Taken out of the pool (stuck past its deadline): whatever it still does is no one's. */
  retired: boolean
}

interface Waiting {
  job: ThreadJob
  resolve: (answer: unknown) => void
  reject: (error: Error) => void
  signal: AbortSignal | undefined
}

const readiness = v.object({ ready: v.literal(true) })
const reply = v.object({ id: v.number(), answer: v.optional(v.unknown()), error: v.optional(v.string()), budget: v.optional(v.boolean()) })

/** Past this a thread holding a job of a queued lane is taken to be stuck: its jobs fail and it is replaced. */
const JOB_TIMEOUT_MS = 60_000
/** Jobs waiting in the queued lanes in all; past this they are refused at once (the route answers 503). */
const MAX_WAITING_DOCUMENTS = 256
/** How many more waiting searches a query's own thread may have before another takes it. */
const AFFINITY_SLACK = 2

/** A stable small hash of a job's key (FNV-1a). */
function affinity(key: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < key.length; index += 1) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193)
  return hash >>> 0
}

const gone = () => new SearchBudgetError('the client went away: the job was not started')

/**
 * Listens for the client's going away until the returned function is called, when the job is
 * answered. A listener left on a signal that lives on keeps the job's answer alive with it: a
 * download's signal (AbortSignal.any, which Node keeps while it has listeners) held every batch of
 * text it had read, 2 GB under 20 ZIP clients (issue 48).
 */
function whileRunning(signal: AbortSignal | undefined, listener: () => void): () => void {
  if (!signal) return () => undefined
  signal.addEventListener('abort', listener, { once: true })
  return () => signal.removeEventListener('abort', listener)
}

/**
 * A job joins its lane's queue at the end, but for the texts of a download under way, which go
 * before the preparation of a download not yet begun (a preparation is a few seconds of one
 * thread): a download that has started is never held up by the ones that are still to start.
 */
function enqueue(queue: Waiting[], entry: Waiting): void {
  const later = entry.job.kind === 'textsZip' ? -1 : queue.findIndex((waiting) => waiting.job.kind === 'textsZip')
  if (later < 0) queue.push(entry)
  else queue.splice(later, 0, entry)
}

export interface PoolOptions {
  /** How long a job of a queued lane may take before its thread is taken to be stuck (default JOB_TIMEOUT_MS). */
  timeoutMs?: number
  /** Jobs that may wait in the queued lanes before more are refused (default MAX_WAITING_DOCUMENTS). */
  maxWaitingDocuments?: number
  /**
   * Build the embedded engine's columns when a thread starts (the default). Off when another
   * engine searches and the threads only read documents for the reader (ADR 030).
   */
  buildColumns?: boolean
  /** A search's budget on the threads (default SEARCH_BUDGET_MS, ADR 051); the tests make it small. */
  searchBudgetMs?: number
}

export class ThreadPool implements SearchEngine, DocumentRunner {
  private readonly threads: Thread[] = []
  private readonly queues: Record<QueuedLane, Waiting[]> = { reader: [], bulk: [], pdf: [] }
  private readonly workerData: { buildColumns: boolean; searchBudgetMs: number }
  private readonly timeoutMs: number
  private readonly maxWaitingDocuments: number
  private nextId = 1
  private closed = false
  /** Settles when every first thread has opened the store and built its columns (or failed to start). */
  readonly ready: Promise<void>
  /** The thread's script: the TypeScript source here, the built worker in dist/server. */
  private readonly script: URL
  /** What answers while no thread is alive: the embedded engine on this thread. */
  private readonly here = new EmbeddedEngine(library)

  constructor(size = Math.max(2, Math.min(4, availableParallelism())), script = new URL('./worker.ts', import.meta.url), options: PoolOptions = {}) {
    this.script = script
    this.workerData = { buildColumns: options.buildColumns ?? true, searchBudgetMs: options.searchBudgetMs ?? SEARCH_BUDGET_MS }
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
    const thread: Thread = { worker, pending: new Map(), held: { search: 0, reader: 0, bulk: 0, pdf: 0 }, alive: false, retired: false }
    let markReady = () => {}
    const ready = new Promise<void>((resolve) => {
      markReady = resolve
    })
    worker.once('exit', () => markReady())
    worker.on('message', (message: unknown) => {
      if (v.is(readiness, message)) {
        thread.alive = true
        markReady()
        // A thread that replaced a stuck one takes the jobs waiting meanwhile.
        this.dispatch()
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
    const index = this.threads.indexOf(thread)
    if (index >= 0 && worked && !this.closed) this.threads[index] = this.start().thread
    this.dispatch()
  }

  /** A job's answer arrived (or it failed): the caller is told, and a waiting job may start. */
  private settle(thread: Thread, id: number, tell: (waiting: Pending) => void): void {
    const waiting = thread.pending.get(id)
    if (!waiting) return
    thread.pending.delete(id)
    thread.held[waiting.lane] -= 1
    clearTimeout(waiting.timer)
    if (waiting.lane !== 'search') this.dispatch()
    tell(waiting)
  }

  /** Posts a job to a thread, failing it (and replacing the thread) if no answer comes in time. */
  private post(thread: Thread, job: ThreadJob, waiting: Omit<Waiting, 'job'>): void {
    const id = this.nextId++
    const lane = laneOf(job)
    const timeoutMs = lane === 'search' ? Math.min(this.timeoutMs, this.workerData.searchBudgetMs + SEARCH_GRACE_MS) : this.timeoutMs
    const timer = setTimeout(() => {
      // A thread that holds a job this long is stuck: what else it holds fails with it, now, and a
      // new one takes its place now, not when the stuck one finally exits.
      this.replace(thread, new SearchThreadError(`a search thread did not answer within ${timeoutMs / 1000} s`))
      if (!this.closed) void thread.worker.terminate()
    }, timeoutMs)
    timer.unref()
    const cancel = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)
    const flag = new Int32Array(cancel)
    // The client went away while its job runs: the thread stops it at its next check. The listener
    // goes when the job is answered, or the client's signal would keep the answer alive (issue 48).
    const release = whileRunning(waiting.signal, () => Atomics.store(flag, 0, 1))
    thread.pending.set(id, {
      resolve: (answer) => {
        release()
        waiting.resolve(answer)
      },
      reject: (error) => {
        release()
        waiting.reject(error)
      },
      lane,
      timer,
      cancel: flag,
    })
    thread.held[lane] += 1
    thread.worker.postMessage({ id, job, cancel })
  }

  /** The thread a job of a queued lane may start on now, if any (./lanes.ts). */
  private threadFor(lane: QueuedLane, job: ThreadJob, live: readonly Thread[]): Thread | undefined {
    const share = Math.max(1, live.length - 1)
    const holding = (lanes: readonly Lane[]) => live.filter((thread) => lanes.some((one) => thread.held[one] > 0)).length
    if (lane === 'reader' && holding(['reader']) >= share) return undefined
    if (isHeavy(lane) && holding(['bulk', 'pdf']) >= share) return undefined
    if (lane === 'pdf' && live.reduce((sum, thread) => sum + thread.held.pdf, 0) >= MAX_RUNNING_PDFS) return undefined
    // One job of the queued lanes at a time a thread: a reader never waits behind a PDF on its thread.
    const free = live.filter((thread) => thread.held.reader + thread.held.bulk + thread.held.pdf === 0)
    // The same document goes to the same thread when it can, whose kept words then serve it.
    return free[affinity(affinityKey(job)) % Math.max(1, free.length)]
  }

  /** Starts the waiting jobs that may start, the readers' first. */
  private dispatch(): void {
    for (let started = true; started; ) {
      started = false
      const live = this.threads.filter((thread) => thread.alive)
      if (live.length === 0) return
      for (const lane of QUEUED_LANES) {
        const next = this.queues[lane][0]
        const thread = next && this.threadFor(lane, next.job, live)
        if (!next || !thread) continue
        this.queues[lane].shift()
        this.post(thread, next.job, next)
        started = true
        break
      }
    }
  }

  /** The thread a search goes to: the one its words went to before (whose match cache holds them), unless it is further behind. */
  private searchThread(job: ThreadJob, live: readonly Thread[]): Thread | undefined {
    // Never behind heavy work while a thread is free of it; a thread without a reader's job first.
    const light = live.filter((thread) => thread.held.bulk + thread.held.pdf === 0)
    const pool = light.length > 0 ? light : live
    const idle = pool.filter((thread) => thread.held.reader === 0)
    const candidates = idle.length > 0 ? idle : pool
    let thread = candidates[affinity(affinityKey(job)) % candidates.length]
    for (const candidate of candidates) if (thread === undefined || candidate.pending.size + AFFINITY_SLACK < thread.pending.size) thread = candidate
    return thread
  }

  /** Runs a job: searches at once, the queued lanes in turn; a job whose `signal` fires is dropped or stopped. */
  run(job: ThreadJob, signal?: AbortSignal): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the search pool is closed'))
    if (signal?.aborted) return Promise.reject(gone())
    const live = this.threads.filter((candidate) => candidate.alive)
    if (live.length === 0) return answerThreadJob(job, this.here, this.workerData.searchBudgetMs)
    const lane = laneOf(job)
    if (lane === 'search') {
      const thread = this.searchThread(job, live)
      if (!thread) return answerThreadJob(job, this.here, this.workerData.searchBudgetMs)
      return new Promise((resolve, reject) => this.post(thread, job, { resolve, reject, signal }))
    }
    const waiting = QUEUED_LANES.reduce((sum, one) => sum + this.queues[one].length, 0)
    if (waiting >= this.maxWaitingDocuments || (lane === 'pdf' && this.queues.pdf.length >= MAX_WAITING_PDFS)) {
      return Promise.reject(new DocumentsBusyError(lane === 'pdf' ? 'the threads are busy with other PDFs' : 'the search threads are busy with documents'))
    }
    return new Promise((resolve, reject) => {
      // A client that goes away while its job waits: the job is never started.
      const drop = () => {
        const index = this.queues[lane].indexOf(entry)
        if (index < 0) return
        this.queues[lane].splice(index, 1)
        entry.reject(gone())
      }
      const release = whileRunning(signal, drop)
      const entry: Waiting = {
        job,
        resolve: (answer) => {
          release()
          resolve(answer)
        },
        reject: (error) => {
          release()
          reject(error)
        },
        signal,
      }
      enqueue(this.queues[lane], entry)
      this.dispatch()
    })
  }

  /** A job's answer, checked against the contract's schema: an answer that fails it fails the job, saying why. */
  private async ask<T>(job: ThreadJob, schema: v.GenericSchema<unknown, T>, signal?: AbortSignal): Promise<T> {
    const answer = await this.run(job, signal)
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

  texts(job: TextsJob, signal?: AbortSignal): Promise<EncodedAnswer> {
    return this.ask({ kind: 'document', job }, encodedAnswerSchema, signal)
  }

  /** A search's texts ZIP prepared whole on a thread: one job, its bytes moved here (src/documents/texts-prepare.ts). */
  textsZip(job: TextsZipJob, signal?: AbortSignal): Promise<PreparedTexts> {
    return this.ask({ kind: 'textsZip', job }, preparedTextsSchema, signal)
  }

  document(job: AddressJob, signal?: AbortSignal): Promise<EncodedAnswer> {
    return this.ask({ kind: 'document', job }, encodedAnswerSchema, signal)
  }

  pageLayout(job: Extract<DocumentJob, { kind: 'pageLayout' }>): Promise<PageLayoutView | null> {
    return this.ask({ kind: 'document', job }, pageLayoutSchema)
  }

  /** Threads that have said they are ready and are answering, for tests and diagnostics. */
  get live(): number {
    return this.threads.filter((thread) => thread.alive).length
  }

  /** Per lane, the jobs running on the threads and those waiting in its queue, for tests and diagnostics. */
  get lanes(): Record<Lane, { running: number; waiting: number }> {
    const running = (lane: Lane) => this.threads.reduce((sum, thread) => sum + thread.held[lane], 0)
    return {
      search: { running: running('search'), waiting: 0 },
      reader: { running: running('reader'), waiting: this.queues.reader.length },
      bulk: { running: running('bulk'), waiting: this.queues.bulk.length },
      pdf: { running: running('pdf'), waiting: this.queues.pdf.length },
    }
  }

  /** Jobs waiting in the pool, for tests and diagnostics. */
  get waiting(): number {
    return this.threads.reduce((sum, thread) => sum + thread.pending.size, 0) + QUEUED_LANES.reduce((sum, lane) => sum + this.queues[lane].length, 0)
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
    for (const lane of QUEUED_LANES) for (const waiting of this.queues[lane].splice(0)) waiting.reject(new Error('the search pool is closed'))
  }
}
