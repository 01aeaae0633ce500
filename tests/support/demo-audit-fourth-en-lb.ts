/**
 * The English and Luxembourgish faults of the fourth close reading (docs/evidence/issue-51/fourth-reading.md,
 * rows 8, 16, 19, 23 and the small items), and the captions' kin of row 16, each counted over every
 * text the generator wrote. The integration test holds each to 0; `node scripts/demo-audit.ts`
 * prints them with the others. Where a rule needs a fact (where the steelworks, the railway, the
 * vineyards and the ruins were), it is the generator's own table where one is exported, else the
 * audit's own copy of the same facts.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { railTowns } from '#src/demo/geography.ts'
import { MOSELLE_BANK, RIVER_TOWNS, STEEL_TOWNS } from '#src/demo/stories/types.ts'
import { PLACES } from '#src/demo/vocabulary.ts'
import { type AuditRule, bodyOf, countTexts, matchIn } from './demo-audit.ts'
import { escapeRegExp } from '#src/domain/regex.ts'

// --- 8. A commune's budget treated as a building project ---------------------------------------

const BUDGET = /\b(?:the budget|de Budget|de budget)\b/
const AS_A_PROJECT = /plans were approved|presented the plans|estimate of|second one|Government has agreed to pay|The cost is put at|D'Käschte|Subsid|de Projet/
function budgetAsProject(t: GeneratedText): string | false {
  if (!t.template.startsWith('council:') || (t.language !== 'en' && t.language !== 'lb')) return false
  const text = bodyOf(t)
  return BUDGET.test(text) ? matchIn(text, AS_A_PROJECT) : false
}

// --- 16. A caption's subject where it never was --------------------------------------------------

/** Every written form of a town of the Grand Duchy, longest first, with its German name; and the forms of PLACE_FORMS (period.ts). */
const TOWN_FORMS: readonly (readonly [string, string])[] = [
  ...PLACES.flatMap((p) => [p.de, p.fr, p.lb, p.en].map((form) => [form, p.de] as const)),
  ['Bad Mondorf', 'Mondorf'] as const,
  ['Kapellen', 'Capellen'] as const,
].sort((a, b) => b[0].length - a[0].length)

function townIn(caption: string): string | undefined {
  for (const [form, town] of TOWN_FORMS) if (new RegExp(`(?<![\\p{L}-])${escapeRegExp(form)}(?![\\p{L}-])`, 'u').test(caption)) return town
  return undefined
}

/** Stations between a line's ends (Luxembourg–Ettelbruck, the Northern line), and the castles in ruins with the year that ended it. */
const THROUGH_STATIONS: Readonly<Record<string, number>> = { Walferdingen: 1863, Mersch: 1863, Clerf: 1867 }
const RUINS: Readonly<Record<string, number>> = { Befort: 10_000, Fels: 10_000, Hesperingen: 10_000, Vianden: 1977 }

const SUBJECTS: readonly { what: string; words: RegExp; at: (town: string, year: number) => boolean }[] = [
  { what: 'blast furnaces', words: /Hochöfen|hauts fourneaux|steelworks|blast furnace/, at: (town, year) => STEEL_TOWNS(year).includes(town) },
  { what: 'a station', words: /Bahnhof|La gare|railway station|D'Gare/, at: (town, year) => railTowns(year).includes(town) || (THROUGH_STATIONS[town] ?? 10_000) <= year },
  { what: 'a vintage', words: /Weinlese|vendanges|The vintage|Wäinlies/, at: (town) => MOSELLE_BANK.includes(town) },
  { what: 'a flood or a bridge', words: /Hochwasser|inondation|The flood|Brücke|nouveau pont|new bridge|D'nei Bréck/, at: (town) => RIVER_TOWNS.includes(town) },
  { what: 'a castle in ruins', words: /Schlossruine|ruines du château|ruins of the castle|Schlassruin/, at: (town, year) => year < (RUINS[town] ?? 0) },
  { what: "the capital's one parish church", words: /Pfarrkirche|église paroissiale|parish church|D'Kierch/, at: (town) => town !== 'Luxemburg' },
  // No table says which towns had a hospital in which year: the subject is no longer drawn, and the rule keeps it out.
  { what: 'a new hospital', words: /neue Spital|nouvel hôpital/, at: () => false },
]

function subjectWhereNever(t: GeneratedText): string | false {
  if (t.type !== 'ILLUSTRATION') return false
  const year = Number(t.date.slice(0, 4))
  for (const subject of SUBJECTS) {
    if (!subject.words.test(t.title)) continue
    const town = townIn(t.title)
    if (town === undefined || !subject.at(town, year)) return `${subject.what} at ${town ?? '?'} in ${year}: ${t.title}`
  }
  return false
}

// --- 16, its kin: a caption's note that does not fit its subject ---------------------------------

const NEW_THINGS = /neue|Denkmal|Elektrizitätswerk|nouve|monument|usine électrique|new bridge|power station|nei Bréck/
const OPENING = /Tag der Einweihung|jour de l'inauguration|day it opened/
const BUILDINGS = /Ansicht|Bahnhof|Pfarrkirche|Rathaus|Schulhaus|Feuerwehr|Mühle|Vue|gare|église|hôtel de ville|école|pompiers|moulin|View|railway station|parish church|Bléck|Gare|Kierch/
const AFTER_FIRE = /nach dem Brand|après l'incendie|after the fire|nom Brand|no dem Brand/
const SEASONS = /Weinlese|vendanges|vintage|Wäinlies|Winter in|L'hiver à|Findel/
const TIME_NOTE = /, (?:im Winter|im \p{L}+ \d{4}|pendant l'hiver|en \p{L}+ \d{4}|in the winter of|am Wanter)/u
function noteAgainstSubject(t: GeneratedText): string | false {
  if (t.type !== 'ILLUSTRATION') return false
  const caption = t.title
  if (OPENING.test(caption) && !NEW_THINGS.test(caption)) return `opened: ${caption}`
  if (AFTER_FIRE.test(caption) && !BUILDINGS.test(caption)) return `after a fire: ${caption}`
  if (TIME_NOTE.test(caption) && SEASONS.test(caption)) return `a season's own with a time: ${caption}`
  return false
}

// --- 19. The Luxembourgish n-rule on words a template wrote ---------------------------------------

/**
 * "Virun ronn", "Wale zu" (Walen zu), "waren séier", "Ze froen beim", "D'Baueren ronderëm": the n of an
 * -en ending falls before a consonant other than n, d, t, z and h, and stays before those and a vowel.
 * Counted on the common words of the Luxembourgish templates (a name or a noun of the death notices is left out).
 */
const N_DROPS = /(?<![\p{L}'’-])(?:[dD]['’])?(?:[Vv]irun|waren|froen|mellen|besichen|eran|verzielen|goufen|retten|siwen|Baueren|Plazen|Foirainen|Kaarten|Häerzen|Uniformen|Stroosseluuchten) (?![aeiouäëéèöüâêîôûyndtzhAEIOUÄËÉNDTZH\d])\p{L}/u
const N_KEPT = /(?<![\p{L}'’-])(?:[dD]['’])?(?:Wale|Kiche|Plaze|Foiraine|Bauere) (?=[aeiouäëéèöüâêîôûndtzhAEIOUÄËÉNDTZH])\p{L}/u
const luxNRule = (t: GeneratedText) => (t.language === 'lb' ? matchIn(bodyOf(t), N_DROPS) || matchIn(bodyOf(t), N_KEPT) : false)

// --- 23. English incoherences ----------------------------------------------------------------------

const continuedThenOpened = (t: GeneratedText) => (t.language === 'en' && /continued its debate/.test(bodyOf(t)) ? matchIn(bodyOf(t), /opened the debate/) : false)

const NOT_A_HOME = /\b(?:barn|workshop|garage|sawmill|warehouse)\b/
function rehousedFromNoHome(t: GeneratedText): string | false {
  if (t.language !== 'en' || !t.template.startsWith('fire:')) return false
  const text = bodyOf(t)
  const home = /farmhouse|bakery/.test(text)
  return !home && NOT_A_HOME.test(text) ? matchIn(text, /staying with neighbours/) : false
}

const risenThenDifficult = (t: GeneratedText) => (t.language === 'en' && /\brose by\b/.test(bodyOf(t)) ? matchIn(bodyOf(t), /difficult year|remains slack/) : false)

// --- Small items ----------------------------------------------------------------------------------

/** A shop's advertisement ends "Apply to" (lets, situations and sales do; goods are bought at a shop). */
const SHOP_GOODS = /^(?:Cloth|Coffee|Cigars|Furniture|Stoves|Seeds|Wines and liqueurs|Shoes|Hats|Watches|Fertiliser|Sewing machines|Photographs|Bicycles|Motor cars|Wireless sets|Refrigerators|Television sets|Washing machines) at /
const shopApplyTo = (t: GeneratedText) => (t.language === 'en' && t.type === 'ADVERTISEMENT' && SHOP_GOODS.test(t.title) ? matchIn(bodyOf(t), /Apply to/) : false)

const CHOIR = /Chorale|Gesangveräin/
const choirPlayed = (t: GeneratedText) => (t.language === 'lb' && CHOIR.test(t.title) ? matchIn(bodyOf(t), /Stécker gespillt/) : false)

/** A demonstration, hire purchase or after-sales service of goods that are no machine (wine, coffee, cigars). */
const MACHINES = /Nähmaschinen|Fahrräder|Automobile|Radio-Apparate|Kühlschränke|Fernsehgeräte|Waschmaschinen|Öfen/
function applianceWordsForGoods(t: GeneratedText): string | false {
  if (t.language !== 'de' || t.type !== 'ADVERTISEMENT') return false
  const text = bodyOf(t)
  return MACHINES.test(t.title) ? false : matchIn(text, /Vorführung|Teilzahlung|Kundendienst/)
}

/** Each fault, counted over all texts. */
export function fourthEnLb(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('fourth 8, en/lb: a council whose topic is the budget, with plans, a cost, a subsidy, a second estimate or a "Projet"', texts, budgetAsProject),
    countTexts('fourth 16: a caption of blast furnaces, a station, a vintage, a flood or bridge, a ruin, the capital\'s parish church or a new hospital where there was none that year', texts, subjectWhereNever),
    countTexts('fourth 16 (kin): a caption note against its subject (an old thing "on the day it opened", a flood "after the fire", a vintage "in the winter")', texts, noteAgainstSubject),
    countTexts('fourth 19, lb: the n-rule on template words ("Virun ronn", "Wale zu", "waren séier", "Ze froen beim", "D\'Baueren ronderëm")', texts, luxNRule),
    countTexts('fourth 23, en: a Chamber debate "continued" and then "opened"', texts, continuedThenOpened),
    countTexts('fourth 23, en: a family "staying with neighbours" after a barn, workshop, garage, sawmill or warehouse burnt', texts, rehousedFromNoHome),
    countTexts('fourth 23, en: steel output "rose" and then "a difficult year" or slack demand', texts, risenThenDifficult),
    countTexts('fourth (small), en: a shop\'s advertisement "Apply to …"', texts, shopApplyTo),
    countTexts('fourth (small), lb: a choir\'s pieces "gespillt"', texts, choirPlayed),
    countTexts('fourth (small), de: "Vorführung", "Teilzahlung", "Kundendienst" for goods that are no machine (wine, coffee)', texts, applianceWordsForGoods),
  ]
}
