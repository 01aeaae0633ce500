/**
 * The units' texts as their own downloads give them (src/documents/texts.ts, `/api/texts`): with
 * the facts the texts' manifest names, read a batch of units at a time.
 */
import type { Db } from './db.ts'

/** What a unit's text download trims (src/store/outlines.ts: JavaScript's trim, less the rarer spaces). */
const TRIMMED = ' \t\n\r\f\v\u00a0'

interface UnitRow {
  id: number
  source_id: string
  title: string | null
  first_page: number
  last_page: number
  ocr: number | null
  text: string
}

/**
 * The unit's OCR score (0 to 1, the mean confidence of its words: issue 36) where the store keeps
 * one; a store made before it was kept has no such column, and its manifest's column is empty
 * (never a guess).
 */
function ocrColumn(db: Db): string {
  const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('unit')").all()
  return columns.some((column) => column.name === 'ocr_score') ? 'ocr_score' : 'NULL'
}

export interface UnitText {
  id: number
  sourceId: string
  title: string | null
  firstPage: number
  lastPage: number
  /** The OCR's score (0 to 1), or null where the store keeps none. */
  ocr: number | null
  text: string
}

/** The units asked for that the store holds, by id, their text trimmed as their own download trims it. */
export function unitTexts(db: Db, ids: readonly number[]): Map<number, UnitText> {
  if (ids.length === 0) return new Map()
  const statement = db.prepare<[string, string], UnitRow>(
    `SELECT id, source_id, title, first_page, last_page, ${ocrColumn(db)} AS ocr, trim(text, ?) AS text
     FROM unit WHERE id IN (SELECT value FROM json_each(?))`,
  )
  return new Map(
    statement.all(TRIMMED, JSON.stringify(ids)).map((row) => [row.id, { id: row.id, sourceId: row.source_id, title: row.title, firstPage: row.first_page, lastPage: row.last_page, ocr: row.ocr, text: row.text }]),
  )
}
