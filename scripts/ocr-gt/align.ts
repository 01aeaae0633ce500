/**
 * Aligned OCR and ground-truth text, read as the index reads text: each character folded as the
 * index folds it (src/domain/fold.ts: lower case, ß → ss, ſ → s, diacritics removed), tokens as
 * FTS5's unicode61 cuts them (runs of letters and digits). From a character alignment this finds,
 * for every OCR token, the one ground-truth word it is a reading of, where there is exactly one
 * (a word split in two by the OCR, or two run together, is a reading of no single word: no search
 * for one term can find it, nor should it be offered for one).
 */
import { foldToAscii } from '../../src/domain/fold.ts'

/** One column of an alignment: a character of each side, or null where that side has none. */
export interface Column {
  ocr: string | null
  gt: string | null
}

/** An OCR token and the ground-truth word it reads, when it reads exactly one. */
export interface Reading {
  ocr: string
  /** The ground-truth word (folded); null when the token reads part of one, several or none. */
  gt: string | null
  /** The ground truth is uncertain here (`#` in the ICDAR sets): the reading is not labelled. */
  unknown: boolean
}

const TOKEN_CHAR = /^[\p{L}\p{N}]+$/u

function fold(char: string | null): string {
  return char === null ? '' : foldToAscii(char)
}

function isTokenText(text: string): boolean {
  return text !== '' && TOKEN_CHAR.test(text)
}

/** A character that ends a token (a space, a punctuation mark), as opposed to one folded away. */
function isSeparator(char: string | null): boolean {
  if (char === null || char === '#') return false
  const folded = fold(char)
  return folded !== '' && !isTokenText(folded)
}

/** Ids of the tokens of one side, per column (-1 outside a token), and each token's text. */
function tokensOf(columns: readonly Column[], side: 'ocr' | 'gt'): { ids: Int32Array; texts: string[]; unknown: boolean[] } {
  const ids = new Int32Array(columns.length).fill(-1)
  const texts: string[] = []
  const unknown: boolean[] = []
  let current = -1
  let pendingGap: number[] = []
  columns.forEach((column, index) => {
    const char = column[side]
    if (char === null) {
      // A gap inside a token belongs to it; at its edge, to nothing (settled when the next character comes).
      if (current >= 0) pendingGap.push(index)
      return
    }
    const folded = fold(char)
    if (char === '#' && side === 'gt') {
      if (current < 0) {
        current = texts.length
        texts.push('')
        unknown.push(true)
      }
      unknown[current] = true
      ids[index] = current
      return
    }
    if (folded === '' && !/\p{M}/u.test(char)) return
    if (folded === '' || isTokenText(folded)) {
      if (current < 0) {
        current = texts.length
        texts.push('')
        unknown.push(false)
      }
      for (const gap of pendingGap) ids[gap] = current
      pendingGap = []
      texts[current] += folded
      ids[index] = current
      return
    }
    current = -1
    pendingGap = []
  })
  return { ids, texts, unknown }
}

/**
 * Every OCR token of an alignment with the ground-truth word it reads. A token reads a word when
 * the columns they share hold no other token of either side: one word, one token.
 */
export function readingsOf(columns: readonly Column[]): { readings: Reading[]; gtWords: { word: string; read: string | null; unknown: boolean }[] } {
  const ocr = tokensOf(columns, 'ocr')
  const gt = tokensOf(columns, 'gt')
  const gtOfOcr = new Map<number, Set<number>>()
  const ocrOfGt = new Map<number, Set<number>>()
  for (let index = 0; index < columns.length; index += 1) {
    const o = ocr.ids[index] ?? -1
    const g = gt.ids[index] ?? -1
    if (o >= 0 && g >= 0) {
      let gs = gtOfOcr.get(o)
      if (!gs) gtOfOcr.set(o, (gs = new Set()))
      gs.add(g)
      let os = ocrOfGt.get(g)
      if (!os) ocrOfGt.set(g, (os = new Set()))
      os.add(o)
    } else if (o >= 0 && isSeparator(columns[index]?.gt ?? null)) {
      // An OCR character where the ground truth has a separator: the OCR ran two words together.
      let gs = gtOfOcr.get(o)
      if (!gs) gtOfOcr.set(o, (gs = new Set()))
      gs.add(-1)
    }
  }
  const readings: Reading[] = ocr.texts.map((text, id) => {
    const gs = [...(gtOfOcr.get(id) ?? [])]
    const only = gs.length === 1 ? (gs[0] ?? -1) : -1
    const back = only >= 0 ? [...(ocrOfGt.get(only) ?? [])] : []
    const one = only >= 0 && back.length === 1 && back[0] === id
    const word = one ? (gt.texts[only] ?? '') : null
    return { ocr: text, gt: word === '' ? null : word, unknown: one && (gt.unknown[only] ?? false) }
  })
  const gtWords = gt.texts.map((word, id) => {
    const os = [...(ocrOfGt.get(id) ?? [])]
    const only = os.length === 1 ? (os[0] ?? -1) : -1
    const reading = only >= 0 ? readings[only] : undefined
    return { word, read: reading && reading.gt === word ? reading.ocr : null, unknown: gt.unknown[id] ?? false }
  })
  return { readings: readings.filter((reading) => reading.ocr !== ''), gtWords: gtWords.filter((entry) => entry.word !== '') }
}

/** Columns from two character-aligned strings with `@` for a gap (the ICDAR 2017 and 2019 sets). */
export function columnsOfAligned(ocr: string, gt: string): Column[] | undefined {
  const o = Array.from(ocr)
  const g = Array.from(gt)
  if (o.length !== g.length) return undefined
  return o.map((char, index) => ({ ocr: char === '@' ? null : char, gt: g[index] === '@' ? null : (g[index] ?? null) }))
}

/**
 * A minimal edit alignment of two sequences of characters (Levenshtein, unit costs): pairs of a
 * character of each, null where one side has none. Shared by the line alignment below and the
 * confusions learned from two words (learn.ts).
 */
export function alignCharacters(a: readonly string[], b: readonly string[]): { pairs: [string | null, string | null][]; distance: number } {
  const width = b.length + 1
  const table = new Uint16Array((a.length + 1) * width)
  for (let j = 0; j <= b.length; j += 1) table[j] = j
  for (let i = 1; i <= a.length; i += 1) {
    table[i * width] = i
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (table[(i - 1) * width + j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      table[i * width + j] = Math.min(substitution, (table[(i - 1) * width + j] ?? 0) + 1, (table[i * width + j - 1] ?? 0) + 1)
    }
  }
  const pairs: [string | null, string | null][] = []
  let i = a.length
  let j = b.length
  while (i > 0 || j > 0) {
    const here = table[i * width + j] ?? 0
    if (i > 0 && j > 0 && here === (table[(i - 1) * width + j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)) {
      pairs.push([a[i - 1] ?? null, b[j - 1] ?? null])
      i -= 1
      j -= 1
    } else if (i > 0 && here === (table[(i - 1) * width + j] ?? 0) + 1) {
      pairs.push([a[i - 1] ?? null, null])
      i -= 1
    } else {
      pairs.push([null, b[j - 1] ?? null])
      j -= 1
    }
  }
  pairs.reverse()
  return { pairs, distance: table[a.length * width + b.length] ?? 0 }
}

/** A minimal edit alignment of two lines, as columns. */
export function alignLine(ocr: string, gt: string): { columns: Column[]; distance: number } {
  const { pairs, distance } = alignCharacters(Array.from(ocr), Array.from(gt))
  return { columns: pairs.map(([o, g]) => ({ ocr: o, gt: g })), distance }
}
