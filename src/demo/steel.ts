import type { Template } from './story.ts'

/**
 * The steel reports by era (issue 51, fifteenth reading row 4: blast furnaces making 4,400 tonnes a month at Esch in December
 * 1944, and Dudelange taking on men in 1986). After the liberation of September 1944 the works stood nearly idle for want of
 * coke until they were slowly got going again in 1945: their reports of 1944 and 1945 are of that (the kinds are absent under the
 * occupation). From 1975 the steel crisis: short time, job cuts, early retirement, the tripartite. In the other years
 * the works hired, made iron and sold their steel as the usual reports say.
 */
const USUAL_YEARS: readonly (readonly [number, number])[] = [
  [0, 1944],
  [1946, 1975],
]

/** The years after the liberation, idle and then slowly restarting: [from, to). */
export const STEEL_IDLE_YEARS = { from: 1944, to: 1946 } as const
/** The steel crisis, from the collapse of 1975 to the end of the collection: [from, to). */
export const STEEL_CRISIS_YEARS = { from: 1975, to: 1991 } as const

/** A kind's lines of the usual years: each kept to those of its own years that are neither idle nor in the crisis. */
export function usualSteelYears(templates: readonly Template[]): Template[] {
  return templates.flatMap((template) => {
    const { text, from = 0, to = 10_000 } = typeof template === 'string' ? { text: template } : template
    return USUAL_YEARS.filter(([start, end]) => Math.max(start, from) < Math.min(end, to)).map(([start, end]) => ({
      text,
      from: Math.max(start, from),
      to: Math.min(end, to),
    }))
  })
}

/**
 * Where a steel report happens: a town of `towns` (the steel plant towns of the year, stories/types.ts), but not Dudelange from
 * 1985, whose blast furnaces and steel plant had been shut by 1984 (its rolling mills went on; a report of furnaces or steel there is false).
 */
export function steelReportTowns(towns: (year: number) => readonly string[]): (year: number) => readonly string[] {
  return (year) => towns(year).filter((town) => !(town === 'Düdelingen' && year >= 1985))
}
