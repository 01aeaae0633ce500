/**
 * The sixth close reading's faults of fact (docs/evidence/issue-51/sixth-reading.md, rows 6, 11, 17,
 * 18, 19, 20, 21 and two leftovers), each counted over every text the generator wrote: a farm report
 * naming another canton's fields, meadows "between" distant towns, a town's first water supply in the
 * 1950s, Moselle aid to places that were no commune, a woman in a man's title, a grape harvest begun in
 * early September, the capital and the towns called "Duerf", sailing ships that crossed too fast or
 * too late, and a cinema's first day that is no show day. The integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { NOT_A_COMMUNE, distanceKm, isCommune } from '#src/demo/geography.ts'
import { townsOf } from '#src/demo/laws.ts'
import { HOME_PLACE_COUNT, PLACES } from '#src/demo/vocabulary.ts'
import { type AuditRule, bodyOf, countTexts } from './demo-audit.ts'
import { escapeRegExp } from '#src/domain/regex.ts'

/** A name as a literal in a regular expression. */
const HOME = PLACES.slice(0, HOME_PLACE_COUNT)
/** Every name of a town of the Grand Duchy, in any language, to its German name. */
const GERMAN_NAME = new Map<string, string>(HOME.flatMap((p) => [p.de, p.fr, p.lb, p.en].map((name) => [name, p.de] as const)))
const ANY_TOWN = [...GERMAN_NAME.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')
const TOWN = new RegExp(`(?<![\\p{L}-])(${ANY_TOWN})(?![\\p{L}-])`, 'gu')
const townsIn = (s: string) => [...s.matchAll(TOWN)].map((m) => GERMAN_NAME.get(m[1] ?? '') ?? '')
const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const year = (t: GeneratedText) => Number(t.date.slice(0, 4))

// --- 6. A farm report naming another canton's fields and market ------------------------------------

const FARM_KM = 25
/** A town as a place ("um Clerf", "du marché de Mersch", "vu Wolz"), not a surname ("Ackerbaulehrer Mersch"). */
const AT_TOWN = new RegExp(`(?:um|in|von|bei|aus|zu|de|d'|du|à|autour|vun|vu|ronderëm) (${ANY_TOWN})(?![\\p{L}-])`, 'gu')
function farmReportAfar(t: GeneratedText): string | false {
  if (kindOf(t) !== 'agriculture') return false
  const home = townsIn(t.title)[0]
  if (!home) return false
  const named = [...bodyOf(t).matchAll(AT_TOWN)].map((m) => GERMAN_NAME.get(m[1] ?? '') ?? '')
  const far = named.find((town) => distanceKm(home, town) > FARM_KM)
  return far ? `${home} … ${far} (${Math.round(distanceKm(home, far))} km)` : false
}

// --- 11. Meadows "between" two towns far apart -------------------------------------------------

const BETWEEN_KM = 15
const BETWEEN = new RegExp(`(?:zwischen|entre|tëscht|between) (${ANY_TOWN}) (?:und|et|an|and) (${ANY_TOWN})`, 'u')
function meadowsBetweenFarTowns(t: GeneratedText): string | false {
  if (kindOf(t) !== 'warDamage') return false
  const m = BETWEEN.exec(bodyOf(t))
  if (!m) return false
  const km = distanceKm(GERMAN_NAME.get(m[1] ?? '') ?? '', GERMAN_NAME.get(m[2] ?? '') ?? '')
  return km > BETWEEN_KM ? `${m[0]} (${Math.round(km)} km)` : false
}

// --- 17. A town's water supply first set up from 1950 ------------------------------------------

const FIRST_WATER = /l.établissement d.une distribution d.eau|(?:Bau|Anlage|Errichtung) einer Wasserleitung/u
function firstWaterSupplyLate(t: GeneratedText): string | false {
  if (kindOf(t) !== 'law' || year(t) < 1950) return false
  return FIRST_WATER.exec(bodyOf(t))?.[0] ?? false
}

// --- leftover: "the communes X and Y" naming a place that was no commune -------------------------

const PART_NAMES = new Map<string, string>(
  PLACES.filter((p) => p.de in NOT_A_COMMUNE).flatMap((p) => [p.de, p.fr, p.lb, p.en].map((name) => [name, p.de] as const)),
)
/** A list of towns after a plural "communes": "der Gemeinden Remich und Schengen", "des communes de Remich et de Schengen", "communes sinistrées de Wiltz et de Clervaux". */
const COMMUNES_LIST = new RegExp(
  `(?:Gemeinden|Gemengen|communes(?: sinistrées)?|municipalities of) ((?:(?:de |d'|du |vun |vu )?(?:${ANY_TOWN})(?:, | und | et | an | and )?)+)`,
  'gu',
)
function communesThatWereNone(t: GeneratedText): string | false {
  const y = year(t)
  for (const m of bodyOf(t).matchAll(COMMUNES_LIST)) {
    const part = townsIn(m[1] ?? '').find((town) => PART_NAMES.has(town) && !isCommune(town, y))
    if (part) return m[0]
  }
  return false
}

// --- 20. A woman named to an office by its man's title ------------------------------------------

const WOMAN_MANS_TITLE = /nommée (?:garde forestier|receveur|percepteur|instituteur|commissaire|facteur|vétérinaire|garde champêtre)\b|Frau \p{L}+ (?:ist )?zum (?:Steuereinnehmer|Förster|Posthalter|Notar|Lehrer|Einnehmer|Feldhüter|Friedensrichter)\b/u
function womanInAMansTitle(t: GeneratedText): string | false {
  return WOMAN_MANS_TITLE.exec(bodyOf(t))?.[0] ?? false
}

// --- 21. The Moselle's grape harvest begun before the last days of September --------------------

const HARVEST_BEGUN = /Weinlese (?:hat|begann)|hat [^.]* die Weinlese begonnen|Die Weinlese hat begonnen|vendanges ont commencé|grape harvest began|Grape harvest begins|Wäilies/u
function harvestTooEarly(t: GeneratedText): string | false {
  const day = t.date.slice(5)
  if (day >= '09-27' || day < '07-01') return false
  const m = HARVEST_BEGUN.exec(`${t.title} ${bodyOf(t)}`)
  return m ? `${m[0]} (paper of ${t.date})` : false
}

// --- 19. lb: the capital or a chartered town called "Duerf" --------------------------------------

function townCalledDuerf(t: GeneratedText): string | false {
  if (t.language !== 'lb' || !/\bDuerf\b/u.test(bodyOf(t))) return false
  const towns = new Set(townsOf(year(t)))
  const named = townsIn(t.title).find((town) => towns.has(town))
  return named ? `${named}: Duerf` : false
}

// --- 18. Sailing ships too fast or too late; emigrant ships from 1960 ------------------------------

const SAIL = /Segelschiff|Seegelschëff|trois-mâts|voilier|sailing ship|Dreimaster|barque/u
const MONTH_NUMBER = new Map<string, number>(
  [
    ['Januar janvier January', 1], ['Februar février February', 2], ['März mars March Mäerz', 3], ['April avril Abrëll', 4], ['Mai mai May Mee', 5], ['Juni juin June', 6],
    ['Juli juillet July', 7], ['August août', 8], ['September septembre', 9], ['Oktober octobre October', 10], ['November novembre', 11], ['Dezember décembre December', 12],
  ].flatMap(([names, n]) => String(names).split(' ').map((name) => [name, Number(n)] as const)),
)
/** A sailing's day: "am 23. Februar von", "parti d'Anvers le 18 mars", "sailed from Antwerp on 4 May". */
const SAILED = /am (\d{1,2})\. (\p{L}+) von|le (\d{1,2}) (\p{L}+), est arrivé|on (\d{1,2}) (\p{L}+), has arrived/u
/** Under sail the Atlantic took at least some 35 days, and the news came back by the next ship. */
const SAIL_DAYS = 45
function daysSinceSailing(t: GeneratedText): number | undefined {
  const m = SAILED.exec(bodyOf(t))
  if (!m) return undefined
  const day = Number(m[1] ?? m[3] ?? m[5])
  const month = MONTH_NUMBER.get(m[2] ?? m[4] ?? m[6] ?? '')
  if (!month) return undefined
  const paper = new Date(`${t.date}T00:00:00Z`)
  let sailed = Date.UTC(paper.getUTCFullYear(), month - 1, day)
  if (sailed > paper.getTime()) sailed = Date.UTC(paper.getUTCFullYear() - 1, month - 1, day)
  return Math.round((paper.getTime() - sailed) / 86_400_000)
}
function shipOutOfItsTime(t: GeneratedText): string | false {
  if (kindOf(t) !== 'shipping') return false
  if (year(t) >= 1960) return `emigrant ship news in ${year(t)}`
  const text = bodyOf(t)
  const sail = SAIL.exec(text)
  if (!sail) return false
  if (year(t) >= 1890) return `${sail[0]} in ${year(t)}`
  const days = daysSinceSailing(t)
  return days !== undefined && days < SAIL_DAYS ? `${sail[0]}: ${days} days from sailing to print` : false
}

// --- leftover: a cinema's first day that is no show day -----------------------------------------

const FIRST_DAY = /(?:[Àà] partir de|[Aa]b) (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b[^.]*\. (?:Séances|Vorstellungen) ([^.]*)/u
function cinemaFirstDayNoShow(t: GeneratedText): string | false {
  const m = FIRST_DAY.exec(bodyOf(t))
  if (!m) return false
  const [, day = '', shows = ''] = m
  return /tous les soirs|täglich/u.test(shows) || shows.includes(day) ? false : `from ${day}: ${shows}`
}

export function sixthFacts(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts(`sixth 6: a farm report naming a town over ${FARM_KM} km from its headline's`, texts, farmReportAfar),
    countTexts(`sixth 11: war-damaged meadows "between" two towns over ${BETWEEN_KM} km apart`, texts, meadowsBetweenFarTowns),
    countTexts("sixth 17: a law setting up a town's first water supply from 1950", texts, firstWaterSupplyLate),
    countTexts('sixth: "the communes X and Y" naming a place that was no commune that year (Schengen, Wasserbillig …)', texts, communesThatWereNone),
    countTexts('sixth 20: a woman appointed by a man\'s title ("nommée garde forestier", "Frau X zum Förster")', texts, womanInAMansTitle),
    countTexts('sixth 21: a Moselle grape harvest begun in a paper dated before 27 September', texts, harvestTooEarly),
    countTexts('sixth 19: lb history calling the capital or a chartered town "Duerf"', texts, townCalledDuerf),
    countTexts(`sixth 18: a sailing ship from 1890 or under ${SAIL_DAYS} days from sailing to print, or emigrant ships from 1960`, texts, shipOutOfItsTime),
    countTexts("sixth: a cinema's first day that is no show day", texts, cinemaFirstDayNoShow),
  ]
}
