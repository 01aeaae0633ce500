/**
 * One pass over a search's matches (ADR 008): it applies the plan's filters, counts the hits, and
 * counts every facet as if its own selection were not applied (a unit failing exactly one facet's
 * filter counts in that facet only: multi-select counting), and the hits per month for the
 * timeline. Every facet is filtered and counted the same way, through its column of codes, so a
 * facet added to the table is filtered and counted here without a line of its own.
 */
import type { FacetName } from '#src/domain/facets.ts'
import type { FacetValue } from '../contract.ts'
import { inFacetOrder } from '../facet-values.ts'
import type { SearchPlan } from '../plan.ts'
import type { MonthCounts } from '../timeline.ts'
import type { UnitColumns } from './columns.ts'

/** The plan's filters as lookups over the columns' codes. */
export interface CompiledFilters {
  /** The facets filtered (their index among the columns' facets). */
  readonly facets: Int32Array
  /** For each facet filtered, by code: 1 when a unit with that code passes the facet's filter. */
  readonly ok: readonly Uint8Array[]
  readonly from: number
  readonly to: number
  readonly dated: boolean
  /** YYYYMMDD of `asof`: units added after that day are not in the collection searched; 0 when not pinned. */
  readonly asof: number
  /** YYYYMMDD of `since`: units added by the end of that day are not new; 0 when not asked. */
  readonly since: number
  /** Whether anything at all is filtered. */
  readonly any: boolean
}

export function compileFilters(columns: UnitColumns, plan: SearchPlan): CompiledFilters {
  const filtered: number[] = []
  const lookups: Uint8Array[] = []
  for (const filter of plan.filters) {
    const index = columns.facets.findIndex((column) => column.name === filter.facet)
    const column = columns.facets[index]
    if (!column) continue
    const ok = new Uint8Array(column.size)
    if (column.multiple) {
      // A unit passes when it holds any of the values: every mask sharing a bit with the selection.
      let selected = 0
      for (const value of filter.values) {
        const bit = column.values.indexOf(value)
        if (bit >= 0) selected |= 1 << bit
      }
      for (let mask = 0; mask < column.size; mask += 1) ok[mask] = (mask & selected) !== 0 ? 1 : 0
    } else {
      // Values the store does not hold match nothing; code 0 (none) never passes.
      for (const value of filter.values) {
        const code = column.values.indexOf(value)
        if (code > 0) ok[code] = 1
      }
    }
    filtered.push(index)
    lookups.push(ok)
  }
  const dates = plan.dates
  return {
    facets: Int32Array.from(filtered),
    ok: lookups,
    from: dates?.from ?? 0,
    to: dates?.to ?? 0,
    dated: dates !== undefined,
    asof: plan.asof,
    since: plan.since,
    any: filtered.length > 0 || dates !== undefined || plan.asof > 0 || plan.since > 0,
  }
}

/** Whether one unit passes every filter (the one-at-a-time form of `evaluate`). */
export function passes(columns: UnitColumns, filters: CompiledFilters, position: number): boolean {
  if (filters.asof > 0 && (columns.added[position] ?? 0) > filters.asof) return false
  if (filters.since > 0 && (columns.added[position] ?? 0) <= filters.since) return false
  if (filters.dated) {
    const day = columns.date[position] ?? 0
    if (day === 0 || (filters.from > 0 && day < filters.from) || (filters.to > 0 && day > filters.to)) return false
  }
  return filters.facets.every((facet, index) => filters.ok[index]?.[columns.facets[facet]?.codes[position] ?? 0] === 1)
}

/** What a pass over the matches counts besides the hits: facet values, and the hits per month. */
export interface Tally {
  facets: boolean
  months?: MonthCounts | undefined
}

export interface Evaluation {
  /** Positions that pass every filter, in match order. */
  hits: Int32Array
  total: number
  /** Each facet's count per code (multi-select counting), by the facet's index, when asked for. */
  counts: Uint32Array[] | undefined
}

const NO_CODES = new Uint16Array(0)
const NO_LOOKUP = new Uint8Array(0)

/**
 * One pass over `candidates` (positions; every unit when undefined): the filters, the hits, the
 * months; then, when the facets are asked for, the counts, a facet at a time over the hits and over
 * the units that failed exactly that facet's filter (multi-select counting).
 */
export function evaluate(columns: UnitColumns, candidates: Int32Array | undefined, filters: CompiledFilters, tally: Tally): Evaluation {
  const { added, date } = columns
  const { from, to, dated, asof, since } = filters
  const withFacets = tally.facets
  const months = tally.months
  const filtered = filters.facets
  const filteredCount = filtered.length
  // The first two filtered facets in locals (most searches filter by at most two), the rest in a loop.
  const firstCodes = filteredCount > 0 ? (columns.facets[filtered[0] ?? 0]?.codes ?? NO_CODES) : NO_CODES
  const firstOk = filters.ok[0] ?? NO_LOOKUP
  const secondCodes = filteredCount > 1 ? (columns.facets[filtered[1] ?? 0]?.codes ?? NO_CODES) : NO_CODES
  const secondOk = filters.ok[1] ?? NO_LOOKUP
  const size = candidates ? candidates.length : columns.count
  const hits = new Int32Array(size)
  let total = 0
  // Units failing exactly one facet's filter, and which filter (its index among the filtered): they count in that facet only.
  const misses = withFacets && filteredCount > 0 ? new Int32Array(size) : undefined
  const missedFilters = misses ? new Uint8Array(size) : undefined
  let missCount = 0

  for (let index = 0; index < size; index += 1) {
    const position = candidates ? (candidates[index] ?? 0) : index
    // Not yet in the collection of the pinned day: in no count at all.
    if (asof > 0 && (added[position] ?? 0) > asof) continue
    // Added by the end of the day asked about: not new since then, in no count either.
    if (since > 0 && (added[position] ?? 0) <= since) continue
    // Which filters reject this unit: with none it is a hit; with exactly one facet's, it still
    // counts in that facet (multi-select counting). The dates belong to no facet (-1).
    let failed = 0
    let failedFilter = -1
    if (dated) {
      const day = date[position] ?? 0
      if (day === 0 || (from > 0 && day < from) || (to > 0 && day > to)) failed = 1
    }
    if (filteredCount > 0 && firstOk[firstCodes[position] ?? 0] !== 1) {
      failed += 1
      failedFilter = 0
    }
    if (filteredCount > 1 && secondOk[secondCodes[position] ?? 0] !== 1) {
      failed += 1
      failedFilter = 1
    }
    for (let f = 2; f < filteredCount; f += 1) {
      const ok = filters.ok[f] ?? NO_LOOKUP
      if (ok[columns.facets[filtered[f] ?? 0]?.codes[position] ?? 0] !== 1) {
        failed += 1
        failedFilter = f
      }
    }
    if (failed === 0) {
      hits[total++] = position
      months?.add(date[position] ?? 0)
    } else if (failed === 1 && failedFilter >= 0 && misses && missedFilters) {
      misses[missCount] = position
      missedFilters[missCount++] = failedFilter
    }
  }
  const found = hits.subarray(0, total)
  if (!withFacets) return { hits: found, total, counts: undefined }
  const counts = columns.facets.map((column, facet) => {
    const counted = new Uint32Array(column.size)
    countCodes(counted, column.codes, found)
    const filter = filtered.indexOf(facet)
    if (filter >= 0 && misses && missedFilters) countMissed(counted, column.codes, misses.subarray(0, missCount), missedFilters, filter)
    return counted
  })
  return { hits: found, total, counts }
}

/** The codes of the units at `positions`, counted. */
function countCodes(counts: Uint32Array, codes: Uint16Array, positions: Int32Array): void {
  for (let index = 0; index < positions.length; index += 1) {
    const code = codes[positions[index] ?? 0] ?? 0
    counts[code] = (counts[code] ?? 0) + 1
  }
}

/** The codes of the units that failed only `filter`, counted in that filter's facet. */
function countMissed(counts: Uint32Array, codes: Uint16Array, positions: Int32Array, filters: Uint8Array, filter: number): void {
  for (let index = 0; index < positions.length; index += 1) {
    if (filters[index] !== filter) continue
    const code = codes[positions[index] ?? 0] ?? 0
    counts[code] = (counts[code] ?? 0) + 1
  }
}

/** Every non-zero count of a facet, in the facet's order (code 0 of a dictionary, none, left out). */
export function facetValuesOf(columns: UnitColumns, counts: readonly Uint32Array[], name: FacetName): FacetValue[] {
  const index = columns.facets.findIndex((candidate) => candidate.name === name)
  const column = columns.facets[index]
  const counted = counts[index]
  if (!column || !counted) return []
  const values: FacetValue[] = []
  if (column.multiple) {
    // Counted by mask: each value is counted in every mask that holds its bit.
    column.values.forEach((value, bit) => {
      let count = 0
      for (let mask = 1; mask < column.size; mask += 1) if ((mask >> bit) & 1) count += counted[mask] ?? 0
      values.push({ value, count })
    })
  } else {
    for (let code = 1; code < column.size; code += 1) {
      const count = counted[code] ?? 0
      const value = column.values[code]
      if (count === 0 || !value) continue
      const label = column.labels?.[code]
      values.push(label ? { value, count, label } : { value, count })
    }
  }
  return inFacetOrder(name, values)
}
