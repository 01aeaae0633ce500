/**
 * The timeline of hits (issue 18): how many matching units fall in each year, decade or month.
 * The engine counts hits per month of the in-memory date column in the same pass that filters
 * and counts facets (engine.ts); this module turns those counts into the bars a visitor sees.
 * One to three searches share one timeline (the query comparison), so their bars line up.
 */

export type TimelineUnit = 'decade' | 'year' | 'month'

export interface TimelineBucket {
  /** `1890` (a decade, by its first year), `1898`, or `1898-03`. */
  key: string
  /** The bucket as a date range the search state takes as `from` and `to`. */
  from: string
  to: string
  /** One count per search, in the order the searches were given. */
  counts: number[]
}

export interface Timeline {
  unit: TimelineUnit
  /** Every bucket from the first hit's to the last's, empty ones included, oldest first. */
  buckets: TimelineBucket[]
  /** Hits without a date, per search: they have no bar. */
  undated: number[]
}

/** Past this many years the bars are decades. */
export const YEARS_BEFORE_DECADES = 100

/**
 * Hits per month of one search: index (year - firstYear) * 13 + month, month 0 for a date
 * known only to the year. The calendar span is the collection's, from its column bounds.
 */
export class MonthCounts {
  readonly firstYear: number
  readonly counts: Uint32Array
  undated = 0
  constructor(firstYear: number, lastYear: number) {
    this.firstYear = firstYear
    this.counts = new Uint32Array(Math.max(0, lastYear - firstYear + 1) * 13)
  }

  /** Counts a hit (or `hits` of the same day) by its date key (YYYYMMDD, 0 when undated). */
  add(day: number, hits = 1): void {
    if (day === 0) {
      this.undated += hits
      return
    }
    const year = Math.floor(day / 10000)
    const month = Math.floor(day / 100) % 100
    const index = (year - this.firstYear) * 13 + month
    if (index >= 0 && index < this.counts.length) this.counts[index] = (this.counts[index] ?? 0) + hits
  }

  yearCount(year: number): number {
    let total = 0
    const start = (year - this.firstYear) * 13
    for (let month = 0; month < 13; month += 1) total += this.counts[start + month] ?? 0
    return total
  }
}

/** The years with any hit in any of the searches: [first, last], or undefined when none. */
function hitYears(series: readonly MonthCounts[]): [number, number] | undefined {
  let first = Number.POSITIVE_INFINITY
  let last = Number.NEGATIVE_INFINITY
  for (const months of series) {
    const years = months.counts.length / 13
    for (let offset = 0; offset < years; offset += 1) {
      if (months.yearCount(months.firstYear + offset) === 0) continue
      first = Math.min(first, months.firstYear + offset)
      last = Math.max(last, months.firstYear + offset)
    }
  }
  return Number.isFinite(first) ? [first, last] : undefined
}

const pad = (value: number, length: number) => String(value).padStart(length, '0')

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/**
 * The timeline of one or more searches over the same collection. Months when the hits (or the
 * search's own date range) lie inside one year, decades when they span more than a century,
 * years otherwise.
 */
export function timelineOf(series: readonly MonthCounts[], range: { from: string; to: string }): Timeline {
  const undated = series.map((months) => months.undated)
  const span = hitYears(series)
  if (!span) return { unit: 'year', buckets: [], undated }
  const [first, last] = span
  const rangeYear = range.from !== '' && range.from.slice(0, 4) === range.to.slice(0, 4) ? Number(range.from.slice(0, 4)) : undefined
  if (first === last || (rangeYear !== undefined && rangeYear === first && rangeYear === last)) {
    const buckets: TimelineBucket[] = []
    for (let month = 1; month <= 12; month += 1) {
      const key = `${pad(first, 4)}-${pad(month, 2)}`
      const counts = series.map((months) => months.counts[(first - months.firstYear) * 13 + month] ?? 0)
      buckets.push({ key, from: `${key}-01`, to: `${key}-${pad(lastDayOfMonth(first, month), 2)}`, counts })
    }
    // A date known only to its year has no month: it stays out of the month bars (the table says so).
    const yearOnly = series.map((months) => months.counts[(first - months.firstYear) * 13] ?? 0)
    return { unit: 'month', buckets, undated: undated.map((count, index) => count + (yearOnly[index] ?? 0)) }
  }
  if (last - first + 1 > YEARS_BEFORE_DECADES) {
    const buckets: TimelineBucket[] = []
    for (let decade = Math.floor(first / 10) * 10; decade <= last; decade += 10) {
      const counts = series.map((months) => {
        let total = 0
        for (let year = decade; year < decade + 10; year += 1) total += months.yearCount(year)
        return total
      })
      buckets.push({ key: pad(decade, 4), from: pad(decade, 4), to: pad(decade + 9, 4), counts })
    }
    return { unit: 'decade', buckets, undated }
  }
  const buckets: TimelineBucket[] = []
  for (let year = first; year <= last; year += 1) {
    buckets.push({ key: pad(year, 4), from: pad(year, 4), to: pad(year, 4), counts: series.map((months) => months.yearCount(year)) })
  }
  return { unit: 'year', buckets, undated }
}

/**
 * Relative frequency (issue 37): each period's hits as a share of the units in that period that
 * the search's filters let through, its words left out (ADR 044): a word's rise is then its own,
 * not the archive's growth, and a filter to one newspaper compares it with that newspaper. The
 * units are counted by the same engine as the hits, as a search without words over the hits'
 * span, so their timeline has the hits' buckets: the span's first and last years bound it (the
 * search's own dates where they are narrower), which gives it the same unit (months, years or
 * decades) and the same first and last bucket.
 */
export function unitsRange(hits: Timeline, range: { from: string; to: string }): { from: string; to: string } | undefined {
  const first = hits.buckets[0]
  const last = hits.buckets.at(-1)
  if (!first || !last) return undefined
  const day = (value: string, end: boolean) => (value.length === 4 ? Number(value) * 10000 + (end ? 1231 : 101) : Number(value.replaceAll('-', '')))
  // The later start and the earlier end: the search's own bound where it lies inside the span.
  const from = range.from !== '' && day(range.from, false) > day(first.from, false) ? range.from : first.from
  const to = range.to !== '' && day(range.to, true) < day(last.to, true) ? range.to : last.to
  return { from, to }
}

/**
 * Below this many texts in a period, its share is drawn and listed as uncertain (issue 53): 1 hit
 * in 9 texts is 11%, which says little about the word and much about the 9 texts.
 */
export const FEW_TEXTS = 30

/** Whether a period's share rests on too few texts to be read as a trend. */
export const fewTexts = (units: number) => units > 0 && units < FEW_TEXTS

/** A period's share: its hits over its units; null where it has no units (no share to speak of). */
export interface Shares {
  /** Per bucket of the hits' timeline, per search: the share, and the units it is a share of. */
  buckets: { units: number; shares: (number | null)[] }[]
  undated: { units: number; shares: (number | null)[] }
}

export function sharesOf(hits: Timeline, units: Timeline): Shares {
  const byKey = new Map(units.buckets.map((bucket) => [bucket.key, bucket.counts[0] ?? 0]))
  const share = (count: number, total: number) => (total > 0 ? count / total : null)
  const undatedUnits = units.undated[0] ?? 0
  return {
    buckets: hits.buckets.map((bucket) => {
      const total = byKey.get(bucket.key) ?? 0
      return { units: total, shares: bucket.counts.map((count) => share(count, total)) }
    }),
    undated: { units: undatedUnits, shares: hits.undated.map((count) => share(count, undatedUnits)) },
  }
}
