/**
 * What the date of an issue decides about its texts, whatever their kind: the occupation and its
 * Germanised names, prices and the currency, the sovereign's title, the news agency, the ration
 * period and the blackout. Apart from the story engine because the notices, the units and the
 * issue's masthead ask the same questions of the date.
 */
import type { DateParts } from './calendar.ts'
import type { Rng } from './random.ts'
import type { Lang } from './vocabulary.ts'

/** The German occupation (10 May 1940 – 10 September 1944): German only, prices in Reichsmark. */
export function isOccupation(date: DateParts): boolean {
  const key = date.year * 10000 + date.month * 100 + date.day
  return key >= 19400510 && key <= 19440910
}

/** Prices move with the period: francs grew ~35-fold between 1870 and 1990; Reichsmark under occupation. */
export function priceFactor(date: DateParts): number {
  const y = date.year
  // 1 RM was set at 10 francs in 1940.
  if (isOccupation(date)) return 0.8
  if (y < 1914) return 1
  if (y < 1919) return 2
  if (y < 1940) return 6
  if (y < 1945) return 8
  if (y < 1960) return 20
  return 35
}

/** 12500 → "12.500" / "12 500" / "12,500", without Intl so the output cannot depend on the ICU build. */
function group(n: number, separator: string): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator)
}

/**
 * A count as the text's language groups its digits, the way its sums are grouped (issue 51: no
 * "1217 électeurs" beside "491 000", no "2400" beside "3,500"): French and English from 1,000;
 * German and Luxembourgish, which printed "1650 Mann", from 10.000. Years are not counts.
 */
export function groupCount(n: number, lang: Lang): string {
  if (lang === 'fr') return n >= 1000 ? group(n, ' ') : String(n)
  if (lang === 'en') return n >= 1000 ? group(n, ',') : String(n)
  return n >= 10000 ? group(n, '.') : String(n)
}

/** A sum without its currency, grouped as money() groups it ("1.550 bis 3.000 Franken", "de 1 550 à 3 000 francs"). */
export function groupSum(n: number, lang: Lang, date: DateParts): string {
  if (isOccupation(date)) return group(n, '.')
  return group(n, lang === 'fr' ? ' ' : lang === 'en' ? ',' : '.')
}

/** A round sum as the period printed it: "1.250 Franken", "1 250 francs", "1250 RM". */
export function money(value: number, lang: Lang, date: DateParts): string {
  const whole = Math.round(value)
  if (isOccupation(date)) return `${group(whole, '.')} RM`
  switch (lang) {
    case 'de':
      return `${group(whole, '.')} Franken`
    case 'fr':
      return `${group(whole, ' ')} francs`
    case 'lb':
      return `${group(whole, '.')} Frang`
    case 'en':
      return `${group(whole, ',')} francs`
  }
}

/** A price with centimes, as in market lists and subscription rates: "3,50 Fr.", "3 fr. 50". */
export function formatPrice(value: number, lang: Lang, date: DateParts): string {
  const fixed = value.toFixed(2)
  const [whole = '0', cents = '00'] = fixed.split('.')
  if (isOccupation(date)) return `${whole},${cents} RM`
  switch (lang) {
    case 'de':
      return `${whole},${cents} Fr.`
    case 'fr':
      return `${group(Number(whole), ' ')} fr. ${cents}`
    case 'lb':
      return `${whole},${cents} Frang`
    case 'en':
      return `${group(Number(whole), ',')}.${cents} francs`
  }
}

/** The reigning sovereign's title as a paper named them, and the short form for a second mention. */
export function sovereign(year: number, lang: Lang): { full: string; short: string } {
  const female = (year >= 1912 && year < 1964) || false
  if (year < 1890) {
    return {
      de: { full: 'Seine Majestät der König-Großherzog', short: 'der König-Großherzog' },
      fr: { full: 'Sa Majesté le Roi Grand-Duc', short: 'le Roi Grand-Duc' },
      lb: { full: 'de Kinnek-Groussherzog', short: 'de Kinnek-Groussherzog' },
      en: { full: 'His Majesty the King-Grand Duke', short: 'the King-Grand Duke' },
    }[lang]
  }
  if (female) {
    return {
      de: { full: 'Ihre Königliche Hoheit die Großherzogin', short: 'die Großherzogin' },
      fr: { full: 'Son Altesse Royale la Grande-Duchesse', short: 'la Grande-Duchesse' },
      lb: { full: "Hir Kinneklech Héichheet d'Groussherzogin", short: "d'Groussherzogin" },
      en: { full: 'Her Royal Highness the Grand Duchess', short: 'the Grand Duchess' },
    }[lang]
  }
  return {
    de: { full: 'Seine Königliche Hoheit der Großherzog', short: 'der Großherzog' },
    fr: { full: 'Son Altesse Royale le Grand-Duc', short: 'le Grand-Duc' },
    lb: { full: 'Seng Kinneklech Héichheet de Groussherzog', short: 'de Groussherzog' },
    en: { full: 'His Royal Highness the Grand Duke', short: 'the Grand Duke' },
  }[lang]
}

/**
 * The German ration period of a date: four weeks each, the first from 28 August 1939, as the cards
 * of 1940–1944 were numbered; a notice announces the cards of the next one.
 */
export function rationPeriod(date: DateParts): number {
  const days = Math.floor((Date.UTC(date.year, date.month - 1, date.day) - Date.UTC(1939, 7, 28)) / 86_400_000)
  return Math.max(1, Math.floor(days / 28) + 2)
}

/** Sunset and sunrise at Luxembourg by month (Central European time), for the blackout's hours. */
const SUNSET = [16.9, 17.7, 18.5, 19.3, 20.1, 20.7, 20.7, 20.0, 19.0, 17.9, 17.0, 16.6]
const SUNRISE = [8.2, 7.7, 6.8, 5.8, 5.0, 4.6, 4.8, 5.5, 6.2, 7.0, 7.7, 8.2]

/** The blackout of a date: half an hour after sunset to half an hour before sunrise, in German summer time (all year 1940–1942). */
export function blackout(date: DateParts): { from: string; to: string } {
  const summer = date.year <= 1942 ? !(date.year === 1942 && date.month >= 11) : date.month >= 4 && date.month <= 10
  const shift = summer ? 1 : 0
  const clock = (hours: number) => {
    const quarter = Math.round(hours * 4) / 4
    return `${Math.floor(quarter)}.${String(Math.round((quarter % 1) * 60)).padStart(2, '0')}`
  }
  return { from: clock((SUNSET[date.month - 1] ?? 18) + 0.5 + shift), to: clock((SUNRISE[date.month - 1] ?? 7) - 0.5 + shift) }
}

/** Given names the occupation's name ordinance of 1940 replaced, with their German forms. */
const GERMAN_GIVEN: Readonly<Record<string, string>> = {
  Jean: 'Johann', Nicolas: 'Nikolaus', Pierre: 'Peter', Michel: 'Michael', Emile: 'Emil', Léon: 'Leo', Victor: 'Viktor', Edmond: 'Edmund',
  Camille: 'Kamill', Alphonse: 'Alfons', Eugène: 'Eugen', Auguste: 'August', Félix: 'Felix', Henri: 'Heinrich', Aloyse: 'Alois',
  Dominique: 'Dominik', Jules: 'Julius', Théophile: 'Theophil', Marcel: 'Markus', René: 'Reinhold', Roger: 'Rüdiger', Fernand: 'Ferdinand',
  Gaston: 'Gustav', Lucien: 'Lukas', Raymond: 'Reinhard', André: 'Andreas', Batty: 'Johann', Jos: 'Josef', Pit: 'Peter', Fränz: 'Franz',
  Josy: 'Josef', Jeannot: 'Johann', Marc: 'Markus', Guy: 'Guido', Claude: 'Klaus', Nico: 'Nikolaus', Romain: 'Roman', Joseph: 'Josef',
  Marie: 'Maria', Anne: 'Anna', Catherine: 'Katharina', Marguerite: 'Margarete', Angélique: 'Angelika', Joséphine: 'Josefine', Louise: 'Luise',
  Thérèse: 'Theresia', Clémence: 'Klementine', Madeleine: 'Magdalena', Hélène: 'Helene', Jeanne: 'Johanna', Léonie: 'Leonie', Lucie: 'Luzia',
  Marthe: 'Martha', Germaine: 'Gertrud', Irène: 'Irene', Renée: 'Renate', Simone: 'Sieglinde', Yvonne: 'Ida', Mady: 'Magda', Lily: 'Lieselotte',
  Josée: 'Josefine', Monique: 'Monika', Nicole: 'Nikola', Colette: 'Klara', Christiane: 'Christine', Liliane: 'Lilli', Triny: 'Katharina',
}

/** From the autumn of 1940 to the liberation, the controlled press printed only German given names. */
export function germanised<T extends { given: string }>(person: T, date: DateParts): T {
  const key = date.year * 100 + date.month
  if (key < 194010 || !isOccupation(date)) return person
  const given = person.given.split(/([ -])/).map((part) => GERMAN_GIVEN[part] ?? part).join('')
  return given === person.given ? person : { ...person, given }
}

/**
 * Towns a German-language paper named by their official form until the occupier's Germanisation
 * of place names in the autumn of 1940, and by the German one from then to the liberation (the
 * demo's German texts use the German form everywhere else). Redingen, Fels and Mondorf are not
 * here: the country's German papers wrote those names before 1940 too (issue 51, eleventh reading:
 * "Feuersbrunst in Redange" in 1865); the occupation's papers wrote "Bad Mondorf".
 */
const PLACE_FORMS: Readonly<Record<string, { official: string; occupied: string }>> = {
  Mondorf: { official: 'Mondorf', occupied: 'Bad Mondorf' },
  Befort: { official: 'Beaufort', occupied: 'Befort' },
  Capellen: { official: 'Capellen', occupied: 'Kapellen' },
}

export function germanPlaceName(name: string, date: DateParts): string {
  const forms = PLACE_FORMS[name]
  if (!forms) return name
  return isOccupation(date) && date.year * 100 + date.month >= 194010 ? forms.occupied : forms.official
}

/** The news agency of a dateline in the period. */
export function agency(rng: Rng, lang: Lang, year: number): string {
  // Havas until 1940, the W.T.B. until 1933, the D.N.B. from 1933 to the liberation; the A.F.P. from 1944.
  if (year >= 1933 && year < 1945 && lang === 'de') return 'D.N.B.'
  if (year < 1944) return lang === 'de' ? rng.pick(year >= 1849 && year < 1933 ? ['Havas', 'W.T.B.'] : ['Havas']) : rng.pick(['Havas', 'Reuter'])
  if (year < 1949) return rng.pick(['A.F.P.', 'Reuter'])
  if (lang === 'de') return rng.pick(['dpa', 'AFP', 'Reuter'])
  if (lang === 'en') return rng.pick(['Reuters', 'AP', 'AFP'])
  return rng.pick(['AFP', 'Reuter', 'AP'])
}
