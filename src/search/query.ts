/**
 * The visitor's query language: words (all must match), "exact phrases",
 * -excluded words or phrases, prefix* truncation, and word~ / word~2 for the
 * word's OCR misreadings (ADR 039). AND and OR in capitals are not words: AND is
 * what the search does, OR is left out with a note (it is not supported). Anything malformed (an unbalanced quote, a
 * lone operator, FTS5 syntax characters, a `~` where it cannot apply) degrades
 * to plain words instead of failing, with a note the results page shows: the
 * parser never throws.
 */
import { foldText } from '../domain/fold.ts'

export interface QueryTerm {
  kind: 'word' | 'phrase' | 'prefix'
  /** Folded text (lowercase, ß→ss…): what the index holds. */
  text: string
  negated: boolean
  /** The edit distance asked for with `word~` (1) or `word~2` (2); 0 when none was. */
  fuzzy?: 1 | 2
  /**
   * The index terms the word also matches (its OCR misreadings, ADR 039), most frequent first;
   * set by the expansion (variants.ts), never by the parser.
   */
  variants?: readonly string[]
}

/**
 * Why part of a query was read otherwise than typed: the results page says so: `operatorOr`, an OR
 * typed as a word, is read as the operator it must be written as (issue 53). The last four are the
 * search's budget (issue 48): a `~` on a word too short for it, or a `~2` on a word too short for
 * two edits (SEARCH_DISTANCE_2_LENGTH); more words with misreadings than a query may have; more
 * variants in all than a query may search.
 */
export const QUERY_NOTES = [
  'tildeAlone',
  'tildeDistance',
  'tildePhrase',
  'tildePrefix',
  'tildeExclusion',
  'operatorOr',
  'tildeShort',
  'tildeOneEdit',
  'fuzzyWords',
  'variantTerms',
] as const
export interface QueryNote {
  kind: (typeof QUERY_NOTES)[number]
  /** The token as typed (for `fuzzyWords`, the words searched as typed; for `variantTerms`, empty). */
  text: string
}

export interface ParsedQuery {
  terms: QueryTerm[]
  /** What the parser read otherwise than typed (a `~` it could not apply); empty for most queries. */
  notes?: QueryNote[]
}

/** The largest distance `word~N` may ask for: beyond 2 a word matches mostly other words. */
export const MAX_FUZZY_DISTANCE = 2

/** At most this many variants of one word are searched (the most frequent); the page says when there were more. */
export const MAX_VARIANTS = 50
/**
 * With `variants=1`, every word of this many letters or more gets its plausible misreadings, as
 * `word~` gives them (ADR 057); none below (`der` would match `bcr`, `dcr`…).
 */
export const CONFUSION_LENGTH = 4
/**
 * Words of one query expanded to their misreadings, with `~` or `variants=1` (issue 48): each
 * word's variants are OR'ed into the full-text query and ranked, so a query of a hundred fuzzy
 * words held a thread for minutes. The further words are searched as typed, and the page says so.
 */
export const MAX_FUZZY_WORDS = 4
/** Variant terms of one query in all (each word's MAX_VARIANTS, shared out in the query's order). */
export const MAX_VARIANT_TERMS = 200
/**
 * The time one search (its results, or its facets, or a comparison) may take on its thread before
 * it is stopped and answered 503 (ADR 051). With the caps above the hostile queries we know answer
 * in well under a second on the demo; this is the bound for the ones we do not know.
 */
export const SEARCH_BUDGET_MS = 10_000

/**
 * Candidates for a word's misreadings are looked for two edits away from this many letters, one
 * edit below (plausibility then decides, ADR 057): what a `~2` on a shorter word gets, and says.
 */
export const SEARCH_DISTANCE_2_LENGTH = 5

/**
 * The words of `q` with the `~` that `variants=1` stands for (`all`): what a link from a search with
 * variants to a reader carries, so the reader, its page view and Content Search mark the same
 * misreadings. Phrases, prefixes, exclusions and words that have a `~` already are left as typed.
 * The variants the visitor removed (`skip`) follow as exclusions (`-luxembouig`), with or without
 * `all` (a `word~` typed in the query is expanded as well): the marking query never expands a word
 * to one it excludes (variants.ts), and marks no excluded word.
 */
export function withTildes(q: string, skip: readonly string[] = [], all = true): string {
  const marked = q.replace(/(-?)"[^"]*"(~\d*)?|(-?)([^\s"]+)/g, (token: string, _phraseSign: string | undefined, _phraseTilde: string | undefined, sign: string | undefined, word: string | undefined) => {
    if (!all || word === undefined || sign === '-' || /[~*]/.test(word)) return token
    const words = wordsOf(word)
    const last = words.at(-1)
    if (last === undefined || last.length < CONFUSION_LENGTH) return token
    return `${token}~`
  })
  const excluded = skip.filter((term) => /^[\p{L}\p{N}]+$/u.test(term)).map((term) => `-${term}`)
  return excluded.length === 0 ? marked : `${marked} ${excluded.join(' ')}`
}

/** `~` and `~N` at a token's end: the word's misreadings. */
const TILDE = /~(\d*)$/

/** Letters, digits and the apostrophes inside words; everything else separates tokens. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu

function wordsOf(text: string): string[] {
  return [...foldText(text).matchAll(WORD)].map((match) => match[0].replace(/['’]+$/, ''))
}

/**
 * The quotation marks people type for a phrase, besides the straight one: German „…“ and »…«,
 * English “…”, French « … » (with its spaces, which are just spaces to the parser), Swiss ‹…›.
 * Single quotes are not among them: ’ and ' are apostrophes inside words (l’homme, o'clock).
 */
const QUOTES = /[„“”«»‹›]/g

/** The distance a token's `~` asks for, and the note when it cannot be applied as typed. */
function tildeOf(token: string): { distance: 0 | 1 | 2; rest: string; bad: boolean } {
  const match = TILDE.exec(token)
  if (!match) return { distance: 0, rest: token, bad: false }
  const digits = match[1] ?? ''
  const distance = digits === '' ? 1 : Number(digits)
  const rest = token.slice(0, match.index)
  if (distance === 1 || distance === 2) return { distance, rest, bad: false }
  return { distance: 0, rest, bad: true }
}

export function parseQuery(input: string): ParsedQuery {
  const terms: QueryTerm[] = []
  const notes: QueryNote[] = []
  const text = input.slice(0, 500).replace(QUOTES, '"')
  // Phrases first; an unbalanced quote is dropped and its words read as words.
  const pattern = /(-?)"([^"]*)"(~\d*)?|(-?)([^\s"]+)/g
  const quoteCount = (text.match(/"/g) ?? []).length
  const source = quoteCount % 2 === 0 ? text : text.replace(/"(?=[^"]*$)/, ' ')
  for (const match of source.matchAll(pattern)) {
    const [whole, phraseSign, phrase, phraseTilde, wordSign, word] = match
    if (phrase !== undefined) {
      const words = wordsOf(phrase)
      if (words.length === 0) continue
      // A phrase is searched as typed: `"…"~` is not a proximity search here, and its words are not expanded.
      if (phraseTilde !== undefined) notes.push({ kind: 'tildePhrase', text: whole })
      terms.push({ kind: words.length === 1 ? 'word' : 'phrase', text: words.join(' '), negated: phraseSign === '-' })
    } else if (word !== undefined) {
      // AND and OR in capitals are operators to the visitor, not words to find (issue 53: "Kammer OR
      // Regierung" found 0 results without a word). Every result has all the words, on both engines:
      // AND is what the search does anyway; OR cannot be done, so it is left out and the page says so.
      if (wordSign === '' && (word === 'AND' || word === 'OR')) {
        if (word === 'OR') notes.push({ kind: 'operatorOr', text: word })
        continue
      }
      const tilde = tildeOf(word)
      // 'théât*' and 'théât*)' are prefixes; a '*' inside a word is not.
      const prefix = /\*[^\p{L}\p{N}]*$/u.test(tilde.rest) || (tilde.distance > 0 && /\*/.test(tilde.rest))
      const words = wordsOf(tilde.rest)
      const negated = wordSign === '-' && words.length === 1
      if (words.length === 0) {
        if (/~/.test(word)) notes.push({ kind: 'tildeAlone', text: word })
        continue
      }
      let distance = tilde.distance
      if (tilde.bad) notes.push({ kind: 'tildeDistance', text: word })
      else if (distance > 0 && prefix) notes.push({ kind: 'tildePrefix', text: word })
      else if (distance > 0 && negated) notes.push({ kind: 'tildeExclusion', text: word })
      if (prefix || negated) distance = 0
      words.forEach((part, index) => {
        const last = index === words.length - 1
        const term: QueryTerm = { kind: prefix && last ? 'prefix' : 'word', text: part, negated }
        // `new-york~`: the misreadings of the word the `~` follows.
        if (last && distance > 0) term.fuzzy = distance === 1 ? 1 : 2
        terms.push(term)
      })
    }
  }
  return notes.length > 0 ? { terms: dedupe(terms), notes } : { terms: dedupe(terms) }
}

function dedupe(terms: QueryTerm[]): QueryTerm[] {
  const seen = new Set<string>()
  return terms.filter((term) => {
    const key = `${term.negated ? '-' : ''}${term.kind}:${term.text}~${term.fuzzy ?? 0}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function ftsQuoted(text: string): string {
  return `"${text.replace(/"/g, '')}"`
}

function ftsTerm(term: QueryTerm): string {
  // Every term is quoted, so nothing the visitor types is FTS5 syntax.
  const quoted = ftsQuoted(term.text)
  if (term.kind === 'prefix') return `${quoted} *`
  // A word with its misreadings matches any of them (ADR 039).
  return term.variants && term.variants.length > 0 ? `(${[quoted, ...term.variants.map(ftsQuoted)].join(' OR ')})` : quoted
}

/**
 * The FTS5 MATCH expression for a query, or undefined when it has no
 * positive term (a query of exclusions alone cannot be answered by the index).
 */
export function toFtsMatch(query: ParsedQuery): string | undefined {
  const positive = query.terms.filter((term) => !term.negated)
  if (positive.length === 0) return undefined
  const negative = query.terms.filter((term) => term.negated)
  const included = positive.map(ftsTerm).join(' AND ')
  return negative.length === 0 ? included : `(${included}) NOT (${negative.map(ftsTerm).join(' OR ')})`
}

/** The query without its words' misreadings: what an exact match is (exact matches rank first, ADR 039). */
export function withoutVariants(query: ParsedQuery): ParsedQuery {
  return { ...query, terms: query.terms.map((term) => ({ kind: term.kind, text: term.text, negated: term.negated, ...(term.fuzzy ? { fuzzy: term.fuzzy } : {}) })) }
}

/** Whether any word of the query was expanded to its misreadings. */
export function hasVariants(query: ParsedQuery): boolean {
  return query.terms.some((term) => (term.variants?.length ?? 0) > 0)
}
