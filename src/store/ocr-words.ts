/**
 * The OCR confidences the reader shows (issue 36, ADR 040): each page's and document's score, and
 * the words below LOW_CONFIDENCE, as boxes on a page (the page view) and as the places of words in
 * each unit's text (the text view). A word's confidence is the sixth element of its row in
 * page.words; the words of a unit are those of its blocks, found through the page layout, whose
 * lines count the page's words in the same order.
 */
import type { OcrScore } from '../domain/ocr.ts'
import { type UnitLowWords, scoreOf, unitLowWordsOf } from './word-confidence.ts'
import type { Db } from './db.ts'
import { type PageDocumentRef, ownerOf } from './issues.ts'

/** For the units of a document that begin on pages `first`..`last`, the places of their low-confidence words in their text (unitLowWordsOf). */
export function unitLowWords(db: Db, document: PageDocumentRef, first: number, last: number): UnitLowWords[] | undefined {
  const owner = ownerOf(db, document)
  return owner ? unitLowWordsOf(db, owner, first, last) : undefined
}

/** A page's score (the page view's legend says it). */
export function pageScore(db: Db, column: 'issue_id' | 'item_id', owner: number | string, sequence: number): OcrScore | undefined {
  const row = db
    .prepare<[number | string, number], { ocr_score: number | null; ocr_estimated: number }>(`SELECT ocr_score, ocr_estimated FROM page WHERE ${column} = ? AND sequence = ?`)
    .get(owner, sequence)
  return row ? scoreOf(row) : undefined
}

/** The score of an issue or an item. */
export function documentScore(db: Db, document: PageDocumentRef): OcrScore | undefined {
  const owner = ownerOf(db, document)
  if (!owner) return undefined
  const row =
    owner.column === 'issue_id'
      ? db.prepare<[number | string], { ocr_score: number | null; ocr_estimated: number }>('SELECT ocr_score, ocr_estimated FROM issue WHERE id = ?').get(owner.key)
      : db.prepare<[number | string], { ocr_score: number | null; ocr_estimated: number }>('SELECT ocr_score, ocr_estimated FROM item WHERE id = ?').get(owner.key)
  return row ? scoreOf(row) : undefined
}
