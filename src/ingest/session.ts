/**
 * An import: a delivery read (src/ingest/delivery.ts) into a temporary copy of the store
 * (src/ingest/store-copy.ts) as one batch (ADR 021), which replaces the live store when the whole
 * import succeeded (ADR 005). A failure leaves the live store untouched.
 */
import { batchExists, createBatch, finishBatch, newBatchId } from '../store/batches.ts'
import type { Db } from '../store/db.ts'
import type { ProjectStatistics } from '../store/catalog-maintenance.ts'
import { type NewsItemWrite, type StaffPickWrite, StoreWriter } from '../store/writer.ts'
import { Delivery, type DeliverySink, type ImportProgress, type NotRead, type ReadDocument } from './delivery.ts'
import type { ImportMetadata } from './metadata.ts'
import { StoreCopy, recomputeCatalogue } from './store-copy.ts'
import { recordKey } from './title-records.ts'
import { IngestError, type TitleRecord } from './types.ts'

export type { ImportProgress } from './delivery.ts'

export interface ImportReport extends ImportProgress {
  /** What the import could not use without refusing a file (a page scan that cannot be read). */
  warnings: string[]
  /** The id of the batch this import recorded (ADR 021). */
  batch: string
  skippedFiles: { file: string; message: string }[]
  /** Files no format reads (side files, other kinds of XML or JSON), each with the reason. */
  notRead: NotRead[]
  titleRecords: number
  statistics: ProjectStatistics
  /** Temporary stores left by killed imports, removed before this one began. */
  removedTemporaries: string[]
}

export interface ImportOptions {
  /** Report bad files and go on, instead of stopping the import. */
  skipBad?: boolean
  onProgress?: (progress: ImportProgress) => void
  /** Progress of the last step, ranking the common words and prefixes (ADR 008, 046): about four minutes at a million articles. */
  onRanking?: (done: number, total: number) => void
  /** Progress of judging the frequent words' misreadings (ADR 077), after the ranking: 20–40 s at 100,000 articles. */
  onJudging?: (done: number, total: number) => void
  /** Start from an empty store instead of a copy of the live one. */
  fresh?: boolean
  /** Told of each temporary store of a killed import removed before this one begins. */
  onStaleTemporary?: (path: string, pid: number) => void
  /** What the batch says it was made from, when that is not the paths imported (the demo generates its files). */
  sources?: string[]
  /** What the files lack, from the command line (--title, --date, --lang, --periodical, --type). */
  metadata?: ImportMetadata
  /**
   * Where page scans are tiled for the page view (src/ingest/images.ts); without it scans are not
   * read. The command line puts them beside the store, where the server looks for them.
   */
  imagesDir?: string
}

/** Writes what a delivery reads into the store's copy, a transaction per document. */
class StoreSink implements DeliverySink {
  private readonly writer: StoreWriter
  constructor(writer: StoreWriter) {
    this.writer = writer
  }

  document({ pkg, pages, units, ocr }: ReadDocument): void {
    this.writer.transaction(() => {
      if (pkg.kind === 'issue') {
        if (!pkg.date) throw new IngestError(pkg.sourcePath, undefined, 'the issue has no date')
        const docType = pkg.documentType === 'serial' ? 'serial' : 'newspaper'
        this.writer.upsertPeriodical({
          id: pkg.parentId,
          title: pkg.title,
          type: docType,
          bornDigital: pkg.bornDigital,
          languages: pkg.languages,
          ...(pkg.sourceIdentifier === undefined ? {} : { sourceIdentifier: pkg.sourceIdentifier }),
        })
        this.writer.replaceIssue({
          periodicalId: pkg.parentId,
          date: pkg.date,
          datePrecision: pkg.datePrecision,
          edition: pkg.edition,
          number: pkg.number,
          languages: pkg.languages,
          permalink: pkg.permalink,
          sourcePath: pkg.sourcePath,
          docType,
          pages,
          units,
          ...(ocr ? { ocr } : {}),
        })
      } else {
        const type = pkg.documentType
        if (type === 'newspaper' || type === 'serial') throw new IngestError(pkg.sourcePath, undefined, `an item cannot be of type ${type}`)
        this.writer.replaceItem({
          id: pkg.parentId,
          type,
          bornDigital: pkg.bornDigital,
          title: pkg.title,
          authors: pkg.authors ?? [],
          alsoKnownAs: pkg.alsoKnownAs ?? [],
          alternativeTitles: pkg.alternativeTitles ?? [],
          publisher: pkg.publisher,
          physicalDescription: pkg.physicalDescription,
          date: pkg.date,
          languages: pkg.languages,
          permalink: pkg.permalink,
          ...(pkg.sourceIdentifier === undefined ? {} : { sourceIdentifier: pkg.sourceIdentifier }),
          sourcePath: pkg.sourcePath,
          pages,
          units,
          ...(ocr ? { ocr } : {}),
        })
      }
    })
  }

  titleRecords(records: TitleRecord[], file: string): void {
    this.writer.transaction(() => {
      for (const record of records) {
        this.writer.putTitleRecord({
          key: recordKey(record),
          controlNumber: record.controlNumber,
          issn: record.issn,
          title: record.title,
          data: JSON.stringify(record),
          sourcePath: file,
        })
      }
    })
  }
}

/** An import in progress, writing into a temporary copy of the store as one batch (ADR 021). */
export class ImportSession {
  readonly target: string
  /** The batch this import records; every issue, item and title record it writes names it. */
  readonly batch: string
  private readonly copy: StoreCopy
  private readonly db: Db
  private readonly writer: StoreWriter
  private readonly options: ImportOptions
  private readonly delivery: Delivery

  constructor(target: string, options: ImportOptions = {}, began = new Date()) {
    this.options = options
    this.copy = new StoreCopy(target, options)
    this.target = this.copy.target
    this.db = this.copy.db
    this.batch = newBatchId(began, (id) => batchExists(this.db, id))
    // The batch row comes first: the rows written from now on refer to it.
    createBatch(this.db, { id: this.batch, importedAt: began.toISOString(), sources: [] })
    this.writer = new StoreWriter(this.db, this.batch)
    this.delivery = new Delivery(new StoreSink(this.writer), options, this.copy.unpackFolder)
  }

  /** Imports a file or every source file under a folder; the folder is the root its symbolic links must stay in. */
  importPath(path: string): void {
    this.delivery.importPath(path)
  }

  /** Imports one file; the files it names are read only from its own folder (ADR 015). */
  importFile(file: string): void {
    this.delivery.importFile(file)
  }

  /**
   * Refuses an import that found nothing to take: it names every file not read, with the reason.
   * One whose every file was skipped as bad under --skip-bad too: it commits nothing, no empty
   * batch (issue 48; ADR 021 recorded it as a batch of warnings).
   */
  requireSomething(paths: readonly string[]): void {
    if (!this.delivery.taken()) throw this.delivery.nothingImportable(paths)
  }

  /** Editorial content (staff picks, news) from the demo or a content import, one row per language. */
  putEditorial(content: { staffPicks: StaffPickWrite[]; news: NewsItemWrite[] }): void {
    this.writer.transaction(() => {
      for (const pick of content.staffPicks) this.writer.putStaffPick(pick)
      for (const item of content.news) this.writer.putNewsItem(item)
    })
  }

  /** Marks the store as the generated demo collection (issue 19): the site then says so on every page. */
  markAsDemo(demo: { seed: number; articles: number }): void {
    this.writer.transaction(() => this.writer.markAsDemo(demo))
  }

  /** Records the batch, recomputes what depends on the whole store, and swaps the new store in atomically. */
  commit(now = new Date()): ImportReport {
    const delivery = this.delivery
    finishBatch(
      this.db,
      this.batch,
      { ...delivery.progress, titleRecords: delivery.titleRecords },
      this.options.sources ?? delivery.sources,
      [...delivery.skippedFiles.map((skipped) => skipped.message), ...delivery.warnings],
    )
    const statistics = recomputeCatalogue(this.db, now, this.options.onRanking, this.options.onJudging)
    this.copy.replaceLive()
    return {
      ...delivery.progress,
      batch: this.batch,
      skippedFiles: delivery.skippedFiles,
      warnings: delivery.warnings,
      notRead: delivery.notRead,
      titleRecords: delivery.titleRecords,
      statistics,
      removedTemporaries: this.copy.removedTemporaries,
    }
  }

  /** Drops the temporary copy; the live store was never touched. */
  abort(): void {
    this.copy.discard()
  }
}

/** Imports files and folders into the store at `target` in one atomic step; an import that takes nothing is refused. */
export function importPaths(target: string, paths: string[], options: ImportOptions = {}): ImportReport {
  const session = new ImportSession(target, options)
  try {
    for (const path of paths) session.importPath(path)
    session.requireSomething(paths)
    return session.commit()
  } catch (error) {
    session.abort()
    throw error
  }
}
