/**
 * Local news of the seventh close reading (docs/evidence/issue-51/seventh-reading.md, rows 2, 3, 6, 9
 * and 14, and the small "Verdunkelungszeiten" fault), each counted over every text the generator
 * wrote: a storm's line "between" two towns across the country, a society's collection with no
 * society named (or before it was founded, or while it was silent), a station street before the
 * town's station, a fire headline's street the report never names, a canton's farm report naming
 * another canton's fields, and blackout times promised and not given. The integration test holds
 * each to 0; `node scripts/demo-audit.ts` prints them with the others.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { distanceKm, hasStation } from '#src/demo/geography.ts'
import { CANTON_OF } from '#src/demo/stories/types.ts'
import { STREETS } from '#src/demo/vocabulary.ts'
import { type AuditRule, countTexts, matchIn } from './demo-audit.ts'
// The town names and a story's town, as the sixth reading's local rules read them.
import { ANY_TOWN, GERMAN_NAME, TOWN, storyTown } from './demo-audit-sixth-local.ts'

const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const textOf = (t: GeneratedText) => t.paragraphs.join(' ')
const kindOf = (t: GeneratedText) => t.template.split(':')[0]

const germanOf = (name: string | undefined) => GERMAN_NAME.get(name ?? '') ?? ''

// --- 2. A storm's line or fields "between" two towns across the country ------------------------------

const BETWEEN = new RegExp(`(?:zwischen|entre|between|tëschent) (${ANY_TOWN}) (?:und|et|and|an) (${ANY_TOWN})`, 'gu')
/** Two neighbours a storm's road, line or fields join: the helpers' NEIGHBOURS are within 12 km, the nearest two of a lone town within 20. */
const STORM_KM = 20
function stormBetweenFarTowns(t: GeneratedText): string | false {
  if (kindOf(t) !== 'gale' && kindOf(t) !== 'thunderstorm') return false
  for (const found of `${t.title} ${textOf(t)}`.matchAll(BETWEEN)) {
    const km = distanceKm(germanOf(found[1]), germanOf(found[2]))
    if (km > STORM_KM) return `${found[0]} (${Math.round(km)} km)`
  }
  return false
}

// --- 3. "Die Sammlung des Vereins" with no society, or a society not yet founded or silent -----------

const UNNAMED_SOCIETY = /Sammlung des Vereins besitzt/
const NAMED_SOCIETY = /Verein\w* Luxemburger Naturfreunde|Société des naturalistes luxembourgeois/
/** Founded in May 1890, silent from the invasion to October 1945; plants in its field from 1896. */
function societyOutOfItsYears(t: GeneratedText): string | false {
  const text = textOf(t)
  const unnamed = matchIn(text, UNNAMED_SOCIETY)
  if (unnamed) return unnamed
  const year = yearOf(t)
  const first = /Plants$|^plants$/.test(kindOf(t) ?? '') ? 1896 : 1891
  return year < first || (year >= 1940 && year < 1946) ? matchIn(text, NAMED_SOCIETY) : false
}

// --- 6. A station street before the town had a station ---------------------------------------------

const STATION_STREET_NAME = /Bahnhofstraße|rue de la Gare|Garer Strooss|Station Road/
function stationStreetBeforeStation(t: GeneratedText): string | false {
  const all = `${t.title} ${textOf(t)}`
  const found = matchIn(all, STATION_STREET_NAME)
  if (!found) return false
  // The town the street is in, named just after it ("rue de la Gare … à Luxembourg"); else the story's. A death notice's
  // headline names the dead ("Johann Mersch"), whose surname may be a town's (issue 51, twelfth wave).
  const at = STATION_STREET_NAME.exec(all)?.index ?? 0
  const rest = all.slice(at, at + 80)
  // Within the street's own sentence: "Saale Hilbert, Bahnhofstraße. Es spielt die Musikgesellschaft von Kehlen" names the band's town.
  const near = TOWN.exec(rest.slice(0, rest.search(/[.!?;](?:\s|$)/) + 1 || rest.length))
  const town = (near ? GERMAN_NAME.get(near[1] ?? '') : undefined) ?? storyTown(t)
  const year = yearOf(t)
  return year < 1860 || (town !== undefined && !hasStation(town, year)) ? `${town ?? '?'} ${year}: ${found}` : false
}

// --- 9. A fire headline's street the report never names ---------------------------------------------

/** Every street the stories draw, in any language (the German list of text.ts adds two to the vocabulary's). */
const ALL_STREETS = [...new Set([...STREETS.de, ...STREETS.fr, ...STREETS.lb, ...STREETS.en, 'Mühlengasse', 'Schulstraße'])].sort((a, b) => b.length - a.length)
function fireStreetUntold(t: GeneratedText): string | false {
  if (kindOf(t) !== 'fire') return false
  const street = ALL_STREETS.find((name) => t.title.includes(name))
  return street !== undefined && !textOf(t).includes(street) ? `${t.title} | ${textOf(t).slice(0, 120)}` : false
}

// --- 14. A canton's farm report naming the fields or market of another canton -----------------------

const CANTON_HEAD = new RegExp(`(?:Kanton|canton) (?:de |d')?(${ANY_TOWN})`, 'u')
const FIELDS_OR_MARKET = new RegExp(`(?:Feldern um|Markte in|champs autour d[e'] ?|marché d[e'] ?|Felder ronderëm|Maart (?:zu|vu|vun)) ?(${ANY_TOWN})`, 'gu')
function farmReportOfAnotherCanton(t: GeneratedText): string | false {
  if (kindOf(t) !== 'agriculture') return false
  const head = CANTON_HEAD.exec(t.title)
  if (!head) return false
  const canton = CANTON_OF[germanOf(head[1])]
  for (const found of textOf(t).matchAll(FIELDS_OR_MARKET)) {
    if (CANTON_OF[germanOf(found[1])] !== canton) return `${t.title} … ${found[0]}`
  }
  return false
}

// --- Small: "Verdunkelungszeiten" with no hour -------------------------------------------------------

const HOUR = /\d+(?:[.:]\d+)? Uhr/
const blackoutWithoutHours = (t: GeneratedText) =>
  kindOf(t) === 'blackout' && /Verdunkelungszeiten/.test(t.title) && !HOUR.test(textOf(t)) ? `${t.title} | ${textOf(t).slice(0, 120)}` : false

export function seventhLocal(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('gale, thunderstorm: a line, road or fields "between" two towns over 20 km apart (seventh reading, row 2)', texts, stormBetweenFarTowns),
    countTexts('"die Sammlung des Vereins" with no society named, or the naturalists\' society before 1891 (plants 1896) or in 1940–1945 (seventh reading, row 3)', texts, societyOutOfItsYears),
    countTexts('a Bahnhofstraße, rue de la Gare, Garer Strooss before the town had a station (seventh reading, row 6)', texts, stationStreetBeforeStation),
    countTexts('fire: the headline\'s street not named in the report (seventh reading, row 9)', texts, fireStreetUntold),
    countTexts('agriculture: a canton\'s report naming the fields or market of a town of another canton (seventh reading, row 14)', texts, farmReportOfAnotherCanton),
    countTexts('blackout: "Verdunkelungszeiten" headed over a notice with no hour (seventh reading, small)', texts, blackoutWithoutHours),
  ]
}
