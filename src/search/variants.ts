/**
 * A word's OCR misreadings (ADR 039): the index terms within a small edit distance of it, and the
 * terms the common OCR confusions make of it (rn/m, u/n, h/b, c/e, i/l/1, o/0, f/ſ/s, ü/ii…),
 * found in the index's vocabulary (src/store/term-vocabulary.ts), most frequent first and capped.
 * Both engines expand from this one list, so they search, and name, the same variants.
 *
 * The edit distance is computed while walking the sorted vocabulary as a trie: a prefix whose
 * row of the Levenshtein table has nothing within the distance ends the walk below it, so a
 * search visits a few thousand prefixes rather than every term (no npm package walks a sorted
 * list so; the distance packages compare two strings, ADR 039).
 */
import { foldToAscii } from '#src/domain/fold.ts'
import type { Db } from '#src/store/db.ts'
import { type TermVocabularyRows, readTermVocabulary } from '#src/store/term-vocabulary.ts'
import { MAX_FUZZY_WORDS, MAX_VARIANTS, MAX_VARIANT_TERMS, type ParsedQuery, type QueryNote, type QueryTerm, distanceForLength, parseQuery } from './query.ts'


/**
 * What OCR engines read one for the other in 19th-century print, as the index folds them: ſ is
 * folded to s and ü to u, so ſ/f is f/s and ü/ii is u/ii. Each pair applies both ways.
 */
export const OCR_CONFUSIONS: readonly (readonly [string, string])[] = [
  ['rn', 'm'],
  ['in', 'm'],
  ['ni', 'm'],
  ['u', 'n'],
  ['h', 'b'],
  ['li', 'h'],
  ['c', 'e'],
  ['e', 'o'],
  ['cl', 'd'],
  ['i', 'l'],
  ['i', '1'],
  ['l', '1'],
  ['o', '0'],
  ['f', 's'],
  ['ii', 'u'],
  ['vv', 'w'],
  ['r', 'x'],
]

/** The index's vocabulary in memory: terms sorted in code-unit order, and each one's units. */
export class Vocabulary {
  private readonly terms: string[]
  private readonly units: Int32Array

  constructor(rows: TermVocabularyRows) {
    this.terms = rows.terms
    this.units = rows.units
  }

  get size(): number {
    return this.terms.length
  }

  /** How many units hold the term; 0 when the index does not hold it. */
  unitsOf(term: string): number {
    let low = 0
    let high = this.terms.length
    while (low < high) {
      const middle = (low + high) >> 1
      const found = this.terms[middle] ?? ''
      if (found === term) return this.units[middle] ?? 0
      if (found < term) low = middle + 1
      else high = middle
    }
    return 0
  }

  /** The terms within `distance` edits (Levenshtein) of `word`, the word itself left out. */
  within(word: string, distance: number): Map<string, number> {
    const found = new Map<string, number>()
    const terms = this.terms
    const length = word.length
    const codes = Array.from({ length }, (_, index) => word.charCodeAt(index))
    const walk = (low: number, high: number, depth: number, previous: Int32Array) => {
      let index = low
      const first = terms[index]
      if (first !== undefined && first.length === depth) {
        const edits = previous[length] ?? distance + 1
        if (edits <= distance && first !== word) found.set(first, edits)
        index += 1
      }
      while (index < high) {
        const code = (terms[index] ?? '').charCodeAt(depth)
        // The end of the terms sharing this prefix and this next character.
        let from = index + 1
        let to = high
        while (from < to) {
          const middle = (from + to) >> 1
          if ((terms[middle] ?? '').charCodeAt(depth) <= code) from = middle + 1
          else to = middle
        }
        const row = new Int32Array(length + 1)
        row[0] = (previous[0] ?? 0) + 1
        let least = row[0] ?? 0
        for (let column = 1; column <= length; column += 1) {
          const substitution = (previous[column - 1] ?? 0) + (codes[column - 1] === code ? 0 : 1)
          const value = Math.min((previous[column] ?? 0) + 1, (row[column - 1] ?? 0) + 1, substitution)
          row[column] = value
          if (value < least) least = value
        }
        if (least <= distance) walk(index, from, depth + 1, row)
        index = from
      }
    }
    walk(0, terms.length, 0, Int32Array.from({ length: length + 1 }, (_, index) => index))
    return found
  }
}

const vocabularies = new WeakMap<Db, Vocabulary>()

/** The store's vocabulary, read once per store handle (a new handle after an import reads it anew). */
export function vocabularyOf(db: Db): Vocabulary {
  let vocabulary = vocabularies.get(db)
  if (!vocabulary) {
    vocabulary = new Vocabulary(readTermVocabulary(db))
    vocabularies.set(db, vocabulary)
  }
  return vocabulary
}

/** What the OCR confusions make of a word, once or twice applied. */
export function confusionsOf(word: string): Set<string> {
  const made = new Set<string>()
  let frontier = [word]
  for (let round = 0; round < 2; round += 1) {
    const next: string[] = []
    for (const source of frontier) {
      for (const [a, b] of OCR_CONFUSIONS) {
        for (const [from, to] of [
          [a, b],
          [b, a],
        ] as const) {
          for (let at = source.indexOf(from); at !== -1; at = source.indexOf(from, at + 1)) {
            const variant = source.slice(0, at) + to + source.slice(at + from.length)
            if (variant !== word && !made.has(variant)) {
              made.add(variant)
              next.push(variant)
            }
          }
        }
      }
    }
    frontier = next
  }
  return made
}

/** A word's misreadings as the plan holds them: what is searched, and what the page says about it. */
export interface VariantGroup {
  /** The word as the index holds it. */
  word: string
  /** The edit distance searched: 0 when only the OCR confusions were. */
  distance: 0 | 1 | 2
  /** The variants searched, most frequent in the collection first. */
  terms: string[]
  /** True when the word had more variants than MAX_VARIANTS: the rarest were left out. */
  capped: boolean
  /** Variants the visitor removed (`skip`), which the index holds. */
  skipped: string[]
}

/** One word's variants, ranked by how many units hold them, then by distance, then A–Z; at most `limit` of them. */
export function variantsOf(vocabulary: Vocabulary, word: string, distance: 0 | 1 | 2, skip: ReadonlySet<string>, limit: number = MAX_VARIANTS): VariantGroup {
  const candidates = distance > 0 ? vocabulary.within(word, distance) : new Map<string, number>()
  for (const variant of confusionsOf(word)) {
    if (!candidates.has(variant) && vocabulary.unitsOf(variant) > 0) candidates.set(variant, distance + 1)
  }
  const ranked = [...candidates]
    .map(([term, edits]) => ({ term, edits, units: vocabulary.unitsOf(term) }))
    .filter((candidate) => candidate.units > 0)
    .sort((a, b) => b.units - a.units || a.edits - b.edits || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
  const skipped = ranked.filter((candidate) => skip.has(candidate.term)).map((candidate) => candidate.term)
  const kept = ranked.filter((candidate) => !skip.has(candidate.term))
  return { word, distance, terms: kept.slice(0, limit).map((candidate) => candidate.term), capped: kept.length > limit, skipped }
}

/** A fuzzy word as the notes name it: its folded text and the `~` it was typed with, if any. */
function typed(term: QueryTerm): string {
  return term.fuzzy ? `${term.text}~${term.fuzzy === 2 ? '2' : ''}` : term.text
}

/** Words searched as typed beyond MAX_FUZZY_WORDS, as the note lists them (the first ten). */
function listed(words: readonly string[]): string {
  return words.length > 10 ? `${words.slice(0, 10).join(' ')} …` : words.join(' ')
}

/**
 * The query with its words expanded: each positive plain word that asks for it (`word~`, or every
 * word of four letters or more with `all`), never a phrase, a prefix or an exclusion. The search's
 * budget (issue 48): a word is expanded no further than its length allows (`distanceForLength`,
 * whether the `~` was typed or `variants=1` put it there), at most MAX_FUZZY_WORDS words are, and at
 * most MAX_VARIANT_TERMS variants in all; each limit that changed the search is in `notes`.
 */
export function expandQuery(
  query: ParsedQuery,
  vocabulary: Vocabulary,
  options: { all: boolean; skip: readonly string[] },
): { query: ParsedQuery; groups: VariantGroup[]; notes: QueryNote[] } {
  const skip = new Set(options.skip.map((term) => foldToAscii(term)))
  const groups: VariantGroup[] = []
  const notes: QueryNote[] = []
  const beyond: string[] = []
  let termsLeft = MAX_VARIANT_TERMS
  let cutByTotal = false
  const terms = query.terms.map((term) => {
    if (term.kind !== 'word' || term.negated) return term
    const word = foldToAscii(term.text)
    if (!/^[\p{L}\p{N}]+$/u.test(word) || (!term.fuzzy && !options.all)) return term
    const allowed = distanceForLength(word.length)
    if (allowed === undefined) {
      if (term.fuzzy) notes.push({ kind: 'tildeShort', text: typed(term) })
      return term
    }
    if (groups.length >= MAX_FUZZY_WORDS) {
      beyond.push(typed(term))
      return term
    }
    const asked = term.fuzzy ?? allowed
    if (asked > allowed) notes.push({ kind: allowed === 0 ? 'tildeConfusions' : 'tildeOneEdit', text: typed(term) })
    const limit = Math.min(MAX_VARIANTS, termsLeft)
    const group = variantsOf(vocabulary, word, asked < allowed ? asked : allowed, skip, limit)
    if (group.capped && limit < MAX_VARIANTS) cutByTotal = true
    termsLeft -= group.terms.length
    groups.push(group)
    return group.terms.length > 0 ? { ...term, variants: group.terms } : term
  })
  if (beyond.length > 0) notes.push({ kind: 'fuzzyWords', text: listed(beyond) })
  if (cutByTotal) notes.push({ kind: 'variantTerms', text: '' })
  return { query: { ...query, terms }, groups, notes }
}

/**
 * A query's words with the misreadings its `~` asks for, for marking them in a document (the
 * reader, the page view, Content Search): the words of the search a visitor came from, whose link
 * carries `variants=1` as `~` (query.ts withTildes).
 */
export function markingQuery(db: Db, q: string): ParsedQuery {
  const parsed = parseQuery(q)
  if (!parsed.terms.some((term) => term.fuzzy)) return parsed
  // The variants removed from the search come as exclusions (withTildes): none of them is marked.
  const skip = parsed.terms.filter((term) => term.negated && term.kind === 'word').map((term) => term.text)
  return expandQuery(parsed, vocabularyOf(db), { all: false, skip }).query
}

export { MAX_VARIANTS }
