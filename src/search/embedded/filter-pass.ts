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
  /** For each code slot of every facet (FacetColumn.offset + code): 1 when it passes its facet's filter. */
  readonly ok: Uint8Array
  readonly from: number
  readonly to: number
  readonly dated: boolean
  /** YYYYMMDD of `asof`: units added after that day are not in the collection searched; 0 when not pinned. */
  readonly asof: number
  /** Whether anything at all is filtered. */
  readonly any: boolean
}

export function compileFilters(columns: UnitColumns, plan: SearchPlan): CompiledFilters {
  const ok = new Uint8Array(columns.slots)
  const filtered: number[] = []
  for (const filter of plan.filters) {
    const index = columns.facets.findIndex((column) => column.name === filter.facet)
    const column = columns.facets[index]
    if (!column) continue
    filtered.push(index)
    if (column.multiple) {
      // A unit passes when it holds any of the values: every mask sharing a bit with the selection.
      let selected = 0
      for (const value of filter.values) {
        const bit = column.values.indexOf(value)
        if (bit >= 0) selected |= 1 << bit
      }
      for (let mask = 0; mask < column.size; mask += 1) ok[column.offset + mask] = (mask & selected) !== 0 ? 1 : 0
    } else {
      // Values the store does not hold match nothing; code 0 (none) never passes.
      for (const value of filter.values) {
        const code = column.values.indexOf(value)
        if (code > 0) ok[column.offset + code] = 1
      }
    }
  }
  const dates = plan.dates
  return {
    facets: Int32Array.from(filtered),
    ok,
    from: dates?.from ?? 0,
    to: dates?.to ?? 0,
    dated: dates !== undefined,
    asof: plan.asof,
    any: filtered.length > 0 || dates !== undefined || plan.asof > 0,
  }
}

/** Whether one unit passes every filter (the one-at-a-time form of `evaluate`). */
export function passes(columns: UnitColumns, filters: CompiledFilters, position: number): boolean {
  if (filters.asof > 0 && (columns.added[position] ?? 0) > filters.asof) return false
  if (filters.dated) {
    const day = columns.date[position] ?? 0
    if (day === 0 || (filters.from > 0 && day < filters.from) || (filters.to > 0 && day > filters.to)) return false
  }
  const width = columns.facets.length
  for (const facet of filters.facets) {
    const column = columns.facets[facet]
    if (!column || filters.ok[column.offset + (columns.facetCodes[position * width + facet] ?? 0)] !== 1) return false
  }
  return true
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
  /** Each facet's count per code (FacetColumn.offset + code), multi-select counting, when asked for. */
  counts: Uint32Array | undefined
}

/** One pass over `candidates` (positions; every unit when undefined). */
export function evaluate(columns: UnitColumns, candidates: Int32Array | undefined, filters: CompiledFilters, tally: Tally): Evaluation {
  const { facetCodes, added, date } = columns
  const { ok, from, to, dated, asof } = filters
  const withFacets = tally.facets
  const months = tally.months
  const width = columns.facets.length
  const offsets = Int32Array.from(columns.facets, (column) => column.offset)
  const filtered = filters.facets
  const filteredCount = filtered.length
  // The first two filtered facets in locals (most searches filter by at most two), the rest in a loop.
  const first = filteredCount > 0 ? (filtered[0] ?? 0) : -1
  const firstOffset = first >= 0 ? (offsets[first] ?? 0) : 0
  const second = filteredCount > 1 ? (filtered[1] ?? 0) : -1
  const secondOffset = second >= 0 ? (offsets[second] ?? 0) : 0
  const counts = new Uint32Array(withFacets ? columns.slots : 0)
  const size = candidates ? candidates.length : columns.count
  const hits = new Int32Array(size)
  let total = 0

  for (let index = 0; index < size; index += 1) {
    const position = candidates ? (candidates[index] ?? 0) : index
    // Not yet in the collection of the pinned day: in no count at all.
    if (asof > 0 && (added[position] ?? 0) > asof) continue
    const base = position * width
    // Which filters reject this unit: with none it is a hit; with exactly one facet's, it still
    // counts in that facet (multi-select counting). The dates belong to no facet (-1).
    let failed = 0
    let failedFacet = -1
    if (dated) {
      const day = date[position] ?? 0
      if (day === 0 || (from > 0 && day < from) || (to > 0 && day > to)) failed = 1
    }
    if (first >= 0 && ok[firstOffset + (facetCodes[base + first] ?? 0)] !== 1) {
      failed += 1
      failedFacet = first
    }
    if (second >= 0 && ok[secondOffset + (facetCodes[base + second] ?? 0)] !== 1) {
      failed += 1
      failedFacet = second
    }
    for (let f = 2; f < filteredCount; f += 1) {
      const facet = filtered[f] ?? 0
      if (ok[(offsets[facet] ?? 0) + (facetCodes[base + facet] ?? 0)] !== 1) {
        failed += 1
        failedFacet = facet
      }
    }
    if (failed === 0) {
      hits[total++] = position
      months?.add(date[position] ?? 0)
      if (!withFacets) continue
      for (let facet = 0; facet < width; facet += 1) {
        const slot = (offsets[facet] ?? 0) + (facetCodes[base + facet] ?? 0)
        counts[slot] = (counts[slot] ?? 0) + 1
      }
    } else if (failed === 1 && failedFacet >= 0 && withFacets) {
      const slot = (offsets[failedFacet] ?? 0) + (facetCodes[base + failedFacet] ?? 0)
      counts[slot] = (counts[slot] ?? 0) + 1
    }
  }
  return { hits: hits.subarray(0, total), total, counts: withFacets ? counts : undefined }
}

/** Every non-zero count of a facet, in the facet's order (code 0 of a dictionary, none, left out). */
export function facetValuesOf(columns: UnitColumns, counts: Uint32Array, name: FacetName): FacetValue[] {
  const column = columns.facets.find((candidate) => candidate.name === name)
  if (!column) return []
  const values: FacetValue[] = []
  if (column.multiple) {
    // Counted by mask: each value is counted in every mask that holds its bit.
    column.values.forEach((value, bit) => {
      let count = 0
      for (let mask = 1; mask < column.size; mask += 1) if ((mask >> bit) & 1) count += counts[column.offset + mask] ?? 0
      values.push({ value, count })
    })
  } else {
    for (let code = 1; code < column.size; code += 1) {
      const count = counts[column.offset + code] ?? 0
      const value = column.values[code]
      if (count === 0 || !value) continue
      const label = column.labels?.[code]
      values.push(label ? { value, count, label } : { value, count })
    }
  }
  return inFacetOrder(name, values)
}
