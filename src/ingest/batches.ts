/**
 * Listing and purging import batches (ADR 021; Open ONI's `purge_batch` is the
 * model). A purge is atomic the way an import is: it works on a temporary copy
 * of the store, recomputes what an import's commit recomputes, and only then
 * replaces the live file.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  BEFORE_BATCHES,
  type Batch,
  deleteBatchRows,
  getBatch,
  listBatches,
  periodicalsOfBatch,
  type PurgedRows,
  resetPeriodicalCatalogue,
  stampPurge,
  storeHasBatch,
  titleRecordsOfBatch,
} from '../store/batches.ts'
import { listPeriodicalIdentities, type ProjectStatistics } from '../store/catalog-maintenance.ts'
import { type Db, openForReading, StoreVersionError } from '../store/db.ts'
import { parseTitleRecord, periodicalsMatching, recomputeCatalogue, StoreCopy } from './loader.ts'

/** A batch command that cannot be done, with a message for the terminal (no stack). */
export class BatchError extends Error {
  override name = 'BatchError'
}

function existingStore(target: string): string {
  const path = resolve(target)
  if (!existsSync(path)) throw new BatchError(`there is no store at ${path}`)
  return path
}

/** Runs `read` on the store, turning a file that cannot be read (an older schema, no store at all) into a sentence, not a stack. */
function readingStore<T>(path: string, read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof StoreVersionError || (error instanceof Error && error.name === 'SqliteError')) {
      throw new BatchError(error.message.includes(path) ? error.message : `${path}: ${error.message}`)
    }
    throw error
  }
}

function unknownBatch(id: string, path: string): BatchError {
  return new BatchError(`no batch ${JSON.stringify(id)} in ${path} (npm run import -- --list shows them)`)
}

/** The batches of the store at `target`, newest first. */
export function listStoreBatches(target: string): Batch[] {
  const path = existingStore(target)
  const db = readingStore(path, () => openForReading(path))
  try {
    return listBatches(db)
  } finally {
    db.close()
  }
}

export interface PurgeOptions {
  /** Told as each step begins: on a large store the copy and the ranking take minutes. */
  onStep?: (step: string) => void
  onRanking?: (done: number, total: number) => void
  onJudging?: (done: number, total: number) => void
  onStaleTemporary?: (path: string, pid: number) => void
}

export interface PurgeReport {
  /** The batch as it was listed before the purge. */
  batch: Batch
  removed: PurgedRows
  statistics: ProjectStatistics
  removedTemporaries: string[]
}

/**
 * The periodicals whose catalogue fields the purge must take back: those the
 * batch's issues belong to (their languages), and those its title records were
 * merged onto.
 */
function touchedPeriodicals(db: Db, id: string): string[] {
  const touched = new Set(periodicalsOfBatch(db, id))
  const periodicals = listPeriodicalIdentities(db)
  for (const stored of titleRecordsOfBatch(db, id)) {
    const record = parseTitleRecord(stored.data)
    if (!record) continue
    for (const periodical of periodicalsMatching(record, periodicals)) touched.add(periodical.id)
  }
  return [...touched].sort()
}

/** Removes a batch and what is still its own from the store at `target`, atomically. */
export function purgeBatch(target: string, id: string, options: PurgeOptions = {}, now = new Date()): PurgeReport {
  const path = existingStore(target)
  // A mistyped id should not cost a copy of the whole store.
  if (readingStore(path, () => storeHasBatch(path, id)) === false) throw unknownBatch(id, path)
  options.onStep?.('copying the store')
  const copy = new StoreCopy(path, { onStaleTemporary: options.onStaleTemporary })
  try {
    const { db } = copy
    const batch = getBatch(db, id)
    if (!batch) throw unknownBatch(id, path)
    options.onStep?.(`removing batch ${id}`)
    const removed = db.transaction(() => {
      const touched = touchedPeriodicals(db, id)
      // Tombstones for what goes (ADR 035): harvesters are told of every record removed.
      const rows = deleteBatchRows(db, id, now, touched)
      resetPeriodicalCatalogue(db, touched)
      return rows
    })()
    options.onStep?.('recomputing the statistics and title histories')
    const statistics = recomputeCatalogue(db, now, options.onRanking, options.onJudging)
    stampPurge(db, id, new Date())
    copy.replaceLive()
    return { batch, removed, statistics, removedTemporaries: copy.removedTemporaries }
  } catch (error) {
    copy.discard()
    throw error
  }
}

const MAX_SOURCES_SHOWN = 5

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`
}

/** `2026-11-24T21:15:30.123Z` as `2026-11-24 21:15:30 UTC`; anything else as it is. */
function readableTime(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?Z$/.exec(iso)
  return match ? `${match[1]} ${match[2]} UTC` : iso
}

/** The batches for a terminal, newest first: a line of id and time, a line of counts, the sources. */
export function formatBatches(batches: readonly Batch[], store: string): string[] {
  if (batches.length === 0) return [`no batches in ${store}`]
  const lines = [`${plural(batches.length, 'batch', 'batches')} in ${store}, newest first:`]
  for (const batch of batches) {
    lines.push('')
    lines.push(`${batch.id}  ${readableTime(batch.importedAt)}${batch.id === BEFORE_BATCHES ? '  (what the store held before batches were recorded)' : ''}`)
    lines.push(
      `  issues ${batch.issues} · items ${batch.items} · pages ${batch.pages} · units ${batch.units} · title records ${batch.titleRecords}` +
        ` · skipped ${batch.skipped} · ${plural(batch.warnings.length, 'warning')}`,
    )
    batch.sources.slice(0, MAX_SOURCES_SHOWN).forEach((source, index) => lines.push(`  ${index === 0 ? 'from' : '    '} ${JSON.stringify(source)}`))
    if (batch.sources.length > MAX_SOURCES_SHOWN) lines.push(`       … and ${batch.sources.length - MAX_SOURCES_SHOWN} more`)
  }
  return lines
}

/** What a purge removed, in one line. */
export function formatPurged(report: PurgeReport, store: string): string {
  const r = report.removed
  return (
    `purged batch ${report.batch.id} from ${store}: issues ${r.issues} · items ${r.items} · pages ${r.pages} · units ${r.units}` +
    ` · title records ${r.titleRecords} · staff picks ${r.staffPicks} · news items ${r.newsItems} · periodicals left without an issue ${r.periodicals}`
  )
}
