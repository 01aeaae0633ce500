/**
 * The store's changes as IIIF Change Discovery activities (issue 37, ADR 035), oldest first:
 * the latest change of every issue and item (Create when the batch that wrote it is the one that
 * brought it, Update when it was imported again), a Delete for every issue and item a purge
 * removed (unless imported again since), and the latest change of every collection (the library,
 * each periodical, each periodical's year). Times are the batches' and purges' (src/store/harvest.ts).
 *
 * The list is made of segments in time order, one per batch, per purge and per collection change,
 * so a page is read with an offset inside one or two segments, never by sorting every issue.
 */
import type { Db } from './db.ts'

export type ActivityType = 'Create' | 'Update' | 'Delete'

export type ActivityObject =
  | { kind: 'issue'; periodicalId: string; date: string; edition: number }
  | { kind: 'item'; id: string }
  | { kind: 'library' }
  | { kind: 'periodical'; periodicalId: string }
  | { kind: 'year'; periodicalId: string; year: number }

export interface Activity {
  type: ActivityType
  object: ActivityObject
  /** ISO 8601 with milliseconds, UTC. */
  at: string
}

type Segment =
  | { kind: 'batch'; at: string; id: string; importedAt: string; issues: number; items: number }
  | { kind: 'purge'; at: string; id: number; deletes: number }
  | { kind: 'collection'; at: string; activity: Activity }

const segmentCount = (segment: Segment) => (segment.kind === 'batch' ? segment.issues + segment.items : segment.kind === 'purge' ? segment.deletes : 1)
const RANK = { batch: 0, purge: 1, collection: 2 } as const

const BATCH_TIME = 'COALESCE(b.committed_at, b.imported_at)'
/** A tombstone not undone by a later import of the same record. */
const UNDONE = `NOT ((d.kind = 'issue' AND EXISTS (SELECT 1 FROM issue i WHERE i.periodical_id = d.periodical_id AND i.date = d.date AND i.edition = d.edition))
  OR (d.kind = 'item' AND EXISTS (SELECT 1 FROM item t WHERE t.id = d.item_id))
  OR (d.kind = 'periodical' AND EXISTS (SELECT 1 FROM issue i WHERE i.periodical_id = d.periodical_id)))`

interface Change {
  latest: string
  /** The earliest arrival among its issues (null: unknown). */
  first: string | null
  deleted: string | undefined
}

function collectionActivities(db: Db, batches: Map<string, string>): Activity[] {
  const years = new Map<string, Change & { periodicalId: string; year: number }>()
  const periodicals = new Map<string, Change>()
  const raise = (change: Change | undefined, latest: string, first: string | null): Change => {
    if (!change) return { latest, first, deleted: undefined }
    if (latest > change.latest) change.latest = latest
    if (first !== null && (change.first === null || first < change.first)) change.first = first
    return change
  }
  for (const row of db
    .prepare<[], { periodical: string; year: string; latest: string; first: string | null }>(
      `SELECT i.periodical_id AS periodical, substr(i.date, 1, 4) AS year, MAX(${BATCH_TIME}) AS latest, MIN(i.added_at) AS first
       FROM issue i JOIN batch b ON b.id = i.batch_id GROUP BY i.periodical_id, substr(i.date, 1, 4)`,
    )
    .all()) {
    const key = `${row.periodical}\u0000${row.year}`
    years.set(key, { ...raise(years.get(key), row.latest, row.first), periodicalId: row.periodical, year: Number(row.year) })
    periodicals.set(row.periodical, raise(periodicals.get(row.periodical), row.latest, row.first))
  }
  for (const row of db
    .prepare<[], { kind: string; periodical: string; year: string; deleted: string }>(
      `SELECT d.kind, d.periodical_id AS periodical, substr(d.date, 1, 4) AS year, MAX(d.deleted_at) AS deleted FROM deleted_record d
       WHERE d.kind IN ('issue', 'periodical') AND ${UNDONE} GROUP BY d.kind, d.periodical_id, substr(d.date, 1, 4)`,
    )
    .all()) {
    const later = (change: Change | undefined): Change => {
      const made = change ?? { latest: row.deleted, first: null, deleted: undefined }
      if (made.deleted === undefined || row.deleted > made.deleted) made.deleted = row.deleted
      return made
    }
    if (row.kind === 'issue') {
      const key = `${row.periodical}\u0000${row.year}`
      const year = years.get(key)
      years.set(key, { ...later(year), periodicalId: row.periodical, year: Number(row.year) })
    }
    periodicals.set(row.periodical, later(periodicals.get(row.periodical)))
  }
  const activityOf = (change: Change, live: boolean, object: ActivityObject): Activity => {
    if (!live) return { type: 'Delete', object, at: change.deleted ?? change.latest }
    const at = change.deleted !== undefined && change.deleted > change.latest ? change.deleted : change.latest
    // Created by its latest change: everything in it first arrived with the batch that made that change, and nothing was purged from it.
    const created = change.deleted === undefined && change.first !== null && batches.get(change.latest) === change.first
    return { type: created ? 'Create' : 'Update', object, at }
  }
  const liveYears = new Set(db.prepare<[], string>("SELECT DISTINCT periodical_id || char(0) || substr(date, 1, 4) FROM issue").pluck().all())
  const livePeriodicals = new Set(db.prepare<[], string>('SELECT DISTINCT periodical_id FROM issue').pluck().all())
  const activities = [
    ...[...periodicals].map(([periodicalId, change]) => activityOf(change, livePeriodicals.has(periodicalId), { kind: 'periodical', periodicalId })),
    ...[...years].map(([key, change]) => activityOf(change, liveYears.has(key), { kind: 'year', periodicalId: change.periodicalId, year: change.year })),
  ]
  const times = db
    .prepare<[], { latest: string | null; batches: number; purges: number }>(
      `SELECT MAX(t) AS latest, (SELECT COUNT(*) FROM batch b WHERE EXISTS (SELECT 1 FROM issue WHERE batch_id = b.id) OR EXISTS (SELECT 1 FROM item WHERE batch_id = b.id)) AS batches,
         (SELECT COUNT(*) FROM purge) AS purges
       FROM (SELECT ${BATCH_TIME} AS t FROM batch b WHERE EXISTS (SELECT 1 FROM issue WHERE batch_id = b.id) OR EXISTS (SELECT 1 FROM item WHERE batch_id = b.id)
             UNION ALL SELECT purged_at AS t FROM purge)`,
    )
    .get()
  if (times?.latest) activities.push({ type: times.batches === 1 && times.purges === 0 ? 'Create' : 'Update', object: { kind: 'library' }, at: times.latest })
  return activities
}

const objectKey = (object: ActivityObject): string =>
  object.kind === 'library' ? '~' : object.kind === 'periodical' ? `${object.periodicalId}` : object.kind === 'year' ? `${object.periodicalId}\u0000${object.year}` : ''

/** The segments of the store's activity list in order, once per open store (read-only while serving; a swapped-in store is a new connection). */
const segmentsOf = new WeakMap<Db, { segments: Segment[]; total: number }>()

function segments(db: Db): { segments: Segment[]; total: number } {
  const known = segmentsOf.get(db)
  if (known) return known
  const batchRows = db
    .prepare<[], { id: string; importedAt: string; at: string; issues: number; items: number }>(
      `SELECT b.id, b.imported_at AS importedAt, ${BATCH_TIME} AS at,
         (SELECT COUNT(*) FROM issue WHERE batch_id = b.id) AS issues, (SELECT COUNT(*) FROM item WHERE batch_id = b.id) AS items
       FROM batch b`,
    )
    .all()
  const purgeRows = db
    .prepare<[], { id: number; at: string; deletes: number }>(
      `SELECT p.id, p.purged_at AS at, (SELECT COUNT(*) FROM deleted_record d WHERE d.purge_id = p.id AND d.kind IN ('issue', 'item') AND ${UNDONE}) AS deletes
       FROM purge p`,
    )
    .all()
  const batchBegun = new Map(batchRows.map((row) => [row.at, row.importedAt]))
  const list: Segment[] = [
    ...batchRows.filter((row) => row.issues + row.items > 0).map((row): Segment => ({ kind: 'batch', ...row })),
    ...purgeRows.filter((row) => row.deletes > 0).map((row): Segment => ({ kind: 'purge', ...row })),
    ...collectionActivities(db, batchBegun).map((activity): Segment => ({ kind: 'collection', at: activity.at, activity })),
  ]
  list.sort((a, b) => {
    if (a.at !== b.at) return a.at < b.at ? -1 : 1
    if (a.kind !== b.kind) return RANK[a.kind] - RANK[b.kind]
    if (a.kind === 'collection' && b.kind === 'collection') {
      const [x, y] = [objectKey(a.activity.object), objectKey(b.activity.object)]
      return x < y ? -1 : x > y ? 1 : 0
    }
    return 0
  })
  const made = { segments: list, total: list.reduce((sum, segment) => sum + segmentCount(segment), 0) }
  segmentsOf.set(db, made)
  return made
}

export function activityCount(db: Db): number {
  return segments(db).total
}

/** Activities `offset` to `offset + limit` of the list, oldest first. */
export function activities(db: Db, offset: number, limit: number): Activity[] {
  const out: Activity[] = []
  let start = 0
  for (const segment of segments(db).segments) {
    const count = segmentCount(segment)
    if (out.length >= limit) break
    if (start + count <= offset) {
      start += count
      continue
    }
    const from = Math.max(0, offset - start)
    const wanted = limit - out.length
    if (segment.kind === 'collection') out.push(segment.activity)
    else if (segment.kind === 'batch') out.push(...batchActivities(db, segment, from, wanted))
    else out.push(...purgeActivities(db, segment, from, wanted))
    start += count
  }
  return out.slice(0, limit)
}

function batchActivities(db: Db, segment: Extract<Segment, { kind: 'batch' }>, from: number, limit: number): Activity[] {
  const out: Activity[] = []
  const typeOf = (added: string | null): ActivityType => (added === segment.importedAt ? 'Create' : 'Update')
  if (from < segment.issues) {
    for (const row of db
      .prepare<[string, number, number], { periodicalId: string; date: string; edition: number; added: string | null }>(
        'SELECT periodical_id AS periodicalId, date, edition, added_at AS added FROM issue WHERE batch_id = ? ORDER BY id LIMIT ? OFFSET ?',
      )
      .all(segment.id, limit, from)) {
      out.push({ type: typeOf(row.added), object: { kind: 'issue', periodicalId: row.periodicalId, date: row.date, edition: row.edition }, at: segment.at })
    }
  }
  if (out.length < limit) {
    const itemFrom = Math.max(0, from - segment.issues)
    for (const row of db
      .prepare<[string, number, number], { id: string; added: string | null }>('SELECT id, added_at AS added FROM item WHERE batch_id = ? ORDER BY rowid LIMIT ? OFFSET ?')
      .all(segment.id, limit - out.length, itemFrom)) {
      out.push({ type: typeOf(row.added), object: { kind: 'item', id: row.id }, at: segment.at })
    }
  }
  return out
}

function purgeActivities(db: Db, segment: Extract<Segment, { kind: 'purge' }>, from: number, limit: number): Activity[] {
  return db
    .prepare<[number, number, number], { kind: string; periodicalId: string; date: string; edition: number; itemId: string }>(
      `SELECT d.kind, d.periodical_id AS periodicalId, d.date, d.edition, d.item_id AS itemId FROM deleted_record d
       WHERE d.purge_id = ? AND d.kind IN ('issue', 'item') AND ${UNDONE}
       ORDER BY d.kind, d.periodical_id, d.date, d.edition, d.item_id LIMIT ? OFFSET ?`,
    )
    .all(segment.id, limit, from)
    .map((row) => ({
      type: 'Delete',
      object: row.kind === 'item' ? { kind: 'item', id: row.itemId } : { kind: 'issue', periodicalId: row.periodicalId, date: row.date, edition: row.edition },
      at: segment.at,
    }))
}
