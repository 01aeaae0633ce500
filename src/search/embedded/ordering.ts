/**
 * The page of hits in the plan's order (ADR 008, 019): relevance keeps the match set's order (or
 * a common word's stored ranking, or a ranking of the filtered matches alone); dates and titles
 * walk the precomputed order of all units until a page is found. Ties go by unit id.
 */
import type { Db } from '#src/store/db.ts'
import { rankedAmong } from '#src/store/search.ts'
import type { TermRank, WordRanks } from '#src/store/term-ranks.ts'
import type { SearchPlan } from '../plan.ts'
import type { UnitColumns } from './columns.ts'
import type { CompiledFilters, Evaluation } from './filter-pass.ts'
import { passes } from './filter-pass.ts'
import type { EngineCaches } from './match-sets.ts'

/**
 * The first `k` of `hits` in a precomputed order of all units: mark the hits, then walk the order
 * until k are found. For a common word the walk stops after a few hundred steps; at worst it is
 * one pass over the units.
 */
function firstInOrder(columns: UnitColumns, hits: Int32Array, order: Int32Array, k: number, descending: boolean): number[] {
  const marked = new Uint8Array(columns.count)
  for (const position of hits) marked[position] = 1
  const found: number[] = []
  const step = descending ? -1 : 1
  for (let index = descending ? order.length - 1 : 0; index >= 0 && index < order.length && found.length < k; index += step) {
    const position = order[index] ?? 0
    if (marked[position] === 1) found.push(position)
  }
  return found
}

/** The unit ids of the plan's window of the evaluated hits (in relevance order already when ranked). */
export function pageOf(columns: UnitColumns, evaluation: Evaluation, plan: SearchPlan): number[] {
  const { offset, limit } = plan.window
  const end = offset + limit
  let positions: number[]
  if (plan.order.by === 'relevance') positions = Array.from(evaluation.hits.subarray(offset, end))
  else {
    // Descending walks the (key, id) order backwards: ties by id descending, as the plan says.
    const order = plan.order.by === 'date' ? columns.dateOrder : columns.titleOrder
    positions = firstInOrder(columns, evaluation.hits, order, end, plan.order.descending).slice(offset)
  }
  return positions.map((position) => columns.ids[position] ?? 0)
}

/**
 * A relevance page of a one-word search for a common word, from the word's precomputed ranking
 * (ADR 008): no bm25 over every match. Undefined when the ranking is too short for the page asked,
 * so the caller ranks in full.
 */
export function rankedPage(columns: UnitColumns, rank: TermRank, filters: CompiledFilters, plan: SearchPlan): number[] | undefined {
  const wanted = plan.window.offset + plan.window.limit
  const page: number[] = []
  for (const id of rank.ids) {
    const position = columns.positionOf[id] ?? -1
    if (position < 0 || (filters.any && !passes(columns, filters, position))) continue
    page.push(id)
    if (page.length === wanted) break
  }
  const complete = rank.ids.length >= rank.matches
  return page.length === wanted || complete ? page.slice(plan.window.offset) : undefined
}

/**
 * A relevance page of a common word's hits from the rank of each of its units, stored by the import
 * (term-ranks.ts wordRanks): for filters that keep too few of its first units to fill the page. The
 * hits and the word's units are both in id order, so one walk finds each hit's rank; the hits are
 * then placed by rank (ranks are distinct) and read in that order until the page is full. Exactly
 * the order of ranking the hits, without scoring one.
 */
export function pageByRanks(columns: UnitColumns, evaluation: Evaluation, word: WordRanks, plan: SearchPlan): number[] {
  const end = plan.window.offset + plan.window.limit
  const byRank = new Uint32Array(word.ids.length)
  let index = 0
  for (const position of evaluation.hits.subarray(0, evaluation.total)) {
    const id = columns.ids[position] ?? 0
    // Hits from a match set kept in relevance order are not in id order: look such a one up.
    if (index > 0 && (word.ids[index - 1] ?? 0) >= id) index = lowerBound(word.ids, id)
    while (index < word.ids.length && (word.ids[index] ?? 0) < id) index += 1
    // A hit is one of the word's units (it matched the word): present unless the store changed under the engine.
    if (word.ids[index] === id) byRank[word.ranks[index] ?? 0] = id + 1
  }
  const page: number[] = []
  for (let rank = 0; rank < byRank.length && page.length < end; rank += 1) {
    const slot = byRank[rank] ?? 0
    if (slot > 0) page.push(slot - 1)
  }
  return page.slice(plan.window.offset)
}

/** The first index of an ascending list whose value is not below `value`. */
function lowerBound(values: Uint32Array, value: number): number {
  let low = 0
  let high = values.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((values[middle] ?? 0) < value) low = middle + 1
    else high = middle
  }
  return low
}

/** How much of a filtered ranking is computed at once: the first pages a visitor reads. */
const FILTERED_RANKING_DEPTH = 200

/**
 * A relevance page of filtered matches, ranking only the matches the filters keep (ADR 011): kept
 * per words and filters, so paging does not rank again.
 */
export function rankedPageAmong(db: Db, caches: EngineCaches, columns: UnitColumns, plan: SearchPlan, match: string, hits: Int32Array): number[] {
  const { offset, limit } = plan.window
  const end = offset + limit
  const key = JSON.stringify([match, plan.filters.map((filter) => [filter.facet, filter.values]), plan.dates, plan.asof, plan.since])
  const ranking = caches.ranking(
    db,
    key,
    (kept) => kept.length >= end || kept.length >= hits.length,
    () =>
      rankedAmong(
        db,
        match,
        Array.from(hits, (position) => columns.ids[position] ?? 0),
        Math.max(end, FILTERED_RANKING_DEPTH),
        columns.priors,
      ),
  )
  return ranking.slice(offset, end)
}
