/**
 * The visitor's query language: words (all must match), "exact phrases",
 * -excluded words or phrases, and prefix* truncation. Anything malformed
 * (an unbalanced quote, a lone operator, FTS5 syntax characters) degrades
 * to plain words instead of failing: the parser never throws.
 */
import { foldText } from '../domain/fold.ts'

export interface QueryTerm {
  kind: 'word' | 'phrase' | 'prefix'
  /** Folded text (lowercase, ß→ss…): what the index holds. */
  text: string
  negated: boolean
}

export interface ParsedQuery {
  terms: QueryTerm[]
}

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

export function parseQuery(input: string): ParsedQuery {
  const terms: QueryTerm[] = []
  const text = input.slice(0, 500).replace(QUOTES, '"')
  // Phrases first; an unbalanced quote is dropped and its words read as words.
  const pattern = /(-?)"([^"]*)"|(-?)([^\s"]+)/g
  const quoteCount = (text.match(/"/g) ?? []).length
  const source = quoteCount % 2 === 0 ? text : text.replace(/"(?=[^"]*$)/, ' ')
  for (const match of source.matchAll(pattern)) {
    const [, phraseSign, phrase, wordSign, word] = match
    if (phrase !== undefined) {
      const words = wordsOf(phrase)
      if (words.length === 0) continue
      terms.push({ kind: words.length === 1 ? 'word' : 'phrase', text: words.join(' '), negated: phraseSign === '-' })
    } else if (word !== undefined) {
      // 'théât*' and 'théât*)' are prefixes; a '*' inside a word is not.
      const prefix = /\*[^\p{L}\p{N}]*$/u.test(word)
      const words = wordsOf(word)
      words.forEach((part, index) => {
        const last = index === words.length - 1
        terms.push({ kind: prefix && last ? 'prefix' : 'word', text: part, negated: wordSign === '-' && words.length === 1 })
      })
    }
  }
  return { terms: dedupe(terms) }
}

function dedupe(terms: QueryTerm[]): QueryTerm[] {
  const seen = new Set<string>()
  return terms.filter((term) => {
    const key = `${term.negated ? '-' : ''}${term.kind}:${term.text}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

function ftsTerm(term: QueryTerm): string {
  // Every term is quoted, so nothing the visitor types is FTS5 syntax.
  const quoted = `"${term.text.replace(/"/g, '')}"`
  return term.kind === 'prefix' ? `${quoted} *` : quoted
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
