import { describe, expect, it } from 'vitest'
import { SEARCH_DEFAULTS, changeSearchState, hasSearchCriteria, parseSearchState, searchParamsOf } from '#src/domain/search-state.ts'

describe('search state in the URL', () => {
  it('gives every parameter its default when the URL is empty', () => {
    expect(parseSearchState({})).toEqual({
      q: '',
      variants: false,
      skip: [],
      also: [],
      type: [],
      from: '',
      to: '',
      lang: [],
      content: [],
      title: [],
      ocr: [],
      sort: 'relevance',
      size: 20,
      view: 'list',
      page: 1,
      paging: 'pages',
      asof: '',
      since: '',
      freq: 'abs',
    })
    expect(SEARCH_DEFAULTS.size).toBe(20)
  })

  it('reads good values, including repeated filters and numbers written as strings', () => {
    const state = parseSearchState({
      q: '"Luxemburger Wort" -Anzeige',
      type: ['book', 'poster'],
      from: '1940',
      to: '1944-09-30',
      lang: 'de',
      content: ['death_notice'],
      title: ['luxwort', 'tageblatt'],
      sort: 'date_asc',
      size: '40',
      view: 'details',
      page: '3',
      paging: 'more',
    })
    expect(state).toMatchObject({ type: ['book', 'poster'], from: '1940', to: '1944-09-30', lang: ['de'], size: 40, page: 3 })
    expect(parseSearchState({ q: 123 }).q).toBe('123')
  })

  it('falls back to defaults for garbage, one parameter at a time', () => {
    const state = parseSearchState({
      q: ['first', 'second'],
      type: ['book', 'bogus'],
      from: '1858-02-30',
      to: 'yesterday',
      lang: ['de', 'deutsch', '<x>'],
      sort: 'random',
      size: '33',
      view: 42,
      page: '-1',
      paging: { nested: true },
      title: ['ok-id', '../etc/passwd', 'a'.repeat(200)],
    })
    expect(state).toEqual({
      ...SEARCH_DEFAULTS,
      q: 'first',
      type: ['book'],
      lang: ['de'],
      title: ['ok-id'],
    })
    expect(parseSearchState({ type: Array.from({ length: 500 }, () => 'book') }).type).toEqual(['book'])
    expect(parseSearchState({ q: 'x'.repeat(5000) }).q).toHaveLength(500)
  })

  it('goes back to the first page when anything but the page changes', () => {
    const state = parseSearchState({ q: 'wort', page: '4' })
    expect(changeSearchState(state, { sort: 'date_desc' }).page).toBe(1)
    expect(changeSearchState(state, { type: ['book'] }).page).toBe(1)
    expect(changeSearchState(state, { page: 5 }).page).toBe(5)
  })

  it('keeps defaults out of the URL', () => {
    expect(searchParamsOf(parseSearchState({ q: 'wort', sort: 'relevance', size: '20', type: ['book', 'poster'] }))).toEqual({
      q: 'wort',
      type: ['book', 'poster'],
    })
    expect(searchParamsOf(SEARCH_DEFAULTS)).toEqual({})
    expect(hasSearchCriteria(SEARCH_DEFAULTS)).toBe(false)
    expect(hasSearchCriteria(parseSearchState({ lang: 'fr' }))).toBe(true)
  })
})
