/**
 * Page geometry shared by the generator and the ALTO writer, in ALTO's mm10
 * unit (tenths of a millimetre). The generator decides which blocks go on
 * which page by running the same ColumnFlow that altoPage later runs to
 * compute coordinates, so the two always agree and every box stays inside
 * the page.
 */

export type TextStyleName = 'body' | 'small' | 'heading' | 'subheading' | 'masthead' | 'display'

export interface TextStyle {
  id: string
  fontSize: number
  fontFamily: string
  italic: boolean
  /** Width of an average character. */
  charWidth: number
  /** Height of a String box. */
  glyphHeight: number
  /** Distance from one line to the next. */
  pitch: number
}

export const TEXT_STYLES: Record<TextStyleName, TextStyle> = {
  body: { id: 'TXT_0', fontSize: 10, fontFamily: 'Times New Roman', italic: false, charWidth: 14, glyphHeight: 30, pitch: 40 },
  small: { id: 'TXT_1', fontSize: 8, fontFamily: 'Times New Roman', italic: false, charWidth: 12, glyphHeight: 25, pitch: 33 },
  heading: { id: 'TXT_2', fontSize: 14, fontFamily: 'Times New Roman', italic: false, charWidth: 22, glyphHeight: 44, pitch: 56 },
  subheading: { id: 'TXT_3', fontSize: 11, fontFamily: 'Times New Roman', italic: true, charWidth: 16, glyphHeight: 33, pitch: 44 },
  masthead: { id: 'TXT_4', fontSize: 48, fontFamily: 'Old English Text', italic: false, charWidth: 62, glyphHeight: 130, pitch: 160 },
  display: { id: 'TXT_5', fontSize: 36, fontFamily: 'Arial', italic: false, charWidth: 48, glyphHeight: 100, pitch: 124 },
}

/** Inner margin of a block around its lines. */
export const BLOCK_PADDING = 6
/** Vertical space between blocks in a column. */
export const BLOCK_GAP = 14
/** The soft hyphen marks a word broken at the end of a line (ALTO HypPart1/HypPart2). */
export const SOFT_HYPHEN = '\u00AD'

export interface PageGeometry {
  width: number
  height: number
  columns: number
  /** The print space. */
  left: number
  top: number
  printWidth: number
  printHeight: number
  gutter: number
  columnWidth: number
}

export function pageGeometry(width: number, height: number, columns: number): PageGeometry {
  const left = Math.round(width * 0.04)
  const top = Math.round(height * 0.035)
  const bottom = Math.round(height * 0.05)
  const printWidth = width - 2 * left
  const printHeight = height - top - bottom
  const gutter = columns > 1 ? 40 : 0
  const columnWidth = Math.floor((printWidth - gutter * (columns - 1)) / columns)
  return { width, height, columns, left, top, printWidth, printHeight, gutter, columnWidth }
}

/** Character widths, looked up once per character: the demo measures every word twice. */
const charFactors = new Map<string, number>()

function charFactor(c: string): number {
  let factor = charFactors.get(c)
  if (factor === undefined) {
    factor = measureChar(c)
    charFactors.set(c, factor)
  }
  return factor
}

function measureChar(c: string): number {
  if ('ilj.,;:\'!|’‚'.includes(c)) return 0.45
  if ('ftr()-–«»„“”'.includes(c)) return 0.62
  if ('mwMWŒœ'.includes(c)) return 1.45
  if (c >= '0' && c <= '9') return 1
  if (c !== c.toLowerCase()) return 1.25
  return 1
}

/** Printed width of a word, rounded up to whole mm10. */
export function textWidth(text: string, style: TextStyle): number {
  let units = 0
  for (const c of text) {
    if (c === SOFT_HYPHEN) continue
    units += charFactor(c)
  }
  return Math.max(1, Math.ceil(units * style.charWidth))
}

export function spaceWidth(style: TextStyle): number {
  return Math.round(style.charWidth * 0.6)
}

export function hyphenWidth(style: TextStyle): number {
  return textWidth('-', style)
}

export function blockHeight(lineCount: number, style: TextStyle): number {
  return lineCount * style.pitch + 2 * BLOCK_PADDING
}

export function linesThatFit(space: number, style: TextStyle): number {
  return Math.max(0, Math.floor((space - 2 * BLOCK_PADDING) / style.pitch))
}

/**
 * Breaks words into lines no wider than maxWidth. `hyphenate` may offer a
 * split point for a word that does not fit at a line end; the first part then
 * ends the line with a soft hyphen and the rest starts the next line.
 */
export function wrapWords(
  words: readonly string[],
  maxWidth: number,
  style: TextStyle,
  hyphenate?: (word: string) => number,
): string[][] {
  const lines: string[][] = []
  const space = spaceWidth(style)
  const hyphen = hyphenWidth(style)
  let line: string[] = []
  let width = 0
  const pushLine = () => {
    if (line.length > 0) lines.push(line)
    line = []
    width = 0
  }
  const queue = words.slice().reverse()
  while (queue.length > 0) {
    const word = queue.pop()
    if (word === undefined || word.length === 0) continue
    const w = textWidth(word, style)
    const needed = line.length === 0 ? w : width + space + w
    if (needed <= maxWidth) {
      line.push(word)
      width = needed
      continue
    }
    const room = line.length === 0 ? maxWidth : maxWidth - width - space
    const split = hyphenate && room > 0 ? hyphenate(word) : 0
    if (split > 0 && split < word.length) {
      const head = word.slice(0, split)
      if (textWidth(head, style) + hyphen <= room) {
        line.push(head + SOFT_HYPHEN)
        pushLine()
        queue.push(word.slice(split))
        continue
      }
    }
    if (line.length > 0) {
      pushLine()
      queue.push(word)
      continue
    }
    // A single word wider than the column: cut it where it fits.
    let cut = word.length - 1
    while (cut > 1 && textWidth(word.slice(0, cut), style) + hyphen > maxWidth) cut--
    line.push(word.slice(0, cut) + SOFT_HYPHEN)
    pushLine()
    queue.push(word.slice(cut))
  }
  pushLine()
  return lines
}

export interface Placement {
  x: number
  y: number
  w: number
  h: number
}

/**
 * Fills a page column by column, top to bottom. `place` puts a block in the
 * current column if it fits there, otherwise in the next column that has
 * room; a full-width block goes below everything placed so far.
 *
 * `depth` (0..1) shortens all columns but the last, so that a page with
 * little text has balanced columns at the top instead of one full column;
 * the last column keeps the full height so nothing is lost.
 */
export class ColumnFlow {
  readonly geometry: PageGeometry
  private column = 0
  private readonly cursors: number[]
  private readonly shortBottom: number
  private placedCount = 0

  constructor(geometry: PageGeometry, depth = 1) {
    this.geometry = geometry
    this.cursors = Array.from({ length: geometry.columns }, () => geometry.top)
    const d = Math.min(1, Math.max(0.05, depth))
    this.shortBottom = geometry.top + Math.round(geometry.printHeight * d)
  }

  private get bottom(): number {
    return this.geometry.top + this.geometry.printHeight
  }

  private bottomOf(column: number): number {
    return column >= this.geometry.columns - 1 ? this.bottom : this.shortBottom
  }

  get isEmpty(): boolean {
    return this.placedCount === 0
  }

  /** Free height in the current column. */
  spaceLeft(): number {
    return Math.max(0, this.bottomOf(this.column) - (this.cursors[this.column] ?? this.bottom))
  }

  nextColumn(): boolean {
    if (this.column + 1 >= this.geometry.columns) return false
    this.column++
    return true
  }

  place(height: number, span: 'column' | 'full' = 'column'): Placement | undefined {
    const g = this.geometry
    if (span === 'full') {
      const y = Math.max(...this.cursors)
      if (y + height > this.bottom) return undefined
      for (let i = 0; i < this.cursors.length; i++) this.cursors[i] = y + height + BLOCK_GAP
      this.column = 0
      this.placedCount++
      return { x: g.left, y, w: g.printWidth, h: height }
    }
    for (let c = this.column; c < g.columns; c++) {
      const y = this.cursors[c] ?? this.bottom
      if (y + height <= this.bottomOf(c)) {
        this.column = c
        this.cursors[c] = y + height + BLOCK_GAP
        this.placedCount++
        return { x: g.left + c * (g.columnWidth + g.gutter), y, w: g.columnWidth, h: height }
      }
    }
    return undefined
  }
}
