/**
 * A thread of ./pool.ts. It opens the store named by LIBRARY_DB on its own (and reopens it when the
 * importer swaps in a new file, as the main thread does), builds its in-memory columns (and reads
 * the misreadings' vocabulary and lexicons) at once rather than on the first search, and answers the jobs posted to it (./jobs.ts): the searches with
 * the embedded engine, the documents with src/documents. A job is checked once, here, as it crosses
 * into the thread, and runs within its lane's budget and the flag its pool raises when the client
 * has gone (ADR 051, 052), which it checks between its steps.
 */
import { parentPort, workerData } from 'node:worker_threads'
import * as v from 'valibot'
import { isWorkBudgetError, withinBudget } from '../domain/work-budget.ts'
import { unitColumns } from '../search/embedded/columns.ts'
import { EmbeddedEngine } from '../search/embedded/engine.ts'
import { SEARCH_BUDGET_MS } from '../search/query.ts'
import { prepareVariants } from '../search/prepare-variants.ts'
import { library } from '../store/library.ts'
import { answerThreadJob, laneOf, threadJobSchema } from './jobs.ts'
import { laneBudgetMs } from './lanes.ts'

const request = v.object({ id: v.number(), job: threadJobSchema, cancel: v.optional(v.instance(SharedArrayBuffer)) })
/** What the pool starts a thread with (./pool.ts PoolOptions). */
const settings = v.object({ buildColumns: v.optional(v.boolean()), searchBudgetMs: v.optional(v.number()) })
const given = v.is(settings, workerData) ? workerData : {}
const searchBudgetMs = given.searchBudgetMs ?? SEARCH_BUDGET_MS

const port = parentPort
if (!port) throw new Error('src/threads/worker.ts runs as a worker thread (see pool.ts)')

const store = library()
// Without the embedded engine (another answers the searches) the columns are never read. With it,
// the misreadings' vocabulary and lexicons are read too, before the thread says it is ready: the
// pool gives a thread no job until then, so no search waits for them (issue 50).
if (store && given.buildColumns !== false) {
  unitColumns(store)
  try {
    prepareVariants(store)
  } catch (error) {
    // A thread that cannot read them still searches: a variant search reads them when it needs them (and fails as it did).
    console.error('search thread: the misreadings’ vocabulary and lexicons were not read ahead:', error)
  }
}
const engine = new EmbeddedEngine(library)
port.postMessage({ ready: true })

port.on('message', (message: unknown) => {
  const parsed = v.safeParse(request, message)
  if (!parsed.success) {
    // Never leave the caller waiting: answer what can be answered to.
    const id: unknown = Reflect.get(Object(message), 'id')
    if (typeof id === 'number') port.postMessage({ id, error: `unreadable request: ${v.summarize(parsed.issues)}` })
    return
  }
  const { id, job, cancel } = parsed.output
  const budget = { ms: laneBudgetMs(laneOf(job), searchBudgetMs), cancelled: cancel ? new Int32Array(cancel) : undefined }
  withinBudget(budget, () => answerThreadJob(job, engine, searchBudgetMs)).then(
    (answer) => {
      // A document's bytes are moved to the main thread, not copied (src/documents/job.ts).
      const body: unknown = answer !== null && typeof answer === 'object' ? Reflect.get(answer, 'body') : undefined
      port.postMessage({ id, answer }, body instanceof Uint8Array && body.buffer instanceof ArrayBuffer ? [body.buffer] : [])
    },
    // A job that ran out of its budget, or whose client went away, stopped itself (ADR 051): the pool answers it 503, not 500.
    (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error), ...(isWorkBudgetError(error) ? { budget: true } : {}) }),
  )
})
