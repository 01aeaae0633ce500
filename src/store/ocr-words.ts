/**
 * The OCR confidences the reader shows (issue 36, ADR 040): each page's and document's score, and
 * the words below LOW_CONFIDENCE, as boxes on a page (the page view) and as the places of words in
 * each unit's text (the text view). A word's confidence is the sixth element of its row in
 * page.words; the words of a unit are those of its blocks, found through the page layout, whose
 * lines count the page's words in the same order.
 */
import * as v from 'valibot'
import { LOW_CONFIDENCE, type OcrScore, confidenceOfStored } from '../domain/ocr.ts'
import { scoreOf, storedWords } from './word-confidence.ts'

const layoutBlocks = v.fallback(v.array(v.tuple([v.string(), v.string(), v.number(), v.number(), v.number(), v.number(), v.array(v.tuple([v.number(), v.number(), v.number(), v.number(), v.number()]))])), [])
const unitBlocks = v.fallback(v.array(v.tuple([v.number(), v.string()])), [])
import type { Db } from './db.ts'
import { type PageDocumentRef, ownerOf } from './issues.ts'

interface PageWords {
  confidences: (number | undefined)[]
  /** Where each block's words begin and end among the page's words. */
  blocks: Map<string, [number, number]>
}

function pageWords(row: { words: string; layout: string }): PageWords {
  const confidences = v.parse(storedWords, JSON.parse(row.words)).map((word) => confidenceOfStored(word[5]))
  const blocks = new Map<string, [number, number]>()
  let at = 0
  for (const [id, , , , , , lines] of v.parse(layoutBlocks, JSON.parse(row.layout))) {
    const count = lines.reduce((sum, line) => sum + line[4], 0)
    blocks.set(id, [at, at + count])
    at += count
  }
  return { confidences, blocks }
}

export interface UnitLowWords {
  id: number
  /** The places (0-based, among the text's words split at white space) of its low-confidence words. */
  words: number[]
}

/**
 * For the units of a document that begin on pages `first`..`last`, the places of their
 * low-confidence words in their text. A unit whose words cannot be matched one for one to its
 * text (a text that came apart from the pages, as DIDL articles do, or a layout from before
 * migration 7) is left out: shading a wrong word would be worse than none.
 */
export function unitLowWords(db: Db, document: PageDocumentRef, first: number, last: number): UnitLowWords[] | undefined {
  const owner = ownerOf(db, document)
  if (!owner) return undefined
  const units = db
    .prepare<[number | string, number, number], { id: number; text: string; blocks: string }>(
      `SELECT id, text, blocks FROM unit WHERE ${owner.column} = ? AND first_page BETWEEN ? AND ? ORDER BY first_page, id`,
    )
    .all(owner.key, first, last)
  const refs = units.map((unit) => ({ ...unit, refs: v.parse(unitBlocks, JSON.parse(unit.blocks)) }))
  const sequences = [...new Set(refs.flatMap((unit) => unit.refs.map(([sequence]) => sequence)))]
  const pages = new Map<number, PageWords>()
  const read = db.prepare<[number | string, number], { words: string; layout: string }>(`SELECT words, layout FROM page WHERE ${owner.column} = ? AND sequence = ?`)
  for (const sequence of sequences) {
    const row = read.get(owner.key, sequence)
    if (row) pages.set(sequence, pageWords(row))
  }
  const out: UnitLowWords[] = []
  for (const unit of refs) {
    const confidences: (number | undefined)[] = []
    for (const [sequence, blockId] of unit.refs) {
      const page = pages.get(sequence)
      const range = page?.blocks.get(blockId)
      if (page && range) confidences.push(...page.confidences.slice(range[0], range[1]))
    }
    const tokens = unit.text.split(/\s+/u).filter((token) => token !== '').length
    if (confidences.length === 0 || confidences.length !== tokens) continue
    const words = confidences.flatMap((confidence, index) => (confidence !== undefined && confidence < LOW_CONFIDENCE ? [index] : []))
    out.push({ id: unit.id, words })
  }
  return out
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
