/**
 * The budget of one piece of work (issue 48, ADR 051): a deadline, and a flag another thread may
 * raise when the client has gone. The work checks it between its steps (`checkBudget`): the search
 * engine between its SQL statements and, inside a full-text statement, every few dozen rows (the
 * store's `within_budget()`, src/store/search.ts); a PDF between its pages and words; the texts of a
 * download between units. Past the deadline, or once the flag is raised, the check throws
 * `WorkBudgetError` and the work unwinds: the thread is free at once, and the route answers 503 with
 * `Retry-After`, never 500.
 *
 * better-sqlite3 13 exposes neither SQLite's progress handler nor `sqlite3_interrupt`, and a worker
 * thread cannot be stopped inside a native call: a check the work makes itself is the only way a
 * synchronous statement ends early. One piece of work runs at a time on a thread (the search
 * threads answer their jobs one after another, synchronously), so the budget is the thread's own.
 */

/** Why the work stopped. */
export type BudgetEnd = 'time' | 'cancelled'

export class WorkBudgetError extends Error {
  override name = 'WorkBudgetError'
  readonly reason: BudgetEnd
  constructor(reason: BudgetEnd, ms: number) {
    super(reason === 'time' ? `the work took more than its budget of ${ms / 1000} s and was stopped` : 'the client went away: the work was stopped')
    this.reason = reason
  }
}

export interface Budget {
  /** Milliseconds from now. */
  ms: number
  /** Raised (set to 1, Atomics) by another thread when the work is no longer wanted. */
  cancelled?: Int32Array | undefined
}

interface Current {
  deadline: number
  ms: number
  cancelled: Int32Array | undefined
}

let current: Current | undefined

/**
 * Runs synchronous `work` within a budget; a budget already running (an outer job's) keeps the
 * earlier deadline and its flag. Throws WorkBudgetError from the first check past it.
 */
export function withinBudget<T>(budget: Budget, work: () => T): T {
  const outer = current
  const deadline = Date.now() + budget.ms
  current =
    outer && outer.deadline <= deadline
      ? { ...outer, cancelled: outer.cancelled ?? budget.cancelled }
      : { deadline, ms: budget.ms, cancelled: budget.cancelled ?? outer?.cancelled }
  try {
    return work()
  } finally {
    current = outer
  }
}

/** Runs `work` within the budget already running, or within `budget` where none is (work called in place). */
export function withinOwnBudget<T>(budget: Budget, work: () => T): T {
  return current ? work() : withinBudget(budget, work)
}

/** Throws WorkBudgetError when the running budget is spent or its work no longer wanted; nothing without one. */
export function checkBudget(): void {
  if (!current) return
  if (current.cancelled && Atomics.load(current.cancelled, 0) !== 0) throw new WorkBudgetError('cancelled', current.ms)
  if (Date.now() > current.deadline) throw new WorkBudgetError('time', current.ms)
}

/** Whether an error is a budget's end, by name: the app's bundle and the server each hold a copy of the class. */
export function isWorkBudgetError(error: unknown): boolean {
  return error instanceof Error && error.name === 'WorkBudgetError'
}
