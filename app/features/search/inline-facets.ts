import { FACETS, INLINE_FACET_VALUES, isListed } from '#src/domain/facets.ts'
import type { SearchState } from '#src/domain/search-state.ts'
import type { SearchBreakdown } from '#src/search/contract.ts'

/**
 * The filters' counts as the page shows them (issue 52): of a listed facet (languages, titles) only
 * what the sidebar lists inline, its chosen values and its first few, since its "All N values"
 * dialog pages the whole list from the server anyway; a short fixed facet (types, content, OCR)
 * whole, since its dialog lists what the sidebar holds. Up to 50 periodical titles and languages
 * otherwise went into every search page's state and crossed from the search thread for nothing.
 * The sizes ("All N values") and the timeline are untouched.
 */
export function inlineFacets(breakdown: SearchBreakdown | null, state: SearchState): SearchBreakdown | null {
  if (breakdown === null) return null
  const facets = { ...breakdown.facets }
  for (const facet of FACETS) {
    if (!isListed(facet.counts)) continue
    const chosen: readonly string[] = state[facet.key]
    const all = facets[facet.counts]
    if (all.length <= INLINE_FACET_VALUES) continue
    facets[facet.counts] = all.filter((value, index) => index < INLINE_FACET_VALUES || chosen.includes(value.value))
  }
  return { ...breakdown, facets }
}
