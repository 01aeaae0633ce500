/**
 * A page's stored word confidences read back (ADR 040): shared by the page layout (issues.ts) and
 * the reader's text view (ocr-words.ts).
 */
import * as v from 'valibot'
import { LOW_CONFIDENCE, type OcrScore, confidenceOfStored } from '../domain/ocr.ts'
import type { Db } from './db.ts'

const layoutBlocks = v.fallback(v.array(v.tuple([v.string(), v.string(), v.number(), v.number(), v.number(), v.number(), v.array(v.tuple([v.number(), v.number(), v.number(), v.number(), v.number()]))])), [])
const unitBlocks = v.fallback(v.array(v.tuple([v.number(), v.string()])), [])

export const storedWords = v.fallback(v.array(v.tuple([v.string(), v.number(), v.number(), v.number(), v.number(), v.optional(v.number())])), [])

export interface WordConfidenceBox {
  x: number
  y: number
  width: number
  height: number
  /** 0..1 */
  confidence: number
}

/** A stored row's score columns as a score. */
export function scoreOf(row: { ocr_score: number | null; ocr_estimated: number }): OcrScore {
  return { score: row.ocr_score, estimated: row.ocr_score !== null && row.ocr_estimated === 1 }
}

/** The words of a page with a confidence below LOW_CONFIDENCE, as boxes; at most `limit`. */
export function lowWordBoxes(wordsJson: string, limit = 20_000): WordConfidenceBox[] {
  const out: WordConfidenceBox[] = []
  for (const [, x, y, width, height, stored] of v.parse(storedWords, JSON.parse(wordsJson))) {
    const confidence = confidenceOfStored(stored)
    if (confidence === undefined || confidence >= LOW_CONFIDENCE) continue
    out.push({ x, y, width, height, confidence })
    if (out.length >= limit) break
  }
  return out
}

/** A page's words for reading (issue 56): as printed, their boxes (x, y, width, height each, page-relative), the places of the uncertain ones. */
export interface PageWordsText {
  words: string[]
  boxes: number[]
  low: number[]
}

export function pageWordsText(wordsJson: string): PageWordsText {
  const out: PageWordsText = { words: [], boxes: [], low: [] }
  for (const [word, x, y, width, height, stored] of v.parse(storedWords, JSON.parse(wordsJson))) {
    const confidence = confidenceOfStored(stored)
    if (confidence !== undefined && confidence < LOW_CONFIDENCE) out.low.push(out.words.length)
    out.words.push(word)
    out.boxes.push(x, y, width, height)
  }
  return out
}

interface PageWords {
  /** The page's words as read, in the order of its text. */
  words: string[]
  confidences: (number | undefined)[]
  /** Where each block's words begin and end among the page's words. */
  blocks: Map<string, [number, number]>
}

function pageWords(row: { words: string; layout: string }): PageWords {
  const stored = v.parse(storedWords, JSON.parse(row.words))
  const words = stored.map((word) => word[0])
  const confidences = stored.map((word) => confidenceOfStored(word[5]))
  const blocks = new Map<string, [number, number]>()
  let at = 0
  for (const [id, , , , , , lines] of v.parse(layoutBlocks, JSON.parse(row.layout))) {
    const count = lines.reduce((sum, line) => sum + line[4], 0)
    blocks.set(id, [at, at + count])
    at += count
  }
  return { words, confidences, blocks }
}

/** How many words in a row must agree for a unit's text to be taken up at a place on its pages. */
const RUN = 3

/**
 * The confidences of a unit's words found by reading its text along its pages' words: where its
 * blocks do not say where its words are (a page that is its own unit, as NDNP and bare ALTO give
 * them; a table or an advertisement made of a composed block, whose inner blocks the layout
 * lists instead). Each run of the text is taken up where its next words stand in the same order
 * on the pages, from where the last run ended; undefined when a word cannot be found so.
 */
function confidencesAlong(tokens: readonly string[], pages: readonly PageWords[]): (number | undefined)[] | undefined {
  const words = pages.flatMap((page) => page.words)
  const confidences = pages.flatMap((page) => page.confidences)
  const out: (number | undefined)[] = []
  let at = 0
  for (let index = 0; index < tokens.length; ) {
    if (words[at] !== tokens[index]) {
      const run = Math.min(RUN, tokens.length - index)
      let found = -1
      for (let start = at; start + run <= words.length && found < 0; start += 1) {
        let same = 0
        while (same < run && words[start + same] === tokens[index + same]) same += 1
        if (same === run) found = start
      }
      if (found < 0) return undefined
      at = found
    }
    out.push(confidences[at])
    at += 1
    index += 1
  }
  return out
}

export interface UnitLowWords {
  id: number
  /** The places (0-based, among the text's words split at white space) of its low-confidence words. */
  words: number[]
}

/**
 * For the units of a document that begin on pages `first`..`last`, the places of their
 * low-confidence words in their text: by their blocks' places among the page's words, or, where
 * those do not place every word (a page that is its own unit, a composed block), by reading the
 * text along the pages' words (issue 50). A unit whose words cannot be matched one for one to its
 * text (a text that came apart from the pages, as DIDL articles do, or a layout from before
 * migration 7) is left out: shading a wrong word would be worse than none.
 */
export function unitLowWordsOf(db: Db, owner: { column: 'issue_id' | 'item_id'; key: number | string }, first: number, last: number): UnitLowWords[] {
  const units = db
    .prepare<[number | string, number, number], { id: number; text: string; blocks: string; first_page: number }>(
      `SELECT id, text, blocks, first_page FROM unit WHERE ${owner.column} = ? AND first_page BETWEEN ? AND ? ORDER BY first_page, id`,
    )
    .all(owner.key, first, last)
  const refs = units.map((unit) => ({ ...unit, refs: v.parse(unitBlocks, JSON.parse(unit.blocks)) }))
  // A unit's own pages, and the page it begins on where it names no blocks (a page that is its own unit).
  const sequences = [...new Set(refs.flatMap((unit) => [unit.first_page, ...unit.refs.map(([sequence]) => sequence)]))]
  const pages = new Map<number, PageWords>()
  const read = db.prepare<[number | string, number], { words: string; layout: string }>(`SELECT words, layout FROM page WHERE ${owner.column} = ? AND sequence = ?`)
  for (const sequence of sequences) {
    const row = read.get(owner.key, sequence)
    if (row) pages.set(sequence, pageWords(row))
  }
  const out: UnitLowWords[] = []
  for (const unit of refs) {
    let confidences: (number | undefined)[] | undefined = []
    for (const [sequence, blockId] of unit.refs) {
      const page = pages.get(sequence)
      const range = page?.blocks.get(blockId)
      if (page && range) confidences.push(...page.confidences.slice(range[0], range[1]))
    }
    const tokens = unit.text.split(/\s+/u).filter((token) => token !== '')
    if (confidences.length !== tokens.length) {
      // Its blocks do not place every word: its text is read along its pages' words instead.
      const along = [...new Set([unit.first_page, ...unit.refs.map(([sequence]) => sequence)])].sort((a, b) => a - b).flatMap((sequence) => pages.get(sequence) ?? [])
      confidences = along.length > 0 ? confidencesAlong(tokens, along) : undefined
    }
    if (confidences === undefined || confidences.length === 0) continue
    const words = confidences.flatMap((confidence, index) => (confidence !== undefined && confidence < LOW_CONFIDENCE ? [index] : []))
    out.push({ id: unit.id, words })
  }
  return out
}
