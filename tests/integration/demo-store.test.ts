import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoDatabase } from '#src/demo/load.ts'
import { type Db, openForReading } from '#src/store/db.ts'

/**
 * Same seed, same store (issue 39): the demo built twice through the real importer holds the same
 * titles, issues, pages and texts, row for row. Only what the clock and the scratch folder write
 * differ (when a batch was imported, its id, when each row was added, the temporary paths the
 * files were read from), and those are left out.
 */
let dir: string
let first: Db
let second: Db
let other: Db

/** Rows of a table without its clock columns, in a fixed order. */
function rows(db: Db, table: string, order: string): unknown[] {
  const clock = new Set(['added_at', 'batch_id', 'imported_at', 'source_path', 'ocr_path', 'image_path'])
  const columns = db
    .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${table}')`)
    .all()
    .map((c) => c.name)
    .filter((name) => !clock.has(name))
  return db.prepare(`SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM ${table} ORDER BY ${order}`).raw().all()
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-store-'))
  for (const [name, seed] of [['a', 1858], ['b', 1858], ['c', 1859]] as const) buildDemoDatabase(join(dir, `${name}.db`), { articles: 1500, seed })
  first = openForReading(join(dir, 'a.db'))
  second = openForReading(join(dir, 'b.db'))
  other = openForReading(join(dir, 'c.db'))
}, 120_000)

afterAll(() => {
  for (const db of [first, second, other]) db?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the demo store', () => {
  it('is the same for the same seed, row for row', () => {
    for (const [table, order] of [['periodical', 'id'], ['issue', 'id'], ['item', 'id'], ['page', 'id'], ['unit', 'id'], ['staff_pick', 'id, locale'], ['news_item', 'id, locale'], ['term_rank', 'term']] as const) {
      const a = rows(first, table, order)
      expect(a.length, table).toBeGreaterThan(0)
      expect(rows(second, table, order), table).toEqual(a)
    }
  })

  it('differs for another seed', () => {
    expect(rows(other, 'unit', 'id')).not.toEqual(rows(first, 'unit', 'id'))
  })
})
