/**
 * The German rows of the fourth close reading (docs/evidence/issue-51/fourth-reading.md, rows 2, 5,
 * 8, 9, 10, 13, 15, 17, 18, 20 and 25), with the telegrams' closing sentence of every language and
 * the French death notices: each fault counted over every text the generator wrote. The
 * integration test holds each to 0; `node scripts/demo-audit.ts` prints them with the others.
 */
import { MONTHS } from '#src/demo/calendar.ts'
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { TOWN_CENTRES, distanceKm } from '#src/demo/geography.ts'
import { germanPlaceName } from '#src/demo/period.ts'
import { TELEGRAMS } from '#src/demo/stories/telegrams.ts'
import { PLACES } from '#src/demo/vocabulary.ts'
import { type AuditRule, bodyOf, countTexts, matchIn } from './demo-audit.ts'

const year = (t: GeneratedText) => Number(t.date.slice(0, 4))
const isKind = (t: GeneratedText, kind: string, lang?: string) => t.template.startsWith(`${kind}:`) && (lang === undefined || t.language === lang)

/** Every printed name of the towns of TOWN_CENTRES, in each language and as the occupation printed it, to its German name. */
const TOWN_OF = new Map<string, string>()
for (const place of PLACES) {
  if (!(place.de in TOWN_CENTRES)) continue
  const printed = [place.de, place.fr, place.lb, place.en, germanPlaceName(place.de, { year: 1930, month: 1, day: 1, weekday: 3 }), germanPlaceName(place.de, { year: 1942, month: 1, day: 1, weekday: 4 })]
  for (const form of printed) TOWN_OF.set(form, place.de)
}

/** The town a text reports on (its scene's first), from its `event`: "mining:Esch an der Alzette:…". */
function townOf(t: GeneratedText): string | undefined {
  const town = t.event?.split(':')[1]
  return town !== undefined && town in TOWN_CENTRES ? town : undefined
}

// --- 2. The capital written as a village ------------------------------------------------------

const CAPITAL_AS_VILLAGE = /Pfarrer von Luxemburg|Pfarrkirche (?:zu|von) Luxemburg|Pfarrei Luxemburg|église paroissiale de Luxembourg|Ganz Luxemburg war auf den Beinen|Bewohner von Luxemburg durch/
const VILLAGE_WELL = /Dorfbrunnen|Weiher hinter der Kirche/
const TOWN_NAMES = /Luxemburg|Esch an der Alzette|Differdingen|Düdelingen/
/** In the texts this reading's fixes reach: German articles, and the death notices in German and French. */
function capitalAsVillage(t: GeneratedText): string | false {
  const germanArticle = t.language === 'de' && (t.type === 'ARTICLE' || t.type === 'SUPPLEMENT')
  if (!germanArticle && !((t.language === 'de' || t.language === 'fr') && isKind(t, 'death'))) return false
  const text = bodyOf(t)
  const found = matchIn(text, CAPITAL_AS_VILLAGE)
  if (found) return found
  return TOWN_NAMES.test(text) ? matchIn(text, VILLAGE_WELL) : false
}

// --- 5. "Not yet confirmed" after official news -------------------------------------------------

const UNCONFIRMED = /bedarf noch der Bestätigung|demande confirmation|pas encore confirmée|sous toutes réserves|not (?:yet )?been confirmed/
const OFFICIAL = /gibt bekannt|amtliche|angenommen|verabschiedet|adopté|approved|passed|foire|Mosel|Moselle|communiqué officiel|zusammengetreten|réunis?|s'est réuni|debated|opened/
/** The telegram a text was written from: its template ends with the telegram's topic as written. */
function telegramOf(t: GeneratedText) {
  return TELEGRAMS[t.language].find((telegram) => t.template.endsWith(` ${telegram.topic}`))
}
function confirmationAfterOfficial(t: GeneratedText): string | false {
  if (!isKind(t, 'telegram')) return false
  const text = t.paragraphs.join(' ')
  const tail = matchIn(text, UNCONFIRMED)
  if (!tail) return false
  if (telegramOf(t)?.rumour !== true) return `not a rumour: ${tail}`
  return OFFICIAL.test(text) ? `official: ${tail}` : false
}

// --- 8. A commune's budget with an estimate, a subsidy or a second plan --------------------------

const BUDGET = /Gemeindehaushalt/
const WORKS = /Kostenvoranschlag|Zuschuß|zweiter Plan/
const budgetAsWorks = (t: GeneratedText) => (isKind(t, 'council', 'de') && BUDGET.test(bodyOf(t)) ? matchIn(t.paragraphs.join(' '), WORKS) : false)

// --- 9. Steelworkers from a far town ---------------------------------------------------------------

const WORKERS_FROM = /Die Arbeiter aus (.+?) verlangen/
function farWorkers(t: GeneratedText): string | false {
  if (!isKind(t, 'mining', 'de')) return false
  const match = WORKERS_FROM.exec(t.paragraphs.join(' '))
  if (!match) return false
  const own = townOf(t)
  const from = TOWN_OF.get(match[1] ?? '')
  if (own === undefined || from === undefined) return `unknown town: ${match[0]}`
  return distanceKm(own, from) > 20 ? `${own}–${from} ${distanceKm(own, from).toFixed(0)} km` : false
}

// --- 10. A council's votes three or more below the members present -----------------------------------

const NUMBER_WORD: Readonly<Record<string, number>> = { sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12, dreizehn: 13, vierzehn: 14, fünfzehn: 15, sechzehn: 16, siebzehn: 17 }
// Letters of any script: `\w` stops at the ö of "zwölf" (a 13-member council's twelve present, issue 51 twelfth wave).
const PRESENT = /(\p{L}+|\d+) Mitglieder (?:waren anwesend|waren erschienen|erschienen waren)/u
const VOTES = /mit (\d+) gegen (\d+) Stimmen/
function silentCouncillors(t: GeneratedText): string | false {
  if (!isKind(t, 'council', 'de')) return false
  const text = t.paragraphs.join(' ')
  const present = PRESENT.exec(text)
  const votes = VOTES.exec(text)
  if (!present || !votes) return false
  const word = present[1] ?? ''
  const members = /^\d+$/.test(word) ? Number(word) : (NUMBER_WORD[word] ?? Number.NaN)
  const cast = Number(votes[1]) + Number(votes[2])
  if (!Number.isFinite(members)) return `unread: ${present[0]}`
  return cast <= members - 3 || Number(votes[1]) <= Number(votes[2]) ? `${present[0]} … ${votes[0]}` : false
}

// --- 13. A church consecrated by its parish priest, or by a prelate out of his years -------------------

const PRIEST_CONSECRATES = /Pfarrer[^.]*(?:kirchliche Weihe|Konsekration|konsekrierte)/
function churchByItsPriest(t: GeneratedText): string | false {
  if (!isKind(t, 'building', 'de')) return false
  const text = bodyOf(t)
  if (/Kirche/.test(t.title) || /Pfarrkirche/.test(text)) {
    const found = matchIn(text, PRIEST_CONSECRATES)
    if (found) return found
  }
  const y = year(t)
  const prelates: [RegExp, boolean][] = [
    [/Bischof Laurent/, y < 1841 || y >= 1848],
    [/Bischof Adames/, y < 1863 || y >= 1870],
    [/der Bischof von Luxemburg/, y < 1870 || y >= 1988],
    [/Erzbischof von Luxemburg/, y < 1988],
  ]
  const wrong = prelates.find(([pattern, outOfYears]) => outOfYears && pattern.test(text))
  return wrong ? matchIn(text, wrong[0]) : false
}

// --- 15. Steel figures out of their time ----------------------------------------------------------------

const TONS = /(\d[\d.]*) Tonnen Roheisen/
const SMALL_WORKS = new Set(['Steinfort', 'Rümelingen'])
function steelOutOfTime(t: GeneratedText): string | false {
  if (!isKind(t, 'mining', 'de')) return false
  const text = t.paragraphs.join(' ')
  const y = year(t)
  const tons = TONS.exec(text)
  if (tons && Number((tons[1] ?? '').replace(/\./g, '')) >= 15_000 && (y < 1900 || SMALL_WORKS.has(townOf(t) ?? ''))) return tons[0]
  if (y < 1886 && /Thomas/.test(text)) return matchIn(text, /Thomas\w*/)
  if (y < 1890 && /italienisch/.test(text)) return matchIn(text, /italienisch\w*/)
  return false
}

// --- 17. de football: a lead "extended" without one, a next match against a town ----------------------

const LEVEL_OR_BEHIND = /(?:stand es|führte [^.]*? mit) (\d+) zu (\d+)/
function footballAstray(t: GeneratedText): string | false {
  if (!isKind(t, 'football', 'de')) return false
  const text = t.paragraphs.join(' ')
  if (/erhöhte/.test(text)) {
    const score = LEVEL_OR_BEHIND.exec(text)
    if (!score || Number(score[1]) <= Number(score[2])) return matchIn(text, /erhöhte/)
  }
  const next = /(?:empfängt|trifft) [^.]*? (?:die Mannschaft von|auf) ([^.]+)\./.exec(text)
  return next && TOWN_OF.has(next[1] ?? '') ? next[0] : false
}

// --- 18. A parliament, a cabinet or a fair "today" on a dateline Sunday ---------------------------------

const TODAY = /\bheute\b|aujourd['’]hui|\btoday\b|\bhaut\b/
const SITTING = /Reichstag|Kammer|Unterhause?|Bundestag|Ministerrat|Minister|Versammlung|Chambre|Assemblée|conseil des ministres|ministres|Commons|Senate|Cabinet|Assembly|Parliament|foire|Ministere|Europarot/
const DATELINE = /^[^,]+, (\d+)(?:\.|er)? (\p{L}+)/u
function sittingOnSunday(t: GeneratedText): string | false {
  if (!isKind(t, 'telegram')) return false
  const text = t.paragraphs.join(' ')
  if (!TODAY.test(text) || !SITTING.test(text)) return false
  const dateline = DATELINE.exec(text)
  const month = MONTHS[t.language].indexOf(dateline?.[2] ?? '') + 1
  if (!dateline || month === 0) return false
  const issueMonth = Number(t.date.slice(5, 7))
  const day = new Date(Date.UTC(month > issueMonth ? year(t) - 1 : year(t), month - 1, Number(dateline[1])))
  return day.getUTCDay() === 0 ? `${dateline[0]} (a Sunday) … ${matchIn(text, SITTING)}` : false
}

// --- 20. A Whit Monday special train outside its season; 25. telephones before 1885 ------------------------

const whitMondayOutOfSeason = (t: GeneratedText) => (isKind(t, 'railway') && ![3, 4, 5, 6].includes(Number(t.date.slice(5, 7))) ? matchIn(bodyOf(t), /Pfingstmontag|lundi de Pentecôte|Whit Monday/) : false)
const telephoneTooEarly = (t: GeneratedText) => (t.language === 'de' && year(t) < 1885 ? matchIn(bodyOf(t), /Telephon|Telefon/) : false)

/** Each German fault of the fourth reading, with the telegrams' closing sentence and the French death notices, counted over all texts. */
export function fourthDe(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('fourth 2, de (and fr death notices): the capital written as a village ("Pfarrkirche zu Luxemburg", "Ganz Luxemburg war auf den Beinen"), a village well in a town', texts, capitalAsVillage),
    countTexts('fourth 5: a telegram "not yet confirmed" that is no rumour (an official notice, a vote, a fair, a flood)', texts, confirmationAfterOfficial),
    countTexts('fourth 8, de: a commune\'s budget with a cost estimate, a subsidy or a second plan', texts, budgetAsWorks),
    countTexts('fourth 9, de: steelworkers "aus" a town over 20 km from the works', texts, farWorkers),
    countTexts('fourth 10, de: council votes three or more below the members present, or no majority for a motion carried', texts, silentCouncillors),
    countTexts('fourth 13, de: a church consecrated by its parish priest, or by a prelate outside his years', texts, churchByItsPriest),
    countTexts('fourth 15, de: 15,000 t of pig iron a month before 1900 or at a small works, Thomas steel before 1886, Italian workers before 1890', texts, steelOutOfTime),
    countTexts('fourth 17, de: "erhöhte" with a level score or none, the next match against a town', texts, footballAstray),
    countTexts('fourth 18: a parliament, a cabinet or a fair sitting "today" on a dateline Sunday', texts, sittingOnSunday),
    countTexts('fourth 20: a Whit Monday special train in a notice outside March to June', texts, whitMondayOutOfSeason),
    countTexts('fourth 25, de: a telephone before 1885', texts, telephoneTooEarly),
  ]
}
