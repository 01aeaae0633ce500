// The hits of the search inside a document (issue 18): its marks numbered in reading order, so the
// reader can list them by page and step from one to the next. Pure: the reader's components and
// the unit tests share it, and the numbering must be the one the text is rendered with.

import { boxWord, boxWordForms } from '#src/search/snippet.ts'

/** A page as the reader renders it: its text is that of the units starting on it. */
export interface HitPage {
  sequence: number
  label: string | null
}

/** A unit of text, its OCR split into parts, the matching parts marked. */
export interface HitUnit {
  id: number
  firstPage: number
  parts: readonly { match: boolean }[]
}

/** The hits of one page: how many, and the number of its first. */
export interface PageHits {
  sequence: number
  label: string
  count: number
  first: number
}

export interface HitIndex {
  /** Marks in the rendered text, numbered 1…total. */
  total: number
  /** For each unit rendered, how many hits come before it: its first mark is hit `before + 1`. */
  before: ReadonlyMap<number, number>
  /** The pages that have hits, in reading order. */
  pages: readonly PageHits[]
}

/**
 * Numbers the marks as DocumentBody renders them: page by page, each page's text being the units
 * that start on it, in their order. A unit starting on no page of the document is not rendered,
 * so its marks are neither numbered nor counted: every number names a mark on the page.
 */
export function numberHits(pages: readonly HitPage[], units: readonly HitUnit[]): HitIndex {
  const before = new Map<number, number>()
  const withHits: PageHits[] = []
  let total = 0
  for (const page of pages) {
    const first = total + 1
    for (const unit of units) {
      if (unit.firstPage !== page.sequence) continue
      before.set(unit.id, total)
      total += unit.parts.filter((part) => part.match).length
    }
    if (total >= first) withHits.push({ sequence: page.sequence, label: page.label ?? String(page.sequence), count: total - first + 1, first })
  }
  return { total, before, pages: withHits }
}

/**
 * Where the reader stands among the hits: on hit n (an integer), or between two of them (n + 0.5,
 * after hit n). "Next" and "previous" go from there and wrap around at the ends, as a browser's
 * find does: the counter ("Hit 1 of 17") says where one is, so the wrap is never silent, and the
 * buttons never turn disabled under the visitor's focus.
 */
export type HitPosition = number

/** Before the first hit: "next" goes to the first, "previous" to the last. */
export const START: HitPosition = 0.5

export function nextHit(position: HitPosition, total: number): number {
  const next = Math.floor(position) + 1
  return next > total ? 1 : next
}

export function previousHit(position: HitPosition, total: number): number {
  const previous = Math.ceil(position) - 1
  return previous < 1 ? total : previous
}

/** The hit a position stands on, or 0 between hits. */
export function currentHit(position: HitPosition): number {
  return Number.isInteger(position) ? position : 0
}

/** The id of hit n's mark in the text. */
export const hitId = (n: number) => `hit-${n}`

/** A mark's number from its id, or 0 for any other id. */
export function hitOfId(id: string): number {
  const match = /^hit-([1-9]\d*)$/.exec(id)
  return match ? Number(match[1]) : 0
}

/**
 * Where an address's fragment puts the reader: on a hit (#hit-12), or just before the first hit of
 * the unit a search result opened (#unit-345), so "next hit" goes on from the article the visitor
 * came to read rather than from the top of the issue.
 */
export function positionOfHash(hash: string, index: HitIndex): HitPosition {
  const fragment = hash.replace(/^#/, '')
  const hit = hitOfId(fragment)
  if (hit > 0 && hit <= index.total) return hit
  const unit = /^unit-(\d+)$/.exec(fragment)
  const before = unit ? index.before.get(Number(unit[1])) : undefined
  return before === undefined ? START : before + 0.5
}

/** A word box on a page, page-relative (0..10000), as the reader's pages carry their hits' boxes. */
export interface HitBox {
  word: string
  x: number
  y: number
  width: number
  height: number
}

/** Where hit n is printed: its page and its word's box there. */
export interface HitPlace {
  sequence: number
  box: HitBox
  /**
   * The page whose part of the reader holds the hit's text: the page its unit starts on. An article
   * that goes on over the page shows its later hits beside its text, on the page they are printed on.
   */
  section: number
}

/**
 * Where each mark of the text is printed, for the page view to follow the hits (issue 38): the
 * marks (numbered as numberHits numbers them) matched in order with the word boxes of the pages
 * their unit spans, by the word itself (folded as the search folds it). The text and the boxes come
 * from the same OCR in the same reading order, so the n-th "Reichskanzler" of an article is the
 * n-th such box from where its previous mark was found. A mark whose word is not among the boxes
 * (a box cap reached, a word the engine marked through a stem) has no place and the view stays.
 */
export function placeHits(
  pages: readonly (HitPage & { boxes: readonly HitBox[] })[],
  units: readonly (HitUnit & { lastPage: number; parts: readonly { match: boolean; text: string }[] })[],
): Map<number, HitPlace> {
  const places = new Map<number, HitPlace>()
  // For each page, how many of its boxes the marks before have used.
  const used = new Map<number, number>()
  const sequences = pages.map((page) => page.sequence)
  const boxesOf = new Map(pages.map((page) => [page.sequence, page.boxes.map((box) => ({ box, forms: boxWordForms(boxWord(box.word)) }))]))
  let hit = 0
  for (const page of pages) {
    for (const unit of units) {
      if (unit.firstPage !== page.sequence) continue
      const spanned = sequences.filter((sequence) => sequence >= unit.firstPage && sequence <= Math.max(unit.firstPage, unit.lastPage))
      let at = 0
      for (const part of unit.parts) {
        if (!part.match) continue
        hit += 1
        const word = boxWord(part.text.split(/\s+/).find((piece) => boxWord(piece) !== '') ?? part.text)
        for (let index = at; index < spanned.length; index += 1) {
          const sequence = spanned[index] ?? 0
          const boxes = boxesOf.get(sequence) ?? []
          const from = used.get(sequence) ?? 0
          const found = boxes.findIndex((candidate, position) => position >= from && candidate.forms.includes(word))
          if (found < 0) continue
          used.set(sequence, found + 1)
          at = index
          const box = boxes[found]?.box
          if (box) places.set(hit, { sequence, box, section: unit.firstPage })
          break
        }
      }
    }
  }
  return places
}
