/**
 * What every page format's reader and the loader share about a page's text: boxes made
 * page-relative (0..10000 of the page's width and height, ADR 005), line-end hyphens joined, the
 * page's size in pixels and its text. The readers in src/ingest/formats/ import it; it imports no
 * format.
 */
import type { AltoBlock, AltoPage, Box } from './types.ts'

const SCALE = 10000

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

function scale(value: number, extent: number): number {
  return extent > 0 ? clamp(Math.round((value / extent) * SCALE), 0, SCALE) : 0
}

/** A box in the file's unit as page-relative 0..10000, cut at the page edge. */
export function normalise(box: Box, width: number, height: number): Box {
  const x = scale(box.x, width)
  const y = scale(box.y, height)
  // Real files have blocks reaching past their page (NDNP Evening Star); cut them
  // at the page edge so every box stays on the page.
  return { x, y, w: Math.min(scale(box.w, width), SCALE - x), h: Math.min(scale(box.h, height), SCALE - y) }
}

/**
 * Marks that only ever mean "the word goes on on the next line": the not sign of Fraktur OCR
 * (`Aufklä¬`), the double oblique hyphen (U+2E17), the soft hyphen. A plain hyphen may also be
 * part of the word (`Nord-Amerika`), so it is dropped only before a lower-case continuation.
 */
export const BREAK_MARKS = '¬\u2e17\u00ad'
export const PLAIN_HYPHENS = '-\u2010\u2011'
/** A word part ending its line with a mark after a letter (a lone dash is a word of its own). */
export const LINE_END_HYPHEN = new RegExp(`\\p{L}[${PLAIN_HYPHENS}${BREAK_MARKS}]$`, 'u')

/** The word that results from joining a line-end part with the next line's first word. */
export function joinHyphenated(first: string, second: string, marked: boolean): string {
  const mark = first.slice(-1)
  const stem = first.slice(0, -1)
  // With <HYP/> the mark is the element's; some engines also leave it in the word.
  if (marked) return (BREAK_MARKS.includes(mark) || PLAIN_HYPHENS.includes(mark) ? stem : first) + second
  if (BREAK_MARKS.includes(mark)) return stem + second
  if (PLAIN_HYPHENS.includes(mark) && /^\p{Ll}/u.test(second)) return stem + second
  return first + second
}

/**
 * Pixels per unit of each ALTO measurement unit at 300 dpi, the resolution newspaper masters are
 * scanned at: what a page is drawn at when no image says otherwise (an image's own size wins).
 */
export const PIXELS_PER_UNIT: Readonly<Record<AltoPage['unit'], number>> = { pixel: 1, mm10: 300 / 254, inch1200: 300 / 1200 }

/** The page's size in pixels, converted from its unit; undefined when the file gives no size. */
export function pagePixels(page: AltoPage): { width: number; height: number } | undefined {
  const factor = PIXELS_PER_UNIT[page.unit]
  const width = Math.round(page.width * factor)
  const height = Math.round(page.height * factor)
  return width > 0 && height > 0 ? { width, height } : undefined
}

/** A block's text: words separated by spaces, lines by newlines. */
export function blockText(block: AltoBlock): string {
  return block.lines.map((line) => line.words.map((word) => word.content).join(' ')).join('\n')
}

/**
 * A page's text, blocks separated by a blank line. Composed blocks are left
 * out: their inner blocks are in the page's list too and carry the same text.
 */
export function pageText(page: AltoPage): string {
  return page.blocks
    .filter((block) => block.kind !== 'composed')
    .map(blockText)
    .filter((text) => text !== '')
    .join('\n\n')
}
