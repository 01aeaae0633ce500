/**
 * A page's stored word confidences read back (ADR 040): shared by the page layout (issues.ts) and
 * the reader's text view (ocr-words.ts).
 */
import * as v from 'valibot'
import { LOW_CONFIDENCE, type OcrScore, confidenceOfStored } from '../domain/ocr.ts'

export const storedWords = v.fallback(v.array(v.tuple([v.string(), v.number(), v.number(), v.number(), v.number(), v.optional(v.number())])), [])

export interface WordConfidenceBox {
  x: number
  y: number
  width: number
  height: number
  /** 0..1 */
  confidence: number
}

/** A stored row's score columns as a score. */
export function scoreOf(row: { ocr_score: number | null; ocr_estimated: number }): OcrScore {
  return { score: row.ocr_score, estimated: row.ocr_score !== null && row.ocr_estimated === 1 }
}

/** The words of a page with a confidence below LOW_CONFIDENCE, as boxes; at most `limit`. */
export function lowWordBoxes(wordsJson: string, limit = 20_000): WordConfidenceBox[] {
  const out: WordConfidenceBox[] = []
  for (const [, x, y, width, height, stored] of v.parse(storedWords, JSON.parse(wordsJson))) {
    const confidence = confidenceOfStored(stored)
    if (confidence === undefined || confidence >= LOW_CONFIDENCE) continue
    out.push({ x, y, width, height, confidence })
    if (out.length >= limit) break
  }
  return out
}
