import { describe, expect, it } from 'vitest'
import { formatDate, formatNumber, formatPeriod, languageName } from '#src/domain/format.ts'
import { formatDayRange } from '#src/domain/dates.ts'

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

describe('dates the way each language writes them (issue 20)', () => {
  it('writes the first of a month as an ordinal in French, and only there', () => {
    expect(formatDate('1940-05-01', 'fr')).toBe('1er mai 1940')
    expect(formatDate('1940-05-11', 'fr')).toBe('11 mai 1940')
    expect(formatDate('1940-05-21', 'fr')).toBe('21 mai 1940')
    expect(formatDate('1940-05-01', 'en')).toBe('1 May 1940')
    expect(formatDate('1940-05-01', 'de')).toBe('1. Mai 1940')
    expect(formatDate('1940-05', 'fr')).toBe('mai 1940')
  })

  it('spans years with an unspaced en dash, and days as each language ranges them (ICU: a thin space each side of the dash between full dates)', () => {
    expect(formatPeriod('1858', '1940', 'fr')).toBe('1858–1940')
    expect(formatPeriod('1858', '1858', 'de')).toBe('1858')
    expect(formatPeriod('1858-07-10', '1940-05-01', 'en')).toBe('10 July 1858\u2009–\u20091 May 1940')
    expect(formatPeriod('1858-07-10', '1940-05-01', 'de')).toBe('10. Juli 1858\u2009–\u20091. Mai 1940')
    expect(formatPeriod('1858-07-10', '1940-05-01', 'fr')).toBe('10 juillet 1858\u2009–\u20091er mai 1940')
    // Within one year or month Intl leaves out what both ends share.
    expect(formatPeriod('1940-05-01', '1940-05-03', 'fr')).toBe('1er–3 mai 1940')
    expect(formatPeriod('1858-07-10', '1858-12-07', 'en')).toBe('10 July\u2009–\u20097 December 1858')
    expect(formatPeriod('1940-05-01', '1940-05-01', 'fr')).toBe('1er mai 1940')
  })

  it('writes the dash of a range with thin spaces whatever the ICU in use says (the server and the browser render the same text)', () => {
    // Chromium 156's ICU ranges en-GB days with plain spaces where Node 22's writes thin ones.
    const plain = { formatRange: () => '1 – 18 January 1934', formatRangeToParts: () => [{ type: 'literal', value: '1 – 18 janvier 1934' }] }
    const format = Object.assign(new Intl.DateTimeFormat('en-GB'), plain)
    const from = new Date(Date.UTC(1934, 0, 1))
    const to = new Date(Date.UTC(1934, 0, 18))
    expect(formatDayRange(format, from, to, 'en')).toBe('1\u2009–\u200918 January 1934')
    expect(formatDayRange(format, from, to, 'fr')).toBe('1\u2009–\u200918 janvier 1934')
  })
})
