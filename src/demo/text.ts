/**
 * The demo's texts (issue 39): articles of many kinds written by us as templates per kind and
 * language (./stories), filled by one scene each so that a headline matches its body and a name,
 * a town or a date stays the same from the first line to the last; and the other units of a
 * paper (death notices, advertisements, weather, shipping, markets, laws, reviews, the serial
 * novel, captions), written the same way. All choices come from the Rng passed in.
 */
import { fitsEra } from './era.ts'
import { ROLES, homePlaces, makeCast, personName, pickPerson, type CastMember } from './people.ts'
import { Rng, hashString, itemAt, zipfList } from './random.ts'
import { DE } from './stories/de.ts'
import { EN } from './stories/en.ts'
import { FR } from './stories/fr.ts'
import { LB } from './stories/lb.ts'
import { TELEGRAMS } from './stories/telegrams.ts'
import { RIVER_AT, type StoryBook, type StoryKind } from './stories/types.ts'
import { SERIALS } from './serials.ts'
import {
  MONTHS,
  Scene,
  WEEKDAYS,
  addDays,
  capitalize,
  dayMonth,
  frDay,
  frDe,
  longDate,
  luxVun,
  ofYear,
  type DateParts,
  type Lang,
  type Localized,
  type SceneSetup,
  type Template,
} from './story.ts'
import { ADVERTISED_GOODS, MARKET_GOODS, PLACES, PORTS, SOVEREIGNS, STREETS, WIND_DIRECTIONS, WORK_TITLES } from './vocabulary.ts'

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
}

/** The German occupation (10 May 1940 – 10 September 1944): German only, prices in Reichsmark. */
export function isOccupation(date: DateParts): boolean {
  const key = date.year * 10000 + date.month * 100 + date.day
  return key >= 19400510 && key <= 19440910
}

/** The stories of each language (./stories). */
export const STORY_BOOKS: Record<Lang, StoryBook> = { de: DE, fr: FR, en: EN, lb: LB }
const BOOKS = STORY_BOOKS

// --- Money -------------------------------------------------------------------------

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
      return `${whole} fr. ${cents}`
    case 'lb':
      return `${whole},${cents} Frang`
    case 'en':
      return `${whole}.${cents} francs`
  }
}

// --- Scenes --------------------------------------------------------------------------

const foreignPlaces = zipfList(PLACES.slice(34), 0.8, 1.5)

/** The reigning sovereign's title as a paper named them, and the short form for a second mention. */
function sovereign(year: number, lang: Lang): { full: string; short: string } {
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

/** The news agency of a dateline in the period. */
function agency(rng: Rng, lang: Lang, year: number): string {
  if (year >= 1933 && year < 1945 && lang === 'de') return 'D.N.B.'
  if (year < 1940) return lang === 'de' ? rng.pick(['Havas', 'W.T.B.']) : 'Havas'
  if (year < 1949) return rng.pick(['A.F.P.', 'Reuter'])
  if (lang === 'de') return rng.pick(['dpa', 'AFP', 'Reuter'])
  if (lang === 'en') return rng.pick(['Reuters', 'AP', 'AFP'])
  return rng.pick(['AFP', 'Reuter', 'AP'])
}

/** German streets, all feminine, so "in der {street}" always reads. */
const DE_STREETS = ['Großstraße', 'Hauptstraße', 'Bahnhofstraße', 'Kirchstraße', 'Neugasse', 'Philippstraße', 'Fleischerstraße', 'Grabenstraße', 'Mühlengasse', 'Schulstraße']

const COMMON_LISTS: Record<Lang, Record<string, readonly string[]>> = {
  de: { street: DE_STREETS },
  fr: { street: STREETS.fr },
  lb: { street: STREETS.lb },
  en: { street: STREETS.en },
}

function placeByGermanName(name: string): Localized | undefined {
  return PLACES.find((p) => p.de === name)
}

/** The scene of one text: its places near the paper's home, its people from the cast. */
export function newScene(rng: Rng, lang: Lang, ctx: TextContext, kind?: StoryKind, extra: SceneSetup['extra'] = {}): Scene {
  const year = ctx.date.year
  const kindPlaces = kind?.places?.map(placeByGermanName).filter((p): p is Localized => p !== undefined) ?? []
  const s = sovereign(year, lang)
  return new Scene({
    lang,
    rng,
    date: ctx.date,
    priceFactor: priceFactor(ctx.date),
    money: (value) => money(value, lang, ctx.date),
    currency: isOccupation(ctx.date) ? 'RM' : { de: 'Franken', fr: 'francs', lb: 'Frang', en: 'francs' }[lang],
    pickPlace: (r, avoid) => {
      const taken = new Set(avoid.map((p) => p.de))
      if (avoid.length === 0 && kindPlaces.length > 0) {
        const home = ctx.home && kindPlaces.some((p) => p.de === ctx.home?.de) && r.chance(0.5) ? ctx.home : undefined
        return home ?? r.pick(kindPlaces)
      }
      for (let attempt = 0; attempt < 20; attempt++) {
        const candidate = avoid.length === 0 && ctx.home && r.chance(0.3) ? ctx.home : homePlaces.pick(r)
        if (!taken.has(candidate.de)) return candidate
      }
      return PLACES.find((p) => !taken.has(p.de)) ?? itemAt(PLACES, 0)
    },
    pickPerson: (r, role, place, y) => pickPerson(r, ctx.cast, role, place, y, lang === 'en'),
    roles: ROLES,
    lists: { ...COMMON_LISTS[lang], ...kind?.lists },
    // A river is the one the text's town stands on, where the town has one.
    sceneList: (list, scene) => {
      if (list !== 'river') return undefined
      const river = RIVER_AT[scene.place(0).de]
      return river ? [lang === 'fr' ? river.fr : river.de] : undefined
    },
    eventDaysBefore: kind?.eventDaysBefore,
    extra: {
      Sovereign: () => s.full,
      sovereignPronoun: () => s.short,
      ...extra,
    },
  })
}

// --- Articles ----------------------------------------------------------------------------

/** How often each kind of article is printed, before a paper's own leanings. */
const KIND_WEIGHTS: Record<string, number> = {
  fire: 5, cartAccident: 2, drowning: 1.5, carAccident: 2, council: 6, chamber: 4, court: 4, hofAudience: 1.5, hofVisit: 1.5,
  telegram: 4, railway: 2.5, tram: 1.5, agriculture: 3, vintage: 3, moselle: 2, cattle: 2.5, festival: 3, procession: 2,
  schobermesse: 2, schueberfouer: 4, building: 4, society: 4, school: 2.5, mining: 2.5, pitAccident: 1.5, elections: 2.5,
  letter: 2, emigration: 1.5, thunderstorm: 2, gale: 2, football: 2, cycling: 1, occupationNotice: 12, europe: 2,
  market: 2, community: 3, business: 2, culture: 2, traffic: 2, bridge: 2, history: 3, rebuilding: 4, appointments: 3, birds: 3, plants: 3, parish: 3, children: 3, medicine: 3, women: 3, cinema: 3, schueberfouerPlan: 3, schueberfouerReview: 2, chamberElections: 3,
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
  schoulklack: ['children', 'school', 'history', 'plants'],
  altezeiten: ['history', 'festival', 'procession', 'society'],
  ortsarchiv: ['history', 'building'],
  heimatblatt: ['history', 'agriculture', 'festival', 'society', 'cattle'],
  feldbeobachter: ['birds', 'plants', 'thunderstorm', 'gale', 'agriculture'],
  annalesmed: ['medicine', 'building'],
  klackentuerm: ['parish', 'procession', 'festival', 'children'],
  lyra: ['society', 'festival'],
  feuerwehr: ['fire', 'society', 'festival'],
  citoyenne: ['women', 'school', 'society'],
  ecran: ['cinema', 'festival'],
  conjoncture: ['business', 'mining', 'railway', 'europe', 'agriculture'],
  euronotes: ['europe', 'business', 'telegram'],
  illustre: ['festival', 'society', 'building', 'hofVisit', 'cinema', 'football'],
  actes: ['appointments'],
}

/** Kinds that are news of one town, for a "local news" section. */
const LOCAL_KINDS = new Set([
  'fire', 'cartAccident', 'drowning', 'carAccident', 'council', 'cattle', 'festival', 'procession', 'schobermesse', 'schueberfouer',
  'building', 'society', 'school', 'mining', 'pitAccident', 'thunderstorm', 'gale', 'tram', 'vintage', 'moselle', 'community', 'bridge',
  'schueberfouerPlan', 'schueberfouerReview', 'rebuilding',
])

function fitsDate(kind: StoryKind, date: DateParts, lang: Lang): boolean {
  const [from, to] = kind.years ?? [0, 10_000]
  if (date.year < from || date.year >= to) return false
  const month = `${date.year}-${String(date.month).padStart(2, '0')}`
  if (kind.from !== undefined && month < kind.from) return false
  if (kind.absent !== undefined && month >= kind.absent[0] && month <= kind.absent[1]) return false
  if (kind.months && !kind.months.includes(date.month)) return false
  const occupied = isOccupation(date)
  const rule = kind.occupation ?? 'also'
  if (rule === 'only' && !occupied) return false
  if (rule === 'never' && occupied) return false
  return ofYear(kind.headlines, date.year).length > 0 && ofYear(kind.lead, date.year).length > 0 && (lang !== 'lb' || date.year >= 1900)
}

/** The kind of the next article: by the paper's leanings, the section and the season. */
export function chooseKind(rng: Rng, lang: Lang, ctx: TextContext, section?: 'foreign' | 'local'): string {
  const book = BOOKS[lang]
  if (section === 'foreign' && book.telegram && fitsDate(book.telegram, ctx.date, lang) && telegramsOf(lang, ctx.date).length > 0) return 'telegram'
  const leanings = (ctx.paper && PAPER_LEANINGS[ctx.paper]) || {}
  const own = ctx.paper ? PAPER_KINDS[ctx.paper] : undefined
  const ids: string[] = []
  const weights: number[] = []
  const pick = (keep: (id: string) => boolean) => {
    for (const [id, kind] of Object.entries(book)) {
      if (!keep(id)) continue
      if (id === 'telegram' && telegramsOf(lang, ctx.date).length === 0) continue
      if (!fitsDate(kind, ctx.date, lang)) continue
      ids.push(id)
      weights.push((KIND_WEIGHTS[id] ?? 2) * (leanings[id] ?? 1))
    }
  }
  if (own) pick((id) => own.includes(id))
  if (ids.length > 0) return rng.weighted(ids, weights)
  for (const [id, kind] of Object.entries(book)) {
    if (section === 'local' && !LOCAL_KINDS.has(id)) continue
    if (id === 'telegram' && telegramsOf(lang, ctx.date).length === 0) continue
    if (!fitsDate(kind, ctx.date, lang)) continue
    ids.push(id)
    weights.push((KIND_WEIGHTS[id] ?? 2) * (leanings[id] ?? 1))
  }
  if (ids.length === 0) return Object.keys(book)[0] ?? 'fire'
  return rng.weighted(ids, weights)
}

/** The telegrams a paper of that day could print: of their years, and under the press control only the few it allowed. */
function telegramsOf(lang: Lang, date: DateParts) {
  const occupied = isOccupation(date)
  return TELEGRAMS[lang].filter((t) => date.year >= t.from && date.year < t.to && (occupied ? t.wartime !== undefined : t.wartime !== 'only'))
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

/** Picks `count` of the templates and keeps them in the order written. */
function inOrder(rng: Rng, templates: readonly string[], count: number): string[] {
  const chosen = new Set(rng.shuffle(templates.map((_, i) => i)).slice(0, count))
  return templates.filter((_, i) => chosen.has(i))
}

/** Straight apostrophes, as the OCR of the period reads them. */
function ocrApostrophes(text: string): string {
  return text.replace(/’/g, "'")
}

/** One article of a given kind, about `words` words long. */
export function writeStory(rng: Rng, lang: Lang, ctx: TextContext, kindId: string, words: number): UnitText {
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
    story = { ...kind, lists: { ...kind.lists, ...telegram.lists } }
    extra.city = () => telegram.city
    extra.topic = (scene) => scene.fill(telegram.topic)
    extra.agency = () => agency(rng, lang, year)
    extra.news = (scene) => scene.fill(first)
    extra.news2 = (scene) => scene.fill(rest[0] ?? '')
    extra.news3 = (scene) => scene.fill(rest[1] ?? '')
  }
  const scene = newScene(rng, lang, ctx, story, extra)
  const headline = rng.pick(ofYear(kind.headlines, year))
  const title = scene.fill(headline)
  const sentences = [scene.fill(rng.pick(ofYear(kind.lead, year)))]
  const pool = ofYear(kind.body, year)
  const count = Math.max(1, Math.min(pool.length, Math.round((words - 25) / 15)))
  for (const template of inOrder(rng, pool, count)) sentences.push(scene.fill(template))
  const close = ofYear(kind.close ?? [], year)
  if (close.length > 0 && rng.chance(0.6)) sentences.push(scene.fill(rng.pick(close)))
  const text = sentences.map((s) => capitalize(s.trim())).filter((s) => s.length > 0)
  return { title: ocrApostrophes(title), paragraphs: toParagraphs(rng, text).map(ocrApostrophes), template: `${kindId}: ${headline}${variant}` }
}

/** A news article for the paper and section, about `words` words long. */
export function articleText(rng: Rng, lang: Lang, ctx: TextContext, words: number, section?: 'foreign' | 'local'): UnitText {
  return writeStory(rng, lang, ctx, chooseKind(rng, lang, ctx, section), words)
}

// --- The serial novel ---------------------------------------------------------------------

/**
 * The serial novel of a paper: each instalment picks up where the last stopped, so a reader can
 * follow it through a week of issues. A novel of SERIALS runs for as many issues as it has
 * instalments, then the next begins, each time told of other people and another village (one
 * scene per run, seeded by the paper, the year and the run); the instalments are numbered
 * through the year, as a paper numbered its "Fortsetzungen".
 */
export function feuilletonText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const novels = SERIALS[lang]
  const per = 2
  const paper = ctx.paper ?? ''
  const year = ctx.date.year
  const number = Math.max(1, ctx.issueNumber ?? ctx.date.day)
  const lengths = novels.map((n) => Math.ceil(n.passages.length / per))
  const cycle = lengths.reduce((a, b) => a + b, 0)
  const offset = hashString('serial', paper, year) % cycle
  const position = (number - 1 + offset) % cycle
  const run = Math.floor((number - 1 + offset) / cycle)
  let left = position
  let which = 0
  while (left >= (lengths[which] ?? 1)) left -= lengths[which++] ?? 1
  const novel = itemAt(novels, which)
  const runRng = Rng.derive(0, 'serial', paper, year, run, which)
  const scene = newScene(runRng, lang, { ...ctx, cast: [] }, { headlines: [], lead: [], body: [] })
  // The village of the story is drawn evenly, not near the paper's home, so that runs differ.
  scene.places.push(itemAt(PLACES, runRng.int(0, 33)))
  // The whole run's cast and places first, in the novel's order: an instalment that names the
  // heroine before (or without) the passage that introduces her still names the same woman.
  scene.place(2)
  for (const [, key = 'P', role] of novel.passages.join(' ').matchAll(/\{([PQR])=(\w+)/g)) scene.person(key, role)
  const start = left * per
  const passages = novel.passages.slice(start, start + per).map((p) => scene.fill(p))
  const chapter = Math.floor(left / 2) + 1
  const labels = {
    de: { overline: 'Feuilleton.', sub: `(${number}. Fortsetzung.)`, chapter: `${chapter}. Kapitel.`, end: '(Fortsetzung folgt.)' },
    fr: { overline: 'FEUILLETON.', sub: `(${number === 1 ? '1er' : `${number}e`} feuilleton.)`, chapter: chapter === 1 ? 'Chapitre premier.' : `Chapitre ${chapter}.`, end: '(À suivre.)' },
    lb: { overline: 'Feuilleton', sub: `(${number}. Fortsetzung)`, chapter: `Kapitel ${chapter}`, end: '(Fortsetzung kënnt.)' },
    en: { overline: 'Serial Story', sub: `(Instalment ${number})`, chapter: `Chapter ${chapter}`, end: '(To be continued.)' },
  }[lang]
  void rng
  const last = start + per >= novel.passages.length
  const end = last ? { de: '(Ende.)', fr: '(Fin.)', lb: '(Enn.)', en: '(The End.)' }[lang] : labels.end
  const title = scene.fill(novel.title)
  return {
    template: `serial: ${novel.title}`,
    overline: labels.overline,
    title,
    catalogTitle: `${title} ${labels.sub}`,
    subTitle: labels.sub,
    author: novel.author,
    paragraphs: [...(left % 2 === 0 ? [labels.chapter] : []), ...passages, end].map(ocrApostrophes),
  }
}

// --- Death notices -----------------------------------------------------------------------

/** A death notice in the formula of its language and period: the deceased's sex decides every word. */
export function deathNoticeText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  return { ...deathNotice(rng, lang, ctx), template: `death: ${lang} ${ctx.date.year >= 1950 ? 'modern' : 'old'}` }
}

function deathNotice(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const year = ctx.date.year
  const female = rng.chance(0.45)
  const { given, family } = personName(rng, female, year, lang === 'en')
  const scene = newScene(rng, lang, ctx)
  const age = rng.int(45, 92)
  const died = addDays(ctx.date, -rng.int(1, 3))
  const funeral = addDays(died, rng.int(2, 4))
  const hour = rng.pick([9, 10, 10, 10, 15])
  const at = scene.hour(hour)
  const place = scene.place(0)
  const modern = year >= 1950
  const name = `${given} ${family}`
  switch (lang) {
    case 'de': {
      const spouse = rng.pick(FAMILY_NAMES_SPOUSE)
      const relations = female ? 'Gattin, Mutter, Schwiegermutter, Großmutter, Schwester und Tante' : 'Gatten, Vater, Schwiegervater, Großvater, Bruder und Onkel'
      const whom = female ? `Frau ${name}, geb. ${spouse}` : `Herrn ${name}`
      const paragraphs = modern
        ? [
            `In tiefer Trauer nehmen wir Abschied von unserer lieben ${female ? 'Mutter, Großmutter und Schwester' : 'Vater, Großvater und Bruder'}, ${whom}, ${female ? 'die' : 'der'} am ${dayMonth(died, 'de')} im Alter von ${age} Jahren verstorben ist.`,
            `Die Beerdigung findet statt am ${longDate(funeral, 'de')}, ${at}, in ${place.de}.`,
            'Statt Blumen bitten wir um eine Spende für das Rote Kreuz.',
          ]
        : [
            `Gott dem Allmächtigen hat es gefallen, heute unsere${female ? ' innigstgeliebte' : 'n innigstgeliebten'} ${relations}, ${whom}, nach langem, mit großer Geduld ertragenem Leiden, wohlversehen mit den heiligen Sterbesakramenten, im Alter von ${age} Jahren zu sich in die Ewigkeit abzuberufen.`,
            `Die Beerdigung findet statt am ${longDate(funeral, 'de')}, ${at}, in ${place.de}, vom Trauerhause, ${scene.fill('{street}')} ${rng.int(2, 60)}, aus.`,
            'Um stille Teilnahme bitten die trauernden Hinterbliebenen.',
          ]
      return { title: rng.chance(0.5) ? `Todesanzeige. — ${name}` : `† ${female ? 'Frau' : 'Herr'} ${name}`, paragraphs }
    }
    case 'fr': {
      const spouse = rng.pick(FAMILY_NAMES_SPOUSE)
      const first = female
        ? `Monsieur ${rng.pick(['Jean', 'Pierre', 'Nicolas', 'Michel'])} ${family}, ses enfants et petits-enfants ont la douleur de vous faire part de la perte cruelle qu'ils viennent d'éprouver en la personne de Madame ${given} ${family}, née ${spouse}, leur épouse, mère et grand-mère, décédée à ${place.fr}, dans sa ${age}e année, munie des sacrements de l'Église.`
        : `Madame veuve ${family}, ses enfants et petits-enfants ont la douleur de vous faire part de la perte cruelle qu'ils viennent d'éprouver en la personne de Monsieur ${name}, leur époux, père et grand-père, décédé à ${place.fr}, dans sa ${age}e année, muni des sacrements de l'Église.`
      return {
        title: rng.chance(0.5) ? `Avis mortuaire. — ${name}` : `† ${female ? 'Madame' : 'Monsieur'} ${name}`,
        paragraphs: [
          first,
          `Les funérailles auront lieu le ${longDate(funeral, 'fr')}, ${at}, en l'église paroissiale ${frDe(place.fr)}.`,
          'Le présent avis tient lieu de faire-part.',
          `Priez pour ${female ? 'elle' : 'lui'} !`,
        ],
      }
    }
    case 'lb': {
      const whom = female ? `eis léif Mamm, Bomi a Schwëster ${name}` : `eise léiwe Papp, Bopa a Brudder ${name}`
      return {
        title: `† ${name}`,
        paragraphs: [
          `Traureg deele mir Iech mat, datt ${whom} den ${dayMonth(died, 'lb')} am Alter vun ${age} Joer vun eis gaangen ass.`,
          `D'Begriefnes ass ${longDate(funeral, 'lb').replace(/^(\S+),/, 'e $1,')}, ${at}, zu ${place.lb}.`,
          'Merci fir all Zeeche vu Matgefill.',
        ],
      }
    }
    case 'en': {
      return {
        title: `${family}, ${given}`,
        paragraphs: [
          `${name}, of ${place.en}, died peacefully on ${longDate(died, 'en')}, aged ${age}, deeply mourned by ${female ? 'her' : 'his'} family and friends.`,
          `The funeral service will be held at ${place.en} on ${longDate(funeral, 'en')} ${at}`,
          rng.chance(0.5) ? 'No flowers, by request.' : 'Family flowers only.',
        ],
      }
    }
  }
}

const FAMILY_NAMES_SPOUSE = ['Weber', 'Thill', 'Hoffmann', 'Reuter', 'Kieffer', 'Wagner', 'Schroeder', 'Faber', 'Kremer', 'Majerus', 'Lentz', 'Becker']

// --- Advertisements --------------------------------------------------------------------

interface AdShape {
  title: Template
  body: Template
  /** The years the advertisement belongs to: [from, to). */
  years?: [number, number]
}

const ADS: Record<Lang, AdShape[]> = {
  de: [
    { title: '{good} bei {P=merchant.fam} in {place}.', body: 'Der Unterzeichnete empfiehlt sein reichhaltiges Lager in {good} zu den billigsten Preisen. {P.name}, {street} {#no:2-60}, {place}.' },
    { title: 'Haus zu verkaufen in {place}.', body: 'Zu verkaufen: ein gut erhaltenes Wohnhaus mit Garten und Stallung, gelegen in der {street} zu {place}. Näheres bei Notar {Q=notary.fam} in {place2}.' },
    { title: 'Gesucht: ein Dienstmädchen nach {place}.', body: 'Gesucht wird für sofort ein ordentliches Dienstmädchen, das kochen kann, in ein bürgerliches Haus nach {place}. Adresse in der Expedition {=dieses Blattes|dieser Zeitung}.' },
    { title: 'Gesucht: tüchtiger Schreinergeselle.', body: 'Ein tüchtiger Schreinergeselle findet dauernde Beschäftigung bei {P.name}, Schreinermeister in {place}. {=Näheres in der Expedition dieser Zeitung.|Sich persönlich vorzustellen.}' },
    { title: 'Versteigerung in {place} am {nextDay}.', body: 'Am {nextDate}, {pmHour}, läßt {P.name} zu {place} öffentlich versteigern: {#cows:3-12} Stück Rindvieh, Ackergeräte, Möbel und Hausrat. Zahlungsausstand bis Martini. {=Siehe auch die Anzeige in der nächsten Nummer dieser Zeitung.|Der Notar.}' },
    { title: 'Ausverkauf: {good} bei {P=merchant.fam}.', body: 'Wegen Geschäftsaufgabe großer Ausverkauf in {good} zu herabgesetzten Preisen. {P.name}, {street}, {place}.' },
    { title: 'Zu vermieten in der {street} zu {place}.', body: 'Eine schöne Wohnung von {#rooms:3-5:w} Zimmern mit Küche und Keller ist auf den {nextDay} zu vermieten. Auskunft in der Expedition {=dieses Blattes|dieser Zeitung}.' },
    { title: 'Verloren: ein Regenschirm in {place}.', body: 'Am {evWeekday} ist auf dem Wege von der {street} zum Markte ein seidener Regenschirm mit beinernem Griff verloren worden. Der redliche Finder wird gebeten, denselben gegen gute Belohnung in der Expedition dieses Blattes abzugeben.', years: [1840, 1914] },
    { title: 'Eine goldene Brosche in {place} verloren.', body: 'Am {evWeekday} wurde auf dem Wege von der {street} zur Pfarrkirche eine goldene Brosche mit Granaten verloren. Abzugeben gegen gute Belohnung bei {P.name}, {place}.' },
    { title: 'Gefunden in {place}: ein Geldbeutel mit Inhalt.', body: 'In der {street} zu {place} wurde am {evWeekday} ein Geldbeutel mit Inhalt gefunden. Der Eigentümer kann denselben gegen Erstattung der Einrückungsgebühren in der Expedition {=dieses Blattes|dieser Zeitung} abholen.' },
    { title: 'Entlaufen bei {place}: ein brauner Jagdhund.', body: 'Am {evWeekday} ist bei {place} ein junger brauner Jagdhund, auf den Namen „{=Waldmann|Hektor|Tyras|Nero}“ hörend, entlaufen. Wer über seinen Verbleib Auskunft geben kann, erhält eine angemessene Belohnung bei {P.name}, {street}, {place}.' },
    { title: 'Pariser Moden bei Schneidermeister {P=merchant.fam} in {place}.', body: 'Der Unterzeichnete beehrt sich anzuzeigen, daß er die neuesten Pariser Moden erhalten hat, und empfiehlt sich zur Anfertigung von Herrenkleidern nach Maß. {P.name}, Schneidermeister, {street}, {place}.', years: [1840, 1914] },
    { title: 'Nach Amerika! Auskunft bei {P=merchant.fam} in {place}.', body: 'Regelmäßige Überfahrten von Antwerpen und Havre nach New-York und New-Orleans. Nähere Auskunft und Abschluß von Verträgen beim konzessionierten Agenten {P.name} in {place}.', years: [1840, 1914] },
    { title: 'Neu eröffnet in {place}: {good}.', body: 'Einem geehrten Publikum von {place} und Umgebung zur gefälligen Nachricht, daß ich in der {street} ein Geschäft in {good} eröffnet habe. Prompte und reelle Bedienung. {P=merchant.name}.' },
  ],
  fr: [
    { title: '{good} chez {P=merchant.fam}, à {place}.', body: "Le soussigné {P.name}, négociant à {place}, a l'honneur d'informer le public qu'il vient d'ouvrir un magasin de {good}, {street}, n° {#no:2-60}." },
    { title: 'Maison à vendre à {place}.', body: "À vendre de gré à gré : une maison d'habitation avec jardin et dépendances, située {street}, à {place}. S'adresser à Me {Q=notary.fam}, notaire à {place2}." },
    { title: 'On demande une bonne à {place}.', body: "On demande pour entrer de suite une bonne à tout faire, sachant cuisiner, pour une famille de {place}. S'adresser au bureau du journal." },
    { title: 'Vente publique à {place}, le {nextDay}.', body: 'Le {nextDate}, {pmHour}, il sera procédé à {place}, à la requête de {P.nom}, à la vente publique de {#cows:3-12} bêtes à cornes, de meubles et d’instruments aratoires. Terme de paiement : la Saint-Martin.' },
    { title: 'Parapluie perdu à {place}.', body: "Un parapluie de soie à manche d'os a été perdu {evWeekday}, de la {street} au marché. Le rapporter, contre bonne récompense, au bureau du journal.", years: [1840, 1914] },
    { title: 'Liquidation totale : {good} chez {P=merchant.fam}.', body: 'Pour cause de cessation de commerce, liquidation totale des {good} à des prix très réduits. {P.name}, {street}, à {place}.' },
    { title: 'Appartement à louer, {street}, à {place}.', body: 'Bel appartement de {#rooms:3-5:w} pièces, avec cuisine et cave, à louer pour le {nextDay}. S’adresser au bureau du journal.' },
  ],
  lb: [
    { title: '{good} bei {P.fam} zu {place}', body: 'Grouss Auswiel u {good} zu gudde Präisser. {P.name}, {street} {#no:2-60}, {place}.' },
    { title: 'Verkeeferin gesicht zu {place}', body: 'Fir eise Geschäft zu {place} siche mir eng Verkeeferin. Ze mellen bei {P.name}, {street}.' },
    { title: 'Appartement ze verlounen zu {place}', body: 'Appartement mat {#rooms:2-4:w} Zëmmeren, Kiche a Keller ze verlounen, {street}, {place}. Ze froen um Büro vun der {=Zeitung|Redaktioun}.' },
    { title: 'Haus ze verkafen zu {place}, {street}', body: 'Ee gutt ënnerhalent Haus mat Gaart ze verkafen. Ze froen beim Notaire {Q=notary.fam} zu {place2}.' },
    { title: 'Gesicht: e Schräiner fir {P=merchant.fam} zu {place}', body: 'De Schräinermeeschter {P.name} sicht e fläissege Geselle. Ze mellen {street}, {place}.' },
    { title: 'Nei zu {place}: {good} bei {P=merchant.fam}', body: 'Mir hunn eise Geschäft an der {street} opgemaach. Kommt laanscht, mir freeën eis op Äre Besuch!' },
    { title: 'Verkaf vu Miwwelen zu {place} den {nextDay}', body: 'E {nextDate}, ginn zu {place} Miwwelen, Geschir a Gaardegezei verkaf. Ufank {pmHour}.' },
  ],
  en: [
    { title: '{good} at {P.fam}’s, {place}', body: '{good} of the best quality at moderate prices. Apply to {P.name}, {#no:2-60} {street}, {place}.' },
    { title: 'Wanted: clerk for an office in {place}', body: 'Wanted: a reliable clerk with a good knowledge of French and German for an office in {place}. Apply in writing to the office of this paper.' },
    { title: 'Flat to let in {place}', body: 'Flat to let in {street}, {place}: {#rooms:3-5:w} rooms, kitchen and garden. Apply to {P.name}.' },
    { title: 'For sale: house at {place}', body: 'For sale: a detached house with garden at {place}, near the station. Apply to {Q=notary.nom}, notary, {place2}.' },
  ],
}

export function advertisementText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const year = ctx.date.year
  const goods = ADVERTISED_GOODS.filter((g) => g.from <= year)
  const name = rng.pick(goods).name[lang]
  // French writes the goods in lower case inside a sentence ("liquidation des chaussures").
  const good = lang === 'fr' ? name.charAt(0).toLowerCase() + name.slice(1) : name
  const scene = newScene(rng, lang, ctx, undefined, { good: () => good })
  const shape = rng.pick(ADS[lang].filter((ad) => !ad.years || (year >= ad.years[0] && year < ad.years[1])))
  const fill = (t: Template) => scene.fill(typeof t === 'string' ? t : t.text)
  const paragraphs = [fill(shape.body)]
  if (year >= 1890 && rng.chance(0.4)) paragraphs.push(scene.fill({ de: 'Telephon Nr. {#tel:12-480}.', fr: 'Téléphone n° {#tel:12-480}.', lb: 'Tel. {#tel:12-480}.', en: 'Telephone {#tel:12-480}.' }[lang]))
  return { title: ocrApostrophes(capitalize(fill(shape.title))), paragraphs: paragraphs.map(ocrApostrophes), template: `ad: ${shape.title}` }
}

// --- Weather ---------------------------------------------------------------------------

function temperature(rng: Rng, date: DateParts): number {
  const base = [0, 2, 6, 10, 14, 17, 19, 18, 15, 10, 5, 1][date.month - 1] ?? 10
  return base + rng.int(-4, 4)
}

/** The sky in a word or two, for sentences and tables alike; the sixth is snow, the seventh thunder. */
const SKY_WORDS: Record<Lang, readonly string[]> = {
  de: ['heiter', 'bewölkt', 'bedeckt', 'regnerisch', 'neblig', 'Schneefall', 'Gewitter', 'veränderlich', 'trübe', 'klar'],
  fr: ['serein', 'nuageux', 'couvert', 'pluvieux', 'brumeux', 'neigeux', 'orageux', 'variable', 'sombre', 'beau'],
  lb: ['sonneg', 'wollekeg', 'bedeckt', 'reenereg', 'niwweleg', 'Schnéi', 'Donnerwieder', 'wiesselhaft', 'gro', 'kloer'],
  en: ['fair', 'cloudy', 'overcast', 'rain', 'fog', 'snow', 'thunder', 'changeable', 'dull', 'fine'],
}

/** Snow falls from December to February, thunderstorms from May to September. */
function skyOf(rng: Rng, lang: Lang, month: number): string {
  const winter = month === 12 || month <= 2
  const summer = month >= 5 && month <= 9
  return rng.pick(SKY_WORDS[lang].filter((_, index) => (index !== 5 || winter) && (index !== 6 || summer)))
}

/** Weekly rain in millimetres as the month brings it. */
function weeklyRain(rng: Rng, month: number): number {
  const mean = [14, 12, 12, 11, 14, 15, 16, 17, 14, 15, 16, 16][month - 1] ?? 14
  return Math.max(0, mean + rng.int(-10, 12))
}

const STATIONS = ['Luxemburg', 'Diekirch', 'Echternach', 'Wiltz', 'Grevenmacher', 'Esch an der Alzette']

export function weatherText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  return { ...weather(rng, lang, ctx), template: `weather: ${lang}` }
}

function weather(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const date = ctx.date
  const modern = date.year >= 1950
  const station = placeByGermanName(rng.pick(STATIONS)) ?? itemAt(PLACES, 0)
  const sky = () => skyOf(rng, lang, date.month)
  const wind = rng.pick(WIND_DIRECTIONS[lang])
  const t = temperature(rng, date)
  const pressure = modern ? `${rng.int(995, 1030)} mb` : `${rng.int(742, 772)} mm`
  const rain = weeklyRain(rng, date.month)
  const day = dayMonth(date, lang)
  const colon = lang === 'fr' ? ' :' : ':'
  const rows: string[] = []
  for (const name of rng.shuffle(STATIONS.filter((s) => s !== station.de)).slice(0, rng.int(3, 5))) {
    const p = placeByGermanName(name) ?? station
    rows.push(`${p[lang]}${colon} ${temperature(rng, date)}°, ${sky()}`)
  }
  switch (lang) {
    case 'de':
      return {
        title: `Wetterbericht der Station ${station.de} vom ${day}.`,
        paragraphs: [
          `Barometerstand ${pressure}, Thermometer ${t} Grad Celsius, Wind aus ${wind}. Witterung: ${sky()}.`,
          `Aussichten: ${sky()}, Temperatur wenig verändert.`,
          `Niederschlag der letzten sieben Tage: ${rain} Millimeter.`,
        ].slice(0, rng.int(2, 3)),
        rows,
      }
    case 'fr':
      return {
        title: `Bulletin météorologique de ${station.fr} du ${day}.`,
        paragraphs: [
          `Baromètre ${pressure}, thermomètre ${t} degrés, vent du ${wind}, temps ${sky()}.`,
          `Prévisions : temps ${sky()}, température stationnaire.`,
          `Hauteur de pluie tombée pendant la semaine : ${rain} millimètres.`,
        ].slice(0, rng.int(2, 3)),
        rows,
      }
    case 'lb':
      return {
        title: `D'Wieder zu ${station.lb}, ${day}`,
        paragraphs: [`D'Wieder: ${sky()}, d'Temperature leien ëm ${t} Grad, de Wand kënnt aus dem ${wind}.`, `Déi lescht Woch sinn ${rain} Millimeter Reen gefall.`],
        rows,
      }
    case 'en':
      return {
        title: `Weather at ${station.en}, ${day}`,
        paragraphs: [`Barometer ${pressure}, temperature ${t} degrees, wind ${wind}, ${sky()}.`, `Outlook: ${sky()}, little change in temperature.`],
        rows,
      }
  }
}

// --- Shipping ----------------------------------------------------------------------------

/** The liners of the emigrant trade, with their line and home port (PORTS index) and the years they sailed. */
const LINERS: { ships: readonly string[]; line: string; port: number; from: number; to: number }[] = [
  { ships: ['Westernland', 'Noordland', 'Rhynland', 'Pennland', 'Vaderland', 'Zeeland', 'Finland', 'Kroonland', 'Lapland'], line: 'Red Star Line', port: 0, from: 1873, to: 1935 },
  { ships: ['La Champagne', 'La Bretagne', 'La Gascogne', 'La Touraine', 'La Lorraine', 'La Savoie'], line: 'Compagnie Générale Transatlantique', port: 1, from: 1886, to: 1925 },
  { ships: ['Elbe', 'Main', 'Kaiser Wilhelm', 'Kronprinz Wilhelm', 'Bremen', 'Europa'], line: 'Norddeutscher Lloyd', port: 2, from: 1858, to: 1960 },
  { ships: ['Rotterdam', 'Statendam', 'Amsterdam', 'Noordam', 'Nieuw Amsterdam'], line: 'Holland-Amerika-Linie', port: 3, from: 1873, to: 1991 },
]

export function shippingText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  return { ...shipping(rng, lang, ctx), template: `shipping: ${lang}` }
}

function shipping(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const year = ctx.date.year
  const fleet = rng.pick(LINERS.filter((l) => year >= l.from && year < l.to).concat(year < 1858 ? [{ ships: ['Helvetia', 'Germania', 'Antverpia', 'Providence'], line: '', port: 0, from: 0, to: 1858 }] : []))
  const ship = rng.pick(fleet.ships)
  const line = fleet.line
  const from = itemAt(PORTS, fleet.port)
  const to = itemAt(PORTS, rng.int(4, PORTS.length - 2))
  const sailed = addDays(ctx.date, -rng.int(9, 14))
  const next = addDays(ctx.date, rng.int(3, 8))
  const emigrants = rng.int(4, 60)
  const scene = newScene(rng, lang, ctx)
  const agent = scene.fill('{P=merchant.name}')
  const place = scene.place(0)
  const family = scene.fill('{Q.fam}')
  switch (lang) {
    case 'de':
      return {
        title: rng.chance(0.5) ? 'Schiffsnachrichten.' : `Schiffsnachrichten. — ${year < 1858 ? 'Das Schiff' : 'Der Dampfer'} „${ship}“ in ${to.de}.`,
        paragraphs: [
          year < 1858
            ? `Das Segelschiff „${ship}“, welches am ${dayMonth(sailed, 'de')} von ${from.de} abgesegelt war, ist nach glücklicher Überfahrt in ${to.de} angekommen.`
            : `Der Postdampfer „${ship}“ (${line}), welcher am ${dayMonth(sailed, 'de')} von ${from.de} abgegangen war, ist wohlbehalten in ${to.de} angekommen.`,
          `Mit demselben reisten ${emigrants} Auswanderer aus dem Großherzogtum, darunter die Familie ${family} aus ${place.de}.`,
          `Nächste Abfahrt von ${from.de}: ${longDate(next, 'de')}. Auskunft erteilt der Agent ${agent} in ${place.de}.`,
        ].slice(0, rng.int(2, 3)),
      }
    case 'fr':
      return {
        title: rng.chance(0.5) ? 'Mouvement des navires.' : `Mouvement des navires. — Le « ${ship} » à ${to.fr}.`,
        paragraphs: [
          `${year < 1858 ? `Le trois-mâts « ${ship} »` : `Le paquebot « ${ship} » (${line})`}, parti ${from.fr === 'Le Havre' ? 'du Havre' : frDe(from.fr)} le ${dayMonth(sailed, 'fr')}, est arrivé heureusement à ${to.fr}.`,
          `Il avait à bord ${emigrants} émigrants luxembourgeois, parmi lesquels la famille ${family}, ${frDe(place.fr)}.`,
          `Prochain départ : ${longDate(next, 'fr')}. S'adresser à l'agent ${agent}, à ${place.fr}.`,
        ].slice(0, rng.int(2, 3)),
      }
    case 'lb':
      return { title: `Schëffsnoriichten: d'„${ship}“`, paragraphs: [`D'Schëff „${ship}“ (${line}) ass vun ${from.lb} op ${to.lb} ukomm.`, `Un Bord waren ${emigrants} Lëtzebuerger.`] }
    case 'en':
      return {
        title: `Shipping News: the ${ship} at ${to.en}`,
        paragraphs: [`The liner ${ship} of the ${line}, which sailed from ${from.en} on ${dayMonth(sailed, 'en')}, has arrived at ${to.en}.`, `Next sailing from ${from.en}: ${longDate(next, 'en')}.`],
      }
  }
}

// --- Laws ------------------------------------------------------------------------------

interface LawSubject {
  de: string
  fr: string
  /** The first article, which says what the law does. */
  first: { de: string; fr: string }
  from?: number
  /** Whether it can be an ordinance of the occupation years (no elections, no new railways then). */
  occupation?: boolean
}

const LAW_SUBJECTS: LawSubject[] = [
  { occupation: false, de: 'die Errichtung einer Ackerbauschule', fr: "la création d'une école agricole", first: { de: 'Es wird in {place} eine staatliche Ackerbauschule errichtet.', fr: "Il est créé à {place} une école agricole de l'État." } },
  { occupation: false, de: 'den Bau der Eisenbahn von {place} nach {place2}', fr: 'la construction du chemin de fer {dePlace} à {place2}', first: { de: 'Die Regierung wird ermächtigt, eine Eisenbahn von {place} nach {place2} zu bauen oder deren Bau zu konzessionieren.', fr: 'Le gouvernement est autorisé à construire ou à concéder un chemin de fer {dePlace} à {place2}.' }, from: 1859 },
  { de: 'die Organisation der Feuerwehren', fr: "l'organisation des corps de sapeurs-pompiers", first: { de: 'Jede Gemeinde von mehr als fünfhundert Einwohnern ist gehalten, eine freiwillige Feuerwehr zu unterhalten.', fr: 'Toute commune de plus de cinq cents habitants est tenue d’entretenir un corps de sapeurs-pompiers volontaires.' } },
  { de: 'die Besteuerung der Getränke', fr: 'la taxe sur les boissons', first: { de: 'Von den im Lande ausgeschenkten geistigen Getränken wird eine Verbrauchssteuer erhoben.', fr: 'Il est perçu un droit de consommation sur les boissons spiritueuses débitées dans le Grand-Duché.' } },
  { de: 'die Einrichtung von Sparkassen', fr: "l'établissement de caisses d'épargne", first: { de: 'Die Gemeinden können mit Genehmigung der Regierung Sparkassen errichten.', fr: "Les communes peuvent, avec l'autorisation du gouvernement, établir des caisses d'épargne." } },
  { de: 'das Jagdrecht', fr: 'la chasse', first: { de: 'Niemand darf auf fremdem Grund und Boden ohne Erlaubnis des Eigentümers jagen.', fr: "Nul ne pourra chasser sur le terrain d'autrui sans le consentement du propriétaire." } },
  { de: 'den Primärunterricht', fr: "l'enseignement primaire", first: { de: 'Der Besuch der Primärschule ist für alle Kinder vom vollendeten sechsten bis zum vollendeten zwölften Lebensjahre Pflicht.', fr: "La fréquentation de l'école primaire est obligatoire pour tous les enfants de six à douze ans accomplis." } },
  { de: 'die Sonntagsruhe', fr: 'le repos dominical', first: { de: 'In den Handelsgeschäften und gewerblichen Betrieben ist die Arbeit an Sonn- und Feiertagen untersagt.', fr: 'Le travail est interdit les dimanches et jours fériés dans les établissements commerciaux et industriels.' }, from: 1890 },
  { occupation: false, de: 'die Gemeindewahlen', fr: 'les élections communales', first: { de: 'Die Gemeinderäte werden alle sechs Jahre zur Hälfte erneuert.', fr: 'Les conseils communaux sont renouvelés par moitié tous les six ans.' } },
  { de: 'die Wasserleitung der Stadt {place}', fr: "la distribution d'eau de la ville {dePlace}", first: { de: 'Der Stadt {place} wird zum Bau einer Wasserleitung ein Staatszuschuß von {$grant:20000-60000} bewilligt.', fr: "Il est alloué à la ville {dePlace} un subside de {$grant:20000-60000} pour l'établissement d'une distribution d'eau." } },
  { de: 'die Prüfung der Lebensmittel', fr: 'le contrôle des denrées alimentaires', first: { de: 'Der Verkauf verfälschter oder verdorbener Lebensmittel ist verboten.', fr: 'Il est interdit de vendre des denrées alimentaires falsifiées ou corrompues.' } },
  { de: 'die Regelung des Viehhandels', fr: 'le commerce du bétail', first: { de: 'Wer Vieh zum Verkaufe auf einen Markt bringt, hat ein Gesundheitszeugnis des Tierarztes vorzulegen.', fr: 'Quiconque amène du bétail sur un marché pour le vendre doit présenter un certificat de santé délivré par le vétérinaire.' } },
]

const LAW_ARTICLES: { de: string; fr: string }[] = [
  { de: 'Die näheren Bestimmungen über die Ausführung dieses Gesetzes werden durch großherzoglichen Beschluß getroffen.', fr: "Un arrêté grand-ducal déterminera les mesures d'exécution de la présente loi." },
  { de: 'Zuwiderhandlungen werden mit einer Geldbuße von {$fine:10-200} bestraft.', fr: 'Les contraventions seront punies d’une amende de {$fine:10-200}.' },
  { de: 'Die dazu erforderlichen Mittel werden in den Staatshaushalt eingestellt.', fr: "Les crédits nécessaires seront portés au budget de l'État." },
  { de: 'Alle diesem Gesetze zuwiderlaufenden Bestimmungen sind aufgehoben.', fr: 'Toutes dispositions contraires à la présente loi sont abrogées.' },
  { de: 'Dieses Gesetz tritt am ersten Tage des auf seine Veröffentlichung folgenden Monats in Kraft.', fr: 'La présente loi entrera en vigueur le premier jour du mois qui suivra sa publication.' },
]

/** The closing articles of an ordinance of the occupation years, printed in German only. */
const ORDINANCE_ARTICLES: { de: string; fr: string }[] = [
  { de: 'Die Durchführungsbestimmungen werden besonders bekanntgegeben.', fr: '' },
  { de: 'Zuwiderhandlungen werden mit Geldstrafe bis zu {$fine:10-200} bestraft.', fr: '' },
  { de: 'Diese Verordnung tritt mit dem Tage ihrer Verkündung in Kraft.', fr: '' },
]

/** Laws are printed in German and French only (the official languages of the period). */
export function lawText(rng: Rng, lang: 'de' | 'fr', ctx: TextContext): UnitText {
  return { ...law(rng, lang, ctx), template: `law: ${lang} ${isOccupation(ctx.date) ? 'ordinance' : 'law'}` }
}

function law(rng: Rng, lang: 'de' | 'fr', ctx: TextContext): UnitText {
  const scene = newScene(rng, lang, ctx)
  const year = ctx.date.year
  const occupied = isOccupation(ctx.date)
  const subject = rng.pick(LAW_SUBJECTS.filter((s) => (s.from ?? 0) <= year && (!occupied || s.occupation !== false)))
  const about = scene.fill(subject[lang])
  const rest = rng.shuffle(occupied ? ORDINANCE_ARTICLES : LAW_ARTICLES).slice(0, rng.int(1, 3))
  const articles = [subject.first[lang], ...rest.map((a) => a[lang])].map((t) => scene.fill(t))
  const date = ctx.date
  if (lang === 'de') {
    if (occupied) {
      return { title: `Verordnung vom ${date.day}. ${itemAt(MONTHS.de, date.month - 1)} ${year} über ${about}.`, paragraphs: articles.map((a, i) => `§ ${i + 1}. ${a}`) }
    }
    const ruler = SOVEREIGNS.find((r) => year >= r.from && year < r.to) ?? itemAt(SOVEREIGNS, SOVEREIGNS.length - 1)
    return {
      title: `Gesetz vom ${date.day}. ${itemAt(MONTHS.de, date.month - 1)} ${year}, betreffend ${about}.`,
      paragraphs: [
        `Wir ${ruler.de}; Nach Anhörung Unseres Staatsrates; Mit Zustimmung der Abgeordnetenkammer; Haben verordnet und verordnen:`,
        ...articles.map((a, i) => `Art. ${i + 1}. ${a}`),
        'Befehlen und verordnen, daß dieses Gesetz ins Memorial eingerückt werde, um von Allen, die es betrifft, ausgeführt und befolgt zu werden.',
      ],
    }
  }
  const ruler = SOVEREIGNS.find((r) => year >= r.from && year < r.to) ?? itemAt(SOVEREIGNS, SOVEREIGNS.length - 1)
  return {
    title: `Loi du ${frDay(date.day)} ${itemAt(MONTHS.fr, date.month - 1)} ${year} concernant ${about}.`,
    paragraphs: [
      `Nous ${ruler.fr} ; Notre Conseil d'État entendu ; De l'assentiment de la Chambre des députés ; Avons ordonné et ordonnons :`,
      ...articles.map((a, i) => `Art. ${i === 0 ? '1er' : i + 1}. ${a}`),
      'Mandons et ordonnons que la présente loi soit insérée au Mémorial, pour être exécutée et observée par tous ceux que la chose concerne.',
    ].map(ocrApostrophes),
  }
}

// --- Reviews ---------------------------------------------------------------------------------

const REVIEWS: Record<Lang, { title: string; body: string[] }[]> = {
  de: [
    {
      title: 'Theater. — „{work}“ in {place}.',
      body: [
        'Die Aufführung von „{work}“, die der Theaterverein von {place} {when} im Saale {Q.gen} veranstaltete, war ein voller Erfolg.',
        'Der Saal war bis auf den letzten Platz besetzt.',
        'In der Hauptrolle zeigte {P.nom} ein ungewöhnliches Talent und erntete wiederholt lebhaften Beifall.',
        'Die Ausstattung war einfach, aber geschmackvoll.',
        'Der Reinertrag fließt der Armenkasse zu.',
      ],
    },
    {
      title: 'Konzert {club.des} in {place}.',
      body: [
        'Das Konzert {club.des} von {place} fand {when} vor ausverkauftem Saale statt.',
        'Unter der Leitung von Dirigent {Q=bandmaster.fam} bot man ein abwechslungsreiches Programm.',
        'Besonders gefiel die Ouvertüre, die mit viel Schwung vorgetragen wurde.',
        'Das Publikum dankte mit reichem Beifall.',
      ],
    },
    {
      title: 'Bücherschau. — „{work}“.',
      body: [
        'Soeben ist im Verlag von {P.name} in {place} das Buch „{work}“ erschienen.',
        'Der Verfasser schildert mit warmer Liebe das Leben auf dem Lande und die Sitten unserer Vorfahren.',
        'Die Sprache ist einfach und volkstümlich; manche Seiten lesen sich wie eine Erzählung am Herdfeuer.',
        'Das Buch kostet {$price:2-5} und ist in allen Buchhandlungen des Landes zu haben; unsere Zeitung hat es schon vor Wochen angekündigt.',
        'Wir empfehlen es allen Freunden der heimatlichen Geschichte.',
      ],
    },
  ],
  fr: [
    {
      title: 'Théâtre. — « {work} » à {place}.',
      body: [
        'La représentation de « {work} », donnée {when} par le cercle dramatique {dePlace}, a obtenu un franc succès.',
        "La salle était comble.",
        'Dans le rôle principal, {P.nom} a fait preuve d’un talent peu commun et a été vivement applaudi{P.e}.',
        'Les décors étaient simples, mais de bon goût.',
        'Le bénéfice de la soirée est destiné au bureau de bienfaisance.',
      ],
    },
    {
      title: 'Concert de {club.le} {dePlace}.',
      body: [
        'Le concert donné {when} par {club.le} {dePlace} a attiré un public nombreux.',
        'Sous la direction de {Q=bandmaster.nom}, les musiciens ont exécuté un programme varié.',
        "L'ouverture, enlevée avec brio, a été particulièrement goûtée.",
        'Le public a remercié les exécutants par de chaleureux applaudissements.',
      ],
    },
    {
      title: 'Bibliographie. — « {work} ».',
      body: [
        'Vient de paraître chez {P.name}, à {place} : « {work} ».',
        "L'auteur y peint avec beaucoup de charme la vie de nos campagnes et les mœurs d'autrefois.",
        'Le style est simple et clair ; certaines pages se lisent comme un conte au coin du feu.',
        'Le volume est en vente dans toutes les librairies du pays au prix de {$price:2-5}.',
      ],
    },
  ],
  lb: [
    {
      title: 'Theater: „{work}“ zu {place}',
      body: [
        'D\'Stéck „{work}“ vum Theaterveräin {vunPlace} war {when} e grousse Succès.',
        'De Sall war bis op déi lescht Plaz besat.',
        'D\'Publikum huet laang applaudéiert.',
      ],
    },
    {
      title: 'Concert vun {club.d} {vunPlace}',
      body: ['{club.D} {vunPlace} huet {when} hire Concert ginn.', 'Ënnert der Leedung vum Dirigent {Q=bandmaster.fam} goufen Stécker vu Lentz a Michel Rodange gespillt.', 'De Sall war voll.'],
    },
  ],
  en: [
    {
      title: 'Theatre: “{work}” at {place}',
      body: [
        'The production of {work} by the {place} Players {when} was a great success.',
        'The hall was full to the last seat.',
        '{P.nom} gave a fine performance in the leading part and was warmly applauded.',
        'The proceeds go to the Red Cross.',
      ],
    },
    {
      title: 'Books: {work}',
      body: ['{work}, just published by {P.name}, is a pleasant account of life in the Grand Duchy.', 'The author writes with warmth and a good eye for detail.', 'It can be had at the bookshops of the capital.'],
    },
  ],
}

const CLUBS: Record<Lang, readonly string[]> = {
  de: ['m:Gesangverein', 'f:Musikgesellschaft', 'f:Harmonie', 'm:Männerchor', 'f:Fanfare', 'f:Philharmonie'],
  fr: ['f:Société chorale', 'f:harmonie municipale', 'f:fanfare', 'f:Société philharmonique', 'f:chorale Sainte-Cécile'],
  lb: ['f:Harmonie', 'f:Fanfare', 'm:Gesangveräin', 'f:Chorale'],
  en: ['choral society', 'brass band'],
}

export function reviewText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const work = rng.pick(WORK_TITLES[lang])
  const scene = newScene(rng, lang, ctx, { headlines: [], lead: [], body: [], lists: { club: CLUBS[lang] } }, { work: () => work })
  const review = rng.pick(REVIEWS[lang])
  const body = review.body.map((t) => capitalize(scene.fill(t)))
  return {
    template: `review: ${review.title}`,
    title: ocrApostrophes(scene.fill(review.title)),
    paragraphs: toParagraphs(rng, body).map(ocrApostrophes),
    author: rng.chance(0.4) ? personName(rng, false, ctx.date.year) : undefined,
  }
}

// --- Tables --------------------------------------------------------------------------------

export function marketTableText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const scene = newScene(rng, lang, ctx)
  const place = scene.place(0)
  const day = dayMonth(ctx.date, lang)
  const title = {
    de: rng.chance(0.6) ? `Marktpreise zu ${place.de} vom ${day}.` : `Fruchtmarkt zu ${place.de} vom ${day}.`,
    fr: rng.chance(0.6) ? `Mercuriale du marché ${frDe(place.fr)} du ${day}.` : `Cours des denrées à ${place.fr}, le ${day}.`,
    lb: `Maartpräisser zu ${place.lb}, ${day}`,
    en: `Market Prices at ${place.en}, ${day}`,
  }[lang]
  const factor = priceFactor(ctx.date)
  const header = { de: 'Ware — Einheit — Preis', fr: 'Denrées — Unité — Prix', lb: 'Wuer — Eenheet — Präis', en: 'Goods — Unit — Price' }[lang]
  const goods = rng.shuffle(MARKET_GOODS).slice(0, rng.int(5, 10))
  const rows = [header]
  for (const g of goods) {
    const price = g.price * factor * (0.8 + rng.next() * 0.4)
    rows.push(`${g.name[lang]} ${g.unit[lang]} ${formatPrice(price, lang, ctx.date)}`)
  }
  const notes = {
    de: ['Zufuhr {=stark|mittelmäßig|gering}, Handel {=lebhaft|ruhig|schleppend}.', 'Butter und Eier waren gesucht.'],
    fr: ['Apports {=abondants|moyens|faibles}, affaires {=animées|calmes|languissantes}.', 'Le beurre et les œufs ont été recherchés.'],
    lb: ['Vill Leit um Maart, d\'Präisser sinn onverännert.'],
    en: ['Supplies were {=plentiful|moderate|short} and trade {=brisk|quiet}.'],
  }[lang]
  return { title, paragraphs: rng.chance(0.5) ? [scene.fill(rng.pick(notes))] : [], rows, template: `market: ${lang} ${title.split(/ (zu|du|à|,) /)[0] ?? ''}` }
}

/** A statistical table for the economic and medical serials. */
export function statisticsTableText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const subject = {
    de: ['Roheisenerzeugung (Tonnen)', 'Bevölkerungsbewegung', 'Geburten und Sterbefälle'],
    fr: ['Production de fonte (tonnes)', 'Mouvement de la population', 'Naissances et décès'],
    lb: ['Produktioun vu Stol (Tonnen)', 'Bevëlkerung'],
    en: ['Pig-iron output (tonnes)', 'Population movement'],
  }[lang]
  const what = rng.pick(subject)
  const title = { de: `${what}, ${ctx.date.year - 8}–${ctx.date.year - 1}`, fr: `${what}, ${ctx.date.year - 8}-${ctx.date.year - 1}`, lb: `${what}, ${ctx.date.year - 8}–${ctx.date.year - 1}`, en: `${what}, ${ctx.date.year - 8}–${ctx.date.year - 1}` }[lang]
  const rows = [what]
  let a = rng.int(1000, 90000)
  let b = rng.int(100, 9000)
  for (let y = ctx.date.year - 8; y < ctx.date.year; y++) {
    a = Math.round(a * (0.9 + rng.next() * 0.25))
    b = Math.round(b * (0.9 + rng.next() * 0.25))
    rows.push(`${y} ${group(a, ' ')} ${group(b, ' ')}`)
  }
  return { title, paragraphs: [], rows, template: `statistics: ${lang}` }
}

// --- Captions ----------------------------------------------------------------------------

/**
 * What an illustration shows: a subject (with the first year it can be shown, so no blast furnace
 * stands in Esch before there was one) placed in a town, sometimes with an occasion. Composed,
 * so captions vary across papers and decades instead of one line recurring everywhere.
 */
const PICTURED: Record<Lang, { text: string; from?: number }[]> = {
  de: [
    { text: 'Ansicht von {place}' }, { text: 'Ansicht von {place}' }, { text: 'Die neue Brücke in {place}' }, { text: 'Der Festzug in {place}' },
    { text: 'Das Denkmal auf dem Marktplatz zu {place}' }, { text: 'Die Hochöfen von {place}', from: 1871 }, { text: 'Der Bahnhof von {place}', from: 1859 },
    { text: 'Die Pfarrkirche zu {place}' }, { text: 'Das Rathaus von {place}' }, { text: 'Der Viehmarkt in {place}' }, { text: 'Die Schlossruine bei {place}' },
    { text: 'Das Hochwasser in {place}' }, { text: 'Die Weinlese bei {place}' }, { text: 'Das neue Spital in {place}' }, { text: 'Die Feuerwehr von {place}' },
    { text: 'Das Elektrizitätswerk von {place}', from: 1900 }, { text: 'Die Straßenbahn in {place}', from: 1875 }, { text: 'Der Flugplatz bei {place}', from: 1920 },
  ],
  fr: [
    { text: 'Vue {dePlace}' }, { text: 'Vue {dePlace}' }, { text: 'Vue {dePlace}' }, { text: 'Le nouveau pont {dePlace}' }, { text: 'Le cortège à {place}' }, { text: 'Le monument de la place du Marché à {place}' },
    { text: 'Les hauts fourneaux {dePlace}', from: 1871 }, { text: 'La gare {dePlace}', from: 1859 }, { text: "L'église paroissiale {dePlace}" },
    { text: "L'hôtel de ville {dePlace}" }, { text: 'Le marché aux bestiaux à {place}' }, { text: 'Les ruines du château {dePlace}' },
    { text: "L'inondation à {place}" }, { text: 'Les vendanges près {dePlace}' }, { text: 'Le nouvel hôpital {dePlace}' }, { text: 'Les pompiers {dePlace}' },
    { text: "L'usine électrique {dePlace}", from: 1900 }, { text: 'Le tramway à {place}', from: 1875 }, { text: "L'aérodrome près {dePlace}", from: 1920 },
  ],
  lb: [
    { text: 'Bléck op {place}' }, { text: 'Den Cortège zu {place}' }, { text: "D'nei Bréck zu {place}" }, { text: "D'Kierch zu {place}" },
    { text: "D'Gare {vunPlace}", from: 1859 }, { text: 'De Maart zu {place}' }, { text: "D'Schlassruin bei {place}" }, { text: "D'Wäinlies bei {place}" },
  ],
  en: [
    { text: 'View of {place}' }, { text: 'The new bridge at {place}' }, { text: 'The procession at {place}' }, { text: 'The parish church of {place}' },
    { text: 'The railway station at {place}', from: 1859 }, { text: 'The cattle market at {place}' }, { text: 'The flood at {place}' },
    { text: 'The ruins of the castle near {place}' }, { text: 'The vintage near {place}' }, { text: 'The power station at {place}', from: 1900 },
  ],
}

/** What a picture adds after its subject, now and then: the occasion or the photographer. */
const PICTURE_NOTES: Record<Lang, string[]> = {
  de: ['im Winter {year}', 'am Tag der Einweihung', 'nach dem Brand', 'aus der Vogelschau', 'Aufnahme von {P.name}', 'am Kirmessonntag'],
  fr: ["pendant l'hiver {year}", "le jour de l'inauguration", "après l'incendie", "vue à vol d'oiseau", 'cliché {P.name}', 'le dimanche de la kermesse'],
  lb: ['am Wanter {year}', 'um Kiermesdag', 'no dem Brand'],
  en: ['in the winter of {year}', 'on the day it opened', 'after the fire', "from a bird's-eye view", 'photograph by {P.name}'],
}

const CAPTIONS: Record<'MAP' | 'CHART_DIAGRAM', Record<Lang, string[]>> = {
  MAP: {
    de: ['Karte des Kantons {place}.', 'Übersichtskarte der Eisenbahnlinien.', 'Plan der Stadt {place}.'],
    fr: ['Carte du canton {dePlace}.', 'Carte des chemins de fer.', 'Plan de la ville {dePlace}.', 'Plan de la ville {dePlace} en {year}.'],
    lb: ['Kaart vum Kanton {place}', 'Plang vun der Stad'],
    en: ['Map of the canton of {place}', 'Railway map'],
  },
  CHART_DIAGRAM: {
    de: ['Graphische Darstellung der Bevölkerungsbewegung.', 'Entwicklung der Roheisenerzeugung {year0}–{year}.', 'Niederschläge im Jahre {year}.'],
    fr: ['Graphique de la production de fonte {year0}-{year}.', 'Mouvement de la population.', 'Diagramme des pluies en {year}.'],
    lb: ['Grafik: Entwécklung vun der Bevëlkerung', 'Produktioun {year0}–{year}'],
    en: ['Chart: steel production {year0}–{year}', 'Rainfall in {year}'],
  },
}

export function captionText(rng: Rng, kind: 'ILLUSTRATION' | 'MAP' | 'CHART_DIAGRAM', lang: Lang, ctx: TextContext): string {
  const scene = newScene(rng, lang, ctx, undefined, { year0: () => String(ctx.date.year - rng.int(10, 40)) })
  if (kind === 'ILLUSTRATION' && ctx.cast.length > 0 && rng.chance(0.2)) {
    const p = rng.pick(ctx.cast)
    const role = ROLES[p.role]
    const roleName = role ? (p.female ? role.female : role.male)[lang] : ''
    return `${p.given} ${p.family}, ${roleName}${lang === 'en' ? '' : '.'}`
  }
  if (kind !== 'ILLUSTRATION') return ocrApostrophes(scene.fill(rng.pick(CAPTIONS[kind][lang])))
  const subjects = PICTURED[lang].filter((subject) => (subject.from ?? 0) <= ctx.date.year)
  const subject = scene.fill(rng.pick(subjects).text)
  const note = rng.chance(0.35) ? scene.fill(rng.pick(PICTURE_NOTES[lang])) : undefined
  // English captions stand without a full stop, as English papers printed them.
  const end = lang === 'en' || lang === 'lb' ? '' : '.'
  return ocrApostrophes(note ? `${subject}, ${note}${end}` : `${subject}${end}`)
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
