import { describe, expect, it } from 'vitest'
import { foldText } from '../../src/search/fold'

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
