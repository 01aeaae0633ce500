/**
 * Which candidate terms are plausibly OCR misreadings of a word (issue 50, ADR 057), as a noisy
 * channel weighs them: a term is offered when the word, read with the learned confusions
 * (ocr-model.ts), explains most of its occurrences, better than the other words of the lexicon
 * near it do. Never an inflection or another spelling of the word (those are stemming's and the
 * folding's), never a word of the lexicon of the languages it occurs in: such a term, where the
 * confusion is a frequent one (`fein` for `sein`), is named apart as "possibly another word",
 * searched only when the visitor adds it.
 *
 * The thresholds were chosen on the training half of the ground truth (scripts/learn-ocr-model.ts)
 * and are measured on the other half by scripts/variant-report.ts (docs/evidence/issue-50/).
 * Both engines judge from the store's vocabulary through these functions, so they offer the same.
 */
import { LEXICON_LANGUAGE_BITS } from '../domain/lexicon-languages.ts'
import { CONFUSION_MODELS, type ConfusionModel, isInflection, isSpellingOf } from './ocr-model.ts'
import { MAX_VARIANTS } from './query.ts'
import { leastRivalCost, readingCosts } from './rival-walk.ts'

/** What the store knows of its terms. */
export interface TermFacts {
  /** How many units hold the term. */
  unitsOf(term: string): number
  /** The lexicons that know the term, as LEXICON_LANGUAGE_BITS (0: none, or not known yet). */
  lexiconsOf(term: string): number
  /** The languages of the units holding the term, as LEXICON_LANGUAGE_BITS (every bit where not recorded). */
  languagesOf(term: string): number
  /** Whether `languagesOf(term)` has one of the bits of `languages`, answered from fewer units where they suffice. */
  writtenIn(term: string, languages: number): boolean
  /** For each term, the terms a lexicon of `languages` (bits) knows within `distance` edits of it (the term itself left out). */
  lexicalNeighbours(terms: readonly string[], distance: number, languages: number): ReadonlyMap<string, readonly string[]>
  /** The words of a language's lexicon, folded, each once, in code-unit order: whether the index holds them or not. */
  lexicon(language: 'de' | 'en' | 'fr'): readonly string[]
}

/**
 * How dear (−ln probability) the confusions making a variant of a word may be: this much, plus
 * this much per letter of the word (a long word has more letters to misread), plus UNITS_WEIGHT
 * times the log of the units holding the word (a word found in many units is misread in many
 * ways, rarer confusions included: `luximbourg` among 5,000 `luxembourg`s). Past it, a variant is
 * expected less than about e^-COST_BASE times. ADR 076: with the lexicon rivals (RIVAL_MARGIN) the
 * limit is widened from ADR 057's base 2 to 4, chosen on the training half by
 * scripts/ocr-gt/tune.ts (the widest base of ADR 057's curve at ≥ 90 % there); the curves are in
 * docs/evidence/issue-50/tuning.md.
 */
export const COST_BASE = 4
export const COST_PER_LETTER = 0.4
/** The weight of ln(units holding the word) in the limit. */
export const UNITS_WEIGHT = 1
/** `word~2` allows this much more. */
export const LEVEL_2_EXTRA = 2
/** A variant is offered when the word explains at least this share of it (against the lexicon's words near it). */
export const MIN_SHARE = 0.9
/** A word the index does not hold counts as held by one unit (its prior). */
const WORD_PRIOR = 1
/** A lexicon word is "possibly another word" when its confusion with the word is this cheap (a frequent one)… */
export const OTHER_WORD_COST = 4
/** …and the word explains this share of it. */
export const OTHER_WORD_SHARE = 0.5
/** The rival words of a variant are looked for this many edits from it. */
const RIVAL_DISTANCE = 2
/**
 * A variant is not offered when some other word of the lexicon reads as it more cheaply than the
 * word by more than this (ADR 076): it is far more plausibly a misreading of that word (`gefehrt`
 * of *gekehrt*, not of *gelehrt*), whether the index holds that word or not. Every word of the
 * lexicon has the same prior (no frequency list of all three languages is at hand), so the rule
 * compares the costs alone; Infinity turns it off.
 */
export const RIVAL_MARGIN = 0.5
/**
 * A word's misreadings are checked for rivals until this many survive (twice as many as are
 * offered: the visitor may remove some, and the list must still say whether it was capped)…
 */
const RIVAL_KEPT = 2 * MAX_VARIANTS
/** …or this many were checked. */
const RIVAL_CHECKS = 4 * MAX_VARIANTS

/** The thresholds of the judgement, together: what scripts/ocr-gt/tune.ts varies on the training half. */
export interface Thresholds {
  costBase: number
  costPerLetter: number
  unitsWeight: number
  level2Extra: number
  minShare: number
  otherWordCost: number
  otherWordShare: number
  rivalMargin: number
}

export const THRESHOLDS: Readonly<Thresholds> = {
  costBase: COST_BASE,
  costPerLetter: COST_PER_LETTER,
  unitsWeight: UNITS_WEIGHT,
  level2Extra: LEVEL_2_EXTRA,
  minShare: MIN_SHARE,
  otherWordCost: OTHER_WORD_COST,
  otherWordShare: OTHER_WORD_SHARE,
  rivalMargin: RIVAL_MARGIN,
}

export interface Judged {
  term: string
  /** The cost of reading the word as the term. */
  cost: number
  /** The share of the term's occurrences the word explains (0..1): its plausibility. */
  share: number
}

const LANGUAGES: readonly { language: 'de' | 'en' | 'fr'; bit: number }[] = [
  { language: 'de', bit: LEXICON_LANGUAGE_BITS.de },
  { language: 'en', bit: LEXICON_LANGUAGE_BITS.en },
  { language: 'fr', bit: LEXICON_LANGUAGE_BITS.fr },
]

/** The models of the languages a word is written in; the model of all sources where none has its own. */
function modelsOf(languages: number): ConfusionModel[] {
  const models = LANGUAGES.filter(({ bit }) => (languages & bit) !== 0).map(({ language }) => CONFUSION_MODELS[language])
  return models.length > 0 ? models : [CONFUSION_MODELS.all]
}

type Prepared = (text: string, limit: number) => number

/** The least of the costs (a model's each), each asked under the least so far: of reading a prepared word as `text`, or `text` as a prepared reading. */
function costOf(prepared: readonly Prepared[], text: string, limit: number): number {
  let least = Number.POSITIVE_INFINITY
  for (const cost of prepared) least = Math.min(least, cost(text, Math.min(limit, least)))
  return least
}

/** The most a word's variants may cost at a level, the word held by `units` units. */
export function costLimit(word: string, units: number, level: 1 | 2, thresholds: Readonly<Thresholds> = THRESHOLDS): number {
  return thresholds.costBase + thresholds.costPerLetter * word.length + thresholds.unitsWeight * Math.log(Math.max(units, 1)) + (level === 2 ? thresholds.level2Extra : 0)
}

/** Whether a term is a word of the lexicon of a language its units are written in. */
export function isLexical(facts: TermFacts, term: string): boolean {
  const known = facts.lexiconsOf(term)
  return known !== 0 && facts.writtenIn(term, known)
}

/** How much of the candidate's occurrences the word explains, against the lexicon's words near the candidate. */
function shareOf(facts: TermFacts, models: readonly ConfusionModel[], word: string, term: string, cost: number, languages: number, neighbours: readonly string[]): number {
  const own = Math.max(facts.unitsOf(word), WORD_PRIOR) * Math.exp(-cost)
  let rivals = 0
  // Each model's costs of reading a word as the term, the term's letters looked up once for all rivals.
  const readers = neighbours.length > 0 ? models.map((model) => readingCosts(model, term)) : []
  for (const rival of neighbours) {
    if (rival === word || (facts.lexiconsOf(rival) & languages) === 0) continue
    // A rival dearer than the word itself by e^10 cannot change the share by more than a rounding.
    const rivalCost = costOf(readers, rival, cost + 10)
    if (Number.isFinite(rivalCost)) rivals += facts.unitsOf(rival) * Math.exp(-rivalCost)
  }
  return own / (own + rivals)
}

/** The languages a word is written in, as bits: those of the units holding it, none when the index does not hold it. */
function languagesOfWord(facts: TermFacts, word: string): number {
  return facts.unitsOf(word) > 0 ? facts.languagesOf(word) : 0
}

/**
 * The least cost at which another word of the lexicons of `languages` (not `word`) reads as
 * `term`, each lexicon's words by its language's model (by the model of all sources where the
 * word's languages are not known); Infinity when none comes under `limit`. With `first`, the cost
 * of the first rival found under `limit` (enough to refuse the term), not always the least.
 */
function cheapestRival(facts: TermFacts, wordLanguages: number, word: string, term: string, limit: number, first = true): number {
  let least = Number.POSITIVE_INFINITY
  for (const { language, bit } of LANGUAGES) {
    if ((rivalLanguagesOf(wordLanguages) & bit) === 0) continue
    const model = wordLanguages === 0 ? CONFUSION_MODELS.all : CONFUSION_MODELS[language]
    // The lexicon's words within RIVAL_DISTANCE edits of the term, each read as the term: one walk, the dear ones left early (rival-walk.ts).
    least = leastRivalCost({ lexicon: facts.lexicon(language), model, term, word, distance: RIVAL_DISTANCE, limit, first }, least)
    if (first && least < limit) return least
  }
  return least < limit ? least : Number.POSITIVE_INFINITY
}

/** The lexicons a word's rivals come from: its languages, or every one where they are not known. */
function rivalLanguagesOf(wordLanguages: number): number {
  return wordLanguages !== 0 ? wordLanguages : LANGUAGES.reduce((bits, { bit }) => bits | bit, 0)
}

/**
 * The least cost of reading another word of the lexicon as `term`, where it is under `limit`
 * (scripts/ocr-gt/tune.ts weighs the margin on it); Infinity otherwise.
 */
export function lexiconRivalCost(facts: TermFacts, word: string, term: string, limit: number): number {
  return cheapestRival(facts, languagesOfWord(facts, word), word, term, limit, false)
}

const byPlausibility = (a: Judged, b: Judged) => b.share - a.share || a.cost - b.cost || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0)

/**
 * A word's candidates judged: its plausible misreadings and the lexicon words that are possibly
 * misreadings of it too, each ordered by plausibility (the share, then the cost).
 */
export function judgeCandidates(
  facts: TermFacts,
  word: string,
  candidates: Iterable<string>,
  level: 1 | 2,
  thresholds: Readonly<Thresholds> = THRESHOLDS,
): { misreadings: Judged[]; others: Judged[] } {
  const { otherWordCost, otherWordShare, minShare, rivalMargin } = thresholds
  const wordLanguages = languagesOfWord(facts, word)
  const models = modelsOf(wordLanguages)
  const rivalLanguages = rivalLanguagesOf(wordLanguages)
  const limit = costLimit(word, facts.unitsOf(word), level, thresholds)
  const prepared = models.map((model) => model.prepare(word))
  const misreadings: Judged[] = []
  const others: Judged[] = []
  // The candidates cheap enough to weigh, in order; their rivals are then found in one walk.
  const weighed: { term: string; cost: number; lexical: boolean }[] = []
  for (const term of candidates) {
    if (term === word || facts.unitsOf(term) === 0 || isInflection(word, term) || isSpellingOf(word, term)) continue
    // Whether a lexicon's word is one of its units' language is asked only of a term cheap enough to matter.
    const known = facts.lexiconsOf(term) !== 0
    const cost = costOf(prepared, term, known ? Math.max(limit, otherWordCost) : limit)
    if (!Number.isFinite(cost) || (cost > limit && cost > otherWordCost)) continue
    const lexical = known && isLexical(facts, term)
    if (cost > (lexical ? otherWordCost : limit)) continue
    weighed.push({ term, cost, lexical })
  }
  const neighbours = facts.lexicalNeighbours(
    weighed.map(({ term }) => term),
    RIVAL_DISTANCE,
    rivalLanguages,
  )
  for (const { term, cost, lexical } of weighed) {
    const share = shareOf(facts, models, word, term, cost, rivalLanguages, neighbours.get(term) ?? [])
    if (lexical ? share < otherWordShare : share < minShare) continue
    const judged = { term, cost, share }
    if (lexical) others.push(judged)
    else misreadings.push(judged)
  }
  misreadings.sort(byPlausibility)
  return { misreadings: Number.isFinite(rivalMargin) ? withoutRivals(facts, wordLanguages, word, misreadings, rivalMargin) : misreadings, others: others.sort(byPlausibility) }
}

/**
 * The misreadings, in order, that no other word of the lexicon reads as more cheaply by more than
 * `margin` (ADR 076): the dearest test, so made last and in order of plausibility, until RIVAL_KEPT
 * survive or RIVAL_CHECKS were made; the rest are not offered (issue 48's budget: a hostile word's hundreds of candidates are not walked).
 */
function withoutRivals(facts: TermFacts, wordLanguages: number, word: string, misreadings: readonly Judged[], margin: number): Judged[] {
  const kept: Judged[] = []
  let checks = 0
  for (const judged of misreadings) {
    if (kept.length >= RIVAL_KEPT || checks >= RIVAL_CHECKS) break
    checks += 1
    const limit = judged.cost - margin
    if (!(cheapestRival(facts, wordLanguages, word, judged.term, limit) < limit)) kept.push(judged)
  }
  return kept
}
