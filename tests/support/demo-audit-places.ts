/**
 * The second reading's faults of place (docs/evidence/issue-51/second-reading.md, rows 1, 4, 8, 17
 * and 23, and two of its "also seen"), each counted over every text the generator wrote: a
 * brigade that helps at a fire from across the country, a road accident "between" two distant
 * towns, a railway line that never ran (or not that year), a steelworks in a town that had none, a
 * field path to a far town, a Moselle flood's meadows off the river and a storm's fields between
 * distant towns. Distances are straight lines between approximate town centres (geography.ts);
 * the town a text is about is the one its `event` names. The integration test holds each to 0;
 * `node scripts/demo-audit.ts` prints them with the others.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { RAIL_LINES, TOWN_CENTRES, distanceKm, railLineOpen } from '#src/demo/geography.ts'
import { germanPlaceName } from '#src/demo/period.ts'
import { MOSELLE_BANK, STEEL_TOWNS } from '#src/demo/stories/types.ts'
import { PLACES } from '#src/demo/vocabulary.ts'
import { type AuditRule, bodyOf, countTexts } from './demo-audit.ts'
import { escapeRegExp } from '#src/domain/regex.ts'

/** Every printed name of the towns of TOWN_CENTRES, in each language and as the occupation printed it, to its German name. */
const TOWN_OF = new Map<string, string>()
for (const place of PLACES) {
  if (!(place.de in TOWN_CENTRES)) continue
  const forms = [place.de, place.fr, place.lb, place.en, germanPlaceName(place.de, { year: 1930, month: 1, day: 1, weekday: 3 }), germanPlaceName(place.de, { year: 1942, month: 1, day: 1, weekday: 4 })]
  for (const form of forms) TOWN_OF.set(form, place.de)
}
const NAMES = [...TOWN_OF.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp)
/** A town's name, whole: "Esch-sur-Alzette" before "Esch", never the start of a longer word. */
const T = `(${NAMES.join('|')})(?![\\p{L}-])`
const DE = `(?:de |d'|d’)`

/** The town a text reports on (its scene's first), from its `event`: "fire:Remich:…". */
function townOf(t: GeneratedText): string | undefined {
  const town = t.event?.split(':')[1]
  return town !== undefined && town in TOWN_CENTRES ? town : undefined
}

/** Pairs of towns a text names together by the patterns given: two towns, or one and the text's own town. */
function pairsIn(t: GeneratedText, both: readonly string[], one: readonly string[]): [string, string][] {
  const text = bodyOf(t)
  const pairs: [string, string][] = []
  for (const pattern of both) {
    for (const m of text.matchAll(new RegExp(pattern.replaceAll('X', T), 'gu'))) {
      const [a, b] = [m[1], m[2]].map((name) => TOWN_OF.get(name ?? ''))
      if (a && b && a !== b) pairs.push([a, b])
    }
  }
  const own = townOf(t)
  if (own === undefined) return pairs
  for (const pattern of one) {
    for (const m of text.matchAll(new RegExp(pattern.replaceAll('X', T), 'gu'))) {
      const other = TOWN_OF.get(m[1] ?? '')
      if (other && other !== own) pairs.push([own, other])
    }
  }
  return pairs
}

/** The first pair further apart than `km`, written out, or false. */
function farPair(pairs: readonly [string, string][], km: number): string | false {
  const far = pairs.find(([a, b]) => distanceKm(a, b) > km)
  return far ? `${far[0]}–${far[1]} ${distanceKm(far[0], far[1]).toFixed(0)} km` : false
}

const ofKind = (t: GeneratedText, ...kinds: string[]) => kinds.some((kind) => t.template.startsWith(`${kind}:`))

// --- Row 1: a brigade from across the country ------------------------------------------------

function farBrigade(t: GeneratedText): string | false {
  if (!ofKind(t, 'fire')) return false
  return farPair(pairsIn(t, [], ['Wehr von X', 'Feuerwehrmann aus X', `Ceux ${DE}X sont venus`, '[Ff]iremen from X', '[Ff]ireman from X']), 15)
}

// --- Row 4: a road accident between distant towns --------------------------------------------

function farRoad(t: GeneratedText): string | false {
  if (!ofKind(t, 'cartAccident', 'carAccident', 'accident', 'traffic')) return false
  const both = ['von X nach X', 'zwischen X und X', 'Straße X–X', `route ${DE}X à X`, 'entre X et X', 'tëscht X an X', 'between X and X', 'the X–X road']
  const one = ['Straße nach X', `nach X unterwegs`, `route ${DE}X(?! à)`, 'the X road']
  return farPair(pairsIn(t, both, one), 20)
}

// --- Row 8: a railway line that never ran ----------------------------------------------------

function railwayThatNeverWas(t: GeneratedText): string | false {
  const year = Number(t.date.slice(0, 4))
  if (t.template.startsWith('law:')) {
    // A law orders a line built: one that opened within a few years after it.
    const pairs = pairsIn(t, ['Eisenbahn von X nach X', `chemin de fer ${DE}X à X`], [])
    const wrong = pairs.find(([a, b]) => !RAIL_LINES.some((line) => line.ends.includes(a) && line.ends.includes(b) && line.from > year && line.from <= year + 6))
    return wrong ? `law for ${wrong.join('–')} in ${year}` : false
  }
  if (!ofKind(t, 'railway')) return false
  const both = ['Eisenbahn X–X', 'Strecke X–X', 'von X nach X', 'zwischen X und X', `[Cc]hemin de fer ${DE}X à X`, `ligne ${DE}X à X`]
  const one = ['Strecke nach X', 'Linie nach X', `ligne ${DE}X(?! à)`, 'se rendent chaque jour à X']
  const wrong = pairsIn(t, both, one).find(([a, b]) => !railLineOpen(a, b, year))
  return wrong ? `${wrong.join('–')} in ${year}` : false
}

// --- Row 17: a steelworks where there was none -----------------------------------------------

function steelworksWithout(t: GeneratedText): string | false {
  if (!ofKind(t, 'mining', 'business')) return false
  const town = t.event?.split(':')[1] ?? ''
  const year = Number(t.date.slice(0, 4))
  return STEEL_TOWNS(year).includes(town) ? false : `${town} in ${year}`
}

// --- Row 23 and the "also seen": a field path, a flood's meadows, a storm's fields ------------

function farFieldPath(t: GeneratedText): string | false {
  if (!ofKind(t, 'letter')) return false
  return farPair(pairsIn(t, [], ['Feldweg nach X']), 15)
}

function floodOffTheRiver(t: GeneratedText): string | false {
  if (!ofKind(t, 'moselle')) return false
  const pairs = pairsIn(t, ['prés entre X et X', 'Wiesen zwischen X und X'], [])
  const off = pairs.find(([a, b]) => !MOSELLE_BANK.includes(a) || !MOSELLE_BANK.includes(b))
  return off ? `${off.join('–')}: off the Moselle` : farPair(pairs, 15)
}

function farStorm(t: GeneratedText): string | false {
  if (!ofKind(t, 'thunderstorm')) return false
  return farPair(pairsIn(t, ['zwischen X und X', 'entre X et X', 'between X and X'], []), 15)
}

export function places(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('a brigade or fireman helping at a fire from a town over 15 km away', texts, farBrigade),
    countTexts('a road accident "between" two towns over 20 km apart', texts, farRoad),
    countTexts('a railway line with two named ends that did not run that year (a law: that did not open within six years)', texts, railwayThatNeverWas),
    countTexts('a steelworks in a town without one that year', texts, steelworksWithout),
    countTexts('a field path to a town over 15 km away', texts, farFieldPath),
    countTexts("a Moselle flood's meadows between towns off the river or over 15 km apart", texts, floodOffTheRiver),
    countTexts("a storm's fields between towns over 15 km apart", texts, farStorm),
  ]
}
