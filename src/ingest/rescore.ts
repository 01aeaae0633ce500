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
import { withOcrScores } from './ocr-scores.ts'
import { readOcrPage } from './registry.ts'
import { decodeSource, readSource } from './source.ts'
import { inflateGzip } from './archives.ts'
import type { AltoPage } from './types.ts'

/** What migration 11 leaves in `meta` for this pass. */
export const RESCORE_MARK = 'ocr_rescore'

const wordRows = v.fallback(v.array(v.tuple([v.string(), v.number(), v.number(), v.number(), v.number(), v.optional(v.number())])), [])
const unitBlocks = v.fallback(v.array(v.tuple([v.number(), v.string()])), [])
const languageList = v.fallback(v.array(v.string()), [])

export function needsRescore(db: Db): boolean {
  return db.prepare<[string], number>('SELECT COUNT(*) FROM meta WHERE key = ?').pluck().get(RESCORE_MARK) !== 0
}

export interface RescoreReport {
  documents: number
  pages: number
  /** Pages whose OCR file was read again. */
  reread: number
  /** Pages scored by the lexicon, their file gone or no longer the one imported. */
  estimated: number
}

interface PageRow {
  id: number
  sequence: number
  ocr_path: string | null
  text: string
  words: string
}

interface UnitRow {
  id: number
  text: string
  language: string | null
  first_page: number
  blocks: string
  ocr_score: number | null
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
  const total = db.prepare<[], number>('SELECT COUNT(*) FROM page').pluck().get() ?? 0
  const documents = db
    .prepare<[], { column: 'issue_id' | 'item_id'; key: number | string; languages: string; born_digital: number }>(
      `SELECT 'issue_id' AS "column", issue.id AS key, issue.languages, COALESCE(periodical.born_digital, 0) AS born_digital
         FROM issue LEFT JOIN periodical ON periodical.id = issue.periodical_id
       UNION ALL
       SELECT 'item_id', id, languages, born_digital FROM item`,
    )
    .all()
  const pagesOf = {
    issue_id: db.prepare<[number | string], PageRow>('SELECT id, sequence, ocr_path, text, words FROM page WHERE issue_id = ? ORDER BY sequence'),
    item_id: db.prepare<[number | string], PageRow>('SELECT id, sequence, ocr_path, text, words FROM page WHERE item_id = ? ORDER BY sequence'),
  }
  const unitsOf = {
    issue_id: db.prepare<[number | string], UnitRow>('SELECT id, text, language, first_page, blocks, ocr_score FROM unit WHERE issue_id = ? ORDER BY id'),
    item_id: db.prepare<[number | string], UnitRow>('SELECT id, text, language, first_page, blocks, ocr_score FROM unit WHERE item_id = ? ORDER BY id'),
  }
  const updatePage = db.prepare<[string, number | null, number, number]>('UPDATE page SET words = ?, ocr_score = ?, ocr_estimated = ? WHERE id = ?')
  const updateUnit = db.prepare<[number | null, number, number]>('UPDATE unit SET ocr_score = ?, ocr_estimated = ? WHERE id = ?')
  const updateDocument = {
    issue_id: db.prepare<[number | null, number, number | string]>('UPDATE issue SET ocr_score = ?, ocr_estimated = ? WHERE id = ?'),
    item_id: db.prepare<[number | null, number, number | string]>('UPDATE item SET ocr_score = ?, ocr_estimated = ? WHERE id = ?'),
  }
  db.transaction(() => {
    for (const document of documents) {
      const pages = pagesOf[document.column].all(document.key)
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
      const units = unitsOf[document.column].all(document.key).map((unit) => {
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
        updatePage.run(rows.get(page.sequence) ?? page.words, page.ocr.score, page.ocr.estimated ? 1 : 0, page.id)
        if (page.ocr.estimated) report.estimated += 1
      }
      for (const unit of scored.units) updateUnit.run(unit.ocrScore ?? null, unit.ocrEstimated ? 1 : 0, unit.id)
      updateDocument[document.column].run(scored.ocr.score, scored.ocr.estimated ? 1 : 0, document.key)
      report.documents += 1
      report.pages += pages.length
      progress(report.pages, total)
    }
    db.prepare<[string]>('DELETE FROM meta WHERE key = ?').run(RESCORE_MARK)
  })()
  return report
}
