// What the reader and the results call a unit without a title (issue 34): a page's text that is no
// article is "Text of page N", never "Issue without a title".
import { describe, expect, it } from 'vitest'
import { unitName } from '#src/domain/labels.ts'
import { loadAllLocales } from '#i18n/i18n-util.sync.ts'
import { i18nObject } from '#i18n/i18n-util.ts'

loadAllLocales()

describe('unitName', () => {
  const en = i18nObject('en')
  const de = i18nObject('de')
  const fr = i18nObject('fr')

  it('names a page text unit by its page, in each language', () => {
    const unit = { title: null, type: 'issue', firstPage: 3 }
    expect([unitName(en, unit), unitName(de, unit), unitName(fr, unit)]).toEqual(['Text of page 3', 'Text der Seite 3', 'Texte de la page 3'])
  })

  it('keeps a title, and names an untitled article by its type', () => {
    expect(unitName(en, { title: 'Lundi 14 Février', type: 'article', firstPage: 1 })).toBe('Lundi 14 Février')
    expect(unitName(en, { title: null, type: 'advertisement', firstPage: 1 })).toBe('Advertisement without a title')
  })

  it('names an issue in the results by its periodical and date', () => {
    expect(en.search.issueName({ periodical: 'La Fronde', date: '14 February 1898' })).toBe('La Fronde, 14 February 1898')
    expect(fr.search.issueName({ periodical: 'La Fronde', date: '14 février 1898' })).toBe('La Fronde, 14 février 1898')
  })
})
