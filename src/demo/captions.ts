/**
 * The captions of a paper's pictures, maps and charts (issue 51): a subject where it can be seen in
 * the year (no blast furnace in Beaufort), with a note that fits it, and no festival pictured under
 * the occupation. A picture of a season is printed in its season (issue 51, thirteenth reading row 6:
 * no "Weinlese bei Wormeldingen" in June, no "Winter in Grevenmacher" in a June issue); a picture of
 * another time says so with its own year ("im Winter 1891").
 */
import { ROLES, holdsAsNamed } from './people.ts'
import { polish } from './grammar.ts'
import type { Rng } from './random.ts'
import type { Lang } from './story.ts'
import { isOccupation } from './period.ts'
import { atTheFront, newScene, type TextContext } from './text.ts'
import { HOME_PLACE_COUNT, PLACES } from './vocabulary.ts'
import { byDistance, isCommune, railTowns } from './geography.ts'
import { MOSELLE_BANK, NORTH, NO_INAUGURATION, RIVER_TOWNS, STEEL_TOWNS } from './stories/types.ts'
import { lastCountedYear, ocrApostrophes, placeByGermanName } from './units.ts'

/**
 * The towns (German names of PLACES) where a subject can be pictured in a year (issue 51: "Die
 * Hochöfen von Beaufort"): a steelworks in a steel town, a station at a line open that year, a
 * vintage on the Moselle's bank, a flood or a bridge on a river, a castle's ruin where one stands,
 * a tram in the capital, a parish church where the town is one parish (the capital had several).
 */
const PICTURED_AT: Record<'steel' | 'rail' | 'wine' | 'river' | 'ruin' | 'capital' | 'parish' | 'commune', (year: number) => readonly string[]> = {
  steel: STEEL_TOWNS,
  rail: (year) => [...railTowns(year), ...RAIL_THROUGH.filter(([, from]) => from <= year).map(([town]) => town)],
  wine: () => MOSELLE_BANK,
  river: () => RIVER_TOWNS,
  ruin: (year) => CASTLE_RUINS.filter(([, until]) => year < until).map(([town]) => town),
  capital: () => ['Luxemburg'],
  parish: () => byDistance('Luxemburg'),
  commune: (year) => PLACES.slice(0, HOME_PLACE_COUNT).map((place) => place.de).filter((town) => isCommune(town, year)), // a Luxembourg commune's: no London's in 1941
}

/** Stations of RAIL_LINES between a line's ends: Walferdange and Mersch (Luxembourg–Ettelbruck), Clervaux (the Northern line). */
const RAIL_THROUGH: readonly (readonly [string, number])[] = [['Walferdingen', 1863], ['Mersch', 1863], ['Clerf', 1867]]

/**
 * Castles that stood in ruins, with the year that ended it: Beaufort's old castle, Larochette's and
 * Hesperange's, and Vianden's until the State took it over for its restoration (1977).
 */
const CASTLE_RUINS: readonly (readonly [string, number])[] = [['Befort', 10_000], ['Fels', 10_000], ['Hesperingen', 10_000], ['Vianden', 1977]]

/**
 * The months a picture of a season is printed in: the Moselle's vintage from September to November
 * (it began in late September or October, the pressing ran into November), and winter from December
 * to March.
 */
const VINTAGE_MONTHS: readonly number[] = [9, 10, 11]
const WINTER_MONTHS: readonly number[] = [12, 1, 2, 3]

/**
 * A subject, with the years it can be shown (no blast furnace in Esch before there was one, no tram
 * after the last), where (`at`), and which notes it takes: the day it opened only if it is new,
 * "after the fire" only a building or its brigade, no season or month if it is itself a season's;
 * a season's subject is printed in the months of its season only (`months`).
 */
type Pictured = { text: string; from?: number; to?: number; festive?: boolean; at?: keyof typeof PICTURED_AT; opens?: true; building?: true; season?: true; months?: readonly number[] }

/** What an illustration shows: a subject in a town, sometimes with an occasion. No festival, procession or fair under the occupation. */
const PICTURED: Record<Lang, Pictured[]> = {
  de: [
    { text: 'Ansicht von {place}', building: true }, { text: 'Ansicht von {place}', building: true }, { text: 'Die neue Brücke in {place}', at: 'river', opens: true }, { text: 'Der Festzug in {place}', festive: true },
    { text: 'Das Denkmal auf dem Marktplatz zu {place}', opens: true }, { text: 'Die Hochöfen von {place}', from: 1871, at: 'steel' }, { text: 'Der Bahnhof von {place}', from: 1859, at: 'rail', building: true },
    { text: 'Die Pfarrkirche zu {place}', at: 'parish', building: true }, { text: 'Das Rathaus von {place}', at: 'commune', building: true }, { text: 'Der Viehmarkt in {place}', festive: true }, { text: 'Die Schlossruine bei {place}', at: 'ruin' },
    { text: 'Das Hochwasser in {place}', at: 'river' }, { text: 'Die Weinlese bei {place}', at: 'wine', season: true, months: VINTAGE_MONTHS }, { text: 'Das neue Schulhaus in {place}', opens: true, building: true }, { text: 'Die Feuerwehr von {place}', building: true },
    { text: 'Das Elektrizitätswerk von {place}', from: 1900, opens: true }, { text: 'Die Straßenbahn in der {street} zu Luxemburg', from: 1875, to: 1964, at: 'capital' }, { text: 'Der Flugplatz auf dem Findel, {month} {year}', from: 1946, season: true },
    { text: 'Die Mühle bei {place}', building: true }, { text: 'Winter in {place}', season: true, months: WINTER_MONTHS }, { text: 'Der Schulhof von {place}' },
  ],
  fr: [
    { text: 'Vue {dePlace}', building: true }, { text: 'Vue {dePlace}', building: true }, { text: 'Le nouveau pont {dePlace}', at: 'river', opens: true }, { text: 'Le cortège à {place}', festive: true }, { text: 'Le monument de la place du Marché à {place}', opens: true },
    { text: 'Les hauts fourneaux {dePlace}', from: 1871, at: 'steel' }, { text: 'La gare {dePlace}', from: 1859, at: 'rail', building: true }, { text: "L'église paroissiale {dePlace}", at: 'parish', building: true },
    { text: "L'hôtel de ville {dePlace}", at: 'commune', building: true }, { text: 'Le marché aux bestiaux à {place}', festive: true }, { text: 'Les ruines du château {dePlace}', at: 'ruin' },
    { text: "L'inondation à {place}", at: 'river' }, { text: 'Les vendanges près {dePlace}', at: 'wine', season: true, months: VINTAGE_MONTHS }, { text: 'La nouvelle école {dePlace}', opens: true, building: true }, { text: 'Les pompiers {dePlace}', building: true },
    { text: "L'usine électrique {dePlace}", from: 1900, opens: true }, { text: 'Le tramway de Luxembourg, {street}', from: 1875, to: 1964, at: 'capital' }, { text: "L'aérodrome du Findel en {month} {year}", from: 1946, season: true },
    { text: 'Le moulin {dePlace}', building: true }, { text: "L'hiver à {place}", season: true, months: WINTER_MONTHS }, { text: "La cour de l'école {dePlace}" },
  ],
  lb: [
    { text: 'Bléck op {place}', building: true }, { text: 'Den Cortège zu {place}', festive: true }, { text: "D'nei Bréck zu {place}", at: 'river', opens: true }, { text: "D'Kierch zu {place}", at: 'parish', building: true },
    { text: "D'Gare {vunPlace}", from: 1859, at: 'rail', building: true }, { text: 'De Maart zu {place}', festive: true }, { text: "D'Schlassruin bei {place}", at: 'ruin' }, { text: "D'Wäinlies bei {place}", at: 'wine', season: true, months: VINTAGE_MONTHS },
  ],
  en: [
    { text: 'View of {place}', building: true }, { text: 'The new bridge at {place}', at: 'river', opens: true }, { text: 'The procession at {place}', festive: true }, { text: 'The parish church of {place}', at: 'parish', building: true },
    { text: 'The railway station at {place}', from: 1859, at: 'rail', building: true }, { text: 'The cattle market at {place}', festive: true }, { text: 'The flood at {place}', at: 'river' },
    { text: 'The ruins of the castle near {place}', at: 'ruin' }, { text: 'The vintage near {place}', at: 'wine', season: true, months: VINTAGE_MONTHS }, { text: 'The power station at {place}', from: 1900, opens: true },
  ],
}

/** What a picture adds after its subject, now and then: the occasion, or the photographer (of the town: a Luxembourger in English too). */
const PICTURE_NOTES: Record<Lang, { text: string; festive?: boolean; opening?: boolean; fire?: true; time?: true }[]> = {
  de: [{ text: 'im Winter {year}', time: true }, { text: 'am Tag der Einweihung', festive: true, opening: true }, { text: 'nach dem Brand', fire: true }, { text: 'aus der Vogelschau' }, { text: 'Aufnahme von {P.name}' }, { text: 'am Kirmessonntag', festive: true }, { text: 'im {month} {year}', time: true }],
  fr: [{ text: "pendant l'hiver {year}", time: true }, { text: "le jour de l'inauguration", festive: true, opening: true }, { text: "après l'incendie", fire: true }, { text: "vue à vol d'oiseau" }, { text: 'cliché {P.name}' }, { text: 'le dimanche de la kermesse', festive: true }, { text: 'en {month} {year}', time: true }],
  lb: [{ text: 'am Wanter {year}', time: true }, { text: 'um Kiermesdag', festive: true }, { text: 'nom Brand', fire: true }],
  en: [{ text: 'in the winter of {year}', time: true }, { text: 'on the day it opened', festive: true, opening: true }, { text: 'after the fire', fire: true }, { text: "from a bird's-eye view" }, { text: 'photograph by {P=resident.name}' }],
}

const CAPTIONS: Record<'MAP' | 'CHART_DIAGRAM', Record<Lang, string[]>> = {
  MAP: {
    de: ['Karte des Kantons {canton}, Stand {year}.', 'Übersichtskarte der Eisenbahnlinien, {month} {year}.', 'Plan der Stadt {place} im Jahre {year}.', 'Lageplan von {place} und {place2}.'],
    fr: ['Carte du canton {deCanton}, état de {year}.', 'Carte des chemins de fer, {month} {year}.', 'Plan de la ville {dePlace} en {year}.', 'Plan de situation {dePlace} et {dePlace2}.'],
    lb: ['Kaart vum Kanton {canton}, {year}', 'Plang {vunPlace}, {year}'],
    en: ['Map of the canton of {canton}, {year}', 'Railway map, {month} {year}'],
  },
  CHART_DIAGRAM: {
    de: ['Graphische Darstellung der Bevölkerungsbewegung in {place}, {year0}–{yearDone}.', 'Entwicklung der Roheisenerzeugung {year0}–{yearDone}.', 'Niederschläge in {place} im Jahre {yearDone}.'],
    fr: ['Graphique de la production de fonte {year0}-{yearDone}.', 'Mouvement de la population {dePlace}, {year0}-{yearDone}.', 'Diagramme des pluies à {place} en {yearDone}.'],
    lb: ['Grafik: Entwécklung vun der Bevëlkerung {vunPlace}, {year0}–{yearDone}', 'Produktioun {year0}–{yearDone}'],
    en: ['Chart: steel production {year0}–{yearDone}', 'Rainfall at {place} in {yearDone}'],
  },
}

const CANTONS = ['Capellen', 'Clerf', 'Diekirch', 'Echternach', 'Esch an der Alzette', 'Grevenmacher', 'Luxemburg', 'Mersch', 'Redingen', 'Remich', 'Vianden', 'Wiltz']

export function captionText(rng: Rng, kind: 'ILLUSTRATION' | 'MAP' | 'CHART_DIAGRAM', lang: Lang, ctx: TextContext): string {
  // A map or picture of a canton of the front is none of the winter of 1944-45 (FRONT_DAYS).
  const canton = placeByGermanName(rng.pick(atTheFront(ctx.date) ? CANTONS.filter((seat) => !NORTH.includes(seat)) : CANTONS))
  const year = ctx.date.year
  const scene = (at?: keyof typeof PICTURED_AT) =>
    newScene(rng, lang, ctx, at ? { headlines: [], lead: [], body: [], places: PICTURED_AT[at](year) } : undefined, {
      year0: () => String(lastCountedYear(ctx.date) - rng.int(10, 40)),
      yearDone: () => String(lastCountedYear(ctx.date)),
      canton: () => canton[lang],
      deCanton: () => (/^[AEIOUÉ]/.test(canton.fr) ? `d'${canton.fr}` : `de ${canton.fr}`),
    })
  const occupied = isOccupation(ctx.date)
  // A portrait of an office-holder of the cast: not under the occupation, when the offices were the occupier's.
  // Nor a woman as a society's "Präsidentin" before 1970 (holdsAsNamed; issue 51, thirteenth reading: "Barbara Klein, Präsidentin" in 1939).
  const sitters = ctx.cast.filter((member) => holdsAsNamed(member, year))
  if (kind === 'ILLUSTRATION' && !occupied && sitters.length > 0 && rng.chance(0.2)) {
    const p = rng.pick(sitters)
    const role = ROLES[p.role]
    const roleName = role ? (p.female ? role.female : role.male)[lang] : ''
    // Through polish, as every text: a French or English caption writes a German ß as ss (issue 51, row 7: "Paul Hoß, député").
    return polish(lang, `${p.given} ${p.family}, ${roleName}${lang === 'en' ? '' : '.'}`)
  }
  if (kind !== 'ILLUSTRATION') return ocrApostrophes(scene().fill(rng.pick(CAPTIONS[kind][lang].filter((caption) => year >= 1859 || !/Eisenbahn|chemins de fer|Railway/.test(caption))))) // no railway map before the first line, 1859 (issue 51)
  // No inauguration from the invasion to the end of 1945 (issue 51), nor any feast under the occupation.
  const month = `${year}-${String(ctx.date.month).padStart(2, '0')}`
  const noOpening = month >= NO_INAUGURATION[0] && month <= NO_INAUGURATION[1]
  const fits = (entry: { from?: number; to?: number; festive?: boolean; opening?: boolean }) =>
    (entry.from ?? 0) <= year && year < (entry.to ?? 10_000) && !(occupied && entry.festive) && !(noOpening && entry.opening)
  const inSeason = (entry: Pictured) => !entry.months || entry.months.includes(ctx.date.month)
  const pictured = rng.pick(PICTURED[lang].filter((entry) => fits(entry) && inSeason(entry) && (!entry.at || PICTURED_AT[entry.at](year).length > 0)))
  const filled = scene(pictured.at)
  const subject = filled.fill(pictured.text)
  // The notes the subject takes: an opening only of what is new, a fire only of a building, a time only of what is not a season's own.
  const notes = PICTURE_NOTES[lang].filter((n) => fits(n) && (!n.opening || pictured.opens) && (!n.fire || pictured.building) && (!n.time || !pictured.season))
  const note = rng.chance(0.35) && notes.length > 0 ? filled.fill(rng.pick(notes).text) : undefined
  // English captions stand without a full stop, as English papers printed them.
  const end = lang === 'en' || lang === 'lb' ? '' : '.'
  return ocrApostrophes(note ? `${subject}, ${note}${end}` : `${subject}${end}`)
}
