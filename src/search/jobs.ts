/**
 * A search thread's job answered on the thread it runs on: by the embedded engine, or by the
 * server's document work (issue 33). What a search thread does (search-worker.ts), and what the
 * pool does in place while it has no live thread (search-pool.ts).
 */
import { answerDocumentJob } from '../documents/job.ts'
import type { SearchEngine, SearchJob } from './contract.ts'

export function answerJob(job: SearchJob, engine: SearchEngine): Promise<unknown> {
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
    case 'document':
      // Document work opens the store itself, and says so when there is none. It runs now, not on a
      // later tick, so the budget its caller set around this call is the one it checks (ADR 051).
      try {
        return Promise.resolve(answerDocumentJob(job.job))
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)))
      }
  }
}
