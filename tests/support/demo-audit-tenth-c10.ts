/**
 * The ninth close reading's leftovers of wave 7 owned by i51c10 (docs/evidence/issue-51/ninth-reading.md, "Small",
 * "Still seen"), each counted over every text the generator wrote: a woman at the wheel before 1950, a private car
 * accident from the invasion to the end of the war in Europe, a mayor re-elected by the voters, paving put off "after
 * the harvest" in a steel town or after the harvest was in, a "Fruchtmarkt" with no grain, a foreign town hall pictured
 * in the occupied paper, and a village's memorial to the fallen at the cost of a school in 1919–39. The integration
 * test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { HOME_PLACE_COUNT, PLACES } from '#src/demo/vocabulary.ts'
import { STEEL_TOWNS } from '#src/demo/stories/types.ts'
import { type AuditRule, bodyOf, countTexts } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))
/** The press control of the occupation, 10 May 1940 to 10 September 1944 (period.ts isOccupation). */
const occupied = (t: GeneratedText) => t.date >= '1940-05-10' && t.date <= '1944-09-10'

/** A woman at the wheel of a car accident before 1950 (the de report names her; fr "la conductrice"). */
function womanDriverEarly(t: GeneratedText): string | false {
  if (kindOf(t) !== 'carAccident' || yearOf(t) >= 1950) return false
  return /\bFahrerin\b|\bFrau \p{Lu}\p{L}* aus [^.]* mit ihrem Automobil|\bconductrice\b/u.exec(bodyOf(t))?.[0] ?? false
}

/** A private car's accident from May 1940 to the end of the war in Europe: cars were requisitioned, petrol kept for the armies. */
function carAccidentInWartime(t: GeneratedText): string | false {
  return kindOf(t) === 'carAccident' && t.date >= '1940-05' && t.date < '1945-06' ? t.date : false
}

/** "Bürgermeister Faber wurde … wiedergewählt": the voters elect councillors, the sovereign appoints the mayor. */
function mayorReelected(t: GeneratedText): string | false {
  if (t.language !== 'de') return false
  return /\bBürgermeister(?:in)? \p{Lu}\p{L}* wurde [^.]*wiedergewählt/u.exec(bodyOf(t))?.[0] ?? false
}

/** Works put off "nach der Ernte" in the capital or a steel town, or from September on, when the harvest is in. */
function harvestOutOfPlace(t: GeneratedText): string | false {
  if (t.language !== 'de' || !['council', 'government'].includes(kindOf(t))) return false
  const body = bodyOf(t)
  if (!/nach der Ernte/u.test(body)) return false
  const town = [...STEEL_TOWNS(yearOf(t)), 'Luxemburg'].find((name) => body.includes(name))
  if (town) return `${town}: nach der Ernte`
  return monthOf(t) >= 9 ? `${t.date}: nach der Ernte` : false
}

const GRAIN = /^(?:Weizen|Roggen|Gerste|Hafer|Spelz)\b/u
/** A grain market's headline over a table of fewer than two grains. */
function fruchtmarktWithoutGrain(t: GeneratedText): string | false {
  if (!/Fruchtmarkt/u.test(t.title)) return false
  const grains = (t.rows ?? []).filter((row) => GRAIN.test(row)).length
  return grains < 2 ? `${t.title} (${grains} grain rows)` : false
}

const FOREIGN = PLACES.slice(HOME_PLACE_COUNT).flatMap((place) => [place.de, place.fr, place.en])
/** A foreign city's town hall in a picture of the occupied paper ("Das Rathaus von London", 1941). */
function foreignTownHallOccupied(t: GeneratedText): string | false {
  if (!occupied(t)) return false
  const hall = /(?:Rathaus von|hôtel de ville d(?:e |')|town hall of) ([^.,]+)/iu.exec(bodyOf(t))
  return hall && FOREIGN.includes(hall[1]?.trim() ?? '') ? hall[0] : false
}

/** A de memorial to the fallen of 1919–39 dearer than 60,000 francs (a collection in a village, not a school's cost). */
function dearWarMemorial(t: GeneratedText): string | false {
  if (t.language !== 'de' || kindOf(t) !== 'building' || yearOf(t) < 1919 || yearOf(t) >= 1940) return false
  const body = bodyOf(t)
  if (!/Denkmal\w* für die Gefallenen/u.test(body)) return false
  const sum = /Kosten[^.]*?(\d[\d.]*)\s*(?:Franken|Fr\.|Frs?\b)/u.exec(body)
  const francs = sum ? Number((sum[1] ?? '').replace(/\./g, '')) : 0
  return francs > 60_000 ? `${t.date}: ${francs} Franken` : false
}

export function tenthC10(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('tenth C10 1: a car accident with a woman at the wheel before 1950 (ninth reading, small list)', texts, womanDriverEarly),
    countTexts('tenth C10 1b: a private car accident from the invasion to the end of the war in Europe, May 1940 to May 1945', texts, carAccidentInWartime),
    countTexts('tenth C10 2: de: a mayor "re-elected" by the voters (the sovereign appointed him)', texts, mayorReelected),
    countTexts('tenth C10 3: de: works put off "nach der Ernte" in the capital or a steel town, or from September on', texts, harvestOutOfPlace),
    countTexts('tenth C10 4: a "Fruchtmarkt" headline over a table of fewer than two grains', texts, fruchtmarktWithoutGrain),
    countTexts('tenth C10 5: a foreign city\'s town hall pictured in the occupied paper ("Das Rathaus von London", 1941)', texts, foreignTownHallOccupied),
    countTexts('tenth C10 6: de: a memorial to the fallen of 1919–39 costing over 60,000 francs', texts, dearWarMemorial),
  ]
}
