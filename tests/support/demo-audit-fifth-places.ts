/**
 * The fifth close reading's faults of places (docs/evidence/issue-51/fifth-reading.md, rows 3 and
 * 5), each counted over every text the generator wrote: an alibi in an inn across the country, and
 * a place that was no commune given a council, a mayor, a town hall or communal elections. The
 * integration test holds each to 0; `node scripts/demo-audit.ts` prints them with the others.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { NOT_A_COMMUNE, distanceKm, isCommune } from '#src/demo/geography.ts'
import { HOME_PLACE_COUNT, PLACES } from '#src/demo/vocabulary.ts'
import { type AuditRule, bodyOf, countTexts } from './demo-audit.ts'
import { escapeRegExp } from '#src/domain/regex.ts'

/** Every name of a town of the Grand Duchy, in any language, to its German name. */
const GERMAN_NAME = new Map<string, string>(PLACES.slice(0, HOME_PLACE_COUNT).flatMap((p) => [p.de, p.fr, p.lb, p.en].map((name) => [name, p.de] as const)))
const ANY_TOWN = [...GERMAN_NAME.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')

// --- 3. The accused's alibi in an inn across the country ------------------------------------------

const ALIBI_INN = new RegExp(`(?:Wirtschaft in|auberge d[e']|auberge de|Wiertschaft zu|Café zu|café à|public house at|pub at|inn at|an inn in) ?(${ANY_TOWN})`, 'u')
const HOME_OF = new RegExp(`(?:aus|de|d'|vun|vu|of|commise à) (${ANY_TOWN})`, 'gu')
/** The court's own town ("Tribunal correctionnel de Luxembourg") is not the accused's. */
const COURT_AT = new RegExp(`(?:[Tt]ribunal(?: correctionnel)?|Zuchtpolizeigericht|Bezirksgericht)(?: in| de| d'|) ?(?:${ANY_TOWN})`, 'gu')
/** An evening's walk or ride: the nearest towns of the list lie within about 12.5 km of each (Wiltz–Hosingen the farthest). */
const ALIBI_KM = 13
function alibiAcrossTheCountry(t: GeneratedText): string | false {
  if (!t.template?.startsWith('court')) return false
  const text = bodyOf(t).replace(COURT_AT, '')
  const inn = ALIBI_INN.exec(text)
  if (!inn) return false
  // The accused's town is the last named before the inn: "aus {place}", "de {place}", "commise à {place}".
  const home = [...text.slice(0, inn.index).matchAll(HOME_OF)].at(-1)
  if (!home) return false
  const km = distanceKm(GERMAN_NAME.get(home[1] ?? '') ?? '', GERMAN_NAME.get(inn[1] ?? '') ?? '')
  return km > ALIBI_KM ? `${home[0]} … ${inn[0]} (${Math.round(km)} km)` : false
}

// --- 5. A place that was no commune with a council, a mayor, a town hall, elections --------------

/** The names, in every language, of the places NOT_A_COMMUNE lists. */
const PART_NAMES = new Map<string, string>(
  PLACES.filter((p) => p.de in NOT_A_COMMUNE).flatMap((p) => [p.de, p.fr, p.lb, p.en].map((name) => [name, p.de] as const)),
)
const PART = `(${[...PART_NAMES.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})`
const COMMUNE_OF_PART = [
  `(?:Gemeinderat|Gemeinderates|Gemeinderats|Gemeinde|Gemeindeverwaltung|Gemeindesekretariat|Gemeindehaus|Gemeindehause|Gemeindesaale?|Gemeindejagd|Gemeindewald|Gemeindebeamten|Rathaus|Bürgermeister|Schöffe|Schöffenrat|Wahlen|Armenbüros?) (?:von |in |zu |der Gemeinde )?${PART}`,
  `(?:conseil communal|commune|administration communale|bourgmestre|élections|échevins?|bureau de bienfaisance|chasse communale|forêt communale|hôtel de ville) (?:de |d'|à )${PART}`,
  `(?:municipal council|council|mayor|town hall|elections) (?:of |at |from |in )${PART}`,
  `(?:Gemengerot|Buergermeeschter|Gemeng|Gemengenhaus|Wale) (?:vu |vun |zu )${PART}`,
].map((source) => new RegExp(source, 'u'))
/** The kinds that are news of a commune as such: their town, wherever it is named, is one. */
const COMMUNE_KIND = /^(?:council|elections|government|building):/
const TOWN_IN_TITLE = new RegExp(PART, 'u')

function communeThatWasNone(t: GeneratedText): string | false {
  // Reviews draw their towns in reviews.ts, which names no commune's office: left out.
  if (!t.template || /^review\b/.test(t.template)) return false
  const year = Number(t.date.slice(0, 4))
  const isPart = (name: string | undefined) => !isCommune(PART_NAMES.get(name ?? '') ?? '', year)
  const all = bodyOf(t)
  for (const pattern of COMMUNE_OF_PART) {
    const match = pattern.exec(all)
    if (match && isPart(match[1])) return match[0]
  }
  const inTitle = COMMUNE_KIND.test(t.template) ? TOWN_IN_TITLE.exec(t.title) : null
  return inTitle && isPart(inTitle[1]) ? `${t.template.split(':')[0]}: ${t.title}` : false
}

export function fifthPlaces(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts(`fifth 3: the accused's alibi in an inn over ${ALIBI_KM} km from his town`, texts, alibiAcrossTheCountry),
    countTexts('fifth 5: a council, mayor, town hall, elections or commune of a place that was no commune that year (Wasserbillig, Capellen, Schengen …)', texts, communeThatWasNone),
  ]
}
