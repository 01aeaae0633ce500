/**
 * The OCR confusion model learned from aligned words (ADR 057): every reading that differs from
 * its word is aligned character by character (Levenshtein), and each run of edits between two
 * agreeing characters is one confusion, the ground truth's characters read as the OCR's (`m` read
 * `rn`, `u` read `n`, `s` read `f` for the long s the index folds to s). An insertion or deletion
 * is kept with the character before it (`s` read `ss`), so that it has a context to be counted
 * against. A confusion's cost is −ln of how often its characters were so read: its count over
 * the count of its ground-truth characters in all words read, right or wrong (plus SMOOTHING).
 */
import { type Reading, alignCharacters } from './align.ts'

/** Longest run of characters on either side of one confusion. */
export const MAX_BLOCK = 3
/** A confusion seen fewer times than this is left to the model's default costs. */
export const MIN_COUNT = 3
/**
 * Added to a confusion's ground-truth count before its rate is taken, so that a rare sequence of
 * characters seen twice, misread twice, does not become a certain misreading.
 */
export const SMOOTHING = 10

export interface Block {
  from: string
  to: string
}

/** The confusions that turn `word` into `reading` on a minimal alignment; undefined when one is longer than MAX_BLOCK. */
export function blocksOf(word: string, reading: string): Block[] | undefined {
  // Columns: [word char or '', reading char or ''].
  const columns = alignCharacters(Array.from(word), Array.from(reading)).pairs.map(([a, b]): [string, string] => [a ?? '', b ?? ''])
  const blocks: Block[] = []
  let index = 0
  while (index < columns.length) {
    const [x, y] = columns[index] ?? ['', '']
    if (x === y) {
      index += 1
      continue
    }
    let from = ''
    let to = ''
    const start = index
    while (index < columns.length && (columns[index]?.[0] ?? '') !== (columns[index]?.[1] ?? '')) {
      from += columns[index]?.[0] ?? ''
      to += columns[index]?.[1] ?? ''
      index += 1
    }
    if (from === '' || to === '') {
      // An insertion or a deletion, with the agreeing character before it (or after it, at the start).
      const before = start > 0 ? (columns[start - 1]?.[0] ?? '') : ''
      const after = columns[index]?.[0] ?? ''
      if (before !== '') {
        from = before + from
        to = before + to
      } else if (after !== '') {
        from += after
        to += after
        index += 1
      }
    }
    if (from.length > MAX_BLOCK || to.length > MAX_BLOCK || from === to) return undefined
    blocks.push({ from, to })
  }
  return blocks
}

/** The learned table: each confusion with its count and cost, and the counts its costs are relative to. */
export interface LearnedTable {
  confusions: [string, string, number, number][]
  /** How many times each character was seen in the words read (the unseen confusions' costs are relative to it). */
  characters: Record<string, number>
  /** Characters seen in all (insertion places). */
  positions: number
  words: number
  misread: number
  garbled: number
}

/** Learns the table from the labelled readings. */
export function learnTable(readings: Iterable<Reading>): LearnedTable {
  const blocks = new Map<string, number>()
  const substrings = new Map<string, number>()
  let words = 0
  let misread = 0
  let garbled = 0
  let positions = 0
  for (const reading of readings) {
    if (reading.gt === null || reading.unknown) continue
    words += 1
    const chars = Array.from(reading.gt)
    positions += chars.length + 1
    for (let start = 0; start < chars.length; start += 1) {
      let part = ''
      for (let length = 1; length <= MAX_BLOCK && start + length <= chars.length; length += 1) {
        part += chars[start + length - 1] ?? ''
        substrings.set(part, (substrings.get(part) ?? 0) + 1)
      }
    }
    if (reading.gt === reading.ocr) continue
    misread += 1
    const found = blocksOf(reading.gt, reading.ocr)
    if (!found) {
      garbled += 1
      continue
    }
    for (const block of found) {
      const key = `${block.from}\u0000${block.to}`
      blocks.set(key, (blocks.get(key) ?? 0) + 1)
    }
  }
  const confusions: [string, string, number, number][] = []
  for (const [key, count] of blocks) {
    if (count < MIN_COUNT) continue
    const [from = '', to = ''] = key.split('\u0000')
    const base = substrings.get(from) ?? 0
    if (base === 0) continue
    confusions.push([from, to, count, Number((-Math.log(count / (base + SMOOTHING))).toFixed(3))])
  }
  confusions.sort((x, y) => x[3] - y[3] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] < y[1] ? -1 : 1))
  const characters: Record<string, number> = {}
  for (const [part, count] of [...substrings].sort((x, y) => (x[0] < y[0] ? -1 : 1))) if (Array.from(part).length === 1) characters[part] = count
  return { confusions, characters, positions, words, misread, garbled }
}
