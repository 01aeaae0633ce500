/**
 * What the bench's search section (scripts/bench.ts) shares between engines: its queries, drawn
 * from a corpus's own vocabulary by document frequency so every class means the same on any
 * corpus, and its latency summary. One derivation for every engine measured: the embedded engine
 * and Solr (bench-solr.ts) are sent exactly the same searches.
 */
import type { Db } from '../src/store/db.ts'
import { JUDGED_MIN_UNITS } from '../src/search/judge-store.ts'
import { foldedWords } from '../src/store/ranking.ts'
import { percentile, round } from './bench-web.ts'

export interface Latency {
  p50_ms: number
  p95_ms: number
  max_ms: number
  runs: number
}

export function summary(times: readonly number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50_ms: round(percentile(sorted, 50)), p95_ms: round(percentile(sorted, 95)), max_ms: round(sorted.at(-1) ?? 0), runs: sorted.length }
}

/** Queries per class. */
export const QUERIES_PER_CLASS = 12

/** Every class is measured in both orders. */
export const BENCH_SORTS = ['relevance', 'date_desc'] as const

/** A search as its address's parameters, which parseSearchState reads. */
export type QueryParams = Record<string, string>

export interface BenchQueries {
  /** The query classes, in the report's order: rare_term, common_term, two_term_and, phrase, prefix, filtered, variants, variants_unjudged. */
  classes: Record<string, QueryParams[]>
  /** The comparison page's three searches, QUERIES_PER_CLASS times: a common word, a mid one, a rare one. */
  comparisons: QueryParams[][]
  /**
   * Searches of other words than the classes' (words, pairs, prefixes), for an engine that has to
   * warm up before it is measured (a JVM compiling its code) without its caches seeing the classes.
   */
  warmup: QueryParams[]
}

/** The bench's queries for a store of `unitCount` units. Throws when the corpus has no common word (it is too small). */
export function benchQueries(db: Db, unitCount: number): BenchQueries {
  // Words by document frequency, from the index's own vocabulary.
  db.exec('CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocabulary USING fts5vocab(main, unit_fts, row)')
  const vocabulary = db
    .prepare<[], [string, number]>("SELECT term, doc FROM temp.vocabulary WHERE term GLOB '[a-z]*' AND length(term) > 2 ORDER BY doc DESC")
    .raw()
    .all()
  const band = (low: number, high: number, count: number) => {
    const terms = vocabulary.filter(([, df]) => df >= low * unitCount && df <= high * unitCount).map(([term]) => term)
    const step = Math.max(1, Math.floor(terms.length / count))
    return terms.filter((_, index) => index % step === 0).slice(0, count)
  }
  const common = band(0.2, 1, QUERIES_PER_CLASS)
  const mid = band(0.01, 0.1, QUERIES_PER_CLASS * 2)
  const rare = band(0.0001, 0.001, QUERIES_PER_CLASS)
  if (common.length === 0) throw new Error('the corpus has no word in more than 20% of its units: is it too small?')
  // Two words that occur together: the first other mid-frequency word of the first unit holding
  // the word. Two mid words drawn apart are mostly of two languages and find nothing (the class
  // measured empty answers until issue 40's last stop).
  const midBand = new Set(vocabulary.filter(([, df]) => df >= 0.01 * unitCount && df <= 0.1 * unitCount).map(([term]) => term))
  const firstText = db.prepare<[string], string>('SELECT u.text FROM unit u WHERE u.id = (SELECT rowid FROM unit_fts WHERE unit_fts MATCH ? LIMIT 1)').pluck()
  const partnerOf = (word: string) => foldedWords(firstText.get(`"${word}"`) ?? '').find((other) => other !== word && other.length > 3 && midBand.has(other))
  // Phrases as they occur: two neighbouring words of a real unit's text.
  const phrases = db
    .prepare<[number], string>('SELECT text FROM unit WHERE id % 997 = ? AND length(text) > 200 LIMIT 40')
    .pluck()
    .all(7)
    .map((text) => {
      const words = text.split(/\s+/)
      const at = words.findIndex((word, index) => index > 2 && /^\p{L}{4,}$/u.test(word) && /^\p{L}{4,}$/u.test(words[index + 1] ?? ''))
      return at < 0 ? '' : `${words[at]} ${words[at + 1]}`
    })
    .filter((phrase) => phrase !== '')
    .slice(0, QUERIES_PER_CLASS)
  const classes: Record<string, QueryParams[]> = {
    rare_term: rare.map((q) => ({ q })),
    common_term: common.map((q) => ({ q })),
    two_term_and: mid.slice(0, QUERIES_PER_CLASS).map((q, index) => ({ q: `${q} ${partnerOf(q) ?? mid[QUERIES_PER_CLASS + index] ?? ''}` })),
    phrase: phrases.map((phrase) => ({ q: `"${phrase}"` })),
    prefix: mid.filter((term) => term.length >= 6).map((term) => ({ q: `${term.slice(0, 5)}*` })),
    filtered: common.map((q, index) => ({ q, type: 'newspaper', from: `${1900 + index * 3}`, to: `${1910 + index * 3}`, lang: index % 2 ? 'de' : 'fr' })),
    // Variant search (ADR 039): words of five letters or more (one edit; eight or more, two) with
    // their OCR confusions, half common and half mid-frequency, every variant found counted.
    variants: [...common.filter((term) => term.length >= 5).slice(0, QUERIES_PER_CLASS / 2), ...mid.filter((term) => term.length >= 5)]
      .slice(0, QUERIES_PER_CLASS)
      .map((q) => ({ q, variants: '1' })),
    // The same for words the importer did not judge (held by fewer than JUDGED_MIN_UNITS units,
    // ADR 077): their first search judges them, as every word's did before.
    variants_unjudged: vocabulary
      .filter(([term, df]) => df >= 2 && df < JUDGED_MIN_UNITS && term.length >= 5 && /^[a-z]+$/.test(term))
      .filter((_, index, all) => index % Math.max(1, Math.floor(all.length / QUERIES_PER_CLASS)) === 0)
      .slice(0, QUERIES_PER_CLASS)
      .map(([q]) => ({ q, variants: '1' })),
  }
  const comparisons = Array.from({ length: QUERIES_PER_CLASS }, (_, index) =>
    [common[index % common.length] ?? '', mid[index] ?? '', rare[index % Math.max(1, rare.length)] ?? ''].map((q) => ({ q })),
  )
  const used = new Set([...common, ...mid, ...rare])
  const spare = vocabulary.filter(([term, df]) => df >= 0.001 * unitCount && df <= 0.1 * unitCount && !used.has(term)).map(([term]) => term)
  const spacing = Math.max(1, Math.floor(spare.length / 32))
  const others = spare.filter((_, index) => index % spacing === Math.floor(spacing / 2)).slice(0, 32)
  const warmup = [
    ...others.slice(0, 16).map((q) => ({ q })),
    ...others.slice(16, 24).map((q, index) => ({ q: `${q} ${others[24 + index] ?? ''}`.trim() })),
    ...others.filter((term) => term.length >= 6).map((term) => ({ q: `${term.slice(0, 4)}*` })),
  ]
  return { classes, comparisons, warmup }
}

/** The engines the search section can measure (`--engine`). */
export const ENGINES = ['embedded', 'solr'] as const
export type Engine = (typeof ENGINES)[number]

/** The latencies of one query class in one order: the first page (cold) and page 2 after it (warm). */
export interface SearchClass {
  queries: number
  hits_p50: number
  cold: Latency
  warm: Latency
}

/** The research views of one query class: the facets' pass with the timeline, and the periodical list A–Z. */
export interface ResearchClass {
  queries: number
  timeline_cold: Latency
  facet_list: Latency
}
