import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { averageLength, bm25Idf, bm25Part, frequenciesFromScores, neighbours } from '#src/store/bm25.ts'
import { RANK_EXPRESSION, docsizeColumns } from '#src/store/ranking.ts'
import { frequencyBlob, wordFrequencies } from '#src/store/term-ranks.ts'

/** A contentless FTS5 table of the store's shape (unit_fts), with rows whose counts are known. */
function index() {
  const db = new Database(':memory:')
  db.exec("CREATE VIRTUAL TABLE unit_fts USING fts5 (title, text, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2')")
  const insert = db.prepare('INSERT INTO unit_fts (rowid, title, text) VALUES (?, ?, ?)')
  const filler = (count: number, seed: number) => Array.from({ length: count }, (_, index) => `w${(index * 7 + seed) % 97}`).join(' ')
  // Row i: "brand" i % 5 times in the text, in the title every third row; "feuer" in every other row.
  for (let id = 1; id <= 60; id += 1) {
    const title = id % 3 === 0 ? 'Grosser Brand' : 'Nachrichten'
    const words = [filler(5 + ((id * 13) % 90), id), ...Array.from({ length: id % 5 }, () => 'brand'), id % 2 === 0 ? 'feuer feuer' : '']
    insert.run(id, title, words.join(' '))
  }
  const sizes = db.prepare<[], [number, Buffer]>('SELECT id, sz FROM unit_fts_docsize').raw().all()
  // Each row's tokens by id, as unitScoring keeps them.
  const lengths = new Uint32Array(61)
  for (const [id, size] of sizes) lengths[id] = docsizeColumns(size).reduce((sum, tokens) => sum + tokens, 0)
  const totals = { rows: sizes.length, tokens: lengths.reduce((sum, tokens) => sum + tokens, 0) }
  const scores = (match: string) => db.prepare<[string], [number, number]>(`SELECT rowid, ${RANK_EXPRESSION} FROM unit_fts WHERE unit_fts MATCH ?`).raw().all(match)
  return { db, lengths, totals, scores }
}

describe("FTS5's bm25, recomputed", () => {
  it('finds each row\'s weighted count of a word (4 in the headline, 1 in the text) and the idf FTS5 used', () => {
    const { db, lengths, totals, scores } = index()
    const rows = scores('"brand"')
    const found = frequenciesFromScores(rows, lengths, totals)
    expect(found?.freqs).toEqual(rows.map(([id]) => (id % 5) + (id % 3 === 0 ? 4 : 0)))
    // Within a few units of the last place of ours: the logarithms of C and V8 may differ there.
    expect(found?.idf).toBeCloseTo(bm25Idf(totals, rows.length), 12)
    db.close()
  })

  it("gives a search of two words FTS5's scores to the bit, summing the words in the query's order", () => {
    const { db, lengths, totals, scores } = index()
    const words = ['brand', 'feuer'].map((word) => {
      const rows = scores(`"${word}"`)
      const found = frequenciesFromScores(rows, lengths, totals)
      if (!found) throw new Error(`no frequencies for ${word}`)
      return { idf: found.idf, freqs: new Map(rows.map(([id], index) => [id, found.freqs[index] ?? 0])) }
    })
    const both = scores('"brand" AND "feuer"')
    expect(both.length).toBeGreaterThan(10)
    const avgdl = averageLength(totals)
    for (const [id, score] of both) {
      const length = lengths[id] ?? 0
      let sum = 0.0
      for (const word of words) sum += bm25Part(word.idf, word.freqs.get(id) ?? 0, length, avgdl)
      expect(Object.is(-1.0 * sum, score), `row ${id}`).toBe(true)
    }
    db.close()
  })

  it('finds no frequencies where no idf near ours gives the scores', () => {
    const { db, lengths, totals, scores } = index()
    const rows = scores('"brand"').map(([id, score]) => [id, score * 1.001] as const)
    expect(frequenciesFromScores(rows, lengths, totals)).toBeUndefined()
    db.close()
  })

  it('steps to the neighbouring doubles, nearest first', () => {
    const [same, below, above] = neighbours(1, 1)
    expect(same).toBe(1)
    expect(below).toBe(1 - Number.EPSILON / 2)
    expect(above).toBe(1 + Number.EPSILON)
    expect(neighbours(2.5, 4)).toHaveLength(9)
  })
})

describe('the stored counts', () => {
  it('take a byte a unit, or two when one count exceeds 255, and read back as written', () => {
    const db = new Database(':memory:')
    db.exec('CREATE TABLE term_rank (term TEXT PRIMARY KEY, matches INTEGER, ids BLOB, all_ids BLOB, ranks BLOB, freqs BLOB, idf REAL)')
    const ids = Uint32Array.from([3, 8, 21])
    const allIds = Buffer.from(ids.buffer)
    const insert = db.prepare('INSERT INTO term_rank (term, matches, ids, all_ids, ranks, freqs, idf) VALUES (?, 3, ?, ?, NULL, ?, ?)')
    expect(frequencyBlob([1, 5, 255])).toHaveLength(3)
    expect(frequencyBlob([1, 5, 256])).toHaveLength(6)
    insert.run('narrow', allIds, allIds, frequencyBlob([1, 5, 255]), 2.5)
    insert.run('wide', allIds, allIds, frequencyBlob([1, 5, 1000]), 0.75)
    insert.run('none', allIds, allIds, null, null)
    insert.run('torn', allIds, allIds, Buffer.from([1, 2]), 1)
    expect(wordFrequencies(db, 'narrow')).toEqual({ ids, freqs: Uint8Array.from([1, 5, 255]), idf: 2.5 })
    expect(wordFrequencies(db, 'wide')).toEqual({ ids, freqs: Uint16Array.from([1, 5, 1000]), idf: 0.75 })
    expect(wordFrequencies(db, 'none')).toBeUndefined()
    expect(wordFrequencies(db, 'torn')).toBeUndefined()
    expect(wordFrequencies(db, 'absent')).toBeUndefined()
    db.close()
  })
})
