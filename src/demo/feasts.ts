/**
 * The festival's one feast a town a year (issue 51, sixteenth reading row 2: Esch kept its priest's silver jubilee five times and
 * consecrated its choir's flag five times in 1913, and held its kermesse in two months). Each town has one feast day a year that a
 * paper reports as its festival: the kermesse on the town's own Sunday, or in the year one falls, a one-off feast in its place —
 * the brigade's jubilee (brigades.ts), the priest's silver jubilee (once in 25 years), the consecration of the choir's flag (once in
 * 25 years) or, in the German papers, the band's founding feast. The years, months and Sundays are drawn from the town's name and
 * the year (hashString), plausible, not documented; the festival kinds print only on that day (StoryKind.eventDays), and every
 * paper of that week tells the same feast.
 */
import { BRIGADE_FOUNDED, brigadeJubileeMonth } from './brigades.ts'
import { daysFromEaster } from './calendar.ts'
import { hashString } from './random.ts'

export type Feast = 'brigade' | 'priest' | 'flag' | 'band' | 'kermesse'

/** The towns that keep a feast: every town of the brigades' table (all of PLACES). */
const TOWNS = Object.keys(BRIGADE_FOUNDED)

/** The years the lists cover: the collection's span and some. */
const FIRST_YEAR = 1800
const LAST_YEAR = 2100

/** How many years apart a town keeps a priest's silver jubilee or consecrates a new flag of its choir. */
const GENERATION = 25

/** The feast a town keeps as its festival in a year. The capital, a city of several parishes, keeps no "jubilee of the priest". */
export function townFeast(town: string, year: number): Feast {
  if (brigadeJubileeMonth(town, year) !== undefined) return 'brigade'
  if (town !== 'Luxemburg' && (year + hashString('priest', town)) % GENERATION === 0) return 'priest'
  if ((year + hashString('flag', town)) % GENERATION === 0) return 'flag'
  if (hashString('band', town, year) % 6 === 0) return 'band'
  return 'kermesse'
}

/** The n-th Sunday (0-based) of a month, 'YYYY-MM-DD'. */
function sunday(year: number, month: number, nth: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1))
  const day = 1 + ((7 - first.getUTCDay()) % 7) + 7 * nth
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * The day of a town's feast in a year: the kermesse on the town's own Sunday of every year, a one-off feast on a Sunday of its
 * year (a brigade's in the month brigades.ts gives it). Only the first three Sundays of a month (to the 21st), so that a report up
 * to four days later is printed in the same month as the feast (the month marks of the brigade's lines).
 */
export function feastDay(town: string, year: number): string {
  const feast = townFeast(town, year)
  const key = feast === 'kermesse' ? [feast, town] : [feast, town, year]
  const month = brigadeJubileeMonth(town, year) ?? 5 + (hashString(...key, 'month') % 5)
  return sunday(year, month, hashString(...key, 'sunday') % 3)
}

/** The festival days of a year, town by town (StoryKind.eventDays): only those of the given feasts (the lb Kiermes: the kermesse). */
export function feastDays(year: number, feasts: readonly Feast[]): Record<string, string> {
  return Object.fromEntries(TOWNS.filter((town) => feasts.includes(townFeast(town, year))).map((town) => [town, feastDay(town, year)]))
}

/**
 * The list entries of one feast: its noun (nouns.ts) kept to each town (`<Esch an der Alzette>`) for the runs of years it is that
 * town's feast ("@1913-1914"), so that the festival's occasion is the town's feast of its year.
 */
export function feastEntries(feast: Exclude<Feast, 'brigade'>, entry: string): string[] {
  return TOWNS.flatMap((town) => {
    const runs: string[] = []
    let from: number | undefined
    for (let year = FIRST_YEAR; year <= LAST_YEAR + 1; year++) {
      const kept = year <= LAST_YEAR && townFeast(town, year) === feast
      if (kept && from === undefined) from = year
      if (!kept && from !== undefined) {
        runs.push(`<${town}>${entry}@${from}-${year}`)
        from = undefined
      }
    }
    return runs
  })
}

/** How many years apart a parish has a new bell consecrated: rarely more than once in a generation. */
const BELL_YEARS = 30

/** The years no bell was consecrated: nothing was inaugurated from the invasion to the end of 1945 (NO_INAUGURATION). */
const NO_BELL = { from: 1940, to: 1946 } as const

/**
 * The list entries of a parish's new bell (the de parish kind's "Glockenweihe", and its parallel lines): one a town in 30 years,
 * on one Sunday of May–October of that year, so that no parish blesses a new bell twice within a few years (issue 51, sixteenth
 * reading row 2). The Sunday is kept by its days after Easter ("<easter84-84>", list-marks.ts), the year by "@1913-1914". Years and
 * days are drawn from the town's name (hashString), not documented. The capital, of several parishes, has none.
 */
export function bellEntries(entry: string): string[] {
  return TOWNS.filter((town) => town !== 'Luxemburg').flatMap((town) => {
    const lines: string[] = []
    for (let year = FIRST_YEAR + (hashString('bell', town) % BELL_YEARS); year <= LAST_YEAR; year += BELL_YEARS) {
      if (year >= NO_BELL.from && year < NO_BELL.to) continue
      const day = sunday(year, 5 + (hashString('bell', town, year) % 6), hashString('bell', town, year, 'sunday') % 3)
      const [y, m, d] = day.split('-').map(Number)
      const afterEaster = daysFromEaster({ year: y ?? year, month: m ?? 5, day: d ?? 1 })
      lines.push(`<${town}><easter${afterEaster}-${afterEaster}>${entry}@${year}-${year + 1}`)
    }
    return lines
  })
}
