/**
 * Where the demo's towns lie, so that a second town of a text is one the first could meet (issue
 * 51): a brigade helps from a neighbouring town, a cart overturns on a road between two towns a
 * few hours apart, a storm ravages the fields between two neighbours, and a railway line runs
 * between the two ends of a line that was open that year. Towns are the German names of PLACES.
 */

/**
 * Town centres, latitude and longitude in degrees: approximate (to about a kilometre), read off a
 * map of the Grand Duchy for each town's centre (its church or town hall), not surveyed points.
 * Arel, Diedenhofen and Trier are here as the far ends of railway lines.
 */
export const TOWN_CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  Luxemburg: [49.611, 6.13],
  'Esch an der Alzette': [49.496, 5.981],
  Diekirch: [49.868, 6.16],
  Ettelbrück: [49.847, 6.104],
  Echternach: [49.812, 6.421],
  Wiltz: [49.966, 5.932],
  Vianden: [49.935, 6.208],
  Grevenmacher: [49.681, 6.441],
  Remich: [49.545, 6.367],
  Mersch: [49.749, 6.106],
  Clerf: [50.055, 6.031],
  Düdelingen: [49.48, 6.087],
  Differdingen: [49.524, 5.891],
  Rümelingen: [49.459, 6.031],
  Petingen: [49.558, 5.881],
  Bettemburg: [49.517, 6.103],
  Capellen: [49.645, 5.99],
  Redingen: [49.764, 5.889],
  Wasserbillig: [49.715, 6.5],
  Mondorf: [49.505, 6.281],
  Steinfort: [49.661, 5.917],
  Hesperingen: [49.568, 6.151],
  Walferdingen: [49.659, 6.132],
  Kayl: [49.489, 6.04],
  Schifflingen: [49.506, 6.012],
  Befort: [49.836, 6.291],
  Fels: [49.786, 6.218],
  Ulflingen: [50.121, 6.002],
  Junglinster: [49.713, 6.253],
  Bissen: [49.787, 6.066],
  Hosingen: [50.013, 6.091],
  Wormeldingen: [49.611, 6.405],
  Schengen: [49.471, 6.366],
  Kehlen: [49.667, 6.036],
  Arel: [49.683, 5.817],
  Diedenhofen: [49.357, 6.168],
  Trier: [49.75, 6.637],
}

/** Straight-line distance in kilometres between two towns' centres (an equirectangular approximation, ample over 80 km); Infinity for a town not in the table. */
export function distanceKm(a: string, b: string): number {
  const p = TOWN_CENTRES[a]
  const q = TOWN_CENTRES[b]
  if (!p || !q) return Number.POSITIVE_INFINITY
  const toRad = Math.PI / 180
  const x = (q[1] - p[1]) * toRad * Math.cos(((p[0] + q[0]) / 2) * toRad)
  const y = (q[0] - p[0]) * toRad
  return Math.sqrt(x * x + y * y) * 6371
}

/** The towns of the Grand Duchy in the table (not the far ends of railway lines). */
const HOME_TOWNS = Object.keys(TOWN_CENTRES).filter((town) => !['Arel', 'Diedenhofen', 'Trier'].includes(town))

/** Every other town of the Grand Duchy, nearest first. */
export function byDistance(town: string): string[] {
  return HOME_TOWNS.filter((other) => other !== town).sort((a, b) => distanceKm(town, a) - distanceKm(town, b))
}

/**
 * A story's second towns within `km` of the first, nearest first (among `towns` where given: the
 * Moselle's riverside towns for a flood); the nearest two where none is that near (Wiltz has no
 * town of the list within 12 km, the villages between are not in it).
 */
export function near(km: number, towns?: readonly string[]): (town: string) => readonly string[] {
  return (town) => {
    const all = byDistance(town).filter((other) => !towns || towns.includes(other))
    const within = all.filter((other) => distanceKm(town, other) <= km)
    return within.length > 0 ? within : all.slice(0, 2)
  }
}

/** A helping brigade, a storm's fields, a field path: the next towns, within 12 km. */
export const NEIGHBOURS = near(12)
/** Two towns of a road accident "between" them, on one road: within 20 km. */
export const BY_ROAD = near(20)

/**
 * The railway lines a paper named by their two ends, with the years they carried passengers:
 * [from, to), `to` the year the last passenger train ran (a line still open has none). The
 * Guillaume-Luxembourg lines (1859–1866), the Prince-Henri lines (Attert line 1873/1880–1967,
 * Sauer line 1872/1874–1953/1964, Wasserbillig–Grevenmacher 1891–1954) and the
 * narrow-gauge "Jhangeli" lines (Luxembourg–Remich 1882–1955, Diekirch–Vianden 1889–1948,
 * Luxembourg–Echternach "Charly" 1904–1954). A line opened in the last weeks of a year counts
 * from the next. Source: the line articles of the German Wikipedia ("Bahnstrecke …",
 * "Schmalspurbahn …") and kusee.nl, "Railways in Luxemburg" (stations and narrow gauge lines).
 * Lines whose end is not a town of PLACES (Kautenbach–Wiltz, Cruchten–Larochette,
 * Noertzange–Rumelange, Bettembourg–Aspelt), and those whose dates we could not check
 * (Luxembourg–Pétange), are left out.
 */
export const RAIL_LINES: readonly { ends: readonly [string, string]; from: number; to?: number; through?: true }[] = [
  { ends: ['Luxemburg', 'Diedenhofen'], from: 1859 },
  { ends: ['Luxemburg', 'Bettemburg'], from: 1859 },
  { ends: ['Luxemburg', 'Arel'], from: 1859 },
  { ends: ['Bettemburg', 'Esch an der Alzette'], from: 1860 },
  // The trains of the Esch and Diekirch branches ran through from the capital: papers named them so, no law built them.
  { ends: ['Luxemburg', 'Esch an der Alzette'], from: 1860, through: true },
  { ends: ['Luxemburg', 'Diekirch'], from: 1863, through: true },
  { ends: ['Luxemburg', 'Wasserbillig'], from: 1861 },
  { ends: ['Luxemburg', 'Trier'], from: 1861 },
  { ends: ['Luxemburg', 'Ettelbrück'], from: 1863 },
  { ends: ['Ettelbrück', 'Diekirch'], from: 1863 },
  { ends: ['Luxemburg', 'Ulflingen'], from: 1867 },
  { ends: ['Ettelbrück', 'Ulflingen'], from: 1867 },
  { ends: ['Diekirch', 'Echternach'], from: 1873, to: 1964 },
  { ends: ['Petingen', 'Steinfort'], from: 1873, to: 1967 },
  { ends: ['Echternach', 'Wasserbillig'], from: 1874, to: 1953 },
  { ends: ['Petingen', 'Ettelbrück'], from: 1880, to: 1967 },
  { ends: ['Luxemburg', 'Remich'], from: 1882, to: 1955 },
  { ends: ['Diekirch', 'Vianden'], from: 1889, to: 1948 },
  { ends: ['Wasserbillig', 'Grevenmacher'], from: 1892, to: 1954 },
  { ends: ['Luxemburg', 'Echternach'], from: 1904, to: 1954 },
]

function openIn(line: (typeof RAIL_LINES)[number], year: number): boolean {
  return line.from <= year && year < (line.to ?? 10_000)
}

/** The towns of the Grand Duchy at an end of a line open in a year: where a railway story happens. */
export function railTowns(year: number): readonly string[] {
  return [...new Set(RAIL_LINES.filter((line) => openIn(line, year)).flatMap((line) => line.ends))].filter((town) => HOME_TOWNS.includes(town))
}

/** The other ends of the lines open in a year from a town. */
export function railPartners(town: string, year: number): readonly string[] {
  return RAIL_LINES.filter((line) => openIn(line, year) && line.ends.includes(town)).map((line) => (line.ends[0] === town ? line.ends[1] : line.ends[0]))
}

/** Whether a line ran between two towns in a year. */
export function railLineOpen(a: string, b: string, year: number): boolean {
  return RAIL_LINES.some((line) => openIn(line, year) && line.ends.includes(a) && line.ends.includes(b) && a !== b)
}

/** The lines that opened within `years` after a year: what a law of that year could order built. */
export function linesToBuild(year: number, years = 5): readonly (readonly [string, string])[] {
  return RAIL_LINES.filter((line) => !line.through && line.from > year && line.from <= year + years).map((line) => line.ends)
}

/**
 * The places of PLACES that were not a commune of their own in a year, with the commune they
 * belonged to (issue 51: "Die Wahlen in Wasserbillig", "Les élections à Capellen"): no council,
 * mayor, town hall or communal elections of their own. Wasserbillig is of the commune of Mertert
 * and Capellen of Mamer (it names only the canton); Schengen was of the commune of Remerschen,
 * renamed Schengen in 2006. Walferdange was made a commune on 1 January 1851 (from Steinsel),
 * Schifflange on 15 August 1876 (from Esch) and Rumelange on 25 September 1891 (from Kayl):
 * `from` is the first whole year. Sources: the laws listed in "Communes of Luxembourg" (English
 * Wikipedia, "Creation of communes after independence"); the German Wikipedia's Remerschen (law
 * of 24 July 2006). Other places of PLACES were communes in every year of the demo.
 */
export const NOT_A_COMMUNE: Readonly<Record<string, { commune: string; from?: number }>> = {
  Wasserbillig: { commune: 'Mertert' },
  Capellen: { commune: 'Mamer' },
  Schengen: { commune: 'Remerschen', from: 2006 },
  Walferdingen: { commune: 'Steinsel', from: 1851 },
  Schifflingen: { commune: 'Esch an der Alzette', from: 1877 },
  Rümelingen: { commune: 'Kayl', from: 1892 },
}

/** Whether a town (German name of PLACES) was a commune of its own in a year: where a council sat and communal elections were held. */
export function isCommune(town: string, year: number): boolean {
  const part = NOT_A_COMMUNE[town]
  return part === undefined || (part.from !== undefined && year >= part.from)
}

/**
 * The first year each town of PLACES had a railway station, where we could date it (issue 51, seventh reading: no
 * "Bahnhofstraße" or "rue de la Gare" in 1846; the first lines opened on 4 October 1859). A street keeps its name
 * after its line closed, so a station street stays from this year on. The years are those of RAIL_LINES for its
 * towns, and a year or more later where we know only that a station was there by then (Düdelingen, Rümelingen,
 * Kayl and Differdingen on the lines of the mining basin, Wiltz on its branch from Kautenbach, Fels on the
 * Cruchten line, Junglinster on the "Charly" of 1904): a later year leaves a real station street out for a few
 * years, an earlier one would print a street before its station. Towns we could not date (Bissen, Befort,
 * Hosingen, Kehlen, Mondorf, Schengen, Wormeldingen, Hesperingen) are left out: none of their streets is the
 * station's.
 */
export const STATION_SINCE: Readonly<Record<string, number>> = {
  Luxemburg: 1860, Bettemburg: 1860, Capellen: 1860, 'Esch an der Alzette': 1860, Schifflingen: 1861, Wasserbillig: 1861,
  Walferdingen: 1863, Mersch: 1863, Ettelbrück: 1863, Diekirch: 1863, Clerf: 1867, Ulflingen: 1867,
  Petingen: 1873, Steinfort: 1873, Echternach: 1874, Redingen: 1880, Remich: 1882, Düdelingen: 1886,
  Rümelingen: 1886, Kayl: 1886, Wiltz: 1886, Fels: 1886, Vianden: 1889, Grevenmacher: 1892,
  Differdingen: 1900, Junglinster: 1904,
}

/** Whether a town had a railway station (or had had one) in a year: where a "Bahnhofstraße" or "rue de la Gare" can be named. */
export function hasStation(town: string, year: number): boolean {
  const since = STATION_SINCE[town]
  return since !== undefined && year >= since
}

/** The streets named after a station, in every language of the demo: a town names them only from its station's year. */
export const STATION_STREET = /Bahnhof|Gare\b|Garer|Station Road/
