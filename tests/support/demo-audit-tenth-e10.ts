/**
 * The tenth close reading's rows 1 and 3 (docs/evidence/issue-51/tenth-reading.md), fixed on i51e10:
 * the occupation's delivery notices priced every product at one sum "je Einheit", and its school
 * notices sent children after potato beetles in winter, shortened the school day for want of coal in
 * summer, and headed a notice with the registration of the new pupils over a body that never named it.
 * Each is counted over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts, matchIn } from './demo-audit.ts'

// --- 1. A producer price with no unit, or in a unit and range the product was not priced in ---------

/**
 * Each product's unit(s) and a generous bound on its fixed producer price in 1940–1944, in Rpf for
 * milk, eggs and fruit and in RM for the others (the figures the generator draws are inside; the
 * bounds catch a price of another product's scale, such as 5 RM for an egg).
 */
const PRODUCER_PRICE: Readonly<Record<string, { units: RegExp; currency: 'Rpf.' | 'RM'; lo: number; hi: number }>> = {
  Milch: { units: /^Liter$/, currency: 'Rpf.', lo: 10, hi: 25 },
  Eier: { units: /^Stück$/, currency: 'Rpf.', lo: 6, hi: 15 },
  Brotgetreide: { units: /^Doppelzentner$/, currency: 'RM', lo: 15, hi: 25 },
  Kartoffeln: { units: /^(?:Zentner|Doppelzentner)$/, currency: 'RM', lo: 2, hi: 12 },
  Schlachtvieh: { units: /^(?:Zentner|Kilogramm) Lebendgewicht$/, currency: 'RM', lo: 30, hi: 50 },
  Heu: { units: /^(?:Zentner|Doppelzentner)$/, currency: 'RM', lo: 3, hi: 10 },
  Obst: { units: /^(?:Kilogramm|Zentner)$/, currency: 'Rpf.', lo: 5, hi: 50 },
}
const PRICE_SENTENCE = /Für (?:die|das) (\p{L}+) (?:gilt der|gelten die) festgesetzten? Erzeugerpreise? von (\d+)(?: bis (\d+))? (Rpf\.|RM) je ([\p{L} ]+?)(?:, je nach \p{L}+)?\./gu
function producerPriceWithoutItsUnit(t: GeneratedText): string | false {
  const text = bodyOf(t)
  const perUnit = matchIn(text, /je Einheit|par unité/)
  if (perUnit) return perUnit
  if (!/Erzeugerpreis/.test(text)) return false
  const sentences = [...text.matchAll(PRICE_SENTENCE)]
  if (sentences.length === 0) return `a producer price in no known form: ${matchIn(text, /Erzeugerpreis/)}`
  for (const [sentence, product = '', from = '', to, currency, unit = ''] of sentences) {
    const rule = PRODUCER_PRICE[product]
    if (!rule) return `no price rule for "${product}": ${sentence}`
    const prices = [Number(from), Number(to ?? from)]
    if (currency !== rule.currency || !rule.units.test(unit) || prices.some((price) => price < rule.lo || price > rule.hi)) return sentence
  }
  return false
}

// --- 3. The occupation's school notices out of season, and a headline its body does not carry out ---

const SCHOOL_KINDS = /^occupationSchool\w*:/
const isoDay = (t: GeneratedText) => t.date.slice(5)
/** The potato-beetle search ran while the beetles and larvae were on the plants: from late May to September. */
const BEETLE = /Kartoffelkäfer|doryphore/
const beetleOutOfSeason = (t: GeneratedText) => (isoDay(t) < '05-20' || isoDay(t) > '09-30' ? matchIn(bodyOf(t), BEETLE) : false)
/** A school shortened its day or closed for want of coal in the heating season, October to April. */
const NO_COAL = /Kohlenmangel|Kohlenferien|manque de charbon|faute de charbon|Kuelemangel/
const SCHOOL = /Schul|Unterricht|école|classe|Schoul/
function coalShortInSummer(t: GeneratedText): string | false {
  const month = Number(t.date.slice(5, 7))
  if (month < 5 || month > 9) return false
  const text = bodyOf(t)
  return SCHOOL.test(text) ? matchIn(text, NO_COAL) : false
}
/** What a school notice's headline names, and the words its body must then say it with. */
const HEADLINE_ITEMS: readonly (readonly [RegExp, RegExp])[] = [
  [/Schulneuling/, /Anmeldung der Kinder|Schulneulinge/],
  [/Kartoffelkäfer/, /Kartoffelkäfer/],
  [/Heilkräuter/, /Heilkräuter/],
  [/Kohlenferien/, /wegen Kohlenmangels bis auf weiteres geschlossen/],
  [/Schichten|Schichtunterricht/, /Kohlenmangels[^.]*in zwei Schichten/],
  [/Wintermonaten|nur noch vormittags/, /wegen Kohlenmangels [\p{L} ]*nur vormittags/u],
  [/Wiederbeginn|Schulbeginn|Schuljahr/, /beginnt der Unterricht/],
]
function schoolHeadlineNotCarriedOut(t: GeneratedText): string | false {
  if (!SCHOOL_KINDS.test(t.template)) return false
  const body = t.paragraphs.join(' ')
  for (const [headline, words] of HEADLINE_ITEMS) if (headline.test(t.title) && !words.test(body)) return `${t.title} … ${body.slice(0, 100)}`
  return false
}
/** Offices and schools keep no Sunday: the third reading's rule names the kind's first id only. */
const ON_SUNDAY = /(?:am|bis zum|ab|vom) Sonntag(?:, den \d| vormittag)/
const schoolOnSunday = (t: GeneratedText) => (SCHOOL_KINDS.test(t.template) ? matchIn(bodyOf(t), ON_SUNDAY) : false)

export function tenthE10(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('tenth 1: a delivery notice\'s producer price "je Einheit", or not in its product\'s own unit, currency and range', texts, producerPriceWithoutItsUnit),
    countTexts('tenth 3: a potato-beetle search outside late May to September', texts, beetleOutOfSeason),
    countTexts('tenth 3: a school short of coal from May to September', texts, coalShortInSummer),
    countTexts('tenth 3: an occupation school notice headed with an item its body does not name', texts, schoolHeadlineNotCarriedOut),
    countTexts('tenth 3: an occupation school notice dated on a Sunday', texts, schoolOnSunday),
  ]
}
