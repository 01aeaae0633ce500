import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import { type Facet, facetOf } from '#src/domain/facets.ts'
import type { Locale } from '#src/domain/locale.ts'
import { type SearchState, activeFilters } from '#src/domain/search-state.ts'
import { formatDate, languageName } from '#src/domain/format.ts'
import { typeLabel } from '#src/domain/labels.ts'

/** A periodical's id and title, as the engine reports the titles a search is filtered on. */
export interface TitleLabel {
  value: string
  label?: string
}

export function facetHeading(LL: TranslationFunctions, facet: Facet): string {
  return LL.search.facets[facet.label]()
}

/** A filter value as the visitor reads it, by the kind of its facet (src/domain/facets.ts). */
export function facetValueLabel(LL: TranslationFunctions, locale: Locale, facet: Facet, value: string, titles: readonly TitleLabel[] = []): string {
  switch (facet.kind) {
    case 'language':
      return languageName(value, locale)
    case 'record':
      return titles.find((title) => title.value === value)?.label ?? value
    case 'choice': {
      // The facet table names the dictionary group of its values (document types are the structural types').
      if (facet.valueLabels === 'structuralTypes') return value === 'periodical' ? LL.nav.periodicals() : typeLabel(LL, value)
      const labels: Record<string, () => string> = LL.search[facet.valueLabels]
      return labels[value]?.() ?? value
    }
  }
}

/** The date range in words: "1900–1950", "from 1900", "until 1950". */
export function dateRangeLabel(LL: TranslationFunctions, state: Pick<SearchState, 'from' | 'to'>): string | undefined {
  if (state.from && state.to) return LL.search.dateRange({ from: state.from, to: state.to })
  if (state.from) return LL.search.dateFrom({ from: state.from })
  if (state.to) return LL.search.dateUntil({ to: state.to })
  return undefined
}

/**
 * What a search is, in words, for its page title, its share preview and the history:
 * `"luxembourg" · Newspaper, 1900–1950`. The words come first, quoted as the language quotes.
 */
/**
 * What a search does with OCR misreadings, said beside its words (ADR 057): "with OCR misreadings,
 * except regelung, plus fein". A `~` typed in the query speaks for itself; its removed variants do not.
 */
function misreadingsLabel(LL: TranslationFunctions, state: Pick<SearchState, 'variants' | 'skip' | 'also'>): string[] {
  const said = [
    state.variants ? LL.search.misreadings.described() : undefined,
    state.skip.length > 0 ? LL.search.misreadings.describedLess({ terms: state.skip.join(', ') }) : undefined,
    state.also.length > 0 ? LL.search.misreadings.describedPlus({ terms: state.also.join(', ') }) : undefined,
  ].filter((part) => part !== undefined)
  return said.length === 0 ? [] : [said.join(', ')]
}

export function describeSearch(LL: TranslationFunctions, locale: Locale, state: SearchState, titles: readonly TitleLabel[] = []): string {
  const filters = [
    ...activeFilters(state).map(({ key, value }) => facetValueLabel(LL, locale, facetOf(key), value, titles)),
    dateRangeLabel(LL, state),
    state.asof ? LL.research.asOf({ date: formatDate(state.asof, locale) }) : undefined,
    state.since ? LL.research.newSince({ date: formatDate(state.since, locale) }) : undefined,
  ].filter((part) => part !== undefined)
  const words = state.q.trim()
  const parts = [words ? [LL.search.quoted({ q: words }), ...misreadingsLabel(LL, state)].join(' ') : undefined, filters.length > 0 ? filters.join(', ') : undefined].filter(
    (part) => part !== undefined,
  )
  return parts.join(' · ')
}
