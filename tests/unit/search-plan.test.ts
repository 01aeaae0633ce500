import { describe, expect, it } from 'vitest'
import { parseSearchState } from '#src/domain/search-state.ts'
import { comparisonPlans, dateKey, planOf } from '#src/search/plan.ts'

const plan = (input: Record<string, string | string[]>) => planOf(parseSearchState(input))

describe('the search plan', () => {
  it('parses the words into terms once, and has nothing to search for exclusions alone', () => {
    expect(plan({ q: 'Großherzog "der Verein" -krieg théât*' })?.query.terms).toEqual([
      { kind: 'word', text: 'grossherzog', negated: false },
      { kind: 'phrase', text: 'der verein', negated: false },
      { kind: 'word', text: 'krieg', negated: true },
      { kind: 'prefix', text: 'théât', negated: false },
    ])
    expect(plan({ q: '-krieg' })).toBeUndefined()
    expect(plan({ q: '*** ---' })).toBeUndefined()
    expect(plan({ q: '' })?.hasWords).toBe(false)
  })

  it('tags each facet’s filter with the facet, expands what a value stands for, in the table’s order', () => {
    const filtered = plan({ title: 'wort', lang: ['de', 'fr'], type: ['periodical', 'book', 'newspaper'], ocr: 'poor' })
    expect(filtered?.filters).toEqual([
      { facet: 'types', values: ['newspaper', 'serial', 'book'], selected: ['periodical', 'book', 'newspaper'] },
      { facet: 'languages', values: ['de', 'fr'], selected: ['de', 'fr'] },
      { facet: 'periodicals', values: ['wort'], selected: ['wort'] },
      { facet: 'ocr', values: ['poor'], selected: ['poor'] },
    ])
    expect(plan({})?.filters).toEqual([])
  })

  it('bounds dates as day keys, a year as the upper bound in full, and pins the collection to a day', () => {
    expect(plan({ from: '1890', to: '1899' })?.dates).toEqual({ from: 18900000, to: 18991231 })
    expect(plan({ to: '1899-05-31' })?.dates).toEqual({ from: 0, to: 18990531 })
    expect(plan({})?.dates).toBeUndefined()
    expect(plan({ asof: '2026-03-01' })?.asof).toBe(20260301)
    expect([dateKey('1924'), dateKey('1924-01'), dateKey('1924-01-31'), dateKey(null), dateKey('x')]).toEqual([19240000, 19240100, 19240131, 0, 0])
  })

  it('orders with the id as tie-break, the newest first without words, and pages or loads more', () => {
    expect(plan({ q: 'x' })?.order).toEqual({ by: 'relevance', descending: true, tieBreakDescending: false })
    expect(plan({ q: '' })).toMatchObject({ sort: 'date_desc', order: { by: 'date', descending: true, tieBreakDescending: true } })
    expect(plan({ q: 'x', sort: 'title_asc' })?.order).toEqual({ by: 'title', descending: false, tieBreakDescending: false })
    expect(plan({ q: 'x', page: '3', size: '40' })?.window).toEqual({ offset: 80, limit: 40, page: 3, size: 40 })
    expect(plan({ q: 'x', page: '3', paging: 'more' })?.window).toEqual({ offset: 0, limit: 60, page: 3, size: 20 })
    expect([plan({ view: 'compact' })?.passage, plan({ view: 'details' })?.passage, plan({})?.passage]).toEqual(['none', 'details', 'list'])
  })

  it('compares searches on the first one’s range, a search without words to look for left unplanned', () => {
    const { plans, range } = comparisonPlans([parseSearchState({ q: 'a', from: '1900', to: '1900' }), parseSearchState({ q: '-b' })])
    expect(range).toEqual({ from: '1900', to: '1900' })
    expect(plans.map((entry) => entry !== undefined)).toEqual([true, false])
  })
})
