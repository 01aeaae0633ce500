/**
 * The only code that writes the store. The importer's loader hands it plain
 * values; every statement is prepared and parameterised.
 */
import type { Statement } from 'better-sqlite3'
import { headlineField } from './ranking.ts'
import { foldText, foldToAscii } from '../domain/fold.ts'
import type { ItemType } from '../domain/issue-path.ts'
import type { Db } from './db.ts'

/** A word and its box; the sixth element, when the source gave one, its confidence as a whole percent (storedConfidence, ADR 040). */
export type Word = [content: string, x: number, y: number, w: number, h: number, confidence?: number]

/** A score of a page, unit, issue or item (src/domain/ocr.ts): the mean word confidence, or an estimate. */
export interface ScoreWrite {
  score: number | null
  estimated: boolean
}

export interface PeriodicalWrite {
  id: string
  title: string
  type: 'newspaper' | 'serial'
  bornDigital: boolean
  languages: string[]
  permalink?: string
  /** The source's identifier, where the id is a shortened form of it (migration 16, src/ingest/ids.ts). */
  sourceIdentifier?: string
}

/** A block of a page's layout: id, kind, box, and its lines' boxes and word counts, page-relative (0..10000). */
export type LayoutBlock = [id: string, kind: string, x: number, y: number, w: number, h: number, lines: [x: number, y: number, w: number, h: number, words: number][]]

export interface PageWrite {
  sequence: number
  label?: string
  imageService?: string
  /** The OCR file (ALTO or PAGE-XML) the page was read from, by real path. */
  ocrPath?: string
  /** The page's scan, tiled under this key (src/ingest/images.ts). */
  imageKey?: string
  /** The scan file the source names, by real path: what an image server (LIBRARY_IMAGE_SERVER) is asked for. */
  imagePath?: string
  /** The page's size in pixels, when its OCR gives one. */
  width?: number
  height?: number
  text: string
  words: Word[]
  layout?: LayoutBlock[]
  /** The page's OCR score (ADR 040); none when not scored. */
  ocr?: ScoreWrite
}

export interface UnitWrite {
  sourceId: string
  /** The source's id of the unit, where sourceId is a shortened form of it (migration 16). */
  sourceIdentifier?: string
  type: string
  sourceType: string
  title?: string
  /** The text of the unit's heading parts (headline, subheadline, …), when the source marks them. */
  headings?: string
  language?: string
  text: string
  contentTypes: string[]
  firstPage: number
  lastPage: number
  blocks: [pageSequence: number, blockId: string][]
  /** The mean confidence of the unit's words, 0..1, where the source gave word confidences (src/domain/ocr.ts). */
  ocrScore?: number | null
  /** Whether ocrScore is a lexicon's estimate rather than the source's confidences (ADR 040). */
  ocrEstimated?: boolean
}

export interface IssueWrite {
  periodicalId: string
  date: string
  /** 'day' unless the issue was delivered with only a month or a year. */
  datePrecision?: 'day' | 'month' | 'year'
  edition: number
  number?: string
  languages: string[]
  permalink?: string
  sourcePath: string
  docType: 'newspaper' | 'serial'
  pages: PageWrite[]
  units: UnitWrite[]
  /** The issue's OCR score (ADR 040). */
  ocr?: ScoreWrite
}

export interface ItemWrite {
  id: string
  type: ItemType
  bornDigital: boolean
  title: string
  authors: string[]
  alsoKnownAs: string[]
  alternativeTitles: string[]
  publisher?: string
  physicalDescription?: string
  date?: string
  languages: string[]
  permalink?: string
  /** The source's identifier, where the id is a shortened form of it (migration 16). */
  sourceIdentifier?: string
  sourcePath: string
  pages: PageWrite[]
  units: UnitWrite[]
  /** The item's OCR score (ADR 040). */
  ocr?: ScoreWrite
}

export interface StaffPickWrite {
  id: string
  locale: string
  title: string
  summary: string
  body: string[]
  target?: string
  published: string
}

export interface NewsItemWrite {
  id: string
  locale: string
  title: string
  body: string[]
  published: string
}

export interface TitleRecordWrite {
  key: string
  controlNumber?: string
  issn?: string
  title: string
  /** The whole record as JSON. */
  data: string
  sourcePath: string
}

/** Sort key for A–Z: folded, leading articles and punctuation ignored. */
export function sortTitle(title: string): string {
  return foldToAscii(title)
    .replace(/^(the|a|an|der|die|das|le|la|les|l'|d'|de|den|dem)\s*/u, '')
    .replace(/[^\p{L}\p{N} ]+/gu, '')
    .trim()
}

function json(value: unknown): string {
  return JSON.stringify(value)
}

function yearOf(date: string | undefined): number | null {
  if (!date) return null
  const year = Number(date.slice(0, 4))
  return Number.isInteger(year) ? year : null
}

export class StoreWriter {
  private readonly db: Db
  /** The batch (ADR 021) every issue, item, title record and editorial row written here belongs to. */
  private readonly batchId: string
  /** When this batch's import began: when what it brings first enters the collection. */
  private readonly importedAt: string
  private readonly statements: {
    upsertPeriodical: Statement
    periodicalLanguages: Statement<[string], { languages: string }>
    setPeriodicalLanguages: Statement
    findIssue: Statement<[string, string, number], { id: number; added_at: string | null }>
    itemAddedAt: Statement<[string], string | null>
    deleteIssue: Statement
    insertIssue: Statement
    deleteItem: Statement
    insertItem: Statement
    insertPage: Statement
    insertUnit: Statement
    insertFts: Statement
    unitIdsOfIssue: Statement<[number], { id: number }>
    unitIdsOfItem: Statement<[string], { id: number }>
    deleteFts: Statement
    upsertTitleRecord: Statement
  }

  constructor(db: Db, batchId: string) {
    this.db = db
    this.batchId = batchId
    this.importedAt = db.prepare<[string], string>('SELECT imported_at FROM batch WHERE id = ?').pluck().get(batchId) ?? new Date().toISOString()
    this.statements = {
      upsertPeriodical: db.prepare(
        `INSERT INTO periodical (id, title, type, born_digital, languages, permalink, source_identifier)
         VALUES (@id, @title, @type, @bornDigital, @languages, @permalink, @sourceIdentifier)
         ON CONFLICT (id) DO UPDATE SET
           title = excluded.title,
           type = excluded.type,
           born_digital = excluded.born_digital,
           permalink = COALESCE(periodical.permalink, excluded.permalink),
           source_identifier = COALESCE(excluded.source_identifier, periodical.source_identifier)`,
      ),
      periodicalLanguages: db.prepare('SELECT languages FROM periodical WHERE id = ?'),
      setPeriodicalLanguages: db.prepare('UPDATE periodical SET languages = ? WHERE id = ?'),
      findIssue: db.prepare('SELECT id, added_at FROM issue WHERE periodical_id = ? AND date = ? AND edition = ?'),
      deleteIssue: db.prepare('DELETE FROM issue WHERE id = ?'),
      insertIssue: db.prepare(
        `INSERT INTO issue (periodical_id, date, date_precision, edition, number, languages, permalink, page_count, source_path, batch_id, added_at, ocr_score, ocr_estimated)
         VALUES (@periodicalId, @date, @datePrecision, @edition, @number, @languages, @permalink, @pageCount, @sourcePath, @batchId, @addedAt, @ocrScore, @ocrEstimated)`,
      ),
      itemAddedAt: db.prepare<[string], string | null>('SELECT added_at FROM item WHERE id = ?').pluck(),
      deleteItem: db.prepare('DELETE FROM item WHERE id = ?'),
      insertItem: db.prepare(
        `INSERT INTO item (id, type, born_digital, title, authors, also_known_as, alternative_titles, publisher,
           physical_description, date, year, languages, permalink, page_count, source_path, batch_id, added_at, ocr_score, ocr_estimated, source_identifier)
         VALUES (@id, @type, @bornDigital, @title, @authors, @alsoKnownAs, @alternativeTitles, @publisher,
           @physicalDescription, @date, @year, @languages, @permalink, @pageCount, @sourcePath, @batchId, @addedAt, @ocrScore, @ocrEstimated, @sourceIdentifier)`,
      ),
      insertPage: db.prepare(
        `INSERT INTO page (issue_id, item_id, sequence, label, image_service, image_key, image_path, ocr_path, width, height, text, words, layout, ocr_score, ocr_estimated)
         VALUES (@issueId, @itemId, @sequence, @label, @imageService, @imageKey, @imagePath, @ocrPath, @width, @height, @text, @words, @layout, @ocrScore, @ocrEstimated)`,
      ),
      insertUnit: db.prepare(
        `INSERT INTO unit (issue_id, item_id, source_id, type, source_type, title, language, text, content_types,
           first_page, last_page, blocks, doc_type, periodical_id, date, year, sort_title, ocr_score, ocr_estimated, source_identifier)
         VALUES (@issueId, @itemId, @sourceId, @type, @sourceType, @title, @language, @text, @contentTypes,
           @firstPage, @lastPage, @blocks, @docType, @periodicalId, @date, @year, @sortTitle, @ocrScore, @ocrEstimated, @sourceIdentifier)`,
      ),
      insertFts: db.prepare('INSERT INTO unit_fts (rowid, title, text) VALUES (?, ?, ?)'),
      unitIdsOfIssue: db.prepare('SELECT id FROM unit WHERE issue_id = ?'),
      unitIdsOfItem: db.prepare('SELECT id FROM unit WHERE item_id = ?'),
      deleteFts: db.prepare('DELETE FROM unit_fts WHERE rowid = ?'),
      upsertTitleRecord: db.prepare(
        `INSERT INTO title_record (key, control_number, issn, title, data, source_path, batch_id)
         VALUES (@key, @controlNumber, @issn, @title, @data, @sourcePath, @batchId)
         ON CONFLICT (key) DO UPDATE SET control_number = excluded.control_number, issn = excluded.issn,
           title = excluded.title, data = excluded.data, source_path = excluded.source_path, batch_id = excluded.batch_id`,
      ),
    }
  }

  upsertPeriodical(periodical: PeriodicalWrite): void {
    this.statements.upsertPeriodical.run({
      id: periodical.id,
      title: periodical.title,
      type: periodical.type,
      bornDigital: periodical.bornDigital ? 1 : 0,
      languages: json(periodical.languages),
      permalink: periodical.permalink ?? null,
      sourceIdentifier: periodical.sourceIdentifier ?? null,
    })
    this.addPeriodicalLanguages(periodical.id, periodical.languages)
  }

  private addPeriodicalLanguages(id: string, languages: string[]): void {
    const row = this.statements.periodicalLanguages.get(id)
    const known: unknown = row ? JSON.parse(row.languages) : []
    const merged = new Set(Array.isArray(known) ? known.filter((x): x is string => typeof x === 'string') : [])
    for (const language of languages) merged.add(language)
    this.statements.setPeriodicalLanguages.run(json([...merged].sort()), id)
  }

  /** Replaces the issue with the same periodical, date and edition, if any: re-imports never duplicate. */
  replaceIssue(issue: IssueWrite): number {
    const existing = this.statements.findIssue.get(issue.periodicalId, issue.date, issue.edition)
    if (existing) {
      for (const { id } of this.statements.unitIdsOfIssue.all(existing.id)) this.statements.deleteFts.run(id)
      this.statements.deleteIssue.run(existing.id)
    }
    const { lastInsertRowid } = this.statements.insertIssue.run({
      periodicalId: issue.periodicalId,
      date: issue.date,
      datePrecision: issue.datePrecision ?? 'day',
      edition: issue.edition,
      number: issue.number ?? null,
      languages: json(issue.languages),
      permalink: issue.permalink ?? null,
      pageCount: issue.pages.length,
      sourcePath: issue.sourcePath,
      batchId: this.batchId,
      // A replaced issue keeps the time it first entered the collection (ADR 025).
      addedAt: existing?.added_at ?? this.importedAt,
      ...scoreColumns(issue.ocr),
    })
    const issueId = Number(lastInsertRowid)
    this.addPeriodicalLanguages(issue.periodicalId, issue.languages)
    this.insertPages(issue.pages, issueId, null)
    this.insertUnits(issue.units, {
      issueId,
      itemId: null,
      docType: issue.docType,
      periodicalId: issue.periodicalId,
      date: issue.date,
    })
    return issueId
  }

  replaceItem(item: ItemWrite): void {
    const addedAt = this.statements.itemAddedAt.get(item.id) ?? this.importedAt
    for (const { id } of this.statements.unitIdsOfItem.all(item.id)) this.statements.deleteFts.run(id)
    this.statements.deleteItem.run(item.id)
    this.statements.insertItem.run({
      id: item.id,
      type: item.type,
      bornDigital: item.bornDigital ? 1 : 0,
      title: item.title,
      authors: json(item.authors),
      alsoKnownAs: json(item.alsoKnownAs),
      alternativeTitles: json(item.alternativeTitles),
      publisher: item.publisher ?? null,
      physicalDescription: item.physicalDescription ?? null,
      date: item.date ?? null,
      year: yearOf(item.date),
      languages: json(item.languages),
      permalink: item.permalink ?? null,
      pageCount: item.pages.length,
      sourcePath: item.sourcePath,
      batchId: this.batchId,
      addedAt,
      ...scoreColumns(item.ocr),
      sourceIdentifier: item.sourceIdentifier ?? null,
    })
    this.insertPages(item.pages, null, item.id)
    this.insertUnits(item.units, { issueId: null, itemId: item.id, docType: item.type, periodicalId: null, date: item.date ?? null })
  }

  putTitleRecord(record: TitleRecordWrite): void {
    this.statements.upsertTitleRecord.run({
      key: record.key,
      controlNumber: record.controlNumber ?? null,
      issn: record.issn ?? null,
      title: record.title,
      data: record.data,
      sourcePath: record.sourcePath,
      batchId: this.batchId,
    })
  }

  /**
   * The store's flag that it holds the generated demo, with what generated it and the batch that
   * holds it: its documents are the demo's (src/store/demo.ts), what a later import brings is not.
   */
  markAsDemo(demo: { seed: number; articles: number }): void {
    this.db
      .prepare("INSERT INTO meta (key, value) VALUES ('demo', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value")
      .run(JSON.stringify({ ...demo, batch: this.batchId }))
  }

  putStaffPick(pick: StaffPickWrite): void {
    this.db
      .prepare(
        `INSERT INTO staff_pick (id, locale, title, summary, body, target, published, batch_id)
         VALUES (@id, @locale, @title, @summary, @body, @target, @published, @batchId)
         ON CONFLICT (id, locale) DO UPDATE SET title = excluded.title, summary = excluded.summary,
           body = excluded.body, target = excluded.target, published = excluded.published, batch_id = excluded.batch_id`,
      )
      .run({ ...pick, body: json(pick.body), target: pick.target ?? null, batchId: this.batchId })
  }

  putNewsItem(item: NewsItemWrite): void {
    this.db
      .prepare(
        `INSERT INTO news_item (id, locale, title, body, published, batch_id) VALUES (@id, @locale, @title, @body, @published, @batchId)
         ON CONFLICT (id, locale) DO UPDATE SET title = excluded.title, body = excluded.body, published = excluded.published,
           batch_id = excluded.batch_id`,
      )
      .run({ ...item, body: json(item.body), batchId: this.batchId })
  }

  /** Runs a function in one transaction; a throw rolls everything in it back. */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)()
  }

  private insertPages(pages: PageWrite[], issueId: number | null, itemId: string | null): void {
    for (const page of pages) {
      this.statements.insertPage.run({
        issueId,
        itemId,
        sequence: page.sequence,
        label: page.label ?? null,
        imageService: page.imageService ?? null,
        ocrPath: page.ocrPath ?? null,
        imageKey: page.imageKey ?? null,
        imagePath: page.imagePath ?? null,
        width: page.width ?? null,
        height: page.height ?? null,
        text: page.text,
        words: json(page.words),
        layout: json(page.layout ?? []),
        ...scoreColumns(page.ocr),
      })
    }
  }

  private insertUnits(
    units: UnitWrite[],
    parent: { issueId: number | null; itemId: string | null; docType: string; periodicalId: string | null; date: string | null },
  ): void {
    for (const unit of units) {
      const { lastInsertRowid } = this.statements.insertUnit.run({
        issueId: parent.issueId,
        itemId: parent.itemId,
        sourceId: unit.sourceId,
        sourceIdentifier: unit.sourceIdentifier ?? null,
        type: unit.type,
        sourceType: unit.sourceType,
        title: unit.title ?? null,
        language: unit.language ?? null,
        text: unit.text,
        contentTypes: unit.contentTypes.join(' '),
        firstPage: unit.firstPage,
        lastPage: unit.lastPage,
        blocks: json(unit.blocks),
        docType: parent.docType,
        periodicalId: parent.periodicalId,
        date: parent.date,
        year: yearOf(parent.date ?? undefined),
        sortTitle: sortTitle(unit.title ?? unit.text.slice(0, 80)),
        ocrScore: unit.ocrScore ?? null,
        ocrEstimated: unit.ocrEstimated === true && unit.ocrScore !== null && unit.ocrScore !== undefined ? 1 : 0,
      })
      this.statements.insertFts.run(lastInsertRowid, foldText(headlineField(unit)), foldText(unit.text))
    }
  }
}

/** A score as its two columns: no score is never marked estimated. */
function scoreColumns(ocr: ScoreWrite | undefined): { ocrScore: number | null; ocrEstimated: 0 | 1 } {
  const score = ocr?.score ?? null
  return { ocrScore: score, ocrEstimated: score !== null && ocr?.estimated === true ? 1 : 0 }
}
