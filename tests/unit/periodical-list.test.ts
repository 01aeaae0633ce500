import { describe, expect, it } from 'vitest'
import { itemListParams, parseItemListState } from '#src/domain/item-list.ts'
import { filingTitle, filterItems, filterPeriodicals, indexLetter, periodicalListOptions } from '#src/domain/list-order.ts'
import { parsePeriodicalListState, periodicalListParams } from '#src/domain/periodical-list.ts'

const list = [
  { title: 'Luxemburger Wort', type: 'newspaper', languages: ['de', 'fr'], firstDate: '1848-03-23', issueCount: 200 },
  { title: "L'Indépendance luxembourgeoise", type: 'newspaper', languages: ['fr'], firstDate: '1871-01-01', issueCount: 50 },
  { title: 'Ons Hémecht', type: 'serial', languages: ['de', 'lb'], firstDate: '1895-01-01', issueCount: 80 },
  { title: 'Écho de l’industrie', type: 'serial', languages: ['fr'], firstDate: null, issueCount: 5 },
  { title: '1848 – Revue', type: 'serial', languages: ['fr'], firstDate: '1848-01-01', issueCount: 1 },
]

describe('the periodicals list state', () => {
  it('falls back parameter by parameter and accepts numbers and arrays', () => {
    expect(parsePeriodicalListState({ letter: 'l', lang: 'de', type: 'serial', sort: 'issues_desc' })).toEqual({
      letter: 'L',
      lang: 'de',
      type: 'serial',
      sort: 'issues_desc',
    })
    expect(parsePeriodicalListState({ letter: 'LL', lang: 'german', type: 'book', sort: 7 })).toEqual({ letter: '', lang: '', type: '', sort: 'title_asc' })
    expect(parsePeriodicalListState({ letter: ['e', 'x'], lang: ['fr'] })).toMatchObject({ letter: 'E', lang: 'fr' })
    expect(parsePeriodicalListState(null)).toEqual(parsePeriodicalListState({}))
  })

  it('files titles under their first letter without accents, digits under #', () => {
    expect(indexLetter('Écho de l’industrie')).toBe('E')
    expect(indexLetter('« Ons Hémecht »')).toBe('O')
    expect(indexLetter('1848 – Revue')).toBe('#')
  })

  it('files titles past a leading article, as a library does (issue 39)', () => {
    expect(indexLetter("L'Indépendance")).toBe('I')
    expect(indexLetter('L’Écho des Ardennes')).toBe('E')
    expect(indexLetter('Le Journal')).toBe('J')
    expect(indexLetter('La Revue luxembourgeoise')).toBe('R')
    expect(indexLetter('Der Landesbote')).toBe('L')
    expect(indexLetter('Die Warte')).toBe('W')
    expect(indexLetter('The Luxembourg Herald')).toBe('L')
    expect(indexLetter('De Schoulbuet')).toBe('S')
    expect(indexLetter("D'Léierchen")).toBe('L')
    // An article is a word of its own: Lenz, Theater, Dachau and "Les" alone are not.
    expect(indexLetter('Lenz')).toBe('L')
    expect(indexLetter('Theaterzeitung')).toBe('T')
    expect(indexLetter('Les')).toBe('L')
    expect(filingTitle('« Le Journal »')).toBe('Journal »')
  })

  it('filters by letter, language and type together, and sorts', () => {
    const titles = (state: object) => filterPeriodicals(list, parsePeriodicalListState(state)).map((entry) => entry.title)
    expect(titles({ letter: 'L' })).toEqual(['Luxemburger Wort'])
    expect(titles({ letter: 'I' })).toEqual(["L'Indépendance luxembourgeoise"])
    expect(titles({ lang: 'fr', type: 'serial' })).toEqual(['1848 – Revue', 'Écho de l’industrie'])
    expect(titles({ sort: 'issues_desc' })[0]).toBe('Luxemburger Wort')
    expect(titles({ sort: 'date_asc' })).toEqual(['1848 – Revue', 'Luxemburger Wort', "L'Indépendance luxembourgeoise", 'Ons Hémecht', 'Écho de l’industrie'])
    expect(titles({ sort: 'title_desc' })).toEqual([...titles({})].reverse())
  })

  it('offers only the letters, languages and types that have titles, and links without defaults', () => {
    const options = periodicalListOptions(list)
    expect([...options.letters].sort()).toEqual(['#', 'E', 'I', 'L', 'O'])
    expect(options.languages).toEqual(['de', 'fr', 'lb'])
    expect(options.types).toEqual(['newspaper', 'serial'])
    expect(periodicalListParams(parsePeriodicalListState({}))).toEqual({})
    expect(periodicalListParams(parsePeriodicalListState({ letter: 'L', sort: 'date_desc' }))).toEqual({ letter: 'L', sort: 'date_desc' })
  })
})

describe('the item lists state', () => {
  const items = [
    { title: 'Geschichte der Stadt Echternach', languages: ['de'], date: '1880' },
    { title: 'Éloge de la Moselle', languages: ['fr'], date: null },
    { title: 'Album de Clervaux', languages: ['fr', 'de'], date: '1905-05-01' },
  ]
  const titles = (state: object) => filterItems(items, parseItemListState(state)).map((item) => item.title)

  it('falls back parameter by parameter', () => {
    expect(parseItemListState({ letter: 'g', lang: 'de', sort: 'date_desc' })).toEqual({ letter: 'G', lang: 'de', sort: 'date_desc' })
    expect(parseItemListState({ letter: '??', lang: 42, sort: 'issues_desc' })).toEqual({ letter: '', lang: '', sort: 'title_asc' })
  })

  it('filters by letter and language, and sorts undated items last both ways', () => {
    expect(titles({ letter: 'E' })).toEqual(['Éloge de la Moselle'])
    expect(titles({ lang: 'de' })).toEqual(['Album de Clervaux', 'Geschichte der Stadt Echternach'])
    expect(titles({ sort: 'date_asc' })).toEqual(['Geschichte der Stadt Echternach', 'Album de Clervaux', 'Éloge de la Moselle'])
    expect(titles({ sort: 'date_desc' })).toEqual(['Album de Clervaux', 'Geschichte der Stadt Echternach', 'Éloge de la Moselle'])
  })

  it('links without defaults', () => {
    expect(itemListParams(parseItemListState({}))).toEqual({})
    expect(itemListParams(parseItemListState({ lang: 'fr', sort: 'title_desc' }))).toEqual({ lang: 'fr', sort: 'title_desc' })
  })
})
