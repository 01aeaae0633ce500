/**
 * OCR scores for a store imported before they were kept (migration 11, ADR 040). Each page's OCR
 * file is read again where it is still at the path the import recorded: its words' confidences
 * are added to the stored word rows (only when the file still holds the same words, in the same
 * order) and the page, its units and its document are scored as an import scores them. Where the
 * file is gone, changed or unreadable, the scores are estimated from the stored text with the
 * language's lexicon, and marked as estimates. A unit that already has a score from its words
 * (imported after migration 10) keeps it. Run by `npm start` (scripts/start.ts) while the store
 * carries the mark the migration left; the mark is removed when every document is scored.
 */
import { existsSync } from 'node:fs'
import * as v from 'valibot'
import { type ConfidenceTally, ocrScore, storedConfidence, tallyConfidences } from '../domain/ocr.ts'
import type { Db } from '../store/db.ts'
import { type RescorePageRow, needsRescore, rescoreStatements } from '../store/rescore.ts'
import { withOcrScores } from './ocr-scores.ts'
import { readOcrPage } from './registry.ts'
import { decodeSource, readSource } from './source.ts'
import { inflateGzip } from './archives.ts'
import type { AltoPage } from './types.ts'

export { RESCORE_MARK, needsRescore } from '../store/rescore.ts'

const wordRows = v.fallback(v.array(v.tuple([v.string(), v.number(), v.number(), v.number(), v.number(), v.optional(v.number())])), [])
const unitBlocks = v.fallback(v.array(v.tuple([v.number(), v.string()])), [])
const languageList = v.fallback(v.array(v.string()), [])

export interface RescoreReport {
  documents: number
  pages: number
  /** Pages whose OCR file was read again. */
  reread: number
  /** Pages scored by the lexicon, their file gone or no longer the one imported. */
  estimated: number
}

/** The page's OCR file read again, or undefined when it is gone or no longer reads. */
function reread(path: string | null): AltoPage | undefined {
  if (path === null || !existsSync(path)) return undefined
  try {
    // By the page format that claims it, as the import read it: ALTO, PAGE, hOCR, ABBYY, TEI …,
    // gzipped where the delivery was (`….xml.gz`, issue 34).
    return readOcrPage(path.endsWith('.gz') ? decodeSource(inflateGzip(path), path, 'xml') : readSource(path, 'xml'), path)
  } catch {
    return undefined
  }
}

/** The stored word rows with the file's confidences, when the file holds the same words in the same order. */
function withConfidences(stored: ReturnType<typeof v.parse<typeof wordRows>>, page: AltoPage) {
  const words = page.blocks.filter((block) => block.kind !== 'composed').flatMap((block) => block.lines.flatMap((line) => line.words))
  if (words.length !== stored.length || words.some((word, index) => word.content !== stored[index]?.[0])) return undefined
  return stored.map(([content, x, y, w, h], index) => {
    const confidence = words[index]?.confidence
    return confidence === undefined ? [content, x, y, w, h] : [content, x, y, w, h, storedConfidence(confidence)]
  })
}

/**
 * Scores every issue and item of the store, `progress(done, total)` after each document (in
 * pages), in one transaction: a pass stopped part-way leaves the store as it was, mark included.
 */
export function rescoreStore(db: Db, progress: (done: number, total: number) => void = () => {}): RescoreReport {
  const report: RescoreReport = { documents: 0, pages: 0, reread: 0, estimated: 0 }
  if (!needsRescore(db)) return report
  const store = rescoreStatements(db)
  const total = store.pageCount()
  const documents = store.documents()
  store.inTransaction(() => {
    for (const document of documents) {
      const pages = store.pagesOf(document)
      const { blockTallies, pageTallies, rows } = rereadPages(pages, report)
      const units = store.unitsOf(document).map((unit) => {
        const refs = v.parse(unitBlocks, JSON.parse(unit.blocks))
        const fromFile = refs.length === 0 ? null : ocrScore(refs.map(([sequence, block]) => blockTallies.get(`${sequence}\u0000${block}`)))
        return { id: unit.id, text: unit.text, language: unit.language ?? undefined, firstPage: unit.first_page, ocrScore: fromFile ?? unit.ocr_score }
      })
      const scored = withOcrScores(pages, units, {
        languages: v.parse(languageList, JSON.parse(document.languages)),
        bornDigital: document.born_digital === 1,
        pageTallies,
      })
      for (const page of scored.pages) {
        store.scorePage(page.id, rows.get(page.sequence) ?? page.words, page.ocr)
        if (page.ocr.estimated) report.estimated += 1
      }
      for (const unit of scored.units) store.scoreUnit(unit.id, { score: unit.ocrScore ?? null, estimated: unit.ocrEstimated })
      store.scoreDocument(document, scored.ocr)
      report.documents += 1
      report.pages += pages.length
      progress(report.pages, total)
    }
  })
  return report
}

/** The document's pages whose OCR file still holds the words stored: their word rows with confidences, and the tallies of their blocks and pages. */
function rereadPages(pages: readonly RescorePageRow[], report: RescoreReport) {
  const blockTallies = new Map<string, ConfidenceTally>()
  const pageTallies = new Map<number, ConfidenceTally>()
  const rows = new Map<number, string>()
  for (const page of pages) {
    const read = reread(page.ocr_path)
    const words = read ? withConfidences(v.parse(wordRows, JSON.parse(page.words)), read) : undefined
    if (!read || !words) continue
    report.reread += 1
    rows.set(page.sequence, JSON.stringify(words))
    for (const block of read.blocks) {
      const tally = tallyConfidences(block.lines.flatMap((line) => line.words.map((word) => word.confidence)))
      if (tally.words > 0) blockTallies.set(`${page.sequence}\u0000${block.id}`, tally)
    }
    const pageTally = tallyConfidences(read.blocks.filter((block) => block.kind !== 'composed').flatMap((block) => block.lines.flatMap((line) => line.words.map((word) => word.confidence))))
    if (pageTally.words > 0) pageTallies.set(page.sequence, pageTally)
  }
  return { blockTallies, pageTallies, rows }
}
