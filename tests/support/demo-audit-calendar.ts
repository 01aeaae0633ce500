/**
 * The faults of the calendar and of the institutions that the second close reading found
 * (docs/evidence/issue-51/second-reading.md, rows 2, 3, 11, 12, 16, 24 and 25), each counted over
 * every text the generator wrote: a funeral on a Sunday or a feast, the Council of State holding
 * the "second vote", inaugurations in the war years, an offence tried on its own day, a Chamber
 * election in a year without one, "the cost of the budget", and a European Community of six
 * members in 1986. The integration test holds each to 0; `node scripts/demo-audit.ts` prints them
 * with the others.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { CHAMBER_ELECTIONS } from '#src/demo/stories/types.ts'
import { type AuditRule, bodyOf, countTexts, matchIn } from './demo-audit.ts'

const MONTH_NAMES = [
  ['Januar', 'janvier', 'January'], ['Februar', 'février', 'February'], ['März', 'mars', 'March', 'Mäerz'], ['April', 'avril', 'Abrëll'],
  ['Mai', 'mai', 'May', 'Mee'], ['Juni', 'juin', 'June'], ['Juli', 'juillet', 'July'], ['August', 'août'],
  ['September', 'septembre'], ['Oktober', 'octobre', 'October'], ['November', 'novembre'], ['Dezember', 'décembre', 'December'],
]
const MONTH: Record<string, number> = {}
for (const [i, names] of MONTH_NAMES.entries()) for (const name of names) MONTH[name] = i + 1
const MONTH_WORD = MONTH_NAMES.flat().join('|')
/** "3. März", "1er mars", "3 March", "3. Mäerz": a day of a month as the four languages print it. */
const DAY_OF_MONTH = `(\\d{1,2})(?:\\.|er)? (${MONTH_WORD})(?![\\p{L}])`

const WEEKDAY: Record<string, number> = {}
for (const names of [
  ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
]) for (const [i, name] of names.entries()) WEEKDAY[name] = i
const WEEKDAY_WORD = Object.keys(WEEKDAY).join('|')

const DAY_MS = 86_400_000
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`)

/** The day a "3. März" printed in an issue of `issue` stands for: the year taken as the one nearest the issue. */
function dayNear(day: number, month: number, issue: string): number {
  const at = utc(issue)
  const year = Number(issue.slice(0, 4))
  return [year - 1, year, year + 1].map((y) => Date.UTC(y, month - 1, day)).reduce((best, c) => (Math.abs(c - at) < Math.abs(best - at) ? c : best))
}

/** The last `weekday` on or before `before` (a "lundi dernier", a "Nacht zum Montag"). */
function lastWeekday(weekday: number, before: number): number {
  const back = (new Date(before).getUTCDay() - weekday + 7) % 7
  return before - back * DAY_MS
}

// --- Row 2. A funeral on a Sunday, Christmas Day or New Year's Day ---------------------------

const FUNERAL_DAY = new RegExp(`(?:Beerdigung|Leichenbegängnis|Seelenamt|Beisetzung|funérailles|enterrement|service funèbre|levée du corps|Begriefnes|funeral)[^.]*?${DAY_OF_MONTH}`, 'u')

function funeralOnAHoliday(t: GeneratedText): string | false {
  if (t.type !== 'DEATH_NOTICE') return false
  const match = FUNERAL_DAY.exec(bodyOf(t))
  if (!match) return false
  const day = new Date(dayNear(Number(match[1]), MONTH[match[2] ?? ''] ?? 1, t.date))
  const holiday = day.getUTCDay() === 0 ? 'a Sunday' : day.getUTCMonth() === 11 && day.getUTCDate() === 25 ? 'Christmas Day' : day.getUTCMonth() === 0 && day.getUTCDate() === 1 ? "New Year's Day" : undefined
  return holiday ? `${holiday}: ${match[0]}` : false
}

// --- Row 3. The Council of State and the second vote --------------------------------------

const COUNCIL_HOLDS_SECOND_VOTE = /Staatsrat zur zweiten Abstimmung|Conseil d['’]État pour le second vote|Council of State for the second vote/
const COUNCIL_OF_STATE = /Staatsrat|Conseil d['’]État|Council of State/
/** The Council of State was founded by the ordinance of 27 November 1856. */
const COUNCIL_FOUNDED = '1856-11-27'

function councilOfStateAstray(t: GeneratedText): string | false {
  const text = bodyOf(t)
  const held = matchIn(text, COUNCIL_HOLDS_SECOND_VOTE)
  if (held) return held
  return t.date < COUNCIL_FOUNDED ? matchIn(text, COUNCIL_OF_STATE) : false
}

// --- Row 11. Inaugurations from the invasion to the end of 1945 ----------------------------

const INAUGURATION = /eingeweiht|Einweihung|[Ii]nauguration|inauguré|dem Verkehr übergeben|Bestimmung übergeben|livré[^.]{0,20} à la circulation|on the day it opened|officially opened|ageweit|Aweiung/
/** Kinds of the past and of fiction: a school inaugurated fifty years ago is no news of the day (nor is it in the paper's "fifty years ago" notice). */
const OF_THE_PAST = /^(history|serial|paperNotice)\b/

function inaugurationInTheWar(t: GeneratedText): string | false {
  if (t.date < '1940-05-01' || t.date > '1945-12-31' || OF_THE_PAST.test(t.template)) return false
  return matchIn(bodyOf(t), INAUGURATION)
}

// --- Row 12. A court's offence on the day of its hearing ----------------------------------

const HEARING_DATE = new RegExp(`(?:Sitzung vom|[Aa]udience du) (?:(?:${WEEKDAY_WORD}),? (?:den )?)?${DAY_OF_MONTH}`, 'u')
const HEARING_WHEN = new RegExp(`(?<![\\p{L}])(vorgestern|gestern|avant-hier|hier|am (?:${WEEKDAY_WORD})|(?:${WEEKDAY_WORD}) dernier)(?![\\p{L}])`, 'u')
const OFFENCE = new RegExp(`(?:Der Angeklagte soll|Le prévenu aurait,) (?:in der Nacht zum |am Abend des |dans la nuit d[eu] |le )?(?:${DAY_OF_MONTH}|(${WEEKDAY_WORD}))`, 'u')

/** The day of the hearing a court report tells: its date, or its "gestern", "avant-hier", "am Montag", "lundi dernier". */
function hearingDay(t: GeneratedText, text: string): number | undefined {
  const dated = HEARING_DATE.exec(text)
  if (dated) return dayNear(Number(dated[1]), MONTH[dated[2] ?? ''] ?? 1, t.date)
  const when = HEARING_WHEN.exec(t.paragraphs[0] ?? '')?.[1]
  if (when === undefined) return undefined
  const issue = utc(t.date)
  if (when === 'gestern' || when === 'hier') return issue - DAY_MS
  if (when === 'vorgestern' || when === 'avant-hier') return issue - 2 * DAY_MS
  // A weekday names a day at least three days before the issue (story.ts: Scene.when).
  const weekday = WEEKDAY[when.replace(/^am | dernier$/g, '')] ?? 0
  return lastWeekday(weekday, issue - 3 * DAY_MS)
}

/** An offence not two to eight weeks before the hearing that tries it (issue 51: "jugé samedi dernier … aurait, samedi dernier, frappé"). */
function offenceOnItsHearing(t: GeneratedText): string | false {
  if (!t.template.startsWith('court:')) return false
  const text = bodyOf(t)
  const offence = OFFENCE.exec(text)
  if (!offence) return false
  const hearing = hearingDay(t, text)
  if (hearing === undefined) return false
  const committed = offence[3] !== undefined ? lastWeekday(WEEKDAY[offence[3]] ?? 0, hearing) : dayNear(Number(offence[1]), MONTH[offence[2] ?? ''] ?? 1, t.date)
  const days = Math.round((hearing - committed) / DAY_MS)
  return days < 14 || days > 56 ? `${days} days before the hearing: ${offence[0]}` : false
}

// --- Row 16. Luxembourgish Chamber elections in years without one --------------------------

const ELECTION_OF_YEAR = new Map(CHAMBER_ELECTIONS.map((election) => [Number(election.day.slice(0, 4)), election]))
const ELECTION_DAY = new RegExp(`Chamberwale vum ${DAY_OF_MONTH}`, 'u')

/** A Chamber election in a year without one, on another day than its own, or of the whole country (and the capital) in a partial renewal that was not. */
function electionOutOfItsYear(t: GeneratedText): string | false {
  const text = bodyOf(t)
  if (t.language !== 'lb' || !/Wale fir d'Chamber|Chamberwale/.test(text)) return false
  const year = Number(t.date.slice(0, 4))
  const election = ELECTION_OF_YEAR.get(year)
  if (!election) return `no election in ${year}: ${t.title}`
  const day = ELECTION_DAY.exec(text)
  if (day && dayNear(Number(day[1]), MONTH[day[2] ?? ''] ?? 1, t.date) !== utc(election.day)) return `${day[0]}, not ${election.day}`
  if (election.renewed !== 'all' && /am ganze Land/.test(text)) return `a partial renewal (${election.renewed}): ${matchIn(text, /am ganze Land/)}`
  if (election.renewed === 'south-east' && /zu Lëtzebuerg/.test(text)) return `the capital did not vote in ${year}: ${matchIn(text, /zu Lëtzebuerg/)}`
  return false
}

// --- Row 24. The cost of the budget -------------------------------------------------------

const BUDGET_TOPIC = /Budgets? für das kommende Jahr|budget de l['’]exercice prochain|debate on the budget|: the budget$|on the budget$/
const COST_OF_IT = /(?:Kosten|Ausgaben)[^.]*?\d[^.]*veranschlagt|(?:dépenses|dépense)[^.]*évaluées? à \d|[Cc]ost[^.]*estimated at \d/

/** A debate on the budget that puts a sum on "the cost of the budget" (issue 51: 4,763,000 francs in 1959). */
function costOfTheBudget(t: GeneratedText): string | false {
  if (!t.template.startsWith('chamber:')) return false
  const lead = (t.paragraphs[0] ?? '').split(/(?<=\.)\s/)[0] ?? ''
  if (!BUDGET_TOPIC.test(t.title) && !BUDGET_TOPIC.test(lead)) return false
  // "2.358.000 Franken": the thousands' points are no sentence's end.
  return matchIn(bodyOf(t).replace(/(\d)\.(?=\d{3})/g, '$1'), COST_OF_IT)
}

// --- Row 25. The European Communities by year ----------------------------------------------

/** Members and working languages of the Communities: 6 and 4 to 1972, 9 and 6 from 1973, 10 and 7 from 1981, 12 and 9 from 1986. */
function communityOfYear(year: number): { members: string; languages: string } {
  if (year >= 1986) return { members: 'twelve', languages: 'nine' }
  if (year >= 1981) return { members: 'ten', languages: 'seven' }
  if (year >= 1973) return { members: 'nine', languages: 'six' }
  return { members: 'six', languages: 'four' }
}
const EEC = /European Economic Community|Common Market:|\bEEC\b/

/** A European text with the member countries or languages of another year, or the ECSC's common market as the EEC's. */
function communityOutOfItsYear(t: GeneratedText): string | false {
  if (t.language !== 'en' || !t.template.startsWith('europe:')) return false
  const text = bodyOf(t)
  const expected = communityOfYear(Number(t.date.slice(0, 4)))
  const members = /all (\w+) member countries/.exec(text)
  if (members && members[1] !== 'the' && members[1] !== expected.members) return `${members[0]} (${expected.members})`
  const languages = /in (\w+) languages/.exec(text)
  if (languages && languages[1] !== expected.languages) return `${languages[0]} (${expected.languages})`
  return EEC.test(text) ? matchIn(text, /common market for (?:coal|steel)/) : false
}

/** Each fault of the second reading's calendar rows, counted over all texts (its row in the name). */
export function calendar(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('second reading 2: a funeral on a Sunday, Christmas Day or New Year\'s Day', texts, funeralOnAHoliday),
    countTexts('second reading 3, de/fr/en: the Council of State holding the second vote, or named before November 1856', texts, councilOfStateAstray),
    countTexts('second reading 11: an inauguration (a church, a school, a bridge) from May 1940 to the end of 1945', texts, inaugurationInTheWar),
    countTexts('second reading 12, de/fr: a court\'s offence not two to eight weeks before its hearing', texts, offenceOnItsHearing),
    countTexts('second reading 16, lb: a Chamber election in a year without one, on another day, or of the whole country in a partial renewal', texts, electionOutOfItsYear),
    countTexts('second reading 24: a debate on the budget putting a sum on its cost', texts, costOfTheBudget),
    countTexts('second reading 25, en: the Communities\' members or languages of another year, or the ECSC\'s common market as the EEC\'s', texts, communityOutOfItsYear),
  ]
}
