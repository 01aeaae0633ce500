/**
 * The twelfth reading's rows fixed on i51s12 (docs/evidence/issue-51/twelfth-reading.md, rows 1, 6 and 7, and the
 * still-seen German "5 bis 10 Franken"): a telegram headline that ends in its city in brackets, a chart or a table whose
 * series runs to a year whose figures were not yet out, a market headline naming a good its report never names, and a
 * German market price with no measure. Each is counted over every text the generator wrote; the integration test holds
 * each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts, printedHeadline } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))

// --- 1. A telegram headline ending in "(City)" ---------------------------------------------------------------

/** "Die Mosel bei Trier um 178 Zentimeter gestiegen. (Trier)": the city belongs in the dateline the dispatch opens with. */
const CITY_IN_BRACKETS = /\((\p{Lu}[\p{L} .'-]*)\)\.?$/u
/** "Trier, 20. März. — Die Mosel …" over "Trier, 20. März. (D.N.B.) —", or "Telegramme. — Trier: …": the dateline's city printed again over it. */
const datelineCity = (t: GeneratedText) => /^([\p{L} .'-]+), \d+\. /u.exec(t.paragraphs[0] ?? '')?.[1]
function cityOverDateline(t: GeneratedText): string | false {
  if (kindOf(t) !== 'telegram') return false
  const title = printedHeadline(t.title)
  const bracket = CITY_IN_BRACKETS.exec(title)
  if (bracket) return bracket[0]
  const city = datelineCity(t)
  return city !== undefined && (title.startsWith(`${city}, `) || title.includes(`— ${city}: `)) ? `${title} … ${t.paragraphs[0]?.slice(0, 30) ?? ''}` : false
}

// --- 2. A series to a year whose figures were not yet counted --------------------------------------------------

/** A year's population or output was published in the spring after it: in January–March the last is two years back. */
const lastCountedYear = (t: GeneratedText) => yearOf(t) - (monthOf(t) <= 3 ? 2 : 1)
const YEAR = /(?<!\d)(1[6-9]\d\d|20\d\d)(?!\d)/gu
function seriesTooLate(t: GeneratedText): string | false {
  if (t.type !== 'CHART_DIAGRAM' && kindOf(t) !== 'statistics') return false
  const title = printedHeadline(t.title)
  for (const found of title.matchAll(YEAR)) if (Number(found[1]) > lastCountedYear(t)) return `${t.date} ${title}`
  return false
}

// --- 3. A market headline naming a good the report never names ------------------------------------------------

/** The goods of the German market report, each with the forms its headline and its sentences print. */
const GOODS = [/Butter/u, /Eier/u, /Gemüse/u, /Kartoffeln/u, /Obst/u, /Geflügel/u, /Käse/u, /Honig/u]
function headlineGoodUnreported(t: GeneratedText): string | false {
  if (kindOf(t) !== 'market' || t.language !== 'de' || t.rows !== undefined) return false
  const title = printedHeadline(t.title)
  const body = t.paragraphs.join(' ')
  const missing = GOODS.find((good) => good.test(title) && !good.test(body))
  return missing ? `${title} … ${body.slice(0, 80)}` : false
}

// --- 4. A German market price with no measure ----------------------------------------------------------------

/** "Für die Kartoffeln zahlte man in Luxemburg 5 bis 10 Franken.": every good at one range, by no measure. */
const PRICE = /(?:zahlte man|[Mm]an zahlte)[\p{L} -]*? (\d[\d,.]*) (?:Centimes |Franken )?bis (\d[\d,.]*) (?:Centimes|Franken)(?! (?:das Kilo|das Dutzend|das Stück|die 100 Kilo))/u
const priceWithoutMeasure = (t: GeneratedText) => (kindOf(t) === 'market' && t.language === 'de' ? (PRICE.exec(t.paragraphs.join(' '))?.[0] ?? false) : false)

export function twelfthS(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('twelfth S 1: a telegram headline naming its dateline\'s city again, "… gestiegen. (Trier)" or "Trier, 5. Juli. — …"', texts, cityOverDateline),
    countTexts('twelfth S 2: a chart or statistics table running to a year not yet counted (the issue year; the year before in January–March)', texts, seriesTooLate),
    countTexts('twelfth S 3: a de market headline naming a good (Butter, Eier …) its report never names', texts, headlineGoodUnreported),
    countTexts('twelfth S 4: a de market price with no measure ("5 bis 10 Franken" for any good)', texts, priceWithoutMeasure),
  ]
}
