/**
 * The lanes of the threads' work (issue 48, ADR 052) and what each may take of the pool:
 *   search  searches of the collection: posted to a thread at once (never one holding heavy work
 *           while another is free of it), each within the search's budget (ADR 051);
 *   reader  an issue or item for the reader, manifests, Content Search, citations, OAI, feeds,
 *           page layouts: one at a time a thread, on at most all threads but one (the searches
 *           keep one), never behind heavy work while a thread is free of it;
 *   bulk    batches of a download's texts (its manifest facts, its texts with their CRC-32);
 *   pdf     a PDF: one at a time a process, whatever the threads.
 * The heavy lanes (bulk, pdf) together hold at most all threads but one, so with two threads or
 * more one thread is always free of them for the readers, citations and manifests. Each lane has
 * its budget on the thread (ADR 051) and its deadline in the pool, past which the thread is taken to
 * be stuck.
 */

export const LANES = ['search', 'reader', 'bulk', 'pdf'] as const
export type Lane = (typeof LANES)[number]
/** The lanes whose jobs wait in the pool's queues, in the order they are served. */
export const QUEUED_LANES = ['reader', 'bulk', 'pdf'] as const
export type QueuedLane = (typeof QUEUED_LANES)[number]

export function isHeavy(lane: Lane): boolean {
  return lane === 'bulk' || lane === 'pdf'
}

/** PDFs made at once in one process: a PDF of the largest issue is tens of seconds of one core (H2). */
export const MAX_RUNNING_PDFS = 1
/** PDFs that may wait for the lane; past this the route answers 503 with Retry-After. */
export const MAX_WAITING_PDFS = 16

/** How long a job of a lane may run on its thread before it stops itself (ADR 051): below the pool's deadline. */
export function laneBudgetMs(lane: Lane, searchBudgetMs: number): number {
  switch (lane) {
    case 'search':
      return searchBudgetMs
    case 'reader':
      return 30_000
    case 'bulk':
      return 30_000
    case 'pdf':
      return 50_000
  }
}

/** A search's thread is taken to be stuck this long after its budget: one step the budget could not interrupt. */
export const SEARCH_GRACE_MS = 5_000
