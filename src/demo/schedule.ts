/**
 * Which issues the demo contains: how many per title (in proportion to
 * frequency × run, capped so no title swamps the rest), on which dates, and
 * how many logical units each, summing exactly to the requested total.
 * The schedule is a few thousand small records; issue content is generated
 * later, one issue at a time.
 */
import { PERIODICALS, issuesPerYear, type Periodical } from './catalog.ts'
import { Rng, hashString } from './random.ts'
import type { DateParts } from './text.ts'

export interface IssueSlot {
  periodical: Periodical
  date: DateParts
  /** YYYY-MM-DD */
  iso: string
  edition: number
  /** Logical units to generate in this issue. */
  units: number
  /** Issue number within the year, as printed. */
  number: number
  /** Year of publication counted from the first (Jahrgang). */
  volume: number
}

/** Average logical units per issue; the schedule aims at 10–20. */
export const UNITS_PER_ISSUE = 15
/** No title gets more than this share of all issues. */
const TITLE_CAP = 0.06

const DAY = 86_400_000

export function dateParts(ms: number): DateParts {
  const d = new Date(ms)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() }
}

export function isoDate(date: DateParts): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
}

function utc(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day)
}

/** Shares n issues out over the titles: proportional to weight, capped, integers summing to n. */
export function allocate(weights: readonly number[], limits: readonly number[], n: number): number[] {
  const total = limits.reduce((a, b) => a + b, 0)
  const target = Math.min(n, total)
  const shareAt = (lambda: number) => weights.map((w, i) => Math.min(limits[i] ?? 0, lambda * w))
  let lo = 0
  let hi = 1
  while (shareAt(hi).reduce((a, b) => a + b, 0) < target && hi < 1e12) hi *= 2
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2
    if (shareAt(mid).reduce((a, b) => a + b, 0) < target) lo = mid
    else hi = mid
  }
  const shares = shareAt(hi)
  const out = shares.map((s) => Math.floor(s))
  let left = target - out.reduce((a, b) => a + b, 0)
  // Largest remainders first; ties by index, for determinism.
  const order = shares.map((s, i) => ({ i, r: s - Math.floor(s) })).sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    if ((out[i] ?? 0) < (limits[i] ?? 0)) {
      out[i] = (out[i] ?? 0) + 1
      left--
    }
  }
  for (let i = 0; left > 0 && i < out.length; i++) {
    const room = (limits[i] ?? 0) - (out[i] ?? 0)
    const add = Math.min(room, left)
    out[i] = (out[i] ?? 0) + add
    left -= add
  }
  return out
}

/** The press-control period (May 1940 – September 1944), which some titles' digitised runs cross. */
const OCCUPATION = { from: utc(1940, 5, 10), to: utc(1944, 9, 10) }

/** Every publication day of a title in its rhythm, from `from` on, at most `k` of them and none after its run. */
function rhythm(t: Periodical, from: number, k: number): number[] {
  const end = utc(t.endYear, 12, 31)
  const out: number[] = []
  switch (t.frequency) {
    case 'daily':
      // Six issues a week: no paper on Sundays.
      for (let ms = from; ms <= end && out.length < k; ms += DAY) if (new Date(ms).getUTCDay() !== 0) out.push(ms)
      return out
    case 'weekly': {
      // Most weeklies came out on Saturday, some on Thursday or Friday.
      const weekday = [6, 6, 6, 4, 5][hashString(t.id) % 5] ?? 6
      let ms = from
      while (new Date(ms).getUTCDay() !== weekday) ms += DAY
      for (; ms <= end && out.length < k; ms += 7 * DAY) out.push(ms)
      return out
    }
    case 'monthly': {
      const day = hashString(t.id, 'day') % 2 === 0 ? 1 : 15
      const first = new Date(from)
      for (let index = 0; out.length < k; index += 1) {
        const ms = Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + index, day)
        if (ms > end) break
        if (ms >= from) out.push(ms)
      }
      return out
    }
    case 'quarterly': {
      const first = new Date(from)
      for (let index = 0; out.length < k; index += 1) {
        const ms = Date.UTC(first.getUTCFullYear(), Math.floor(first.getUTCMonth() / 3) * 3 + index * 3, 1)
        if (ms > end) break
        if (ms >= from) out.push(ms)
      }
      return out
    }
  }
}

/**
 * A title's issues as a library digitises them: one unbroken run in the title's own rhythm (six
 * issues a week for a daily, every week, every month), from the first of January of a year, so
 * its calendar shows whole months rather than a scattering of days over a century. A title
 * whose life crosses the press-control period starts its run there one time in three, so the
 * period shows in calendars and searches. When the run would overrun the title's last year it
 * starts earlier.
 */
function publicationDates(rng: Rng, t: Periodical, k: number): number[] {
  const perYear = Math.max(1, issuesPerYear(t.frequency))
  const years = Math.max(1, Math.ceil(k / perYear))
  const lastStart = Math.max(t.startYear, t.endYear - years + 1)
  const crossesOccupation = utc(t.startYear, 1, 1) <= OCCUPATION.from && utc(t.endYear, 12, 31) >= OCCUPATION.to
  const from =
    crossesOccupation && hashString(t.id, 'occupation') % 3 === 0
      ? Math.min(OCCUPATION.from, utc(lastStart, 1, 1))
      : utc(t.startYear + rng.int(0, lastStart - t.startYear), 1, 1)
  const dates = rhythm(t, from, k)
  // A run cut short by the title's end goes on backwards from its start.
  if (dates.length < k) {
    const earlier = rhythm(t, utc(t.startYear, 1, 1), Number.MAX_SAFE_INTEGER).filter((ms) => ms < from)
    dates.unshift(...earlier.slice(Math.max(0, earlier.length - (k - dates.length))))
  }
  return dates
}

function issueNumber(t: Periodical, date: DateParts): number {
  const jan1 = utc(date.year, 1, 1)
  const dayOfYear = Math.round((utc(date.year, date.month, date.day) - jan1) / DAY) + 1
  switch (t.frequency) {
    case 'daily': {
      let sundays = 0
      const firstWeekday = new Date(jan1).getUTCDay()
      for (let d = 0; d < dayOfYear; d++) if ((firstWeekday + d) % 7 === 0) sundays++
      return dayOfYear - sundays
    }
    case 'weekly':
      return Math.ceil(dayOfYear / 7)
    case 'monthly':
      return date.month
    case 'quarterly':
      return Math.ceil(date.month / 3)
  }
}

/**
 * Full runs (issue 39): whole years of a title in its rhythm, as a library digitises a run, so
 * that a daily's calendar holds its six issues a week for a year, and one paper runs through
 * 1939–1945 across the press control of May 1940 – September 1944. The editorial texts of the
 * demo (editorial.ts) point at these runs. A demo too small for all of them gets a part of each,
 * taken around its anchor (the start of the occupation for the Luxemburger Morgenblatt).
 */
export const FEATURED_RUNS: readonly { id: string; from: string; to: string; anchor?: string }[] = [
  { id: 'morgenblatt', from: '1939-01-01', to: '1945-12-31', anchor: '1940-05-01' },
  { id: 'tagespost', from: '1913-01-01', to: '1913-12-31' },
  { id: 'minettwoche', from: '1912-01-01', to: '1912-12-31', anchor: '1912-12-31' },
  { id: 'petitecho', from: '1910-01-01', to: '1910-12-31' },
  { id: 'wegweiser', from: '1846-01-01', to: '1847-12-31' },
  { id: 'moselwacht', from: '1926-01-01', to: '1929-12-31' },
  { id: 'pflug', from: '1890-01-01', to: '1891-12-31' },
  { id: 'bauernstand', from: '1950-01-01', to: '1951-12-31' },
  { id: 'duchygazette', from: '1958-01-01', to: '1959-12-31' },
]

/** The share of a demo's issues that go to the full runs once the demo is large enough to hold them. */
const FEATURED_SHARE = 0.78

function parseIso(iso: string): number {
  const [y = 1900, m = 1, d = 1] = iso.split('-').map(Number)
  return utc(y, m, d)
}

/** Every publication day of a featured run. */
function runDates(t: Periodical, from: string, to: string): number[] {
  const end = parseIso(to)
  return rhythm(t, parseIso(from), Number.MAX_SAFE_INTEGER).filter((ms) => ms <= end)
}

/** `count` consecutive days of a run, a quarter of them before its anchor (or from its start). */
function partOfRun(dates: readonly number[], count: number, anchor: string | undefined): number[] {
  if (count >= dates.length) return dates.slice()
  if (anchor === undefined) return dates.slice(0, count)
  const at = dates.findIndex((ms) => ms >= parseIso(anchor))
  const index = at === -1 ? dates.length - 1 : at
  // An anchor at the end of a run (the last issues before a title change) takes the days up to it.
  const before = index >= dates.length - 1 ? count - 1 : Math.floor(count / 4)
  const start = Math.max(0, Math.min(dates.length - count, index - before))
  return dates.slice(start, start + count)
}

/** Units an issue holds: 10–20, and fewer in the war years, when paper was rationed. */
function unitsFor(rng: Rng, date: DateParts): number {
  const key = date.year * 10000 + date.month * 100 + date.day
  return key >= 19400510 && key <= 19440910 ? rng.int(8, 14) : rng.int(10, 20)
}

/** The issues to generate for `totalUnits` logical units, in date order. */
export function planSchedule(seed: number, totalUnits: number, titles: readonly Periodical[] = PERIODICALS): IssueSlot[] {
  if (totalUnits <= 0) return []
  const rng = Rng.derive(seed, 'schedule', totalUnits)
  const issueCount = Math.max(1, Math.round(totalUnits / UNITS_PER_ISSUE))

  // The full runs first: all of them once the demo can hold them, a part of each below that.
  const featured = FEATURED_RUNS.flatMap((run) => {
    const t = titles.find((title) => title.id === run.id)
    return t ? [{ run, t, dates: runDates(t, run.from, run.to) }] : []
  })
  const featuredFull = featured.reduce((a, f) => a + f.dates.length, 0)
  const fullAt = featuredFull / FEATURED_SHARE
  const share = FEATURED_SHARE * Math.min(1, issueCount / fullAt)
  // A part of each, however small the demo: the picks point at every run (at least one issue each).
  const floorEach = issueCount > featured.length ? 1 : 0
  const featuredCount = Math.min(featuredFull, Math.max(floorEach * featured.length, Math.round(issueCount * share)))
  const featuredCounts = allocate(
    featured.map((f) => f.dates.length),
    featured.map((f) => f.dates.length - floorEach),
    featuredCount - floorEach * featured.length,
  ).map((n) => n + floorEach)
  const featuredIds = new Set(featured.map((f) => f.t.id))

  // The other titles share the rest, in proportion to frequency × run, capped.
  const others = titles.filter((t) => !featuredIds.has(t.id))
  const otherCount = Math.max(0, issueCount - featuredCount)
  const possible = others.map((t) => issuesPerYear(t.frequency) * (t.endYear - t.startYear + 1))
  const cap = Math.max(1, Math.ceil(otherCount * TITLE_CAP))
  const limits = possible.map((p) => Math.min(p, cap))
  // A floor, so that quarterlies and short runs still show up in a large demo.
  const floor = otherCount >= others.length * 4 ? Math.floor(otherCount * 0.005) : 0
  const floors = limits.map((l) => Math.min(l, floor))
  const rest = allocate(
    possible,
    limits.map((l, i) => l - (floors[i] ?? 0)),
    otherCount - floors.reduce((a, b) => a + b, 0),
  )
  const counts = rest.map((n, i) => n + (floors[i] ?? 0))

  const slots: IssueSlot[] = []
  const addIssues = (t: Periodical, dates: readonly number[], titleRng: Rng) => {
    for (const ms of dates) {
      const date = dateParts(ms)
      const base = { periodical: t, date, iso: isoDate(date), units: 0, number: issueNumber(t, date), volume: date.year - t.startYear + 1 }
      slots.push({ ...base, edition: 1 })
      // Some days had a morning and an evening edition.
      if (t.frequency === 'daily' && titleRng.chance(0.04)) slots.push({ ...base, edition: 2 })
    }
  }
  featured.forEach((f, i) => addIssues(f.t, partOfRun(f.dates, featuredCounts[i] ?? 0, f.run.anchor), Rng.derive(seed, 'dates', totalUnits, f.t.id)))
  others.forEach((t, i) => {
    const k = counts[i] ?? 0
    if (k === 0) return
    const titleRng = Rng.derive(seed, 'dates', totalUnits, t.id)
    addIssues(t, publicationDates(titleRng, t, k), titleRng)
  })
  slots.sort((a, b) => (a.iso < b.iso ? -1 : a.iso > b.iso ? 1 : a.periodical.id < b.periodical.id ? -1 : a.periodical.id > b.periodical.id ? 1 : a.edition - b.edition))

  // Every issue needs at least one unit: a tiny total gets fewer issues.
  while (slots.length > totalUnits) slots.pop()

  // Units per issue, then nudged one at a time until the sum is exact.
  const min = 1
  const max = 40
  let sum = 0
  for (const slot of slots) {
    slot.units = unitsFor(rng, slot.date)
    sum += slot.units
  }
  let diff = totalUnits - sum
  let guard = 0
  while (diff !== 0 && guard++ < 10_000_000) {
    const slot = slots[rng.int(0, slots.length - 1)]
    if (!slot) break
    if (diff > 0 && slot.units < max) {
      slot.units++
      diff--
    } else if (diff < 0 && slot.units > min) {
      slot.units--
      diff++
    }
  }
  return slots
}
