/**
 * The twelfth reading's leftovers fixed on i51b13 (docs/evidence/issue-51/wave11-fixes-i51b13.md): a French or English
 * telegram headline that prints its dateline's city again ("Dépêches : Paris, 3 mars. — …" over "Paris, 3 mars. (Havas) —"),
 * a French or German headline naming a good or its price over a report that never prices that good ("Au marché de Capellen :
 * le prix du beurre."), and a market price with no measure in any language ("5 bis 10 Franken" for any good). Each is
 * counted over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts, printedHeadline } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')

// --- 1. A telegram headline naming its dateline's city -------------------------------------------------------

/** The city of the dateline a dispatch opens with: "Trèves, 29 janvier. (Havas) —", "The Hague, 3 January (ANP). —". */
const datelineCity = (t: GeneratedText) => /^([\p{L} .'-]+?), \d/u.exec(t.paragraphs[0] ?? '')?.[1]
/**
 * The city in the headline's own frame: at its start or after a rubric ("Paris. — …", "Dépêches : Paris, 3 mars. — …",
 * "Par dépêche de Paris : …", "From our correspondents: Paris", "The Hague: …"). A topic that names a place as part of
 * what happened ("La Moselle a monté … à Trèves") is the news, not the dateline printed twice.
 */
function cityOverDateline(t: GeneratedText): string | false {
  if (kindOf(t) !== 'telegram') return false
  const city = datelineCity(t)
  if (city === undefined) return false
  const title = printedHeadline(t.title)
  const frame = new RegExp(`(?:^|— |: |de )${escaped(city)}(?:\\. — |, \\d| ?: |\\)|\\.?$)`, 'u')
  return frame.test(title) ? `${title} … ${t.paragraphs[0]?.slice(0, 40) ?? ''}` : false
}

// --- 2. A headline naming a good or its price over a report that never prices it --------------------------------

/** The goods of the French and German market reports, as a headline and a sentence print them. */
const GOODS: Readonly<Record<string, readonly string[]>> = {
  fr: ['beurre', 'œufs', 'légumes', 'pommes de terre', 'fruits', 'volaille', 'fromage', 'miel'],
  de: ['Butter', 'Eier', 'Gemüse', 'Kartoffeln', 'Obst', 'Geflügel', 'Käse', 'Honig'],
}
/** A headline that promises a price: "le prix du beurre", "Was man … für die Butter zahlt", "Butter teurer", "die Preise". */
const PRICE_WORD = /\bprix\b|[Pp]reise?\b|\bkost|\bzahlt|\bteurer|\bbilliger|\bcherté/u
/** "2 fr. 20" is two francs twenty: read as "2,20 francs", so that a range has one number and one money on each side. */
const francs = (text: string) => text.replace(/(\d+) fr\. (\d+)/gu, '$1,$2 francs')
/** A range of francs: "5 bis 10 Franken", "de 80 centimes à 1 franc", "5 bis 10 Frang", then what follows it. */
const RANGE = /\d[\d,.]* (?:Centimes |Franken |francs? |centimes |Frang |Frank )?(?:bis|à|bës) \d[\d,.]* (?:Centimes|Franken|francs?|centimes|Frang|Frank)\b([^.;]{0,16})/gu
/** The measures a market quotes by: the kilo, the dozen, the piece, the hundred kilos, in French, German and Luxembourgish. */
const MEASURE = /^ (?:le kilo|la douzaine|la pièce|les 100 kilos|das Kilo|das Dutzend|das Stück|die 100 Kilo|de Kilo|d'Dutzend|d'Stéck|déi 100 Kilo|den Zentner|das Pfund)/u
const measuredPrice = (body: string) => [...francs(body).matchAll(RANGE)].some((found) => MEASURE.test(found[1] ?? ''))
/**
 * A market headline that names a good or the prices ("Marché et prix à …"), or any report's headline that names a good and a
 * price, is kept only where the report names that good and gives a price by its measure. An ordinance's title is its name, not a report's promise (laws.ts).
 */
function goodNotPriced(t: GeneratedText): string | false {
  const goods = GOODS[t.language]
  if (goods === undefined || t.type === 'LAW') return false
  const title = printedHeadline(t.title)
  const named = goods.filter((good) => new RegExp(`(?<!\\p{L})${good}(?!\\p{L})`, 'u').test(title))
  const promised = kindOf(t) === 'market' ? named.length > 0 || PRICE_WORD.test(title) : named.length > 0 && PRICE_WORD.test(title)
  if (!promised) return false
  // A price table prices its goods in its rows ("Butter Kilo 2,99 Fr."), a report in its sentences.
  const rows = t.rows
  if (rows !== undefined) {
    const priced = (good: string) => rows.some((row) => row.includes(good) && /\d/u.test(row))
    return named.some((good) => !priced(good)) || !rows.some((row) => /\d/u.test(row)) ? `${title} … ${rows.slice(0, 3).join('; ')}` : false
  }
  const body = t.paragraphs.join(' ')
  const unpriced = named.filter((good) => !body.includes(good))
  return unpriced.length > 0 || !measuredPrice(body) ? `${title} … ${body.slice(0, 100)}` : false
}

// --- 3. A market price with no measure ---------------------------------------------------------------------------

function priceWithoutMeasure(t: GeneratedText): string | false {
  if (kindOf(t) !== 'market' || !['fr', 'de', 'lb'].includes(t.language)) return false
  for (const found of francs(t.paragraphs.join(' ')).matchAll(RANGE)) if (!MEASURE.test(found[1] ?? '')) return found[0]
  return false
}

export function wave11B(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('wave11 B13 1: a telegram headline printing its dateline\'s city again, "Dépêches : Paris, 3 mars. — …" over "Paris, 3 mars. (Havas) —"', texts, cityOverDateline),
    countTexts('wave11 B13 2: a fr/de headline naming a good (or its price) over a report that never prices that good, "Au marché de Capellen : le prix du beurre."', texts, goodNotPriced),
    countTexts('wave11 B13 3: a fr/de/lb market price range with no measure ("5 bis 10 Franken" for any good)', texts, priceWithoutMeasure),
  ]
}
