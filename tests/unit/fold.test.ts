import Database from 'better-sqlite3'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { foldText } from '#src/domain/fold.ts'
import { parseQuery, toFtsMatch } from '#src/search/query.ts'
import { matchRanges } from '#src/search/snippet.ts'

describe('foldText', () => {
  it('folds ß, ligatures and case the same way for index and query', () => {
    expect(foldText('Großherzogliche STRASSE')).toBe('grossherzogliche strasse')
    expect(foldText('Œuvres, cœur, Æsop')).toBe('oeuvres, coeur, aesop')
    expect(foldText('ﬁnance l’État')).toBe("finance l'état")
  })

  it('leaves accents to FTS5 (remove_diacritics 2)', () => {
    expect(foldText('Théâtre')).toBe('théâtre')
  })
})

/**
 * Index, query and highlight agree on every spelling old print and OCR produce: the index is FTS5
 * with the store's tokenizer over foldText, the query goes through parseQuery/toFtsMatch, the
 * highlight through matchRanges, each on its own copy of the text.
 */
describe('folding alike in index, query and highlight', () => {
  const db = new Database(':memory:')
  db.exec("CREATE VIRTUAL TABLE t USING fts5(x, tokenize = 'unicode61 remove_diacritics 2')")
  const insert = db.prepare<[string]>('INSERT INTO t (x) VALUES (?)')
  const find = db.prepare<[string], { x: string }>('SELECT x FROM t WHERE t MATCH ?')

  /** Spellings of the same word as printed: long s, superscript e, ligatures, æ/ø/å, ’. */
  const VARIANTS: readonly [printed: string, typed: string][] = [
    ['Aufklaͤrung', 'aufklärung'],
    ['Aufklaͤrung', 'aufklarung'],
    ['Geſchichte', 'geschichte'],
    ['Oﬃcier', 'officier'],
    ['Staﬀel', 'staffel'],
    ['ﬂeuve', 'fleuve'],
    ['Kunſt', 'kunst'],
    ['Gaſtﬆube', 'gaststube'],
    ['Æbleskiver', 'aebleskiver'],
    ['Søndag', 'sondag'],
    ['Århus', 'arhus'],
    ['l’État', "l'etat"],
    ['Großherzog', 'grossherzog'],
    ['Bür\u00adger', 'burger'],
  ]

  it('finds each printed spelling by its plain one, and marks it', () => {
    for (const [printed, typed] of VARIANTS) {
      db.exec('DELETE FROM t')
      const text = `Die ${printed} war`
      insert.run(foldText(text))
      const query = parseQuery(typed)
      const match = toFtsMatch(query)
      expect(match, typed).toBeDefined()
      expect(find.all(match ?? '').length, `${printed} by ${typed}`).toBe(1)
      const ranges = matchRanges(text, query)
      expect(ranges.map(([start, end]) => text.slice(start, end)), `${printed} marked`).toEqual([printed])
    }
  })

  it('folds any text with the variants in it the same as its plain spelling (property)', () => {
    const piece = fc.constantFrom(...VARIANTS)
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 6 }), (chosen) => {
        const printed = chosen.map(([word]) => word).join(' ')
        const typed = chosen.map(([, word]) => word).join(' ')
        const tokens = (text: string) => foldText(text).normalize('NFKD').replace(/\p{M}+/gu, '')
        expect(tokens(printed)).toBe(tokens(typed))
      }),
    )
  })
})
