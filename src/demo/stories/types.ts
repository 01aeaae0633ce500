import type { Template } from '../story.ts'

/**
 * One kind of article in one language: headlines, an opening, a pool of further sentences and a
 * close, all filled by one scene (story.ts). The body keeps the order it is written in, so any
 * selection of it reads in sequence.
 */
export interface StoryKind {
  headlines: readonly Template[]
  /** The opening sentence: says what happened, where and when. */
  lead: readonly Template[]
  /** Further sentences, in narrative order; an article takes some of them. */
  body: readonly Template[]
  /** A last sentence, sometimes. */
  close?: readonly Template[]
  /** The kind's own word lists: {obj}, {crop}, … (see story.ts for the noun notation). */
  lists?: Record<string, readonly string[]>
  /** Years the kind belongs to: [from, to). */
  years?: [number, number]
  /** The first month it can be printed, 'YYYY-MM', where that is not a January (no rebuilding before the fighting ended). */
  from?: string
  /** The last month it can be printed, 'YYYY-MM' (the refugees of the Ardennes offensive, to March 1945). */
  until?: string
  /** Runs of months, 'YYYY-MM' to 'YYYY-MM' inclusive, it is not printed in (no festival under the occupation). */
  absent?: readonly (readonly [string, string])[]
  /** Towns it is not of on some days (a fair at the front in the winter of 1944–45: WINTER_FRONT); of any town when absent. */
  awayFrom?: readonly TownsAtWar[]
  /** Months (1–12) it is reported in; all year when absent. */
  months?: readonly number[]
  /** The first and last day of the year it is printed on, 'MM-DD' (a St Nicholas tale until the feast, 6 December); every day when absent. */
  days?: readonly [string, string]
  /** Where it happens (German place names of PLACES): mines in the south, wine on the Moselle; or by year (the tram of Esch from 1927). */
  places?: readonly string[] | ((year: number) => readonly string[])
  /**
   * Where its second and third towns ({place2}, {place3}) may be, given the first (German names,
   * nearest first): a neighbour for a brigade that comes to help, a town on the same road, the
   * other end of a railway line open in the year (geography.ts); anywhere in the country when absent.
   */
  second?: (town: string, year: number) => readonly string[]
  /** Whether it is printed under the press control of 1940–1944: 'only', 'never' or (default) 'also'. */
  occupation?: 'only' | 'never' | 'also'
  /** How many days before the issue the event happened. */
  eventDaysBefore?: [number, number]
  /** The weekdays (0 = Sunday) its event and its next date fall on: no sitting on a Sunday, a First Communion on one. */
  eventWeekdays?: readonly number[]
  /**
   * Where the event has its day in history in each town (a liberation), the towns (German names of
   * PLACES) and their days, 'YYYY-MM-DD': the kind is printed only in an issue `eventDaysBefore`
   * after one of them, of that town, and the event is on its day (issue 51: the capital was not
   * freed on eleven different days). A function of the year for a movable feast (Whit Tuesday).
   */
  eventDays?: Readonly<Record<string, string>> | ((year: number) => Readonly<Record<string, string>>)
  /**
   * Days in history the kind reports wherever it happened (a Chamber election), 'YYYY-MM-DD': the
   * kind is printed only in an issue `eventDaysBefore` after one of them, and the event is on that
   * day (issue 51: Chamber elections in 1926 and 1932).
   */
  eventDates?: readonly string[]
}

/** Working days (no sitting of the Chamber on a Saturday or a Sunday), and the days a council met. */
export const WEEKDAYS_ONLY: readonly number[] = [1, 2, 3, 4, 5]
export const NOT_SUNDAY: readonly number[] = [1, 2, 3, 4, 5, 6]
export const SUNDAY: readonly number[] = [0]

/** The stories of one language, by kind id (KIND_WEIGHTS in text.ts says how often each is printed). */
export type StoryBook = Record<string, StoryKind>

/** Towns of the mining basin, where the pits stand (the steelworks: STEEL_TOWNS). */
export const SOUTH = ['Esch an der Alzette', 'Düdelingen', 'Differdingen', 'Rümelingen', 'Petingen', 'Schifflingen', 'Kayl', 'Bettemburg']
/**
 * The towns with a steelworks (blast furnaces or a steel plant), with the years it worked: [from,
 * to). Esch (the Brasseur works 1871, Terres-Rouges, Belval 1912), Schifflange (1871), Rodange in
 * the commune of Pétange (1872), Rumelange (about 1873 to the 1960s), Dudelange (1886), Differdange
 * (1900), Steinfort (from the 1840s to its last blast furnace, 1932). Kayl and Bettembourg had
 * mines and a railway yard, never a works (issue 51: "Die Hüttenwerke von Bettemburg"). The
 * years are from general histories of the industry and approximate to a year or two; Steinfort's
 * end from kusee.nl ("Railways in Luxemburg", station Steinfort), Rumelange's from the commune's
 * own history (gemengen.lu, 2009: the blast furnaces stopped in the 1960s).
 */
const STEEL_WORKS: readonly (readonly [string, number, number])[] = [
  ['Esch an der Alzette', 1871, 10_000], ['Schifflingen', 1871, 10_000], ['Petingen', 1872, 10_000], ['Rümelingen', 1873, 1960],
  ['Düdelingen', 1886, 10_000], ['Differdingen', 1900, 10_000], ['Steinfort', 1846, 1932],
]
/** The steel towns of a year: where a story of blast furnaces and rolling mills happens. */
export const STEEL_TOWNS = (year: number): readonly string[] => STEEL_WORKS.filter(([, from, to]) => from <= year && year < to).map(([town]) => town)
/** Wine villages and towns of the Moselle. */
export const MOSELLE = ['Grevenmacher', 'Remich', 'Wasserbillig', 'Wormeldingen', 'Schengen', 'Mondorf']
/** The towns on the Moselle's bank (Mondorf lies inland): a flood's meadows are between two of them. */
export const MOSELLE_BANK = MOSELLE.filter((town) => town !== 'Mondorf')
/** Towns with a tramway in a year: the capital's from 1875 to 1964, Esch's from 1927 to 1956. */
export const TRAM_TOWNS = (year: number): readonly string[] => [...(year < 1965 ? ['Luxemburg'] : []), ...(year >= 1927 && year < 1957 ? ['Esch an der Alzette'] : [])]

/**
 * The runs of months a kind of news was not printed in. The occupation (press control from 10 May
 * 1940 to the liberation of September 1944), and the months after it until the courts, the
 * Chamber, the societies and the fairs were back: no Chamber sat until December 1945, no court of
 * the Grand Duchy tried a case before the spring of 1945.
 */
export const OCCUPIED: readonly [string, string] = ['1940-05', '1944-09']
/** Social life (festivals, societies, sport, fairs): none from the invasion to the end of the fighting in the north. */
export const NO_SOCIAL_LIFE: readonly [string, string] = ['1940-05', '1945-02']
/**
 * Inaugurations (a church, a school, a bridge): nothing was built under the occupation, and
 * nothing was inaugurated in the months of the fighting and the first rebuilding after it
 * (issue 51: a parish church consecrated in Mersch on 5 October 1944).
 */
export const NO_INAUGURATION: readonly [string, string] = ['1940-05', '1945-12']
/** The Chamber of Deputies: none between the Assembly of Estates years and none from the invasion to its first sitting after the war. */
export const NO_CHAMBER: readonly (readonly [string, string])[] = [['1857-01', '1867-12'], ['1940-05', '1945-11']]
/** Municipal councils: appointed administrations under the occupation, provisional commissions until the elections of 1945. */
export const NO_COUNCIL: readonly [string, string] = ['1940-05', '1945-09']
/** The courts of the Grand Duchy: suspended from the invasion to the spring of 1945. */
export const NO_COURT: readonly [string, string] = ['1940-05', '1945-04']
/** The first world war: the German army in the country, from August 1914 to November 1918. */
export const FIRST_WAR = { from: '1914-08', until: '1918-11' } as const
/** The war next door: from the German invasion of Poland to the eve of the invasion. */
export const WAR_NEXT_DOOR = { from: '1939-09', until: '1940-05' } as const
/** The fighting in the north (the Ardennes offensive, 16 December 1944) and its refugees. */
export const BATTLE_OF_THE_NORTH = { from: '1944-12', until: '1945-02' } as const
/**
 * The towns freed in the first days of the liberation, each on its day. The 5th US Armored Division
 * crossed the border at Petingen on 9 September 1944 and entered the capital on the 10th; Esch was
 * freed on the 10th, Diekirch and Ettelbrück on the 11th. Within days most of the country was free,
 * but not all the places along the German border: Echternach was held as a bridgehead through the
 * autumn and Vianden was freed last, on 12 February 1945; towns whose day is not sure are not here. Sources: the government's
 * chronology "Les deux libérations du Grand-Duché" (secondeguerremondiale.public.lu), the Musée
 * National d'Histoire Militaire (Diekirch, 2023), the monument to the liberation of Esch.
 */
export const LIBERATION_DAYS: Readonly<Record<string, string>> = {
  Petingen: '1944-09-09',
  Luxemburg: '1944-09-10',
  'Esch an der Alzette': '1944-09-10',
  Diekirch: '1944-09-11',
  Ettelbrück: '1944-09-11',
}

/** Which constituencies elected deputies: all four, or half of the Chamber (its partial renewals). */
export type ChamberRenewal = 'all' | 'centre-north' | 'south-east'

/**
 * The elections of the Chamber of Deputies from universal suffrage on, each on its Sunday. From
 * 1919 to 1954 the deputies sat six years and half the Chamber was renewed every three: the
 * Centre and the North (1922, 1931, 1937, 1948) in turn with the South and the East (1928, 1934,
 * 1951), unless a dissolution renewed it whole (1925, 1945, 1954); from 1959 every election is
 * general. Sources: Nohlen & Stöver, Elections in Europe (2010), pp. 1244 and 1261; the Chamber's
 * list of legislatures (chd.lu).
 */
export const CHAMBER_ELECTIONS: readonly { day: string; renewed: ChamberRenewal }[] = [
  { day: '1919-10-26', renewed: 'all' }, { day: '1922-05-28', renewed: 'centre-north' }, { day: '1925-03-01', renewed: 'all' },
  { day: '1928-06-03', renewed: 'south-east' }, { day: '1931-06-07', renewed: 'centre-north' }, { day: '1934-06-03', renewed: 'south-east' },
  { day: '1937-06-06', renewed: 'centre-north' }, { day: '1945-10-21', renewed: 'all' }, { day: '1948-06-06', renewed: 'centre-north' },
  { day: '1951-06-03', renewed: 'south-east' }, { day: '1954-05-30', renewed: 'all' }, { day: '1959-02-01', renewed: 'all' },
  { day: '1964-06-07', renewed: 'all' }, { day: '1968-12-15', renewed: 'all' }, { day: '1974-05-26', renewed: 'all' },
  { day: '1979-06-10', renewed: 'all' }, { day: '1984-06-17', renewed: 'all' }, { day: '1989-06-18', renewed: 'all' },
  { day: '1994-06-12', renewed: 'all' }, { day: '1999-06-13', renewed: 'all' },
]

/** Towns of the north and the Sûre that the Ardennes offensive fought over. */
export const NORTH = ['Wiltz', 'Clerf', 'Vianden', 'Diekirch', 'Ettelbrück', 'Echternach', 'Hosingen', 'Ulflingen', 'Befort']
/**
 * The days those towns were a battlefield, shelled or evacuated: from the German offensive of 16
 * December 1944 to the liberation of Vianden, the last, on 12 February 1945. No ordinary news,
 * advertisement or notice is of them then, only the war's own kinds (issue 51: a cattle fair in
 * Vianden and a concert in Clerf in December 1944).
 */
export const FRONT_DAYS = { from: '1944-12-16', until: '1945-02-12' } as const

/**
 * The districts (Kreise) of the civil administration of 1940–1944: notices of those years name
 * them, never a Kreis that did not exist (issue 51: "Kreis Düdelingen").
 */
export const KREIS_OF: Readonly<Record<string, string>> = {
  Luxemburg: 'Luxemburg-Stadt', Capellen: 'Luxemburg-Land', Steinfort: 'Luxemburg-Land', Hesperingen: 'Luxemburg-Land', Walferdingen: 'Luxemburg-Land', Kehlen: 'Luxemburg-Land', Mersch: 'Luxemburg-Land', Bissen: 'Luxemburg-Land', Junglinster: 'Luxemburg-Land', Fels: 'Luxemburg-Land',
  'Esch an der Alzette': 'Esch an der Alzette', Düdelingen: 'Esch an der Alzette', Differdingen: 'Esch an der Alzette', Rümelingen: 'Esch an der Alzette', Petingen: 'Esch an der Alzette', Bettemburg: 'Esch an der Alzette', Kayl: 'Esch an der Alzette', Schifflingen: 'Esch an der Alzette',
  Diekirch: 'Diekirch', Ettelbrück: 'Diekirch', Wiltz: 'Diekirch', Clerf: 'Diekirch', Vianden: 'Diekirch', Hosingen: 'Diekirch', Ulflingen: 'Diekirch', Redingen: 'Diekirch', Befort: 'Diekirch',
  Grevenmacher: 'Grevenmacher', Echternach: 'Grevenmacher', Remich: 'Grevenmacher', Wasserbillig: 'Grevenmacher', Wormeldingen: 'Grevenmacher', Schengen: 'Grevenmacher', Mondorf: 'Grevenmacher',
}

/**
 * The river each riverside town stands on, in the stories' noun notation (story.ts): a drowning or
 * a new bridge at Wiltz is in the Wiltz, never in the Moselle.
 */
export const RIVER_AT: Readonly<Record<string, { de: string; fr: string }>> = {
  Luxemburg: { de: 'f:Alzette', fr: 'f:Alzette' },
  'Esch an der Alzette': { de: 'f:Alzette', fr: 'f:Alzette' },
  Hesperingen: { de: 'f:Alzette', fr: 'f:Alzette' },
  Walferdingen: { de: 'f:Alzette', fr: 'f:Alzette' },
  Mersch: { de: 'f:Alzette', fr: 'f:Alzette' },
  Ettelbrück: { de: 'f:Alzette', fr: 'f:Alzette' },
  Diekirch: { de: 'f:Sauer', fr: 'f:Sûre' },
  Echternach: { de: 'f:Sauer', fr: 'f:Sûre' },
  Vianden: { de: 'f:Our', fr: 'f:Our' },
  Wiltz: { de: 'f:Wiltz', fr: 'f:Wiltz' },
  Clerf: { de: 'f:Clerve', fr: 'f:Clerve' },
  Redingen: { de: 'f:Attert', fr: 'f:Attert' },
  Steinfort: { de: 'f:Eisch', fr: 'f:Eisch' },
  Remich: { de: 'f:Mosel', fr: 'f:Moselle' },
  Grevenmacher: { de: 'f:Mosel', fr: 'f:Moselle' },
  Wasserbillig: { de: 'f:Mosel', fr: 'f:Moselle' },
  Schengen: { de: 'f:Mosel', fr: 'f:Moselle' },
}
/** Towns on a river. */
export const RIVER_TOWNS = Object.keys(RIVER_AT)
/** Towns on a river of the Grand Duchy's own (the Moselle's bridges are frontier works of two states). */
export const INLAND_RIVER_TOWNS = RIVER_TOWNS.filter((town) => !RIVER_AT[town]?.de.endsWith('Mosel'))

/** The seats of the twelve cantons, which give them their names: "the canton of Wasserbillig" is none. */
export const CANTON_SEATS = ['Capellen', 'Clerf', 'Diekirch', 'Echternach', 'Esch an der Alzette', 'Grevenmacher', 'Luxemburg', 'Mersch', 'Redingen', 'Remich', 'Vianden', 'Wiltz']

/**
 * The members of a town's council, where the reports give its attendance and votes: the capital's
 * was fifteen before 1920, twenty-five once Eich was joined to the city (law of 30 June 1920, art.
 * 3), twenty-seven from 1 January 1964 (vdl.lu); the other towns of the demo are given eleven, a
 * council of 3,000 to 6,000 inhabitants (issue 51: the capital's council voting "4 votes to 2").
 */
export function councilSeats(town: string, year: number): number {
  if (town !== 'Luxemburg') return 11
  return year < 1920 ? 15 : year < 1964 ? 25 : 27
}

/**
 * The canton each home town lies in (German names of PLACES), named by its seat: "Hagelschlag im
 * Kanton {canton}" at Kayl is the canton of Esch, never "Kanton Kayl" (issue 51). The cantons kept
 * their bounds from 1843; Capellen, Steinfort and Kehlen are of the canton of Capellen.
 */
export const CANTON_OF: Readonly<Record<string, string>> = {
  Luxemburg: 'Luxemburg', Hesperingen: 'Luxemburg', Walferdingen: 'Luxemburg',
  'Esch an der Alzette': 'Esch an der Alzette', Düdelingen: 'Esch an der Alzette', Differdingen: 'Esch an der Alzette', Rümelingen: 'Esch an der Alzette',
  Petingen: 'Esch an der Alzette', Bettemburg: 'Esch an der Alzette', Kayl: 'Esch an der Alzette', Schifflingen: 'Esch an der Alzette',
  Capellen: 'Capellen', Steinfort: 'Capellen', Kehlen: 'Capellen',
  Diekirch: 'Diekirch', Ettelbrück: 'Diekirch',
  Echternach: 'Echternach', Befort: 'Echternach',
  Grevenmacher: 'Grevenmacher', Wasserbillig: 'Grevenmacher', Junglinster: 'Grevenmacher', Wormeldingen: 'Grevenmacher',
  Mersch: 'Mersch', Fels: 'Mersch', Bissen: 'Mersch',
  Redingen: 'Redingen',
  Remich: 'Remich', Mondorf: 'Remich', Schengen: 'Remich',
  Vianden: 'Vianden',
  Wiltz: 'Wiltz',
  Clerf: 'Clerf', Ulflingen: 'Clerf', Hosingen: 'Clerf',
}

/** Streets only the capital has (rue Philippe-II, boulevard Royal): a village's text never names them (issue 51). */
export const CAPITAL_STREETS: Readonly<Record<'de' | 'fr' | 'lb' | 'en', readonly string[]>> = {
  de: ['Philippstraße', 'Fleischerstraße'],
  fr: ['rue Philippe-II', 'boulevard Royal', 'rue Notre-Dame', 'avenue de la Liberté'],
  lb: [],
  en: ['rue Philippe-II', 'boulevard Royal', 'rue Notre-Dame', 'avenue de la Liberté'],
}

/**
 * The towns of the Gutland, on limestone, marl and sandstone: where the plants of dry calcareous slopes grow
 * (the pasque flower, the orchids, the carline thistle). The Ösling's towns (Wiltz, Clerf, Vianden, Hosingen,
 * Ulflingen) stand on the Ardennes slate and have none.
 */
export const GUTLAND = [
  'Luxemburg', 'Esch an der Alzette', 'Diekirch', 'Ettelbrück', 'Echternach', 'Grevenmacher', 'Remich', 'Mersch', 'Düdelingen', 'Differdingen',
  'Rümelingen', 'Petingen', 'Bettemburg', 'Capellen', 'Redingen', 'Wasserbillig', 'Mondorf', 'Steinfort', 'Hesperingen', 'Walferdingen',
  'Kayl', 'Schifflingen', 'Befort', 'Fels', 'Junglinster', 'Bissen', 'Wormeldingen', 'Schengen', 'Kehlen',
]

/**
 * The kinds that are news of a commune as such, its council, its elections, the State's grants to
 * it, the buildings it puts up (its town hall among them): their town is drawn among the communes of the year (geography.ts, NOT_A_COMMUNE), never
 * Wasserbillig or Capellen (issue 51, fifth reading, row 5); and the English culture notes, whose exhibitions hang in the town hall.
 */
export const COMMUNE_KINDS: readonly string[] = ['council', 'elections', 'byElection', 'government', 'building', 'culture']

/**
 * Which of the text's towns a sentence names the commune of, its council, mayor, town hall,
 * offices or elections ("die Gemeinde {place}", "le conseil communal {dePlace}", "à la commune
 * {dePlace2}"): 0 for the first, 1 for the second, undefined for none. A text of a place that was
 * no commune leaves such a sentence out; its fires and markets are told.
 */
export function communeNamed(template: string): number | undefined {
  const match = COMMUNE_SENTENCE.exec(template)
  return match ? (match[1] === '2' ? 1 : 0) : undefined
}
const COMMUNE_SENTENCE =
  /(?:Gemeinde\w*|Gemeng\w*|Rathaus\w*|Armenbür\w*|Bürgermeister\w*|Schöffen\w*|Wahlen|Wale|commune|communale?|conseil communal|bureau de bienfaisance|élections|council|mayor|town hall)(?: (?:von|vun|vu|in|zu|à|of|at|from))? \{(?:place|dePlace|vunPlace)(2?)\}/

/**
 * The towns a local history's "oldest charter, of the years 1150–1350" may be of: not the capital
 * (Lucilinburhuc, 963) nor Echternach (Willibrord's abbey, 698), whose first mentions every reader
 * of the country knows (issue 51, seventh reading of the lead: "Déi eelst Urkund, an där Lëtzebuerg
 * genannt gëtt, ass aus dem Joer 1166").
 */
export const HISTORY_TOWNS = [...GUTLAND, 'Wiltz', 'Clerf', 'Vianden', 'Hosingen', 'Ulflingen'].filter((town) => town !== 'Luxemburg' && town !== 'Echternach')
/**
 * The steel towns of a year where steel itself was made (a converter plant beside the blast
 * furnaces): a story of steel output happens there. Rumelange's works had blast furnaces only and
 * sent its pig iron to be made into steel elsewhere (the company's steel plant was at St. Ingbert,
 * in the Saar); Steinfort's, closed in 1932, had no converters either. Issue 51, eighth reading:
 * not "Steel production at Rumelange rose by 8 per cent".
 */
const PIG_IRON_ONLY = ['Rümelingen', 'Steinfort']
export const STEEL_PLANT_TOWNS = (year: number): readonly string[] => STEEL_TOWNS(year).filter((town) => !PIG_IRON_ONLY.includes(town))

/**
 * Communes that stayed under about 3,000 inhabitants from 1920 to 1991 and so elected their
 * councils by majority vote, with a second round a week later for the seats still open; the
 * larger ones voted by proportional representation, which has no second round (electoral law of
 * 16 August 1919 and arrêté of 27 August 1920: lists above 3,000 inhabitants). An election report
 * of 400–1,900 voters and a "Stichwahl" is of one of these (issue 51, eighth reading). The sizes
 * are from general knowledge of the census, approximate; towns near the bound (Remich, Mondorf,
 * Junglinster, Kehlen, Steinfort) are left out.
 */
export const MAJORITY_COMMUNES: readonly string[] = ['Wormeldingen', 'Hosingen', 'Ulflingen', 'Befort', 'Redingen', 'Bissen', 'Fels', 'Vianden', 'Clerf']

/**
 * The first year from which each of the three steel towns had a larger council than a village's 11. The arrêté of 1 August
 * 1913 (Mémorial; electoral law of 13 July 1913, art. 190: "treize membres dans les communes de plus de dix mille à vingt
 * mille habitants") RAISED Esch (14,735 inhabitants in 1910), Differdange (13,533) and Dudelange (10,815) to 13 members:
 * until then they had fewer, 11 here; the larger councils sat from the next elections, so 13 from 1914 (in 1913 either
 * size can be met, and 9–11 members present is true of both). The tables after the censuses of 1922 and later (law of 16 August 1919, art. 203)
 * are not known here: the 13 of 1913 is kept, the smallest each town can have had, so that "elf/dreizehn Mitglieder waren
 * anwesend" is true whichever step Esch reached when it passed 20,000. From the elections of October 1987 (law of 13 March
 * 1987, art. 147: 15 members from 10,000, 17 from 15,000, 19 from 20,000 inhabitants) Esch, with some 24,000, had 19;
 * Differdange (about 16,000) and Dudelange (about 14,000) at least 15, the step both had surely passed (Differdange's 17
 * is likely but near the bound). Issue 51, thirteenth reading: not 13–15 members at Esch in the 1890s–1900s.
 */
const STEEL_TOWN_COUNCILS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  'Esch an der Alzette': [[1914, 13], [1988, 19]],
  Differdingen: [[1914, 13], [1988, 15]],
  Düdelingen: [[1914, 13], [1988, 15]],
}

/** A town's council as the reports give it: councilSeats, but the steel towns' larger from 1914 on. */
export function townCouncilSeats(town: string, year: number): number {
  let seats = councilSeats(town, year)
  for (const [from, size] of STEEL_TOWN_COUNCILS[town] ?? []) if (year >= from) seats = size
  return seats
}

/**
 * The first year from which other towns that grew past 6,000 inhabitants had a council of 13 or 15 members. The communal
 * law sizes a council by the commune's population: 11 members from 3,000 to 5,999 inhabitants, 13 from 6,000 to 9,999, 15
 * from 10,000 to 14,999, 17 from 15,000 to 19,999 (the steps of the law of 13 December 1988, art. 5, taken for the older
 * law too). The years are when the census passed the step, from general knowledge, approximate: Pétange (with Rodange and
 * Lamadelaine) about 7,000 by 1910 and 10,000 by the 1950s; Schifflange about 6,000 by 1920; Rumelange about 6,000 from the
 * 1910s (unsure: it hovered near the step and may have fallen back under it after 1960); Kayl with Tétange about 6,000 by the
 * mid-1920s (unsure); Ettelbruck and Bettembourg about 6,000 by 1960 and 1965; Hesperange 6,000 by 1960 and 10,000 about 1990
 * (issue 51, wave 11: not eleven members for Pétange or Ettelbruck's council of the 1960s).
 */
const GROWN_TOWN_COUNCILS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  Petingen: [[1910, 13], [1955, 15]],
  Schifflingen: [[1920, 13]],
  Rümelingen: [[1910, 13]],
  Kayl: [[1925, 13]],
  Ettelbrück: [[1960, 13]],
  Bettemburg: [[1965, 13]],
  Hesperingen: [[1960, 13], [1990, 15]],
}

/**
 * The councils of the small communes: 9 members from 1,000 to 2,999 inhabitants, 11 from 3,000 (the steps of the law of
 * 13 December 1988, art. 5, taken for the older communal law too, whose own steps are unsure). None of the place table's
 * communes fell under 1,000 (7 members). The populations are general knowledge of the census, approximate: Vianden,
 * Clervaux, Hosingen, Troisvierges, Beaufort, Larochette, Bissen, Redange, Wormeldange, Schengen and Remich stayed between
 * about 1,000 and 3,000 from 1840 to 1991 (Remich and Clervaux unsure near the ends); Mondorf, Junglinster, Kehlen and
 * Steinfort passed 3,000 in the 1970s–80s (the years unsure). Issue 51, thirteenth reading: not eleven councillors at Vianden.
 */
const SMALL_COMMUNE_COUNCILS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  Vianden: [[0, 9]], Clerf: [[0, 9]], Hosingen: [[0, 9]], Ulflingen: [[0, 9]], Befort: [[0, 9]], Fels: [[0, 9]], Bissen: [[0, 9]],
  Redingen: [[0, 9]], Wormeldingen: [[0, 9]], Schengen: [[0, 9]], Remich: [[0, 9]],
  Mondorf: [[0, 9], [1985, 11]], Junglinster: [[0, 9], [1975, 11]], Kehlen: [[0, 9], [1980, 11]], Steinfort: [[0, 9], [1980, 11]],
}

/** A town's council as the reports give it: townCouncilSeats, the small communes' smaller, and the other towns past 6,000 inhabitants larger from their year on. */
export function communeCouncilSeats(town: string, year: number): number {
  let seats = townCouncilSeats(town, year)
  for (const [from, size] of SMALL_COMMUNE_COUNCILS[town] ?? []) if (year >= from) seats = size
  for (const [from, size] of GROWN_TOWN_COUNCILS[town] ?? []) if (year >= from) seats = size
  return seats
}

/**
 * How many members present may vote against a proposal or abstain so that it still passes by a clear majority: two of a
 * council of 7, three of 9, four of 11 and more ("mit {#yes:present-dissent..present-2}"): not "3 gegen 4" in a council of nine.
 */
export function councilDissent(seats: number): number {
  return Math.max(2, Math.min(4, Math.floor((seats - 3) / 2)))
}

/**
 * One case of a car accident (carAccident, de and fr): its years ('@1920', '@1905-1950', '' for all), its towns ('<Luxemburg>',
 * text.ts's town mark), what the headline says, where, the opening and the hurt (issue 51, thirteenth reading row 2).
 */
export interface CrashLine {
  years: string
  towns?: string
  what: string
  at: string
  lead: string
  hurt: string
}

/** The parallel crash_* lists of a kind's CrashLines: every list carries the line's marks, so whichever a text names first draws a line of its era and town. */
export function crashLists(lines: readonly CrashLine[]): Record<string, readonly string[]> {
  const field = (pick: (line: CrashLine) => string): string[] => lines.map((line) => `${line.towns ?? ''}${pick(line)}${line.years}`)
  return { crash_what: field((l) => l.what), crash_at: field((l) => l.at), crash_lead: field((l) => l.lead), crash_hurt: field((l) => l.hurt) }
}

/**
 * The Moselle as the front: from the liberation of the capital (10 September 1944) the German bank was
 * the enemy's, until the Americans took Trier (2 March 1945) and cleared the bank that month. No shipping,
 * gauge or ferry news of the river then, and no dispatch from Trier (issue 51, fourteenth reading row 4).
 * The months a kind is absent in, and the days an audit counts.
 */
export const MOSELLE_FRONT: readonly [string, string] = ['1944-09', '1945-03']
export const MOSELLE_FRONT_DAYS = { from: '1944-09-10', until: '1945-03-15' } as const

/** Towns (German names of PLACES) and the days, 'YYYY-MM-DD' inclusive, they were a battlefield, shelled or evacuated. */
export interface TownsAtWar {
  towns: readonly string[]
  from: string
  until: string
}

/**
 * The front for the kinds of peacetime local life (fairs, markets, church feasts): the towns of the border rivers (the Our,
 * the Sauer, the Moselle) from the liberation to mid-March 1945 (MOSELLE_FRONT_DAYS), with Mondorf, 4 km from the Moselle
 * and across from the Saar-Moselle triangle fought over all winter; and the north and the Müllerthal (Fels) from the German
 * offensive of 16 December 1944 to the end of March 1945: the last fighting ended in February, and the freed towns lay in
 * ruins, mined and half empty, when the societies of the rest of the country met again (NO_SOCIAL_LIFE ends in February). Fewer
 * towns would be a guess; a fair left out of a town that may have held one tells no false history (issue 51, fifteenth
 * reading row 3: a monthly fair at Remich on 27 December 1944, a cattle fair at Vianden in February 1945).
 */
export const WINTER_FRONT: readonly TownsAtWar[] = [
  { towns: ['Vianden', 'Echternach', 'Wasserbillig', 'Grevenmacher', 'Wormeldingen', 'Remich', 'Schengen', 'Mondorf'], ...MOSELLE_FRONT_DAYS },
  { towns: [...NORTH, 'Fels'], from: '1944-12-16', until: '1945-03-31' },
]

/** The towns a kind is not of on a day (its awayFrom). */
export function townsAway(kind: StoryKind | undefined, date: { year: number; month: number; day: number }): string[] {
  const day = `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
  return (kind?.awayFrom ?? []).filter((span) => day >= span.from && day <= span.until).flatMap((span) => span.towns)
}

/**
 * The months a report of a Chamber sitting is printed in (the month). The Constitution of 1868 (art. 72) leaves the
 * opening of the ordinary session to the Chamber's rules; in recent practice it opens on the second Tuesday of October
 * (11 October 2005), and the older date (October or November) is not sure here. The Chamber rose for the summer: no report in
 * August or September, and none in October, whose first issues would report sittings of late September or of the days
 * before the opening (issue 51, sixteenth reading: 78 sittings in August–October). Extraordinary summer sittings were rare.
 */
export const CHAMBER_MONTHS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 11, 12]
