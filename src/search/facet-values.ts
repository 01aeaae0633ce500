/**
 * A facet's counted values as the pages show them, the same from either engine: in the order the
 * facet table gives (most frequent first, or the table's own order), the first FACET_VALUES_SHOWN
 * with the results, and the rest a page at a time in the "All N values" list, named in the
 * visitor's language, filtered by the words typed and sorted.
 */
import { FACET_NAMES, type FacetName, facetNamed, recordOf } from '../domain/facets.ts'
import { foldToAscii } from '../domain/fold.ts'
import type { FacetList, FacetListRequest, FacetValue, SearchBreakdown } from './contract.ts'
import type { Timeline } from './timeline.ts'

/** Values of a facet sent with the results; the rest are paged through in the full list. */
export const FACET_VALUES_SHOWN = 50
const FACET_LIST_PAGE = 50

/** Facet values most frequent first, ties by value: the sidebar's order in every engine. */
export function byCount(a: FacetValue, b: FacetValue): number {
  return b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)
}

/** A facet's non-zero values in the order its row of the table asks for. */
export function inFacetOrder(name: FacetName, values: readonly FacetValue[]): FacetValue[] {
  const facet = facetNamed(name)
  const counted = values.filter((value) => value.count > 0)
  if (facet.order === 'count' || !('values' in facet)) return counted.sort(byCount)
  const order: readonly string[] = facet.values
  const at = (value: FacetValue) => {
    const index = order.indexOf(value.value)
    return index < 0 ? order.length : index
  }
  return counted.sort((a, b) => at(a) - at(b) || byCount(a, b))
}

/** No counts: a search that cannot be answered, or an engine that cannot answer. */
export const NO_BREAKDOWN: SearchBreakdown = {
  facets: recordOf(FACET_NAMES, () => []),
  sizes: recordOf(FACET_NAMES, () => 0),
  timeline: { unit: 'year', buckets: [], undated: [0] },
}

/** The sidebar's breakdown from every value of every facet (in facet order) and the timeline. */
export function breakdownOf(values: (name: FacetName) => FacetValue[], timeline: Timeline): SearchBreakdown {
  const all = recordOf(FACET_NAMES, values)
  return {
    facets: recordOf(FACET_NAMES, (name) => all[name].slice(0, FACET_VALUES_SHOWN)),
    sizes: recordOf(FACET_NAMES, (name) => all[name].length),
    timeline,
  }
}

/** What a page of a facet's values asks for: the facet, the words its names must contain, the order, the page, and the language its names are in. */
export type FacetListQuery = Omit<FacetListRequest, 'state' | 'locale'> & { locale: string }

export const NO_FACET_LIST: FacetList = { total: 0, size: 0, page: 1, pageSize: FACET_LIST_PAGE, values: [] }

/**
 * One page of a facet's values (in facet order, as counted), named in the visitor's language,
 * filtered by the words typed and sorted: the same for every engine.
 */
export function facetListPage(values: readonly FacetValue[], request: FacetListQuery): FacetList {
  const names = facetNamed(request.facet).kind === 'language' ? new Intl.DisplayNames([request.locale], { type: 'language', fallback: 'code' }) : undefined
  const all = values.map((value) => (names ? { ...value, label: names.of(value.value) ?? value.value } : value))
  const needle = foldToAscii(request.filter.trim()).toLowerCase()
  const matching = needle === '' ? all : all.filter((value) => foldToAscii(`${value.label ?? ''} ${value.value}`).toLowerCase().includes(needle))
  if (request.sort === 'alpha') {
    const collator = new Intl.Collator([request.locale], { sensitivity: 'base', numeric: true })
    matching.sort((a, b) => collator.compare(a.label ?? a.value, b.label ?? b.value) || b.count - a.count)
  }
  const pages = Math.max(1, Math.ceil(matching.length / FACET_LIST_PAGE))
  const page = Math.min(Math.max(1, request.page), pages)
  return {
    total: matching.length,
    size: all.length,
    page,
    pageSize: FACET_LIST_PAGE,
    values: matching.slice((page - 1) * FACET_LIST_PAGE, page * FACET_LIST_PAGE),
  }
}
