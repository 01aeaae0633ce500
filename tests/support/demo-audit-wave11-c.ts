/**
 * The twelfth reading's leftovers fixed on i51c13 (docs/evidence/issue-51/wave11-fixes-i51c13.md): an English council vote
 * whose yes and no leave a large council's members unaccounted for, a council of a town past 6,000 inhabitants with a
 * village's eleven members, a church, presbytery, town hall or monument from 1920 (and an lb sports hall from 1950) at the
 * sums of 1900, a surplus of some thousands of francs that buys a fire engine, and a State grant for a hospital from 1945 at
 * the sums of 1900. Each is counted over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { priceFactor } from '#src/demo/period.ts'
import { type AuditRule, countTexts, matchIn } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const textOf = (t: GeneratedText) => t.paragraphs.join(' ')
const factorOf = (t: GeneratedText) => {
  const [year = 0, month = 1, day = 1] = t.date.split('-').map(Number)
  return priceFactor({ year, month, day, weekday: 0 })
}

/** A sum of money as the four languages print it ("81.000 Franken", "7 000 francs", "33,000 francs", "284.000 Frang"), in francs. */
const SUM = /(\d{1,3}(?:[., \u00a0\u202f]\d{3})+|\d+) (?:Franken|francs|Frang)\b/gu
const sumsOf = (text: string) => [...text.matchAll(SUM)].map((m) => Number((m[1] ?? '').replace(/\D/g, '')))

const WORDS: Readonly<Record<string, number>> = {
  sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
  seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, siwen: 7, aacht: 8, néng: 9, zéng: 10, eelef: 11, zwielef: 12,
}
const asNumber = (said: string | undefined) => (said === undefined ? undefined : /^\d+$/u.test(said) ? Number(said) : WORDS[said.toLowerCase()])

// --- 1. An English council vote that leaves members unaccounted for --------------------------------------------------------

const EN_VOTE = /approved by (\d+) votes to (\d+)/u
const EN_PRESENT = /with (\p{L}+|\d+) members present/u

/** The yes and no of an English council's vote add up to the members the text says were present. */
function englishVoteUnaccounted(t: GeneratedText): string | false {
  if (t.language !== 'en' || kindOf(t) !== 'council') return false
  const text = textOf(t)
  const vote = EN_VOTE.exec(text)
  if (!vote) return false
  const present = asNumber(EN_PRESENT.exec(text)?.[1])
  const cast = Number(vote[1]) + Number(vote[2])
  return present === cast ? false : `${vote[0]} (present: ${present ?? 'not said'})`
}

// --- 2. A town past 6,000 inhabitants with a village's council ---------------------------------------------------------------

/**
 * The towns that passed 6,000 inhabitants and the council each had from the year the census put it past a step (13 members
 * from 6,000, 15 from 10,000), approximate. A report names between its size less two and its size present, and a vote's
 * yes and no leave at most two more out (abstaining): fewer is a smaller council's.
 */
const GROWN_TOWNS: readonly { pattern: RegExp; sizes: readonly (readonly [number, number])[] }[] = [
  { pattern: /Petingen|Pétange|Péiteng/u, sizes: [[1910, 13], [1955, 15]] },
  { pattern: /Schifflingen|Schifflange|Schëffleng/u, sizes: [[1920, 13]] },
  { pattern: /Rümelingen|Rumelange|Rëmeleng/u, sizes: [[1910, 13]] },
  { pattern: /Kayl|Keel\b/u, sizes: [[1925, 13]] },
  { pattern: /Ettelbrück|Ettelbruck|Ettelbréck/u, sizes: [[1960, 13]] },
  { pattern: /Bettemburg|Bettembourg|Beetebuerg/u, sizes: [[1965, 13]] },
  { pattern: /Hesperingen|Hesperange|Hesper\b/u, sizes: [[1960, 13], [1990, 15]] },
]
const PRESENT = /(?<!\p{L})(\p{L}+|\d+) (?:Mitglieder (?:waren erschienen|waren anwesend|erschienen waren)|conseillers étaient présents|Conseilleren)|où siégeaient (\p{L}+|\d+) conseillers|with (\p{L}+|\d+) members present/u
const VOTES = /(?<!\d)(\d+) (?:voix )?(?:gegen|contre|géint|votes to) (\d+)(?!\d)/u

function grownTownVillageCouncil(t: GeneratedText): string | false {
  if (kindOf(t) !== 'council') return false
  const year = yearOf(t)
  let size = 0
  for (const [from, seats] of GROWN_TOWNS.find((g) => g.pattern.test(t.title))?.sizes ?? []) if (year >= from) size = seats
  if (size === 0) return false
  const text = textOf(t)
  const present = PRESENT.exec(text)
  const count = asNumber(present?.[1] ?? present?.[2] ?? present?.[3])
  if (count !== undefined) return count < size - 2 ? `${present?.[0] ?? ''} (council of ${size})` : false
  const votes = VOTES.exec(text)
  return votes && Number(votes[1]) + Number(votes[2]) < size - 4 ? `${votes[0]} (council of ${size})` : false
}

// --- 3. A building from 1920 at the sums of 1900 ---------------------------------------------------------------------------

/**
 * The least each building cost from 1920, in the francs of 1900, times the price factor (stories/de.ts and fr.ts building,
 * lb.ts council): a village church some 250,000, a town hall 150,000, a presbytery 60,000, a monument 30,000, a sports hall
 * 150,000. Orders of magnitude; the memorial to the fallen, paid by a collection, is not counted.
 */
const DEAR_BUILDINGS: readonly { name: string; pattern: RegExp; least: number }[] = [
  { name: 'church', pattern: /Kirche|église/u, least: 250_000 },
  { name: 'town hall', pattern: /Gemeindehaus/u, least: 150_000 },
  { name: 'presbytery', pattern: /Pfarrhaus|presbytère/u, least: 60_000 },
  { name: 'monument', pattern: /Denkmal auf dem Marktplatz|Denkmals? auf dem Marktplatz|monument de la place du Marché/u, least: 30_000 },
]

function buildingOfAnotherEra(t: GeneratedText): string | false {
  const year = yearOf(t)
  const lbHall = t.language === 'lb' && kindOf(t) === 'council' && year >= 1950 && /Sportsall/u.test(textOf(t))
  const building = kindOf(t) === 'building' && year >= 1920 ? DEAR_BUILDINGS.find((b) => b.pattern.test(t.title)) : undefined
  const kind = lbHall ? { name: 'sports hall', least: 150_000 } : building
  if (!kind) return false
  const sums = sumsOf(textOf(t))
  if (sums.length === 0) return false
  const largest = Math.max(...sums)
  return largest < kind.least * factorOf(t) ? `${kind.name}: ${largest} francs (least ${kind.least * factorOf(t)})` : false
}

// --- 4. A fire engine bought from a surplus, a hospital granted the sums of 1900 -------------------------------------------

const SURPLUS_ENGINE = /surplus of [\d,]+ francs, which is to go to a new fire engine/u
const HOSPITAL_GRANT = /(?:Errichtung eines Spitals ein Staatszuschuß von|un subside de) (\d{1,3}(?:[. \u00a0\u202f]\d{3})+|\d+) (?:Franken|francs)(?: pour la création d'un hospice)?/u

function smallGrantOrSurplus(t: GeneratedText): string | false {
  const text = textOf(t)
  if (t.language === 'en') return matchIn(text, SURPLUS_ENGINE)
  const grant = HOSPITAL_GRANT.exec(text)
  if (!grant || yearOf(t) < 1945 || (t.language === 'fr' && !grant[0].includes('hospice'))) return false
  const sum = Number((grant[1] ?? '').replace(/\D/g, ''))
  return sum < 150_000 * factorOf(t) ? grant[0] : false
}

export function wave11C(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts("wave11 C13 1: an English council vote whose yes and no do not add up to the members it says were present", texts, englishVoteUnaccounted),
    countTexts('wave11 C13 2: a council of a town past 6,000 inhabitants (Pétange, Schifflange, Rumelange, Kayl from 1910–1925; Ettelbruck, Bettembourg, Hesperange from 1960–1965) with fewer members present than its size less two, or voting than its size less four', texts, grownTownVillageCouncil),
    countTexts('wave11 C13 3: a church, town hall, presbytery or monument inaugurated from 1920, or an lb sports hall from 1950, at less than its era\'s least cost (times the price factor)', texts, buildingOfAnotherEra),
    countTexts('wave11 C13 4: an en surplus of some thousands "to go to a new fire engine", or a State grant for a hospital from 1945 under 150,000 francs times the price factor', texts, smallGrantOrSurplus),
  ]
}
