/**
 * Anonymous page views (the analytics consent group, spec §4), kept as daily counts per path in a
 * store of their own (ANALYTICS_DB): the library's store is read-only while serving and replaced
 * whole by each import. Nothing about a visitor is stored: no address, no identifier, no query,
 * no time finer than the day. Views are counted in memory and written in one transaction every few
 * seconds, so a beacon costs no disk write of its own.
 */
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'

/** Distinct paths counted per day; past it, views still count, under OTHER_PATHS. */
export const MAX_PATHS_PER_DAY = 10_000
export const OTHER_PATHS = '(other)'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS page_views (
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (day, path)
) WITHOUT ROWID;
`

export interface ViewSummary {
  from: string
  to: string
  total: number
  days: { day: string; views: number }[]
  paths: { path: string; views: number }[]
}

export class AnalyticsStore {
  readonly #db: Database.Database
  /** Views not written yet, by day and path. */
  readonly #pending = new Map<string, Map<string, number>>()
  /** Distinct paths known per day (written or pending), to hold the per-day bound without a query per view. */
  readonly #pathsByDay = new Map<string, Set<string>>()

  constructor(path: string) {
    mkdirSync(dirname(path), { recursive: true })
    this.#db = new Database(path)
    this.#db.pragma('journal_mode = WAL')
    this.#db.exec(SCHEMA)
  }

  /** One view of `path` on `day` (YYYY-MM-DD, UTC). */
  record(day: string, path: string): void {
    let known = this.#pathsByDay.get(day)
    if (!known) {
      known = new Set(this.#db.prepare<[string], string>('SELECT path FROM page_views WHERE day = ?').pluck().all(day))
      // Yesterday's set is no longer needed: only today's views arrive.
      this.#pathsByDay.clear()
      this.#pathsByDay.set(day, known)
    }
    const counted = known.has(path) || known.size < MAX_PATHS_PER_DAY ? path : OTHER_PATHS
    known.add(counted)
    const views = this.#pending.get(day) ?? new Map<string, number>()
    views.set(counted, (views.get(counted) ?? 0) + 1)
    this.#pending.set(day, views)
  }

  /** Writes what was counted since the last flush. */
  flush(): void {
    if (this.#pending.size === 0) return
    const upsert = this.#db.prepare<[string, string, number]>(
      'INSERT INTO page_views (day, path, views) VALUES (?, ?, ?) ON CONFLICT (day, path) DO UPDATE SET views = views + excluded.views',
    )
    this.#db.transaction(() => {
      for (const [day, views] of this.#pending) for (const [path, count] of views) upsert.run(day, path, count)
    })()
    this.#pending.clear()
  }

  /** Daily totals and the most viewed paths between two days, both included. */
  summary(from: string, to: string, top = 100): ViewSummary {
    this.flush()
    const days = this.#db
      .prepare<[string, string], { day: string; views: number }>('SELECT day, SUM(views) AS views FROM page_views WHERE day BETWEEN ? AND ? GROUP BY day ORDER BY day')
      .all(from, to)
    const paths = this.#db
      .prepare<[string, string, number], { path: string; views: number }>(
        'SELECT path, SUM(views) AS views FROM page_views WHERE day BETWEEN ? AND ? GROUP BY path ORDER BY views DESC, path LIMIT ?',
      )
      .all(from, to, top)
    return { from, to, total: days.reduce((sum, entry) => sum + entry.views, 0), days, paths }
  }

  close(): void {
    this.flush()
    this.#db.close()
  }
}
