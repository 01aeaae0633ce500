/**
 * The eighth close reading's row 2 and two of its small faults (docs/evidence/issue-51/eighth-reading.md),
 * each counted over every text the generator wrote: communal elections outside the week after a
 * day all the communes voted (COMMUNAL_ELECTIONS), or of another day than that Sunday; a new council
 * sworn in within days of an October election; a second round where the commune voted by
 * proportional representation; the Rechtspartei winning after 1944; a French
 * "dimanche dernier" for a Sunday that is not the last before the issue; a yearly or autumn fair
 * followed by "the next market" on a day of the next week. The integration test holds each to 0.
 */
import { addDays, COMMUNAL_ELECTIONS, MONTHS, type DateParts } from '#src/demo/calendar.ts'
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { MAJORITY_COMMUNES } from '#src/demo/stories/types.ts'
import { type AuditRule, bodyOf, countTexts } from './demo-audit.ts'
import { storyTown } from './demo-audit-sixth-local.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const dayNumber = (year: number, month: number, day: number) => Math.round(Date.UTC(year, month - 1, day) / 86_400_000)
const issueNumber = (t: GeneratedText) => {
  const [y = 0, m = 1, d = 1] = t.date.split('-').map(Number)
  return dayNumber(y, m, d)
}
const ELECTION_DAYS = COMMUNAL_ELECTIONS.map((day) => {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number)
  return { number: dayNumber(y, m, d), date: addDays({ year: y, month: m, day: d, weekday: 0 }, 0) }
})

// --- 2. Communal elections on their day ------------------------------------------------------------

/** "12. Oktober", "12 octobre", "12. Oktober" (lb): a day of the month named in an election report. */
function namedDays(t: GeneratedText): { day: number; month: number }[] {
  const months = MONTHS[t.language].map((m) => m.toLowerCase())
  const out: { day: number; month: number }[] = []
  for (const match of bodyOf(t).matchAll(/\b(\d{1,2})(?:er)?\.? (\p{L}+)/gu)) {
    const month = months.indexOf((match[2] ?? '').toLowerCase())
    if (month >= 0) out.push({ day: Number(match[1]), month: month + 1 })
  }
  return out
}
function electionOffDay(t: GeneratedText): string | false {
  if (kindOf(t) !== 'elections') return false
  const issue = issueNumber(t)
  const election = ELECTION_DAYS.find((e) => issue - e.number >= 1 && issue - e.number <= 6)
  if (!election) return `no general communal election in the week before ${t.date}`
  const sunday: DateParts = election.date
  // The only days an election report names are its Sunday and the 1 January the council takes office (the second round is "next Sunday", undated).
  const other = namedDays(t).find((d) => (d.day !== sunday.day || d.month !== sunday.month) && !(d.day === 1 && d.month === 1))
  return other ? `names ${other.day}.${other.month}, voted ${sunday.day}.${sunday.month}` : false
}

/** A council elected in October sworn in "den 16. Oktober": it took office on the 1 January after. */
function swornWithinDays(t: GeneratedText): string | false {
  if (kindOf(t) !== 'elections') return false
  return /\b(?:den|de) \d{1,2}\. \p{L}+ vereedegt\b/u.exec(bodyOf(t))?.[0] ?? false
}

/** The Rechtspartei became the CSV in 1944: no communal victory of it after the war. */
function rightPartyAfterWar(t: GeneratedText): string | false {
  if (kindOf(t) !== 'elections' || Number(t.date.slice(0, 4)) < 1945) return false
  return /\bRechtspartei\b/u.exec(bodyOf(t))?.[0] ?? false
}

/** A second round where the commune voted by proportional representation, which has none. */
function secondRoundUnderProportional(t: GeneratedText): string | false {
  if (kindOf(t) !== 'elections' || !/Stichwahl|ballottage|zweete Wahlgang/u.test(bodyOf(t))) return false
  const town = storyTown(t)
  return town === undefined || MAJORITY_COMMUNES.includes(town) ? false : `a second round at ${town}`
}

// --- Small: "dimanche dernier" for the Sunday before last ------------------------------------------

const FR_WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']
const FR_MONTHS = MONTHS.fr.map((m) => m.toLowerCase())
/** A French "<weekday> dernier" under a title dated "du 29 mai" that is that weekday but more than a week before the issue. */
function notTheLastWeekday(t: GeneratedText): string | false {
  if (t.language !== 'fr') return false
  const said = new RegExp(`\\b(${FR_WEEKDAYS.join('|')}) dernier\\b`, 'u').exec(`${t.title} ${bodyOf(t)}`)
  const dated = new RegExp(`\\bdu (\\d{1,2})(?:er)? (${FR_MONTHS.join('|')})\\b`, 'u').exec(t.title)
  if (!said || !dated) return false
  const [y = 0, m = 1] = t.date.split('-').map(Number)
  const month = FR_MONTHS.indexOf(dated[2] ?? '') + 1
  const year = month > m ? y - 1 : y
  const event = dayNumber(year, month, Number(dated[1]))
  const weekday = new Date(event * 86_400_000).getUTCDay()
  const before = issueNumber(t) - event
  return FR_WEEKDAYS[weekday] === said[1] && (before < 1 || before > 7) ? `"${said[0]}" for ${dated[0]}, ${before} days before the issue` : false
}

// --- Small: a Jahrmarkt and "the next market" next week ---------------------------------------------

const DE_WEEKDAY = '(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)'
const NEXT_DATED = new RegExp(`nächste\\s+(?:Vieh)?[Mm]arkt[^.]*?\\b(?:am|auf den) ${DE_WEEKDAY}, den \\d|\\bAm ${DE_WEEKDAY}, den \\d{1,2}\\. \\p{L}+ wird [^.]*wieder Vieh`, 'u')
function fairThenNextWeek(t: GeneratedText): string | false {
  if (t.language !== 'de' || !/Jahrmarkt|Herbstmarkt/u.test(`${t.title} ${bodyOf(t)}`)) return false
  return NEXT_DATED.exec(bodyOf(t))?.[0] ?? false
}

export function eighthA8(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('a communal election outside the week after a day all communes voted, or of another day (eighth reading row 2)', texts, electionOffDay),
    countTexts('a council elected in October sworn in within days (lb "den … vereedegt")', texts, swornWithinDays),
    countTexts('a second round of a communal election in a commune of proportional vote', texts, secondRoundUnderProportional),
    countTexts('the Rechtspartei winning a communal election after 1944', texts, rightPartyAfterWar),
    countTexts('fr "<weekday> dernier" for a day more than a week before the issue', texts, notTheLastWeekday),
    countTexts('de Jahrmarkt or Herbstmarkt followed by the next market on a day of the coming week', texts, fairThenNextWeek),
  ]
}
