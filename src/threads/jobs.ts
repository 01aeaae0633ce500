/**
 * What a thread is asked to do (issue 48, ADR 052): the search's job kinds (src/search/jobs.ts) and
 * the documents' (src/documents/job.ts), each registered by its own service with its lane, composed
 * here into the one union the threads accept and check once as a job crosses into a thread.
 */
import * as v from 'valibot'
import { type DocumentJob, answerDocumentJob, documentJobLane, documentJobSchema } from '../documents/job.ts'
import type { SearchEngine } from '../search/contract.ts'
import { answerSearchJob, searchJobLane, searchJobSchema, searchJobWords } from '../search/jobs.ts'
import type { Lane } from './lanes.ts'

export const threadJobSchema = v.variant('kind', [searchJobSchema, v.object({ kind: v.literal('document'), job: documentJobSchema })])
export type ThreadJob = v.InferOutput<typeof threadJobSchema>

export function laneOf(job: ThreadJob): Lane {
  return job.kind === 'document' ? documentJobLane(job.job) : searchJobLane(job)
}

/** What the same thread should answer again (its caches hold it): a search's words, a document's address. */
export function affinityKey(job: ThreadJob): string {
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

/** A thread's job answered where it runs: by the embedded engine, or by the documents' work. */
export function answerThreadJob(job: ThreadJob, engine: SearchEngine): Promise<unknown> {
  return job.kind === 'document' ? answerDocumentNow(job.job) : answerSearchJob(job, engine)
}
