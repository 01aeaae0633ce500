/**
 * The locale-free paths of everything in the store that has a page of its
 * own, for the sitemaps: periodicals, their issues, items and staff picks.
 */
import { issuePath, itemPath } from '../domain/issue-path.ts'
import type { Db } from './db.ts'

export function storePathCount(db: Db): number {
  const count = (sql: string) => db.prepare<[], number>(sql).pluck().get() ?? 0
  return (
    count('SELECT COUNT(*) FROM periodical') +
    count('SELECT COUNT(*) FROM issue') +
    count('SELECT COUNT(*) FROM item') +
    count('SELECT COUNT(DISTINCT id) FROM staff_pick')
  )
}

/** `limit` paths from `offset`, in a stable order (periodicals, items, staff picks, then issues). */
export function storePaths(db: Db, offset: number, limit: number): string[] {
  const small = [
    ...db.prepare<[], string>('SELECT id FROM periodical ORDER BY id').pluck().all().map((id) => `/periodicals/${encodeURIComponent(id)}`),
    ...db
      .prepare<[], { id: string; type: string }>('SELECT id, type FROM item ORDER BY type, id')
      .all()
      .map((item) => itemPath(item.type, item.id)),
    ...db.prepare<[], string>('SELECT DISTINCT id FROM staff_pick ORDER BY id').pluck().all().map((id) => `/staff-picks/${encodeURIComponent(id)}`),
  ]
  const fromSmall = small.slice(offset, offset + limit)
  const remaining = limit - fromSmall.length
  if (remaining <= 0) return fromSmall
  const issueOffset = Math.max(0, offset - small.length)
  const issues = db
    .prepare<[number, number], { periodical_id: string; date: string; edition: number }>(
      'SELECT periodical_id, date, edition FROM issue ORDER BY periodical_id, date, edition LIMIT ? OFFSET ?',
    )
    .all(remaining, issueOffset)
    .map((issue) => issuePath(issue.periodical_id, issue.date, issue.edition))
  return [...fromSmall, ...issues]
}
