/**
 * The twelfth close reading's rows fixed on i51t12 (docs/evidence/issue-51/twelfth-reading.md, rows 2–5): a fire blamed on a
 * heating stove in summer, a washhouse, pump house or chapel priced above its kind (81,000 francs for a village washhouse in
 * 1865), a fire's damage from 1950 at the sums of 1900, and a history headline naming a year its body never names. Each is
 * counted over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { priceFactor } from '#src/demo/period.ts'
import { type AuditRule, countTexts, matchIn, printedHeadline } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))
const textOf = (t: GeneratedText) => [t.title, ...t.paragraphs].join(' ')

/** A sum of money as the four languages print it ("81.000 Franken", "7 000 francs", "33,000 francs", "284.000 Frang"), in francs. */
const SUM = /(\d{1,3}(?:[., \u00a0\u202f]\d{3})+|\d+) (?:Franken|francs|Frang)\b/gu
const sumsOf = (text: string) => [...text.matchAll(SUM)].map((m) => Number((m[1] ?? '').replace(/\D/g, '')))

// --- 2. A heating stove as a fire's cause out of the heating season -------------------------------------------------------

/** The months a stove is heated: October to April. A baker's oven or a joiner's glue oven burns all year and is not counted. */
const HEATING_MONTHS = [10, 11, 12, 1, 2, 3, 4]
const HEATING_CAUSE = /überheizten Ofen\b|vum Uewen|poêle surchauffé|overheated stove|electric heater/u

function stoveOutOfSeason(texts: readonly GeneratedText[]): AuditRule {
  return countTexts('twelfth T 2: a fire blamed on a heating stove in an issue dated May–September', texts, (t) =>
    kindOf(t) !== 'fire' || HEATING_MONTHS.includes(monthOf(t)) ? false : matchIn(textOf(t), HEATING_CAUSE),
  )
}

// --- 3. A washhouse, pump house or chapel priced above its kind -------------------------------------------------------------

/**
 * The most a building of each kind cost before 1914, in francs, times the price factor after (stories/de.ts and fr.ts: a
 * washhouse or a pump house some thousands, a chapel 10,000–30,000, while a school cost 15,000–60,000). Orders of magnitude.
 */
const SMALL_BUILDINGS: readonly { name: string; pattern: RegExp; most: number }[] = [
  { name: 'washhouse or pump house', pattern: /Waschhaus|lavoir|Spritzenhaus|Spretzenhaus/u, most: 12_000 },
  { name: 'chapel', pattern: /Kapelle|chapelle/u, most: 30_000 },
]

function smallBuildingDear(texts: readonly GeneratedText[]): AuditRule {
  return countTexts('twelfth T 3: an inauguration or council of a washhouse, pump house or chapel dearer than its kind (times the price factor)', texts, (t) => {
    if (kindOf(t) !== 'building' && kindOf(t) !== 'council') return false
    const text = textOf(t)
    const largest = Math.max(0, ...sumsOf(text))
    const [year = 0, month = 1, day = 1] = t.date.split('-').map(Number)
    const factor = priceFactor({ year, month, day, weekday: 0 })
    const kind = SMALL_BUILDINGS.find((b) => b.pattern.test(kindOf(t) === 'building' ? t.title : text))
    return kind && largest > kind.most * factor ? `${kind.name}: ${largest} francs (most ${kind.most * factor})` : false
  })
}

// --- 4. A fire's damage from 1950 at the sums of 1900 --------------------------------------------------------------------------

/** From 1950 a building burnt cost hundreds of thousands of francs (about two months' wages were 30,000). */
const DAMAGE_FROM = 1950
const LEAST_DAMAGE = 100_000
const DAMAGE = /(?:Schaden wird auf|dégâts sont évalués à|Schued gëtt op|damage is estimated at) (\d{1,3}(?:[., \u00a0\u202f]\d{3})+|\d+) (?:Franken|francs|Frang)\b/u

function damageOfAnotherEra(texts: readonly GeneratedText[]): AuditRule {
  return countTexts('twelfth T 4: a fire from 1950 whose damage is put under 100,000 francs (de/fr/lb/en)', texts, (t) => {
    if (kindOf(t) !== 'fire' || yearOf(t) < DAMAGE_FROM) return false
    const sum = DAMAGE.exec(textOf(t))?.[1]
    if (sum === undefined) return false
    const francs = Number(sum.replace(/\D/g, ''))
    return francs < LEAST_DAMAGE ? `${francs} francs` : false
  })
}

// --- 5. A history headline naming a year its body never names ---------------------------------------------------------------

const YEAR = /\b1[5-9]\d\d\b/gu

function historyYearUntold(texts: readonly GeneratedText[]): AuditRule {
  return countTexts('twelfth T 5: a local history whose headline names a year its body never names ("Erinnerungen an das Jahr 1870" over 1273)', texts, (t) => {
    if (kindOf(t) !== 'history') return false
    const headline = printedHeadline(t.title)
    const body = [...(t.headings ?? []), ...t.paragraphs, ...(t.rows ?? [])].join('\n')
    const untold = [...headline.matchAll(YEAR)].map((m) => m[0]).filter((year) => !body.includes(year))
    return untold.length > 0 ? `${headline} (${untold.join(', ')} not in the body)` : false
  })
}

export function twelfthT(texts: readonly GeneratedText[]): AuditRule[] {
  return [stoveOutOfSeason(texts), smallBuildingDear(texts), damageOfAnotherEra(texts), historyYearUntold(texts)]
}
