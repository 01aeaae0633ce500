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
 * How the time axis lays its labels out (app.css .period-axis__tick, app/features/search/timeline.tsx
 * PeriodAxis), in widths of the axis's "0": `room` is the axis's width where it is narrowest,
 * `place` a period's place across it (0..1), `length` its label's width. A label stands centred
 * under its period, moved in just enough to stay inside the axis near its ends.
 */
export interface AxisLayout {
  room: number
  place: (index: number) => number
  length: (index: number) => number
}

/** The room kept between two labels, in widths of "0". */
const LABEL_GAP = 1

/** Where a label starts: centred at `x`, kept inside 0..room. */
function labelStart(x: number, size: number, room: number): number {
  return Math.max(0, Math.min(x - size / 2, room - size))
}

/** Whether the labels of `ticks` (indices, in order) stand apart on the axis. */
export function labelsFit(ticks: readonly number[], { room, place, length }: AxisLayout): boolean {
  let end = Number.NEGATIVE_INFINITY
  for (const index of ticks) {
    const size = length(index)
    const start = labelStart(place(index) * room, size, room)
    if (start < end + LABEL_GAP) return false
    end = start + size
  }
  return true
}

/**
 * The periods the time axis names (issue 53: not only the first and the last), as indices into
 * `keys` (the buckets, oldest first, one per period): round ones (every 2, 5, 10… years; January,
 * July…), the smallest step whose labels stand apart on the axis at its narrowest (`layout`), and
 * at least two. Where no step does, the first and the last, or the first alone where even those
 * two would overlap. Label widths count: "années 1850" needs twice the room of "1850s".
 */
export function periodTicks(keys: readonly string[], unit: 'decade' | 'year' | 'month', layout: AxisLayout): number[] {
  if (keys.length <= 1) return keys.length === 1 ? [0] : []
  const numbers = keys.map((key) => periodNumber(key, unit))
  for (const step of PERIOD_STEPS[unit]) {
    const ticks = numbers.flatMap((value, index) => (Number.isInteger(value) && value % step === 0 ? [index] : []))
    if (ticks.length < 2) break
    if (labelsFit(ticks, layout)) return ticks
  }
  const ends = [0, keys.length - 1]
  return labelsFit(ends, layout) ? ends : [0]
}
