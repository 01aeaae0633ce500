/**
 * The tenth close reading's German rows on the fire, the local history, the football report, the
 * school and the appointments (docs/evidence/issue-51/tenth-reading.md, rows 2, 4, 6 and 10, and the
 * ninth reading's school festival on Easter Sunday), each counted over every text the generator wrote:
 * freshly carted hay that ignites out of the hay season, a history headed with a building its body does
 * not describe, a match report with no result, a school event on a Sunday or a holiday, and an
 * appointment decree on a Sunday or in the wrong sovereign's form. The integration test holds each to 0.
 */
import { MONTHS, daysFromEaster, isPublicHoliday } from '#src/demo/calendar.ts'
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { LAST_KING_GRAND_DUKE_END } from '#src/demo/era.ts'
import { type AuditRule, bodyOf, countTexts, matchIn, printedHeadline } from './demo-audit.ts'

const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))
const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const isGerman = (kind: string) => (t: GeneratedText) => t.language === 'de' && kindOf(t) === kind

// --- Hay that ignites out of its season ---------------------------------------------------------------

/** Hay is carted from June (the aftermath in September) and heats in the weeks after: a hay fire's cause from June to October only. */
const HAY_SEASON = [6, 7, 8, 9, 10]
const HAY_IGNITION = /frisch eingefahrene[nms]? Heu|Selbstentzündung des (?:\p{L}+ )*Heu|Heu\p{L}* (?:hatte )?sich (?:selbst )?entzündet/u
const hayOutOfSeason = (t: GeneratedText) =>
  t.language === 'de' && !HAY_SEASON.includes(monthOf(t)) ? matchIn(`${t.title} ${bodyOf(t)}`, HAY_IGNITION) : false

// --- A local history whose body does not describe its headline's building ------------------------------

/** The headline's building or trade ("Bad Mondorf in alter Zeit: die Mühle.", "Heimatkunde: die Schmiede von Wiltz."). */
const HISTORY_TOPIC = /(?:: (?:die |der |das )?|— (?:Die |Der |Das )|Heimatkunde: (?:die |der |das ))(\p{L}+)/u
/** Counted as the tenth reading counted it (c34.py H): the topic's first five letters, and at least three mentions in the body. */
const TOPIC_MENTIONS = 3
function historyTopicUndescribed(t: GeneratedText): string | false {
  if (!isGerman('history')(t)) return false
  const topic = HISTORY_TOPIC.exec(t.title)?.[1]
  if (!topic) return false
  const stem = topic.slice(0, 5).toLowerCase()
  const mentions = bodyOf(t).toLowerCase().split(stem).length - 1
  return mentions < TOPIC_MENTIONS ? `${topic}: ${mentions} mention(s) in the body` : false
}

// --- A football report with no result ------------------------------------------------------------------

const RESULT = /gewann|gewinnt|siegte|besiegt|schlägt|unentschieden|Endstand|Endergebnis|Sieg\b|verlor/u
const SCORE = /\d+ zu \d+/u
function footballNoResult(t: GeneratedText): string | false {
  if (!isGerman('football')(t)) return false
  const body = bodyOf(t)
  // A result is who won and by what score: the half-time score alone is none (tenth reading row 10).
  return RESULT.test(body) && SCORE.test(body) && /gewann mit \d+ zu \d+|unentschieden/u.test(body) ? false : t.title
}

// --- A school event on a Sunday or a holiday -------------------------------------------------------------

const DAY_MONTH = new RegExp(`(\\d{1,2})\\. (${MONTHS.de.join('|')})(?![\\p{L}])`, 'gu')

/** Whether a day of the months (a January day in a December issue is of the next year) is a Sunday or a public holiday. */
function feastOrSunday(t: GeneratedText, day: number, month: number): boolean {
  const year = month > monthOf(t) + 1 ? yearOf(t) - 1 : yearOf(t)
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  const offset = daysFromEaster({ year, month, day })
  return weekday === 0 || offset === 49 || isPublicHoliday({ year, month, day, weekday })
}

/** A school's examination, prize-giving or festival held on a Sunday (Easter, Whit Sunday) or a public holiday. */
function schoolOnAFeast(t: GeneratedText): string | false {
  if (!isGerman('school')(t)) return false
  // The printed headline: a record title's "[15. Oktober 1944]" is the issue's own day (ADR 060), not the event's.
  const text = bodyOf({ ...t, title: printedHeadline(t.title) })
  if (/\bSonntag\b|Ostern|Pfingst|Weihnacht/u.test(text)) return matchIn(text, /\bSonntag\b|Ostern|Pfingst|Weihnacht/u)
  for (const match of text.matchAll(DAY_MONTH)) {
    const month = MONTHS.de.indexOf(match[2] ?? '') + 1
    if (feastOrSunday(t, Number(match[1]), month)) return `${match[0]} (a Sunday or a feast)`
  }
  return false
}

// --- The appointment decree ---------------------------------------------------------------------------------

/** The day the King of the Netherlands' rule as Grand Duke ended (William III died on 23 November 1890). */
const LAST_KING = LAST_KING_GRAND_DUKE_END
const DECREE = /(?:Königlich-)?[Gg]roßherzogliche[nr]? Beschluß/gu
/** A German appointment decree dated on a Sunday, or in the form of the other sovereign (royal grand-ducal until 23 November 1890). */
function appointmentDecree(t: GeneratedText): string | false {
  if (!isGerman('appointments')(t)) return false
  const text = `${t.title} ${bodyOf(t)}`
  if (/Beschluß vom Sonntag/u.test(text)) return 'a decree of a Sunday'
  for (const match of text.matchAll(DECREE)) {
    const royal = match[0].startsWith('Königlich-')
    if (t.date < LAST_KING && !royal) return `${match[0]} under the King-Grand Duke`
    if (t.date > LAST_KING && royal) return `${match[0]} after 1890`
  }
  return false
}

export function tenthH10(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('tenth H10: German "freshly carted hay" or hay self-ignition as a fire\'s cause outside June–October', texts, hayOutOfSeason),
    countTexts('tenth H10: a German local history headed with a building or trade its body names fewer than three times', texts, historyTopicUndescribed),
    countTexts('tenth H10: a German football report with no final result', texts, footballNoResult),
    countTexts('tenth H10: a German school examination, prize-giving or festival on a Sunday or a public holiday', texts, schoolOnAFeast),
    countTexts('tenth H10: a German appointment decree on a Sunday, or "großherzoglich" under the King-Grand Duke (royal after 1890)', texts, appointmentDecree),
  ]
}
