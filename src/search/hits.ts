/**
 * A result as the pages show it, from the store's row of the unit and the passage shown of it,
 * whichever engine found it and chose the passage: both engines' hits look the same.
 */
import { FACETS } from '../domain/facets.ts'
import { documentPlace, shownDate } from '../domain/issue-path.ts'
import type { SearchState } from '../domain/search-state.ts'
import type { Db } from '../store/db.ts'
import { FACET_SOURCES } from '../store/facet-sources.ts'
import type { SearchRow } from '../store/search.ts'
import type { FacetValue, SearchHit, VariantReport } from './contract.ts'
import type { SnippetPart } from './snippet.ts'
import type { VariantGroup } from './variants.ts'

export function hitOf(row: SearchRow, passage: SnippetPart[]): SearchHit {
  return {
    id: row.id,
    sourceId: row.sourceId,
    type: row.type,
    title: row.title,
    docType: row.docType,
    periodical: row.periodicalId && row.periodicalTitle ? { id: row.periodicalId, title: row.periodicalTitle } : null,
    item: row.itemId && row.itemTitle ? { id: row.itemId, title: row.itemTitle } : null,
    // As much of the date as is known (a monthly's "1924-01"); the place keeps the stored day.
    date: row.date === null ? null : shownDate(row.date, row.datePrecision),
    language: row.language,
    page: row.firstPage,
    snippet: passage,
    place: documentPlace(row),
    ocr: { score: row.ocrScore, estimated: row.ocrScore !== null && row.ocrEstimated === 1 },
  }
}

/**
 * The values selected in the search's record facets, named from the store: the periodicals a
 * search is filtered by, for its chips and its page title (even when nothing is found).
 */
export function filteredTitles(db: Db | undefined, state: SearchState): FacetValue[] {
  return FACETS.flatMap((facet) => {
    if (facet.kind !== 'record') return []
    const selected: readonly string[] = state[facet.key]
    if (selected.length === 0) return []
    const source = FACET_SOURCES[facet.counts]
    const titles = db && 'labels' in source ? source.labels(db, selected) : new Map<string, string>()
    return selected.map((value) => ({ value, count: 0, label: titles.get(value) ?? value }))
  })
}

/** What the page says of a search's misreadings (ADR 039), from its plan and each variant's count among the hits. */
export function variantReports(groups: readonly VariantGroup[], counts: ReadonlyMap<string, number>): VariantReport[] {
  return groups.map((group) => ({
    word: group.word,
    distance: group.distance,
    matched: group.terms
      .map((term) => ({ term, count: counts.get(term) ?? 0 }))
      .filter((variant) => variant.count > 0)
      // Most found first; the order searched (by frequency in the collection) breaks ties.
      .sort((a, b) => b.count - a.count),
    capped: group.capped,
    skipped: group.skipped,
  }))
}
