/**
 * Migration 6: a store indexed before the folding of combining letters, ligatures, ‘ ʼ
 * and the soft hyphen answers the queries that fold them, without a new import.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { foldText } from '#src/domain/fold.ts'
import { openForWriting } from '#src/store/db.ts'
import { MIGRATIONS } from '#src/store/schema.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'migrations-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** What the index held for a text before migration 6: lower case, ß and ſ folded, nothing else. */
const oldFold = (text: string) => text.replace(/ſ/g, 's').toLowerCase()

const TEXTS = [
  { id: 1, title: 'Von der Aufklaͤrung', text: 'Was iſt Aufklaͤrung? Ein Beantwortung.' },
  { id: 2, title: null, text: 'Die oﬃcielle Mittheilung der Wahl\u00adcommiſſion.' },
  { id: 3, title: 'Markt', text: 'Preise der Woche: Weizen, Roggen, Hafer.' },
  { id: 4, title: null, text: 'l‘Indépendance et l’Union' },
]

function storeAtVersion5(path: string): void {
  const old = new Database(path)
  MIGRATIONS.slice(0, 5).forEach((step, index) => {
    if (typeof step !== 'string') throw new Error(`migration ${index + 1} is not SQL`)
    old.exec(step)
  })
  old.pragma('user_version = 5')
  old.exec(`
    INSERT INTO periodical (id, title, type) VALUES ('p', 'P', 'newspaper');
    INSERT INTO issue (periodical_id, date, page_count, source_path) VALUES ('p', '1784-12-01', 1, '/x/mets.xml');`)
  const unit = old.prepare(
    `INSERT INTO unit (id, issue_id, source_id, type, source_type, title, text, content_types, first_page, last_page, blocks, doc_type, periodical_id, date, year, sort_title)
     VALUES (?, 1, ?, 'article', 'ARTICLE', ?, ?, 'full_text', 1, 1, '[]', 'newspaper', 'p', '1784-12-01', 1784, 'x')`,
  )
  const fts = old.prepare('INSERT INTO unit_fts (rowid, title, text) VALUES (?, ?, ?)')
  for (const row of TEXTS) {
    unit.run(row.id, `u${row.id}`, row.title, row.text)
    fts.run(row.id, oldFold(row.title ?? ''), oldFold(row.text))
  }
  old.prepare("INSERT INTO term_rank (term, matches, ids, all_ids) VALUES ('der', 2, x'', x'')").run()
  old.close()
}

const matching = (db: Database.Database, words: string) =>
  db.prepare<[string], number>('SELECT rowid FROM unit_fts WHERE unit_fts MATCH ? ORDER BY rowid').pluck().all(foldText(words))

describe('migration 6: the index folds as the queries do', () => {
  it('finds the newly folded spellings and keeps every other unit as it was', () => {
    const path = join(dir, 'old.db')
    storeAtVersion5(path)
    const before = new Database(path, { readonly: true })
    expect(matching(before, 'aufklarung')).toEqual([])
    expect(matching(before, 'officielle')).toEqual([])
    expect(matching(before, 'wahlcommission')).toEqual([])
    before.close()

    const db = openForWriting(path)
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length)
      expect(matching(db, 'Aufklärung')).toEqual([1])
      expect(matching(db, 'aufklarung')).toEqual([1])
      expect(matching(db, 'officielle')).toEqual([2])
      expect(matching(db, 'Wahlcommission')).toEqual([2])
      expect(matching(db, `"l'indépendance"`)).toEqual([4])
      // The headline column of a refolded unit is its title.
      expect(matching(db, 'title : aufklarung')).toEqual([1])
      expect(matching(db, 'weizen roggen')).toEqual([3])
      expect(db.prepare('SELECT COUNT(*) FROM unit_fts_docsize').pluck().get()).toBe(TEXTS.length)
      // The common words are ranked again from the new tokens by `npm start` or the next import.
      expect(db.prepare('SELECT COUNT(*) FROM term_rank').pluck().get()).toBe(0)
    } finally {
      db.close()
    }
  })

  it('leaves a store without those characters, its rankings included, as it was', () => {
    const path = join(dir, 'plain.db')
    storeAtVersion5(path)
    const old = new Database(path)
    old.exec('DELETE FROM unit WHERE id <> 3; DELETE FROM unit_fts WHERE rowid <> 3')
    // Migrations 6 to 13 alone: the 14th and the 15th empty every store's rankings (they hold more since).
    MIGRATIONS.slice(5, 13).forEach((step) => (typeof step === 'string' ? old.exec(step) : step(old)))
    old.pragma('user_version = 13')
    expect(matching(old, 'weizen')).toEqual([3])
    expect(old.prepare('SELECT COUNT(*) FROM term_rank').pluck().get()).toBe(1)
    old.close()
    const db = openForWriting(path)
    try {
      expect(matching(db, 'weizen')).toEqual([3])
      expect(db.prepare('SELECT COUNT(*) FROM term_rank').pluck().get()).toBe(0)
    } finally {
      db.close()
    }
  })
})
