/**
 * The fourteenth reading's rows fixed on i51n13 (docs/evidence/issue-51/fourteenth-reading.md, rows 5, 6 and 8): a fr
 * clearance sale of "des café", a town's fire brigade keeping its jubilee in a year that is not its own (or in several), and an
 * epidemic from 1960 met by disinfecting the houses. Each is counted over every text the generator wrote; the integration test
 * holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { BRIGADE_FOUNDED } from '#src/demo/brigades.ts'
import { type AuditRule, countTexts } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const townOf = (t: GeneratedText) => t.event?.split(':')[1] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const allText = (t: GeneratedText) => `${t.title} ${t.paragraphs.join(' ')}`

// --- 1. "liquidation totale des café" ---------------------------------------------------------------------------

/** A French plural article before a good the goods table writes in the singular (vocabulary.ts: "Café"). */
const SINGULAR_AFTER_DES = /\b(?:des|aux) (?:café|vin|beurre|foin|lait|tabac)\b(?! et)/u
const pluralArticleOnSingular = (t: GeneratedText) => (t.language === 'fr' ? (SINGULAR_AFTER_DES.exec(allText(t))?.[0] ?? false) : false)

// --- 2. A fire brigade's jubilee in a year that is not its own ---------------------------------------------------

const JUBILEE = /(vingt-cinquième anniversaire|cinquantenaire|centenaire) des pompiers|(\d+)jährige[sn]? (?:Stiftungsfest|Jubiläum) der (?:Feuerwehr|Pompjeeën)|fiftieth anniversary of the fire brigade/u
const JUBILEE_YEARS: Record<string, number> = { 'vingt-cinquième anniversaire': 25, cinquantenaire: 50, centenaire: 100 }

/** "Cortège à Vianden : le cinquantenaire des pompiers." in 1846: the jubilee must be the town's brigade's (brigades.ts), in its year. */
function jubileeOutOfYear(t: GeneratedText): string | false {
  const found = JUBILEE.exec(allText(t))
  if (!found) return false
  const years = found[1] ? JUBILEE_YEARS[found[1]] : found[2] ? Number(found[2]) : 50
  const founded = BRIGADE_FOUNDED[townOf(t)]
  return founded !== undefined && years !== undefined && founded + years === yearOf(t) ? false : `${townOf(t)} ${yearOf(t)}: ${found[0]}`
}

// --- 3. Disinfecting the houses in an epidemic from 1960 ---------------------------------------------------------

const DISINFECTION = /désinfection des habitations|Desinfektion der (?:Wohnungen|Häuser)|disinfection of (?:the )?(?:houses|homes)/iu
const lateDisinfection = (t: GeneratedText) =>
  kindOf(t) === 'medicine' && yearOf(t) >= 1960 && DISINFECTION.test(allText(t)) ? `${yearOf(t)} ${t.language}: ${t.title}` : false

// --- 4. The same countrywide lines in most histories ---------------------------------------------------------------

/** The stock lines the last wave put in every de/fr/lb history: the parish registers, the French department, the plague, Louis XIV, Austria. */
const STOCK_LINES: readonly RegExp[] = [
  /Die alten Pfarrbücher|anciens registres paroissiaux|alen Parbicher/u,
  /Wälderdepartement|département des Forêts|franséischer Zäit huet de Maire/u,
  /siebzehnten Jahrhundert Pest|dix-septième siècle, la peste|siwwenzéngte Joerhonnert d'Pescht/u,
  /Ludwig XIV\.|Louis XIV,|Louis XIV\. huet/u,
  /österreichischer Herrschaft|régime autrichien|ënner den Éisträicher/u,
]
/** The largest share of a language's history units a stock line may stand in (the reading asked about 15 %; lb has few units). */
const STOCK_SHARE = 0.18

function stockLineInMost(texts: readonly GeneratedText[]): (t: GeneratedText) => string | false {
  const histories = texts.filter((t) => kindOf(t) === 'history')
  const over = new Set<string>()
  for (const lang of new Set(histories.map((t) => t.language))) {
    const own = histories.filter((t) => t.language === lang)
    STOCK_LINES.forEach((line, index) => {
      if (own.filter((t) => line.test(allText(t))).length > STOCK_SHARE * own.length) over.add(`${lang}${index}`)
    })
  }
  return (t) => {
    if (kindOf(t) !== 'history') return false
    const index = STOCK_LINES.findIndex((line, i) => over.has(`${t.language}${i}`) && line.test(allText(t)))
    return index < 0 ? false : `${t.language} ${STOCK_LINES[index]?.source ?? ''}`
  }
}

export function fourteenthN(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('fourteenth N14 1: a fr text with a plural article before a good written in the singular ("liquidation totale des café")', texts, pluralArticleOnSingular),
    countTexts("fourteenth N14 2: a fire brigade's jubilee (25, 50, 100 years) in a year that is not its town's (brigades.ts)", texts, jubileeOutOfYear),
    countTexts('fourteenth N14 3: an epidemic from 1960 met by disinfecting the houses', texts, lateDisinfection),
    countTexts('fourteenth N14 4: a history unit with a countrywide stock line (registers, French department, plague, Louis XIV, Austria) that stands in more than 18 % of its language\'s histories', texts, stockLineInMost(texts)),
  ]
}
