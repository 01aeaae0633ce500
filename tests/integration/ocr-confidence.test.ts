/**
 * OCR confidence kept per word and scored per page and per document on real issues (issue 36,
 * ADR 040), and the migration that scores a store imported before: its OCR files read again where
 * they are still there, the lexicon's estimate where they are gone.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOW_CONFIDENCE, ocrBand, storedConfidence, tallyConfidences } from '#src/domain/ocr.ts'
import { readAlto } from '#src/ingest/formats/alto/read.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { readAbbyy } from '#src/ingest/formats/abbyy/read.ts'
import { pageText } from '#src/ingest/page-text.ts'
import { readHocr } from '#src/ingest/formats/hocr/read.ts'
import { withOcrScores } from '#src/ingest/ocr-scores.ts'
import { readTei } from '#src/ingest/formats/tei/read.ts'
import type { AltoPage } from '#src/ingest/types.ts'
import { RESCORE_MARK, needsRescore, rescoreStore } from '#src/ingest/rescore.ts'
import { type Db, openForReading, openForWriting } from '#src/store/db.ts'
import { type PageDocumentRef, getPageLayout } from '#src/store/issues.ts'
import { documentScore, unitLowWords } from '#src/store/ocr-words.ts'
import { MIGRATIONS } from '#src/store/schema.ts'
import { HAS_REAL, REAL } from '../fixtures/real-data'

const BNL = join(REAL, 'bnl-luxzeit-1858-12-07')
const NDNP = join(REAL, 'chronicling-america', 'batch_dlc_manyyears_ver01')

/**
 * The WC of every word of an ALTO file as the importer's reader gives its words (a word hyphenated
 * across lines is one word, with its first part's WC), checked against the file's own attributes.
 */
function wcs(altoFile: string): number[] {
  const xml = readFileSync(altoFile, 'utf8')
  const inFile = new Set([...xml.matchAll(/\bWC="([\d.]+)"/g)].map((match) => Number(match[1])))
  const words = readAlto(xml, altoFile).blocks.filter((block) => block.kind !== 'composed').flatMap((block) => block.lines.flatMap((line) => line.words))
  expect(words.every((word) => word.confidence !== undefined && inFile.has(word.confidence))).toBe(true)
  return words.map((word) => word.confidence ?? Number.NaN)
}

const mean = (values: readonly number[]) => Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 1000) / 1000

interface Scores {
  pages: { id: number; ocr_score: number | null; ocr_estimated: number; words: string }[]
  units: { id: number; ocr_score: number | null; ocr_estimated: number }[]
  issues: { id: number; ocr_score: number | null; ocr_estimated: number }[]
}

function scores(db: Db): Scores {
  return {
    pages: db.prepare<[], Scores['pages'][number]>('SELECT id, ocr_score, ocr_estimated, words FROM page ORDER BY id').all(),
    units: db.prepare<[], Scores['units'][number]>('SELECT id, ocr_score, ocr_estimated FROM unit ORDER BY id').all(),
    issues: db.prepare<[], Scores['issues'][number]>('SELECT id, ocr_score, ocr_estimated FROM issue ORDER BY id').all(),
  }
}

/**
 * Makes a copy of an imported store into one of schema version `version` (10: before unit scores;
 * 11: with them), as an older importer left it: no confidences in the word rows, none of the new
 * columns, no mark, no term vocabulary (migration 12), no stored ranks (migration 14), no stored word counts (migration 15), no judged misreadings (migration 19).
 */
function olderStore(from: string, to: string, version: 10 | 11): void {
  copyFileSync(from, to)
  const db = new Database(to)
  db.exec(`
    UPDATE page SET words = (SELECT json_group_array(json_array(json_extract(w.value, '$[0]'), json_extract(w.value, '$[1]'), json_extract(w.value, '$[2]'), json_extract(w.value, '$[3]'), json_extract(w.value, '$[4]'))) FROM json_each(page.words) w);
    ALTER TABLE page DROP COLUMN ocr_score; ALTER TABLE page DROP COLUMN ocr_estimated; ALTER TABLE unit DROP COLUMN ocr_estimated;
    ALTER TABLE issue DROP COLUMN ocr_score; ALTER TABLE issue DROP COLUMN ocr_estimated;
    ALTER TABLE item DROP COLUMN ocr_score; ALTER TABLE item DROP COLUMN ocr_estimated;
    DELETE FROM meta WHERE key = '${RESCORE_MARK}';
    DROP TABLE term_vocabulary;
    ALTER TABLE term_rank DROP COLUMN ranks; ALTER TABLE term_rank DROP COLUMN freqs; ALTER TABLE term_rank DROP COLUMN idf;
    ALTER TABLE periodical DROP COLUMN source_identifier; ALTER TABLE item DROP COLUMN source_identifier; ALTER TABLE unit DROP COLUMN source_identifier;
    DROP INDEX unit_id_language;
    DROP TABLE term_judgement;
  `)
  if (version === 10) db.exec('ALTER TABLE unit DROP COLUMN ocr_score')
  db.pragma(`user_version = ${version}`)
  db.close()
}

describe.skipIf(!HAS_REAL)('OCR confidence of real issues', () => {
  let dir: string
  let store: string
  let db: Db

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ocr-confidence-'))
    store = join(dir, 'library.db')
    importPaths(store, [BNL, NDNP])
    db = openForReading(store)
  }, 120_000)

  afterAll(() => {
    db?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('keeps each word’s WC beside its box, and scores each page and issue by the mean of its words', () => {
    const pages = db.prepare<[], { id: number; issue_id: number; ocr_path: string; words: string; ocr_score: number | null; ocr_estimated: number }>(
      'SELECT id, issue_id, ocr_path, words, ocr_score, ocr_estimated FROM page WHERE ocr_path IS NOT NULL ORDER BY id',
    ).all()
    expect(pages.length).toBeGreaterThan(4)
    const byIssue = new Map<number, number[]>()
    for (const page of pages) {
      const expected = wcs(page.ocr_path)
      const rows: unknown[][] = JSON.parse(page.words)
      expect(rows.length, page.ocr_path).toBe(expected.length)
      expect(rows.map((row) => row[5])).toEqual(expected.map((wc) => Math.round(wc * 100)))
      expect(page.ocr_score).toBe(mean(expected))
      expect(page.ocr_estimated).toBe(0)
      byIssue.set(page.issue_id, [...(byIssue.get(page.issue_id) ?? []), ...expected])
    }
    for (const [issue, all] of byIssue) {
      const row = db.prepare<[number], { ocr_score: number; ocr_estimated: number }>('SELECT ocr_score, ocr_estimated FROM issue WHERE id = ?').get(issue)
      expect(row).toEqual({ ocr_score: mean(all), ocr_estimated: 0 })
    }
  })

  it('gives the page view the page’s score and its words below the threshold, and the text view their places in each article', () => {
    const periodicalId = db.prepare<[string], string>('SELECT periodical_id FROM issue WHERE source_path LIKE ?').pluck().get('%bnl-luxzeit%') ?? ''
    const document: PageDocumentRef = { kind: 'issue', periodicalId, date: '1858-12-07', edition: 1 }
    const layout = getPageLayout(db, document, 2)
    expect(layout?.ocr.score).toBeGreaterThan(0)
    expect(layout?.ocr.estimated).toBe(false)
    const path = db.prepare<[], string>("SELECT ocr_path FROM page WHERE ocr_path LIKE '%1858-12-07_01-00002.xml'").pluck().get() ?? ''
    const low = wcs(path).filter((wc) => Math.round(wc * 100) / 100 < LOW_CONFIDENCE)
    expect(low.length).toBeGreaterThan(0)
    expect(layout?.low.length).toBe(low.length)
    expect(layout?.low.every((box) => box.confidence < LOW_CONFIDENCE && box.width >= 0)).toBe(true)

    const units = unitLowWords(db, document, 1, 4) ?? []
    expect(units.length).toBeGreaterThan(10)
    const texts = new Map(db.prepare<[], { id: number; text: string }>('SELECT id, text FROM unit').all().map((unit) => [unit.id, unit.text]))
    let shaded = 0
    for (const unit of units) {
      const tokens = (texts.get(unit.id) ?? '').split(/\s+/u).filter((token) => token !== '')
      expect(unit.words.every((place) => place >= 0 && place < tokens.length)).toBe(true)
      shaded += unit.words.length
    }
    expect(shaded).toBeGreaterThan(0)
    expect(documentScore(db, document)?.estimated).toBe(false)
  })

  it('shades in the text every unit the page view shades: pages that are their own unit, tables and advertisements (issue 50)', () => {
    // NDNP: no articles, each page is a unit ("Text of page N"): its text shades as many words as its page view.
    const pages = db
      .prepare<[], { periodical_id: string; date: string; edition: number; sequence: number }>(
        "SELECT i.periodical_id, i.date, i.edition, p.sequence FROM page p JOIN issue i ON i.id = p.issue_id WHERE i.source_path LIKE '%batch_dlc%' ORDER BY p.id",
      )
      .all()
    expect(pages.length).toBeGreaterThan(0)
    let shadedPages = 0
    for (const page of pages) {
      const document: PageDocumentRef = { kind: 'issue', periodicalId: page.periodical_id, date: page.date, edition: page.edition }
      const layout = getPageLayout(db, document, page.sequence)
      const inText = (layout?.lowText ?? []).reduce((sum, unit) => sum + unit.words.length, 0)
      expect(inText, `page ${page.sequence} of ${page.date}`).toBe(layout?.low.length)
      if (inText > 0) shadedPages += 1
    }
    expect(shadedPages).toBeGreaterThan(0)
    // The BnL issue: its tables and advertisements (composed blocks) are shaded too.
    const periodicalId = db.prepare<[string], string>('SELECT periodical_id FROM issue WHERE source_path LIKE ?').pluck().get('%bnl-luxzeit%') ?? ''
    const shaded = new Set((unitLowWords(db, { kind: 'issue', periodicalId, date: '1858-12-07', edition: 1 }, 1, 4) ?? []).map((unit) => unit.id))
    const kinds = db.prepare<[], { id: number; content_types: string }>("SELECT u.id, u.content_types FROM unit u JOIN issue i ON i.id = u.issue_id WHERE i.date = '1858-12-07'").all()
    for (const kind of ['table', 'advertisement']) {
      const of = kinds.filter((unit) => unit.content_types.split(' ').includes(kind))
      expect(of.length, kind).toBeGreaterThan(0)
      expect(of.every((unit) => shaded.has(unit.id)), kind).toBe(true)
    }
  })

  it('scores a store from before (schema 11) by reading its OCR files again, to the same scores as an import', () => {
    const older = join(dir, 'older.db')
    olderStore(store, older, 11)
    const writable = openForWriting(older)
    try {
      expect(Number(writable.pragma('user_version', { simple: true }))).toBe(MIGRATIONS.length)
      expect(needsRescore(writable)).toBe(true)
      const seen: [number, number][] = []
      const report = rescoreStore(writable, (done, total) => seen.push([done, total]))
      expect(report.reread).toBe(report.pages)
      expect(report.estimated).toBe(0)
      expect(seen.at(-1)).toEqual([report.pages, report.pages])
      expect(seen.map(([done]) => done)).toEqual([...seen.map(([done]) => done)].sort((a, b) => a - b))
      expect(needsRescore(writable)).toBe(false)
      expect(scores(writable)).toEqual(scores(db))
      // A second start finds nothing to do.
      expect(rescoreStore(writable).documents).toBe(0)
    } finally {
      writable.close()
    }
  })

  it('estimates from the lexicon where the OCR files are gone, marks the estimates, and leaves every unit in one band', () => {
    const older = join(dir, 'gone.db')
    olderStore(store, older, 10)
    const moved = new Database(older)
    moved.exec("UPDATE page SET ocr_path = '/nonexistent/' || ocr_path")
    moved.close()
    const writable = openForWriting(older)
    try {
      const report = rescoreStore(writable)
      expect(report.reread).toBe(0)
      const after = scores(writable)
      const withText = writable.prepare<[], number>("SELECT COUNT(*) FROM page WHERE length(text) > 200").pluck().get() ?? 0
      expect(report.estimated).toBe(withText)
      for (const page of after.pages) {
        if (page.ocr_score === null) continue
        expect(page.ocr_estimated).toBe(1)
        expect(page.ocr_score).toBeGreaterThan(0)
        expect(page.ocr_score).toBeLessThanOrEqual(1)
        expect(JSON.parse(page.words).every((row: unknown[]) => row.length === 5)).toBe(true)
      }
      const estimated = after.units.filter((unit) => unit.ocr_score !== null)
      expect(estimated.length).toBeGreaterThan(after.units.length / 2)
      expect(estimated.every((unit) => unit.ocr_estimated === 1)).toBe(true)
      expect(after.issues.every((issue) => issue.ocr_estimated === 1 && issue.ocr_score !== null)).toBe(true)
      const bands = after.units.map((unit) => ocrBand(unit.ocr_score))
      expect(new Set(bands).size).toBeGreaterThan(1)
    } finally {
      writable.close()
    }
  }, 120_000)
})

/** The fixtures of issue 34's readers, each a real sample (see their README.md). */
const FIXTURES = join(import.meta.dirname, '..', 'fixtures')

const wordsOf = (page: AltoPage) => page.blocks.filter((block) => block.kind !== 'composed').flatMap((block) => block.lines.flatMap((line) => line.words))

describe('OCR confidence of each reader’s real sample, as the importer scores it', () => {
  const samples: { name: string; pages: () => AltoPage[] }[] = [
    { name: 'hOCR x_wconf', pages: () => readHocr(readFileSync(join(FIXTURES, 'hocr', 'default.hocr'), 'utf8'), 'default.hocr') },
    { name: 'ABBYY charConfidence', pages: () => readAbbyy(readFileSync(join(FIXTURES, 'abbyy', 'FAL_1762_12_07_0001_page_1.xml'), 'utf8'), 'page_1.xml') },
    { name: 'ALTO WC (BnL)', pages: () => [readAlto(readFileSync(join(BNL, 'text', '1858-12-07_01-00001.xml'), 'utf8'), 'p1.xml')] },
  ]
  for (const sample of samples) {
    it.skipIf(!HAS_REAL && sample.name.includes('BnL'))(`keeps the ${sample.name} of every word beside its box and scores the page by their mean`, () => {
      const [page] = sample.pages()
      expect(page).toBeDefined()
      const words = page ? wordsOf(page) : []
      const confidences = words.flatMap((word) => (word.confidence === undefined ? [] : [word.confidence]))
      expect(confidences.length).toBeGreaterThan(words.length / 2)
      expect(confidences.every((confidence) => confidence >= 0 && confidence <= 1)).toBe(true)
      const tally = tallyConfidences(words.map((word) => word.confidence))
      const scored = withOcrScores([{ sequence: 1, text: 'x' }], [], { languages: ['fr'], bornDigital: false, pageTallies: new Map([[1, tally]]) })
      expect(scored.pages[0]?.ocr).toEqual({ score: mean(confidences), estimated: false })
      expect(scored.ocr).toEqual({ score: mean(confidences), estimated: false })
      expect(words.map((word) => (word.confidence === undefined ? undefined : storedConfidence(word.confidence)))).toEqual(
        words.map((word) => (word.confidence === undefined ? undefined : Math.round(word.confidence * 100))),
      )
    })
  }

  it('estimates the TEI sample, whose words carry no cert, from the German lexicon, and marks it an estimate', () => {
    const read = readTei(readFileSync(join(FIXTURES, 'tei', 'wd17410315', 'page2tei.xml'), 'utf8'), join(FIXTURES, 'tei', 'wd17410315', 'page2tei.xml'))
    const pages = [...read.pages.entries()].map(([sequence, page]) => ({ sequence, text: pageText(page), words: wordsOf(page) }))
    expect(pages.length).toBeGreaterThan(0)
    expect(pages.every((page) => page.words.every((word) => word.confidence === undefined))).toBe(true)
    const scored = withOcrScores(pages, [], { languages: ['de'], bornDigital: false, pageTallies: new Map() })
    for (const page of scored.pages) {
      expect(page.ocr.estimated).toBe(true)
      expect(page.ocr.score).toBeGreaterThan(0.2)
      expect(page.ocr.score).toBeLessThan(1)
    }
    expect(scored.ocr.estimated).toBe(true)
    // Born-digital text is no OCR: no score, no estimate.
    expect(withOcrScores(pages, [], { languages: ['de'], bornDigital: true, pageTallies: new Map() }).ocr).toEqual({ score: null, estimated: false })
  }, 60_000)
})
