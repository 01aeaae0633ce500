/**
 * The faults a fifth close reading of the demo found (docs/evidence/issue-51/fifth-reading.md), each
 * counted over every text the generator wrote. The integration test holds each to 0;
 * `node scripts/demo-audit.ts` prints them with the others.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { TOWN_CENTRES, distanceKm } from '#src/demo/geography.ts'
import { type AuditRule, bodyOf, countTexts, matchIn } from './demo-audit.ts'

const MONTHS = new Map<string, number>([
  ...['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'].map((m, i) => [m, i + 1] as const),
  ...['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'].map((m, i) => [m, i + 1] as const),
])
/** "1er mars 1900", "1. März 1900" as YYYY-MM-DD; undefined where the month is not one. */
function isoOf(day: string | undefined, month: string | undefined, year: string | undefined): string | undefined {
  const m = MONTHS.get(month ?? '')
  return m === undefined || day === undefined || year === undefined ? undefined : `${year}-${String(m).padStart(2, '0')}-${day.padStart(2, '0')}`
}

// --- 2, 6. A law dated the day its paper prints it; a law voted when no Chamber sat (10 May 1940 to November 1945) ---

const ENACTED = /^(?:Loi du|Arrêté grand-ducal du|Gesetz vom|Großherzoglicher Beschluß vom|Verordnung vom) (\d+)(?:er|\.)? (\p{L}+) (\d{4})/u
const VOTE_LINE = /(?:le (\d+)(?:er)? (\p{L}+) (\d{4})\.\)|am (\d+)\. (\p{L}+) (\d{4}) angenommen\.\))$/u
function lawOnItsPaperDay(t: GeneratedText): string | false {
  if (t.type !== 'LAW') return false
  const match = ENACTED.exec(t.title)
  const enacted = match ? isoOf(match[1], match[2], match[3]) : undefined
  return match && enacted !== undefined && enacted >= t.date ? match[0] : false
}
const CHAMBER_GONE = ['1940-05-10', '1945-11-30'] as const
function votedWithoutAChamber(t: GeneratedText): string | false {
  if (t.type !== 'LAW') return false
  const vote = VOTE_LINE.exec(t.paragraphs.at(-1) ?? '')
  const enacted = ENACTED.exec(t.title)
  if (!vote) return false
  const days = [isoOf(vote[1] ?? vote[4], vote[2] ?? vote[5], vote[3] ?? vote[6]), enacted ? isoOf(enacted[1], enacted[2], enacted[3]) : undefined]
  return days.some((day) => day !== undefined && day >= CHAMBER_GONE[0] && day <= CHAMBER_GONE[1]) ? vote[0] : false
}

// --- 10, 16, 19. What a law founds, repeals, and which town it calls one ---------------------------

const SCHOOL = /Ackerbauschule in ([\p{L}-]+(?: an der Alzette)?)|école agricole à ([\p{L}-]+)/u
function schoolElsewhere(t: GeneratedText): string | false {
  if (t.type !== 'LAW') return false
  const match = SCHOOL.exec(t.title)
  if (!match) return false
  const town = match[1] ?? match[2]
  return (town === 'Ettelbrück' || town === 'Ettelbruck') && t.date >= '1883' && t.date < '1884-12' ? false : match[0]
}
const REPEALS_ITS_FOUNDING = /(?:Alle früheren Bestimmungen über|Toutes dispositions antérieures concernant) (?:die Errichtung|die Wasserleitung|den Bau|den Straßenbau|die Unterstützung|den Wiederaufbau|la création|la distribution d'eau|la construction|les secours|la reconstruction)/
const TOWN_SINCE: Record<string, number> = {
  Luxemburg: 0, Luxembourg: 0, Diekirch: 0, Echternach: 0, Grevenmacher: 0, Remich: 0, Vianden: 0, Wiltz: 0,
  Rümelingen: 1891, Rumelange: 1891, 'Esch an der Alzette': 1906, 'Esch-sur-Alzette': 1906, Differdingen: 1907, Differdange: 1907, Düdelingen: 1907, Dudelange: 1907, Ettelbrück: 1907, Ettelbruck: 1907,
}
const A_TOWNS_WATER = /Wasserleitung der Stadt ([\p{L}-]+(?: an der Alzette)?)|distribution d'eau de la ville (?:de |d'|d’)([\p{L}-]+)/u
function villageCalledTown(t: GeneratedText): string | false {
  if (t.type !== 'LAW') return false
  const match = A_TOWNS_WATER.exec(bodyOf(t))
  if (!match) return false
  const since = TOWN_SINCE[match[1] ?? match[2] ?? '']
  return since === undefined || Number(t.date.slice(0, 4)) < since ? match[0] : false
}

const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))

// --- 17. A woman in the Chamber before 1965 -------------------------------------------------------

/** A woman deputy, in each language's words (the role's female forms, people.ts). */
const WOMAN_DEPUTY = /Die Abgeordnete \p{Lu}|der Abgeordneten \p{Lu}[\p{L}-]+ aus|(?:Mme|Madame) \p{Lu}[\p{L}-]+, députée?|la députée|Mrs\.? \p{Lu}[\p{L}-]+, deputy|d'Deputéiert \p{Lu}/u
const womanDeputyEarly = (t: GeneratedText) => (yearOf(t) < 1965 ? matchIn(bodyOf(t), WOMAN_DEPUTY) : false)

// --- The German parts of the fourth reading's rows 11, 21, 24 and 26 (its French parts: demo-audit-fourth-fr.ts) ---

const kindOf = (t: GeneratedText) => t.template.slice(0, t.template.indexOf(':'))
const isDe = (t: GeneratedText, kind: string) => t.language === 'de' && kindOf(t) === kind
const GERMAN_TOWN = Object.keys(TOWN_CENTRES).sort((a, b) => b.length - a.length).join('|')
const GROWERS_OR_DEALERS = new RegExp(`(?:Die Bauern aus|Händler aus) (${GERMAN_TOWN})`, 'u')
const MARKET_TOWN = new RegExp(`(${GERMAN_TOWN})`, 'u')
function farMarketGoers(t: GeneratedText): string | false {
  if (!isDe(t, 'market')) return false
  const from = GROWERS_OR_DEALERS.exec(bodyOf(t))
  const market = MARKET_TOWN.exec(t.title)
  if (!from?.[1] || !market?.[1]) return false
  const km = distanceKm(from[1], market[1])
  return km > 25 ? `${from[0]} → ${market[1]} (${Math.round(km)} km)` : false
}
const GERMAN_WEEKDAY = /\b(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag)\b/
const weekdayPollDe = (t: GeneratedText) => (isDe(t, 'elections') && yearOf(t) >= 1919 ? matchIn(t.paragraphs.join(' '), GERMAN_WEEKDAY) : false)
const REST_DE = /den Rest der Kosten/
const lateCarterDe = (t: GeneratedText) => (t.language === 'de' && t.type !== 'ADVERTISEMENT' && yearOf(t) >= 1955 ? matchIn(bodyOf(t), /Fuhrmann|Die Pferde scheuten/) : false)

// --- Sixth reading: the Moselle at Mondorf; a helping brigade with no local one, in the French and English words ---

const MONDORF_ON_THE_RIVER = /(?<!\p{L})(?:Hafen|Moselbrücke|Fährbetrieb|Pegel|port|bac|pont)(?!\p{L})[^.]{0,40}(?:von|zu|bei|de) Mondorf/u
const HELPERS_ALONE = /Les pompiers (?:de |d'|d’)[\p{L}-]+, appelés à l’aide, sont venus prêter main-forte\.|Firemen from [\p{L} -]+ came to help (?:with|within|although)/u

/** The abbey of Echternach was dissolved under the French (1797): no charter "lies today" in its archive. */
const ABBEY_TODAY = /heute im Archiv der Abtei Echternach|conservée aux archives de l'abbaye d'Echternach/

/** Each fault of the fifth reading that is fixed, counted over all texts. */
export function fifth(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('fifth 2: a law dated the day its paper prints it, or later (a law reached the papers days after it was signed)', texts, lawOnItsPaperDay),
    countTexts('fifth 6: a law voted by the Chamber from 10 May 1940 to November 1945, when none sat', texts, votedWithoutAChamber),
    countTexts('fifth 10: a State agricultural school founded elsewhere than at Ettelbruck in 1883', texts, schoolElsewhere),
    countTexts('fifth 16: a law that founds, builds or grants repealing "all earlier provisions" on it', texts, (t) => (t.type === 'LAW' ? matchIn(bodyOf(t), REPEALS_ITS_FOUNDING) : false)),
    countTexts('fifth 19: "der Stadt", "de la ville" for a place without a town charter that year', texts, villageCalledTown),
    countTexts('fourth 11, de: growers or dealers at a weekly market from a town over 25 km away', texts, farMarketGoers),
    countTexts('fourth 21, de: communal elections on a working day from 1919', texts, weekdayPollDe),
    countTexts('fourth 24, de: "den Rest der Kosten" whether or not the State gave anything', texts, (t) => (t.language === 'de' ? matchIn(bodyOf(t), REST_DE) : false)),
    countTexts('fourth 26, de: a horse-drawn carter from 1955', texts, lateCarterDe),
    countTexts('sixth: a gauge, a port, a ferry or a bridge of the Moselle at Mondorf (4 km inland)', texts, (t) => matchIn(bodyOf(t), MONDORF_ON_THE_RIVER)),
    countTexts('sixth (fourth 4 again): a helping brigade in French or English words with no local brigade to help', texts, (t) => matchIn(bodyOf(t), HELPERS_ALONE)),
    countTexts('sixth: a charter kept "today" in the archive of Echternach abbey, dissolved in 1797', texts, (t) => matchIn(bodyOf(t), ABBEY_TODAY)),
    countTexts('fifth 17: a woman deputy before 1965 (one sat, 1919–31, before Astrid Lulling in 1965)', texts, womanDeputyEarly),
  ]
}
