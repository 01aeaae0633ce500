/**
 * The atomic store copy (ADR 005): an import or a purge writes into `<db>.importing-<pid>`, which
 * replaces the live file only when everything succeeded; what depends on the whole catalogue is
 * recomputed just before. Temporary copies of killed imports are removed first (ADR 015).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { type Db, openForWriting } from '../store/db.ts'
import { computeStatistics, computeTermRanks, linkTitleHistory, optimizeIndex, type ProjectStatistics } from '../store/catalog-maintenance.ts'
import { judgeFrequentTerms } from '../search/judge-store.ts'
import { markTermLexicons } from './term-lexicons.ts'
import { mergeTitleRecords } from './title-records.ts'
import { systemErrorCode } from './types.ts'

/** The copy an import writes to is `<target>.importing-<pid>`; SQLite may leave a journal (or WAL files) beside it. */
const TEMPORARY_SUFFIXES = ['', '-journal', '-wal', '-shm', '-unpacked']

/** Whether a process with this id runs; EPERM means it does, only under another user. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return systemErrorCode(error) !== 'ESRCH'
  }
}

/**
 * Removes the temporary stores of imports into `target` that were killed (a
 * finished or failed import removes its own): those whose process no longer
 * runs. A running import's copy is never touched; a reused pid only keeps a
 * stale copy until the next run.
 */
export function removeStaleTemporaries(target: string, onRemoved?: (path: string, pid: number) => void): string[] {
  const folder = dirname(target)
  const prefix = `${basename(target)}.importing-`
  const removed: string[] = []
  for (const name of readdirSync(folder)) {
    if (!name.startsWith(prefix)) continue
    const pid = Number(/^(\d+)(?:-journal|-wal|-shm|-unpacked)?$/.exec(name.slice(prefix.length))?.[1])
    // pid 0 and below would signal process groups, not a process.
    if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid || isRunning(pid)) continue
    const path = join(folder, name)
    rmSync(path, { force: true, recursive: true })
    removed.push(path)
    onRemoved?.(path, pid)
  }
  return removed
}

/**
 * A copy of the live store to write into (`<target>.importing-<pid>`), which
 * replaces the live file only through `replaceLive` (ADR 005): an import or a
 * purge that fails leaves the live store as it was.
 */
export class StoreCopy {
  readonly target: string
  readonly db: Db
  /** Temporary stores left by killed imports or purges, removed before this copy was made. */
  readonly removedTemporaries: string[]
  private readonly temp: string
  private closed = false

  /** Where the import unpacks archives (ADR 034): beside the copy, removed with it. */
  get unpackFolder(): string {
    return `${this.temp}-unpacked`
  }

  constructor(target: string, options: { fresh?: boolean; onStaleTemporary?: (path: string, pid: number) => void } = {}) {
    this.target = resolve(target)
    mkdirSync(dirname(this.target), { recursive: true })
    this.removedTemporaries = removeStaleTemporaries(this.target, options.onStaleTemporary)
    this.temp = `${this.target}.importing-${process.pid}`
    this.removeTemporary()
    if (!options.fresh && existsSync(this.target)) copyFileSync(this.target, this.temp)
    try {
      this.db = openForWriting(this.temp)
    } catch (error) {
      // A copy of a file that is no store (or of a newer schema) would otherwise wait for the next import to remove it.
      this.removeTemporary()
      throw error
    }
  }

  /** Swaps the copy in for the live store. */
  replaceLive(): void {
    this.db.close()
    this.closed = true
    renameSync(this.temp, this.target)
    rmSync(this.unpackFolder, { force: true, recursive: true })
  }

  /** Drops the copy; the live store was never touched. */
  discard(): void {
    if (!this.closed) {
      this.db.close()
      this.closed = true
    }
    this.removeTemporary()
  }

  private removeTemporary(): void {
    for (const suffix of TEMPORARY_SUFFIXES) rmSync(`${this.temp}${suffix}`, { force: true, recursive: true })
  }
}

/**
 * What depends on the whole catalogue, recomputed as an import or a purge
 * commits: title records merged onto periodicals, title histories linked, the
 * project statistics, the rankings of common words, the new terms' lexicons, the index optimised,
 * and the frequent words' misreadings judged (ADR 077).
 */
export function recomputeCatalogue(
  db: Db,
  now: Date,
  onRanking?: (done: number, total: number) => void,
  onJudging?: (done: number, total: number) => void,
): ProjectStatistics {
  const statistics = db.transaction(() => {
    mergeTitleRecords(db)
    linkTitleHistory(db)
    return computeStatistics(db, now)
  })()
  db.transaction(() => {
    computeTermRanks(db, onRanking)
  })()
  // The terms this import added, looked up in the lexicons (ADR 057: a word of its units' language is no misreading).
  markTermLexicons(db)
  optimizeIndex(db)
  // After the vocabulary and its lexicons are final: every judgement depends on the whole of both.
  judgeFrequentTerms(db, onJudging)
  return statistics
}

