/**
 * The frequent words' misreadings judged by the importer (issue 50, ADR 077): every word held by
 * JUDGED_MIN_UNITS units or more is judged once, after the last unit of an import or a purge, on
 * the vocabulary the searches read; a search reads that judgement instead of judging, and gets
 * exactly what it would have judged. Stale judgements never survive a change of the vocabulary.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoDatabase } from '#src/demo/load.ts'
import { purgeBatch } from '#src/ingest/batches.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { JUDGED_MIN_UNITS, judgeFrequentTerms, needsTermJudgements } from '#src/search/judge-store.ts'
import { judgeCandidates } from '#src/search/plausibility.ts'
import { CONFUSION_LENGTH } from '#src/search/query.ts'
import { candidatesOf, judgedVariants, judgingVocabulary, vocabularyOf } from '#src/search/variants.ts'
import { type Db, openForReading, openForWriting } from '#src/store/db.ts'
import { countTermJudgements, frequentTerms, writeTermJudgements } from '#src/store/term-judgements.ts'
import { HAS_REAL, REAL } from '../fixtures/real-data'

let dir: string
let store: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'judgements-'))
  store = join(dir, 'library.db')
  buildDemoDatabase(store, { articles: 2000 })
}, 120_000)

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** What a search would judge for a word on this store, with no stored judgement consulted. */
function judgedLive(db: Db, word: string): unknown {
  const vocabulary = judgingVocabulary(db)
  const { misreadings, others } = judgeCandidates(vocabulary, word, candidatesOf(vocabulary, word), 1)
  const plain = (list: readonly { term: string; cost: number; share: number }[]) => list.map(({ term, cost, share }) => ({ term, cost, share }))
  return { misreadings: plain(misreadings), others: plain(others) }
}

/** Every stored judgement against a live one: the words judged, and how many of them offer a variant. */
function compareAll(db: Db): { words: string[]; offering: number } {
  const words = frequentTerms(db, JUDGED_MIN_UNITS, CONFUSION_LENGTH, 100_000)
  let offering = 0
  for (const word of words) {
    const stored = vocabularyOf(db).storedJudgement(word)
    expect(stored, word).toBeDefined()
    expect(stored, word).toEqual(judgedLive(db, word))
    if ((stored?.misreadings.length ?? 0) + (stored?.others.length ?? 0) > 0) offering += 1
  }
  return { words, offering }
}

describe('misreadings judged by the importer', () => {
  it('judges every frequent word as a search would, and a search reads the judgement', () => {
    const db = openForReading(store)
    try {
      const { words, offering } = compareAll(db)
      expect(words.length).toBeGreaterThan(100)
      expect(countTermJudgements(db)).toBe(words.length)
      // Not a table of empty answers: a good share of the frequent words has misreadings in the demo's OCR.
      expect(offering).toBeGreaterThan(words.length / 10)
      expect(needsTermJudgements(db)).toBe(false)
      const word = words.find((candidate) => (vocabularyOf(db).storedJudgement(candidate)?.misreadings.length ?? 0) > 0) ?? ''
      expect(judgedVariants(vocabularyOf(db), word, 1)).toEqual(vocabularyOf(db).storedJudgement(word))
      // A rare word is not stored, and is judged at its search.
      const rare = db.prepare<[number, number], string>('SELECT term FROM term_vocabulary WHERE units < ? AND length(term) >= ? LIMIT 1').pluck().get(JUDGED_MIN_UNITS, CONFUSION_LENGTH) ?? ''
      expect(vocabularyOf(db).storedJudgement(rare)).toBeUndefined()
      expect(judgedVariants(vocabularyOf(db), rare, 1)).toEqual(judgedLive(db, rare))
    } finally {
      db.close()
    }
  })

  it('judges a word whose stored row does not read back, and says a store without judgements needs them', () => {
    const db = openForWriting(store)
    try {
      const [word = ''] = frequentTerms(db, JUDGED_MIN_UNITS, CONFUSION_LENGTH, 1)
      const live = judgedLive(db, word)
      db.transaction(() => writeTermJudgements(db, [{ term: word, misreadings: '[{"term":"x","cost":null}]', others: '[]' }]))()
      expect(vocabularyOf(db).storedJudgement(word)).toBeUndefined()
      expect(judgedVariants(vocabularyOf(db), word, 1)).toEqual(live)
      db.exec('DELETE FROM term_judgement')
      expect(needsTermJudgements(db)).toBe(true)
      judgeFrequentTerms(db)
      expect(needsTermJudgements(db)).toBe(false)
    } finally {
      db.close()
    }
  })

  it.skipIf(!HAS_REAL)('judges again after another import and after a purge: no judgement outlives its vocabulary', () => {
    const report = importPaths(store, [join(REAL, 'bnl-luxzeit-1858-07-10')])
    let db = openForReading(store)
    try {
      expect(compareAll(db).words.length).toBeGreaterThan(100)
    } finally {
      db.close()
    }
    purgeBatch(store, report.batch)
    db = openForReading(store)
    try {
      expect(compareAll(db).words.length).toBeGreaterThan(100)
    } finally {
      db.close()
    }
  })
})
