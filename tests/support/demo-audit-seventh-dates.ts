/**
 * The seventh close reading's faults of dates and markets (docs/evidence/issue-51/seventh-reading.md,
 * rows 1, 5, 10, 12, 15, 16 and two small ones), each counted over every text the generator wrote:
 * "2/4 Liter" on a ration card, a monthly's "yesterday", a market note naming goods its table lacks,
 * German "Hafer" in a Luxembourgish table, a price range of a market wider than plausible, a market,
 * drill or deadline on a public holiday, the capital's aldermen deciding on a Sunday, and the
 * Schueberfouer reported open away from St Bartholomew's day. The integration test holds each to 0.
 */
import { isPublicHoliday, MONTHS, schueberfouerOpening, addDays, type DateParts } from '#src/demo/calendar.ts'
import { periodicalById } from '#src/demo/catalog.ts'
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { MARKET_GOODS } from '#src/demo/vocabulary.ts'
import { type AuditRule, bodyOf, countTexts } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const issueDay = (t: GeneratedText): DateParts => {
  const [y = 0, m = 1, d = 1] = t.date.split('-').map(Number)
  return addDays({ year: y, month: m, day: d, weekday: 0 }, 0)
}

// --- 1. "2/4 Liter" -----------------------------------------------------------------------------

function twoQuarters(t: GeneratedText): string | false {
  return /\b2\/4 (?:Liter|litre)/u.exec(bodyOf(t))?.[0] ?? false
}

// --- 5. A monthly's "yesterday" ----------------------------------------------------------------------

/** "Hier" is German for "here": each language's word is sought in its own texts. */
const YESTERDAY: Record<GeneratedText['language'], RegExp> = {
  de: /\b(?:vor)?gestern\b/iu,
  fr: /(?<![\p{L}-])(?:avant-)?hier\b/iu,
  lb: /\bgëschter\b/iu,
  en: /\byesterday\b/iu,
}
function monthlyYesterday(t: GeneratedText): string | false {
  // A telegram's "yesterday" is of its own dateline ("Trier, 13. Dezember."), not of the paper's issue.
  if ((t.type !== 'ARTICLE' && t.type !== 'REVIEW') || kindOf(t) === 'telegram') return false
  const frequency = periodicalById(t.periodical)?.frequency
  if (frequency !== 'monthly' && frequency !== 'quarterly') return false
  return YESTERDAY[t.language].exec(bodyOf(t))?.[0] ?? false
}

/** The date a monthly gives in place of "yesterday", with a time of day stuck after it. */
function dateThenTimeOfDay(t: GeneratedText): string | false {
  return /\bon \d{1,2} [A-Z][a-z]+ (?:evening|morning|afternoon)\b|\bam \d{1,2}\. \p{Lu}\p{Ll}+ (?:nachmittag|abend|morgen)\b/u.exec(bodyOf(t))?.[0] ?? false
}

// --- 10, 12, 15. Market notes, names and ranges ----------------------------------------------------

/** Every good of the tables, in each language, and the table's word for it. */
const GOODS = MARKET_GOODS.flatMap((g) => (['de', 'fr', 'lb', 'en'] as const).map((lang) => ({ lang, name: g.name[lang] })))
function noteBeyondTable(t: GeneratedText): string | false {
  if (kindOf(t) !== 'market' || !t.rows || t.rows.length === 0) return false
  const note = t.paragraphs.join(' ').toLowerCase()
  const rows = t.rows.join(' ').toLowerCase()
  const missing = GOODS.find((g) => g.lang === t.language && new RegExp(`(?<![\\p{L}])${g.name.toLowerCase()}(?![\\p{L}])`, 'u').test(note) && !rows.includes(g.name.toLowerCase()))
  return missing ? `"${missing.name}" not in the table` : false
}

function germanOatsInLuxembourgish(t: GeneratedText): string | false {
  if (t.language !== 'lb' || kindOf(t) !== 'market') return false
  return /\bHafer\b/u.test(bodyOf(t)) ? 'Hafer' : false
}

const SPREAD = 2.5
const RANGE = /(?:\bde|\bvon|\bfrom|\bvu) (\d[\d .,]*) (?:à|bis|to|bis op) (\d[\d .,]*) (?:francs|Franken|Frang|RM)/gu
function wideRange(t: GeneratedText): string | false {
  if (kindOf(t) !== 'market') return false
  for (const m of bodyOf(t).matchAll(RANGE)) {
    const low = Number((m[1] ?? '').replace(/\D/gu, ''))
    const high = Number((m[2] ?? '').replace(/\D/gu, ''))
    if (low > 0 && high / low > SPREAD) return m[0]
  }
  return false
}

// --- 16. A market, drill or deadline on a public holiday ---------------------------------------------

/** Kinds whose dates are working days: an office, a market, a delivery or a school. */
const WORKING_DAY_KINDS = ['market', 'deliveries', 'airRaid', 'occupationSchool', 'occupationSchoolSummer', 'rationCards', 'requisition', 'collection']
const MONTH_INDEX = new Map<string, number>((['de', 'fr', 'lb', 'en'] as const).flatMap((lang) => MONTHS[lang].map((name, i) => [name, i + 1] as const)))
// Not the issue's own date that a monthly's heading or a repeated headline's record title carries ("(15. August 1944)", "[15. August 1944]").
const DAY_MONTH = new RegExp(`\\b(\\d{1,2})(?:\\.|er)? (${[...MONTH_INDEX.keys()].join('|')})\\b(?! \\d{4}[)\\]])`, 'gu')
function holidayDate(t: GeneratedText): string | false {
  if (!WORKING_DAY_KINDS.includes(kindOf(t))) return false
  const issue = issueDay(t)
  for (const m of bodyOf(t).matchAll(DAY_MONTH)) {
    const month = MONTH_INDEX.get(m[2] ?? '') ?? 0
    // A date in the months around the issue: December's news of a January day is of the next year.
    const year = issue.year + (month - issue.month > 6 ? -1 : issue.month - month > 6 ? 1 : 0)
    const day = addDays({ year, month, day: Number(m[1]), weekday: 0 }, 0)
    if (isPublicHoliday(day)) return `${m[0]} ${year}`
  }
  return false
}

// --- Small: the aldermen on a Sunday; the Schueberfouer open away from 24 August ----------------------

function aldermenOnSunday(t: GeneratedText): string | false {
  if (!kindOf(t).startsWith('schueberfouer')) return false
  return /\be Sonndeg decidéiert/u.exec(bodyOf(t))?.[0] ?? false
}

function fairOpenOffDay(t: GeneratedText): string | false {
  if (kindOf(t) !== 'schueberfouer') return false
  const issue = issueDay(t)
  const opening = Date.parse(`${schueberfouerOpening(issue.year)}T00:00:00Z`)
  const days = Math.round((Date.UTC(issue.year, issue.month - 1, issue.day) - opening) / 86_400_000)
  return days >= 1 && days <= 7 ? false : `${days} days after the opening`
}

export function seventhDates(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('seventh 1: "2/4 Liter" on a ration card', texts, twoQuarters),
    countTexts('seventh 5: a monthly or quarterly paper\'s article saying "yesterday"', texts, monthlyYesterday),
    countTexts('seventh 5: a date with a time of day after it ("on 12 December evening")', texts, dateThenTimeOfDay),
    countTexts("seventh 10: a market note naming a good its own table lacks", texts, noteBeyondTable),
    countTexts('seventh 12: German "Hafer" in a Luxembourgish market table', texts, germanOatsInLuxembourgish),
    countTexts(`seventh 15: a market's price range over ${SPREAD} times its low end`, texts, wideRange),
    countTexts('seventh 16: a market, drill, delivery or school date on a public holiday', texts, holidayDate),
    countTexts('seventh: the capital\'s aldermen deciding on a Sunday', texts, aldermenOnSunday),
    countTexts('seventh: the Schueberfouer reported open more than a week from its opening Sunday', texts, fairOpenOffDay),
  ]
}
