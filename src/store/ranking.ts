/**
 * Relevance (ADR 019): FTS5's bm25 over the headline field and the text,
 * times a prior on the unit's length (and a masthead's half).
 *
 * bm25 alone normalises term frequency by length, which is right between
 * articles but lets a one-line unit win outright: "Vue de Luxembourg." holds
 * the word in 3 of its 3 words, so eight copies of that caption came before
 * every article about Luxembourg. The prior scales a unit's score by how much
 * text it has, up to FULL_TEXT_WORDS words, on a log scale: a 3-word caption
 * keeps a third of its score, a 40-word notice nine tenths of it, an article
 * all of it. A caption still leads where it is the only thing that matches (a
 * phrase that is a caption) or where its words are rare enough.
 *
 * The prior needs each unit's word count. FTS5 keeps it already, as the
 * per-column token counts of its %_docsize table (a documented format: one
 * SQLite varint per column), the very lengths bm25 uses; so a store needs no
 * new column and older stores rank the same way without re-import.
 */
import { foldToAscii } from '../domain/fold.ts'
import type { IndexTotals } from './bm25.ts'
import type { Db } from './db.ts'

/** The bm25 weights of the FTS columns: the headline fields (title and headings), then the text. */
export const RANK_EXPRESSION = 'bm25(unit_fts, 4.0, 1.0)'

/** A text's words, lower case without diacritics, as the ranking compares them. */
export function foldedWords(text: string): string[] {
  return foldToAscii(text).match(/[\p{L}\p{N}]+/gu) ?? []
}

/** A text's words, folded and space-separated, for comparing a title with headings and text. */
function wordKey(text: string): string {
  return foldedWords(text).join(' ')
}

/** Whether the words of `inner` run, whole, inside the words of `outer`. */
function containsWords(outer: string, inner: string): boolean {
  return ` ${outer} `.includes(` ${inner} `)
}

/**
 * What the headline column of the index holds for a unit: its title and the
 * text of its heading parts, each once. Empty for a masthead, whose title is
 * the paper's name printed in every issue (the periodical filter is the way to
 * it, not a headline's weight), and for a unit that is nothing but its
 * headline (a caption, a section heading): the weight rewards words in the
 * headline rather than only in the body, and such a unit has no body to be
 * above.
 */
export function headlineField(unit: { type: string; title?: string | undefined; headings?: string | undefined; text: string }): string {
  if (unit.type === 'title_section') return ''
  const title = unit.title ?? ''
  const headings = unit.headings ?? ''
  const titleKey = wordKey(title)
  const headingKey = wordKey(headings)
  let headline: string
  if (headingKey === '' || containsWords(titleKey, headingKey)) headline = title
  else if (titleKey === '' || containsWords(headingKey, titleKey)) headline = headings
  else headline = `${title}\n${headings}`
  return wordKey(headline) === wordKey(unit.text) ? '' : headline
}

/** From this many words on, a unit's score is not scaled down. */
export const FULL_TEXT_WORDS = 60

const FULL_TEXT_LOG = Math.log1p(FULL_TEXT_WORDS)

/** The length prior: 1 for FULL_TEXT_WORDS words or more, less on a log scale below. */
export function lengthPrior(words: number): number {
  return words >= FULL_TEXT_WORDS ? 1 : Math.log1p(Math.max(1, words)) / FULL_TEXT_LOG
}

/** The token counts of the columns in an FTS5 %_docsize blob, in column order. */
export function docsizeColumns(blob: Uint8Array): number[] {
  const columns: number[] = []
  let offset = 0
  while (offset < blob.length) {
    let value = 0
    // Up to 9 bytes, 7 bits each, high bit set on all but the last (the ninth gives 8 bits).
    for (let byte = 0; byte < 9 && offset < blob.length; byte += 1) {
      const next = blob[offset++] ?? 0
      if (byte === 8) {
        value = value * 256 + next
        break
      }
      value = value * 128 + (next & 0x7f)
      if ((next & 0x80) === 0) break
    }
    columns.push(value)
  }
  return columns
}

/** The token count of one column in an FTS5 %_docsize blob. */
export function docsizeColumn(blob: Uint8Array, column: number): number {
  return docsizeColumns(blob)[column] ?? 0
}

/** The text column's index in unit_fts. */
export const TEXT_COLUMN = 1

/**
 * A masthead's share of the score: it is the paper's name, number and prices,
 * printed again in every issue, so a word in it says little about the issue.
 * It still leads a search for the paper's name, which little else contains.
 */
export const MASTHEAD_PRIOR = 0.5

/**
 * A unit's prior: the length prior times the masthead's share, rounded to a
 * float32 as the engine keeps it (so SQL and the engine multiply by the very
 * same number).
 */
export function unitPrior(words: number, type: string): number {
  return Math.fround(lengthPrior(words) * (type === 'title_section' ? MASTHEAD_PRIOR : 1))
}

/** What relevance needs of every unit, by unit id, and of the index as a whole (bm25's totals). */
export interface UnitScoring {
  /** Each unit's prior (0 for ids that are not units). */
  priors: Float32Array
  /** Each unit's tokens over all the index's columns, bm25's D (0 for ids that are not units). */
  lengths: Uint32Array
  totals: IndexTotals
}

/** Each unit's prior and length, from one pass over FTS5's %_docsize, and the index's totals from the same rows. */
export function unitScoring(db: Db): UnitScoring {
  const maxId = db.prepare<[], number | null>('SELECT MAX(id) FROM unit').pluck().get() ?? 0
  const priors = new Float32Array(maxId + 1)
  const lengths = new Uint32Array(maxId + 1)
  const rows = db.prepare<[], [number, string, Buffer | null]>('SELECT u.id, u.type, d.sz FROM unit u LEFT JOIN unit_fts_docsize d ON d.id = u.id').raw()
  const totals: IndexTotals = { rows: 0, tokens: 0 }
  for (const [id, type, size] of rows.iterate()) {
    if (id < 0 || id > maxId) continue
    const columns = size ? docsizeColumns(size) : []
    priors[id] = unitPrior(columns[TEXT_COLUMN] ?? 0, type)
    if (!size) continue
    const length = columns.reduce((sum, tokens) => sum + tokens, 0)
    lengths[id] = length
    totals.rows += 1
    totals.tokens += length
  }
  return { priors, lengths, totals }
}

/**
 * Unit ids in relevance order from (id, bm25) pairs: bm25 times the unit's
 * prior, best (lowest) first, ties by id. `limit` keeps the first few only.
 */
export function rankByScore(rows: readonly (readonly [number, number])[], priors: Float32Array, limit = rows.length): number[] {
  const ids = new Uint32Array(rows.length)
  const scores = new Float64Array(rows.length)
  rows.forEach(([id, bm25], index) => {
    ids[index] = id
    scores[index] = bm25 * (priors[id] ?? 0)
  })
  return rankScores(ids, scores, limit)
}

/**
 * Unit ids by score, best (lowest) first, ties by id: the order of rankByScore, from the scores
 * themselves (bm25 times the prior). `scores` is normalised in place. `limit` keeps the first few only.
 */
export function rankScores(ids: Uint32Array, scores: Float64Array, limit = ids.length): number[] {
  const count = ids.length
  let idsAscending = true
  for (let index = 0; index < count; index += 1) {
    const score = scores[index] ?? 0
    // +0 for -0 (equal to 0 in a comparison, below it in bits); a NaN, which compares as a tie, last.
    scores[index] = Number.isNaN(score) ? Infinity : score + 0
    if (index > 0 && (ids[index] ?? 0) < (ids[index - 1] ?? 0)) idsAscending = false
  }
  const order = count < RADIX_FROM ? comparedOrder(scores, ids) : radixOrder(scores, ids, idsAscending)
  const length = Math.min(limit, count)
  const ranked = new Array<number>(length)
  for (let index = 0; index < length; index += 1) ranked[index] = ids[order[index] ?? 0] ?? 0
  return ranked
}

/** Below this many rows a comparison sort is quicker than the radix sort's passes over its 65,536 counters. */
const RADIX_FROM = 4096

/** Indices by score, then by id. */
function comparedOrder(scores: Float64Array, ids: Uint32Array): Uint32Array {
  const order = Uint32Array.from({ length: scores.length }, (_, index) => index)
  return order.sort((a, b) => (scores[a] ?? 0) - (scores[b] ?? 0) || (ids[a] ?? 0) - (ids[b] ?? 0))
}

/**
 * The same order as comparedOrder by a stable least-significant-digit radix sort on 16-bit digits:
 * the id (unless the rows came in id order, as FTS5 gives them), then the score's 64 bits made to
 * sort as unsigned integers (a negative number's bits inverted, a positive one's sign bit set).
 * A comparison sort of 100,000 bm25 scores took 60 ms at a million articles, most of a prefix
 * search's time after SQLite's; this takes a few.
 */
function radixOrder(scores: Float64Array, ids: Uint32Array, idsAscending: boolean): Uint32Array {
  const count = scores.length
  const words = new Uint32Array(scores.buffer, scores.byteOffset, count * 2)
  const high = new Uint32Array(count)
  const low = new Uint32Array(count)
  for (let index = 0; index < count; index += 1) {
    const hi = words[index * 2 + 1] ?? 0
    const lo = words[index * 2] ?? 0
    const negative = hi >>> 31 === 1
    high[index] = negative ? ~hi >>> 0 : (hi | 0x80000000) >>> 0
    low[index] = negative ? ~lo >>> 0 : lo
  }
  let order = Uint32Array.from({ length: count }, (_, index) => index)
  let spare = new Uint32Array(count)
  const counts = new Uint32Array(65537)
  const keys: Uint32Array[] = idsAscending ? [low, high] : [ids, low, high]
  for (const key of keys) {
    for (const shift of [0, 16]) {
      counts.fill(0)
      for (let index = 0; index < count; index += 1) {
        const slot = (((key[order[index] ?? 0] ?? 0) >>> shift) & 0xffff) + 1
        counts[slot] = (counts[slot] ?? 0) + 1
      }
      for (let digit = 1; digit <= 65536; digit += 1) counts[digit] = (counts[digit] ?? 0) + (counts[digit - 1] ?? 0)
      for (let index = 0; index < count; index += 1) {
        const item = order[index] ?? 0
        const digit = ((key[item] ?? 0) >>> shift) & 0xffff
        spare[counts[digit] ?? 0] = item
        counts[digit] = (counts[digit] ?? 0) + 1
      }
      ;[order, spare] = [spare, order]
    }
  }
  return order
}
