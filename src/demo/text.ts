/**
 * The demo's texts (issue 39): articles of many kinds written by us as templates per kind and
 * language (./stories), filled by one scene each so that a headline matches its body and a name,
 * a town or a date stays the same from the first line to the last; and the other units of a
 * paper (death notices, advertisements, weather, shipping, markets, laws, reviews, the serial
 * novel, captions), written the same way. All choices come from the Rng passed in.
 *
 * This module chooses and writes an article; what the date decides for every kind of text (the
 * occupation, money, names, the blackout) is in period.ts, and the serial novel, which follows the
 * issue's number rather than a draw, in feuilleton.ts.
 */
import { periodicalById } from './catalog.ts'
import { fitsEra } from './era.ts'
import { byDistance, hasStation, isCommune, STATION_STREET } from './geography.ts'
import { ROLES, homePlaces, makeCast, pickPerson, type CastMember } from './people.ts'
import { itemAt, zipfList, type Rng } from './random.ts'
import { DE } from './stories/de.ts'
import { DE_MORE } from './stories/de-more.ts'
import { DE_WAR } from './stories/de-war.ts'
import { EN } from './stories/en.ts'
import { FR } from './stories/fr.ts'
import { FR_MORE } from './stories/fr-more.ts'
import { FR_WAR } from './stories/fr-war.ts'
import { LB } from './stories/lb.ts'
import { TELEGRAMS, telegramKind, telegramSource } from './stories/telegrams.ts'
import { CANTON_OF, CAPITAL_STREETS, FRONT_DAYS, KREIS_OF, NORTH, RIVER_AT, townsAway, type StoryBook, type StoryKind } from './stories/types.ts'
import { MONTHS, WEEKDAYS, addDays, dayMonth, type DateParts } from './calendar.ts'
import { markedEntries } from './list-marks.ts'
import { IssueLines, pickUnprinted, unprintedInOrder, FIGURES_ONCE, REDRAFTS, type DrawnLines } from './issue-lines.ts'
import { COMMUNE_KINDS, communeCouncilSeats, communeNamed, councilDissent } from './stories/types.ts'
import { capitalize, frDe, luxVun } from './nouns.ts'
import { filmShowing } from './films.ts'
import { agency, blackout, germanPlaceName, germanised, groupSum, isOccupation, money, priceFactor, rationPeriod, sovereign } from './period.ts'
import { Scene, ofYear, type Lang, type Localized, type SceneSetup } from './story.ts'
import { PLACES, STREETS, streetNamed } from './vocabulary.ts'

export type { CastMember, DateParts }
export { capitalize, frDe, makeCast }

export interface TextContext {
  date: DateParts
  /** Cast members active in this year. */
  cast: CastMember[]
  /** Where the paper is published: local news happen there more often. */
  home?: Localized
  /** The paper's id, for the kinds it prints more of (farm news in a farmers' weekly). */
  paper?: string
  /** Number of the issue in its year, for the serial novel's instalment. */
  issueNumber?: number
  /** Kinds this issue has reported all it can of today (its telegrams, say): others are chosen while there are any. */
  avoid?: ReadonlySet<string>
  /** The lines and figures this issue's stories have printed: a second story of a kind draws others (issue-lines.ts). */
  printed?: IssueLines
}

export interface UnitText {
  title: string
  /** The unit's title in the record when it says more than the printed headline (a serial's instalment). */
  catalogTitle?: string
  subTitle?: string
  overline?: string
  author?: { given: string; family: string }
  paragraphs: string[]
  /** Table rows, one printed line each (TABLE). */
  rows?: string[]
  /** The frame it was written from (kind and headline template, an advertisement's shape), for the tests. */
  template?: string
  /** What it reports, as kind and town: an issue reports one event once (issue 51: one vote, two figures). */
  event?: string
  /** The templates and figures a story was written from, for its issue's memory (issue-lines.ts). */
  drawn?: DrawnLines
}

/** The stories of each language (./stories). */
export const STORY_BOOKS: Record<Lang, StoryBook> = { de: { ...DE, ...DE_WAR, ...DE_MORE }, fr: { ...FR, ...FR_WAR, ...FR_MORE }, en: EN, lb: LB }
const BOOKS = STORY_BOOKS

// --- Scenes --------------------------------------------------------------------------

const foreignPlaces = zipfList(PLACES.slice(34), 0.8, 1.5)

/** German streets, all feminine, so "in der {street}" always reads. */
const DE_STREETS = ['Großstraße', 'Hauptstraße', 'Bahnhofstraße', 'Kirchstraße', 'Neugasse', 'Philippstraße', 'Fleischerstraße', 'Grabenstraße', 'Mühlengasse', 'Schulstraße']

const COMMON_LISTS: Record<Lang, Record<string, readonly string[]>> = {
  de: { street: DE_STREETS },
  fr: { street: STREETS.fr },
  lb: { street: STREETS.lb },
  // An English paper of Luxembourg names the streets as they are signposted, in French (issue 51: no "Station Road, Luxembourg").
  en: { street: STREETS.fr },
}

/** The cantons of the judicial district of Diekirch; the others are of Luxembourg's. */
const DIEKIRCH_DISTRICT = new Set(['Clerf', 'Diekirch', 'Echternach', 'Redingen', 'Vianden', 'Wiltz'])

/** Whether a timetable of a season can come into force in a month: the winter's in September or October, the summer's from April to June. */
function inSeason(entry: string, month: number): boolean {
  if (/Winterfahrplan|horaire d'hiver|winter timetable/i.test(entry)) return month === 9 || month === 10
  if (/Sommerfahrplan|horaire d'été|summer timetable/i.test(entry)) return month >= 4 && month <= 6
  return true
}

/** The canton a town lies in, named by its seat in the text's language (the occupation's German names in German). */
function cantonName(town: Localized, lang: Lang, date: DateParts): string {
  const seat = placeByGermanName(CANTON_OF[town.de] ?? 'Luxemburg') ?? town
  return lang === 'de' ? germanPlaceName(seat.de, date) : seat[lang]
}

/** Whether the north was a battlefield on the day (FRONT_DAYS): its towns are then named only by the war's own kinds. */
export function atTheFront(date: DateParts): boolean {
  const day = `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
  return day >= FRONT_DAYS.from && day <= FRONT_DAYS.until
}

function placeByGermanName(name: string): Localized | undefined {
  return PLACES.find((p) => p.de === name)
}

/** The scene of one text: its places near the paper's home, its people from the cast; a commune's news (`communal`) of a commune of its year. */
export function newScene(rng: Rng, lang: Lang, ctx: TextContext, kind?: StoryKind, extra: SceneSetup['extra'] = {}, communal = false): Scene {
  const year = ctx.date.year
  // An event with its day in history is of one town, on that town's day.
  const dated = kind?.eventDays ? eventTowns(kind, ctx.date) : []
  const event = dated.length > 0 ? rng.pick(dated) : undefined
  const dateBefore = kind ? eventDateBefore(kind, ctx.date) : undefined
  const places = event ? [event.town] : typeof kind?.places === 'function' ? kind.places(year) : kind?.places
  const kindPlaces = places?.map(placeByGermanName).filter((p): p is Localized => p !== undefined) ?? []
  // The towns of the front while it was one: only a kind of them (the fighting, the war's damage) names them, and as its own town only.
  const front = [...(atTheFront(ctx.date) ? NORTH : []), ...townsAway(kind, ctx.date)]
  const ofTheFront = places !== undefined && places.length > 0 && places.every((town) => NORTH.includes(town))
  const ownPlaces = ofTheFront ? kindPlaces : kindPlaces.filter((p) => !front.includes(p.de))
  const s = sovereign(year, lang)
  // A council, an election, a grant to a commune (and the commune asking the same): never of Wasserbillig or Capellen, which had none of their own (geography.ts).
  const noCommune = communal ? PLACES.filter((p) => !isCommune(p.de, year)).map((p) => p.de) : []
  const own = ownPlaces.filter((p) => !noCommune.includes(p.de))
  const lists = { ...COMMON_LISTS[lang], ...kind?.lists }
  // A river is the one the text's town stands on, where the town has one; a street of the
  // capital (rue Philippe-II, boulevard Royal) is named only in the capital (issue 51).
  const sceneOwnList = (list: string, scene: Scene): readonly string[] | undefined => {
    if (list === 'street') {
      // A street of the fortress ground only from the year it bore its name (vocabulary.ts; issue 51, thirteenth reading row 10).
      const all = (COMMON_LISTS[lang].street ?? []).filter((street) => streetNamed(street, year))
      const town = scene.place(0).de
      // A station street only in a town with a station that year (issue 51, seventh reading: no "Bahnhofstraße" in 1846).
      const streets = hasStation(town, year) ? all : all.filter((street) => !STATION_STREET.test(street))
      return town === 'Luxemburg' ? streets : streets.filter((street) => !CAPITAL_STREETS[lang].includes(street))
    }
    // A winter timetable comes into force in the autumn, a summer one in the spring (issue 51: not from August).
    if (list === 'topic' && kind?.lists?.topic) return kind.lists.topic.filter((entry) => inSeason(entry, scene.next.month))
    // A film is shown from the month after its Paris premiere, in its first run (films.ts; issue 51, ninth reading row 9).
    if (list === 'film' && kind?.lists?.film) return kind.lists.film.filter((entry) => filmShowing(entry, ctx.date))
    if (list !== 'river') return undefined
    const river = RIVER_AT[scene.place(0).de]
    return river ? [lang === 'fr' ? river.fr : river.de] : undefined
  }
  return new Scene({
    lang,
    rng,
    date: ctx.date,
    priceFactor: priceFactor(ctx.date),
    money: (value) => money(value, lang, ctx.date),
    groupSum: (value) => groupSum(value, lang, ctx.date),
    currency: isOccupation(ctx.date) ? 'RM' : { de: 'Franken', fr: 'francs', lb: 'Frang', en: 'francs' }[lang],
    pickPlace: (r, avoid) => {
      const taken = new Set([...avoid.map((p) => p.de), ...front, ...noCommune])
      if (avoid.length === 0 && own.length > 0) {
        const home = ctx.home && own.some((p) => p.de === ctx.home?.de) && r.chance(0.5) ? ctx.home : undefined
        return home ?? r.pick(own)
      }
      // A second town the kind binds to the first (a neighbour, the other end of a line): drawn among those, nearest as a last resort.
      const first = avoid[0]
      if (first && kind?.second) {
        const bound = kind.second(first.de, year).filter((town) => !taken.has(town))
        const fallback = byDistance(first.de).filter((town) => !taken.has(town))
        const town = bound.length > 0 ? r.pick(bound) : fallback[0]
        const place = town === undefined ? undefined : placeByGermanName(town)
        if (place) return place
      }
      for (let attempt = 0; attempt < 20; attempt++) {
        const candidate = avoid.length === 0 && ctx.home && r.chance(0.3) ? ctx.home : homePlaces.pick(r)
        if (!taken.has(candidate.de)) return candidate
      }
      return PLACES.find((p) => !taken.has(p.de)) ?? itemAt(PLACES, 0)
    },
    pickPerson: (r, role, place, y) => germanised(pickPerson(r, ctx.cast, role, place, y, lang === 'en'), ctx.date),
    roles: ROLES,
    lists,
    // A list entry's months and towns (markedEntries), after the lists the scene chooses itself.
    sceneList: (list, scene) => {
      const entries = sceneOwnList(list, scene) ?? lists[list]
      return entries && markedEntries(list, entries, lists, scene)
    },
    eventDaysBefore: event ? [event.daysBefore, event.daysBefore] : dateBefore !== undefined ? [dateBefore, dateBefore] : kind?.eventDaysBefore,
    eventWeekdays: kind?.eventWeekdays,
    // The council of the text's town, for its attendance and votes: the capital's is two or three times a village's.
    // How many may vote no or abstain so that a vote still passes: fewer in a small council (councilDissent).
    known: { seats: (scene) => communeCouncilSeats(scene.place(0).de, year), dissent: (scene) => councilDissent(communeCouncilSeats(scene.place(0).de, year)) },
    placeName: lang === 'de' ? (name) => germanPlaceName(name, ctx.date) : undefined,
    // A monthly or quarterly paper names the day of its news (issue 51: not "yesterday").
    monthly: ['monthly', 'quarterly'].includes(periodicalById(ctx.paper ?? '')?.frequency ?? ''),
    extra: {
      Sovereign: () => s.full,
      sovereignPronoun: () => s.short,
      agency: () => agency(rng, lang, year),
      kreis: (scene) => KREIS_OF[scene.place(0).de] ?? 'Luxemburg-Land',
      // The canton of the text's town, named by its seat ("im Kanton {canton}", "du canton {deCanton}"): never "Kanton Kayl".
      canton: (scene) => cantonName(scene.place(0), lang, ctx.date),
      deCanton: (scene) => frDe(cantonName(scene.place(0), 'fr', ctx.date)),
      // The district court that tries a case of the town: Diekirch for the northern cantons, Luxembourg for the others.
      court: (scene) => (DIEKIRCH_DISTRICT.has(CANTON_OF[scene.place(0).de] ?? '') ? 'Diekirch' : lang === 'de' ? 'Luxemburg' : 'Luxembourg'),
      zuteilung: () => String(rationPeriod(ctx.date)),
      darkFrom: () => blackout(ctx.date).from,
      darkTo: () => blackout(ctx.date).to,
      oldDay: () => `${dayMonth(ctx.date, lang)} ${year - 50}`,
      // The day of an offence a court tries: two to eight weeks before the hearing (issue 51: not on its day); drawn once, as every slot.
      deedDay: (scene) => dayMonth(addDays(scene.event, -scene.rng.int(14, 56)), lang),
      ...extra,
    },
  })
}

// --- Articles ----------------------------------------------------------------------------

/** How often each kind of article is printed, before a paper's own leanings. */
const KIND_WEIGHTS: Record<string, number> = {
  fire: 5, cartAccident: 2, drowning: 1.5, carAccident: 2, council: 6, chamber: 4, court: 4,
  // The wars (stories/*-war.ts): each weighs so that the months it belongs to are full of it.
  warNextDoor: 8, neutrality: 4, warSupplies: 4, rationCards: 4, blackout: 2.5, airRaid: 2.5, collection: 1.5, collectionResult: 1.5, deliveries: 3, requisition: 2,
  occupationSchool: 2, occupationSchoolSummer: 2, evacuees: 6, liberation: 10, northFighting: 10, purge: 3, warDamage: 3, returnees: 3, firstWarSupply: 3, firstWarNews: 3,
  paperNotice: 1, paperPast: 1, government: 2.5, smallNews: 3, theatre: 2,
  telegram: 4, railway: 2.5, tram: 1.5, agriculture: 3, vintage: 3, moselle: 2, cattle: 2.5, festival: 3, procession: 2,
  schobermesse: 2, schueberfouer: 4, building: 4, society: 4, school: 2.5, mining: 2.5, pitAccident: 1.5, elections: 2.5, byElection: 1,
  letter: 2, emigration: 1.5, thunderstorm: 2, gale: 2, football: 2, cycling: 1, occupationNotice: 12, europe: 2,
  market: 2, community: 3, business: 2, culture: 2, traffic: 2, bridge: 2, history: 3, rebuilding: 4, appointments: 3, birds: 3, plants: 3, springPlants: 3, latePlants: 3, parish: 3, children: 3, medicine: 3, women: 3, cinema: 3, schueberfouerPlan: 3, schueberfouerReview: 2, chamberElections: 3,
}

/** Kinds a paper prints more of: its specialty. */
const PAPER_LEANINGS: Record<string, Record<string, number>> = {
  pflug: { agriculture: 6, cattle: 6 },
  bauernstand: { agriculture: 6, cattle: 6 },
  moselwacht: { moselle: 5, vintage: 5 },
  moselecho: { moselle: 5, vintage: 5 },
  weinbote: { moselle: 4, vintage: 5 },
  vigneron: { moselle: 5, vintage: 5 },
  minettwoche: { mining: 4, pitAccident: 3 },
  tagespost: { mining: 3, pitAccident: 2, football: 2 },
  suedstern: { mining: 3, pitAccident: 2 },
  schicht: { mining: 4, pitAccident: 3 },
  sportspill: { football: 12, cycling: 10 },
  abteibote: { procession: 4 },
  untersauer: { procession: 3 },
  duchygazette: { europe: 4, business: 3 },
  euronotes: { europe: 10, business: 5 },
  stadtundland: { council: 3, tram: 3 },
  handelsbote: { railway: 3, mining: 3, business: 3 },
  ardennerpost: { fire: 2 },
}

/**
 * What a serial prints: a children's monthly no court news, a medical bulletin no fires. A title
 * named here draws only from these kinds (those its language and year have); others from all.
 */
const PAPER_KINDS: Record<string, readonly string[]> = {
  paiperlek: ['children', 'festival', 'school', 'birds'],
  schoulklack: ['children', 'school', 'history', 'plants', 'springPlants', 'latePlants'],
  altezeiten: ['history', 'festival', 'procession', 'society'],
  ortsarchiv: ['history', 'building'],
  heimatblatt: ['history', 'agriculture', 'festival', 'society', 'cattle'],
  feldbeobachter: ['birds', 'plants', 'springPlants', 'latePlants', 'thunderstorm', 'gale', 'agriculture'],
  annalesmed: ['medicine', 'building'],
  klackentuerm: ['parish', 'procession', 'festival', 'children'],
  lyra: ['society', 'festival'],
  feuerwehr: ['fire', 'society', 'festival'],
  citoyenne: ['women', 'school', 'society'],
  ecran: ['cinema', 'festival'],
  conjoncture: ['business', 'mining', 'railway', 'europe', 'agriculture'],
  euronotes: ['europe', 'business', 'telegram'],
  illustre: ['festival', 'society', 'building', 'cinema', 'football'],
  actes: ['appointments'],
}

/** Kinds that are news of one town, for a "local news" section. */
const LOCAL_KINDS = new Set([
  'fire', 'cartAccident', 'drowning', 'carAccident', 'council', 'cattle', 'festival', 'procession', 'schobermesse', 'schueberfouer',
  'building', 'society', 'school', 'mining', 'pitAccident', 'thunderstorm', 'gale', 'tram', 'vintage', 'moselle', 'community', 'bridge',
  'schueberfouerPlan', 'schueberfouerReview', 'rebuilding', 'rationCards', 'blackout', 'airRaid', 'collection', 'collectionResult', 'deliveries', 'requisition',
  'occupationSchool', 'occupationSchoolSummer', 'evacuees', 'liberation', 'northFighting', 'warDamage', 'returnees', 'firstWarSupply', 'neutrality',
])

/** The towns whose day in history (StoryKind.eventDays) an issue of `date` may report, with how many days before it that was. */
function eventTowns(kind: StoryKind, date: DateParts): { town: string; daysBefore: number }[] {
  const [lo, hi] = kind.eventDaysBefore ?? [1, 4]
  const issue = Date.UTC(date.year, date.month - 1, date.day)
  const days = typeof kind.eventDays === 'function' ? kind.eventDays(date.year) : (kind.eventDays ?? {})
  return Object.entries(days).flatMap(([town, day]) => {
    const daysBefore = Math.round((issue - Date.parse(`${day}T00:00:00Z`)) / 86_400_000)
    return daysBefore >= lo && daysBefore <= hi ? [{ town, daysBefore }] : []
  })
}

/** How many days before an issue of `date` one of the kind's days in history (StoryKind.eventDates) was, if one is within its eventDaysBefore. */
function eventDateBefore(kind: StoryKind, date: DateParts): number | undefined {
  const [lo, hi] = kind.eventDaysBefore ?? [1, 4]
  const issue = Date.UTC(date.year, date.month - 1, date.day)
  const days = (kind.eventDates ?? []).map((day) => Math.round((issue - Date.parse(`${day}T00:00:00Z`)) / 86_400_000))
  return days.find((daysBefore) => daysBefore >= lo && daysBefore <= hi)
}

/** Whether a kind of article is printed in a language on a date: its years, months, the occupation and its absences. */
export function fitsDate(kind: StoryKind, date: DateParts, lang: Lang): boolean {
  const [from, to] = kind.years ?? [0, 10_000]
  if (date.year < from || date.year >= to) return false
  const month = `${date.year}-${String(date.month).padStart(2, '0')}`
  if (kind.from !== undefined && month < kind.from) return false
  if (kind.until !== undefined && month > kind.until) return false
  if (kind.absent?.some(([first, last]) => month >= first && month <= last)) return false
  if (kind.months && !kind.months.includes(date.month)) return false
  const day = `${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
  if (kind.days && (day < kind.days[0] || day > kind.days[1])) return false
  if (kind.eventDays && eventTowns(kind, date).length === 0) return false
  if (kind.eventDates && eventDateBefore(kind, date) === undefined) return false
  const occupied = isOccupation(date)
  const rule = kind.occupation ?? 'also'
  if (rule === 'only' && !occupied) return false
  if (rule === 'never' && occupied) return false
  return ofYear(kind.headlines, date.year).length > 0 && ofYear(kind.lead, date.year).length > 0 && (lang !== 'lb' || date.year >= 1900)
}

/** The kind of the next article: by the paper's leanings, the section and the season. */
export function chooseKind(rng: Rng, lang: Lang, ctx: TextContext, section?: 'foreign' | 'local'): string {
  const book = BOOKS[lang]
  // Mostly telegrams under the foreign heading; a few of them a day, and other news when those are printed.
  if (section === 'foreign' && book.telegram && !ctx.avoid?.has('telegram') && rng.chance(0.75) && fitsDate(book.telegram, ctx.date, lang) && telegramsOf(lang, ctx.date).length > 0) return 'telegram'
  const leanings = (ctx.paper && PAPER_LEANINGS[ctx.paper]) || {}
  const own = ctx.paper ? PAPER_KINDS[ctx.paper] : undefined
  const ids: string[] = []
  const weights: number[] = []
  const pick = (keep: (id: string) => boolean, avoid: ReadonlySet<string> | undefined = ctx.avoid) => {
    for (const [id, kind] of Object.entries(book)) {
      if (!keep(id) || avoid?.has(id)) continue
      if (id === 'telegram' && telegramsOf(lang, ctx.date).length === 0) continue
      if (!fitsDate(kind, ctx.date, lang)) continue
      ids.push(id)
      weights.push((KIND_WEIGHTS[id] ?? 2) * (leanings[id] ?? 1))
    }
  }
  if (own) pick((id) => own.includes(id))
  // A specialist serial with fewer than three of its kinds in season prints local news beside them.
  if (ids.length >= 3) return rng.weighted(ids, weights)
  pick((id) => section !== 'local' || LOCAL_KINDS.has(id))
  // Every local kind in season left aside (an English weekly has printed its two fires and its councils):
  // news of another section rather than a third fire (issue 51, sixth reading row 22).
  if (ids.length === 0 && section === 'local') pick(() => true)
  // Every kind in season left aside (an issue of the weeks of the liberation, when few were printed): any kind in season, the
  // writer then takes one of another town or fewer stories, not always the book's first, a fire (issue 51: four fires in an issue).
  if (ids.length === 0) pick(() => true, new Set())
  if (ids.length === 0) return Object.keys(book)[0] ?? 'fire'
  return rng.weighted(ids, weights)
}

/**
 * The telegrams a paper of that day could print: of their years and their months (no parliament
 * voting in its recess, no flood in the dry season), and under the press control only the few it allowed.
 */
function telegramsOf(lang: Lang, date: DateParts) {
  const occupied = isOccupation(date)
  return TELEGRAMS[lang].filter((t) => date.year >= t.from && date.year < t.to && (t.months === undefined || t.months.includes(date.month)) && (occupied ? t.wartime !== undefined : t.wartime !== 'only'))
}

/** Joins sentences into paragraphs of two to four sentences. */
function toParagraphs(rng: Rng, sentences: string[]): string[] {
  const out: string[] = []
  let index = 0
  while (index < sentences.length) {
    const size = Math.min(sentences.length - index, rng.int(2, 4))
    out.push(sentences.slice(index, index + size).join(' '))
    index += size
  }
  return out
}

/** Straight apostrophes, as the OCR of the period reads them. */
export function ocrApostrophes(text: string): string {
  return text.replace(/’/g, "'")
}

/** One article of a given kind, about `words` words long; drafted again while it states a figure its issue has stated (issue 51: two crowds of 2,800). */
export function writeStory(rng: Rng, lang: Lang, ctx: TextContext, kindId: string, words: number): UnitText {
  let text = draftStory(rng, lang, ctx, kindId, words)
  for (let attempt = 1; attempt < REDRAFTS && ctx.printed?.figureTaken(text.drawn) === true; attempt++) text = draftStory(rng, lang, ctx, kindId, words)
  return text
}

function draftStory(rng: Rng, lang: Lang, ctx: TextContext, kindId: string, words: number): UnitText {
  const book = BOOKS[lang]
  const kind = book[kindId] ?? book.fire
  if (!kind) throw new Error(`no stories in ${lang}`)
  const year = ctx.date.year
  const extra: SceneSetup['extra'] = {}
  let story = kind
  let variant = ''
  if (kindId === 'telegram') {
    const telegram = rng.pick(telegramsOf(lang, ctx.date))
    variant = ` ${telegram.topic}`
    const [first = '', ...rest] = telegram.news
    // Its closes and its days are the telegram's own: "not yet confirmed" after a rumour only, a sitting on a working day.
    story = { ...kind, ...telegramKind(lang, telegram), lists: { ...kind.lists, ...telegram.lists } }
    extra.city = () => telegram.city
    extra.topic = (scene) => scene.fill(telegram.topic)
    // A pilgrimage's news is its leader's, not an agency's (issue 51, fifth reading row 7).
    extra.agency = () => telegramSource(rng, lang, year, telegram)
    extra.news = (scene) => scene.fill(first)
    extra.news2 = (scene) => scene.fill(rest[0] ?? '')
    extra.news3 = (scene) => scene.fill(rest[1] ?? '')
  }
  const scene = newScene(rng, lang, ctx, story, extra, COMMUNE_KINDS.includes(kindId))
  // A telegram's topic draws its figures ("{#cm:60-180} Zentimeter") before any sentence repeats them.
  if (kindId === 'telegram') scene.fill('{topic}')
  const headline = rng.pick(ofYear(kind.headlines, year))
  const title = scene.fill(headline)
  // A place that was no commune has no council, town hall or communal fire pump of its own to tell of (issue 51: "die Gemeinde Wasserbillig").
  const noCommune = (templates: string[]) =>
    templates.filter((t) => {
      const index = communeNamed(t)
      return index === undefined || isCommune(scene.place(index).de, year)
    })
  // A line another story of this issue has printed is drawn only when its kind has no other (issue-lines.ts).
  const printed = (template: string) => ctx.printed?.has(IssueLines.key(lang, template)) === true
  const leads = noCommune(ofYear(kind.lead, year))
  const lead = pickUnprinted(rng, leads.length > 0 ? leads : ofYear(kind.lead, year), printed)
  const lines = [lead]
  const sentences = [scene.fill(lead)]
  const pool = noCommune(ofYear(kind.body, year))
  const count = Math.max(1, Math.min(pool.length, Math.round((words - 25) / 15)))
  const body = unprintedInOrder(rng, pool, count, printed)
  lines.push(...body)
  for (const template of body) sentences.push(scene.fill(template))
  const close = noCommune(ofYear(story.close ?? [], year))
  if (close.length > 0 && rng.chance(0.6)) {
    const last = pickUnprinted(rng, close, printed)
    lines.push(last)
    sentences.push(scene.fill(last))
  }
  const text = sentences.map((s) => capitalize(s.trim())).filter((s) => s.length > 0)
  return {
    title: ocrApostrophes(title),
    paragraphs: toParagraphs(rng, text).map(ocrApostrophes),
    template: `${kindId}: ${headline}${variant}`,
    event: `${kindId}:${variant || (scene.places[0]?.de ?? '')}:${scene.mainEntry() ?? ''}`,
    drawn: {
      lines: lines.map((template) => IssueLines.key(lang, template)),
      figures: FIGURES_ONCE.flatMap((name) => (scene.numberOf(name) === undefined ? [] : [`${name}=${scene.numberOf(name)}`])),
    },
  }
}

/** A news article for the paper and section, about `words` words long. */
export function articleText(rng: Rng, lang: Lang, ctx: TextContext, words: number, section?: 'foreign' | 'local'): UnitText {
  return writeStory(rng, lang, ctx, chooseKind(rng, lang, ctx, section), words)
}

export function roman(n: number): string {
  const table: [number, string][] = [
    [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
    [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
  ]
  let out = ''
  let left = n
  for (const [value, symbol] of table) {
    while (left >= value) {
      out += symbol
      left -= value
    }
  }
  return out
}

export function countWords(text: string): number {
  let n = 0
  for (const w of text.split(/\s+/)) if (w.length > 0) n++
  return n
}

export { WEEKDAYS, MONTHS, luxVun, foreignPlaces, fitsEra }
