/**
 * Snippets with the matched terms marked as ranges of plain text, so the UI
 * renders <mark> itself and never HTML from OCR.
 */
import { foldText } from '../domain/fold.ts'
import type { ParsedQuery, QueryTerm } from './query.ts'

export interface SnippetPart {
  text: string
  match: boolean
}

/** Non-ASCII characters as folded, each worked out once: OCR text repeats a few dozen of them (é, ä, ß). */
const foldedCharacters = new Map<string, string>()
/** More distinct characters than any language's text holds; past it, characters are folded each time. */
const MAX_FOLDED_CHARACTERS = 4096

/** One UTF-16 unit folded as `plain` folds text (issue 52: normalising each one anew was most of a snippet's time). */
function foldedCharacter(character: string): string {
  let piece = foldedCharacters.get(character)
  if (piece === undefined) {
    piece = plain(character)
    if (foldedCharacters.size < MAX_FOLDED_CHARACTERS) foldedCharacters.set(character, piece)
  }
  return piece
}

/** Folds one character at a time so positions in the folded text map back onto the original. */
function foldedWithMap(text: string): { folded: string; origin: number[] } {
  let folded = ''
  const origin: number[] = []
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    // ASCII needs no table or normalisation; OCR text is mostly ASCII.
    if (code < 128) {
      folded += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : (text[index] ?? '')
      origin.push(index)
      continue
    }
    const piece = foldedCharacter(text[index] ?? '')
    for (let k = 0; k < piece.length; k += 1) origin.push(index)
    folded += piece
  }
  origin.push(text.length)
  return { folded, origin }
}

function plain(text: string): string {
  return foldText(text).normalize('NFKD').replace(/\p{M}+/gu, '')
}

/** The query's terms and its words' misreadings (ADR 039), which are marked as the words are. */
function markedTerms(query: ParsedQuery): QueryTerm[] {
  return query.terms.flatMap((term) => [term, ...(term.variants ?? []).map((text): QueryTerm => ({ kind: 'word', text, negated: term.negated }))])
}

/**
 * Ranges [start, end) in `text` where the query's positive terms occur, word-aligned: the first
 * `limit` of them in reading order. Each term stops after `limit` occurrences, so the work is
 * bounded by terms × limit however often they occur.
 */
export function matchRanges(text: string, query: ParsedQuery, limit = Number.POSITIVE_INFINITY): [number, number][] {
  const { folded, origin } = foldedWithMap(text)
  return rangesIn(folded, origin, text.length, needlesOf(query), limit)
}

/** A positive term as matchRanges looks for it: folded, and whether it is a prefix. */
interface Needle {
  text: string
  prefix: boolean
}

/** The query's positive terms and their misreadings, folded once for every text they are looked for in. */
function needlesOf(query: ParsedQuery): Needle[] {
  return markedTerms(query).flatMap((term) => {
    if (term.negated) return []
    const text = plain(term.text)
    return text === '' ? [] : [{ text, prefix: term.kind === 'prefix' }]
  })
}

/** matchRanges over a text already folded, `origin` mapping each folded position to the text's. */
function rangesIn(folded: string, origin: readonly number[], textLength: number, needles: readonly Needle[], limit: number): [number, number][] {
  const ranges: [number, number][] = []
  for (const { text: needle, prefix } of needles) {
    let from = 0
    for (let found = 0; found < limit; ) {
      const at = folded.indexOf(needle, from)
      if (at === -1) break
      from = at + needle.length
      const before = folded[at - 1]
      const after = folded[at + needle.length]
      const startsWord = before === undefined || !/[\p{L}\p{N}]/u.test(before)
      const endsWord = prefix || after === undefined || !/[\p{L}\p{N}]/u.test(after)
      if (!startsWord || !endsWord) continue
      let end = at + needle.length
      if (prefix) while (end < folded.length && /[\p{L}\p{N}]/u.test(folded[end] ?? '')) end += 1
      ranges.push([origin[at] ?? 0, origin[end] ?? textLength])
      found += 1
    }
  }
  ranges.sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const range of ranges) {
    const last = merged.at(-1)
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1])
    else if (merged.length < limit) merged.push([range[0], range[1]])
  }
  return merged
}

/** The first folded position whose place in the text is at or after `position` (origin never decreases). */
function foldedPositionOf(origin: readonly number[], position: number): number {
  let low = 0
  let high = origin.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((origin[middle] ?? 0) < position) low = middle + 1
    else high = middle
  }
  return low
}

/** The first prefix of a unit's text a snippet looks in; four times longer each time it cannot answer. */
const SNIPPET_PREFIX = 2048

/**
 * The ranges `snippet` needs, which are those of matchRanges that start before its window's end,
 * found in a prefix of the text where one answers (issue 52: folding and scanning the whole of each
 * long unit was most of a results page's snippet time on the search thread). Folding is per
 * character, so a prefix's folded text is the start of the whole one's, and an occurrence ending
 * a character or more before the folded prefix's end is judged there exactly as in the whole text.
 * A prefix answers when every occurrence that can start before the first match's window ends
 * (`length` past it) is such an occurrence; the ends of ranges past that point may differ, and
 * the snippet cuts them at its window. Else a longer prefix, and at last the whole text.
 */
function snippetRanges(flat: string, query: ParsedQuery, length: number): [number, number][] {
  const needles = needlesOf(query)
  const longest = Math.max(0, ...needles.map((needle) => needle.text.length))
  for (let size = SNIPPET_PREFIX; size < flat.length; size *= 4) {
    const { folded, origin } = foldedWithMap(flat.slice(0, size))
    const ranges = rangesIn(folded, origin, size, needles, Number.POSITIVE_INFINITY)
    const first = ranges[0]
    if (first && foldedPositionOf(origin, first[0] + length) + longest + 1 < folded.length) return ranges
  }
  const { folded, origin } = foldedWithMap(flat)
  return rangesIn(folded, origin, flat.length, needles, Number.POSITIVE_INFINITY)
}

/** A window of about `length` characters around the first match, split into marked and unmarked parts. */
export function snippet(text: string, query: ParsedQuery, length = 240): SnippetPart[] {
  const flat = text.replace(/\s+/g, ' ').trim()
  return snippetParts(flat, snippetRanges(flat, query, length), length)
}

/** The window of `flat` (its spaces collapsed) around the first of `ranges`, cut into parts. */
export function snippetParts(flat: string, ranges: readonly [number, number][], length: number): SnippetPart[] {
  const first = ranges[0]
  let start = first ? Math.max(0, first[0] - Math.floor(length / 3)) : 0
  let end = Math.min(flat.length, start + length)
  // Cut at word boundaries.
  if (start > 0) {
    const space = flat.indexOf(' ', start)
    start = space === -1 || space > (first?.[0] ?? start) ? start : space + 1
  }
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end)
    end = space > start ? space : end
  }
  const parts: SnippetPart[] = []
  if (start > 0) parts.push({ text: '… ', match: false })
  let cursor = start
  for (const [from, to] of ranges) {
    if (to <= start || from >= end) continue
    const a = Math.max(from, start)
    const b = Math.min(to, end)
    if (a > cursor) parts.push({ text: flat.slice(cursor, a), match: false })
    parts.push({ text: flat.slice(a, b), match: true })
    cursor = b
  }
  if (cursor < end) parts.push({ text: flat.slice(cursor, end), match: false })
  if (end < flat.length) parts.push({ text: ' …', match: false })
  return parts
}

/** The whole text split into marked and unmarked parts (the reader highlights every match, up to `limit`). */
export function highlight(text: string, query: ParsedQuery, limit = Number.POSITIVE_INFINITY): SnippetPart[] {
  const parts: SnippetPart[] = []
  let cursor = 0
  for (const [from, to] of matchRanges(text, query, limit)) {
    if (from > cursor) parts.push({ text: text.slice(cursor, from), match: false })
    parts.push({ text: text.slice(from, to), match: true })
    cursor = to
  }
  if (cursor < text.length || parts.length === 0) parts.push({ text: text.slice(cursor), match: false })
  return parts
}

/** An OCR word as the matchers compare it: folded, without the punctuation around it. */
export function boxWord(word: string): string {
  return plain(word).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
}

/**
 * The words a folded OCR word holds as the index reads them: itself and, for a compound written
 * with a hyphen or an apostrophe (`König-Großherzog`, `l'Indépendance`), each of its parts, since
 * the full-text index splits there and finds the document by a part.
 */
export function boxWordForms(folded: string): string[] {
  const parts = folded.split(/[^\p{L}\p{N}]+/u).filter((part) => part !== '')
  return parts.length > 1 ? [folded, ...parts] : [folded]
}

/**
 * Whether one OCR word is among the words a search engine marked in the text (the Solr engine's
 * reader hits, which include the forms found through a stem): the word boxes to draw.
 */
export function markedWordMatcher(marked: readonly string[]): (word: string) => boolean {
  const words = new Set(marked.flatMap((text) => plain(text).split(/[^\p{L}\p{N}]+/u)).filter((word) => word !== ''))
  return (word) => boxWordForms(boxWord(word)).some((form) => words.has(form))
}

/**
 * Whether one OCR word (a word box on a page image) is a match of the query. The query's words
 * are folded once here, not once per word box: a page has thousands of them.
 */
export function wordMatcher(query: ParsedQuery): (word: string) => boolean {
  const needles = markedTerms(query)
    .filter((term) => !term.negated)
    .map((term) => ({ kind: term.kind, text: plain(term.text), words: plain(term.text).split(' ') }))
  return (word) => {
    const folded = boxWord(word)
    if (folded === '') return false
    return boxWordForms(folded).some((form) =>
      needles.some((needle) => {
        if (needle.kind === 'prefix') return form.startsWith(needle.text)
        if (needle.kind === 'phrase') return needle.words.includes(form)
        return form === needle.text
      }),
    )
  }
}


/**
 * The positions of the query's matches among words already folded by boxWord, given as each folded
 * word's positions: what wordMatcher would accept, looked up instead of tested word by word.
 */
export function matchedPositions(query: ParsedQuery, positions: ReadonlyMap<string, readonly number[]>): number[] {
  const found = new Set<number>()
  for (const term of markedTerms(query)) {
    if (term.negated) continue
    const text = plain(term.text)
    if (term.kind === 'prefix') {
      for (const [word, list] of positions) if (word.startsWith(text)) for (const position of list) found.add(position)
    } else {
      for (const word of term.kind === 'phrase' ? text.split(' ') : [text]) for (const position of positions.get(word) ?? []) found.add(position)
    }
  }
  return [...found].sort((a, b) => a - b)
}
