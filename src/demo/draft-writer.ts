/**
 * Writes an issue's planned units as drafts: each text polished, kept fresh against what the issue
 * and the whole demo have printed (headlines, sentences, events), then cut into pieces with its OCR
 * noise. The memory across issues lives here because only the writer decides when a text must be
 * written again.
 */
import { adSkeletons, onceAnIssue } from './ads.ts'
import { splitWords, type DraftPiece, type DraftUnit } from './compose.ts'
import { polish } from './grammar.ts'
import { laterMentionsShort } from './place-mentions.ts'
import type { TextStyleName } from './layout.ts'
import { noisyWords } from './ocr.ts'
import type { Rng } from './random.ts'
import type { IssueSlot } from './schedule.ts'
import { sentencesOf } from './sentences.ts'
import { framesAlike, framesOf, halfAlike, storySentences, type Frame, type StorySentences } from './story-frames.ts'
import type { HeadlineWords, SentenceShares } from './shares.ts'
import { dayMonth } from './calendar.ts'
import { STORY_BOOKS, type TextContext, type UnitText } from './text.ts'
import { PLACES, type Lang } from './vocabulary.ts'
import { foldedWords } from '../store/ranking.ts'
import { escapeRegExp } from '../domain/regex.ts'

/**
 * What the demo has printed so far, for the issues still to write: its headlines (issue 39: no two
 * articles share one) and the sentences of each kind of unit (issue 51: none in more than 2 % of a kind).
 */
export interface DemoMemory {
  headlines: Set<string>
  shares: SentenceShares
  /** Which headline shapes have printed a common search word in a headline (issue 51: a search's first page of many shapes). */
  headlineWords: HeadlineWords
  /** The words, towns aside, of each letter to the editor the demo has printed: no reader writes the same letter twice. */
  letters: Set<string>
}

/** How many times a text is written again when its headline is already taken. */
export const HEADLINE_ATTEMPTS = 16

/** The sentences of six words or more of a text: an issue prints none of them twice. */
function longSentences(text: UnitText): string[] {
  return text.paragraphs.flatMap(sentencesOf).filter((sentence) => sentence.split(/\s+/).length >= 6)
}
const sentenceCount = (text: UnitText) => text.paragraphs.flatMap(sentencesOf).length

/** The units whose stories are told in a kind's sentences (an article, a supplement's article, a review): not a law's or a notice's formulae. */
const STORY_UNITS = new Set(['ARTICLE', 'SUPPLEMENT', 'REVIEW'])

/**
 * How many frames (sentences alike, names and numbers aside) two reports of one kind in one issue
 * may share. Print repeated a stock formula in two fire reports of a day ("Der Schaden ist durch
 * Versicherung gedeckt."), but a second report in the first one's words reads as the same report
 * twice (issue 51: two inaugurations in one issue with six sentences alike), so the generator allows
 * one, where a reader notices three.
 */
export const FRAMES_SHARED = 2

/**
 * How many stories of one kind an issue prints (telegrams aside, which came by the dozen): a paper
 * printed two fires of a week, but four fire reports in one issue, in the same words, read as a
 * machine's (issue 51, sixth reading row 22); the third is written as another kind of news.
 */
export const SAME_KIND_PER_ISSUE = 2

/** The kinds an issue prints as many of as it likes: the telegrams of the foreign news. */
const UNCAPPED_KINDS = new Set(['telegram'])

/** How many times a story that echoes one of its kind is written again as the same kind before another kind may be taken. */
const SAME_KIND_ATTEMPTS = 4

/** How many times a story still half in the words of one of its kind, every other remedy spent, is written as another kind. */
const LAST_RESORT_ATTEMPTS = 32

/** The kind of story a text was written from ("fire" of "fire: Brand in {place}."), or none for a serial. */
function storyKind(type: string, text: UnitText): string | undefined {
  const kind = text.template?.split(':')[0]
  return STORY_UNITS.has(type) && kind !== undefined && kind !== 'serial' ? kind : undefined
}

/** A town's name in any language, the longest first ("Esch an der Alzette" before "Esch"), and its German name. */
const TOWN_NAMES = new Map<string, string>(PLACES.flatMap((p) => [p.de, p.fr, p.lb, p.en].map((name) => [name, p.de] as const)))
const TOWN = new RegExp(
  `(?<![\\p{L}])(${[...TOWN_NAMES.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\p{L}])`,
  'u',
)

const TOWNS = new RegExp(TOWN.source, 'gu')
/** A letter's words with its towns masked: the key of the demo's memory of letters printed. */
function letterWords(type: string, text: UnitText): string | undefined {
  return storyKind(type, text) === 'letter' ? text.paragraphs.join(' ').replace(TOWNS, '#') : undefined
}

/** The town a story's headline names (a court's seat, a fire's village), else its event's ("fire:Mersch:…"), or none. */
function storyTown(text: UnitText): string | undefined {
  const named = TOWN.exec(text.title)?.[1]
  if (named !== undefined) return TOWN_NAMES.get(named)
  const town = text.event?.split(':')[1]
  return town === undefined || town === '' ? undefined : town
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
export class DraftWriter {
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
  /** The frames of each story this issue has printed, by kind: a second fire is told in other words than the first. */
  readonly frames = new Map<string, Frame[][]>()
  /** The sentences of each story this issue has printed, by kind: a second short note is not half in the first one's words. */
  readonly storySentences = new Map<string, StorySentences[]>()
  /** The towns of each kind of story this issue has printed: a second carter's accident is not at Esch again. */
  readonly kindTowns = new Map<string, string[]>()
  /** The masked sentences of each shape of advertisement this issue has printed: a second garage is announced in other words. */
  readonly adSentences = new Map<string, Set<string>>()
  /** The sentences each kind of unit has printed over the whole demo (issue 51: none in more than 2 % of a kind). */
  readonly shares: SentenceShares
  readonly headlineWords: HeadlineWords
  readonly letters: Set<string>

  constructor(rng: Rng, ctx: TextContext, noise: number, columnHeight: number, demo: DemoMemory, slot: IssueSlot, onText?: (text: GeneratedText) => void) {
    this.rng = rng
    this.shares = demo.shares
    this.headlineWords = demo.headlineWords
    this.letters = demo.letters
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
    // A town named again is named as its people shorten it ("Esch" after "Esch an der Alzette"); a law keeps the full name each time.
    const written = () => {
      const text = polishText(write(), lang)
      return type === 'LAW' ? text : { ...text, paragraphs: laterMentionsShort(text.title, text.paragraphs) }
    }
    // Written again while its headline is taken, it repeats a sentence or an event of this issue, or
    // it shares a sentence with too many units of its kind in the demo.
    const wordsRepeat = (text: UnitText) => this.headlineWords.repeats(text.template ?? type, titleOf(text), text.paragraphs)
    const says = (text: UnitText) => this.repeats(text) || this.echoes(type, text) || this.crowds(type, lang, text) !== undefined
    // A text that tells an event again, or prints a sentence again, is worse than one in the words of its kind:
    // those sentences can be struck, the event cannot.
    const fault = (text: UnitText) => (this.repeats(text) ? 2 : 0) + (this.echoes(type, text) ? 1 : 0) + (this.crowds(type, lang, text) !== undefined ? 1 : 0)
    const retold = (text: UnitText) => {
      const words = letterWords(type, text)
      return words !== undefined && this.letters.has(words)
    }
    const taken = (text: UnitText) =>
      this.headlines.has(headlineKey(titleOf(text))) || retold(text) || says(text) || this.shares.overShared(type, lang, [...text.paragraphs, ...(text.rows ?? [])]) || wordsRepeat(text)
    let text = written()
    // A paper's serial is its own novel, printed in its words each time its instalment comes round (feuilleton.ts): never
    // written again (it would come out the same) nor struck for its sentences' share, which would leave an instalment bare.
    if (text.template?.startsWith('serial:') === true) return this.keep(type, lang, text)
    // The last text that repeats no common word of its shape: the other faults have their remedies
    // below (a date, a struck sentence), a headline that fills a search's first page has none.
    let plain = wordsRepeat(text) ? undefined : text
    // The kinds this issue has printed enough of (or of this town) stay aside for every attempt.
    const crowded = new Set<string>()
    for (let attempt = 1; attempt < HEADLINE_ATTEMPTS && taken(text); attempt++) {
      const full = this.crowds(type, lang, text)
      if (full !== undefined) crowded.add(full)
      // A second report of a kind in the first one's words is told again in other words first, the kind kept
      // (a paper prints two fires of a week), and only then, if it cannot be, as another kind of news.
      const echoed = attempt <= SAME_KIND_ATTEMPTS && this.echoes(type, text) ? storyKind(type, text) : undefined
      const others = echoed === undefined || crowded.has(echoed) ? [] : Object.keys(STORY_BOOKS[lang]).filter((kind) => kind !== echoed)
      this.ctx.avoid = others.length === 0 && crowded.size === 0 ? undefined : new Set([...others, ...crowded])
      text = written()
      if (!wordsRepeat(text)) plain = text
    }
    this.ctx.avoid = undefined
    if (plain !== undefined && taken(text)) text = plain
    // An issue never says the same thing twice (more than a new headline, which a date can give): its kinds told today, or in
    // these words, are left aside and another kind is written (while it says the issue again, one repeating no common word of its shape).
    for (let attempt = 0; attempt < HEADLINE_ATTEMPTS && says(text); attempt++) {
      const kind =
        text.event !== undefined && this.events.has(text.event) ? text.event.split(':')[0] : this.echoes(type, text) ? storyKind(type, text) : this.crowds(type, lang, text)
      if (kind !== undefined) this.ctx.avoid = new Set([...(this.ctx.avoid ?? []), kind])
      const next = written()
      if (fault(next) < fault(text) || (fault(next) === fault(text) && (!wordsRepeat(next) || wordsRepeat(text)))) text = next
    }
    this.ctx.avoid = undefined
    // Still in the words of a story of its kind (a short note all of whose sentences its kind shares), or of a kind this issue has printed
    // enough of or of this town: a kind not printed yet, if one says nothing of the issue again (issue 51, eighth reading: two council notes alike).
    const unlike = (text: UnitText) => this.echoes(type, text) || this.crowds(type, lang, text) !== undefined
    if (storyKind(type, text) !== undefined && unlike(text)) {
      this.ctx.avoid = new Set(this.frames.keys())
      // One that repeats a common word of its shape in its headline is taken only if no other comes.
      // A crowded one (no remedy below) gives way at last to one only in the words of its kind, whose alike sentences are struck below.
      let second: UnitText | undefined
      let echoing: UnitText | undefined
      for (let attempt = 0; attempt < HEADLINE_ATTEMPTS && unlike(text); attempt++) {
        const next = written()
        if (!this.repeats(next) && this.crowds(type, lang, next) === undefined && this.echoes(type, next)) echoing ??= next
        if (says(next)) continue
        if (wordsRepeat(next)) second ??= next
        else text = next
      }
      if (second !== undefined && unlike(text)) text = second
      if (echoing !== undefined && this.crowds(type, lang, text) !== undefined) text = echoing
      this.ctx.avoid = undefined
    }
    // Its faults are struck; a story still half in another's words, or struck to two sentences (tenth reading A10), is written as another.
    const struck = this.struck(type, lang, text)
    const thinned = sentenceCount(struck) <= 2 && sentenceCount(text) > 2
    return this.keep(type, lang, this.unechoed(written, type, lang, struck, wordsRepeat, thinned))
  }

  /** A text with its faults struck as an editor would strike them: its sentences said again, alike to its kind's, or too common. */
  private struck(type: string, lang: Lang, written: UnitText): UnitText {
    let text = written
    // Still saying a sentence of this issue again: those sentences are left out, as an editor would strike them.
    if (this.repeats(text)) text = { ...text, paragraphs: this.withoutRepeats(text.paragraphs) }
    // Still told in the words of a report of its kind (a paper of few kinds): its sentences alike are struck but the first.
    const echoedKind = this.echoes(type, text) ? storyKind(type, text) : undefined
    if (echoedKind !== undefined) text = { ...text, paragraphs: this.withoutHalfEchoes(echoedKind, this.withoutEchoes(echoedKind, text.paragraphs)) }
    // An advertisement still in the words of one of its shape (drawn again, it came out the same shape): those sentences struck.
    if (type === 'ADVERTISEMENT' && this.echoes(type, text)) text = { ...text, paragraphs: this.withoutAdEchoes(text.template ?? type, text.paragraphs) }
    // Still sharing a sentence with too many units of its kind (a specialist paper with few kinds): struck too.
    if (this.shares.overShared(type, lang, text.paragraphs)) text = { ...text, paragraphs: this.shares.without(type, lang, text.paragraphs) }
    // A sentence struck for its share can leave a short story half in the words of one of its kind: its alike ones struck too.
    const halfKind = storyKind(type, text)
    if (halfKind !== undefined && this.echoes(type, text)) text = { ...text, paragraphs: this.withoutHalfEchoes(halfKind, text.paragraphs) }
    return text
  }

  /** Whether a story is half in the words of one of its kind, or (telegrams aside) its kind's fourth or a second about its town. */
  private unfit(type: string, lang: Lang, text: UnitText): boolean {
    const kind = storyKind(type, text)
    const towns = this.kindTowns.get(kind ?? '') ?? []
    const town = storyTown(text)
    const crowded = kind !== undefined && kind in STORY_BOOKS[lang] && !UNCAPPED_KINDS.has(kind) && (towns.length > SAME_KIND_PER_ISSUE || (town !== undefined && towns.includes(town)))
    return crowded || (kind !== undefined && this.halfEchoes(kind, text.paragraphs))
  }

  /** Whether a story is half in the words of one of its kind this issue has printed (a note of two sentences, both another's). */
  private halfEchoes(kind: string, paragraphs: readonly string[]): boolean {
    const own = storySentences(paragraphs)
    return (this.storySentences.get(kind) ?? []).some((other) => halfAlike(other, own))
  }

  /**
   * The last remedy for an unfit or thinned story once every other has failed (an issue of few kinds: the liberation's weeks): written
   * again as any other kind of the period, its faults struck, a struck sentence or a third of its kind being better than a copy; if none
   * comes, a copy is cut to its sentences not alike, a short note rather than another's words (issue 51). */
  private unechoed(written: () => UnitText, type: string, lang: Lang, text: UnitText, wordsRepeat: (text: UnitText) => boolean, thinned: boolean): UnitText {
    const kind = storyKind(type, text)
    if (kind === undefined || (!thinned && !this.unfit(type, lang, text))) return text
    const full = [...this.kindTowns].filter(([, towns]) => towns.length >= SAME_KIND_PER_ISSUE).map(([printed]) => printed)
    this.ctx.avoid = new Set([kind, ...full])
    let best: UnitText | undefined
    let bestRank = Number.POSITIVE_INFINITY
    for (let attempt = 0; attempt < LAST_RESORT_ATTEMPTS && bestRank > 0; attempt++) {
      const next = this.struck(type, lang, written())
      const rank = this.lastResortRank(type, lang, next, wordsRepeat)
      if (rank < bestRank) [best, bestRank] = [next, rank]
    }
    this.ctx.avoid = undefined
    if (best !== undefined && (!thinned || sentenceCount(best) > 2 || this.unfit(type, lang, text))) return best
    const left = this.halfEchoes(kind, text.paragraphs) ? this.unlikeSentences(kind, text.paragraphs) : []
    return left.length > 0 ? { ...text, paragraphs: left } : text
  }

  /** How bad a last remedy is: 0 to 3 faults a reader forgives (a frame struck, a third of its kind, a common headline word), more if struck thin, or infinite. */
  private lastResortRank(type: string, lang: Lang, text: UnitText, wordsRepeat: (text: UnitText) => boolean): number {
    if (this.repeats(text) || this.unfit(type, lang, text)) return Number.POSITIVE_INFINITY
    // Struck to two sentences or fewer, a rewrite is a thin note (issue 51, tenth reading row A10): worse than two forgiven faults.
    const thin = sentenceCount(text) <= 2 ? 2.5 : 0
    return (this.echoes(type, text) ? 1 : 0) + (this.crowds(type, lang, text) !== undefined ? 1 : 0) + (wordsRepeat(text) ? 1 : 0) + thin
  }

  /** A text as it is printed: remembered by the issue and the demo, its headline dated if the demo has printed it. */
  private keep(type: string, lang: Lang, written: UnitText): UnitText {
    const titleOf = (text: UnitText) => text.catalogTitle ?? text.title
    let text = written
    this.remember(text)
    this.rememberFrames(type, text)
    this.rememberTown(type, text)
    if (this.headlines.has(headlineKey(titleOf(text)))) {
      // Still taken: the record's title is told apart by the issue's day, in brackets as a cataloguer supplies what the
      // page does not print (and a number a second one that day); the printed headline stays as the paper set it
      // (issue 51, eleventh reading row 1: "Accident d'automobile près de Wasserbillig (1er janvier 1970)" on the page).
      const base = `${titleOf(text).replace(/[.]$/, '')} [${dayMonth(this.ctx.date, lang)} ${this.ctx.date.year}`
      let title = `${base}]`
      for (let n = 2; this.headlines.has(headlineKey(title)); n++) title = `${base}, ${n}]`
      text = { ...text, catalogTitle: title }
    }
    this.headlines.add(headlineKey(titleOf(text)))
    const letter = letterWords(type, text)
    if (letter !== undefined) this.letters.add(letter)
    this.shares.add(type, lang, [...text.paragraphs, ...(text.rows ?? [])])
    this.headlineWords.add(text.template ?? type, titleOf(text), text.paragraphs)
    return text
  }

  /** Whether a text says again what this issue has printed: a sentence of six words or more, or the same event. */
  repeats(text: UnitText): boolean {
    if (text.event !== undefined && this.events.has(text.event)) return true
    return longSentences(text).some((sentence) => this.sentences.has(sentence))
  }

  /**
   * Whether a story tells in the words of one of its kind this issue has printed: more than a stock
   * sentence alike, names and numbers aside; an advertisement, whether it shares one sentence with
   * one of its shape (it is written again, most often in another shape).
   */
  echoes(type: string, text: UnitText): boolean {
    if (type === 'ADVERTISEMENT') {
      const said = this.adSentences.get(text.template ?? type)
      return said !== undefined && (onceAnIssue(text.template ?? type) || adSkeletons(text.paragraphs).some((sentence) => said.has(sentence)))
    }
    const kind = storyKind(type, text)
    const before = kind === undefined ? undefined : this.frames.get(kind)
    if (before === undefined) return false
    const frames = framesOf(text.paragraphs)
    if (before.some((other) => frames.filter((frame) => other.some((said) => framesAlike(frame, said))).length >= FRAMES_SHARED)) return true
    const sentences = storySentences(text.paragraphs)
    return (this.storySentences.get(kind ?? '') ?? []).some((other) => halfAlike(other, sentences))
  }

  /**
   * The kind of a story this issue has printed enough of: as many as SAME_KIND_PER_ISSUE, or one of
   * them about the same town. Only a kind the writer can leave aside (an article's) is named, so a
   * review or a serial is never written again in vain.
   */
  crowds(type: string, lang: Lang, text: UnitText): string | undefined {
    const kind = storyKind(type, text)
    if (kind === undefined || !(kind in STORY_BOOKS[lang])) return undefined
    const towns = this.kindTowns.get(kind) ?? []
    const town = storyTown(text)
    return (towns.length >= SAME_KIND_PER_ISSUE && !UNCAPPED_KINDS.has(kind)) || (town !== undefined && towns.includes(town)) ? kind : undefined
  }

  private rememberTown(type: string, text: UnitText): void {
    const kind = storyKind(type, text)
    if (kind !== undefined) this.kindTowns.set(kind, [...(this.kindTowns.get(kind) ?? []), storyTown(text) ?? ''])
  }

  private rememberFrames(type: string, text: UnitText): void {
    if (type === 'ADVERTISEMENT') {
      const shape = text.template ?? type
      this.adSentences.set(shape, new Set([...(this.adSentences.get(shape) ?? []), ...adSkeletons(text.paragraphs)]))
    }
    const kind = storyKind(type, text)
    if (kind === undefined) return
    this.frames.set(kind, [...(this.frames.get(kind) ?? []), framesOf(text.paragraphs)])
    this.storySentences.set(kind, [...(this.storySentences.get(kind) ?? []), storySentences(text.paragraphs)])
  }

  /** The paragraphs without their sentences alike to one of a report of their kind in this issue, but the first of them. */
  /** An advertisement's paragraphs without its sentences alike to one of its shape in this issue; as it was if none would be left. */
  private withoutAdEchoes(shape: string, paragraphs: readonly string[]): string[] {
    const said = this.adSentences.get(shape) ?? new Set<string>()
    const kept = paragraphs.map((paragraph) =>
      sentencesOf(paragraph)
        .filter((sentence) => !adSkeletons([sentence]).some((skeleton) => !skeleton.startsWith('opening: ') && said.has(skeleton)))
        .join(' '),
    )
    const left = kept.filter((paragraph) => paragraph !== '')
    return left.length > 0 ? left : [...paragraphs]
  }

  private withoutEchoes(kind: string, paragraphs: readonly string[]): string[] {
    const said = (this.frames.get(kind) ?? []).flat()
    const alike = (sentence: string) => framesOf([sentence]).some((frame) => said.some((other) => framesAlike(frame, other)))
    let allowed = FRAMES_SHARED - 1
    const kept = paragraphs.map((paragraph) =>
      sentencesOf(paragraph)
        .filter((sentence) => {
          if (!alike(sentence)) return true
          allowed--
          return allowed >= 0
        })
        .join(' '),
    )
    const left = kept.filter((paragraph) => paragraph !== '')
    return left.length > 0 ? left : paragraphs.slice(0, 1)
  }

  /**
   * A short story still half in the words of one of its kind: its sentences alike to one of theirs struck, as long as
   * a sentence of its own is left and it no longer reads as the other note (else it stays as it is, for unechoed()).
   */
  private withoutHalfEchoes(kind: string, paragraphs: readonly string[]): string[] {
    if (!this.halfEchoes(kind, paragraphs)) return [...paragraphs]
    const left = this.unlikeSentences(kind, paragraphs)
    return left.length > 0 && !this.halfEchoes(kind, left) ? left : [...paragraphs]
  }

  /** A story's paragraphs with only its sentences not alike to one of a story of its kind in this issue (perhaps none). */
  private unlikeSentences(kind: string, paragraphs: readonly string[]): string[] {
    const said = (this.storySentences.get(kind) ?? []).flatMap((other) => other.frames)
    const alike = (sentence: string) => storySentences([sentence]).frames.some((frame) => said.some((other) => framesAlike(frame, other)))
    return paragraphs.map((paragraph) => sentencesOf(paragraph).filter((sentence) => !alike(sentence)).join(' ')).filter((paragraph) => paragraph !== '')
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
    const subTitle = text.subTitle !== undefined && text.catalogTitle?.includes(text.subTitle) === true ? undefined : text.subTitle
    const unit: DraftUnit = { type, title: text.catalogTitle ?? text.title, subTitle, language: lang, pieces, flat }
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
