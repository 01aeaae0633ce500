/**
 * The search's job kinds for the threads (src/threads, issue 48): each request of the search
 * contract as a job a thread answers with the embedded engine, checked once as it crosses into the
 * thread, with the lane it runs in. The threads compose these with the documents' kinds
 * (src/documents/job.ts) into the one union they accept (src/threads/jobs.ts); nothing here knows
 * of documents or of threads.
 */
import * as v from 'valibot'
import { searchStateSchema } from '../domain/search-state.ts'
import { type SearchEngine, compareRequestSchema, facetListRequestSchema, issueRequestSchema, itemRequestSchema } from './contract.ts'

/** What a thread is asked of the search engine. */
export const searchJobSchema = v.variant('kind', [
  v.object({ kind: v.literal('results'), state: searchStateSchema }),
  v.object({ kind: v.literal('facets'), state: searchStateSchema }),
  v.object({ kind: v.literal('facetList'), request: facetListRequestSchema }),
  v.object({ kind: v.literal('compare'), ...compareRequestSchema.entries }),
  v.object({ kind: v.literal('feed'), state: searchStateSchema }),
  v.object({ kind: v.literal('issue'), request: issueRequestSchema }),
  v.object({ kind: v.literal('item'), request: itemRequestSchema }),
])
export type SearchJob = v.InferOutput<typeof searchJobSchema>

/**
 * The lane of a search job (src/threads/lanes.ts): `search` for searches of the collection, each
 * within the search's budget; `reader` for an issue or an item shown in the reader, which shares
 * the threads with the documents (citations, manifests) without taking them all.
 */
export function searchJobLane(job: SearchJob): 'search' | 'reader' {
  return job.kind === 'issue' || job.kind === 'item' ? 'reader' : 'search'
}

/** The words a search job's answer is made from: the same words go to the same thread, whose match cache holds them. */
export function searchJobWords(job: SearchJob): string {
  switch (job.kind) {
    case 'compare':
      return job.states[0]?.q ?? ''
    case 'facetList':
      return job.request.state.q
    case 'issue':
    case 'item':
      return job.request.q
    default:
      return job.state.q
  }
}

/** A search job answered by `engine` (the embedded engine on a thread, or in place while no thread is alive). */
export function answerSearchJob(job: SearchJob, engine: SearchEngine): Promise<unknown> {
  switch (job.kind) {
    case 'results':
      return engine.results(job.state)
    case 'facets':
      return engine.facets(job.state)
    case 'facetList':
      return engine.facetList(job.request)
    case 'compare':
      return engine.compare(job.states)
    case 'feed':
      return engine.feed(job.state)
    case 'issue':
      return engine.issue(job.request)
    case 'item':
      return engine.item(job.request)
  }
}
