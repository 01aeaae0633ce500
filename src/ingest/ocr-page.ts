/**
 * What the page-OCR readers of issue 34 (ABBYY, hOCR, TEI, Olive, IIIF 2 annotation lists) share:
 * building an AltoPage in the file's own coordinates under the page limits of limits.ts, words that
 * share a line's box, line-end hyphens joined as ALTO's and PAGE's are, and the boxes made
 * page-relative (0..10000, ADR 005) once the page's size is known.
 */
import { LINE_END_HYPHEN, joinHyphenated, normalise } from './page-text.ts'
import { withoutControls } from './clean-text.ts'
import { MAX_LENGTH, MAX_PAGE_CHARACTERS, MAX_PAGE_WORDS, checkLength, checkPageSize } from './limits.ts'
import { type AltoBlock, type AltoLine, type AltoPage, type AltoWord, type Box, IngestError } from './types.ts'

/** Elements open at once: real TEI editions nest a few dozen deep; far more is an attack on the reader. */
export const MAX_ELEMENT_DEPTH = 1_000

export const EMPTY_BOX: Box = { x: 0, y: 0, w: 0, h: 0 }

/** The smallest box holding all of `boxes` (those of no extent left out), or undefined. */
export function unionBox(boxes: readonly Box[]): Box | undefined {
  let left = Number.POSITIVE_INFINITY
  let top = Number.POSITIVE_INFINITY
  let right = Number.NEGATIVE_INFINITY
  let bottom = Number.NEGATIVE_INFINITY
  for (const box of boxes) {
    if (box.w <= 0 && box.h <= 0) continue
    left = Math.min(left, box.x)
    top = Math.min(top, box.y)
    right = Math.max(right, box.x + box.w)
    bottom = Math.max(bottom, box.y + box.h)
  }
  return Number.isFinite(left) ? { x: left, y: top, w: right - left, h: bottom - top } : undefined
}

/** A box from its edges, or undefined when a value is not a finite number or the box is inverted. */
export function boxFromEdges(left: number, top: number, right: number, bottom: number): Box | undefined {
  if (![left, top, right, bottom].every(Number.isFinite) || right < left || bottom < top) return undefined
  return { x: left, y: top, w: right - left, h: bottom - top }
}

/** The bounding box of `x,y x,y …` points (PAGE, TEI zones), or undefined when none is a number pair. */
export function boxOfPoints(points: string): Box | undefined {
  const xs: number[] = []
  const ys: number[] = []
  for (const pair of points.trim().split(/\s+/)) {
    const [x, y] = pair.split(',').map(Number)
    if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) continue
    xs.push(x)
    ys.push(y)
  }
  if (xs.length === 0) return undefined
  return boxFromEdges(Math.max(0, Math.min(...xs)), Math.max(0, Math.min(...ys)), Math.max(...xs), Math.max(...ys))
}

/** Words of a text sharing a box in proportion to their length (line-level OCR, as ALTO's line strings do). */
export function shareBox(text: string, box: Box, confidence?: number): AltoWord[] {
  const parts = text.split(/\s+/u).filter((part) => part !== '')
  const total = parts.reduce((sum, part) => sum + part.length + 1, -1)
  let offset = 0
  return parts.map((part) => {
    const share = total > 0 ? box.w / total : 0
    const word: AltoWord = { content: part, box: parts.length === 1 ? { ...box } : { x: box.x + offset * share, y: box.y, w: part.length * share, h: box.h } }
    offset += part.length + 1
    if (confidence !== undefined) word.confidence = confidence
    return word
  })
}

/**
 * Words in reading order set in lines by their boxes, for formats that give words but no lines
 * (Gale, iArchives): a word that starts left of the one before it and below its middle starts a
 * new line.
 */
export function intoLines<T extends { box: Box }>(words: readonly T[]): T[][] {
  const lines: T[][] = []
  let line: T[] = []
  for (const word of words) {
    const previous = line.at(-1)
    if (previous && word.box.x < previous.box.x && word.box.y > previous.box.y + previous.box.h / 2) {
      lines.push(line)
      line = []
    }
    line.push(word)
  }
  if (line.length > 0) lines.push(line)
  return lines
}

/** A confidence as 0..1 from a value on a scale of `max` (100 for ABBYY and hOCR), or undefined when it is none. */
export function confidenceOf(value: number | undefined, max: number): number | undefined {
  if (value === undefined || !Number.isFinite(value) || value < 0) return undefined
  return Math.min(1, value / max)
}

/**
 * One page being read: blocks, their lines and words in the file's own coordinates, counted
 * against the page limits as they come (a hostile file stops at the limit, not at the end).
 */
export class PageBuilder {
  readonly blocks: AltoBlock[] = []
  private readonly words: AltoWord[] = []
  private characters = 0
  private readonly file: string
  /** The line of the element the page's size comes from, for its message. */
  private readonly line: number | undefined
  /** The language the OCR names for the words that come now (ISO 639-1), if any. */
  language: string | undefined
  private readonly languageWords = new Map<string, number>()

  constructor(file: string, line?: number) {
    this.file = file
    this.line = line
  }

  get wordCount(): number {
    return this.words.length
  }

  block(id: string, kind: AltoBlock['kind'], box: Box): AltoBlock {
    const block: AltoBlock = { id, kind, box, lines: [] }
    this.blocks.push(block)
    return block
  }

  /** A word checked against the limits; `line` is the source line for the message. */
  word(given: string, box: Box, confidence: number | undefined, line: number | undefined): AltoWord {
    // hOCR (HTML) and IIIF (JSON) can carry NUL, ESC and the like, which no text holds (L2 of issue 48).
    const content = withoutControls(given)
    checkLength(content, MAX_LENGTH.word, 'a word', this.file, () => line)
    if (this.words.length >= MAX_PAGE_WORDS) {
      throw new IngestError(this.file, line, `the page has more than ${MAX_PAGE_WORDS.toLocaleString('en')} words, the limit for one page`)
    }
    this.characters += content.length
    if (this.characters > MAX_PAGE_CHARACTERS) {
      throw new IngestError(this.file, line, `the page has more than ${MAX_PAGE_CHARACTERS.toLocaleString('en')} characters of text, the limit for one page`)
    }
    const word: AltoWord = { content, box }
    if (confidence !== undefined) word.confidence = confidence
    this.words.push(word)
    if (this.language !== undefined) this.languageWords.set(this.language, (this.languageWords.get(this.language) ?? 0) + 1)
    return word
  }

  /** Adds a line of words to a block (and to the composed blocks around it), joining a hyphen at the end of the line before. */
  addLine(words: AltoWord[], ...blocks: AltoBlock[]): void {
    if (words.length === 0 || blocks.length === 0) return
    const [own] = blocks
    const previous = own?.lines.at(-1)
    const last = previous?.words.at(-1)
    const first = words[0]
    if (previous && last && first && LINE_END_HYPHEN.test(last.content)) {
      last.content = joinHyphenated(last.content, first.content, false)
      checkLength(last.content, MAX_LENGTH.word, 'a word joined across a line break', this.file, () => undefined)
      this.forget(first)
      words = words.slice(1)
      if (words.length === 0) return
    }
    const line: AltoLine = { words }
    for (const block of blocks) block.lines.push(line)
  }

  private forget(word: AltoWord): void {
    const index = this.words.lastIndexOf(word)
    if (index !== -1) this.words.splice(index, 1)
  }

  /**
   * The page with its boxes made page-relative: the page's size as the file gives it, else the far
   * edge of what is on it. Blocks without a box of their own get the union of their words'.
   */
  finish(width: number | undefined, height: number | undefined, unit: AltoPage['unit'] = 'pixel'): AltoPage {
    checkPageSize(width, 'width', this.file, this.line)
    checkPageSize(height, 'height', this.file, this.line)
    for (const block of this.blocks) {
      if (block.box.w > 0 || block.box.h > 0) continue
      block.box = unionBox(block.lines.flatMap((line) => line.words.map((word) => word.box))) ?? EMPTY_BOX
    }
    const w = positive(width) ?? Math.max(0, ...this.extents((box) => box.x + box.w))
    const h = positive(height) ?? Math.max(0, ...this.extents((box) => box.y + box.h))
    // Without a size of its own the page reaches as far as what is on it: that too is a page's size.
    checkPageSize(w, 'width', this.file, this.line)
    checkPageSize(h, 'height', this.file, this.line)
    for (const block of this.blocks) block.box = normalise(block.box, w, h)
    for (const word of this.words) word.box = normalise(word.box, w, h)
    const languages = this.languages()
    return { width: w, height: h, unit, blocks: this.blocks, ...(languages.length > 0 ? { languages } : {}) }
  }

  /** The languages named for at least a tenth of the page's words, most words first: a Latin quotation does not make a page Latin. */
  private languages(): string[] {
    const total = this.words.length
    return [...this.languageWords]
      .filter(([, count]) => total > 0 && count * 10 >= total)
      .sort((a, b) => b[1] - a[1])
      .map(([language]) => language)
  }

  private extents(edge: (box: Box) => number): number[] {
    return [...this.blocks.map((block) => edge(block.box)), ...this.words.map((word) => edge(word.box))]
  }
}

export function positive(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined
}

/** Refuses a document nested deeper than MAX_ELEMENT_DEPTH. */
export function checkDepth(depth: number, file: string, line: number | undefined): void {
  if (depth > MAX_ELEMENT_DEPTH) throw new IngestError(file, line, `elements are nested more than ${MAX_ELEMENT_DEPTH.toLocaleString('en')} deep`)
}
