/**
 * A frequent word's misreadings judged by the importer (issue 50, ADR 077): what the search would
 * judge at the word's first search with variants (src/search/plausibility.ts), written after the
 * last unit of an import or a purge, since every judgement depends on the whole vocabulary. Level 1
 * (the checkbox's "also find OCR misreadings"); a word not stored is judged at its first search.
 * Emptied whenever the vocabulary is rewritten, so a judgement never outlives the vocabulary it
 * was made from.
 */
import type { Statement } from 'better-sqlite3'
import type { Db } from './db.ts'

/** A stored judgement as JSON text: the misreadings and the possible other words, each `{ term, cost, share }`. */
export interface StoredJudgementRow {
  term: string
  misreadings: string
  others: string
}

/** Forgets every stored judgement: the vocabulary they were made from is about to change. */
export function clearTermJudgements(db: Db): void {
  db.exec('DELETE FROM term_judgement')
}

/** The terms worth judging at import: held by at least `minUnits` units and `minLength` letters long, the most held first, at most `limit`. */
export function frequentTerms(db: Db, minUnits: number, minLength: number, limit: number): string[] {
  return db
    .prepare<[number, number, number], string>('SELECT term FROM term_vocabulary WHERE units >= ? AND length(term) >= ? ORDER BY units DESC, term LIMIT ?')
    .pluck()
    .all(minUnits, minLength, limit)
}

/** Writes judgements (one transaction is the caller's). */
export function writeTermJudgements(db: Db, rows: Iterable<StoredJudgementRow>): void {
  const insert = db.prepare<[string, string, string]>('INSERT OR REPLACE INTO term_judgement (term, misreadings, others) VALUES (?, ?, ?)')
  for (const row of rows) insert.run(row.term, row.misreadings, row.others)
}

/**
 * Whether the store holds no judgement but some term worth one: a store from before migration 19. Two rows at most are
 * read (`npm start` asks each time it starts, and a real OCR vocabulary holds millions of terms: no sort, no count).
 */
export function lacksTermJudgements(db: Db, minUnits: number, minLength: number): boolean {
  if (db.prepare('SELECT 1 FROM term_judgement LIMIT 1').get() !== undefined) return false
  return db.prepare<[number, number]>('SELECT 1 FROM term_vocabulary WHERE units >= ? AND length(term) >= ? LIMIT 1').get(minUnits, minLength) !== undefined
}

/** How many judgements the store holds. */
export function countTermJudgements(db: Db): number {
  return db.prepare<[], number>('SELECT COUNT(*) FROM term_judgement').pluck().get() ?? 0
}

/** A term's stored judgement; undefined when the importer did not judge it. */
export function readTermJudgement(db: Db, term: string): StoredJudgementRow | undefined {
  let statement = judgementStatements.get(db)
  if (!statement) {
    statement = db.prepare<[string], StoredJudgementRow>('SELECT term, misreadings, others FROM term_judgement WHERE term = ?')
    judgementStatements.set(db, statement)
  }
  return statement.get(term)
}

/** The statement readTermJudgement runs, prepared once per store handle. */
const judgementStatements = new WeakMap<Db, Statement<[string], StoredJudgementRow>>()
