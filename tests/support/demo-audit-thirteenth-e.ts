/**
 * The thirteenth reading's rows fixed on i51e13 (docs/evidence/issue-51/thirteenth-reading.md, row 1 and two of its
 * "still seen" items): a town's beginnings told with a year drawn anew in every de or fr history unit (the "oldest
 * charter", the plundering, the first parish register), the same closing business in the de councils, and a fr mining
 * unit naming another town's men under one works' headline. Each is counted over every text the generator wrote; the
 * integration test holds each to 0. The lb history is another helper's: its charter years are not counted here.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { TOWN_ORIGINS } from '#src/demo/town-origins.ts'
import { PLACES } from '#src/demo/vocabulary.ts'
import { type AuditRule, countTexts, printedHeadline, sentencesOf } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
/** The text's town, German name, as the writer records its event ("history:Mersch:…"). */
const townOf = (t: GeneratedText) => t.event?.split(':')[1] ?? ''
const bodyText = (t: GeneratedText) => t.paragraphs.join(' ')

// --- 1. A town's beginnings with a year drawn in every unit -----------------------------------------------------

const isHistory = (t: GeneratedText) => kindOf(t) === 'history' && (t.language === 'de' || t.language === 'fr')
/** The years of the town's one statement of its beginnings in a language (963 for the capital, 698 for Echternach; none elsewhere). */
const originYears = (town: string, lang: 'de' | 'lb') => new Set([...(TOWN_ORIGINS[town]?.[lang] ?? '').matchAll(/\d{3,4}/gu)].map((found) => found[0]))
const EARLY_YEAR = /(?<![\d,.])(?:[5-9]\d\d|1[0-5]\d\d)(?![\d,.])/gu

/**
 * A history of the given kind printing a year before 1600 that is no known fact of its town ("Die älteste Urkunde, in der
 * Mersch genannt wird, stammt aus dem Jahre 1273"; lb: "eng Urkund vum Joer 1333"), the known years read from the town's
 * statement in `lang` (de for de and fr, whose statements carry the same years). Used by thirteenth K13 1 for lb too.
 */
export function earlyYearOfTown(isKind: (t: GeneratedText) => boolean, lang: 'de' | 'lb') {
  return (t: GeneratedText): string | false => {
    if (!isKind(t)) return false
    const known = originYears(townOf(t), lang)
    const year = [...bodyText(t).matchAll(EARLY_YEAR)].map((found) => found[0]).find((found) => !known.has(found))
    return year === undefined ? false : `${townOf(t)} ${year}: ${bodyText(t).slice(0, 90)}`
  }
}

/** A de or fr history of a town that has no statement of its beginnings: its story list would draw another town's. */
const townWithoutOrigin = (t: GeneratedText) => (isHistory(t) && TOWN_ORIGINS[townOf(t)] === undefined ? `${townOf(t)}: ${printedHeadline(t.title)}` : false)

/** "Im Jahre 1667 wurde Wiltz … geplündert", "Les registres paroissiaux commencent en 1712": a town's event in a year drawn per unit. */
const DRAWN_EVENT = /(?:Im Jahre|En) 1[67]\d\d,? (?:wurde|la localité fut)|Pfarrbücher[^.]{0,40} beginnen mit dem Jahre \d|registres paroissiaux commencent en \d/u
const drawnTownEvent = (t: GeneratedText) => (isHistory(t) ? (DRAWN_EVENT.exec(bodyText(t))?.[0] ?? false) : false)

// --- 2. The same closing business in the de councils ------------------------------------------------------------

const COUNCIL_CLOSE = /^(?:Schluß der Sitzung|Die nächste Sitzung|Die Zuhörerbänke)/u
/** The last three sentences of a de council before its closing line, with figures, the town and the street masked. */
function closingSet(t: GeneratedText): string {
  const town = townOf(t)
  const sentences = sentencesOf(bodyText(t)).filter((sentence) => !COUNCIL_CLOSE.test(sentence))
  return sentences
    .slice(-3)
    .map((sentence) => sentence.split(town).join('X').replace(/\d[\d.,]*/gu, '#').replace(/in der [\p{L}-]+/gu, 'in der S'))
    .join(' | ')
}
/** The share of the de council units one closing set may have. */
const MAX_CLOSING_SHARE = 0.02

function sameClosing(texts: readonly GeneratedText[]): (t: GeneratedText) => string | false {
  const councils = texts.filter((t) => kindOf(t) === 'council' && t.language === 'de')
  const counts = new Map<string, number>()
  for (const t of councils) counts.set(closingSet(t), (counts.get(closingSet(t)) ?? 0) + 1)
  const limit = Math.max(2, Math.floor(councils.length * MAX_CLOSING_SHARE))
  return (t) => {
    if (kindOf(t) !== 'council' || t.language !== 'de') return false
    const set = closingSet(t)
    const count = counts.get(set) ?? 0
    return count > limit ? `${count} units: ${set.slice(0, 140)}` : false
  }
}

// --- 3. A fr mining unit naming another town ---------------------------------------------------------------------

/** "Les hauts fourneaux de Schifflange" … "Les ouvriers de Pétange réclament …": the works' men are its own town's. */
function otherTownInMining(t: GeneratedText): string | false {
  if (kindOf(t) !== 'mining' || t.language !== 'fr') return false
  const own = PLACES.find((place) => place.de === townOf(t))?.fr ?? townOf(t)
  const text = `${printedHeadline(t.title)} ${bodyText(t)}`.split(own).join(' ')
  const other = PLACES.find((place) => place.fr !== 'Luxembourg' && new RegExp(`(?<![\\p{L}-])${place.fr}(?![\\p{L}-])`, 'u').test(text))
  return other ? `${other.fr} in ${printedHeadline(t.title)}` : false
}

export function thirteenthE(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts("thirteenth E13 1: a de/fr history printing a year before 1600 that is not its town's one known beginning (the capital 963, Echternach 698)", texts, earlyYearOfTown(isHistory, 'de')),
    countTexts('thirteenth E13 2: a de/fr history of a town with no statement of its beginnings (town-origins.ts)', texts, townWithoutOrigin),
    countTexts('thirteenth E13 3: a de/fr history with a plundering or a first parish register of the town in a year drawn per unit', texts, drawnTownEvent),
    countTexts('thirteenth E13 4: a de council whose last three business sentences (figures, town, street masked) close more than 2 % of de councils', texts, sameClosing(texts)),
    countTexts("thirteenth E13 5: a fr mining unit naming another town than its works' own", texts, otherTownInMining),
  ]
}
