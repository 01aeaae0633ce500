/**
 * Precision and recall of a misreading expansion against a labelled set (issue 50): for each query
 * word, the variants offered against the OCR terms that really are readings of it. Counted twice:
 * by distinct variants (what the chips show) and by occurrences (what the counts and charts add
 * up: of the occurrences a variant brings, those that are the word misread). A variant none of
 * whose occurrences reads a single ground-truth word (a fragment of a word the OCR split, two run
 * together, uncertain ground truth) cannot be judged: it is counted apart and left out.
 */
import type { LabelledSet } from './labelled.ts'

export type Expansion = (word: string) => readonly string[]

export interface Figures {
  words: number
  /** Query words with at least one true misreading in the vocabulary. */
  wordsWithMisreadings: number
  offered: number
  right: number
  truths: number
  unjudged: number
  offeredOccurrences: number
  rightOccurrences: number
  truthOccurrences: number
  precision: number
  recall: number
  occurrencePrecision: number
  occurrenceRecall: number
}

export interface WordResult {
  word: string
  right: string[]
  wrong: string[]
  missed: string[]
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b)

function withRatios(figures: Omit<Figures, 'precision' | 'recall' | 'occurrencePrecision' | 'occurrenceRecall'>): Figures {
  return {
    ...figures,
    precision: ratio(figures.right, figures.offered),
    recall: ratio(figures.right, figures.truths),
    occurrencePrecision: ratio(figures.rightOccurrences, figures.offeredOccurrences),
    occurrenceRecall: ratio(figures.rightOccurrences, figures.truthOccurrences),
  }
}

/** The true misreadings of every query word, with how often each reads it: one pass over the set. */
function truthsOf(set: LabelledSet): Map<string, Map<string, number>> {
  const queries = new Set(set.queries)
  const truths = new Map<string, Map<string, number>>()
  for (const [term, words] of set.reads) {
    for (const [word, times] of words) {
      if (word === term || !queries.has(word)) continue
      let found = truths.get(word)
      if (!found) truths.set(word, (found = new Map()))
      found.set(term, times)
    }
  }
  return truths
}

export function measure(set: LabelledSet, expand: Expansion): { figures: Figures; words: WordResult[] } {
  const truths = truthsOf(set)
  const results: WordResult[] = []
  const sums = { words: set.queries.length, wordsWithMisreadings: 0, offered: 0, right: 0, truths: 0, unjudged: 0, offeredOccurrences: 0, rightOccurrences: 0, truthOccurrences: 0 }
  for (const word of set.queries) {
    const truth = truths.get(word) ?? new Map<string, number>()
    if (truth.size > 0) sums.wordsWithMisreadings += 1
    const given = [...new Set(expand(word))].filter((term) => term !== word)
    const result: WordResult = { word, right: [], wrong: [], missed: [] }
    for (const term of given) {
      const reads = set.reads.get(term)
      const occurrences = [...(reads?.values() ?? [])].reduce((sum, times) => sum + times, 0)
      if (occurrences === 0) {
        sums.unjudged += 1
        continue
      }
      sums.offered += 1
      sums.offeredOccurrences += occurrences
      const times = reads?.get(word) ?? 0
      if (times > 0) {
        sums.right += 1
        sums.rightOccurrences += times
        result.right.push(term)
      } else result.wrong.push(term)
    }
    for (const [term, times] of truth) {
      sums.truths += 1
      sums.truthOccurrences += times
      if (!given.includes(term)) result.missed.push(term)
    }
    results.push(result)
  }
  return { figures: withRatios(sums), words: results }
}

/** Figures of several sets added up (micro-averaged). */
export function total(all: readonly Figures[]): Figures {
  const sum = (key: keyof Figures) => all.reduce((value, figures) => value + figures[key], 0)
  return withRatios({
    words: sum('words'),
    wordsWithMisreadings: sum('wordsWithMisreadings'),
    offered: sum('offered'),
    right: sum('right'),
    truths: sum('truths'),
    unjudged: sum('unjudged'),
    offeredOccurrences: sum('offeredOccurrences'),
    rightOccurrences: sum('rightOccurrences'),
    truthOccurrences: sum('truthOccurrences'),
  })
}
