import { describe, expect, it } from 'vitest'
import { inlineFacets } from '#app/features/search/inline-facets.ts'
import { INLINE_FACET_VALUES } from '#src/domain/facets.ts'
import { parseSearchState } from '#src/domain/search-state.ts'
import type { SearchBreakdown } from '#src/search/contract.ts'

const values = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => ({ value: `${prefix}${index}`, count: 1000 - index, label: `${prefix} ${index}` }))

function breakdown(): SearchBreakdown {
  return {
    facets: { types: values('t', 5), languages: values('l', 12), contentTypes: values('c', 6), periodicals: values('p', 50), ocr: values('o', 4) },
    sizes: { types: 5, languages: 12, contentTypes: 6, periodicals: 431, ocr: 4 },
    timeline: { unit: 'decade', buckets: [{ key: '1850', from: '1850', to: '1859', counts: [3] }], undated: [0] },
  }
}

describe('inlineFacets (issue 52: the filters as the page lists them)', () => {
  it('keeps of a listed facet its first values and every chosen one, in their order, and the rest whole', () => {
    const state = parseSearchState({ q: 'x', title: ['p42', 'p2'] })
    const kept = inlineFacets(breakdown(), state)
    expect(kept?.facets.periodicals.map((value) => value.value)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p42'])
    expect(kept?.facets.languages.map((value) => value.value)).toEqual(['l0', 'l1', 'l2', 'l3', 'l4'])
    expect(kept?.facets.contentTypes).toEqual(breakdown().facets.contentTypes)
    expect(kept?.facets.types).toEqual(breakdown().facets.types)
    expect(kept?.sizes).toEqual(breakdown().sizes)
    expect(kept?.timeline).toEqual(breakdown().timeline)
  })

  it('lists inline what the whole list would have listed', () => {
    // The sidebar's group: chosen values first, then the others, as many as INLINE_FACET_VALUES or the chosen.
    const inline = (list: readonly { value: string }[], chosen: readonly string[]) =>
      [...list.filter((value) => chosen.includes(value.value)), ...list.filter((value) => !chosen.includes(value.value))].slice(0, Math.max(INLINE_FACET_VALUES, chosen.length)).map((value) => value.value)
    for (const chosen of [[], ['p3'], ['p40'], ['p1', 'p49'], ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p44']]) {
      const state = parseSearchState({ q: 'x', title: chosen })
      const kept = inlineFacets(breakdown(), state)
      expect(inline(kept?.facets.periodicals ?? [], chosen)).toEqual(inline(breakdown().facets.periodicals, chosen))
    }
  })

  it('passes an unanswered breakdown through', () => {
    expect(inlineFacets(null, parseSearchState({ q: 'x' }))).toBeNull()
  })
})
