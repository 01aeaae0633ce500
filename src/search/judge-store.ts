/**
 * The importer's judgement of the frequent words' misreadings (issue 50, ADR 077). A word's first
 * search with variants judged its candidates (plausibility.ts): about 2–4 ms of CPU a word, which
 * made that first search twice as dear as ADR 039's expansion. The words visitors search are
 * mostly the collection's frequent ones, so the importer judges those once, after the last unit is
 * written, on the vocabulary the searches will read, and stores the result; a search reads one row.
 * A rarer word, or one typed that the index does not hold, is judged at its first search as before.
 */
import type { Db } from '#src/store/db.ts'
import { frequentTerms, lacksTermJudgements, writeTermJudgements } from '#src/store/term-judgements.ts'
import { judgementRow } from './judgement-rows.ts'
import { judgeCandidates } from './plausibility.ts'
import { CONFUSION_LENGTH } from './query.ts'
import { candidatesOf, judgingVocabulary } from './variants.ts'

/** A word held by fewer units is judged at its first search: below this, searches for it are few and each import would judge thousands more words. */
export const JUDGED_MIN_UNITS = 20
/** At most this many words are judged by an import, the most held first: about 20–40 s of CPU at 2–4 ms a word. */
export const JUDGED_MAX_WORDS = 12_000
/** Judgements written per transaction. */
const BATCH = 500

/** Whether the store holds frequent words but no judgement of them: one from before migration 19, or whose last writer did not judge. */
export function needsTermJudgements(db: Db): boolean {
  return lacksTermJudgements(db, JUDGED_MIN_UNITS, CONFUSION_LENGTH)
}

/**
 * Judges the level-1 misreadings of the store's frequent words and stores them; returns how many.
 * Run after the vocabulary is rewritten (computeTermRanks empties the stored judgements) and the
 * terms' lexicons are looked up, on the handle the import writes.
 */
export function judgeFrequentTerms(db: Db, onProgress?: (done: number, total: number) => void): number {
  const words = frequentTerms(db, JUDGED_MIN_UNITS, CONFUSION_LENGTH, JUDGED_MAX_WORDS)
  if (words.length === 0) return 0
  const vocabulary = judgingVocabulary(db)
  for (let start = 0; start < words.length; start += BATCH) {
    const rows = words.slice(start, start + BATCH).map((word) => judgementRow(word, judgeCandidates(vocabulary, word, candidatesOf(vocabulary, word), 1)))
    db.transaction(() => writeTermJudgements(db, rows))()
    onProgress?.(Math.min(words.length, start + BATCH), words.length)
  }
  return words.length
}
