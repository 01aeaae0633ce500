/**
 * Relative frequency on the timeline and the comparison (issue 37): the units' range that gives the
 * hits' buckets, each period's share (none where a period has no units), percentage ticks, the
 * switch kept in the address and dropped when it is not one of its two values.
 */
import { describe, expect, it } from 'vitest'
import { parseCompareState } from '#src/domain/compare-state.ts'
import { formatShare } from '#src/domain/format.ts'
import { parseSearchState, searchParamsOf, withoutPresentation } from '#src/domain/search-state.ts'
import { type Timeline, sharesOf, unitsRange } from '#src/search/timeline.ts'
import { shareTicks } from '#app/features/search/timeline.tsx'

const years: Timeline = {
  unit: 'year',
  buckets: [
    { key: '1898', from: '1898', to: '1898', counts: [2, 0] },
    { key: '1899', from: '1899', to: '1899', counts: [0, 1] },
    { key: '1900', from: '1900', to: '1900', counts: [3, 3] },
  ],
  undated: [1, 0],
}

describe('the units a share is of', () => {
  it('spans the hits’ buckets, narrowed by the search’s own dates where they lie inside', () => {
    expect(unitsRange(years, { from: '', to: '' })).toEqual({ from: '1898', to: '1900' })
    expect(unitsRange(years, { from: '1898-06-15', to: '' })).toEqual({ from: '1898-06-15', to: '1900' })
    expect(unitsRange(years, { from: '1700', to: '2000' })).toEqual({ from: '1898', to: '1900' })
    expect(unitsRange(years, { from: '', to: '1900-03-01' })).toEqual({ from: '1898', to: '1900-03-01' })
    expect(unitsRange({ unit: 'year', buckets: [], undated: [0] }, { from: '', to: '' })).toBeUndefined()
  })

  it('gives each period’s hits over its units, per search, and no share where a period has no units', () => {
    const units: Timeline = {
      unit: 'year',
      buckets: [
        { key: '1898', from: '1898', to: '1898', counts: [40] },
        { key: '1899', from: '1899', to: '1899', counts: [0] },
        { key: '1900', from: '1900', to: '1900', counts: [12] },
      ],
      undated: [4],
    }
    expect(sharesOf(years, units)).toEqual({
      buckets: [
        { units: 40, shares: [0.05, 0] },
        { units: 0, shares: [null, null] },
        { units: 12, shares: [0.25, 0.25] },
      ],
      undated: { units: 4, shares: [0.25, 0] },
    })
    // A bucket the units' timeline lacks has no units: no share rather than a wrong one.
    expect(sharesOf(years, { unit: 'year', buckets: [], undated: [0] }).buckets.map((bucket) => bucket.shares)).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ])
  })
})

describe('shares on screen', () => {
  it('ticks round percentages from 0 up past the largest share, down to hundredths of a percent', () => {
    expect(shareTicks(0.25)).toEqual([0, 0.1, 0.2, 0.3])
    expect(shareTicks(0.0035)).toEqual([0, 0.002, 0.004])
    expect(shareTicks(0)).toEqual([0, 0.0001])
  })

  it('formats shares as each language writes percentages', () => {
    expect(formatShare(0.25, 'en')).toBe('25%')
    // The space before the sign is Intl's (a no-break space of the language's kind).
    expect(formatShare(0.0123, 'de')).toMatch(/^1,23[\u00a0\u202f]%$/)
    expect(formatShare(0.0123, 'fr')).toMatch(/^1,23[\u00a0\u202f]%$/)
  })
})

describe('the switch in the address', () => {
  it('is freq=rel or nothing; anything else counts results', () => {
    expect(parseSearchState({ freq: 'rel' }).freq).toBe('rel')
    for (const bad of ['REL', 'relative', '', '1', ['x', 'rel']]) expect(parseSearchState({ freq: bad }).freq).toBe('abs')
    expect(searchParamsOf(parseSearchState({ q: 'krieg', freq: 'rel' }))).toEqual({ q: 'krieg', freq: 'rel' })
    expect(searchParamsOf(parseSearchState({ q: 'krieg', freq: 'abs' }))).toEqual({ q: 'krieg' })
    // Counts do not depend on it: the facets' cache is shared by both.
    expect(withoutPresentation(parseSearchState({ q: 'krieg', freq: 'rel' })).freq).toBe('abs')
  })

  it('is kept by the comparison, its one presentation', () => {
    expect(parseCompareState({ q: ['krieg', 'frieden'], freq: 'rel', sort: 'date_asc' })).toMatchObject({ q: ['krieg', 'frieden'], freq: 'rel', sort: 'relevance' })
  })
})
