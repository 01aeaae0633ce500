/**
 * The OCR-quality facet end to end on the embedded engine (issue 35's proof of the facet table;
 * the bands of issue 36): scores imported from real ALTO word confidences, every unit in exactly
 * one band, the bands counted and filtered like any other facet. The Solr engine is held to the
 * same counts in tests/solr/conformance.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ocrBand } from '#src/domain/ocr.ts'
import { parseSearchState } from '#src/domain/search-state.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { type Db, openForReading } from '#src/store/db.ts'
import { HAS_REAL, REAL } from '../fixtures/real-data'
import { search, searchResults } from '../support/search'

const BNL = join(REAL, 'bnl-luxzeit-1858-12-07')
const NDNP = join(REAL, 'chronicling-america', 'batch_dlc_manyyears_ver01')

/**
 * The WC of every word of some TextBlocks of an ALTO file (all of them without `blockIds`), read
 * with a pattern rather than the importer's reader. A word hyphenated across lines is one word:
 * its second part (SUBS_TYPE HypPart2) is not counted again.
 */
function confidences(altoFile: string, blockIds?: ReadonlySet<string>): number[] {
  const xml = readFileSync(altoFile, 'utf8')
  const found: number[] = []
  // A composed block (text and pictures grouped) holds its text blocks' words; without blockIds, only text blocks, each once.
  const blocks = [...xml.matchAll(/<TextBlock\b[^>]*\bID="([^"]+)"[\s\S]*?<\/TextBlock>/g), ...(blockIds ? xml.matchAll(/<ComposedBlock\b[^>]*\bID="([^"]+)"[\s\S]*?<\/ComposedBlock>/g) : [])]
  for (const block of blocks) {
    if (blockIds && !blockIds.has(block[1] ?? '')) continue
    for (const word of block[0].matchAll(/<String\b[^>]*>/g)) {
      const wc = /\bWC="([\d.]+)"/.exec(word[0])?.[1]
      if (wc !== undefined && !/SUBS_TYPE="HypPart2"/.test(word[0])) found.push(Number(wc))
    }
  }
  return found
}

const mean = (values: readonly number[]) => Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 1000) / 1000

describe.skipIf(!HAS_REAL)('the OCR quality of real issues', () => {
  let dir: string
  let db: Db

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ocr-quality-'))
    importPaths(join(dir, 'library.db'), [BNL, NDNP])
    db = openForReading(join(dir, 'library.db'))
  })

  afterAll(() => {
    db?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('scores each article by the mean WC of the words of its blocks, and a page without articles by its words', () => {
    const units = db
      .prepare<[], { id: number; blocks: string; ocr_score: number | null; first_page: number; source_type: string; path: string }>(
        'SELECT u.id, u.blocks, u.ocr_score, u.first_page, u.source_type, p.ocr_path AS path FROM unit u JOIN page p ON p.issue_id = u.issue_id AND p.sequence = u.first_page',
      )
      .all()
    const articles = units.filter((unit) => unit.blocks !== '[]' && JSON.parse(unit.blocks).every(([page]: [number]) => page === unit.first_page))
    expect(articles.length).toBeGreaterThan(10)
    for (const unit of articles) {
      const ids = new Set<string>(JSON.parse(unit.blocks).map(([, block]: [number, string]) => block))
      const words = confidences(unit.path, ids)
      expect(unit.ocr_score, `unit ${unit.id}`).toBe(words.length === 0 ? null : mean(words))
    }
    const pages = units.filter((unit) => unit.source_type === 'PAGE')
    expect(pages.length).toBeGreaterThan(0)
    for (const unit of pages) {
      expect(unit.ocr_score).toBe(mean(confidences(unit.path)))
    }
    // The real samples span the bands: 1858 Fraktur is not all good.
    const bands = new Set(units.map((unit) => ocrBand(unit.ocr_score)))
    expect(bands.size).toBeGreaterThan(1)
  })

  it('counts every result in exactly one band, and filters by band as the counts say', () => {
    for (const q of ['', 'der', 'the']) {
      const answer = search(db, parseSearchState({ q }))
      expect(answer.total).toBeGreaterThan(0)
      expect(answer.facets.ocr.reduce((sum, value) => sum + value.count, 0), q).toBe(answer.total)
      for (const { value, count } of answer.facets.ocr) {
        const filtered = searchResults(db, parseSearchState({ q, ocr: value, size: '100', view: 'compact' }))
        expect(filtered.total, `${q} ${value}`).toBe(count)
        const scores = db
          .prepare<[string], number | null>('SELECT ocr_score FROM unit WHERE id IN (SELECT value FROM json_each(?))')
          .pluck()
          .all(JSON.stringify(filtered.hits.map((hit) => hit.id)))
        expect(scores.every((score) => ocrBand(score) === value)).toBe(true)
      }
    }
    // The band's own filter leaves its counts as they were (multi-select), the others narrow.
    const poor = search(db, parseSearchState({ q: 'der', ocr: 'poor' }))
    expect(poor.facets.ocr).toEqual(search(db, parseSearchState({ q: 'der' })).facets.ocr)
    expect(poor.facets.types.reduce((sum, value) => sum + value.count, 0)).toBe(poor.total)
  })

  it('lists the bands in the table’s order and drops a value no band has', () => {
    const values = search(db, parseSearchState({})).facets.ocr.map((value) => value.value)
    const order = ['good', 'fair', 'poor', 'unknown']
    expect(values).toEqual(order.filter((band) => values.includes(band)))
    expect(parseSearchState({ ocr: ['excellent', 'good'] }).ocr).toEqual(['good'])
  })
})
