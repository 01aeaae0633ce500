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

/** Whether a text names nothing that did not exist yet in `year`. */
export function fitsEra(text: string, year: number): boolean {
  for (const entry of NOT_BEFORE) if (year < entry.year && entry.words.test(text)) return false
  return true
}

/** The era a year falls in: texts of years in the same era may use the same words. */
export function eraOf(year: number): number {
  let era = 0
  for (const entry of NOT_BEFORE) if (year >= entry.year) era += 1
  return era
}
