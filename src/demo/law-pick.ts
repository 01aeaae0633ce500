/**
 * Which subject a law is about (issue 51, wave 11: three laws in four repeated a subject their language had
 * printed within five years). A legislature does not vote on the same thing every few weeks: a law takes a
 * subject of its year that its language has not printed in the five years before, and only when every
 * subject has been printed, the one printed longest ago.
 *
 * The memory of what was printed belongs to one run of the generator: the issues are written one after the
 * other in the order of their dates (schedule.ts sorts them; generate.ts writes them in that order, in one
 * thread), so the subjects come out the same for a seed. It is tied to the run's cast, the people made once
 * for each run (generate.ts), so that a second run, in the same process, starts with nothing printed.
 */
import type { CastMember } from './people.ts'
import type { Rng } from './random.ts'
import type { TextContext } from './text.ts'

/** The days before a subject may come round again in a language: five years. */
const FIVE_YEARS = Math.ceil(5 * 365.25)

/** Per language, per subject (its German words), the day it was last printed. */
type Printed = Map<string, Map<string, number>>

const RUNS = new WeakMap<CastMember, Printed>()

/** The run's memory, found through any of its cast and handed on to the others of the year. */
function memoryOf(cast: readonly CastMember[]): Printed | undefined {
  if (cast.length === 0) return undefined
  let printed: Printed | undefined
  for (const member of cast) printed ??= RUNS.get(member)
  printed ??= new Map()
  for (const member of cast) if (!RUNS.has(member)) RUNS.set(member, printed)
  return printed
}

/** Days since 1 January 1800, before the first paper. */
function dayNumber(date: TextContext['date']): number {
  return Math.floor((Date.UTC(date.year, date.month - 1, date.day) - Date.UTC(1800, 0, 1)) / 86_400_000)
}

/**
 * The subject of a law of `lang` printed on ctx's day: one draw in every case. Under the occupation the
 * ordinances are the period's content and rationing came round every month: they are drawn at random
 * among the ordinances' subjects, as the period printed them, and are not counted as the laws' subjects.
 */
export function lawSubjectOfDay<T extends { de: string }>(rng: Rng, subjects: readonly T[], lang: string, ctx: TextContext, occupied: boolean): T {
  const printed = memoryOf(ctx.cast)
  const day = dayNumber(ctx.date)
  const byLang = printed === undefined ? undefined : (printed.get(lang) ?? new Map<string, number>())
  if (printed !== undefined && byLang !== undefined) printed.set(lang, byLang)
  const last = (s: T) => byLang?.get(s.de) ?? -Infinity
  const fresh = subjects.filter((s) => day - last(s) >= FIVE_YEARS)
  // Every subject printed within five years: the one printed longest ago (the first of them in the table's order).
  const oldest = subjects.reduce<T[]>((best, s) => (best[0] === undefined || last(s) < last(best[0]) ? [s] : best), [])
  if (occupied) return rng.pick(subjects)
  const subject = rng.pick(fresh.length > 0 ? fresh : oldest)
  byLang?.set(subject.de, day)
  return subject
}
