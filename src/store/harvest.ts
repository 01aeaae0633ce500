/**
 * What harvesters read of the store (issue 37, ADR 035): the records OAI-PMH lists, live and
 * deleted, in one stable order, with the times the batches and purges give them. Read-only.
 *
 * A record is a periodical (its title), an issue or an item. Its datestamp is when the batch that
 * last wrote it became part of the store (`committed_at`; before migration 10, when it began);
 * a periodical's is the latest of its issues', of the title records merged onto it and of the
 * purges that changed it. A deleted record is a tombstone a purge wrote (`deleted_record`).
 */
import * as v from 'valibot'
import type { Db } from './db.ts'

export type RecordKind = 'periodical' | 'issue' | 'item'
export const RECORD_KINDS: readonly RecordKind[] = ['periodical', 'issue', 'item']

/** Where a record sorts: kinds in RECORD_KINDS order, then these columns ('' and 0 where a kind has none). */
export interface RecordKey {
  kind: RecordKind
  periodicalId: string
  date: string
  edition: number
  itemId: string
}

export interface HarvestRow extends RecordKey {
  /** newspaper, serial, book, manuscript, poster, postcard. */
  docType: string
  /** ISO 8601 with milliseconds, UTC: when the record last changed (its deletion, for a tombstone). */
  stamp: string
  /** When the record first entered the collection; null when unknown. */
  addedAt: string | null
  deleted: boolean
}

export interface HarvestFilter {
  docType?: string
  periodicalId?: string
}

/** A batch's time as harvesters see it: when it became part of the store, or, before that was kept, when it began. */
const BATCH_TIME = 'COALESCE(b.committed_at, b.imported_at)'

/** The newest and oldest change the store records (batches and purges); undefined in an empty store. */
export function storeTimes(db: Db): { latest: string | undefined; earliest: string | undefined } {
  const row = db
    .prepare<[], { latest: string | null; earliest: string | null }>(
      `SELECT MAX(t) AS latest, MIN(t) AS earliest FROM (
         SELECT ${BATCH_TIME} AS t FROM batch b UNION ALL SELECT purged_at AS t FROM purge)`,
    )
    .get()
  return { latest: row?.latest ?? undefined, earliest: row?.earliest ?? undefined }
}

export function compareKeys(a: RecordKey, b: RecordKey): number {
  const kind = RECORD_KINDS.indexOf(a.kind) - RECORD_KINDS.indexOf(b.kind)
  if (kind !== 0) return kind
  if (a.periodicalId !== b.periodicalId) return a.periodicalId < b.periodicalId ? -1 : 1
  if (a.date !== b.date) return a.date < b.date ? -1 : 1
  if (a.edition !== b.edition) return a.edition - b.edition
  if (a.itemId !== b.itemId) return a.itemId < b.itemId ? -1 : 1
  return 0
}

interface PeriodicalTimes {
  stamp: string
  addedAt: string | null
}

/**
 * Each periodical's datestamp and first arrival from its issues and the purges that changed it,
 * computed once per open store (it is read-only while serving; a swapped-in store is a new
 * connection). Title records are added by the caller, which knows how they match.
 */
const periodicalTimesOf = new WeakMap<Db, Map<string, PeriodicalTimes>>()

export function periodicalTimes(db: Db): Map<string, PeriodicalTimes> {
  const known = periodicalTimesOf.get(db)
  if (known) return known
  const times = new Map<string, PeriodicalTimes>()
  const later = (id: string, stamp: string, addedAt: string | null) => {
    const current = times.get(id)
    if (!current) times.set(id, { stamp, addedAt })
    else if (stamp > current.stamp) current.stamp = stamp
  }
  for (const row of db
    .prepare<[], { id: string; stamp: string; added: string | null }>(
      `SELECT i.periodical_id AS id, MAX(${BATCH_TIME}) AS stamp, MIN(i.added_at) AS added
       FROM issue i JOIN batch b ON b.id = i.batch_id GROUP BY i.periodical_id`,
    )
    .all()) {
    later(row.id, row.stamp, row.added)
  }
  for (const row of db
    .prepare<[], { id: string; stamp: string }>('SELECT j.value AS id, MAX(p.purged_at) AS stamp FROM purge p, json_each(p.periodicals) j GROUP BY j.value')
    .all()) {
    // Only periodicals still in the store: the purge of the last issue of one leaves its tombstone instead.
    if (times.has(row.id)) later(row.id, row.stamp, null)
  }
  periodicalTimesOf.set(db, times)
  return times
}

/** Title records as stored (JSON) with their batch's time, for the caller to match onto periodicals. */
export function titleRecordRows(db: Db): { key: string; data: string; stamp: string }[] {
  return db
    .prepare<[], { key: string; data: string; stamp: string }>(
      `SELECT t.key, t.data, ${BATCH_TIME} AS stamp FROM title_record t JOIN batch b ON b.id = t.batch_id ORDER BY t.key`,
    )
    .all()
}

/** What a periodical's title records are matched on (src/domain/title-records.ts): its id, title and ISSN. */
export function periodicalIdentity(db: Db, id: string): { id: string; title: string; issn: string | null } | undefined {
  return db.prepare<[string], { id: string; title: string; issn: string | null }>('SELECT id, title, issn FROM periodical WHERE id = ?').get(id)
}

const after = (key: RecordKey | undefined, kind: RecordKind): RecordKey =>
  key && key.kind === kind ? key : { kind, periodicalId: '', date: '', edition: -1, itemId: '' }

/** Whether `key` is before `kind`'s rows begin (then every row of the kind comes after it). */
const beforeKind = (key: RecordKey | undefined, kind: RecordKind) => !key || RECORD_KINDS.indexOf(key.kind) < RECORD_KINDS.indexOf(kind)

/**
 * The live records of a kind after `key` in the harvest order, at most `limit`, with their times
 * (periodicals' datestamps from `periodicalTimes`, not yet raised by title records).
 */
export function liveRows(db: Db, kind: RecordKind, key: RecordKey | undefined, filter: HarvestFilter, limit: number): HarvestRow[] {
  if (!beforeKind(key, kind) && key?.kind !== kind) return []
  const from = after(beforeKind(key, kind) ? undefined : key, kind)
  if (kind === 'item') {
    if (filter.periodicalId !== undefined) return []
    return db
      .prepare<{ id: string; type: string | null; limit: number }, { id: string; type: string; stamp: string; added: string | null }>(
        `SELECT t.id, t.type, ${BATCH_TIME} AS stamp, t.added_at AS added FROM item t JOIN batch b ON b.id = t.batch_id
         WHERE t.id > @id AND (@type IS NULL OR t.type = @type) ORDER BY t.id LIMIT @limit`,
      )
      .all({ id: from.itemId, type: filter.docType ?? null, limit })
      .map((row) => ({ kind, periodicalId: '', date: '', edition: 0, itemId: row.id, docType: row.type, stamp: row.stamp, addedAt: row.added, deleted: false }))
  }
  if (kind === 'periodical') {
    const times = periodicalTimes(db)
    return db
      .prepare<{ id: string; type: string | null; periodical: string | null; limit: number }, { id: string; type: string }>(
        `SELECT id, type FROM periodical WHERE id > @id AND (@type IS NULL OR type = @type) AND (@periodical IS NULL OR id = @periodical)
           AND EXISTS (SELECT 1 FROM issue WHERE issue.periodical_id = periodical.id)
         ORDER BY id LIMIT @limit`,
      )
      .all({ id: from.periodicalId, type: filter.docType ?? null, periodical: filter.periodicalId ?? null, limit })
      .flatMap((row) => {
        const time = times.get(row.id)
        return time ? [{ kind, periodicalId: row.id, date: '', edition: 0, itemId: '', docType: row.type, stamp: time.stamp, addedAt: time.addedAt, deleted: false }] : []
      })
  }
  return db
    .prepare<
      { periodical: string; date: string; edition: number; type: string | null; only: string | null; limit: number },
      { periodical: string; date: string; edition: number; type: string; stamp: string; added: string | null }
    >(
      `SELECT i.periodical_id AS periodical, i.date, i.edition, p.type, ${BATCH_TIME} AS stamp, i.added_at AS added
       FROM issue i JOIN periodical p ON p.id = i.periodical_id JOIN batch b ON b.id = i.batch_id
       WHERE (i.periodical_id, i.date, i.edition) > (@periodical, @date, @edition)
         AND (@only IS NULL OR i.periodical_id = @only) AND (@type IS NULL OR p.type = @type)
       ORDER BY i.periodical_id, i.date, i.edition LIMIT @limit`,
    )
    .all({ periodical: from.periodicalId, date: from.date, edition: from.edition, type: filter.docType ?? null, only: filter.periodicalId ?? null, limit })
    .map((row) => ({ kind, periodicalId: row.periodical, date: row.date, edition: row.edition, itemId: '', docType: row.type, stamp: row.stamp, addedAt: row.added, deleted: false }))
}

/** The tombstones of a kind after `key` in the harvest order, at most `limit`. */
export function deletedRows(db: Db, kind: RecordKind, key: RecordKey | undefined, filter: HarvestFilter, limit: number): HarvestRow[] {
  if (!beforeKind(key, kind) && key?.kind !== kind) return []
  if (kind === 'item' && filter.periodicalId !== undefined) return []
  const from = after(beforeKind(key, kind) ? undefined : key, kind)
  return db
    .prepare<
      { kind: string; periodical: string; date: string; edition: number; item: string; type: string | null; only: string | null; limit: number },
      { periodical: string; date: string; edition: number; item: string; type: string; stamp: string; added: string | null }
    >(
      `SELECT periodical_id AS periodical, date, edition, item_id AS item, doc_type AS type, deleted_at AS stamp, added_at AS added
       FROM deleted_record
       WHERE kind = @kind AND (periodical_id, date, edition, item_id) > (@periodical, @date, @edition, @item)
         AND (@only IS NULL OR periodical_id = @only) AND (@type IS NULL OR doc_type = @type)
       ORDER BY periodical_id, date, edition, item_id LIMIT @limit`,
    )
    .all({
      kind,
      periodical: from.periodicalId,
      date: from.date,
      edition: from.edition,
      item: from.itemId,
      type: filter.docType ?? null,
      only: filter.periodicalId ?? null,
      limit,
    })
    .map((row) => ({ kind, periodicalId: row.periodical, date: row.date, edition: row.edition, itemId: row.item, docType: row.type, stamp: row.stamp, addedAt: row.added, deleted: true }))
}

/** One record, live or deleted (the live one when both: a record imported again after a purge). */
export function findRecord(db: Db, key: RecordKey): HarvestRow | undefined {
  const exact = (row: HarvestRow | undefined) => (row && compareKeys(row, key) === 0 ? row : undefined)
  if (key.kind === 'item') {
    const live = db
      .prepare<[string], { type: string; stamp: string; added: string | null }>(
        `SELECT t.type, ${BATCH_TIME} AS stamp, t.added_at AS added FROM item t JOIN batch b ON b.id = t.batch_id WHERE t.id = ?`,
      )
      .get(key.itemId)
    if (live) return { ...key, docType: live.type, stamp: live.stamp, addedAt: live.added, deleted: false }
  } else {
    // The row just before it in the harvest order, then the first after that: the record itself, if it is there.
    const before: RecordKey = key.kind === 'issue' ? { ...key, edition: key.edition - 1 } : { ...key, periodicalId: '' }
    const live = exact(liveRows(db, key.kind, before, { periodicalId: key.periodicalId }, 1)[0])
    if (live) return live
  }
  const dead = db
    .prepare<[string, string, string, number, string], { type: string; stamp: string; added: string | null }>(
      `SELECT doc_type AS type, deleted_at AS stamp, added_at AS added FROM deleted_record
       WHERE kind = ? AND periodical_id = ? AND date = ? AND edition = ? AND item_id = ?`,
    )
    .get(key.kind, key.periodicalId, key.date, key.edition, key.itemId)
  return dead ? { ...key, docType: dead.type, stamp: dead.stamp, addedAt: dead.added, deleted: true } : undefined
}

/** Periodicals with records, by type, for the sets a repository lists. */
export function periodicalSets(db: Db): { id: string; title: string; type: string }[] {
  return db
    .prepare<[], { id: string; title: string; type: string }>(
      'SELECT id, title, type FROM periodical p WHERE EXISTS (SELECT 1 FROM issue WHERE issue.periodical_id = p.id) ORDER BY id',
    )
    .all()
}

/** The document types that have records, live or deleted. */
export function typesWithRecords(db: Db): string[] {
  return db
    .prepare<[], string>(
      `SELECT type FROM periodical WHERE EXISTS (SELECT 1 FROM issue WHERE issue.periodical_id = periodical.id)
       UNION SELECT type FROM item UNION SELECT doc_type FROM deleted_record ORDER BY 1`,
    )
    .pluck()
    .all()
}

/** Periodicals that have only tombstones left: their sets still exist (their records are deleted ones). */
export function deletedPeriodicals(db: Db): { id: string; type: string }[] {
  return db
    .prepare<[], { id: string; type: string }>(
      `SELECT DISTINCT periodical_id AS id, doc_type AS type FROM deleted_record
       WHERE kind IN ('periodical', 'issue') AND NOT EXISTS (SELECT 1 FROM periodical WHERE periodical.id = deleted_record.periodical_id)
       ORDER BY periodical_id`,
    )
    .all()
}

const stringList = v.fallback(v.array(v.string()), [])
export const jsonStrings = (text: string | null): string[] => (text ? v.parse(stringList, JSON.parse(text)) : [])
