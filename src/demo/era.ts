/**
 * Words the demo must not print before their time (issue 19: a tram in 1854): the things they
 * name, with the first year a Luxembourg paper could have written of them as present, in the
 * demo's four languages. Generation leaves a word out until its year; the tests check it never
 * appears earlier.
 */
export const NOT_BEFORE: readonly { year: number; words: RegExp }[] = [
  // The Guillaume-Luxembourg railway opened in 1859; the telegraph reached the country in the 1850s.
  { year: 1855, words: /telegra(ph|f)/i },
  // Horse trams in Luxembourg City from 1875; electric ones from 1908.
  { year: 1875, words: /straßenbahn|tramway|\btram|stroossebunn/i },
  { year: 1880, words: /telephon|téléphone|telefon/i },
  { year: 1885, words: /fahrr(a|ä)d|bicyclette|vëlo|bicycle/i },
  { year: 1885, words: /elektri|électri|electri/i },
  { year: 1900, words: /automobil|\bauto(en|s)?\b|motor car|\bbus(sen)?\b|autobus/i },
  { year: 1900, words: /\bkino|cinéma|cinema/i },
  { year: 1909, words: /flugzeug|flieger|avion|aviat|aeroplane|flugplatz|aérodrome|airfield/i },
  { year: 1922, words: /\bradio|t\.s\.f\.|wireless/i },
  { year: 1950, words: /fernseh|télévis|televis/i },
]

/** Whether a text names nothing that did not exist yet in `year`, nor anything that no longer did. */
export function fitsEra(text: string, year: number): boolean {
  for (const entry of NOT_BEFORE) if (year < entry.year && entry.words.test(text)) return false
  return outOfItsTime(text, year) === undefined
}

/** The era a year falls in: texts of years in the same era may use the same words. */
export function eraOf(year: number): number {
  let era = 0
  for (const entry of NOT_BEFORE) if (year >= entry.year) era += 1
  return era
}

/**
 * Offices, institutions, agencies, currencies and ships that existed only between two years
 * [from, to) (issue 51: a "directeur général des finances" in 1971, the ECSC High Authority in
 * 1973, a "Kaiser Wilhelm" liner in 1959). Generation leaves a template or list entry naming one
 * out of the years it did not exist (fitsEra), and the tests of the whole demo count none.
 */
export const ONLY_BETWEEN: readonly { what: string; words: RegExp; from: number; to: number }[] = [
  { what: 'the directors-general of the government (1857 to 1936)', words: /Generaldirektor(?:s)? der Finanzen|directeur général des finances|Director-General of Finance/i, from: 1857, to: 1936 },
  { what: 'the ECSC High Authority (1952 to June 1967)', words: /Hohe[nr]? Behörde|Haute Autorité|High Authority|Montanunion/i, from: 1952, to: 1967 },
  // The coal and steel community's common market (from 1953) is not the EEC's.
  { what: 'the Common Market and the EEC (from 1958)', words: /Common Market(?! for (?:coal|steel))|Gemeinsame[nrs]? Markt(?! für (?:Kohle|Stahl))|Marché commun(?! (?:du charbon|de l'acier))|\bEWG\b|\bCEE\b|\bEEC\b|Economic Community/i, from: 1958, to: 10_000 },
  { what: 'the European Parliamentary Assembly (1958 to 1962)', words: /European Parliamentary Assembly|Assemblée parlementaire européenne/i, from: 1958, to: 1962 },
  { what: 'the European Parliament (from 1962)', words: /European Parliament\b|Parlement européen|Europäische[ns]? Parlament/i, from: 1962, to: 10_000 },
  { what: 'the Bundestag (from 1949)', words: /Bundestag|Bundesregierung/i, from: 1949, to: 10_000 },
  { what: 'Benelux (from 1944)', words: /Benelux/i, from: 1944, to: 10_000 },
  { what: 'the Council of Europe (from 1949)', words: /Europarat|Conseil de l'Europe|Council of Europe|Europarot/i, from: 1949, to: 10_000 },
  { what: 'the German Emperor and his Reichstag bills (1871 to 1918)', words: /kaiserlichen Hofe|Der Kaiser ist|Heeresvorlage|Reichstag/i, from: 1871, to: 1918 },
  { what: 'the Kaiser Wilhelm liners (1897 to 1914)', words: /Kaiser Wilhelm|Kronprinz Wilhelm/, from: 1897, to: 1914 },
  { what: 'the Red Star Line (1873 to 1935)', words: /Red Star Line/, from: 1873, to: 1935 },
  { what: 'the liners Bremen and Europa (1929 to 1939)', words: /„Bremen“|„Europa“|« Bremen »|« Europa »|the Bremen\b|the Europa\b/, from: 1929, to: 1939 },
  { what: 'Havas as a news agency (to 1940)', words: /\bHavas\b/, from: 1835, to: 1941 },
  { what: 'the D.N.B. (1933 to 1945)', words: /D\.N\.B\./, from: 1933, to: 1946 },
  { what: 'the A.F.P. (from 1944)', words: /A\.F\.P\.|\bAFP\b/, from: 1944, to: 10_000 },
  { what: 'the dpa (from 1949)', words: /\bdpa\b/, from: 1949, to: 10_000 },
  { what: 'the W.T.B. (1849 to 1933)', words: /W\.T\.B\./, from: 1849, to: 1934 },
  { what: 'the Reichsbahn (1920 to 1945)', words: /Reichsbahn/, from: 1920, to: 1946 },
  { what: 'the national railway company (from 1946)', words: /Luxemburger Eisenbahnen|chemins de fer luxembourgeois/, from: 1946, to: 10_000 },
  { what: 'the Guillaume-Luxembourg and Prince-Henri companies (to 1946)', words: /Wilhelm-Luxemburg|Guillaume-Luxembourg|Prinz-Heinrich|Prince-Henri/, from: 1859, to: 1947 },
  { what: 'the Reichsmark (under the occupation)', words: /\bRM\b|Reichsmark/, from: 1940, to: 1945 },
  { what: 'the ministry of reconstruction (from 1944)', words: /Ministerium für den Wiederaufbau|ministère de la Reconstruction/, from: 1944, to: 10_000 },
  { what: 'the Volksdeutsche Bewegung, the Gau and the Winterhilfswerk (1940 to 1944)', words: /Volksdeutsche Bewegung|Gauleiter|Gau Moselland|Winterhilfswerk|\bVdB\b/, from: 1940, to: 1945 },
  { what: 'the assembly of estates (1857 to 1868, between the Chambers)', words: /Ständeversammlung|Assemblée des États/, from: 1857, to: 1868 },
]

/** Names of the Chamber of Deputies, which did not sit as such from 1857 to 1867 (the Assembly of Estates did). */
export const NOT_BETWEEN: readonly { what: string; words: RegExp; from: number; to: number }[] = [
  { what: 'the Chamber of Deputies (none 1857 to 1867)', words: /Abgeordnetenkammer|Chambre des députés|Chamber of Deputies|Kammerverhandlungen/, from: 1857, to: 1868 },
]

/** The entry of ONLY_BETWEEN or NOT_BETWEEN a text breaks in `year`, if any. */
export function outOfItsTime(text: string, year: number): { what: string; words: RegExp } | undefined {
  for (const entry of ONLY_BETWEEN) if ((year < entry.from || year >= entry.to) && entry.words.test(text)) return entry
  for (const entry of NOT_BETWEEN) if (year >= entry.from && year < entry.to && entry.words.test(text)) return entry
  return undefined
}

/**
 * The day the King-Grand Dukes' rule ended: William III died on 23 November 1890 and the crown passed to Adolphe of Nassau
 * (issue 51, tenth reading row 4). Before it a decree was the King-Grand Duke's ("arrêté royal grand-ducal"), from it the
 * Grand Duke's; laws.ts and the audits of decrees read the one date.
 */
export const LAST_KING_GRAND_DUKE_END = '1890-11-23'
