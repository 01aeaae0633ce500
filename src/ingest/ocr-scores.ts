/**
 * The OCR scores of a document as it is imported (ADR 040): each page's and the whole document's
 * mean word confidence where the source gave confidences, and where it gave none an estimate
 * from the language's lexicon (lexicon.ts). Units keep the score the loader gave them from their
 * blocks' words; a unit without one is estimated from its text. Born-digital text is no OCR and
 * has no score.
 */
import { type ConfidenceTally, type OcrScore, NO_OCR_SCORE, ocrScore } from '../domain/ocr.ts'
import { estimateScore } from './lexicon.ts'

interface ScoredPage {
  sequence: number
  text: string
}

interface ScoredUnit {
  text: string
  language?: string | undefined
  firstPage: number
  ocrScore?: number | null
}

export interface ScoreContext {
  languages: readonly string[]
  bornDigital: boolean
  /** The word confidences of each page that has any, by sequence. */
  pageTallies: ReadonlyMap<number, ConfidenceTally>
}

function measured(score: number | null): OcrScore {
  return score === null ? NO_OCR_SCORE : { score, estimated: false }
}

function estimated(score: number | null): OcrScore {
  return score === null ? NO_OCR_SCORE : { score, estimated: true }
}

/** Pages, units and the document with their scores. */
export function withOcrScores<P extends ScoredPage, U extends ScoredUnit>(
  pages: readonly P[],
  units: readonly U[],
  context: ScoreContext,
): { pages: (P & { ocr: OcrScore })[]; units: (U & { ocrEstimated: boolean })[]; ocr: OcrScore } {
  if (context.bornDigital) {
    return { pages: pages.map((page) => ({ ...page, ocr: NO_OCR_SCORE })), units: units.map((unit) => ({ ...unit, ocrScore: null, ocrEstimated: false })), ocr: NO_OCR_SCORE }
  }
  // A page is read in the language of the first unit printed on it that names one, else in the document's.
  const pageLanguages = (sequence: number): readonly string[] => {
    const language = units.find((unit) => unit.firstPage === sequence && unit.language)?.language
    return language ? [language] : context.languages
  }
  const scoredPages = pages.map((page) => {
    const tally = context.pageTallies.get(page.sequence)
    return { ...page, ocr: tally ? measured(ocrScore([tally])) : estimated(estimateScore(page.text, pageLanguages(page.sequence))) }
  })
  const scoredUnits = units.map((unit) => {
    if (unit.ocrScore !== null && unit.ocrScore !== undefined) return { ...unit, ocrEstimated: false }
    const estimate = estimateScore(unit.text, unit.language ? [unit.language] : context.languages)
    return { ...unit, ocrScore: estimate, ocrEstimated: estimate !== null }
  })
  return { pages: scoredPages, units: scoredUnits, ocr: documentScore(scoredPages, scoredUnits, context) }
}

/**
 * The document's score: the mean of all its words' confidences where any page has them; else the
 * mean of its pages' estimates weighted by their words (or of its units', where the text came apart
 * from the pages, as DIDL articles do).
 */
function documentScore(pages: readonly (ScoredPage & { ocr: OcrScore })[], units: readonly (ScoredUnit & { ocrEstimated: boolean })[], context: ScoreContext): OcrScore {
  if (context.pageTallies.size > 0) return measured(ocrScore(context.pageTallies.values()))
  const weighted = (parts: readonly { text: string; score: number | null }[]) => {
    let sum = 0
    let words = 0
    for (const part of parts) {
      if (part.score === null) continue
      const count = part.text.split(/\s+/u).filter((word) => word !== '').length
      sum += part.score * count
      words += count
    }
    return words === 0 ? null : Math.round((sum / words) * 1000) / 1000
  }
  const fromPages = weighted(pages.map((page) => ({ text: page.text, score: page.ocr.score })))
  if (fromPages !== null) return estimated(fromPages)
  return estimated(weighted(units.map((unit) => ({ text: unit.text, score: unit.ocrEstimated ? (unit.ocrScore ?? null) : null }))))
}
