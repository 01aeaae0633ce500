/**
 * The sixteenth reading's rows fixed on i51c15 (docs/evidence/issue-51/sixteenth-reading.md, rows 3 and 4 and three of its
 * small faults): the business of a nineteenth-century village council in councils from 1970, the Action féminine's one
 * speaker line and its household school opening in the season the issue is in, a publisher named by a first name, an annual
 * meeting whose next meeting is days away, and a parish history that names the tithe twice. Each is counted over every text
 * the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts, printedHeadline } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))
const bodyText = (t: GeneratedText) => t.paragraphs.join(' ')
const wholeText = (t: GeneratedText) => `${printedHeadline(t.title)} ${bodyText(t)}`
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/u).filter((s) => s !== '')

// --- 1. The old village's business in councils from 1970 ----------------------------------------------------------

/** The engine house, the school's benches and slates, the fire gear's inspection and the street's paving (the reading's c99). */
const OLD_BUSINESS = /Spritzenhaus|Spretzenhaus|Bänken und Tafeln|bancs et (?:des )?tableaux|Bänk an Tafelen|matériel d'incendie|Löschgeräte|Pflasterung|pavage/iu
const COUNCIL_MODERN_FROM = 1970
const oldBusiness = (t: GeneratedText) =>
  kindOf(t) === 'council' && yearOf(t) >= COUNCIL_MODERN_FROM ? (OLD_BUSINESS.exec(wholeText(t))?.[0] ?? false) : false

// --- 2. The Action féminine: one speaker line, the school's season ---------------------------------------------------

const isWomen = (t: GeneratedText) => kindOf(t) === 'women' && t.language === 'fr'
const unnamedSpeaker = (t: GeneratedText) => (isWomen(t) && /\bL'oratrice\b/u.test(bodyText(t)) ? "L'oratrice" : false)

/** The autumn is ahead of an issue up to August, the spring from July to December. */
function seasonGone(t: GeneratedText): string | false {
  if (!isWomen(t)) return false
  const month = monthOf(t)
  if (/(?:ouvrir|commenceront) à l'automne/u.test(bodyText(t)) && month >= 9) return `autumn school in month ${month}`
  if (/(?:ouvrir|commenceront) au printemps/u.test(bodyText(t)) && month >= 3 && month <= 6) return `spring school in month ${month}`
  return false
}

/** No sentence of the kind in more than a quarter of its units (the reading: one in 74 of 92). */
const SHARE_LIMIT = 0.25
function womenMould(texts: readonly GeneratedText[]): AuditRule {
  const units = texts.filter(isWomen)
  const held = new Map<string, number>()
  for (const t of units) for (const s of new Set(sentences(bodyText(t)))) held.set(s, (held.get(s) ?? 0) + 1)
  const common = new Set([...held].filter(([, n]) => n > units.length * SHARE_LIMIT).map(([s]) => s))
  return countTexts(`sixteenth C16 2c: an Action féminine unit with a sentence in more than ${SHARE_LIMIT * 100} % of the kind's units`, units, (t) =>
    sentences(bodyText(t)).find((s) => common.has(s)) ?? false,
  )
}

// --- 3. A publisher named by a person's first name --------------------------------------------------------------------

const PUBLISHER = /(?:\bim Verlag von|\bchez|\bà la librairie|\bpublished by)\s+(\p{Lu}\p{Ll}+)\s+(\p{Lu}[\p{L}-]+)/u
const PUBLISHER_FIRM_FROM = 1950
function publisherByName(t: GeneratedText): string | false {
  if (kindOf(t) !== 'review') return false
  const found = PUBLISHER.exec(bodyText(t))
  if (!found) return false
  const signer = (t.paragraphs.at(-1) ?? '').trim().split(' ')[0]
  if (signer === found[1]) return `publisher and signer both ${signer}`
  return yearOf(t) < PUBLISHER_FIRM_FROM ? found[0] : false
}

// --- 4. An annual meeting's next meeting days away -------------------------------------------------------------------

const nextMeetingSoon = (t: GeneratedText) =>
  t.language === 'en' && /annual (?:general )?meeting/iu.test(wholeText(t)) && /next meeting will be held on/u.test(bodyText(t))
    ? 'the next meeting days after the annual meeting'
    : false

// --- 5. The tithe twice in a history whose topic is not the tithe ------------------------------------------------------

const TITHE = /Zehnt|dîme/u
function titheTwice(t: GeneratedText): string | false {
  // A history of the tithe barn names the tithe in its own lines.
  if (kindOf(t) !== 'history' || /Zehnthof|grange dîmière/u.test(wholeText(t))) return false
  const named = sentences(bodyText(t)).filter((s) => TITHE.test(s))
  return named.length >= 2 ? named.join(' / ').slice(0, 160) : false
}

export function sixteenthC(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('sixteenth C16 1: a council from 1970 with an engine house, school benches and slates, the fire gear\'s inspection or a street\'s paving', texts, oldBusiness),
    countTexts('sixteenth C16 2a: an Action féminine unit whose speaker is an unnamed "oratrice"', texts, unnamedSpeaker),
    countTexts('sixteenth C16 2b: an Action féminine school to open in a season the issue is in or past', texts, seasonGone),
    womenMould(texts),
    countTexts('sixteenth C16 3: a review naming its publisher by first name before 1950, or with the signer\'s first name', texts, publisherByName),
    countTexts('sixteenth C16 4: an en annual meeting whose next meeting will be held on a day of the next days', texts, nextMeetingSoon),
    countTexts('sixteenth C16 5: a history not of the tithe barn naming the tithe in two sentences', texts, titheTwice),
  ]
}
