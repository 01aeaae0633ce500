/**
 * The French faults of the fourth close reading (docs/evidence/issue-51/fourth-reading.md) that the
 * French stories and the laws wrote, each counted over every text the generator wrote: the capital
 * written as a village, steelworkers and market growers from across the country, votes that do not
 * add up, laws voted on a Sunday, a church consecrated by its own priest, measles from a well,
 * Sunday polls, weekly markets that move, "le reste" of nothing, carters in 1970. The integration
 * test holds each to 0; `node scripts/demo-audit.ts` prints them with the others.
 */
import { numberWord } from '#src/demo/calendar.ts'
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { distanceKm } from '#src/demo/geography.ts'
import { PLACES } from '#src/demo/vocabulary.ts'
import { type AuditRule, bodyOf, countTexts, matchIn } from './demo-audit.ts'

const year = (t: GeneratedText) => Number(t.date.slice(0, 4))
const kindOf = (t: GeneratedText) => t.template.slice(0, t.template.indexOf(':'))
const isFr = (t: GeneratedText, ...kinds: string[]) => t.language === 'fr' && kinds.includes(kindOf(t))

/** The German name of a town the French texts name (the key of geography.ts). */
const GERMAN_OF = new Map(PLACES.map((p) => [p.fr, p.de]))
const FR_TOWN = [...GERMAN_OF.keys()].sort((a, b) => b.length - a.length).join('|')
/** Kilometres between two towns named in French, or 0 where either is not known. */
function frDistance(a: string, b: string): number {
  const [x, y] = [GERMAN_OF.get(a), GERMAN_OF.get(b)]
  return x === undefined || y === undefined ? 0 : distanceKm(x, y)
}

// --- 2. The capital and the steel towns written as a village --------------------------------------

const TOWNS = /\b(?:Luxembourg|Esch-sur-Alzette|Differdange|Dudelange)\b/
const VILLAGE_WORDS = /fontaine du village|curé (?:de |d['’])(?:Luxembourg|Esch|Differdange|Dudelange)|toute la population (?:de |d['’])|[Tt]out Luxembourg|habitants (?:de |d['’])[\p{L}-]+ ont été réveillés/u
function townAsVillage(t: GeneratedText): string | false {
  if (!isFr(t, 'fire', 'building')) return false
  return TOWNS.test(t.title) ? matchIn(bodyOf(t), VILLAGE_WORDS) : false
}

// --- 9. Steelworkers from a town over 20 km from the works -------------------------------------------

const WORKERS = new RegExp(`Les ouvriers (?:de |d['’])(${FR_TOWN}) réclament`, 'u')
const TITLE_TOWN = new RegExp(`(${FR_TOWN})`, 'u')
function farWorkers(t: GeneratedText): string | false {
  if (!isFr(t, 'mining')) return false
  const [workers, works] = [WORKERS.exec(bodyOf(t))?.[1], TITLE_TOWN.exec(t.title)?.[1]]
  if (workers === undefined || works === undefined) return false
  const km = frDistance(workers, works)
  return km > 20 ? `${works} ← ${workers}, ${Math.round(km)} km` : false
}

// --- 10. A council vote three or more below the members present, or above them ------------------------

const FR_NUMBER = new Map(Array.from({ length: 13 }, (_, n) => [numberWord(n, 'fr'), n]))
const PRESENT = /(?:(\S+) conseillers étaient présents|où siégeaient (\S+) conseillers)/
const VOTES = /(\d+) voix contre (\d+)/
function votesOffPresent(t: GeneratedText): string | false {
  if (!isFr(t, 'council')) return false
  const text = bodyOf(t)
  const present = PRESENT.exec(text)
  const votes = VOTES.exec(text)
  if (!present || !votes) return false
  const word = present[1] ?? present[2] ?? ''
  const members = FR_NUMBER.get(word) ?? Number(word)
  const cast = Number(votes[1]) + Number(votes[2])
  return cast > members || cast < members - 2 ? `${members} présents, ${votes[0]}` : false
}

// --- 11. Growers bringing produce to a market over 25 km away ------------------------------------------

const GROWERS = new RegExp(`cultivateurs (?:de |d['’])(${FR_TOWN})`, 'u')
function farGrowers(t: GeneratedText): string | false {
  if (!isFr(t, 'market')) return false
  const [growers, market] = [GROWERS.exec(bodyOf(t))?.[1], TITLE_TOWN.exec(t.title)?.[1] ?? TITLE_TOWN.exec(t.paragraphs.join(' '))?.[1]]
  if (growers === undefined || market === undefined) return false
  const km = frDistance(growers, market)
  return km > 25 ? `${market} ← ${growers}, ${Math.round(km)} km` : false
}

// --- 12. A law voted on a Saturday or a Sunday, or after its own date ---------------------------------

const MONTH_NUMBER: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ...['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'].map((m, i) => [m, i + 1] as const),
    ...['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'].map((m, i) => [m, i + 1] as const),
  ],
)
const VOTED = /(?:le (\d+)(?:er)? (\p{L}+) (\d{4})\.\)|am (\d+)\. (\p{L}+) (\d{4}) angenommen\.\))$/u
const LAW_DAY = /^(?:Loi du (\d+)(?:er)? (\p{L}+) (\d{4})|Gesetz vom (\d+)\. (\p{L}+) (\d{4}))/u
function utcDay(day: string | undefined, month: string | undefined, y: string | undefined): Date | undefined {
  const m = MONTH_NUMBER[month ?? '']
  return m === undefined ? undefined : new Date(Date.UTC(Number(y), m - 1, Number(day)))
}
function voteOffDay(t: GeneratedText): string | false {
  if (t.type !== 'LAW') return false
  const voted = VOTED.exec(t.paragraphs.at(-1) ?? '')
  const law = LAW_DAY.exec(t.title)
  if (!voted || !law) return false
  const vote = utcDay(voted[1] ?? voted[4], voted[2] ?? voted[5], voted[3] ?? voted[6])
  const enacted = utcDay(law[1] ?? law[4], law[2] ?? law[5], law[3] ?? law[6])
  if (!vote || !enacted) return false
  if (vote.getUTCDay() === 0 || vote.getUTCDay() === 6) return `${voted[0]} (${vote.getUTCDay() === 0 ? 'Sunday' : 'Saturday'})`
  return vote >= enacted ? `${voted[0]} — ${law[0]}` : false
}

// --- 13. A new church consecrated or blessed by its own parish priest ---------------------------------

const CHURCH = /église paroissiale|nouvelle église/
const PRIEST_RITE = /curé[^.]*(?:béni|bénédiction|consacr)/
const priestConsecrates = (t: GeneratedText) => (isFr(t, 'building') && CHURCH.test(bodyOf(t)) ? matchIn(bodyOf(t), PRIEST_RITE) : false)

// --- 14. Measles, diphtheria or scarlet fever from a well; deaths of them from 1950; "que zéro décès" ---

const AIRBORNE = /rougeole|diphtérie|scarlatine|coqueluche/
const WATER = /puits|fontaine|eau potable/
function airborneFromWater(t: GeneratedText): string | false {
  if (!isFr(t, 'medicine')) return false
  const text = bodyOf(t)
  if (AIRBORNE.test(text) && WATER.test(text)) return matchIn(text, WATER)
  if (/zéro décès/.test(text)) return matchIn(text, /zéro décès/)
  return year(t) >= 1950 ? matchIn(text, /(?<!aucun )décès/) : false
}

// --- 15. Thomas steel before it was first made in the country (Dudelange, 1886) ------------------------

const thomasTooEarly = (t: GeneratedText) => (isFr(t, 'mining') && year(t) < 1886 ? matchIn(bodyOf(t), /acier Thomas/) : false)

// --- 21. Communal elections on a working day from 1919 -------------------------------------------------

const WEEKDAY = /\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi)\b/
const weekdayPoll = (t: GeneratedText) => (isFr(t, 'elections') && year(t) >= 1919 ? matchIn(t.paragraphs.join(' '), WEEKDAY) : false)

// --- 22. A weekly market whose next market is on another weekday, or on a date ---------------------------

const LAST = /\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) dernier/
const NEXT = /prochain marché[^.]*?\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b/
function marketMoves(t: GeneratedText): string | false {
  if (!isFr(t, 'market')) return false
  const text = bodyOf(t)
  const [last, next] = [LAST.exec(text)?.[1], NEXT.exec(text)?.[1]]
  if (last !== undefined && next !== undefined && last !== next) return `${last} dernier … ${next}`
  return matchIn(text, /prochain marché[^.]* le \d/)
}

// --- 24. "Le reste de la dépense" where no other share was named before it --------------------------------

function restOfNothing(t: GeneratedText): string | false {
  if (!isFr(t, 'government')) return false
  const text = t.paragraphs.join(' ')
  const at = text.indexOf('le reste de la dépense')
  return at >= 0 && !/subside|l['’]État/.test(text.slice(0, at)) ? matchIn(text, /le reste de la dépense/) : false
}

// --- 26. A horse-drawn carter from 1955 ---------------------------------------------------------------

const CARTER = /voiturier|attelage|chevaux se sont emballés/
const lateCarter = (t: GeneratedText) => (t.language === 'fr' && t.type !== 'ADVERTISEMENT' && year(t) >= 1955 ? matchIn(bodyOf(t), CARTER) : false)

// --- Compulsory schooling "from six to twelve" after the school law of 1912 --------------------------------

const SIX_TO_TWELVE = /six à douze ans|sechsten bis zum vollendeten zwölften/
const schoolTo12 = (t: GeneratedText) => (t.type === 'LAW' && year(t) >= 1912 ? matchIn(bodyOf(t), SIX_TO_TWELVE) : false)

/** Each French fault of the fourth reading that the French stories and the laws wrote, counted over all texts. */
export function fourthFr(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('fourth 2, fr fire/building: the capital or a steel town written as a village ("le curé de Luxembourg", "la fontaine du village" at Esch)', texts, townAsVillage),
    countTexts('fourth 9, fr: steelworkers from a town over 20 km from the works ("Les ouvriers de Wiltz" at Rumelange)', texts, farWorkers),
    countTexts('fourth 10, fr: a council vote three or more below the members present, or above them', texts, votesOffPresent),
    countTexts('fourth 11, fr: growers bringing produce to a market over 25 km away', texts, farGrowers),
    countTexts('fourth 12, fr/de: a law voted on a Saturday or a Sunday, or not before its own date', texts, voteOffDay),
    countTexts('fourth 13, fr: a new church consecrated or blessed by its parish priest (the bishop, before 1870 the apostolic vicar)', texts, priestConsecrates),
    countTexts('fourth 14, fr: measles, diphtheria or scarlet fever from a well; deaths of an epidemic from 1950; "que zéro décès"', texts, airborneFromWater),
    countTexts('fourth 15, fr: Thomas steel before 1886', texts, thomasTooEarly),
    countTexts('fourth 21, fr: communal elections on a working day from 1919', texts, weekdayPoll),
    countTexts('fourth 22, fr: a weekly market whose next market is on another weekday or a date', texts, marketMoves),
    countTexts('fourth 24, fr: "la commune prendra le reste de la dépense" with no share of the State named', texts, restOfNothing),
    countTexts('fourth 26, fr: a horse-drawn carter from 1955', texts, lateCarter),
    countTexts('fourth, fr/de: schooling compulsory "from six to twelve" after the school law of 1912', texts, schoolTo12),
  ]
}
