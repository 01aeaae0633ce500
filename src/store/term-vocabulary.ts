/**
 * The index's vocabulary (ADR 039): every term the full-text index holds and in how many units,
 * the one list both search engines expand a word's OCR misreadings from, so the embedded engine
 * and Solr search the same variants. Written from FTS5's own vocabulary by the migration that
 * adds it and by every import (catalog-maintenance.ts), after the last unit is written. Each term
 * also says which lexicons know it (ADR 057, migration 17: `lexicon`, bits of
 * src/domain/lexicon-languages.ts; NULL until the importer has looked it up), which an import
 * keeps for the terms it had already.
 */
import type { Statement } from 'better-sqlite3'
import type { Db } from './db.ts'

/** Rewrites the vocabulary from the index, keeping the lexicons of the terms it held; returns how many terms it holds. */
export function refreshTermVocabulary(db: Db): number {
  db.exec('CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocabulary_rows USING fts5vocab(main, unit_fts, row)')
  db.exec('DELETE FROM term_vocabulary WHERE term NOT IN (SELECT term FROM temp.vocabulary_rows)')
  db.prepare('INSERT INTO term_vocabulary (term, units) SELECT term, doc FROM temp.vocabulary_rows WHERE true ON CONFLICT (term) DO UPDATE SET units = excluded.units').run()
  const written = db.prepare<[], number>('SELECT COUNT(*) FROM term_vocabulary').pluck().get() ?? 0
  db.exec('DROP TABLE temp.vocabulary_rows')
  return written
}

/** The vocabulary as sorted parallel arrays: terms in code-unit order, each term's units and lexicons (bits; 0 where none or not looked up). */
export interface TermVocabularyRows {
  terms: string[]
  units: Int32Array
  lexicons?: Uint8Array
}

/** Every term of the vocabulary, in JavaScript's string order (the order the expansion walks). */
export function readTermVocabulary(db: Db): TermVocabularyRows {
  const rows = db.prepare<[], [string, number, number | null]>('SELECT term, units, lexicon FROM term_vocabulary').raw().all()
  rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  const units = new Int32Array(rows.length)
  const lexicons = new Uint8Array(rows.length)
  const terms = rows.map(([term, count, lexicon], index) => {
    units[index] = count
    lexicons[index] = lexicon ?? 0
    return term
  })
  return { terms, units, lexicons }
}

/** The terms the importer has not looked up in its lexicons yet, at most `limit`. */
export function termsWithoutLexicon(db: Db, limit: number): string[] {
  return db.prepare<[number], string>('SELECT term FROM term_vocabulary WHERE lexicon IS NULL LIMIT ?').pluck().all(limit)
}

/** Records which lexicons know each term (bits). */
export function writeTermLexicons(db: Db, lexicons: Iterable<readonly [string, number]>): void {
  const update = db.prepare<[number, string]>('UPDATE term_vocabulary SET lexicon = ? WHERE term = ?')
  for (const [term, mask] of lexicons) update.run(mask, term)
}

/**
 * The languages of the first `sample` units holding a term (in the index's order), null for a
 * unit whose language is not recorded: what the misreading expansion needs to know whether a
 * term is a word of its units' language (ADR 057). The index stops after `sample` rows; the
 * languages come from migration 18's index, not from the units' rows (SQLite's planner would
 * take the rowid, and read each unit's text with it).
 */
export function termUnitLanguages(db: Db, term: string, sample: number): (string | null)[] {
  let statement = languageStatements.get(db)
  if (!statement) {
    statement = db.prepare<[string, number], string | null>('SELECT DISTINCT language FROM unit INDEXED BY unit_id_language WHERE id IN (SELECT rowid FROM unit_fts WHERE unit_fts MATCH ? LIMIT ?)').pluck()
    languageStatements.set(db, statement)
  }
  return statement.all(`"${term.replace(/"/g, '')}"`, sample)
}

/** The statement termUnitLanguages runs, prepared once per store handle (it runs for many terms of a search). */
const languageStatements = new WeakMap<Db, Statement<[string, number], string | null>>()

/**
 * The language of the first unit holding a term in the index's order (the first of
 * termUnitLanguages' sample), null where not recorded; undefined when no unit holds the term. One
 * row read, where the sample reads up to its size: enough to say that a term is a word of its
 * units' language when that unit is written in it.
 */
export function termFirstUnitLanguage(db: Db, term: string): string | null | undefined {
  let statement = firstLanguageStatements.get(db)
  if (!statement) {
    statement = db.prepare<[string], string | null>('SELECT language FROM unit INDEXED BY unit_id_language WHERE id = (SELECT rowid FROM unit_fts WHERE unit_fts MATCH ? LIMIT 1)').pluck()
    firstLanguageStatements.set(db, statement)
  }
  return statement.get(`"${term.replace(/"/g, '')}"`)
}

const firstLanguageStatements = new WeakMap<Db, Statement<[string], string | null>>()
