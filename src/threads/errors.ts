/**
 * How the threads' work fails (./pool.ts): each a 503 with Retry-After where a route or a page meets
 * it (src/domain/errors.ts isBusyError, by these names), never a 500.
 */

/** The threads are busy with documents and the lane's queue is full. */
export class DocumentsBusyError extends Error {
  override name = 'DocumentsBusyError'
}

/** A job that never came back in time, or whose answer was not what was asked for. */
export class SearchThreadError extends Error {
  override name = 'SearchThreadError'
}

/**
 * A job that ran out of its budget on its thread and stopped itself, or was stopped because its
 * client went away (src/domain/work-budget.ts): the thread is free.
 */
export class SearchBudgetError extends Error {
  override name = 'SearchBudgetError'
}
