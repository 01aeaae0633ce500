/**
 * Looks up the index terms no lexicon has been asked about yet (term_vocabulary.lexicon NULL) and
 * records which lexicons know them (ADR 057): after every import, and by `npm start` for a store
 * from before migration 17. The lexicons load once per process (a few seconds for German); the
 * terms already looked up keep their answer from import to import.
 */
import type { Db } from '../store/db.ts'
import { termsWithoutLexicon, writeTermLexicons } from '../store/term-vocabulary.ts'
import { lexiconMask } from '../search/term-lexicon.ts'

const BATCH = 10_000

/** Whether some term of the vocabulary has not been looked up. */
export function needsTermLexicons(db: Db): boolean {
  return termsWithoutLexicon(db, 1).length > 0
}

/** Looks up every term not looked up yet; returns how many. */
export function markTermLexicons(db: Db, onProgress?: (done: number) => void): number {
  let done = 0
  for (;;) {
    const terms = termsWithoutLexicon(db, BATCH)
    if (terms.length === 0) return done
    db.transaction(() => writeTermLexicons(db, terms.map((term) => [term, lexiconMask(term)] as const)))()
    done += terms.length
    onProgress?.(done)
  }
}
