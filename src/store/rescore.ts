/**
 * The store's side of scoring a store imported before OCR scores were kept (migration 11, ADR
 * 040): the mark the migration leaves, the documents with their pages and units as stored, and
 * the writes of the scores. What the scores are is the importer's (src/ingest/rescore.ts): it
 * reads the OCR files again and scores as an import does, through this repository.
 */
import type { Db } from './db.ts'

/** What migration 11 leaves in `meta` for this pass. */
export const RESCORE_MARK = 'ocr_rescore'

/** The column that ties a page or a unit to its document. */
export type DocumentColumn = 'issue_id' | 'item_id'

export interface RescoreDocument {
  column: DocumentColumn
  key: number | string
  /** JSON: the document's languages. */
  languages: string
  born_digital: number
}

export interface RescorePageRow {
  id: number
  sequence: number
  ocr_path: string | null
  text: string
  /** JSON: the stored word rows. */
  words: string
}

export interface RescoreUnitRow {
  id: number
  text: string
  language: string | null
  first_page: number
  /** JSON: the unit's blocks, [page sequence, block id]. */
  blocks: string
  ocr_score: number | null
}

export interface Score {
  score: number | null
  estimated: boolean
}

export function needsRescore(db: Db): boolean {
  return db.prepare<[string], number>('SELECT COUNT(*) FROM meta WHERE key = ?').pluck().get(RESCORE_MARK) !== 0
}

/** The statements of one rescoring pass, prepared once. */
export interface RescoreStore {
  /** Pages in the store, for progress. */
  pageCount(): number
  documents(): RescoreDocument[]
  pagesOf(document: RescoreDocument): RescorePageRow[]
  unitsOf(document: RescoreDocument): RescoreUnitRow[]
  scorePage(id: number, words: string, score: Score): void
  scoreUnit(id: number, score: Score): void
  scoreDocument(document: RescoreDocument, score: Score): void
  /** Runs the pass in one transaction, the mark removed at its end: a pass stopped part-way leaves the store as it was. */
  inTransaction(pass: () => void): void
}

export function rescoreStatements(db: Db): RescoreStore {
  const pagesOf = {
    issue_id: db.prepare<[number | string], RescorePageRow>('SELECT id, sequence, ocr_path, text, words FROM page WHERE issue_id = ? ORDER BY sequence'),
    item_id: db.prepare<[number | string], RescorePageRow>('SELECT id, sequence, ocr_path, text, words FROM page WHERE item_id = ? ORDER BY sequence'),
  }
  const unitsOf = {
    issue_id: db.prepare<[number | string], RescoreUnitRow>('SELECT id, text, language, first_page, blocks, ocr_score FROM unit WHERE issue_id = ? ORDER BY id'),
    item_id: db.prepare<[number | string], RescoreUnitRow>('SELECT id, text, language, first_page, blocks, ocr_score FROM unit WHERE item_id = ? ORDER BY id'),
  }
  const updatePage = db.prepare<[string, number | null, number, number]>('UPDATE page SET words = ?, ocr_score = ?, ocr_estimated = ? WHERE id = ?')
  const updateUnit = db.prepare<[number | null, number, number]>('UPDATE unit SET ocr_score = ?, ocr_estimated = ? WHERE id = ?')
  const updateDocument = {
    issue_id: db.prepare<[number | null, number, number | string]>('UPDATE issue SET ocr_score = ?, ocr_estimated = ? WHERE id = ?'),
    item_id: db.prepare<[number | null, number, number | string]>('UPDATE item SET ocr_score = ?, ocr_estimated = ? WHERE id = ?'),
  }
  return {
    pageCount: () => db.prepare<[], number>('SELECT COUNT(*) FROM page').pluck().get() ?? 0,
    documents: () =>
      db
        .prepare<[], RescoreDocument>(
          `SELECT 'issue_id' AS "column", issue.id AS key, issue.languages, COALESCE(periodical.born_digital, 0) AS born_digital
             FROM issue LEFT JOIN periodical ON periodical.id = issue.periodical_id
           UNION ALL
           SELECT 'item_id', id, languages, born_digital FROM item`,
        )
        .all(),
    pagesOf: (document) => pagesOf[document.column].all(document.key),
    unitsOf: (document) => unitsOf[document.column].all(document.key),
    scorePage: (id, words, score) => updatePage.run(words, score.score, score.estimated ? 1 : 0, id),
    scoreUnit: (id, score) => updateUnit.run(score.score, score.estimated ? 1 : 0, id),
    scoreDocument: (document, score) => updateDocument[document.column].run(score.score, score.estimated ? 1 : 0, document.key),
    inTransaction: (pass) =>
      db.transaction(() => {
        pass()
        db.prepare<[string]>('DELETE FROM meta WHERE key = ?').run(RESCORE_MARK)
      })(),
  }
}
