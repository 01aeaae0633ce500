/**
 * The counts axis of the timeline and comparison charts (issue 38): round values from 0 up past the
 * largest count, in steps of 1, 2 or 5 times a power of ten, at most `most` of them, so a reader
 * can tell 40 hits from 400 without opening the table.
 */
export function axisTicks(max: number, most = 4): number[] {
  if (!(max > 0)) return [0, 1]
  const rough = max / (most - 1)
  const power = Math.max(1, 10 ** Math.floor(Math.log10(rough)))
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => Math.ceil(max / candidate) <= most - 1) ?? 10 * power
  const top = Math.ceil(max / step) * step
  return Array.from({ length: top / step + 1 }, (_, index) => index * step)
}

/** Steps of the period axis, in the timeline's units: decades, years or months. */
const PERIOD_STEPS: Readonly<Record<'decade' | 'year' | 'month', readonly number[]>> = {
  decade: [1, 2, 5, 10, 20, 50],
  year: [1, 2, 5, 10, 20, 25, 50, 100],
  month: [1, 2, 3, 6, 12, 24, 60, 120],
}

/** A bucket's place on a calendar of its unit (decades and years by their first year, months counted from year 0). */
function periodNumber(key: string, unit: 'decade' | 'year' | 'month'): number {
  const [year = '0', month = '1'] = key.split('-')
  if (unit === 'decade') return Number(year) / 10
  return unit === 'year' ? Number(year) : Number(year) * 12 + Number(month) - 1
}

/**
 * The periods the time axis names (issue 53: not only the first and the last), as indices into
 * `keys` (the buckets, oldest first, one per period): round ones (every 2, 5, 10… years; January,
 * July…), the smallest step that names at most `most`, and at least two. Where no step does (a
 * span too short to have two round periods), the first and the last.
 */
export function periodTicks(keys: readonly string[], unit: 'decade' | 'year' | 'month', most = 5): number[] {
  if (keys.length <= 1) return keys.length === 1 ? [0] : []
  const numbers = keys.map((key) => periodNumber(key, unit))
  for (const step of PERIOD_STEPS[unit]) {
    const ticks = numbers.flatMap((value, index) => (Number.isInteger(value) && value % step === 0 ? [index] : []))
    if (ticks.length >= 2 && ticks.length <= most) return ticks
    if (ticks.length < 2) break
  }
  return [0, keys.length - 1]
}
