/**
 * Labels read from a dictionary by a value from the store. Here, not in the app, because the
 * server's document work (src/documents) words manifests and citations with them too.
 */
import { formatPercent } from './format.ts'
import type { Locale } from './locale.ts'
import { type OcrScore, ocrBand } from './ocr.ts'
import type { OcrWords, TypeWords, UnitWords } from './words.ts'

/** A structural or document type in the page's language (spec §3). */
export function typeLabel(LL: TypeWords, type: string): string {
  return LL.structuralTypes[type]?.() ?? type
}

/**
 * An OCR score in words (ADR 040): "87 % (fair): the mean of the OCR's word confidences", or the
 * same said of an estimate, or "not measured". Results, the reader and the IIIF manifests say it alike.
 */
export function ocrScoreText(LL: OcrWords, locale: Locale, ocr: OcrScore): string {
  const band = ocrBand(ocr.score)
  if (ocr.score === null || band === 'unknown') return LL.ocr.none()
  const words = { percent: formatPercent(ocr.score, locale), band: LL.ocr.bands[band]() }
  return ocr.estimated ? LL.ocr.estimated(words) : LL.ocr.measured(words)
}

/**
 * What the reader calls a unit: its title; for the text of a page that is not an article (a page of
 * a delivery without articles, or a page's text outside them, issue 34) "Text of page N"; else the
 * untitled one of its type.
 */
export function unitName(LL: UnitWords, unit: { title: string | null; type: string; firstPage: number }): string {
  if (unit.title !== null) return unit.title
  return unit.type === 'issue' ? LL.reader.pageText({ page: unit.firstPage }) : LL.reader.untitled({ type: typeLabel(LL, unit.type) })
}
