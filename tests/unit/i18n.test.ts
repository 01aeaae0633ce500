import { describe, expect, it } from 'vitest'
import de from '#i18n/de/index.ts'
import en from '#i18n/en/index.ts'
import fr from '#i18n/fr/index.ts'
import { translations } from '#app/i18n.ts'
import { i18nObject } from '#i18n/i18n-util.ts'
import { compareDictionaries, parameters } from '../../scripts/i18n-diff'

describe('dictionaries', () => {
  it('have the same keys and parameters in en, de and fr', () => {
    expect(compareDictionaries(en, { de, fr })).toEqual([])
  })

  it('report a missing key, an empty text and a parameter mismatch', () => {
    const base = { a: 'A', nested: { b: 'B {x:string}' }, c: 'C' }
    const other = { a: ' ', nested: { b: 'B {y}' }, extra: 'E' }
    expect(compareDictionaries(base, { xx: other })).toEqual([
      { locale: 'xx', key: 'a', problem: 'empty' },
      { locale: 'xx', key: 'nested.b', problem: 'parameters', detail: 'expected {x}, found {y}' },
      { locale: 'xx', key: 'c', problem: 'missing' },
      { locale: 'xx', key: 'extra', problem: 'extra' },
    ])
    expect(parameters('{page:string} | {project}')).toEqual(['page', 'project'])
    expect(parameters('{count:number|num} {{issue|issues}}')).toEqual(['count'])
    expect(parameters('{count|num} {{Ausgabe|Ausgaben}}')).toEqual(['count'])
  })
})

describe('the spec’s strings (section 8)', () => {
  it('keep the error title exactly, typo included', () => {
    expect(translations('en').errors.title()).toBe('An error occured')
    expect(translations('de').errors.title()).toBe('Ein Fehler ist aufgetreten')
    expect(translations('fr').errors.title()).toBe("Une erreur s'est produite")
  })

  it('keep the 404 and generic messages', () => {
    expect(translations('en').errors.codes['404']()).toBe('The requested resource was not found')
    expect(translations('en').errors.codes.generic()).toBe('An unexpected error occured.')
    expect(translations('fr').errors.codes['404']()).toMatch(/page demandée n’existe pas/)
  })

  it('build the logo alt text from the translated institution and project names', () => {
    for (const locale of ['en', 'de', 'fr'] as const) {
      const LL = translations(locale)
      const alt = LL.site.logoAlt({ institution: LL.site.institution(), project: LL.site.project() })
      expect(alt).toContain(LL.site.institution())
      expect(alt).toContain(LL.site.project())
    }
    expect(translations('de').site.logoAlt({ institution: 'Nationalbibliothek', project: 'Digitale Sammlungen' })).toBe(
      'Nationalbibliothek – Digitale Sammlungen',
    )
  })
})

describe('the translation functions', () => {
  it('are made once per dictionary entry and say what typesafe-i18n says', () => {
    for (const locale of ['en', 'de', 'fr'] as const) {
      const LL = translations(locale)
      const fresh = i18nObject(locale)
      expect(LL.search).toBe(LL.search)
      expect(LL.search.untitled).toBe(LL.search.untitled)
      expect(LL.search.untitled({ type: 'Buch' })).toBe(fresh.search.untitled({ type: 'Buch' }))
      expect(LL.search.resultCount({ count: 1 })).toBe(fresh.search.resultCount({ count: 1 }))
      expect(LL.search.resultCount({ count: 12345 })).toBe(fresh.search.resultCount({ count: 12345 }))
      expect(LL.search.sorts.date_desc()).toBe(fresh.search.sorts.date_desc())
    }
  })

  it('answer a key the dictionary lacks as typesafe-i18n does, without keeping it', () => {
    const labels: Record<string, () => string> = translations('en').structuralTypes
    const fresh: Record<string, () => string> = i18nObject('en').structuralTypes
    expect(labels['no-such-type']?.()).toBe(fresh['no-such-type']?.())
    expect(labels['no-such-type']).not.toBe(labels['no-such-type'])
  })
})
