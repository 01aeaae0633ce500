import { describe, expect, it } from 'vitest'
import { searchFileName } from '#src/domain/export-name.ts'

describe('searchFileName', () => {
  it('names an export after its words and day, in plain ASCII', () => {
    expect(searchFileName('Luxembourg', '2026-11-27', 'csv')).toBe('search-luxembourg-2026-11-27.csv')
    expect(searchFileName('"Großherzog Adolphe" -Zeitung', '2026-11-27', 'ris')).toBe('search-grossherzog-adolphe-zeitung-2026-11-27.ris')
    expect(searchFileName('œuvre été', '2026-01-02', 'bib')).toBe('search-oeuvre-ete-2026-01-02.bib')
    expect(searchFileName('Zeitung Wort', '2026-01-02', 'csv', 'timeline')).toBe('timeline-zeitung-wort-2026-01-02.csv')
  })

  it('names a search of filters alone, and cuts long words at a hyphen', () => {
    expect(searchFileName('', '2026-11-27', 'csv')).toBe('search-all-2026-11-27.csv')
    expect(searchFileName('*** ???', '2026-11-27', 'csv')).toBe('search-all-2026-11-27.csv')
    const long = searchFileName('a'.repeat(59) + ' bcd', '2026-11-27', 'csv')
    expect(long).toBe(`search-${'a'.repeat(59)}-2026-11-27.csv`)
  })
})
