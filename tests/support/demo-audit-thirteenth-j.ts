/**
 * The last helpers' leftovers fixed on i51j13 (docs/evidence/issue-51/thirteenth-fixes-i51j13.md; its law-subject rule is
 * wave 11 A13, which counts 1940 and 1944 now that the plan bounds the laws by the issue's day): the occupation's price ordinance for fruit and vegetables that prices no vegetable or a kilogram at a
 * Reichsmark and more; a water main, fire-engine house, chapel or washhouse inaugurated from 1920 at the sums of 1900; a
 * French market dated more than a week before its issue. Each is counted over every text the generator wrote; the
 * integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { priceFactor } from '#src/demo/period.ts'
import { type AuditRule, countTexts } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const textOf = (t: GeneratedText) => t.paragraphs.join(' ')
const dayOf = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000)
const factorOf = (t: GeneratedText) => {
  const [year = 0, month = 1, day = 1] = t.date.split('-').map(Number)
  return priceFactor({ year, month, day, weekday: 0 })
}

// --- 2. The occupation's price ordinance for fruit and vegetables ----------------------------------------------------

const FRUIT = /äpfel|Birnen|Pflaumen|Zwetsch/iu
const VEGETABLE = /kohl|Wirsing|Möhren|Karotten|Zwiebeln|Bohnen|Erbsen|Tomaten|Lauch|Sellerie/u
const REICHSMARK = /(\d+)(?:,(\d\d))? RM/gu

/** Its title names fruit and vegetables: a fruit and a vegetable priced, each a kilogram under a Reichsmark (tens of Pfennig). */
function fruitOrdinanceOutOfPrice(t: GeneratedText): string | false {
  if (t.template !== 'law: de ordinance' || !/Höchstpreise für Obst und Gemüse/u.test(t.title)) return false
  const first = t.paragraphs[0] ?? ''
  if (!FRUIT.test(first) || !VEGETABLE.test(first)) return `${t.date} no fruit or no vegetable: ${first}`
  const dear = [...first.matchAll(REICHSMARK)].find((m) => Number(m[1]) + Number(m[2] ?? 0) / 100 >= 1)
  return dear ? `${t.date} ${dear[0]} a kilogram` : false
}

// --- 3. A small building from 1920 at the sums of 1900 ----------------------------------------------------------------

/**
 * The least each cost from 1920, in the francs of 1900, times the price factor (stories/de.ts and fr.ts building): a water
 * main some five times its sums of 1900; a fire-engine house, washhouse or chapel the upper half of its old range, under the
 * most the twelfth reading allows (twelfth T 3). Orders of magnitude.
 */
const SMALL_BUILDINGS: readonly { name: string; pattern: RegExp; least: number }[] = [
  { name: 'water main', pattern: /Wasserleitung|distribution d'eau/u, least: 60_000 },
  { name: 'fire-engine house', pattern: /Spritzenhaus/u, least: 5_000 },
  { name: 'chapel', pattern: /Kapelle|chapelle/u, least: 15_000 },
  { name: 'washhouse', pattern: /Waschhaus|lavoir/u, least: 5_000 },
]
const SUM = /(\d{1,3}(?:[., \u00a0\u202f]\d{3})+|\d+) (?:Franken|francs)\b/gu

function smallBuildingOfAnotherEra(t: GeneratedText): string | false {
  const kind = kindOf(t) === 'building' && yearOf(t) >= 1920 ? SMALL_BUILDINGS.find((b) => b.pattern.test(t.title)) : undefined
  if (!kind) return false
  const sums = [...textOf(t).matchAll(SUM)].map((m) => Number((m[1] ?? '').replace(/\D/g, '')))
  if (sums.length === 0) return false
  const largest = Math.max(...sums)
  return largest < kind.least * factorOf(t) ? `${t.date} ${kind.name}: ${largest} francs (least ${kind.least * factorOf(t)})` : false
}

// --- 4. A French market dated weeks before its issue ------------------------------------------------------------------

const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
const FR_DAY = new RegExp(`\\ble (1er|\\d{1,2}) (${FR_MONTHS.join('|')})\\b`, 'gu')

/** The days between the market a French report dates ("le 24 décembre") and its issue: a week at most. */
function marketWeeksBack(t: GeneratedText): string | false {
  if (t.language !== 'fr' || kindOf(t) !== 'market') return false
  const issue = dayOf(t.date)
  for (const m of textOf(t).matchAll(FR_DAY)) {
    const day = m[1] === '1er' ? 1 : Number(m[1])
    const month = FR_MONTHS.indexOf(m[2] ?? '') + 1
    // The market is before the issue: a month after the issue's is of the year before.
    const year = month > Number(t.date.slice(5, 7)) ? yearOf(t) - 1 : yearOf(t)
    const back = issue - dayOf(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`)
    if (back > 7) return `${t.date}: "${m[0]}", ${back} days before`
  }
  return false
}

export function thirteenthJ(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('thirteenth J13 2: the occupation\'s ordinance on the highest prices of fruit and vegetables pricing no fruit or no vegetable, or a kilogram at a Reichsmark or more', texts, fruitOrdinanceOutOfPrice),
    countTexts('thirteenth J13 3: a water main, fire-engine house, chapel or washhouse inaugurated from 1920 at less than its era\'s least cost (times the price factor)', texts, smallBuildingOfAnotherEra),
    countTexts('thirteenth J13 4: a French market report dated more than a week before its issue', texts, marketWeeksBack),
  ]
}
