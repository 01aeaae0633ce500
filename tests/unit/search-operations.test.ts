import { describe, expect, it } from 'vitest'
import { FACETS, FACET_KEYS, acceptsValue } from '#src/domain/facets.ts'
import { stringifySearchObject } from '#src/domain/search-params.ts'
import { returnParam, searchFromReturn, MAX_RETURN_LENGTH } from '#src/domain/search-return.ts'
import {
  activeFilters,
  changeSearchState,
  filter,
  hasFilters,
  parseSearchState,
  searchParamsOf,
  withDates,
  withQuery,
  withoutFilters,
} from '#src/domain/search-state.ts'

const href = (state: ReturnType<typeof parseSearchState>) => stringifySearchObject(searchParamsOf(state))

describe('the facet table', () => {
  it('is what the URL schema reads: every facet is a parameter, and only its kind of value gets in', () => {
    expect(FACET_KEYS).toEqual(['type', 'lang', 'content', 'title', 'ocr'])
    const state = parseSearchState({ type: ['book', 'bogus'], lang: ['de', 'deu', 'DE'], content: ['map', 'maps'], title: ['luxwort', 'a b', 'x'.repeat(101)] })
    expect(state).toMatchObject({ type: ['book'], lang: ['de'], content: ['map'], title: ['luxwort'] })
    for (const facet of FACETS) expect(acceptsValue(facet, '<script>')).toBe(false)
  })
})

describe('filters as operations of the search state (Blacklight filter(field).add(value))', () => {
  const base = parseSearchState({ q: 'wort', type: 'newspaper', sort: 'date_asc', size: '40', view: 'compact', page: '3' })

  it('adds, removes and toggles a value, back on the first page, everything else kept', () => {
    const added = filter(base, 'lang').add('de')
    expect(href(added)).toBe('?q=wort&type=newspaper&lang=de&sort=date_asc&size=40&view=compact')
    expect(filter(added, 'lang').add('de')).toBe(added)
    expect(href(filter(added, 'lang').remove('de'))).toBe('?q=wort&type=newspaper&sort=date_asc&size=40&view=compact')
    expect(filter(base, 'type').has('newspaper')).toBe(true)
    expect(filter(base, 'type').toggle('newspaper').type).toEqual([])
    expect(filter(base, 'type').toggle('book').type).toEqual(['newspaper', 'book'])
    expect(filter(base, 'type').clear().type).toEqual([])
  })

  it('lists the filters in force in the table order, and clears them all with the dates', () => {
    const many = parseSearchState({ q: 'x', title: 'luxwort', type: 'book', from: '1900' })
    expect(activeFilters(many)).toEqual([
      { key: 'type', value: 'book' },
      { key: 'title', value: 'luxwort' },
    ])
    expect(hasFilters(many)).toBe(true)
    const cleared = withoutFilters(many)
    expect(hasFilters(cleared)).toBe(false)
    expect(cleared.q).toBe('x')
  })

  it('a new query keeps filters and presentation and starts at page 1', () => {
    const next = withQuery(base, '  zeitung ')
    expect(href(next)).toBe('?q=zeitung&type=newspaper&sort=date_asc&size=40&view=compact')
  })

  it('dates from the form: empty or unusable ends are left open, never written as empty parameters', () => {
    expect(href(withDates(base, '1900', ''))).toBe('?q=wort&type=newspaper&from=1900&sort=date_asc&size=40&view=compact')
    expect(withDates(base, '19x0', '1950-02-30')).toMatchObject({ from: '', to: '' })
    expect(withDates(base, ' 1900 ', '1950-02-28')).toMatchObject({ from: '1900', to: '1950-02-28' })
  })

  it('writes one address per search, whatever order the state was built in', () => {
    const a = changeSearchState(parseSearchState({ view: 'details', q: 'a' }), { title: ['luxwort'] })
    const b = parseSearchState({ q: 'a', title: 'luxwort', view: 'details' })
    expect(href(a)).toBe(href(b))
    expect(href(a)).toBe('?q=a&title=luxwort&view=details')
  })
})

describe('the way back from a result (back=)', () => {
  it('round-trips a search with its filters, sort, size, view and page', () => {
    const state = parseSearchState({ q: '"grand duc"', type: 'newspaper', lang: 'fr', sort: 'date_desc', size: '100', view: 'details', page: '4' })
    const back = returnParam(state)
    expect(searchFromReturn(back)).toEqual(state)
  })

  it('names no search for empty, overlong or criteria-less values', () => {
    expect(searchFromReturn('')).toBeUndefined()
    expect(searchFromReturn('sort=date_asc')).toBeUndefined()
    expect(searchFromReturn(`q=${'a'.repeat(MAX_RETURN_LENGTH)}`)).toBeUndefined()
    expect(searchFromReturn('q=%00%00')?.q).toBe('\u0000\u0000')
  })
})
