/**
 * One issue of a periodical: decides its logical units (exactly the number
 * the schedule asks for), writes their text, lays it out on pages and
 * returns the METS and ALTO strings. Everything follows from the seed and
 * the issue's identity, so an issue's bytes do not depend on which issues
 * were generated before it.
 */
import type { Periodical } from './catalog.ts'
import { PageComposer, estimateDraft, placeDraft, splitWords, type DraftPiece, type DraftUnit } from './compose.ts'
import type { TextStyleName } from './layout.ts'
import { foldedWords } from '../store/ranking.ts'
import { Rng, WeightedList, hashString } from './random.ts'
import type { IssueSlot } from './schedule.ts'
import { polish } from './grammar.ts'
import { noisyWords, ocrRate } from './ocr.ts'
import { sentencesOf } from './sentences.ts'
import { HeadlineWords, SentenceShares } from './shares.ts'
import { MONTHS, WEEKDAYS, dayMonth, frDay, type DateParts } from './story.ts'
import { advertisementText, deathNoticeText } from './notices.ts'
import { captionText, lawText, marketTableText, reviewText, shippingText, statisticsTableText, weatherText } from './units.ts'
import {
  articleText,
  feuilletonText,
  formatPrice,
  isOccupation,
  priceFactor,
  type CastMember,
  type TextContext,
  type UnitText,
} from './text.ts'
import { PLACES, SECTION_TITLES, type Lang, type Localized, type SectionKey } from './vocabulary.ts'
import { altoPage } from './write-alto.ts'
import { issueMets, type MetsPrefix, type MetsUnit } from './write-mets.ts'

export type LeafKind =
  | 'ARTICLE'
  | 'ADVERTISEMENT'
  | 'DEATH_NOTICE'
  | 'ILLUSTRATION'
  | 'TABLE'
  | 'MAP'
  | 'CHART_DIAGRAM'
  | 'WEATHER'
  | 'SHIPPING'
  | 'LAW'
  | 'REVIEW'
  | 'SUPPLEMENT'

/** Every METS div TYPE the issue generator writes as a logical unit. */
export const ISSUE_UNIT_TYPES: readonly string[] = [
  'ARTICLE', 'ADVERTISEMENT', 'DEATH_NOTICE', 'ILLUSTRATION', 'TABLE', 'MAP', 'CHART_DIAGRAM', 'WEATHER',
  'SHIPPING', 'LAW', 'REVIEW', 'SUPPLEMENT', 'SECTION', 'TITLE_SECTION',
]

interface PlanLeaf {
  kind: LeafKind
  feuilleton?: boolean
}
interface PlanSection {
  kind: 'SECTION'
  section: SectionKey
  children: PlanLeaf[]
}
interface PlanTitle {
  kind: 'TITLE_SECTION'
}
type PlanNode = PlanLeaf | PlanSection | PlanTitle

interface Profile {
  official: number
  local: number
  foreign: number
  illustration: number
  map: number
  chart: number
  review: number
  feuilleton: number
  table: number
  statistics: boolean
  shipping: number
  weather: number
  supplement: number
  deaths: number
  ads: number
  maxLaws: number
}

function profile(t: Periodical, year: number): Profile {
  const p = titleProfile(t, year)
  // No emigrant ships sailed in the war years, and weather reports were a military secret then;
  // markets were controlled, their prices fixed, and few market lists were printed.
  if (year >= 1939 && year <= 1945) return { ...p, shipping: 0, weather: year >= 1940 ? 0 : p.weather, table: year >= 1940 && year <= 1944 ? p.table * 0.3 : p.table }
  return p
}

function titleProfile(t: Periodical, year: number): Profile {
  const newspaper = t.type === 'newspaper'
  const p: Profile = {
    official: newspaper ? (year < 1920 ? 0.3 : 0.12) : 0.05,
    local: newspaper ? 0.6 : 0.2,
    foreign: newspaper ? 0.45 : 0.2,
    illustration: newspaper ? (year < 1880 ? 0.12 : year < 1920 ? 0.35 : 0.6) : 0.5,
    map: 0.04,
    chart: newspaper ? 0.03 : 0.08,
    review: newspaper ? 0.3 : 0.45,
    feuilleton: newspaper ? 0.45 : 0.2,
    table: newspaper ? 0.4 : 0.2,
    statistics: false,
    shipping: newspaper ? (year >= 1850 && year < 1940 ? 0.2 : 0.05) : 0.02,
    weather: newspaper ? (year >= 1870 ? 0.4 : 0.1) : 0.05,
    supplement: newspaper ? 0.05 : 0.08,
    deaths: newspaper ? 0.65 : 0.15,
    ads: newspaper ? 0.9 : 0.4,
    maxLaws: 3,
  }
  switch (t.id) {
    case 'actes':
      return { ...p, official: 1, maxLaws: 5, ads: 0.15, deaths: 0, feuilleton: 0, review: 0, illustration: 0.02, weather: 0, shipping: 0 }
    case 'conjoncture':
      return { ...p, table: 0.9, statistics: true, chart: 0.6, ads: 0.1, deaths: 0, feuilleton: 0 }
    case 'annalesmed':
      return { ...p, table: 0.6, statistics: true, chart: 0.3, deaths: 0.05, feuilleton: 0 }
    case 'pflug':
    case 'bauernstand':
    case 'moselecho':
    case 'weinbote':
      return { ...p, table: 0.85, weather: 0.6 }
    case 'sportspill':
      return { ...p, illustration: 0.7, review: 0.1 }
    case 'illustre':
    case 'ecran':
      return { ...p, illustration: 0.9, review: 0.8 }
    case 'paiperlek':
    case 'schoulklack':
      return { ...p, illustration: 0.85, deaths: 0 }
    case 'wegweiser':
      // The grain prices every week, and the back page of advertisements (the staff pick reads them).
      return { ...p, table: 0.95, ads: 1 }
    case 'petitecho':
      // The serial novel at the foot of the page was the cheap daily's draw (the staff pick follows it).
      return { ...p, feuilleton: 0.95 }
    case 'moselwacht':
      return { ...p, table: 0.85, weather: 0.9 }
    case 'duchygazette':
      return { ...p, shipping: 0.03 }
    default:
      return p
  }
}

function leaves(kind: LeafKind, n: number): PlanLeaf[] {
  return Array.from({ length: n }, () => ({ kind }))
}

function nodeCost(node: PlanNode): number {
  return node.kind === 'SECTION' ? 1 + node.children.length : 1
}

/** The issue's logical units, exactly `units` of them counting sections and their children. */
export function planIssue(rng: Rng, t: Periodical, year: number, units: number): PlanNode[] {
  if (units <= 1) return [{ kind: 'ARTICLE' }]
  const p = profile(t, year)
  let budget = units - 1
  const reserve = Math.min(2, budget)
  const chosen = new Map<string, PlanNode[]>()
  const take = (slot: string, nodes: PlanNode[]) => {
    const cost = nodes.reduce((a, n) => a + nodeCost(n), 0)
    if (cost > budget - reserve) return false
    budget -= cost
    chosen.set(slot, nodes)
    return true
  }
  /** A section whose children shrink to the budget left; none below `min` children. */
  const section = (slot: string, key: SectionKey, children: PlanLeaf[], min = 1) => {
    const room = budget - reserve - 1
    if (room < min) return
    take(slot, [{ kind: 'SECTION', section: key, children: children.slice(0, Math.max(min, Math.min(children.length, room))) }])
  }

  // In order of priority: what a paper of this kind would rather not drop.
  if (rng.chance(p.ads)) {
    const n = rng.int(2, 6)
    if (rng.chance(0.8)) section('ads', 'ads', leaves('ADVERTISEMENT', n), 1)
    else take('ads', leaves('ADVERTISEMENT', Math.min(n, Math.max(0, budget - reserve))))
  }
  if (rng.chance(p.official)) {
    const laws = leaves('LAW', rng.int(1, p.maxLaws))
    const extra = rng.chance(0.4) ? leaves('ARTICLE', 1) : []
    section('official', 'official', [...laws, ...extra], 1)
  }
  if (rng.chance(p.local)) section('local', 'local', leaves('ARTICLE', rng.int(2, 4)), 2)
  if (rng.chance(p.deaths)) {
    const n = rng.int(1, 3)
    if (n >= 2) section('deaths', 'deaths', leaves('DEATH_NOTICE', n), 1)
    else take('deaths', leaves('DEATH_NOTICE', 1))
  }
  if (rng.chance(p.table)) take('table', leaves('TABLE', 1))
  if (rng.chance(p.illustration)) take('illustration', leaves('ILLUSTRATION', rng.chance(0.25) ? 2 : 1))
  if (rng.chance(p.feuilleton)) take('feuilleton', [{ kind: 'ARTICLE', feuilleton: true }])
  if (rng.chance(p.review)) take('review', leaves('REVIEW', 1))
  if (rng.chance(p.weather)) take('weather', leaves('WEATHER', 1))
  if (rng.chance(p.shipping)) take('shipping', leaves('SHIPPING', 1))
  if (rng.chance(p.map)) take('map', leaves('MAP', 1))
  if (rng.chance(p.chart)) take('chart', leaves('CHART_DIAGRAM', 1))
  if (rng.chance(p.supplement)) take('supplement', leaves('SUPPLEMENT', 1))

  // Whatever is left becomes news articles, some of them under a foreign-news heading.
  let articles = budget
  if (articles >= 7 && rng.chance(p.foreign + 0.1)) {
    const k = rng.int(2, Math.min(5, articles - 3))
    chosen.set('foreign', [{ kind: 'SECTION', section: 'foreign', children: leaves('ARTICLE', k) }])
    articles -= k + 1
  }
  const early = Math.ceil(articles / 2)
  const get = (slot: string) => chosen.get(slot) ?? []
  const plan: PlanNode[] = [
    { kind: 'TITLE_SECTION' },
    ...get('official'),
    ...leaves('ARTICLE', early),
    ...get('foreign'),
    ...get('local'),
    ...get('illustration'),
    ...leaves('ARTICLE', articles - early),
    ...get('feuilleton'),
    ...get('review'),
    ...get('map'),
    ...get('chart'),
    ...get('table'),
    ...get('weather'),
    ...get('shipping'),
    ...get('supplement'),
    ...get('deaths'),
    ...get('ads'),
  ]
  const total = plan.reduce((a, n) => a + nodeCost(n), 0)
  if (total !== units) throw new Error(`issue plan has ${total} units instead of ${units}`)
  return plan
}

export function countUnits(units: readonly MetsUnit[]): number {
  let n = 0
  for (const u of units) n += 1 + countUnits(u.children ?? [])
  return n
}

export function unitTypes(units: readonly MetsUnit[], into: Map<string, number> = new Map()): Map<string, number> {
  for (const u of units) {
    into.set(u.type, (into.get(u.type) ?? 0) + 1)
    unitTypes(u.children ?? [], into)
  }
  return into
}

const NOID_ALPHABET = '0123456789bcdfghjkmnpqrstvwxz'

/** A test ARK (NAAN 99999, "fk" shoulder): a permalink that is plainly not a real one. */
export function demoArk(...key: string[]): string {
  let h = hashString('ark', ...key)
  let h2 = hashString('ark2', ...key)
  let out = ''
  for (let i = 0; i < 8; i++) {
    const source = i < 4 ? h : h2
    out += NOID_ALPHABET.charAt(source % NOID_ALPHABET.length)
    if (i < 4) h = Math.floor(h / NOID_ALPHABET.length)
    else h2 = Math.floor(h2 / NOID_ALPHABET.length)
  }
  return `https://n2t.net/ark:/99999/fk4${out}`
}

/** Draws an ARTICLE's length: 40–250 words, mostly short. */
export function articleWords(rng: Rng): number {
  return 40 + Math.floor(210 * Math.pow(rng.next(), 1.7))
}

export function homeOf(placeName: string): Localized | undefined {
  return PLACES.find((p) => p.de === placeName || p.fr === placeName || p.lb === placeName || p.en === placeName)
}

/** Page size (mm10) and columns by kind and period: papers grew wider over the century. */
export function pageFormat(t: Periodical, year: number): { width: number; height: number; columns: number } {
  if (t.type === 'serial') return { width: 1700, height: 2500, columns: 2 }
  if (year < 1880) return { width: 2580, height: 4060, columns: 3 }
  if (year < 1920) return { width: 3150, height: 4500, columns: 4 }
  return { width: 3500, height: 5000, columns: 5 }
}

function pickPrefix(rng: Rng): MetsPrefix {
  return new WeightedList<MetsPrefix>(['', 'mets:', 'METS:'], [0.45, 0.4, 0.15]).pick(rng)
}

export interface BuiltPackage {
  mets: string
  /** ALTO page files in page order. */
  alto: string[]
  units: number
  types: Map<string, number>
}

/**
 * What the demo has printed so far, for the issues still to write: its headlines (issue 39: no two
 * articles share one) and the sentences of each kind of unit (issue 51: none in more than 2 % of a kind).
 */
export interface DemoMemory {
  headlines: Set<string>
  shares: SentenceShares
  /** Which headline shapes have printed a common search word in a headline (issue 51: a search's first page of many shapes). */
  headlineWords: HeadlineWords
}

/** How many times a text is written again when its headline is already taken. */
const HEADLINE_ATTEMPTS = 16

/** The sentences of six words or more of a text: an issue prints none of them twice. */
function longSentences(text: UnitText): string[] {
  return text.paragraphs.flatMap(sentencesOf).filter((sentence) => sentence.split(/\s+/).length >= 6)
}

/** The finishing rules of the language (grammar.ts) on a whole text, its headline and every paragraph. */
function polishText(text: UnitText, lang: Lang): UnitText {
  return { ...text, title: polish(lang, text.title), paragraphs: text.paragraphs.map((paragraph) => polish(lang, paragraph)) }
}

/** A headline's words, folded, as a search compares them: "Brand in Mersch." and "BRAND IN MERSCH" are one. */
export function headlineKey(title: string): string {
  return foldedWords(title).join(' ')
}

/**
 * A unit's text as the generator wrote it, before OCR noise, with the template it came from: what
 * the tests of the whole demo count (issue 51: artefacts, coherence, variety), never stored.
 */
export interface GeneratedText {
  periodical: string
  /** The issue's date, YYYY-MM-DD. */
  date: string
  edition: number
  type: string
  language: Lang
  title: string
  /** The frame the text was written from: its kind and headline template, an advertisement's shape, … */
  template: string
  /** What stands over or under its headline: a section's name, a serial's instalment. */
  headings?: readonly string[]
  /** What it reports, as kind and town (an article's): an issue reports an event once. */
  event?: string
  paragraphs: readonly string[]
  rows?: readonly string[]
}

/** Turns planned units into drafts: text written, OCR noise applied, nothing placed yet. */
class DraftWriter {
  readonly rng: Rng
  readonly ctx: TextContext
  readonly noise: number
  readonly columnHeight: number
  /** Headlines the demo has printed so far (issue 39: a search's results are told apart by them). */
  readonly headlines: Set<string>
  readonly slot: IssueSlot
  readonly onText?: (text: GeneratedText) => void
  /** What this issue has printed: its sentences of six words or more, and its events. */
  readonly sentences = new Set<string>()
  readonly events = new Set<string>()
  /** The sentences each kind of unit has printed over the whole demo (issue 51: none in more than 2 % of a kind). */
  readonly shares: SentenceShares
  readonly headlineWords: HeadlineWords

  constructor(rng: Rng, ctx: TextContext, noise: number, columnHeight: number, demo: DemoMemory, slot: IssueSlot, onText?: (text: GeneratedText) => void) {
    this.rng = rng
    this.shares = demo.shares
    this.headlineWords = demo.headlineWords
    this.ctx = ctx
    this.noise = noise
    this.columnHeight = columnHeight
    this.headlines = demo.headlines
    this.slot = slot
    this.onText = onText
  }

  /**
   * A text whose headline the demo has not printed yet: written again (another kind, town or
   * person) while it repeats one, a few times at most. A real paper repeats "Brand in Mersch.";
   * a demo whose search results differ only in their dates reads as a machine's.
   */
  fresh(write: () => UnitText, lang: Lang, type: string): UnitText {
    const titleOf = (text: UnitText) => text.catalogTitle ?? text.title
    const written = () => polishText(write(), lang)
    // Written again while its headline is taken, it repeats a sentence or an event of this issue, or
    // it shares a sentence with too many units of its kind in the demo.
    const wordsRepeat = (text: UnitText) => this.headlineWords.repeats(text.template ?? type, titleOf(text), text.paragraphs)
    const taken = (text: UnitText) =>
      this.headlines.has(headlineKey(titleOf(text))) || this.repeats(text) || this.shares.overShared(type, [...text.paragraphs, ...(text.rows ?? [])]) || wordsRepeat(text)
    let text = written()
    // The last text that repeats no common word of its shape: the other faults have their remedies
    // below (a date, a struck sentence), a headline that fills a search's first page has none.
    let plain = wordsRepeat(text) ? undefined : text
    for (let attempt = 1; attempt < HEADLINE_ATTEMPTS && taken(text); attempt++) {
      text = written()
      if (!wordsRepeat(text)) plain = text
    }
    if (plain !== undefined && taken(text)) text = plain
    // An issue never says the same thing twice: that matters more than a new headline, which a date can give.
    // Its kinds of news already told today are left aside: another kind is written (while it says the issue again, one that
    // repeats no common word of its shape).
    for (let attempt = 0; attempt < HEADLINE_ATTEMPTS && this.repeats(text); attempt++) {
      const kind = text.event !== undefined && this.events.has(text.event) ? text.event.split(':')[0] : undefined
      if (kind !== undefined) this.ctx.avoid = new Set([...(this.ctx.avoid ?? []), kind])
      const next = written()
      if (!this.repeats(next) || !wordsRepeat(next) || wordsRepeat(text)) text = next
    }
    this.ctx.avoid = undefined
    // Still saying a sentence of this issue again: those sentences are left out, as an editor would strike them.
    if (this.repeats(text)) text = { ...text, paragraphs: this.withoutRepeats(text.paragraphs) }
    // Still sharing a sentence with too many units of its kind (a specialist paper with few kinds): struck too.
    if (this.shares.overShared(type, text.paragraphs)) text = { ...text, paragraphs: this.shares.without(type, text.paragraphs) }
    this.remember(text)
    if (this.headlines.has(headlineKey(titleOf(text)))) {
      // Still taken: the day of the issue tells it apart, as a dated heading does (and a number a second one that day).
      const base = `${titleOf(text).replace(/[.]$/, '')} (${dayMonth(this.ctx.date, lang)} ${this.ctx.date.year}`
      let title = `${base})`
      for (let n = 2; this.headlines.has(headlineKey(title)); n++) title = `${base}, ${n})`
      text = text.catalogTitle === undefined ? { ...text, title } : { ...text, catalogTitle: title }
    }
    this.headlines.add(headlineKey(titleOf(text)))
    this.shares.add(type, [...text.paragraphs, ...(text.rows ?? [])])
    this.headlineWords.add(text.template ?? type, titleOf(text), text.paragraphs)
    return text
  }

  /** Whether a text says again what this issue has printed: a sentence of six words or more, or the same event. */
  repeats(text: UnitText): boolean {
    if (text.event !== undefined && this.events.has(text.event)) return true
    return longSentences(text).some((sentence) => this.sentences.has(sentence))
  }

  withoutRepeats(paragraphs: readonly string[]): string[] {
    const kept = paragraphs.map((paragraph) =>
      sentencesOf(paragraph)
        .filter((sentence) => sentence.split(/\s+/).length < 6 || !this.sentences.has(sentence))
        .join(' '),
    )
    const left = kept.filter((paragraph) => paragraph !== '')
    return left.length > 0 ? left : paragraphs.slice(0, 1)
  }

  remember(text: UnitText): void {
    if (text.event !== undefined) this.events.add(text.event)
    for (const sentence of longSentences(text)) this.sentences.add(sentence)
  }

  words(text: string, lang: Lang): string[] {
    return noisyWords(splitWords(text), this.rng, this.noise, lang, this.ctx.date.year)
  }

  heading(text: UnitText, style: TextStyleName = 'heading'): DraftPiece[] {
    const pieces: DraftPiece[] = []
    if (text.overline !== undefined) pieces.push({ role: 'OVERLINE', kind: 'text', words: splitWords(text.overline), style: 'subheading', split: false })
    pieces.push({ role: 'TITLE', kind: 'text', words: splitWords(text.title), style, split: false })
    if (text.subTitle !== undefined) pieces.push({ role: 'SUBHEADLINE', kind: 'text', words: splitWords(text.subTitle), style: 'subheading', split: false })
    return pieces
  }

  body(text: UnitText, lang: Lang, style: TextStyleName = 'body'): DraftPiece[] {
    const pieces: DraftPiece[] = text.paragraphs.map((p) => ({ role: 'PARAGRAPH', kind: 'text', words: this.words(p, lang), style }))
    if (text.rows && text.rows.length > 0) pieces.push({ role: 'PARAGRAPH', kind: 'rows', rows: text.rows.map(splitWords), style: 'small' })
    if (text.author) pieces.push({ role: 'AUTHOR', kind: 'text', words: splitWords(`${text.author.given} ${text.author.family}.`), style: 'small' })
    return pieces
  }

  unit(type: string, text: UnitText, lang: Lang, pieces: DraftPiece[], flat = false): DraftUnit {
    // A serial's record title names its instalment already; the printed subtitle would say it twice.
    const unit: DraftUnit = { type, title: text.catalogTitle ?? text.title, subTitle: text.catalogTitle ? undefined : text.subTitle, language: lang, pieces, flat }
    this.onText?.({
      periodical: this.slot.periodical.id,
      date: this.slot.iso,
      edition: this.slot.edition,
      type,
      language: lang,
      title: unit.title ?? '',
      template: text.template ?? type,
      event: text.event,
      headings: [text.overline, text.subTitle].filter((h): h is string => h !== undefined),
      paragraphs: [...text.paragraphs, ...(text.author ? [`${text.author.given} ${text.author.family}.`] : [])],
      rows: text.rows,
    })
    if (text.author) unit.authors = [text.author]
    return unit
  }
}

function unitLanguage(rng: Rng, t: Periodical, ctx: TextContext): Lang {
  if (isOccupation(ctx.date)) return 'de'
  const weights = t.languages.map((_, i) => [0.7, 0.22, 0.08][i] ?? 0.05)
  const lang = new WeightedList(t.languages, weights).pick(rng)
  // Luxembourgish in print is rare before 1900.
  if (lang === 'lb' && ctx.date.year < 1900) return 'de'
  return lang
}

function draftLeaf(w: DraftWriter, leaf: PlanLeaf, t: Periodical, lang: Lang, section?: SectionKey): DraftUnit {
  const { rng, ctx } = w
  switch (leaf.kind) {
    case 'ARTICLE': {
      const where = section === 'foreign' ? 'foreign' : section === 'local' ? 'local' : undefined
      // The serial's instalment is the paper's, not drawn: only a repeated title is dated (fresh writes it once).
      const text = leaf.feuilleton ? w.fresh(() => feuilletonText(rng, lang, ctx), lang, 'ARTICLE') : w.fresh(() => articleText(rng, lang, ctx, articleWords(rng), where), lang, 'ARTICLE')
      return w.unit('ARTICLE', text, lang, [...w.heading(text), ...w.body(text, lang)])
    }
    case 'REVIEW': {
      const text = w.fresh(() => reviewText(rng, lang, ctx), lang, 'REVIEW')
      return w.unit('REVIEW', text, lang, [...w.heading(text), ...w.body(text, lang)])
    }
    case 'LAW': {
      const lawLang: 'de' | 'fr' = isOccupation(ctx.date) ? 'de' : lang === 'fr' || (lang !== 'de' && rng.chance(0.5)) ? 'fr' : 'de'
      const text = w.fresh(() => lawText(rng, lawLang, ctx), lawLang, 'LAW')
      return w.unit('LAW', text, lawLang, [...w.heading(text, 'subheading'), ...w.body(text, lawLang)])
    }
    case 'SUPPLEMENT': {
      // The supplement's name stands over its article, whose headline stays the unit's title.
      const base = w.fresh(() => articleText(rng, lang, ctx, articleWords(rng) + 40), lang, 'SUPPLEMENT')
      const text: UnitText = { ...base, overline: rng.pick(SECTION_TITLES.supplement[lang]) }
      return w.unit('SUPPLEMENT', text, lang, [...w.heading(text), ...w.body(text, lang)])
    }
    case 'ADVERTISEMENT': {
      const text = w.fresh(() => advertisementText(rng, lang, ctx), lang, 'ADVERTISEMENT')
      return w.unit('ADVERTISEMENT', text, lang, [...w.heading(text, 'subheading'), ...w.body(text, lang, 'small')], true)
    }
    case 'DEATH_NOTICE': {
      const text = w.fresh(() => deathNoticeText(rng, lang, ctx), lang, 'DEATH_NOTICE')
      return w.unit('DEATH_NOTICE', text, lang, [...w.heading(text, 'subheading'), ...w.body(text, lang, 'small')], true)
    }
    case 'WEATHER': {
      const text = w.fresh(() => weatherText(rng, lang, ctx), lang, 'WEATHER')
      return w.unit('WEATHER', text, lang, [...w.heading(text, 'subheading'), ...w.body(text, lang, 'small')])
    }
    case 'SHIPPING': {
      const text = w.fresh(() => shippingText(rng, lang, ctx), lang, 'SHIPPING')
      return w.unit('SHIPPING', text, lang, [...w.heading(text, 'subheading'), ...w.body(text, lang, 'small')])
    }
    case 'TABLE': {
      const text = w.fresh(() => (profile(t, ctx.date.year).statistics && rng.chance(0.7) ? statisticsTableText(rng, lang, ctx) : marketTableText(rng, lang, ctx)), lang, 'TABLE')
      return w.unit('TABLE', text, lang, [...w.heading(text, 'subheading'), ...w.body(text, lang)])
    }
    case 'ILLUSTRATION':
    case 'MAP':
    case 'CHART_DIAGRAM': {
      // A caption may repeat ("Vue de Luxembourg."), but not in more than 2 % of its kind (issue 51).
      let caption = captionText(rng, leaf.kind, lang, ctx)
      for (let attempt = 1; attempt < HEADLINE_ATTEMPTS && w.shares.overShared(leaf.kind, [caption]); attempt++) caption = captionText(rng, leaf.kind, lang, ctx)
      w.shares.add(leaf.kind, [caption])
      w.onText?.({ periodical: t.id, date: w.slot.iso, edition: w.slot.edition, type: leaf.kind, language: lang, title: caption.replace(/\.$/, ''), template: leaf.kind, paragraphs: [caption] })
      const height = Math.round(w.columnHeight * (0.18 + rng.next() * 0.22))
      const type = { ILLUSTRATION: 'photo', MAP: 'map', CHART_DIAGRAM: 'chart' }[leaf.kind]
      return {
        type: leaf.kind,
        title: caption.replace(/\.$/, ''),
        language: lang,
        pieces: [
          { role: 'IMAGE', kind: 'illustration', height, type },
          { role: 'CAPTION', kind: 'text', words: splitWords(caption), style: 'small' },
        ],
      }
    }
  }
}

function dateline(t: Periodical, slot: IssueSlot, lang: Lang): string {
  const wd = WEEKDAYS[lang][slot.date.weekday] ?? ''
  const month = MONTHS[lang][slot.date.month - 1] ?? ''
  const { day, year } = slot.date
  const evening = slot.edition > 1
  switch (lang) {
    case 'de':
      return `Nr. ${slot.number}. — ${wd}, ${day}. ${month} ${year}. — ${slot.volume}. Jahrgang.${evening ? ' — Abend-Ausgabe.' : ''}`
    case 'fr':
      return `N° ${slot.number}. — ${wd} ${frDay(day)} ${month} ${year}. — ${slot.volume === 1 ? '1re' : `${slot.volume}e`} année.${evening ? ' — Édition du soir.' : ''}`
    case 'lb':
      return `Nr. ${slot.number} — ${wd}, ${day}. ${month} ${year} — ${slot.volume}. Joergang${evening ? ' — Owesausgab' : ''}`
    case 'en':
      return `No. ${slot.number} — ${wd}, ${month} ${day}, ${year} — Vol. ${slot.volume}${evening ? ' — Evening Edition' : ''}`
  }
}

function publishingStatement(t: Periodical, slot: IssueSlot, lang: Lang): string {
  // "3,50 Fr." already ends the sentence.
  const price = formatPrice(3.5 * priceFactor(slot.date), lang, slot.date).replace(/\.$/, '')
  const old = slot.date.year < 1920
  switch (lang) {
    case 'de':
      return old
        ? `Abonnementspreis: vierteljährlich ${price}. — Einrückungsgebühren: 15 Cts. die Zeile. — Verlag: ${t.publisher}, ${t.place}.`
        : `Bezugspreis: vierteljährlich ${price}. — Anzeigen nach Tarif. — Verlag und Druck: ${t.publisher}, ${t.place}.`
    case 'fr':
      return old
        ? `Prix de l'abonnement : ${price} par trimestre. — Annonces : 15 centimes la ligne. — Éditeur : ${t.publisher}, ${t.place}.`
        : `Abonnement : ${price} par trimestre. — Publicité : selon tarif. — Éditeur : ${t.publisher}, ${t.place}.`
    case 'lb':
      return `Abonnement: ${price} den Trimester. — Verlag: ${t.publisher}, ${t.place}.`
    case 'en':
      return `Subscription: ${price} a quarter. — Published by ${t.publisher}, ${t.place}.`
  }
}

function sectionTitle(rng: Rng, key: SectionKey, lang: Lang, t: Periodical, date: DateParts): { title: string; titleLanguage: Lang } {
  const title = rng.pick(SECTION_TITLES[key][lang])
  // Bilingual papers printed headings in both languages, as "Amtlicher Theil. — Partie officielle.",
  // but not under the press control, when French was banned from print.
  const other = t.languages.find((l) => l !== lang && (l === 'de' || l === 'fr'))
  if (other && (lang === 'de' || lang === 'fr') && !isOccupation(date) && rng.chance(0.35)) {
    return { title: `${title} — ${rng.pick(SECTION_TITLES[key][other])}`, titleLanguage: lang }
  }
  return { title, titleLanguage: lang }
}

/** Everything for one issue: its METS and ALTO pages. */
export function buildIssue(
  seed: number,
  slot: IssueSlot,
  cast: readonly CastMember[],
  demo: DemoMemory = { headlines: new Set(), shares: new SentenceShares(), headlineWords: new HeadlineWords() },
  onText?: (text: GeneratedText) => void,
): BuiltPackage {
  const t = slot.periodical
  const rng = Rng.derive(seed, 'issue', t.id, slot.iso, slot.edition, slot.units)
  const year = slot.date.year
  const ctx: TextContext = {
    date: slot.date,
    cast: cast.filter((c) => c.from <= year && c.to >= year),
    home: homeOf(t.place),
    paper: t.id,
    issueNumber: slot.number,
  }
  const composer = new PageComposer(rng, { ...pageFormat(t, year), ocr: true, hyphenRate: year < 1950 ? 0.3 : 0.12 })
  const writer = new DraftWriter(rng, ctx, ocrRate(year), composer.geometry.printHeight, demo, slot, onText)
  const mainLang: Lang = isOccupation(slot.date) ? 'de' : (t.languages[0] ?? 'de')

  const drafts: DraftUnit[] = planIssue(rng, t, year, slot.units).map((node): DraftUnit => {
    if (node.kind === 'TITLE_SECTION') {
      const pieces: DraftPiece[] = [
        { role: 'HEADLINE', kind: 'text', words: splitWords(t.title), style: t.type === 'newspaper' ? 'masthead' : 'display', span: 'full' },
        { role: 'TEXTBLOCK', kind: 'text', words: splitWords(dateline(t, slot, mainLang)), style: 'small', span: 'full' },
      ]
      if (rng.chance(0.7)) {
        pieces.push({ role: 'PUBLISHING_STMT', kind: 'text', words: splitWords(publishingStatement(t, slot, mainLang)), style: 'small', span: 'full' })
      }
      return { type: 'TITLE_SECTION', title: t.title, language: mainLang, pieces }
    }
    if (node.kind === 'SECTION') {
      const lang = unitLanguage(rng, t, ctx)
      const { title, titleLanguage } = sectionTitle(rng, node.section, lang, t, ctx.date)
      return {
        type: 'SECTION',
        title,
        titleLanguage,
        language: lang,
        pieces: [{ role: 'TITLE', kind: 'text', words: splitWords(title), style: 'heading', split: false }],
        children: node.children.map((leaf) => draftLeaf(writer, leaf, t, unitLanguage(rng, t, ctx), node.section)),
      }
    }
    return draftLeaf(writer, node, t, unitLanguage(rng, t, ctx))
  })

  // Spread the units over the paper's pages, each page about 60% full, never more pages than the paper had.
  const estimates = drafts.map((d) => estimateDraft(composer, d))
  const total = estimates.reduce((a, b) => a + b, 0)
  const targetPages = Math.max(1, t.pagesPerIssue)
  const pages = Math.max(Math.min(2, targetPages), Math.min(targetPages, Math.ceil(total / (composer.pageCapacity * 0.6))))
  const share = total / pages
  // Balanced columns: each page's columns run only as deep as its share of the text needs.
  const depth = Math.min(1, Math.max(0.25, (share / composer.pageCapacity) * 1.25))
  composer.setDepth(depth)
  const units: MetsUnit[] = []
  let placed = 0
  drafts.forEach((draft, i) => {
    if (i > 0 && composer.pageNumber < pages && placed >= share * composer.pageNumber && !composer.pageIsEmpty) composer.newPage(depth)
    placed += estimates[i] ?? 0
    units.push(placeDraft(composer, draft))
  })

  const altoInputs = composer.pages(`${slot.iso}_${String(slot.edition).padStart(2, '0')}`)
  const alto = altoInputs.map(altoPage)
  const mets = issueMets({
    prefix: pickPrefix(rng),
    documentType: t.type,
    periodicalId: t.id,
    periodicalTitle: t.title,
    titleLanguage: t.languages[0] ?? 'de',
    date: slot.iso,
    dateStyle: rng.chance(0.1) ? 'dmy' : 'iso',
    edition: slot.edition,
    number: String(slot.number),
    volume: String(slot.volume),
    languages: isOccupation(slot.date) ? ['de'] : t.languages,
    objId: demoArk(t.id, slot.iso, String(slot.edition)),
    publisher: t.publisher,
    shelfmark: `LQ ${1000 + (hashString(t.id) % 9000)}`,
    pages: altoInputs.map((p) => ({ sequence: p.pageNumber, href: `text/${altoFileName(p.pageNumber)}` })),
    units,
  })
  return { mets, alto, units: countUnits(units), types: unitTypes(units) }
}

/** text/01.xml, text/02.xml, … (three digits once an item passes 99 pages). */
export function altoFileName(page: number): string {
  return `${String(page).padStart(2, '0')}.xml`
}

