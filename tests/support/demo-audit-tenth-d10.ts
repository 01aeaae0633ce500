/**
 * The ninth close reading's leftovers fixed on i51d10 (docs/evidence/issue-51/ninth-reading.md, the
 * "Small", "Arguable" and "Still seen" lists): a primary teacher named by Grand-Ducal decree, a
 * French appointment decree dated on a Sunday, a council's "before the end of the year" in December,
 * the photographer's "in every weather" of about 1900 printed after the First World War, and a
 * French monument to the fallen at the price of a church.
 * Each is counted over every text the generator wrote; the integration test holds each to 0.
 */
import { MONTHS, daysFromEaster, isPublicHoliday } from '#src/demo/calendar.ts'
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts, matchIn, printedHeadline } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))

// --- A primary teacher named by Grand-Ducal decree ---------------------------------------------------

/** The communal council named its teachers, with the government's approval; a decree named the State's officials. */
const TEACHER_BY_DECREE = /(?:arrêté grand-ducal|großherzoglichen Beschluß).{0,160}?(?:nommée? institut|zum Lehrer|zur Lehrerin)/u
const teacherByDecree = (t: GeneratedText) => matchIn(bodyOf(t), TEACHER_BY_DECREE)

// --- A French appointment decree dated on a Sunday ---------------------------------------------------

const SUNDAY_DECREE = /arrêté grand-ducal du dimanche/iu
const sundayDecree = (t: GeneratedText) => (t.language === 'fr' && kindOf(t) === 'appointments' ? matchIn(`${t.title} ${bodyOf(t)}`, SUNDAY_DECREE) : false)

// --- "Before the end of the year" in December ---------------------------------------------------------

const YEAR_END = /avant la fin de l.année|vor Ende des Jahres|vor Jahresende|bis Ende des Jahres|before the end of the year|virun Enn vum Joer|bis Enn vum Joer/u
const yearEndInDecember = (t: GeneratedText) => (monthOf(t) === 12 ? matchIn(bodyOf(t), YEAR_END) : false)

// --- The studio's formula of about 1900 after 1914 -----------------------------------------------------

/** Daylight portraits "in every weather" and enlargements "from any picture": the words of the studios of about 1900. */
const OLD_STUDIO = /bei jeder Witterung|nach jedem Bilde|par tous les temps|d.après toute photographie/u
const oldStudioFormula = (t: GeneratedText) => (yearOf(t) >= 1915 ? matchIn(bodyOf(t), OLD_STUDIO) : false)

// --- A monument to the fallen at the price of a church ---------------------------------------------------

/** Some tens of thousands of francs in the 1920s and 30s: 200,000 was a church's or a school's price then. */
const MONUMENT_MAX = 200_000
const FRANCS = /(\d[\d\s.]*\d)\s*(?:francs|Franken|Frang)/u
function dearMonument(t: GeneratedText): string | false {
  if (t.language !== 'fr' || kindOf(t) !== 'building' || yearOf(t) >= 1940) return false
  const text = bodyOf(t)
  if (!/monument aux morts/iu.test(`${t.title} ${text}`)) return false
  const cost = FRANCS.exec(text)
  return cost?.[1] && Number(cost[1].replace(/\D/g, '')) >= MONUMENT_MAX ? cost[0] : false
}

// --- A public sale on a feast, or on a Sunday from 1945 ---------------------------------------------------

const SALE_AD = /^ad: (?:Versteigerung|Holzversteigerung|Vente publique|Bois à vendre|Verkaf vu Miwwelen)/u
/** Every language's month names with their number (calendar.ts), as the sale ads print them. */
const MONTH_NUMBER: Readonly<Record<string, number>> = Object.fromEntries(Object.values(MONTHS).flatMap((names) => names.map((name, i) => [name, i + 1])))
const DAY_MONTH = new RegExp(`(\\d{1,2})(?:\\.|er)? (${Object.keys(MONTH_NUMBER).join('|')})(?![\\p{L}])`, 'gu')
function saleOnAFeast(t: GeneratedText): string | false {
  if (!SALE_AD.test(t.template)) return false
  const issueYear = yearOf(t)
  // The issue's own date that tells a repeated headline apart is no day of the sale.
  const title = printedHeadline(t.title)
  for (const match of `${title} ${t.paragraphs.join(' ')}`.matchAll(DAY_MONTH)) {
    const month = MONTH_NUMBER[match[2] ?? ''] ?? 0
    // A sale announced in a December issue for January is of the next year.
    const year = month < monthOf(t) ? issueYear + 1 : issueYear
    const day = Number(match[1])
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
    const date = { year, month, day, weekday }
    const offset = daysFromEaster(date)
    if (isPublicHoliday(date) || offset === 0 || offset === 49) return `${match[0]} ${year} (a feast)`
    if (weekday === 0 && year >= 1945) return `${match[0]} ${year} (a Sunday)`
  }
  return false
}

// --- A liner at a port its line did not sail to -----------------------------------------------------------

/** The ports of arrival each line served with the demo's ships (ships.ts): New York for all, Philadelphia for the Red Star Line. */
const WRONG_PORT: readonly (readonly [RegExp, RegExp])[] = [
  [/Holland-Ameri/u, /Philadelphi|Baltimore|Buenos/u],
  [/Compagnie Générale Transatlantique/u, /Philadelphi|Baltimore|Buenos/u],
  [/Norddeutscher Lloyd/u, /Philadelphi|Baltimore|Buenos/u],
  [/Red Star Line/u, /Baltimore|Buenos/u],
]
function linerAtAForeignPort(t: GeneratedText): string | false {
  if (kindOf(t) !== 'shipping') return false
  const text = `${t.title} ${bodyOf(t)}`
  for (const [line, ports] of WRONG_PORT) if (line.test(text) && ports.test(text)) return matchIn(text, ports)
  return false
}

export function tenthD10(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('tenth D10: a public sale or auction on a public holiday, Easter or Whit Sunday, or on a Sunday from 1945', texts, saleOnAFeast),
    countTexts('tenth D10: a liner at a port its line did not sail to (the Holland-America Line at Baltimore)', texts, linerAtAForeignPort),
    countTexts('tenth D10: a primary teacher named by Grand-Ducal decree (the communal council named them)', texts, teacherByDecree),
    countTexts('tenth D10: a French appointment by Grand-Ducal decree dated on a Sunday', texts, sundayDecree),
    countTexts('tenth D10: "before the end of the year" in a December issue', texts, yearEndInDecember),
    countTexts('tenth D10: a French monument to the fallen of 200,000 francs or more before 1940', texts, dearMonument),
    countTexts('tenth D10: a photographer\'s "in every weather" or "from any picture" of about 1900 printed from 1915 on', texts, oldStudioFormula),
  ]
}
