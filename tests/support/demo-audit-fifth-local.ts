/**
 * Local news of the fifth close reading (docs/evidence/issue-51/fifth-reading.md, rows 12, 13, 18, 20
 * and 21, and the paper's "fifty years ago" notice), each counted over every text the generator wrote.
 * The integration test holds each to 0; `node scripts/demo-audit.ts` prints them with the others.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts, matchIn, sentencesOf } from './demo-audit.ts'

const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))
const textOf = (t: GeneratedText) => t.paragraphs.join(' ')

// --- 12. Fire-fighting of the 1920s in a fire of the 1960s to 90s ----------------------------------

/** The alarm and the water of the old days: the tocsin, the cry of fire, the bucket chain, the hand pump, the motor pump as a novelty. */
const OLD_FIRE_FIGHTING = /tocsin|Sturmglocke|Feuerlärm|Eimerkette|chaîne de seaux|pompe à bras|Handspritze|mit ihrer Spritze|Motorspritze|motopompe|motor pump/
/** A motor pump as news, "bought last year": the communes bought their first ones between the wars. */
const NEW_MOTOR_PUMP = /(?:Motorspritze|motopompe|motor pump)[^.]*(?:vorigen Jahre|l’an dernier|l'an dernier|last year)/
function oldFireFighting(t: GeneratedText): string | false {
  if (!t.template.startsWith('fire')) return false
  const year = yearOf(t)
  if (year >= 1960) return matchIn(textOf(t), OLD_FIRE_FIGHTING)
  return year >= 1940 ? matchIn(textOf(t), NEW_MOTOR_PUMP) : false
}

// --- 13. A plant in flower out of its months ------------------------------------------------------

/** The months each plant of the demo flowers in (common floras, e.g. Rothmaler): a plant not named here is counted too. */
const FLOWERS: Readonly<Record<string, readonly number[]>> = {
  Küchenschelle: [3, 4],
  Helmknabenkraut: [5, 6],
  Fliegenragwurz: [5, 6],
  Akelei: [5, 6, 7],
  Knabenkraut: [5, 6, 7],
  Silberdistel: [7, 8, 9],
  Golddistel: [7, 8, 9],
}
const PLANT = new RegExp(`(?<![\\p{L}])(${Object.keys(FLOWERS).join('|')})(?![\\p{L}])`, 'u')
const PLANT_KINDS = /^(plants|springPlants|latePlants)\b/
function flowerOutOfSeason(t: GeneratedText): string | false {
  const body = bodyOf(t)
  const plant = PLANT.exec(body)
  if (!plant) return PLANT_KINDS.test(t.template) ? `a plant with no months: ${t.title}` : false
  if (!/blüh|Blüte/.test(body)) return false
  return FLOWERS[plant[1] ?? '']?.includes(monthOf(t)) ? false : `${plant[1]} in month ${monthOf(t)}`
}

// --- 18. A council's business begun with "sodann", or "the project" with none named ----------------

/** A connective that needs a matter before it, as the first sentence after the opening. */
const THEN = /^(?:Sodann|Ferner|Der Rat genehmigte sodann|Le conseil a ensuite|Ensuite|En outre)\b/
/** The vote on "the project" without saying which. */
const BARE_VOTE = /wurde die Vorlage mit|le projet a été adopté|gouf de Projet mat|the plans were approved/
/** A sentence that names the matter: "über den …", "s'est occupé de la …", "Haaptpunkt …", "discussed …". */
const NAMES_A_MATTER = /(?:über|mit) (?:den|die|das|dem|der) \p{L}|(?:rapport sur|délibérer sur|sur) (?:la|le|les|l'|l’)|occupé avant tout d|Ordre du jour|Haaptpunkt|Mëttelpunkt|discussed|presented/u
function councilWithoutMatter(t: GeneratedText): string | false {
  if (!t.template.startsWith('council')) return false
  const sentences = sentencesOf(textOf(t))
  if (THEN.test(sentences[1] ?? '')) return `${sentences[0]} ${sentences[1]}`
  const vote = sentences.findIndex((sentence) => BARE_VOTE.test(sentence))
  if (vote < 0 || sentences.slice(0, vote).some((sentence) => NAMES_A_MATTER.test(sentence))) return false
  return sentences.slice(0, vote + 1).join(' ')
}

// --- 20. The winter's fodder lost before the harvest -----------------------------------------------

const WINTER_FODDER = /Futter für den Winter|Fudder fir de Wanter|fourrages? pour l'hiver|provisions d'hiver|winter fodder|Wintervorr[aä]t/
const fodderBeforeHarvest = (t: GeneratedText) => (monthOf(t) >= 3 && monthOf(t) <= 7 ? matchIn(bodyOf(t), WINTER_FODDER) : false)

// --- 21. One family named twice among the mourners -------------------------------------------------

const FAMILY_TWICE = /(?<![\p{L}])(?:[Ff]amilles|Familien|Famillen|families) (\p{Lu}[\p{L}-]*)(?:,| et| und| an| a| and) (?:\p{Lu}[\p{L}-]*,? (?:et|und|an|a|and) )?\1(?![\p{L}])|(?:[Ff]amilles|Familien|Famillen|families) \p{Lu}[\p{L}-]*, (\p{Lu}[\p{L}-]*) (?:et|und|an|a|and) \2(?![\p{L}])/u
const familyTwice = (t: GeneratedText) => matchIn(bodyOf(t), FAMILY_TWICE)

// --- The paper's notice and its "fifty years ago" ----------------------------------------------------

/** A notice of delivery and a recollection in one text. */
const DELIVERY = /Zustellung|Bezugsgebühr|erscheint die nächste Nummer|Anzeigen für die Nummer/
const RECOLLECTION = /Damals|vor (?:fünfzig|hundert) Jahren|Nummer vom \d+\. \p{L}+ \d{4}/u
/** A recollection of a paper before the country had its papers (the Courrier of 1844). */
const OLD_PAPER_DAY = /(?:Nummer vom|Am) \d+\. \p{L}+ (\d{4})/u
/** Inhabitants counted fifty years back: none of the demo's towns is given its real count, so none is printed. */
const INHABITANTS = /Damals zählte [^.]*Einwohner/
function paperPastIncoherent(t: GeneratedText): string | false {
  if (!/^(paperNotice|paperPast)\b/.test(t.template)) return false
  const body = textOf(t)
  if (DELIVERY.test(body) && RECOLLECTION.test(body)) return matchIn(body, RECOLLECTION)
  const year = OLD_PAPER_DAY.exec(body)?.[1]
  if (year !== undefined && Number(year) < 1844) return matchIn(body, OLD_PAPER_DAY)
  if (/hundert Jahren/.test(body) && /fünfzig Jahren/.test(body)) return 'fifty and a hundred years ago in one text'
  return matchIn(body, INHABITANTS)
}

/** Each local-news fault of the fifth reading that is fixed, counted over all texts. */
export function fifthLocal(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('fifth 12: a fire of the 1960s–90s fought as in the 1920s (tocsin, bucket chain, a motor pump as news), or a motor pump "bought last year" from 1940', texts, oldFireFighting),
    countTexts('fifth 13: a plant in flower out of its months (the pasque flower in June, the carline thistle in April), or a plant of the plants kinds with no months', texts, flowerOutOfSeason),
    countTexts('fifth 18: a council report whose business starts with "sodann"/"ensuite", or votes "the project" with none named', texts, councilWithoutMatter),
    countTexts('fifth 20: "the fodder for the winter" lost from March to July, before the harvest', texts, fodderBeforeHarvest),
    countTexts('fifth 21: one family named twice among the mourners ("les familles Schmit, Schmit et Nilles")', texts, familyTwice),
    countTexts('fifth paper: a delivery notice with a recollection, a paper before 1844, fifty and a hundred years, or inhabitants counted fifty years back', texts, paperPastIncoherent),
  ]
}
