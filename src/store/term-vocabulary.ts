/**
 * The index's vocabulary (ADR 039): every term the full-text index holds and in how many units,
 * the one list both search engines expand a word's OCR misreadings from, so the embedded engine
 * and Solr search the same variants. Written from FTS5's own vocabulary by the migration that
 * adds it and by every import (catalog-maintenance.ts), after the last unit is written.
 */
import type { Db } from './db.ts'

/** Rewrites the vocabulary from the index; returns how many terms it holds. */
export function refreshTermVocabulary(db: Db): number {
  db.exec('DELETE FROM term_vocabulary')
  db.exec('CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocabulary_rows USING fts5vocab(main, unit_fts, row)')
  const written = db.prepare('INSERT INTO term_vocabulary (term, units) SELECT term, doc FROM temp.vocabulary_rows').run().changes
  db.exec('DROP TABLE temp.vocabulary_rows')
  return written
}

/** The vocabulary as sorted parallel arrays: terms in code-unit order, and each term's units. */
export interface TermVocabularyRows {
  terms: string[]
  units: Int32Array
}

/** Every term of the vocabulary, in JavaScript's string order (the order the expansion walks). */
export function readTermVocabulary(db: Db): TermVocabularyRows {
  const rows = db.prepare<[], [string, number]>('SELECT term, units FROM term_vocabulary').raw().all()
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  const units = new Int32Array(rows.length)
  const terms = rows.map(([term, count], index) => {
    units[index] = count
    return term
  })
  return { terms, units }
}
