/**
 * The text reading mode shows and reads aloud (issue 56, ADR 065): an article's or a page's words
 * in reading order, in paragraphs that each belong to one unit (so each has its language), every
 * word with its place on its page where the text follows the page's words one for one, and the
 * sentences read aloud one utterance at a time. Pure: built in the browser from the page layouts
 * and the reader's units, tested on its own.
 */
import { type PageText, type TextBox, boxKey } from './page-text.ts'

export interface ReadingWord {
  text: string
  /** The page it is printed on and its box there; null where the text is not matched to the page. */
  page: number | null
  box: TextBox | null
  /** Its place among its page's words (page-text.ts), where placed. */
  index: number | null
  /** The OCR was unsure of it. */
  low: boolean
  /** A word of the search the visitor came with. */
  hit: boolean
}

export interface ReadingParagraph {
  unitId: number | null
  /** The place of its first word among all the words. */
  first: number
  words: ReadingWord[]
}

export interface ReadingText {
  paragraphs: ReadingParagraph[]
  /** Every word, in order: a position (`at=`) is a place in this list. */
  words: ReadingWord[]
  /** Each sentence as [first, last] word places. */
  sentences: [number, number][]
  /** Whether the words are placed on their pages (the image can follow the reading). */
  placed: boolean
}

/** A sentence read aloud holds at most this many words: OCR without stops would make one utterance of a column. */
export const MAX_SENTENCE_WORDS = 40

/** Short words with a full stop that seldom end a sentence (titles, initials, German ordinals as in "3. Mai", abbreviations of old print). */
const ABBREVIATION = /^(?:\p{L}|\d{1,2}|[IVXLC]+|Dr|Mr|Mrs|St|Nr|No|vgl|bzw|z\.B|u\.a|Hr|Fr|Mme|Mlle|M|MM|Sr|Jr|etc|resp|ca|Jan|Feb|Aug|Sept|Oct|Okt|Nov|Dec|Dez)\.$/u

/** Where sentences end: after a word ending in . ! ? or … (quotes and brackets may follow), not after an abbreviation. */
export function sentencesOf(words: readonly { text: string }[], paragraphStarts: ReadonlySet<number> = new Set()): [number, number][] {
  const out: [number, number][] = []
  let first = 0
  for (let index = 0; index < words.length; index += 1) {
    const text = words[index]?.text ?? ''
    const bare = text.replace(/["'»«”“’)\]]+$/u, '')
    const ends = /[.!?…]$/u.test(bare) && !ABBREVIATION.test(bare)
    const paragraphEnds = paragraphStarts.has(index + 1)
    if (ends || paragraphEnds || index - first + 1 >= MAX_SENTENCE_WORDS || index === words.length - 1) {
      out.push([first, index])
      first = index + 1
    }
  }
  return out
}

function finish(paragraphs: ReadingParagraph[], placed: boolean): ReadingText {
  const kept = paragraphs.filter((paragraph) => paragraph.words.length > 0)
  const words: ReadingWord[] = []
  for (const paragraph of kept) {
    paragraph.first = words.length
    words.push(...paragraph.words)
  }
  return { paragraphs: kept, words, sentences: sentencesOf(words, new Set(kept.map((paragraph) => paragraph.first))), placed }
}

/** One page of the reading: its blocks in the order given, each a paragraph of its unit. */
export interface ReadingPage {
  sequence: number
  text: PageText
  /** The search's word boxes on the page (the reader's hit boxes). */
  hits: readonly TextBox[]
}

function placedWords(page: ReadingPage, blockOrder?: readonly number[]): ReadingParagraph[] {
  const hits = new Set(page.hits.map(boxKey))
  const blocks = blockOrder ? blockOrder.flatMap((index) => page.text.blocks.filter((block) => block.index === index)) : page.text.blocks
  return blocks.map((block) => ({
    unitId: block.unitId,
    first: 0,
    words: block.lines.flat().map((word) => ({ text: word.text, page: page.sequence, box: word.box, index: word.index, low: word.low, hit: hits.has(boxKey(word.box)) })),
  }))
}

/** A page's whole text, block by block. */
export function pageReading(page: ReadingPage): ReadingText {
  return finish(placedWords(page), true)
}

/** A unit's text as the reader has it: its parts, the search's words marked. */
export interface ReadingUnit {
  id: number
  parts: readonly { text: string; match: boolean }[]
}

/** The unit's text in paragraphs (at blank lines), without places: where its words are not those of its pages. */
function unplacedWords(unit: ReadingUnit): ReadingParagraph[] {
  const paragraphs: ReadingParagraph[] = [{ unitId: unit.id, first: 0, words: [] }]
  for (const part of unit.parts) {
    part.text.split(/(\n\s*\n)/u).forEach((piece) => {
      if (/^\n\s*\n$/u.test(piece)) {
        paragraphs.push({ unitId: unit.id, first: 0, words: [] })
        return
      }
      for (const token of piece.split(/\s+/u)) {
        if (token !== '') paragraphs.at(-1)?.words.push({ text: token, page: null, box: null, index: null, low: false, hit: part.match })
      }
    })
  }
  return paragraphs
}

/**
 * An article's text: its blocks on each of its pages, in its own order (`blocks` per page, from the
 * page layout's regions), when they hold its text word for word; else its text as stored, not
 * placed (a text delivered apart from the pages, as DIDL articles are), which reading mode says.
 */
export function unitReading(unit: ReadingUnit, pages: readonly (ReadingPage & { blocks: readonly number[] })[]): ReadingText {
  const placed = pages.flatMap((page) => placedWords(page, page.blocks.length > 0 ? page.blocks : page.text.blocks.filter((block) => block.unitId === unit.id).map((block) => block.index)))
  const tokens = unit.parts.reduce((sum, part) => sum + part.text.split(/\s+/u).filter((token) => token !== '').length, 0)
  const count = placed.reduce((sum, paragraph) => sum + paragraph.words.length, 0)
  if (count > 0 && count === tokens) {
    // The stored text marks the search's words; the boxes may miss some (their cap): both count.
    const marks = unit.parts.flatMap((part) => part.text.split(/\s+/u).filter((token) => token !== '').map(() => part.match))
    let at = 0
    for (const paragraph of placed) {
      for (const word of paragraph.words) {
        // Read the mark of every word, hit by its box or not: the marks go word for word.
        const marked = marks[at] ?? false
        at += 1
        word.hit = word.hit || marked
      }
    }
    return finish(placed, true)
  }
  return finish(unplacedWords(unit), false)
}

/** The sentence a word is in. */
export function sentenceAt(text: ReadingText, word: number): number {
  const index = text.sentences.findIndex(([, last]) => last >= word)
  return index < 0 ? Math.max(0, text.sentences.length - 1) : index
}
