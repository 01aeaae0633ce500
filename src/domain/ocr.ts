/**
 * How good a unit's OCR is (issue 36, ADR 038): the mean confidence of its words, where the
 * import gave word confidences (ALTO `WC`, PAGE `conf`), in bands a visitor can filter by. A unit
 * without any confidence (born-digital text, OCR delivered without them, a store imported before
 * the score was kept) has no score and is in the band `unknown`, so every unit is in exactly one
 * band and the bands' counts add up to the results.
 */

export const OCR_BANDS = ['good', 'fair', 'poor', 'unknown'] as const
export type OcrBand = (typeof OCR_BANDS)[number]

/** The lowest score of the band `good`. */
export const OCR_GOOD = 0.9
/** The lowest score of the band `fair`; below it, `poor`. */
export const OCR_FAIR = 0.7

export function ocrBand(score: number | null | undefined): OcrBand {
  if (score === null || score === undefined || !Number.isFinite(score)) return 'unknown'
  return score >= OCR_GOOD ? 'good' : score >= OCR_FAIR ? 'fair' : 'poor'
}

/** Word confidences added up while a unit's text is read: their sum and how many words had one. */
export interface ConfidenceTally {
  sum: number
  words: number
}

/** The words of one block (or page) that carry a confidence, 0..1. */
export function tallyConfidences(confidences: Iterable<number | undefined>): ConfidenceTally {
  let sum = 0
  let words = 0
  for (const confidence of confidences) {
    if (confidence === undefined || !Number.isFinite(confidence)) continue
    sum += Math.min(1, Math.max(0, confidence))
    words += 1
  }
  return { sum, words }
}

/** The mean word confidence of some tallies (a unit's blocks), rounded to 3 places; null when no word had one. */
export function ocrScore(tallies: Iterable<ConfidenceTally | undefined>): number | null {
  let sum = 0
  let words = 0
  for (const tally of tallies) {
    if (!tally) continue
    sum += tally.sum
    words += tally.words
  }
  return words === 0 ? null : Math.round((sum / words) * 1000) / 1000
}

/**
 * Words below this confidence are the ones the reader shades on request: the bound of the band
 * `poor`, so a shaded word is one that alone would make a text poor.
 */
export const LOW_CONFIDENCE = OCR_FAIR

/**
 * A word's confidence as the store keeps it beside its box: a whole percent, 0..100, the sixth
 * element of the word's row (ADR 040). Two digits a word instead of five or more; a mean of a
 * page's words is taken from the import's own values, so the rounding never reaches a score.
 */
export function storedConfidence(confidence: number): number {
  return Math.round(Math.min(1, Math.max(0, confidence)) * 100)
}

/** A stored word confidence (storedConfidence) as 0..1; undefined when the row has none. */
export function confidenceOfStored(stored: number | undefined): number | undefined {
  return stored === undefined || !Number.isFinite(stored) ? undefined : Math.min(100, Math.max(0, stored)) / 100
}

/** How a score was made: from the source's word confidences, or estimated from a lexicon (ADR 040). */
export type OcrScoreBasis = 'words' | 'lexicon'

/** A score and how it was made; null score when neither was possible. */
export interface OcrScore {
  score: number | null
  estimated: boolean
}

export const NO_OCR_SCORE: OcrScore = { score: null, estimated: false }

/** Fewer words than this say too little of a text's quality for an estimate: no score. */
export const MIN_ESTIMATE_WORDS = 5

/**
 * The words of a text a lexicon can judge: runs of letters (with inner apostrophes and hyphens),
 * two letters or more, outer punctuation dropped. Numbers, single letters and abbreviations with
 * digits say nothing of the OCR's quality against a word list, so they are not counted.
 */
export function lexiconWords(text: string): string[] {
  const out: string[] = []
  for (const token of text.split(/\s+/u)) {
    const word = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
    if (word.length < 2 || !/^[\p{L}][\p{L}\p{M}'’-]*$/u.test(word)) continue
    out.push(word)
  }
  return out
}

/**
 * The estimate of a text's OCR quality where the source gave no confidences: the share of its
 * words that the language's lexicon knows, rounded like a score. Null below MIN_ESTIMATE_WORDS
 * words. Old spellings and names a modern lexicon lacks count as unknown, so the estimate errs
 * low on good OCR of old text; it is marked as an estimate wherever it is shown (ADR 040).
 */
export function lexiconScore(words: readonly string[], known: (word: string) => boolean): number | null {
  if (words.length < MIN_ESTIMATE_WORDS) return null
  let found = 0
  for (const word of words) if (known(word)) found += 1
  return Math.round((found / words.length) * 1000) / 1000
}
