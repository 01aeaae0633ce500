/**
 * The fourteenth reading's rows fixed on i51m13 (docs/evidence/issue-51/fourteenth-reading.md, rows 4 and 3): the
 * Moselle reported as an ordinary river (shipping, gauge, ferry to the German bank, a dispatch from Trier) while it
 * was the front, from the liberation of 10 September 1944 to March 1945; and weather tables whose stations, 80 km
 * apart at most, report the wind from every quarter or temperatures far apart on one day. Each is counted over
 * every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { MOSELLE_FRONT_DAYS } from '#src/demo/stories/types.ts'
import { WIND_DIRECTIONS } from '#src/demo/vocabulary.ts'
import { type AuditRule, countTexts, printedHeadline } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const bodyText = (t: GeneratedText) => t.paragraphs.join(' ')
const allText = (t: GeneratedText) => `${printedHeadline(t.title)} ${bodyText(t)} ${(t.rows ?? []).join(' ')}`

// --- Row 4. The Moselle as the front, 10 September 1944 – 15 March 1945 ------------------------------------------

const onTheFront = (t: GeneratedText) => t.date >= MOSELLE_FRONT_DAYS.from && t.date <= MOSELLE_FRONT_DAYS.until
/** Shipping, a port, a gauge or a ferry of the river, in any of the four languages. */
const RIVER_NEWS = /Schiffahrt|Schiffsverkehr|Lastk[äa]hne|(?<!\p{L})Fähr|Pegel|deutschen Ufer|navigation|péniche|\bbac\b|échelle du pont|rive allemande|shipping|barges?\b|ferry|Schëff/iu
const TRIER = /(?<![\p{L}])(?:Trier|Trèves|Tréier)(?![\p{L}])/u

/** "Der Fährbetrieb von Schengen nach dem deutschen Ufer ruht" in February 1945, or "Trier, 12. November. (D.N.B.)" in a liberated paper. */
function mosellePeacetime(t: GeneratedText): string | false {
  if (!onTheFront(t)) return false
  const all = allText(t)
  if (kindOf(t) === 'telegram' && TRIER.test(all)) return `Trier dispatch: ${bodyText(t).slice(0, 90)}`
  if (!/Mosel|Musel/u.test(all)) return false
  const news = RIVER_NEWS.exec(all)
  return news ? `${news[0]}: ${printedHeadline(t.title)}` : false
}

// --- Row 3. One day's weather over a small country ---------------------------------------------------------------

/** The headline station's wind and temperature, as each language prints them. */
const HEADLINE_WIND = /Wind aus ([\p{L}-]+)|vent (?:du |d')([\p{L}-]+)|aus dem ([\p{L}-]+)\.|wind ([\p{L}-]+),/u
const HEADLINE_TEMPERATURE = /Thermometer (-?\d+) Grad|thermomètre (-?\d+) degr|Temperature leien ëm (-?\d+)|temperature (-?\d+) degree/u

const firstGroup = (found: RegExpExecArray | null) => found?.slice(1).find((group) => group !== undefined)

/** The winds of a weather unit, as places on the compass (0–7): the headline's and each station row's. */
function windsOf(t: GeneratedText): number[] {
  const compass = WIND_DIRECTIONS[t.language]
  const words = [firstGroup(HEADLINE_WIND.exec(bodyText(t))), ...(t.rows ?? []).map((row) => row.split(',').at(-1)?.trim())]
  return words.map((word) => compass.indexOf(word ?? '')).filter((at) => at >= 0)
}

const quarters = (a: number, b: number) => Math.min((a - b + 8) % 8, (b - a + 8) % 8)

/** "vent du nord-ouest" over stations reporting ouest, nord-est, sud: two winds of one day more than a quarter apart from the day's. */
function windFromEveryQuarter(t: GeneratedText): string | false {
  if (kindOf(t) !== 'weather' || !t.rows?.length) return false
  const winds = windsOf(t)
  const apart = Math.max(0, ...winds.flatMap((a) => winds.map((b) => quarters(a, b))))
  return apart > 2 ? `${apart} eighths apart: ${(t.rows ?? []).join(' / ')}` : false
}

/** "Thermometer 14 Grad" in one town and 6° at Diekirch: stations of one day more than 5 degrees apart. */
function temperaturesFarApart(t: GeneratedText): string | false {
  if (kindOf(t) !== 'weather' || !t.rows?.length) return false
  const degrees = [firstGroup(HEADLINE_TEMPERATURE.exec(bodyText(t))), ...(t.rows ?? []).map((row) => /(-?\d+)°/u.exec(row)?.[1])]
    .filter((found) => found !== undefined)
    .map(Number)
  return Math.max(...degrees) - Math.min(...degrees) > 5 ? `${degrees.join(', ')}` : false
}

export function fourteenthM(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('fourteenth M14 1: a Moselle shipping, gauge or ferry unit, or a telegram from Trier, dated 10 September 1944 – 15 March 1945 (the river was the front)', texts, mosellePeacetime),
    countTexts("fourteenth M14 2: a weather unit whose headline and station winds lie more than a quarter of the compass apart (one day's wind)", texts, windFromEveryQuarter),
    countTexts('fourteenth M14 3: a weather unit whose headline and station temperatures lie more than 5 degrees apart', texts, temperaturesFarApart),
  ]
}
