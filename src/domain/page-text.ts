/**
 * A page's text as the reader offers it to read, select and hear (issue 56, ADR 065): the page's
 * words in reading order, split into the lines and blocks of its layout, each block with the unit
 * (article) it belongs to, so its language is known; and the rules that turn words back into text:
 * a selection copied, an article's words for reading mode, sentences for reading aloud. Pure, so the
 * page views, the reading mode and the unit tests share one reading of the page.
 */

/** A box on a page, page-relative (0..10000). */
export interface TextBox {
  x: number
  y: number
  width: number
  height: number
}

/** What the page layout (src/store/issues.ts getPageLayout) gives of a page's text. */
export interface PageTextSource {
  blocks: readonly { lines: readonly { words: number }[] }[]
  regions: readonly { unitId: number; blocks: readonly number[] }[]
  text: { words: readonly string[]; boxes: readonly number[]; low: readonly number[] }
}

export interface TextWord {
  /** The word's place among the page's words. */
  index: number
  text: string
  box: TextBox
  /** The OCR was unsure of it (below LOW_CONFIDENCE). */
  low: boolean
}

export interface TextBlock {
  /** Its place in the layout's blocks; -1 for words no block counts. */
  index: number
  /** The unit it belongs to; null where none is known. */
  unitId: number | null
  lines: TextWord[][]
}

/** A page's text: its blocks in reading order, and every word once, by its place. */
export interface PageText {
  blocks: TextBlock[]
  words: TextWord[]
}

function wordAt(source: PageTextSource['text'], index: number, low: ReadonlySet<number>): TextWord {
  const at = index * 4
  return {
    index,
    text: source.words[index] ?? '',
    box: { x: source.boxes[at] ?? 0, y: source.boxes[at + 1] ?? 0, width: source.boxes[at + 2] ?? 0, height: source.boxes[at + 3] ?? 0 },
    low: low.has(index),
  }
}

/**
 * The page's words by block and line. A block belongs to the unit that names it; the blocks no unit
 * names belong to `pageUnit` where one is given (a delivery without articles makes one unit of each
 * page, naming no block). Words past the layout's counts (a page imported without a layout) form
 * one block of one line, as the PDFs' text layer places them.
 */
export function pageText(source: PageTextSource, pageUnit: number | null = null): PageText {
  const low = new Set(source.text.low)
  const owner = new Map<number, number>()
  for (const region of source.regions) for (const block of region.blocks) owner.set(block, region.unitId)
  const words: TextWord[] = []
  const blocks: TextBlock[] = []
  const total = source.text.words.length
  source.blocks.forEach((block, index) => {
    const lines: TextWord[][] = []
    for (const line of block.lines) {
      const here: TextWord[] = []
      for (let n = 0; n < line.words && words.length < total; n += 1) {
        const word = wordAt(source.text, words.length, low)
        words.push(word)
        here.push(word)
      }
      if (here.length > 0) lines.push(here)
    }
    if (lines.length > 0) blocks.push({ index, unitId: owner.get(index) ?? pageUnit, lines })
  })
  if (words.length < total) {
    const rest: TextWord[] = []
    while (words.length < total) {
      const word = wordAt(source.text, words.length, low)
      words.push(word)
      rest.push(word)
    }
    blocks.push({ index: -1, unitId: pageUnit, lines: [rest] })
  }
  return { blocks, words }
}

/** The unit the page's unnamed blocks belong to: the one unit printed on it that names none of its blocks. */
export function pageUnitOf(source: Pick<PageTextSource, 'regions'>, unitsOnPage: readonly number[]): number | null {
  const placed = new Set(source.regions.map((region) => region.unitId))
  const unplaced = unitsOnPage.filter((id) => !placed.has(id))
  return unplaced.length === 1 ? (unplaced[0] ?? null) : null
}

/** Marks that only ever mean "the word goes on on the next line" (as the ALTO reader knows them). */
const BREAK_MARKS = '¬\u2e17\u00ad'
const PLAIN_HYPHENS = '-\u2010\u2011'

/**
 * Two pieces of text across a line end: a word broken by a mark is joined (`Aufklä¬` `rung`), a
 * plain hyphen is dropped before a lower-case continuation (`Regie-` `rung`) and kept before a
 * capital (`Nord-` `Amerika`); otherwise a space. The importers join the words they know to be
 * broken; this is for the rest (a source without the markup, a selection ending mid-page).
 */
export function joinLineEnd(first: string, second: string): string {
  const mark = first.slice(-1)
  const broken = first.length > 1 && /\p{L}/u.test(first.slice(-2, -1))
  if (broken && BREAK_MARKS.includes(mark)) return first.slice(0, -1) + second
  if (broken && PLAIN_HYPHENS.includes(mark)) return /^\p{Ll}/u.test(second) ? first.slice(0, -1) + second : first + second
  return first === '' ? second : second === '' ? first : `${first} ${second}`
}

/**
 * The text of some of a page's words, as copied from its image: in reading order, the lines of a
 * block joined into one paragraph (line-end hyphens joined), blocks apart by a blank line.
 */
export function copiedText(text: PageText, selected: ReadonlySet<number>): string {
  const paragraphs: string[] = []
  for (const block of text.blocks) {
    let paragraph = ''
    for (const line of block.lines) {
      const words = line.filter((word) => selected.has(word.index)).map((word) => word.text.trim()).filter((word) => word !== '')
      if (words.length > 0) paragraph = joinLineEnd(paragraph, words.join(' '))
    }
    if (paragraph !== '') paragraphs.push(paragraph)
  }
  return paragraphs.join('\n\n')
}

/** The words of a page's layout, one line of text each, a blank line between blocks: what a screen reader is given. */
export function lineTexts(block: TextBlock): string[] {
  return block.lines.map((line) => line.map((word) => word.text).join(' '))
}

/** The word whose box holds a point of the page (page-relative), or the nearest on its line; undefined off every line. */
export function wordAtPoint(text: PageText, x: number, y: number): TextWord | undefined {
  let best: TextWord | undefined
  let distance = Number.POSITIVE_INFINITY
  for (const word of text.words) {
    const { box } = word
    if (y < box.y || y > box.y + box.height) continue
    const away = x < box.x ? box.x - x : x > box.x + box.width ? x - box.x - box.width : 0
    if (away < distance) {
      distance = away
      best = word
    }
  }
  return best
}

/** The same box, as the reader's hit boxes and the page's words both carry it. */
export const boxKey = (box: TextBox) => `${box.x},${box.y},${box.width},${box.height}`
