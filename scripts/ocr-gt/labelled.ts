/**
 * A labelled set for measuring a misreading expansion (issue 50): the OCR vocabulary of one half
 * of the ground truth, as a search index would hold it (each term and in how many units), what
 * every term reads (the ground-truth words its occurrences are readings of), and the query words.
 * A variant offered for a word is right when some occurrence of it is a reading of that word.
 *
 * Kept as a gzipped TSV (tests/fixtures/ocr-ground-truth/), trimmed to the terms any expansion
 * measured can offer for a query word (within two edits, or two confusions, of one), the true
 * misreadings, and the lexicon's words an offered term is weighed against: the full vocabulary
 * would give the same figures.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { gunzipSync, gzipSync } from 'node:zlib'
import type { GtUnit } from './corpus.ts'
import type { GtLanguage } from './sources.ts'

export interface LabelledSet {
  language: GtLanguage
  /** Each OCR term and in how many units it occurs. */
  units: Map<string, number>
  /** Each OCR term and the ground-truth words it reads, with how often. */
  reads: Map<string, Map<string, number>>
  /** The query words: ground-truth words of four letters or more. */
  queries: string[]
}

/** Query words have this many letters at least (what `variants=1` expands)… */
const QUERY_LENGTH = 4
/** …and occur this often in the ground truth of the half measured. */
const QUERY_OCCURRENCES = 2

function hash(text: string): number {
  let value = 2166136261
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 16777619) >>> 0
  return value
}

/** The labelled set of one language's units; `perLanguage` query words, drawn by a fixed hash. */
export function labelledSet(units: readonly GtUnit[], language: GtLanguage, perLanguage: number): LabelledSet {
  const counts = new Map<string, number>()
  const reads = new Map<string, Map<string, number>>()
  const gtWords = new Map<string, number>()
  for (const unit of units) {
    if (unit.language !== language) continue
    const seen = new Set<string>()
    for (const reading of unit.readings) {
      seen.add(reading.ocr)
      if (reading.gt === null || reading.unknown) continue
      gtWords.set(reading.gt, (gtWords.get(reading.gt) ?? 0) + 1)
      let known = reads.get(reading.ocr)
      if (!known) reads.set(reading.ocr, (known = new Map()))
      known.set(reading.gt, (known.get(reading.gt) ?? 0) + 1)
    }
    for (const word of unit.unread) gtWords.set(word, (gtWords.get(word) ?? 0) + 1)
    for (const term of seen) counts.set(term, (counts.get(term) ?? 0) + 1)
  }
  const queries = [...gtWords]
    .filter(([word, count]) => count >= QUERY_OCCURRENCES && word.length >= QUERY_LENGTH && /^\p{L}+$/u.test(word))
    .map(([word]) => word)
    .sort((a, b) => hash(a) - hash(b) || (a < b ? -1 : 1))
    .slice(0, perLanguage)
    .sort()
  return { language, units: counts, reads, queries }
}

/** The true misreadings of a word in a set: the other terms some occurrence of which reads it. */
export function misreadingsOf(set: LabelledSet, word: string): Set<string> {
  const found = new Set<string>()
  for (const [term, words] of set.reads) if (term !== word && words.has(word)) found.add(term)
  return found
}

/** Writes a set, keeping only the terms `keep` names (and the query words). */
export function writeLabelledSet(path: string, set: LabelledSet, keep: ReadonlySet<string>, header: readonly string[]): void {
  const lines = [...header.map((line) => `# ${line}`), `language\t${set.language}`]
  for (const word of set.queries) lines.push(`query\t${word}`)
  for (const [term, count] of [...set.units].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (!keep.has(term) && !set.queries.includes(term)) continue
    const reads = [...(set.reads.get(term) ?? [])].map(([word, times]) => `${word}:${times}`).join(',')
    lines.push(`term\t${term}\t${count}\t${reads}`)
  }
  writeFileSync(path, gzipSync(`${lines.join('\n')}\n`, { level: 9 }))
}

/** Reads a set written by writeLabelledSet. */
export function readLabelledSet(path: string): LabelledSet {
  const set: LabelledSet = { language: 'en', units: new Map(), reads: new Map(), queries: [] }
  for (const line of gunzipSync(readFileSync(path)).toString('utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    const [kind, first = '', second = '', third = ''] = line.split('\t')
    if (kind === 'language' && (first === 'de' || first === 'en' || first === 'fr')) set.language = first
    else if (kind === 'query') set.queries.push(first)
    else if (kind === 'term') {
      set.units.set(first, Number(second))
      if (third !== '') {
        set.reads.set(
          first,
          new Map(
            third.split(',').map((entry) => {
              const at = entry.lastIndexOf(':')
              return [entry.slice(0, at), Number(entry.slice(at + 1))] as const
            }),
          ),
        )
      }
    }
  }
  return set
}
