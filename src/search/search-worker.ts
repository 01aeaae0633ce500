/**
 * A search thread of search-pool.ts. It opens the store named by LIBRARY_DB on its own (and
 * reopens it when the importer swaps in a new file, as the main thread does), builds its
 * in-memory columns at once rather than on the first search, and answers the jobs posted to it
 * with the embedded engine (or the document work of src/documents). A job is checked against the
 * search contract once, here, as it crosses into the thread.
 */
import { parentPort, workerData } from 'node:worker_threads'
import * as v from 'valibot'
import { isWorkBudgetError, withinBudget } from '../domain/work-budget.ts'
import { library } from '../store/library.ts'
import { isDocumentWork, searchJobSchema } from './contract.ts'
import { unitColumns } from './embedded/columns.ts'
import { EmbeddedEngine } from './embedded/engine.ts'
import { answerJob } from './jobs.ts'
import { SEARCH_BUDGET_MS } from './query.ts'

const request = v.object({ id: v.number(), job: searchJobSchema })
/** A search's budget other than SEARCH_BUDGET_MS, for the pool's tests (search-pool.ts PoolOptions). */
const settings = v.object({ searchBudgetMs: v.optional(v.number()) })
const searchBudgetMs = (v.is(settings, workerData) ? workerData.searchBudgetMs : undefined) ?? SEARCH_BUDGET_MS
/** Document work's budget: the pool takes a thread that holds a job past 60 s to be stuck. */
const DOCUMENT_BUDGET_MS = 50_000

const port = parentPort
if (!port) throw new Error('search-worker.ts runs as a worker thread (see search-pool.ts)')

const store = library()
// Without the embedded engine (another answers the searches) the columns are never read.
if (store && v.is(v.object({ buildColumns: v.literal(false) }), workerData) === false) unitColumns(store)
const engine = new EmbeddedEngine(library)
port.postMessage({ ready: true })

port.on('message', (message: unknown) => {
  const parsed = v.safeParse(request, message)
  if (!parsed.success) {
    // Never leave the caller waiting: answer what can be answered to.
    const id: unknown = Reflect.get(Object(message), 'id')
    if (typeof id === 'number') port.postMessage({ id, error: `unreadable search request: ${v.summarize(parsed.issues)}` })
    return
  }
  const { id, job } = parsed.output
  // The job's synchronous work runs within its budget (ADR 051), which it checks between its steps.
  withinBudget({ ms: isDocumentWork(job) ? DOCUMENT_BUDGET_MS : searchBudgetMs }, () => answerJob(job, engine)).then(
    (answer) => {
      // A document's bytes are moved to the main thread, not copied (src/documents/job.ts).
      const body: unknown = answer !== null && typeof answer === 'object' ? Reflect.get(answer, 'body') : undefined
      port.postMessage({ id, answer }, body instanceof Uint8Array && body.buffer instanceof ArrayBuffer ? [body.buffer] : [])
    },
    // A job that ran out of its budget stopped itself (ADR 051): the pool answers it 503, not 500.
    (error: unknown) => port.postMessage({ id, error: error instanceof Error ? error.message : String(error), ...(isWorkBudgetError(error) ? { budget: true } : {}) }),
  )
})
