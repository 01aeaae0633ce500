/**
 * The tenth close reading's French rows fixed on i51g10 (docs/evidence/issue-51/tenth-reading.md, rows
 * 8, 13, 6, 2 and 10): a market price with no measure, a stable lantern after electric light, hay that
 * heats in winter, a local history whose headline building the body never describes, and a football
 * report with no result. Each is counted over every text the generator wrote; the integration test
 * holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts, matchIn } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))

// --- Row 8: a market price with no measure -------------------------------------------------------------

/** A French market price: "On a payé … de … à …", up to the end of its sentence (not the point of "2 fr. 20"). */
const PAID = /On a payé .*?\.(?=\s+\p{Lu}|$)/gmu
/** What the price is paid for: the kilo, the pound, the dozen, the piece, the hundred kilos. */
const MEASURE = /(?:francs?|centimes|fr\. \d+) (?:le kilo|la livre|la douzaine|la pièce|les 100 kilos)\.$/u
function priceWithoutMeasure(t: GeneratedText): string | false {
  if (t.language !== 'fr' || kindOf(t) !== 'market') return false
  for (const found of bodyOf(t).matchAll(PAID)) {
    if (!MEASURE.test(found[0])) return found[0]
  }
  return false
}

// --- Row 13: an overturned lantern after 1940 (French) ------------------------------------------------

/** Farms had electric light by 1940 in most villages: a stable lantern as a fire's cause is of the years before. */
const LANTERN = /lanterne renversée/u
const lanternAfterElectricLight = (t: GeneratedText) => (t.language === 'fr' && kindOf(t) === 'fire' && yearOf(t) >= 1940 ? matchIn(bodyOf(t), LANTERN) : false)

// --- Row 6: hay that heats in winter and spring (French) ---------------------------------------------------

/** Hay heats in the weeks after it is carted (June–August, the aftermath in September): not as a fire's cause in December–May. */
const HAY = /fermentation du foin|foin rentré|foin échauffé/u
const WINTER_MONTHS = [12, 1, 2, 3, 4, 5]
const hayInWinter = (t: GeneratedText) => (t.language === 'fr' && kindOf(t) === 'fire' && WINTER_MONTHS.includes(monthOf(t)) ? matchIn(bodyOf(t), HAY) : false)

// --- Row 2: a French local history whose headline building the body never describes -----------------------

/** The building or body a French history headline names after its colon, and the stem the body must carry. */
const TOPIC = /: (?:le |la |l'|l’)([^\s.]+)(?: d(?:e |'|’)[^:]+?)?\.?(?: \([^)]*\))?$/u
function historyWithoutTopic(t: GeneratedText): string | false {
  if (t.language !== 'fr' || kindOf(t) !== 'history') return false
  const topic = TOPIC.exec(t.title)?.[1]
  if (topic === undefined) return false
  const stem = topic.slice(0, 5).toLowerCase()
  const said = t.paragraphs.join(' ').toLowerCase().split(stem).length - 1
  // The headline names it once; the body describes it in sentences of its own (three mentions, not a passing word).
  return said < 3 ? `${t.title} (${said}× "${stem}")` : false
}

// --- Row 10: a French football report with no final result ----------------------------------------------

const RESULT = /victoire (?:du|de la|des|de l.)[^.]*?, \d+ buts? à \d+|match nul|l.a emporté|l.ont emporté/u
const footballWithoutResult = (t: GeneratedText) => (t.language === 'fr' && kindOf(t) === 'football' && !RESULT.test(bodyOf(t)) ? bodyOf(t).slice(0, 160) : false)

export function tenthG10(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('tenth G10: a French market price "On a payé … de … à …" with no measure (the kilo, the dozen, the piece)', texts, priceWithoutMeasure),
    countTexts('tenth G10: a French fire from an overturned lantern from 1940 on', texts, lanternAfterElectricLight),
    countTexts('tenth G10: a French fire from hay that heated, in December–May', texts, hayInWinter),
    countTexts('tenth G10: a French local history whose headline building or body the text names fewer than three times', texts, historyWithoutTopic),
    countTexts('tenth G10: a French football report with no final result', texts, footballWithoutResult),
  ]
}
