/**
 * Prefetching rules (spec §2, §9): at most 5 route prefetches at once, none
 * on slow connections or with data saving on. Pure so it can be tested
 * without a browser; app/ui/prefetch.ts applies it.
 */
export const MAX_CONCURRENT_PREFETCHES = 5

/** The parts of the Network Information API that matter here (Chromium only; absent elsewhere). */
export interface ConnectionHints {
  saveData?: boolean
  effectiveType?: string
}

export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true
  if (connection.saveData === true) return false
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g'
}

/**
 * Runs prefetch tasks with at most `limit` in flight; the rest wait in line,
 * most recent first (the link the visitor just reached matters most), and a
 * key already done or waiting is not queued twice.
 */
export class PrefetchQueue {
  readonly #limit: number
  readonly #waiting: { key: string; task: () => Promise<unknown> }[] = []
  readonly #seen = new Set<string>()
  #running = 0
  #peak = 0

  constructor(limit = MAX_CONCURRENT_PREFETCHES) {
    this.#limit = limit
  }

  get running(): number {
    return this.#running
  }

  /** The most tasks that were ever in flight together. */
  get peak(): number {
    return this.#peak
  }

  add(key: string, task: () => Promise<unknown>): void {
    if (this.#seen.has(key)) return
    this.#seen.add(key)
    this.#waiting.unshift({ key, task })
    this.#next()
  }

  /** Lets a key be prefetched again (its data may have gone stale). */
  forget(key: string): void {
    this.#seen.delete(key)
  }

  #next(): void {
    while (this.#running < this.#limit) {
      const job = this.#waiting.shift()
      if (!job) return
      this.#running++
      this.#peak = Math.max(this.#peak, this.#running)
      void job
        .task()
        .catch(() => {
          // A failed prefetch costs nothing: the navigation loads for real.
          this.#seen.delete(job.key)
        })
        .finally(() => {
          this.#running--
          this.#next()
        })
    }
  }
}
