/**
 * The founding year of each town's volunteer fire brigade, one per town, so that its jubilees (the 25th year, the fiftieth, the
 * centenary) fall in one year each and never before the brigade could have them (issue 51, fourteenth reading row 6: Vianden's
 * brigade fifty in 1846, 1910, 1939 and 1958). The communal brigades of the country were mostly founded from the 1860s to the
 * 1890s; these years are plausible ones of that span, not documented dates, and are only ever printed as a jubilee.
 */
export const BRIGADE_FOUNDED: Readonly<Record<string, number>> = {
  Luxemburg: 1863, 'Esch an der Alzette': 1872, Diekirch: 1868, Ettelbrück: 1871, Echternach: 1866, Wiltz: 1874, Vianden: 1869,
  Grevenmacher: 1867, Remich: 1870, Mersch: 1876, Clerf: 1881, Düdelingen: 1880, Differdingen: 1885, Rümelingen: 1888,
  Petingen: 1883, Bettemburg: 1879, Capellen: 1895, Redingen: 1884, Wasserbillig: 1889, Mondorf: 1877, Steinfort: 1886,
  Hesperingen: 1890, Walferdingen: 1892, Kayl: 1887, Schifflingen: 1891, Befort: 1882, Fels: 1878, Ulflingen: 1893,
  Junglinster: 1889, Bissen: 1894, Hosingen: 1896, Wormeldingen: 1885, Schengen: 1897, Kehlen: 1898,
}

/** The jubilees a brigade keeps, as years after its founding. */
const JUBILEES: readonly (readonly [number, string])[] = [
  [25, 'm:vingt-cinquième anniversaire| des pompiers'],
  [50, 'm:cinquantenaire| des pompiers'],
  [100, 'm:centenaire| des pompiers'],
]

/**
 * The French list entries of the brigades' jubilees: each kept to its town ("<Vianden>", text.ts sceneList) and to its one year
 * ("@1919-1920", nouns.ts), so that a festival's occasion is a jubilee only in the town and the year it falls.
 */
export function brigadeJubileesFr(): string[] {
  return jubileeEntries(JUBILEES)
}

/** The German forms of the jubilees (the de festival's occasion: "das fünfzigjährige Jubiläum der Feuerwehr"). */
const JUBILEES_DE: readonly (readonly [number, string])[] = [
  [25, 'n:fünfundzwanzigjährig~ Jubiläum| der Feuerwehr'],
  [50, 'n:fünfzigjährig~ Jubiläum| der Feuerwehr'],
  [100, 'n:hundertjährig~ Jubiläum| der Feuerwehr'],
]

/**
 * The German list entries of the brigades' jubilees, kept to their town and year as the French ones are (issue 51, fifteenth
 * reading row 1: Ettelbrück's brigade fifty in 1890, 1891, 1939 and 1945, Hesperingen's in 1847).
 */
export function brigadeJubileesDe(): string[] {
  return jubileeEntries(JUBILEES_DE)
}

/**
 * No jubilee is kept in the years of the war, 1940–1945: the societies were dissolved or brought into line under the occupation,
 * and no brigade's feast is told in the weeks after the fighting (Capellen's fiftieth in May 1945; issue 51, fifteenth
 * reading row 1: five jubilees in May–June 1945). Whether a brigade kept such a jubilee later is not known here: none is printed.
 */
const NO_JUBILEE = { from: 1940, to: 1946 } as const

/**
 * The month of a brigade's jubilee feast, one of the festival months May–September, so that a town's jubilee is one feast told in
 * one month, not again on another Sunday of its year (the fifteenth reading's Ettelbrück in May and again in August 1891). The
 * months are spread by the founding year, not documented.
 */
const jubileeMonth = (founded: number): number => 5 + (founded % 5)

function jubileeEntries(jubilees: readonly (readonly [number, string])[]): string[] {
  return Object.entries(BRIGADE_FOUNDED).flatMap(([town, founded]) =>
    jubilees
      .filter(([years]) => founded + years < NO_JUBILEE.from || founded + years >= NO_JUBILEE.to)
      .map(([years, entry]) => `<${town}><${jubileeMonth(founded)}-${jubileeMonth(founded)}>${entry}@${founded + years}-${founded + years + 1}`),
  )
}

/**
 * The month of a town's brigade jubilee in a year, if one falls in it (the years and months of jubileeEntries): the festival keeps
 * it as the town's one feast of that year (feasts.ts).
 */
export function brigadeJubileeMonth(town: string, year: number): number | undefined {
  const founded = BRIGADE_FOUNDED[town]
  if (founded === undefined || !JUBILEES.some(([years]) => founded + years === year)) return undefined
  return year >= NO_JUBILEE.from && year < NO_JUBILEE.to ? undefined : jubileeMonth(founded)
}
