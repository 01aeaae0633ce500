/**
 * The tenth close reading's rows on the law mould (docs/evidence/issue-51/tenth-reading.md rows 4, 5 and 11), each
 * counted over every text the generator wrote: a grand-ducal decree that calls itself "this law", a communal-elections
 * law with a renewal rule its year did not have or a next election on a day the calendar does not hold, and the
 * grand-ducal decree form in a law printed under the King-Grand Dukes. The integration test holds each to 0.
 */
import { COMMUNAL_ELECTIONS } from '#src/demo/calendar.ts'
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { LAST_KING_GRAND_DUKE_END } from '#src/demo/era.ts'
import { type AuditRule, countTexts } from './demo-audit.ts'

const isLaw = (t: GeneratedText) => t.type === 'LAW'
const lawBody = (t: GeneratedText) => t.paragraphs.join(' ')

/** "Großherzoglicher Beschluß … Dieses Gesetz tritt … in Kraft": a decree is no law. */
function decreeCallsItselfLaw(t: GeneratedText): string | false {
  if (!isLaw(t) || !/decree/.test(t.template)) return false
  return /\bDieses Gesetz\b|\bdiese[sm]? Gesetze?s?\b|\bla présente loi\b/iu.exec(lawBody(t))?.[0] ?? false
}

/** The year a law's title dates it in ("Gesetz vom 5. November 1959", "Loi du 6 novembre 1959"). */
function lawYear(t: GeneratedText): number | undefined {
  const year = /(?:vom|du) [^,]*?(\d{4})/u.exec(t.title)?.[1]
  return year === undefined ? undefined : Number(year)
}

/**
 * A communal-elections law whose renewal rule its year did not have (by halves every six years in any year; by halves
 * at all from 1920, when the whole council was elected), or whose next elections are not the calendar's next general renewal.
 */
function communalRuleOutOfItsYear(t: GeneratedText): string | false {
  if (!isLaw(t) || !/Gemeindewahlen|élections communales/u.test(t.title)) return false
  const body = lawBody(t)
  const sixByHalf = /alle sechs Jahre zur Hälfte|par moitié tous les six ans/u.exec(body)?.[0]
  if (sixByHalf !== undefined) return sixByHalf
  const year = lawYear(t) ?? 0
  const byHalf = /zur Hälfte|par moitié/u.exec(body)?.[0]
  if (year >= 1920 && byHalf !== undefined) return `${year}: ${byHalf}`
  const named = /(?:nächsten Wahlen|prochaines élections)[^.]*?(\d{4})/u.exec(body)?.[1]
  if (named === undefined) return false
  const next = COMMUNAL_ELECTIONS.find((day) => day > t.date)
  return next !== undefined && next.startsWith(named) ? false : `next elections ${named} (calendar: ${next ?? 'none'})`
}

/** "Un arrêté grand-ducal déterminera …" in a law printed before 23 November 1890, when decrees were the King-Grand Duke's. */
function grandDucalBeforeAdolphe(t: GeneratedText): string | false {
  if (!isLaw(t) || t.date >= LAST_KING_GRAND_DUKE_END) return false
  return /arrêté grand-ducal|(?<!königlich-)großherzoglicher Beschluß/iu.exec(`${t.title} ${lawBody(t)}`)?.[0] ?? false
}

export function tenthF10(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('a grand-ducal decree that calls itself "this law" (tenth reading row 11)', texts, decreeCallsItselfLaw),
    countTexts('a communal-elections law with a renewal rule its year did not have, or next elections the calendar does not hold (tenth reading row 5)', texts, communalRuleOutOfItsYear),
    countTexts('a law printed before 23 November 1890 naming an "arrêté grand-ducal" / "großherzoglicher Beschluß" (tenth reading row 4)', texts, grandDucalBeforeAdolphe),
  ]
}
