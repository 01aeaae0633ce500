/**
 * Import batches (ADR 021): every import records one, every issue, item, title
 * record and editorial row names the batch that last wrote it, and a batch can
 * be removed with everything that is still its own.
 */
import { randomBytes } from 'node:crypto'
import Database from 'better-sqlite3'
import * as v from 'valibot'
import type { Db } from './db.ts'

export interface BatchCounts {
  issues: number
  items: number
  pages: number
  units: number
  titleRecords: number
  skipped: number
}

export interface Batch extends BatchCounts {
  id: string
  /** When the import began, ISO 8601 in UTC. */
  importedAt: string
  sources: string[]
  warnings: string[]
}

/** The batch migration 4 makes of what a store held before batches were recorded. */
export const BEFORE_BATCHES = 'before-batches'

/**
 * A readable id that sorts by time: `b-20261124-211530-ab12` (UTC). The random
 * part tells apart imports begun in the same second; `taken` guards the rest.
 */
export function newBatchId(at: Date, taken: (id: string) => boolean): string {
  const stamp = at.toISOString().replace(/\.\d+Z$/, '').replace(/-/g, '').replace(/:/g, '').replace('T', '-')
  for (;;) {
    const id = `b-${stamp}-${randomBytes(2).toString('hex')}`
    if (!taken(id)) return id
  }
}

export function batchExists(db: Db, id: string): boolean {
  return db.prepare<[string], number>('SELECT 1 FROM batch WHERE id = ?').pluck().get(id) !== undefined
}

/**
 * Whether the store file holds the batch, read without copying it first; undefined
 * when the store predates batches (the migration of its copy makes them).
 */
export function storeHasBatch(path: string, id: string): boolean | undefined {
  const db = new Database(path, { readonly: true, fileMustExist: true })
  try {
    const hasTable = db.prepare<[], number>("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'batch'").pluck().get() !== undefined
    return hasTable ? batchExists(db, id) : undefined
  } finally {
    db.close()
  }
}

/** Opens a batch as an import begins, so the rows it writes can name it. */
export function createBatch(db: Db, batch: { id: string; importedAt: string; sources: string[] }): void {
  db.prepare('INSERT INTO batch (id, imported_at, sources) VALUES (?, ?, ?)').run(batch.id, batch.importedAt, JSON.stringify(batch.sources))
}

/**
 * Records what the import did, as it commits, and when (`committed_at`, ADR 035): its rows' OAI
 * datestamps and Change Discovery times. The import's end (statistics, rankings) and the rename
 * that makes the store live follow; the time is taken as late as this module can take it.
 */
export function finishBatch(db: Db, id: string, counts: BatchCounts, sources: string[], warnings: string[]): void {
  db.prepare(
    `UPDATE batch SET sources = @sources, issues = @issues, items = @items, pages = @pages, units = @units,
       title_records = @titleRecords, skipped = @skipped, warnings = @warnings, committed_at = @committedAt
     WHERE id = @id`,
  ).run({ id, ...counts, sources: JSON.stringify(sources), warnings: JSON.stringify(warnings), committedAt: new Date().toISOString() })
}

interface BatchRow {
  id: string
  imported_at: string
  sources: string
  issues: number
  items: number
  pages: number
  units: number
  title_records: number
  skipped: number
  warnings: string
}

const strings = v.fallback(v.array(v.string()), [])

function batchOf(row: BatchRow): Batch {
  return {
    id: row.id,
    importedAt: row.imported_at,
    sources: v.parse(strings, JSON.parse(row.sources)),
    issues: row.issues,
    items: row.items,
    pages: row.pages,
    units: row.units,
    titleRecords: row.title_records,
    skipped: row.skipped,
    warnings: v.parse(strings, JSON.parse(row.warnings)),
  }
}

const BATCH_COLUMNS = 'id, imported_at, sources, issues, items, pages, units, title_records, skipped, warnings'

/** Newest first; the rowid orders imports begun in the same millisecond. */
export function listBatches(db: Db): Batch[] {
  return db.prepare<[], BatchRow>(`SELECT ${BATCH_COLUMNS} FROM batch ORDER BY imported_at DESC, rowid DESC`).all().map(batchOf)
}

export function getBatch(db: Db, id: string): Batch | undefined {
  const row = db.prepare<[string], BatchRow>(`SELECT ${BATCH_COLUMNS} FROM batch WHERE id = ?`).get(id)
  return row ? batchOf(row) : undefined
}

/** The periodicals the batch's issues belong to: a purge may leave them without an issue, or change their languages. */
export function periodicalsOfBatch(db: Db, id: string): string[] {
  return db.prepare<[string], string>('SELECT DISTINCT periodical_id FROM issue WHERE batch_id = ? ORDER BY periodical_id').pluck().all(id)
}

/** The title records the batch last wrote, as stored (JSON), to tell which periodicals they were merged onto. */
export function titleRecordsOfBatch(db: Db, id: string): { key: string; data: string }[] {
  return db.prepare<[string], { key: string; data: string }>('SELECT key, data FROM title_record WHERE batch_id = ? ORDER BY key').all(id)
}

export interface PurgedRows {
  issues: number
  items: number
  pages: number
  units: number
  titleRecords: number
  staffPicks: number
  newsItems: number
  /** Periodicals whose every issue was in the batch. */
  periodicals: number
}

/**
 * Deletes the batch and the rows that are still its own: its issues and items
 * with their pages and units (by cascade), their full-text rows, its title
 * records and editorial rows, and the periodicals it leaves without an issue.
 * Rows a later batch replaced belong to that batch and stay. Every periodical,
 * issue and item removed leaves a tombstone (ADR 035), and the purge is
 * recorded with the periodicals whose records it `touched` (its time is set
 * again by `stampPurge` as the store goes live). Run it in a
 * transaction: the store is consistent only once it has finished.
 */
export function deleteBatchRows(db: Db, id: string, at: Date, touched: readonly string[] = []): PurgedRows {
  const periodicals = periodicalsOfBatch(db, id)
  const importedAt = db.prepare<[string], string>('SELECT imported_at FROM batch WHERE id = ?').pluck().get(id) ?? at.toISOString()
  const purgeId = Number(
    db
      .prepare<[string, string, string, string]>('INSERT INTO purge (batch_id, batch_imported_at, purged_at, periodicals) VALUES (?, ?, ?, ?)')
      .run(id, importedAt, at.toISOString(), JSON.stringify([...new Set([...touched, ...periodicals])].sort())).lastInsertRowid,
  )
  const tombstone = { id, at: at.toISOString(), purge: purgeId, periodicals: JSON.stringify(periodicals) }
  // One tombstone per record: a later purge of a record imported again brings it up to date, keeping
  // the earliest time the record is known to have entered (OAI harvests pinned before that see it).
  db.prepare<typeof tombstone>(
    `INSERT INTO deleted_record (kind, periodical_id, date, edition, item_id, doc_type, added_at, deleted_at, purge_id)
     SELECT 'periodical', p.id, '', 0, '', p.type, (SELECT MIN(added_at) FROM issue WHERE periodical_id = p.id), @at, @purge
     FROM periodical p WHERE p.id IN (SELECT value FROM json_each(@periodicals))
       AND NOT EXISTS (SELECT 1 FROM issue WHERE issue.periodical_id = p.id AND issue.batch_id IS NOT @id)
     ON CONFLICT (kind, periodical_id, date, edition, item_id) DO UPDATE SET doc_type = excluded.doc_type,
       added_at = MIN(COALESCE(deleted_record.added_at, excluded.added_at), COALESCE(excluded.added_at, deleted_record.added_at)),
       deleted_at = excluded.deleted_at, purge_id = excluded.purge_id`,
  ).run(tombstone)
  db.prepare<typeof tombstone>(
    `INSERT INTO deleted_record (kind, periodical_id, date, edition, item_id, doc_type, added_at, deleted_at, purge_id)
     SELECT 'issue', i.periodical_id, i.date, i.edition, '', p.type, i.added_at, @at, @purge
     FROM issue i JOIN periodical p ON p.id = i.periodical_id WHERE i.batch_id = @id
     ON CONFLICT (kind, periodical_id, date, edition, item_id) DO UPDATE SET doc_type = excluded.doc_type,
       added_at = MIN(COALESCE(deleted_record.added_at, excluded.added_at), COALESCE(excluded.added_at, deleted_record.added_at)),
       deleted_at = excluded.deleted_at, purge_id = excluded.purge_id`,
  ).run(tombstone)
  db.prepare<typeof tombstone>(
    `INSERT INTO deleted_record (kind, periodical_id, date, edition, item_id, doc_type, added_at, deleted_at, purge_id)
     SELECT 'item', '', '', 0, id, type, added_at, @at, @purge FROM item WHERE batch_id = @id
     ON CONFLICT (kind, periodical_id, date, edition, item_id) DO UPDATE SET doc_type = excluded.doc_type,
       added_at = MIN(COALESCE(deleted_record.added_at, excluded.added_at), COALESCE(excluded.added_at, deleted_record.added_at)),
       deleted_at = excluded.deleted_at, purge_id = excluded.purge_id`,
  ).run(tombstone)
  // Two lookups rather than one OR: with OR, SQLite scans the whole table instead of using the issue and item indexes.
  const ofIssues = 'issue_id IN (SELECT id FROM issue WHERE batch_id = @id)'
  const ofItems = 'item_id IN (SELECT id FROM item WHERE batch_id = @id)'
  const count = (table: 'page' | 'unit') =>
    db
      .prepare<{ id: string }, number>(`SELECT (SELECT COUNT(*) FROM ${table} WHERE ${ofIssues}) + (SELECT COUNT(*) FROM ${table} WHERE ${ofItems})`)
      .pluck()
      .get({ id }) ?? 0
  const pages = count('page')
  const units = count('unit')
  // The full-text table is contentless: nothing cascades into it, so its rows go first, while the units still say which.
  db.prepare<{ id: string }>(
    `DELETE FROM unit_fts WHERE rowid IN (SELECT id FROM unit WHERE ${ofIssues} UNION ALL SELECT id FROM unit WHERE ${ofItems})`,
  ).run({ id })
  const deleted = (sql: string) => db.prepare<[string]>(sql).run(id).changes
  const issues = deleted('DELETE FROM issue WHERE batch_id = ?')
  const items = deleted('DELETE FROM item WHERE batch_id = ?')
  const titleRecords = deleted('DELETE FROM title_record WHERE batch_id = ?')
  const staffPicks = deleted('DELETE FROM staff_pick WHERE batch_id = ?')
  const newsItems = deleted('DELETE FROM news_item WHERE batch_id = ?')
  const emptied = db
    .prepare<[string]>(
      `DELETE FROM periodical WHERE id IN (SELECT value FROM json_each(?))
         AND NOT EXISTS (SELECT 1 FROM issue WHERE issue.periodical_id = periodical.id)`,
    )
    .run(JSON.stringify(periodicals)).changes
  deleted('DELETE FROM batch WHERE id = ?')
  return { issues, items, pages, units, titleRecords, staffPicks, newsItems, periodicals: emptied }
}

/**
 * The purge's time, set again as the store is about to go live: its tombstones' OAI datestamps
 * and Change Discovery times are when harvesters can first see the records gone.
 */
export function stampPurge(db: Db, batchId: string, at: Date): void {
  const purgeId = db.prepare<[string], number>('SELECT MAX(id) FROM purge WHERE batch_id = ?').pluck().get(batchId)
  if (purgeId === undefined) return
  const time = at.toISOString()
  db.prepare<[string, number]>('UPDATE purge SET purged_at = ? WHERE id = ?').run(time, purgeId)
  db.prepare<[string, number]>('UPDATE deleted_record SET deleted_at = ? WHERE purge_id = ?').run(time, purgeId)
}

/**
 * Takes back what imports merged onto these periodicals: their languages
 * become those of the issues they still have, and the fields only title records
 * fill are emptied, for the remaining records to be merged again.
 */
export function resetPeriodicalCatalogue(db: Db, ids: readonly string[]): void {
  const issueLanguages = db.prepare<[string], string>('SELECT languages FROM issue WHERE periodical_id = ?').pluck()
  const reset = db.prepare<[string, string]>(
    `UPDATE periodical SET languages = ?, issn = NULL, publishers = '[]', printers = '[]', period = NULL, start_year = NULL,
       end_year = NULL, description = NULL, earlier_titles = '[]', later_titles = '[]', record = NULL
     WHERE id = ?`,
  )
  for (const id of ids) {
    const languages = new Set(issueLanguages.all(id).flatMap((text) => v.parse(strings, JSON.parse(text))))
    reset.run(JSON.stringify([...languages].sort()), id)
  }
}
