/**
 * The expansion before issue 50 (ADR 039), as `variants=1` made it: the index terms within one
 * edit of a word of 5–7 letters, two of a longer one, none of a word of 4, plus the fixed OCR
 * confusions once or twice applied; the 50 in most units kept. The "before" of the report.
 */
import { MAX_VARIANTS } from '../../src/search/query.ts'
import { type Vocabulary, confusionsOf } from '../../src/search/variants.ts'

export function baselineDistance(word: string): 0 | 1 | 2 {
  return word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0
}

export function baselineVariants(vocabulary: Vocabulary, word: string): string[] {
  const distance = baselineDistance(word)
  const candidates = distance > 0 ? vocabulary.within(word, distance) : new Map<string, number>()
  for (const variant of confusionsOf(word)) if (!candidates.has(variant) && vocabulary.unitsOf(variant) > 0) candidates.set(variant, distance + 1)
  return [...candidates]
    .map(([term, edits]) => ({ term, edits, units: vocabulary.unitsOf(term) }))
    .filter((candidate) => candidate.units > 0)
    .sort((a, b) => b.units - a.units || a.edits - b.edits || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, MAX_VARIANTS)
    .map((candidate) => candidate.term)
}
