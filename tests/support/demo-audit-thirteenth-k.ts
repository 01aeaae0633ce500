/**
 * The thirteenth reading's leftovers fixed on i51k13 (docs/evidence/issue-51/thirteenth-fixes-i51k13.md): the lb local
 * history's "oldest charter", fire and parish registers with a year drawn anew in every unit (row 1, as thirteenthE's E13 1
 * and E13 3 hold for de and fr), and a de mining unit with another town's men under one works' headline (as E13 5 for fr).
 * The steel towns' council sizes are held by twelfthU's U 4, whose table now follows the arrêté of 1 August 1913. Each is
 * counted over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { TOWN_ORIGINS } from '#src/demo/town-origins.ts'
import { PLACES } from '#src/demo/vocabulary.ts'
import { type AuditRule, countTexts, printedHeadline } from './demo-audit.ts'
import { earlyYearOfTown } from './demo-audit-thirteenth-e.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
/** The text's town, German name, as the writer records its event ("history:Mersch:…"). */
const townOf = (t: GeneratedText) => t.event?.split(':')[1] ?? ''
const bodyText = (t: GeneratedText) => t.paragraphs.join(' ')

// --- 1. The lb history: a town's beginnings with a year drawn in every unit -----------------------------------------

const isLbHistory = (t: GeneratedText) => kindOf(t) === 'history' && t.language === 'lb'
/** An lb history of a town with no lb statement of its beginnings: its story list would draw another town's, or none. */
const townWithoutOrigin = (t: GeneratedText) => (isLbHistory(t) && !TOWN_ORIGINS[townOf(t)]?.lb ? `${townOf(t)}: ${printedHeadline(t.title)}` : false)

/** "Am Joer 1667 ass e groussen Deel … ofgebrannt", "D'Parbicher fänken am Joer 1712 un", "geplëndert": the town's event in a year drawn per unit. */
const DRAWN_EVENT = /Am Joer 1[67]\d\d ass|Parbicher fänken|geplëndert|(?:eelst|éischt)[^.]{0,40}Urkund|Urkund vum Joer/u
const drawnTownEvent = (t: GeneratedText) => (isLbHistory(t) ? (DRAWN_EVENT.exec(bodyText(t))?.[0] ?? false) : false)

// --- 2. A de mining unit naming another town -----------------------------------------------------------------------

/** "Die Hüttenwerke von Esch" … "Die Arbeiter aus Bettemburg verlangen …": the works' men are its own town's. */
function otherTownInMining(t: GeneratedText): string | false {
  if (kindOf(t) !== 'mining' || t.language !== 'de') return false
  const place = PLACES.find((candidate) => candidate.de === townOf(t))
  const names = [townOf(t), place?.de, place?.fr].filter((name): name is string => Boolean(name))
  let text = `${printedHeadline(t.title)} ${bodyText(t)}`
  for (const name of names) text = text.split(name).join(' ')
  const other = PLACES.find((candidate) => candidate.de !== 'Luxemburg' && new RegExp(`(?<![\\p{L}-])${candidate.de}(?![\\p{L}-])`, 'u').test(text))
  return other ? `${other.de} in ${printedHeadline(t.title)}` : false
}

export function thirteenthK(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts("thirteenth K13 1: an lb history printing a year before 1600 that is not its town's one known beginning (the capital 963, Echternach 698)", texts, earlyYearOfTown(isLbHistory, 'lb')),
    countTexts('thirteenth K13 2: an lb history of a town with no lb statement of its beginnings (town-origins.ts)', texts, townWithoutOrigin),
    countTexts('thirteenth K13 3: an lb history with an oldest charter, a plundering, a fire or a first parish register of the town in a year drawn per unit', texts, drawnTownEvent),
    countTexts("thirteenth K13 4: a de mining unit naming another town than its works' own", texts, otherTownInMining),
  ]
}
