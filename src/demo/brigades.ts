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
  return Object.entries(BRIGADE_FOUNDED).flatMap(([town, founded]) =>
    JUBILEES.map(([years, entry]) => `<${town}>${entry}@${founded + years}-${founded + years + 1}`),
  )
}
