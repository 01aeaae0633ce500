/**
 * The ninth close reading's rows on the motor-car accident (docs/evidence/issue-51/ninth-reading.md rows 1, 3, 7, 12),
 * each counted over every text the generator wrote: a hospital named in the second town of the road (often a village
 * that had none), a headline in which a car overturns over a report of a collision or a tree, a woman at the wheel
 * followed by "der Fahrer", and fog, ice or snow in a car accident of May to August. The integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts } from './demo-audit.ts'

/** The motor-car accident in each language: de/fr carAccident, en traffic, lb accident. */
const CAR_KIND: Record<string, string> = { de: 'carAccident', fr: 'carAccident', en: 'traffic', lb: 'accident' }
const isCarAccident = (t: GeneratedText) => CAR_KIND[t.language] === (t.template.split(':')[0] ?? '')

/** "ins Spital nach Ulflingen": no table says which town of a road had a hospital in the year, so none is named. */
function namedHospitalTown(t: GeneratedText): string | false {
  if (!isCarAccident(t)) return false
  return /\b(?:ins Spital|ins Krankenhaus) (?:nach|in) \p{Lu}\p{L}*|à l.hôpital d(?:e |')\p{Lu}\p{L}*|\bhospital (?:at|in) \p{Lu}\p{L}*|\bSpidol (?:op|vu|zu|an) \p{Lu}\p{L}*/u.exec(bodyOf(t))?.[0] ?? false
}

/** "Ein Automobil überschlägt sich" over a report that keeps every car on its wheels. */
function overturnsUnreported(t: GeneratedText): string | false {
  if (!isCarAccident(t)) return false
  const headline = /überschlägt sich|capote|overturns|iwwerschléit/u.exec(t.title)?.[0]
  if (!headline) return false
  return /überschlug|umgestürzt|stürzte um|aufs Dach|capoté|renvers|sur le toit|overturned|iwwerschloen/u.test(bodyOf(t)) ? false : headline
}

/** "Frau Muller … mit ihrem Automobil … der Fahrer kam davon": the driver's words keep the driver's sex. */
function womanDriverMasculine(t: GeneratedText): string | false {
  if (!isCarAccident(t) || t.language !== 'de') return false
  const body = bodyOf(t)
  if (!/\bFrau \p{Lu}\p{L}*(?: [^.]*)? mit ihrem Automobil/u.test(body)) return false
  return /\bder Fahrer\b|\bsein(?:e)? Mitfahrer/u.exec(body)?.[0] ?? false
}

/** Fog, ice or snow in a car accident printed from May to August. */
function winterInSummer(t: GeneratedText): string | false {
  const month = Number(t.date.slice(5, 7))
  if (!isCarAccident(t) || month < 5 || month > 8) return false
  return /\b(?:Nebel|vereist\w*|Glatteis|Schnee\w*|brouillard|verglas\w*|neige\w*|fog|ice|icy|snow\w*|Niwwel|Äis|Schnéi)\b/iu.exec(bodyOf(t))?.[0] ?? false
}

export function ninthA9(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('a car accident naming the town of its hospital, often a village that had none (ninth reading row 1)', texts, namedHospitalTown),
    countTexts('a car accident headlined "overturns" over a report where no car overturns (ninth reading row 3)', texts, overturnsUnreported),
    countTexts('de car accident: a woman at the wheel, then "der Fahrer" or "sein Mitfahrer" (ninth reading row 7)', texts, womanDriverMasculine),
    countTexts('a car accident of May to August with fog, ice or snow (ninth reading row 12)', texts, winterInSummer),
  ]
}
