import { describe, expect, it } from 'vitest'
import { formatDate, formatNumber, languageName } from '../../app/features/library/format'

describe('formatting in the page’s language', () => {
  it('writes dates from the store, again and again alike', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(formatDate('1896-09-19', 'en')).toBe('19 September 1896')
      expect(formatDate('1896-09-19', 'de')).toBe('19. September 1896')
      expect(formatDate('1896-09-19', 'fr')).toBe('19 septembre 1896')
      expect(formatDate('1896-09', 'fr')).toBe('septembre 1896')
      expect(formatDate('1896', 'fr')).toBe('1896')
      expect(formatDate('1896-09-19', 'fr', 'year')).toBe('1896')
      expect(formatDate('unknown', 'fr')).toBe('unknown')
    }
  })

  it('names languages, and leaves codes it cannot name as they are', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(languageName('de', 'en')).toBe('German')
      expect(languageName('de', 'de')).toBe('Deutsch')
      expect(languageName('de', 'fr')).toBe('allemand')
      expect(languageName('not a code', 'en')).toBe('not a code')
    }
  })

  it('keeps giving the same answers past the number of texts it keeps', () => {
    for (let day = 0; day < 12_000; day += 1) formatDate(new Date(Date.UTC(1800, 0, 1 + day)).toISOString().slice(0, 10), 'en')
    expect(formatDate('1896-09-19', 'en')).toBe('19 September 1896')
    expect(formatNumber(12345, 'en')).toBe('12,345')
  })
})
