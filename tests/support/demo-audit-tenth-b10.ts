/**
 * The ninth close reading's leftovers on Europe, the Chamber, the English death notices and the telephone
 * (docs/evidence/issue-51/ninth-reading.md, "Small", "Arguable" and "Still seen"), each counted over every
 * text the generator wrote: a "Common Market" headline over a Coal and Steel Community meeting, an English
 * deputy "for" a town after 1919, British families' death notices outside the capital or in too great a
 * share, telephone numbers before their time or of the wrong length, and English Chamber sittings in the
 * summer recess. The integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { PLACES } from '#src/demo/vocabulary.ts'
import { CANTON_SEATS, SOUTH } from '#src/demo/stories/types.ts'
import { type AuditRule, bodyOf, countTexts } from './demo-audit.ts'

const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))
const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''

// --- The Common Market over the Coal and Steel Community --------------------------------------------

const COMMON_MARKET = /Common Market|Marché commun|Gemeinsame[nr]? Markt|\bEEC\b|\bCEE\b|\bEWG\b/u
const ECSC_BODY = /Coal and Steel Community|High Authority|Charbon et de l.Acier|Haute Autorité|Montanunion|Hohe[nr]? Behörde|Kohle und Stahl/u

/** A headline of the EEC (Brussels) over a body of the ECSC (Luxembourg) that the body never ties to the EEC. */
function commonMarketOverEcsc(t: GeneratedText): string | false {
  const headline = COMMON_MARKET.exec(t.title)?.[0]
  if (!headline) return false
  const body = t.paragraphs.join('\n')
  return ECSC_BODY.test(body) && !COMMON_MARKET.test(body) ? `${headline} over ${ECSC_BODY.exec(body)?.[0] ?? ''}` : false
}

// --- A deputy "for" a town ---------------------------------------------------------------------------

/** From the revision of 1919 the deputies were elected in four constituencies, not by canton: "deputy for Echternach" is none. */
function deputyForTown(t: GeneratedText): string | false {
  if (t.language !== 'en') return false
  const found = /\bdeputy for (?!the (?:North|South|East|Centre)\b)[^,.]*/u.exec(bodyOf(t))?.[0]
  if (!found) return false
  return yearOf(t) >= 1919 || !/deputy for the canton of /u.test(found) ? found : false
}

// --- British death notices in the English paper -------------------------------------------------------

/** The British family names the demo draws (people.ts). */
const BRITISH = new Set(['Smith', 'Brown', 'Taylor', 'Wilson', 'Clarke', 'Hughes', 'Walker', 'Wright', 'Green', 'Hall', 'Turner', 'Harris'])
/** At most one English notice in eight is of a British family. */
const BRITISH_SHARE = 1 / 8
const isEnglishNotice = (t: GeneratedText) => t.template.startsWith('death: en')
const isBritishNotice = (t: GeneratedText) => isEnglishNotice(t) && BRITISH.has(t.title.split(',')[0] ?? '')

/** A British family's notice of a town outside the capital, where few Britons lived. */
function britishOutsideCapital(t: GeneratedText): string | false {
  if (!isBritishNotice(t)) return false
  return /funeral service will be held at Luxembourg on/u.test(bodyOf(t)) ? false : t.title
}

// --- Telephone numbers ----------------------------------------------------------------------------------

/** An advertisement's last line giving its number (notices.ts). */
const PHONE_LINE = /^(?:Telephon Nr\.|Téléphone n°|Tel\.|Telephone) (\d+)\.$/u
const phoneOf = (t: GeneratedText) => t.type === 'ADVERTISEMENT' ? t.paragraphs.map((p) => PHONE_LINE.exec(p)?.[1]).find((n) => n !== undefined) : undefined
const namesOf = (towns: readonly string[]) => PLACES.filter((p) => towns.includes(p.de)).flatMap((p) => [p.de, p.fr, p.lb, p.en])
const CAPITAL = namesOf(['Luxemburg'])
const TOWNS = namesOf([...CANTON_SEATS, ...SOUTH, 'Ettelbrück'])

/** A number where no advertiser had one: before 1900, outside the capital before 1910, in a village before 1925. */
function phoneTooEarly(t: GeneratedText): string | false {
  const number = phoneOf(t)
  const year = yearOf(t)
  if (number === undefined || year >= 1925) return false
  const text = bodyOf(t)
  const towns = year < 1900 ? [] : year < 1910 ? CAPITAL : TOWNS
  return towns.some((town) => text.includes(town)) ? false : `${year}: ${number}`
}

/** Numbers of one to three digits while the exchanges were small, three or four to 1959, five from 1960. */
function phoneWrongLength(t: GeneratedText): string | false {
  const number = phoneOf(t)
  if (number === undefined) return false
  const year = yearOf(t)
  const [least, most] = year < 1930 ? [2, 3] : year < 1960 ? [3, 4] : [5, 5]
  return number.length < least || number.length > most ? `${year}: ${number}` : false
}

// --- English Chamber sittings in the recess -------------------------------------------------------------

/** The ordinary session opened on the second Tuesday of October: no English report of a sitting in August or September. */
function chamberInRecess(t: GeneratedText): string | false {
  if (t.language !== 'en' || kindOf(t) !== 'chamber') return false
  return monthOf(t) === 8 || monthOf(t) === 9 ? t.date : false
}

export function tenthB10(texts: readonly GeneratedText[]): AuditRule[] {
  const english = texts.filter(isEnglishNotice).length
  const british = texts.filter(isBritishNotice).length
  const tooMany = english > 0 && british / english > BRITISH_SHARE
  return [
    countTexts('a "Common Market" headline over a meeting of the Coal and Steel Community (ninth reading, small)', texts, commonMarketOverEcsc),
    countTexts('en: a "deputy for" a town after 1919, when the deputies were of four constituencies (ninth reading, still seen)', texts, deputyForTown),
    countTexts('en: a British family\'s death notice outside the capital (ninth reading, arguable)', texts, britishOutsideCapital),
    countTexts('en: British families\' death notices over one in eight of the English notices', texts, (t) => (tooMany && isBritishNotice(t) ? `${t.title} (${british} of ${english})` : false)),
    countTexts('an advertisement\'s telephone number before 1900, outside the capital before 1910, in a village before 1925 (ninth reading, still seen)', texts, phoneTooEarly),
    countTexts('an advertisement\'s telephone number of the wrong length for its era: 2–3 digits to 1929, 3–4 to 1959, 5 from 1960', texts, phoneWrongLength),
    countTexts('en: a Chamber sitting reported in August or September, before the session opened in October (ninth reading, arguable)', texts, chamberInRecess),
  ]
}
