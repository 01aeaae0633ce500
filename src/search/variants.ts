/**
 * A word's OCR misreadings (ADR 039, 057): the candidates are the index terms within a small edit
 * distance of it and the terms the common OCR confusions make of it (rn/m, u/n, h/b, c/e, i/l/1,
 * o/0, f/ſ/s, ü/ii…), found in the index's vocabulary (src/store/term-vocabulary.ts); of those, the
 * ones plausibly misreadings of it are offered, most plausible first (plausibility.ts: the learned
 * confusion model, the lexicons, inflections), and the lexicon's words among them that are
 * frequent misreadings of it are named apart, searched only when added (`also`). Both engines
 * expand from this one list, so they search, and name, the same variants.
 *
 * The edit distance is computed while walking the sorted vocabulary as a trie: a prefix whose
 * row of the Levenshtein table has nothing within the distance ends the walk below it, so a
 * search visits a few thousand prefixes rather than every term (no npm package walks a sorted
 * list so; the distance packages compare two strings, ADR 039).
 */
import { foldToAscii } from '#src/domain/fold.ts'
import { ALL_LEXICON_LANGUAGES, lexiconBitOf } from '#src/domain/lexicon-languages.ts'
import type { Db } from '#src/store/db.ts'
import { readTermJudgement } from '#src/store/term-judgements.ts'
import { type TermVocabularyRows, readTermVocabulary, termFirstUnitLanguage, termUnitLanguages } from '#src/store/term-vocabulary.ts'
import { type StoredJudgement, parseStoredJudgement } from './judgement-rows.ts'
import { type TermFacts, judgeCandidates } from './plausibility.ts'
import { childEnd, editRow, nearer, sortedIndexOf } from './sorted-terms.ts'
import { CONFUSION_LENGTH, MAX_FUZZY_WORDS, MAX_VARIANTS, MAX_VARIANT_TERMS, type ParsedQuery, type QueryNote, type QueryTerm, SEARCH_DISTANCE_2_LENGTH, parseQuery } from './query.ts'
import { lexiconForms } from './term-lexicon.ts'


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

/** How many units a term's languages are read from (the first the index lists). */
const LANGUAGE_SAMPLE = 200
/** At most this many terms' languages are kept per vocabulary. */
const LANGUAGE_CACHE = 50_000

/**
 * The index's vocabulary in memory: terms sorted in code-unit order, each one's units and the
 * lexicons that know it; with a store, the languages of the units holding a term, as the
 * plausibility of a variant needs them (read once per term and kept).
 */
export class Vocabulary implements TermFacts {
  private readonly terms: string[]
  private readonly units: Int32Array
  private readonly lexicons: Uint8Array | undefined
  private readonly languages = new Map<string, number>()
  /** Each word's judged variants by level (`1:zeitung`): the same for every search of this handle. */
  readonly judged = new Map<string, StoredJudgement>()
  private readonly languageSource: ((term: string) => readonly (string | null)[]) | undefined

  /** The language of the first unit holding a term (undefined: none holds it), where the store can say it in one row. */
  private readonly firstLanguageSource: ((term: string) => string | null | undefined) | undefined

  /** A word's level-1 judgement as the importer stored it (ADR 077); undefined where it did not judge the word. */
  readonly storedJudgement: (word: string) => StoredJudgement | undefined

  constructor(
    rows: TermVocabularyRows,
    languageSource?: (term: string) => readonly (string | null)[],
    firstLanguageSource?: (term: string) => string | null | undefined,
    storedJudgement: (word: string) => StoredJudgement | undefined = () => undefined,
  ) {
    this.languageSource = languageSource
    this.firstLanguageSource = firstLanguageSource
    this.storedJudgement = storedJudgement
    this.terms = rows.terms
    this.units = rows.units
    this.lexicons = rows.lexicons
  }

  /** The term's place in the sorted terms; −1 when not among them. */
  indexOf(term: string): number {
    return sortedIndexOf(this.terms, term)
  }

  /** The lexicons that know the term (LEXICON_LANGUAGE_BITS); 0 when none does or it was not looked up. */
  lexiconsOf(term: string): number {
    const index = this.indexOf(term)
    return index < 0 ? 0 : (this.lexicons?.[index] ?? 0)
  }

  /** The languages of the units holding the term, as bits; every language's where the store does not say. */
  languagesOf(term: string): number {
    if (!this.languageSource) return ALL_LEXICON_LANGUAGES
    let bits = this.languages.get(term)
    if (bits === undefined) {
      bits = this.languageSource(term).reduce((all, language) => all | lexiconBitOf(language), 0)
      if (this.languages.size >= LANGUAGE_CACHE) this.languages.clear()
      this.languages.set(term, bits)
    }
    return bits
  }

  /**
   * Whether the languages of the units holding the term have one of `languages`' bits: from the
   * languages read before, or from the first unit's where it has one (one row read, where the
   * languages are read from up to LANGUAGE_SAMPLE units), or else from the languages read.
   */
  writtenIn(term: string, languages: number): boolean {
    const known = this.languages.get(term)
    if (known !== undefined) return (known & languages) !== 0
    if (this.firstLanguageSource) {
      const first = this.firstLanguageSource(term)
      if (first !== undefined && (lexiconBitOf(first) & languages) !== 0) return true
    }
    return (this.languagesOf(term) & languages) !== 0
  }

  /** The vocabulary's words of the lexicons of some languages, by those languages' bits, each built when first asked for. */
  private readonly lexical = new Map<number, Vocabulary>()

  /**
   * The vocabulary's words of a lexicon of `languages` (every language's by default), as a
   * vocabulary of their own: built when first asked for (prepareVariants asks for each language's).
   */
  lexicalTerms(languages: number = ALL_LEXICON_LANGUAGES): Vocabulary {
    let lexical = this.lexical.get(languages)
    if (!lexical) {
      const terms: string[] = []
      const units: number[] = []
      const lexicons: number[] = []
      this.terms.forEach((known, index) => {
        const mask = this.lexicons?.[index] ?? 0
        if ((mask & languages) === 0) return
        terms.push(known)
        units.push(this.units[index] ?? 0)
        lexicons.push(mask)
      })
      lexical = new Vocabulary({ terms, units: Int32Array.from(units), lexicons: Uint8Array.from(lexicons) })
      this.lexical.set(languages, lexical)
    }
    return lexical
  }

  /**
   * The terms a lexicon of `languages` knows within `distance` edits of each term: the rivals a
   * variant is weighed against (plausibility.ts), walked in the vocabulary of those terms alone,
   * a fraction of an OCR'd collection's.
   */
  lexicalNeighbours(terms: readonly string[], distance: number, languages: number): Map<string, string[]> {
    return this.lexicalTerms(languages).withinEach(terms, distance)
  }

  /**
   * The same terms, units and lexical vocabularies, with languages read from `languageSource` and
   * none of this vocabulary's judged words or terms' languages: what prepareVariants judges a few
   * of the store's own words on before any search, leaving what this one keeps untouched.
   */
  sibling(languageSource: (term: string) => readonly (string | null)[]): Vocabulary {
    const sibling = new Vocabulary({ terms: this.terms, units: this.units, ...(this.lexicons ? { lexicons: this.lexicons } : {}) }, languageSource)
    for (const [languages, lexical] of this.lexical) sibling.lexical.set(languages, lexical)
    return sibling
  }

  /** `count` of the terms of at least `length` letters held by more than `units` units, spread evenly over the sorted terms. */
  spreadTerms(count: number, length: number, units: number): string[] {
    const qualifying = this.terms.filter((term, index) => term.length >= length && (this.units[index] ?? 0) > units)
    const step = Math.max(1, Math.floor(qualifying.length / Math.max(1, count)))
    return qualifying.filter((_, index) => index % step === 0).slice(0, count)
  }

  /** The words of a language's lexicon in code-unit order (ADR 076): read once per process or thread, for every store. */
  lexicon(language: 'de' | 'en' | 'fr'): readonly string[] {
    return lexiconForms(language)
  }

  get size(): number {
    return this.terms.length
  }

  /** How many units hold the term; 0 when the index does not hold it. */
  unitsOf(term: string): number {
    const index = this.indexOf(term)
    return index < 0 ? 0 : (this.units[index] ?? 0)
  }

  /**
   * For each of several words, the terms within `distance` edits of it (the word itself left out),
   * in the order `within` finds them: one walk for all, each prefix's row of each word's table
   * computed while that word has some cell within the distance (where `within` would go on).
   */
  withinEach(words: readonly string[], distance: number): Map<string, string[]> {
    const found = new Map<string, string[]>(words.map((word) => [word, []]))
    const targets = [...found].map(([word, list]) => ({ word, list, codes: Array.from({ length: word.length }, (_, index) => word.charCodeAt(index)), rows: [Int32Array.from({ length: word.length + 1 }, (_, index) => index)] }))
    const terms = this.terms
    const walk = (low: number, high: number, depth: number, alive: readonly (typeof targets)[number][]) => {
      let index = low
      const first = terms[index]
      if (first !== undefined && first.length === depth) {
        for (const { word, list, rows } of alive) if ((rows[depth]?.[word.length] ?? distance + 1) <= distance && first !== word) list.push(first)
        index += 1
      }
      while (index < high) {
        const code = (terms[index] ?? '').charCodeAt(depth)
        const from = childEnd(terms, index, high, depth, code)
        const next = alive.filter((target) => nearer(target, depth, code, distance))
        if (next.length > 0) walk(index, from, depth + 1, next)
        index = from
      }
    }
    if (targets.length > 0) walk(0, terms.length, 0, targets)
    return found
  }

  /** The terms within `distance` edits (Levenshtein) of `word`, the word itself left out. */
  within(word: string, distance: number): Map<string, number> {
    const found = new Map<string, number>()
    const terms = this.terms
    const length = word.length
    const codes = Array.from({ length }, (_, index) => word.charCodeAt(index))
    // One row of the table per depth, reused: a prefix's row is needed only while its terms are walked.
    const rows: Int32Array[] = []
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
        const from = childEnd(terms, index, high, depth, code)
        let row = rows[depth]
        if (!row) rows[depth] = row = new Int32Array(length + 1)
        if (editRow(previous, row, codes, code) <= distance) walk(index, from, depth + 1, row)
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
    vocabulary = storeVocabulary(db, (word) => parseStoredJudgement(readTermJudgement(db, word)))
    vocabularies.set(db, vocabulary)
  }
  return vocabulary
}

/**
 * The store's vocabulary as the importer judges it (ADR 077): read afresh, nothing kept for the
 * handle and no stored judgement consulted, since they are what it writes.
 */
export function judgingVocabulary(db: Db): Vocabulary {
  return storeVocabulary(db)
}

/** A store's vocabulary read afresh, its terms' languages read from the store as a judgement asks for them. */
function storeVocabulary(db: Db, storedJudgement?: (word: string) => StoredJudgement | undefined): Vocabulary {
  return new Vocabulary(
    readTermVocabulary(db),
    (term) => termUnitLanguages(db, term, LANGUAGE_SAMPLE),
    (term) => termFirstUnitLanguage(db, term),
    storedJudgement,
  )
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
  /** The word as the visitor typed it (`Großherzogin`), for the page. */
  typed: string
  /** How far the misreadings go: 1 (`word~`, and `variants=1`) or 2 (`word~2`, also less likely ones). */
  distance: 1 | 2
  /** The variants searched, most plausible first, then those the visitor added (`also`). */
  terms: string[]
  /** True when the word had more plausible misreadings than MAX_VARIANTS: the least plausible were left out. */
  capped: boolean
  /** Variants the visitor removed (`skip`), which the index holds. */
  skipped: string[]
  /** Words of the lexicon that are frequent misreadings of the word, not searched unless added: "possibly another word". */
  others: string[]
  /** Those of them the visitor added (`also`): searched, and among `terms`. */
  added: string[]
}

/** How far a word's misreadings go: as its `~` asks, or one step for every word of four letters or more with `all`. */
function levelOf(term: QueryTerm, all: boolean): 1 | 2 | undefined {
  if (term.fuzzy) return term.fuzzy
  return all && term.text.length >= CONFUSION_LENGTH ? 1 : undefined
}

/** Candidates are looked for this many edits away (plausibility decides): one for a word of four letters, two from five. */
function searchDistance(word: string): 1 | 2 {
  return word.length >= SEARCH_DISTANCE_2_LENGTH ? 2 : 1
}

/** A word's candidate variants: the terms within the edit distance, and the confusions' terms the index holds. */
export function candidatesOf(vocabulary: Vocabulary, word: string): Set<string> {
  const candidates = new Set(vocabulary.within(word, searchDistance(word)).keys())
  for (const variant of confusionsOf(word)) if (vocabulary.unitsOf(variant) > 0) candidates.add(variant)
  return candidates
}

/** At most this many words' judged variants are kept per vocabulary. */
const JUDGED_CACHE = 5_000

/**
 * A word's plausible misreadings and possible other words (plausibility.ts), in the order offered:
 * judged once per store handle and level, since they depend on its vocabulary alone, or read as
 * the importer judged them for a frequent word (ADR 077).
 */
export function judgedVariants(vocabulary: Vocabulary, word: string, level: 1 | 2): StoredJudgement {
  const key = `${level}:${word}`
  let judged = vocabulary.judged.get(key)
  if (!judged) {
    // A frequent word's level-1 judgement was made by the importer on the same vocabulary (ADR 077).
    judged = (level === 1 ? vocabulary.storedJudgement(word) : undefined) ?? judgeCandidates(vocabulary, word, candidatesOf(vocabulary, word), level)
    if (vocabulary.judged.size >= JUDGED_CACHE) vocabulary.judged.clear()
    vocabulary.judged.set(key, judged)
  }
  return judged
}

/** One word's variants: its plausible misreadings (at most `limit`, less the skipped), and the other words added. */
export function variantsOf(
  vocabulary: Vocabulary,
  word: string,
  level: 1 | 2,
  skip: ReadonlySet<string>,
  also: ReadonlySet<string> = new Set(),
  typed = word,
  limit: number = MAX_VARIANTS,
): VariantGroup {
  const { misreadings, others } = judgedVariants(vocabulary, word, level)
  const skipped = misreadings.filter((candidate) => skip.has(candidate.term)).map((candidate) => candidate.term)
  const kept = misreadings.filter((candidate) => !skip.has(candidate.term)).map((candidate) => candidate.term)
  const offered = others.map((candidate) => candidate.term)
  const added = offered.filter((term) => also.has(term))
  return {
    word,
    typed,
    distance: level,
    terms: [...kept.slice(0, limit), ...added],
    capped: kept.length > limit,
    skipped,
    others: offered,
    added,
  }
}

/** The word of `q` as typed whose folded form is `word` (`Großherzogin` for `grossherzogin`); the word itself when none is. */
export function typedForm(q: string, word: string): string {
  for (const match of q.matchAll(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’]*/gu)) {
    if (foldToAscii(match[0]) === word) return match[0]
  }
  return word
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
 * budget (issue 48): no word under CONFUSION_LENGTH letters is expanded, whether the `~` was typed
 * or `variants=1` put it there; at most MAX_FUZZY_WORDS words are, and at most MAX_VARIANT_TERMS
 * variants in all; each limit that changed the search is in `notes`.
 */
export function expandQuery(
  query: ParsedQuery,
  vocabulary: Vocabulary,
  options: { all: boolean; skip: readonly string[]; also?: readonly string[]; q?: string },
): { query: ParsedQuery; groups: VariantGroup[]; notes: QueryNote[] } {
  const skip = new Set(options.skip.map((term) => foldToAscii(term)))
  const also = new Set((options.also ?? []).map((term) => foldToAscii(term)))
  const groups: VariantGroup[] = []
  const notes: QueryNote[] = []
  const beyond: string[] = []
  let termsLeft = MAX_VARIANT_TERMS
  let cutByTotal = false
  const terms = query.terms.map((term) => {
    if (term.kind !== 'word' || term.negated) return term
    const word = foldToAscii(term.text)
    if (!/^[\p{L}\p{N}]+$/u.test(word) || (!term.fuzzy && !options.all)) return term
    // An explicit `~` gets the minimum length of `variants=1` (issue 48): `aa~2` would match most short words.
    const level = levelOf(term, options.all)
    if (level === undefined || word.length < CONFUSION_LENGTH) {
      if (term.fuzzy) notes.push({ kind: 'tildeShort', text: typed(term) })
      return term
    }
    if (groups.length >= MAX_FUZZY_WORDS) {
      beyond.push(typed(term))
      return term
    }
    if (term.fuzzy === 2 && searchDistance(word) < 2) notes.push({ kind: 'tildeOneEdit', text: typed(term) })
    const limit = Math.min(MAX_VARIANTS, termsLeft)
    const group = variantsOf(vocabulary, word, level, skip, also, options.q === undefined ? word : typedForm(options.q, word), limit)
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
