/**
 * The search unit's filter and sort columns, held in memory as compact typed arrays (ADR 008).
 * SQL answers only "which units match the words"; counting, filtering, facets and date or title
 * ordering happen in one pass over the matches (filter-pass.ts), which is what keeps a common
 * word at a million articles fast.
 *
 * Every facet of the table (src/domain/facets.ts) is a column of codes, read from its source in
 * the store (src/store/facet-sources.ts): a dictionary code for a facet with one value per unit
 * (0 for none), a bit mask over the table's values for a facet whose units hold several. Every
 * facet is filtered and counted by its code the same way. One array per facet, not the facets
 * side by side per unit: counting a facet at a time over the hits was twice as fast (a common
 * prefix's 47,000 scattered matches at a million units: 0.8 against 1.6–3.8 ms).
 *
 * Built once per open store handle: the store is read-only while serving, and an import swaps in
 * a new file, which the site opens as a new handle.
 */
import { FACET_NAMES, type FacetName, facetNamed, isMultiple } from '#src/domain/facets.ts'
import type { Db } from '#src/store/db.ts'
import { FACET_SOURCES } from '#src/store/facet-sources.ts'
import type { IndexTotals } from '#src/store/bm25.ts'
import { unitScoring } from '#src/store/ranking.ts'
import { maxUnitId, unitCount, unitFacetRows, unitIdsByTitle } from '#src/store/unit-rows.ts'
import { dateKey } from '../plan.ts'

/** A facet's column: what its codes mean. */
export interface FacetColumn {
  readonly name: FacetName
  /** Code → value; for a multi-valued facet, bit → value. Code 0 of a dictionary means none (''). */
  readonly values: readonly string[]
  /** Code → display name, for a facet whose values are records (periodical titles). */
  readonly labels: readonly string[] | undefined
  readonly multiple: boolean
  /** Codes range over [0, size): the dictionary's size, or 2^values for a bit mask. */
  readonly size: number
  /** Each unit's code, by position. */
  readonly codes: Uint16Array
}

export interface UnitColumns {
  readonly count: number
  /** Position → unit id, ascending. */
  readonly ids: Uint32Array
  /** Unit id → position, -1 for ids that are not units. */
  readonly positionOf: Int32Array
  /** The facets in the table's order. */
  readonly facets: readonly FacetColumn[]
  /** YYYYMMDD as a number; 0 when the unit has no date. */
  readonly date: Uint32Array
  /** The first and last year of any unit's date (0 and -1 when no unit is dated): the timeline's bounds. */
  readonly firstYear: number
  readonly lastYear: number
  /** YYYYMMDD (UTC) of the day the unit's issue or item first entered the collection (ADR 025); 0 when unknown. */
  readonly added: Uint32Array
  /** Positions in A→Z order of the sort title (ties by id). */
  readonly titleOrder: Int32Array
  /** Positions in ascending (date, id) order; undated units first, as SQL sorts NULL. */
  readonly dateOrder: Int32Array
  /** Unit id → its prior in relevance (ADR 019): length and masthead. */
  readonly priors: Float32Array
  /** Unit id → its tokens in the index, and the index's totals: bm25 recomputed (ADR 050). */
  readonly lengths: Uint32Array
  readonly totals: IndexTotals
}

/** Codes are 16 bits: a facet may have 65,535 values (and none), a multi-valued one 16. */
const MAX_CODE = 0xffff
const MAX_BITS = 16

/** Values to codes, code 0 kept for none. */
class Dictionary {
  readonly names: string[] = ['']
  private readonly codes = new Map<string, number>()
  private readonly facet: FacetName
  constructor(facet: FacetName) {
    this.facet = facet
  }

  code(name: string | undefined): number {
    if (name === undefined || name === '') return 0
    let code = this.codes.get(name)
    if (code === undefined) {
      code = this.names.length
      if (code > MAX_CODE) throw new Error(`more than ${MAX_CODE} values in the search column of the facet ${this.facet}`)
      this.codes.set(name, code)
      this.names.push(name)
    }
    return code
  }
}

/** How one facet's values become codes while the columns are built. */
interface Coder {
  code(values: readonly string[]): number
  values(): readonly string[]
  readonly multiple: boolean
}

function coderOf(name: FacetName): Coder {
  const facet = facetNamed(name)
  if (isMultiple(facet)) {
    const values: readonly string[] = 'values' in facet ? facet.values : []
    if (values.length > MAX_BITS) throw new Error(`the facet ${name} holds several values per unit and has more than ${MAX_BITS}`)
    const bits = new Map(values.map((value, bit) => [value, 1 << bit]))
    return {
      multiple: true,
      code: (held) => {
        let mask = 0
        for (const value of held) mask |= bits.get(value) ?? 0
        return mask
      },
      values: () => values,
    }
  }
  const dictionary = new Dictionary(name)
  return { multiple: false, code: (held) => dictionary.code(held[0]), values: () => dictionary.names }
}

const built = new WeakMap<Db, UnitColumns>()

/** The columns of a store handle, built on first use (a few seconds at a million units). */
export function unitColumns(db: Db): UnitColumns {
  let columns = built.get(db)
  if (!columns) {
    columns = buildColumns(db)
    built.set(db, columns)
  }
  return columns
}

function buildColumns(db: Db): UnitColumns {
  const count = unitCount(db)
  const ids = new Uint32Array(count)
  const positionOf = new Int32Array(maxUnitId(db) + 1).fill(-1)
  const width = FACET_NAMES.length
  const codes = FACET_NAMES.map(() => new Uint16Array(count))
  const date = new Uint32Array(count)
  const added = new Uint32Array(count)
  const coders = FACET_NAMES.map(coderOf)
  const sources = FACET_NAMES.map((name) => FACET_SOURCES[name])
  let firstYear = 0
  let lastYear = -1

  let position = 0
  for (const row of unitFacetRows(db)) {
    if (position >= count) break
    const [id, unitDate, addedAt] = row
    const unitId = typeof id === 'number' ? id : 0
    ids[position] = unitId
    positionOf[unitId] = position
    for (let facet = 0; facet < width; facet += 1) {
      const coder = coders[facet]
      const source = sources[facet]
      const column = codes[facet]
      if (coder && source && column) column[position] = coder.code(source.values(row[3 + facet]))
    }
    const day = dateKey(typeof unitDate === 'string' ? unitDate : null)
    date[position] = day
    if (day > 0) {
      const year = Math.floor(day / 10000)
      if (lastYear < firstYear) firstYear = lastYear = year
      else if (year < firstYear) firstYear = year
      else if (year > lastYear) lastYear = year
    }
    added[position] = typeof addedAt === 'string' ? dateKey(addedAt.slice(0, 10)) : 0
    position += 1
  }

  const facets = FACET_NAMES.map((name, index): FacetColumn => {
    const coder = coders[index]
    const values = coder?.values() ?? ['']
    const multiple = coder?.multiple ?? false
    const size = multiple ? 1 << values.length : Math.max(1, values.length)
    const source = FACET_SOURCES[name]
    const titles = 'labels' in source ? source.labels(db, values) : undefined
    const labels = titles ? values.map((value) => titles.get(value) ?? value) : undefined
    return { name, values, labels, multiple, size, codes: codes[index] ?? new Uint16Array(count) }
  })

  const titleOrder = new Int32Array(count)
  let rank = 0
  for (const id of unitIdsByTitle(db)) {
    const at = positionOf[id] ?? -1
    if (at >= 0 && rank < count) titleOrder[rank++] = at
  }
  // Positions ascend with id, so a stable sort on the date key alone gives (date, id) order.
  const dateOrder = Int32Array.from({ length: count }, (_, index) => index).sort((a, b) => (date[a] ?? 0) - (date[b] ?? 0) || a - b)

  return {
    count,
    ids,
    positionOf,
    facets,
    date,
    firstYear,
    lastYear,
    added,
    titleOrder,
    dateOrder,
    ...unitScoring(db),
  }
}

/** The bytes the columns hold (the bench reports them). */
export function columnBytes(columns: UnitColumns): number {
  return [columns.ids, columns.positionOf, ...columns.facets.map((facet) => facet.codes), columns.date, columns.added, columns.titleOrder, columns.dateOrder, columns.priors, columns.lengths].reduce(
    (sum, array) => sum + array.byteLength,
    0,
  )
}
