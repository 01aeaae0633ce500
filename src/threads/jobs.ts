/**
 * What a thread is asked to do (issue 48, ADR 052): the search's job kinds (src/search/jobs.ts) and
 * the documents' (src/documents/job.ts), each registered by its own service with its lane, composed
 * here into the one union the threads accept and check once as a job crosses into a thread.
 */
import * as v from 'valibot'
import { type DocumentJob, answerDocumentJob, documentJobLane, documentJobSchema } from '../documents/job.ts'
import { type PreparedTexts, prepareTextsZip, textsZipJobSchema } from '../documents/texts-prepare.ts'
import type { EmbeddedEngine } from '../search/embedded/engine.ts'
import { answerSearchJob, searchJobLane, searchJobSchema, searchJobWords } from '../search/jobs.ts'
import { library } from '../store/library.ts'
import type { Lane } from './lanes.ts'

export const threadJobSchema = v.variant('kind', [
  searchJobSchema,
  v.object({ kind: v.literal('document'), job: documentJobSchema }),
  // A search's texts ZIP prepared whole (src/documents/texts-prepare.ts): its search, facts, tables and headers.
  v.object({ kind: v.literal('textsZip'), job: textsZipJobSchema }),
])
export type ThreadJob = v.InferOutput<typeof threadJobSchema>

export function laneOf(job: ThreadJob): Lane {
  if (job.kind === 'textsZip') return 'bulk'
  return job.kind === 'document' ? documentJobLane(job.job) : searchJobLane(job)
}

/** What the same thread should answer again (its caches hold it): a search's words, a document's address. */
export function affinityKey(job: ThreadJob): string {
  // A texts ZIP by its search's words (never its hits, which may be thousands): whose match cache holds them.
  if (job.kind === 'textsZip') return job.job.state.q
  return job.kind === 'document' ? JSON.stringify(job.job) : searchJobWords(job)
}

/** A document job, run now (not on a later tick) so the budget its caller set around this call is the one it checks (ADR 051). */
function answerDocumentNow(job: DocumentJob): Promise<unknown> {
  try {
    return Promise.resolve(answerDocumentJob(job))
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)))
  }
}

/** A texts ZIP prepared now, with the engine's caches, each page of its search within the search's budget. */
function prepareNow(job: Extract<ThreadJob, { kind: 'textsZip' }>, engine: EmbeddedEngine, searchBudgetMs: number): Promise<PreparedTexts> {
  try {
    return Promise.resolve(prepareTextsZip(library(), job.job, { caches: engine.caches, searchBudgetMs }))
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)))
  }
}

/** A thread's job answered where it runs: by the embedded engine, or by the documents' work. */
export function answerThreadJob(job: ThreadJob, engine: EmbeddedEngine, searchBudgetMs: number): Promise<unknown> {
  if (job.kind === 'textsZip') return prepareNow(job, engine, searchBudgetMs)
  return job.kind === 'document' ? answerDocumentNow(job.job) : answerSearchJob(job, engine)
}
