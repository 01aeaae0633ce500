import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { docsizeColumn, FULL_TEXT_WORDS, headlineField, lengthPrior, MASTHEAD_PRIOR, rankByScore, unitPrior } from '#src/store/ranking.ts'

describe('the length prior', () => {
  it('scales short units down on a log scale and leaves full texts alone', () => {
    expect(lengthPrior(FULL_TEXT_WORDS)).toBe(1)
    expect(lengthPrior(5000)).toBe(1)
    // A three-word caption keeps about a third of its score, a 40-word notice most of it.
    expect(lengthPrior(3)).toBeGreaterThan(0.3)
    expect(lengthPrior(3)).toBeLessThan(0.4)
    expect(lengthPrior(40)).toBeGreaterThan(0.85)
    const priors = [0, 1, 2, 3, 5, 8, 13, 21, 34, 55].map(lengthPrior)
    priors.slice(1).forEach((prior, index) => expect(prior).toBeGreaterThanOrEqual(priors[index] ?? 1))
    // A unit with no text still ranks, as a one-word unit would.
    expect(lengthPrior(0)).toBe(lengthPrior(1))
    expect(lengthPrior(0)).toBeGreaterThan(0)
  })

  it('gives a masthead half the weight of any other unit of its length', () => {
    expect(unitPrior(30, 'title_section')).toBeCloseTo(unitPrior(30, 'article') * MASTHEAD_PRIOR, 6)
    expect(unitPrior(200, 'article')).toBe(1)
  })
})

describe('word counts from FTS5', () => {
  it('decodes SQLite varints of any width, one per column', () => {
    // 8, then 219 (0x81 0x5b), then 16384 (0x81 0x80 0x00).
    const blob = Uint8Array.from([0x08, 0x81, 0x5b, 0x81, 0x80, 0x00])
    expect(docsizeColumn(blob, 0)).toBe(8)
    expect(docsizeColumn(blob, 1)).toBe(219)
    expect(docsizeColumn(blob, 2)).toBe(16384)
    expect(docsizeColumn(blob, 3)).toBe(0)
  })

  it('reads what a contentless FTS5 table of our shape records, token for token', () => {
    const db = new Database(':memory:')
    db.exec("CREATE VIRTUAL TABLE t USING fts5 (title, text, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2')")
    db.prepare('INSERT INTO t (rowid, title, text) VALUES (?, ?, ?)').run(1, 'Vue de Luxembourg', 'Vue de Luxembourg.')
    const long = Array.from({ length: 300 }, (_, index) => `mot${index}`).join(' ')
    db.prepare('INSERT INTO t (rowid, title, text) VALUES (?, ?, ?)').run(2, '', long)
    const sizes = db.prepare<[], [number, Buffer]>('SELECT id, sz FROM t_docsize ORDER BY id').raw().all()
    expect(sizes.map(([, size]) => [docsizeColumn(size, 0), docsizeColumn(size, 1)])).toEqual([
      [3, 3],
      [0, 300],
    ])
    db.close()
  })
})

describe('the order of scored matches', () => {
  it('multiplies bm25 by the prior, best (lowest) first, ties by id, and keeps only the first few when asked', () => {
    const priors = Float32Array.from([0, 1, 0.25, 1, 1])
    // Unit 2 has the best bm25 but a quarter of it counts; 3 and 4 tie and go by id.
    const rows: [number, number][] = [
      [4, -2],
      [2, -6],
      [3, -2],
      [1, -1],
    ]
    expect(rankByScore(rows, priors)).toEqual([3, 4, 2, 1])
    expect(rankByScore(rows, priors, 2)).toEqual([3, 4])
    expect(rankByScore([], priors)).toEqual([])
  })

  it('orders many matches (sorted by radix) exactly as one comparison of score then id would', () => {
    let seed = 40
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return seed / 2147483648
    }
    for (const [count, ascending] of [[5000, true], [20000, false], [70000, true]] as const) {
      const priors = Float32Array.from({ length: count * 2 }, () => (random() < 0.1 ? 0 : 0.2 + random()))
      const ids = Array.from({ length: count }, (_, index) => (ascending ? index * 2 : Math.floor(random() * count * 2)))
      // Scores of every sign, many ties (a few distinct values), tiny and huge magnitudes.
      const rows = ids.map((id, index): [number, number] => [id, index % 7 === 0 ? -Math.floor(random() * 4) : (random() - 0.8) * 10 ** Math.floor(random() * 12 - 6)])
      const compared = rows
        .map(([id, bm25]) => ({ id, score: bm25 * (priors[id] ?? 0) }))
        .sort((a, b) => a.score - b.score || a.id - b.id)
        .map((row) => row.id)
      expect(rankByScore(rows, priors)).toEqual(compared)
      expect(rankByScore(rows, priors, 25)).toEqual(compared.slice(0, 25))
    }
  })
})

describe('the headline field', () => {
  it('is the title with the headings that add to it, each once', () => {
    expect(headlineField({ type: 'article', title: 'Brand in Hosingen.', text: 'Brand in Hosingen.\n\nGestern Abend brach …' })).toBe('Brand in Hosingen.')
    // Headings that repeat the title add nothing; headings that contain it replace it.
    expect(headlineField({ type: 'article', title: 'Brand in Hosingen', headings: 'Brand in Hosingen.', text: 'Brand in Hosingen. Gestern …' })).toBe('Brand in Hosingen')
    expect(headlineField({ type: 'article', title: 'Brand', headings: 'Brand\nGroßes Feuer in der Nacht', text: 'Brand Großes Feuer in der Nacht. Gestern …' })).toBe(
      'Brand\nGroßes Feuer in der Nacht',
    )
    expect(headlineField({ type: 'article', title: 'Aus Hosingen', headings: 'Großes Feuer', text: 'Großes Feuer. Gestern …' })).toBe('Aus Hosingen\nGroßes Feuer')
    // Without a catalogue title, the headings alone.
    expect(headlineField({ type: 'article', headings: 'Großes Feuer', text: 'Großes Feuer. Gestern …' })).toBe('Großes Feuer')
    // Words match whole: "Brand" is not inside "Brandt".
    expect(headlineField({ type: 'article', title: 'Brandt', headings: 'Brand', text: 'Brandt. Brand. Gestern …' })).toBe('Brandt\nBrand')
  })

  it('is empty for a masthead and for a unit that is nothing but its headline', () => {
    expect(headlineField({ type: 'title_section', title: 'Luxemburger Zeitung', text: 'Luxemburger Zeitung\n\nNr. 51. — Montag, 1. März 1858.' })).toBe('')
    expect(headlineField({ type: 'illustration', title: 'Vue de Luxembourg', text: 'Vue de Luxembourg.' })).toBe('')
    expect(headlineField({ type: 'section', title: 'Nouvelles locales', headings: 'Nouvelles locales', text: 'Nouvelles  locales' })).toBe('')
  })
})
