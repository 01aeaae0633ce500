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
