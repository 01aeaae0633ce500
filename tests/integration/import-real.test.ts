import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importPaths, type ImportReport } from '#src/ingest/loader.ts'
import { type Db, openForReading } from '#src/store/db.ts'
import { foldText } from '#src/domain/fold.ts'
import { getIssue, issueCalendar } from '#src/store/issues.ts'
import { HAS_REAL, REAL } from '../fixtures/real-data'

describe.skipIf(!HAS_REAL)('importing every real sample', () => {
  let dir: string
  let db: Db
  let report: ImportReport

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'import-real-'))
    report = importPaths(join(dir, 'library.db'), [REAL])
    db = openForReading(join(dir, 'library.db'))
  })

  afterAll(() => {
    db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const issue = (periodical: string, date: string) =>
    db
      .prepare<[string, string], { id: number; number: string | null; page_count: number; permalink: string | null }>(
        'SELECT id, number, page_count, permalink FROM issue WHERE periodical_id = ? AND date = ?',
      )
      .get(periodical, date)

  const unitTypes = (issueId: number) =>
    Object.fromEntries(
      db
        .prepare<[number], { type: string; n: number }>('SELECT type, COUNT(*) AS n FROM unit WHERE issue_id = ? GROUP BY type')
        .all(issueId)
        .map((row) => [row.type, row.n]),
    )

  const find = (query: string) =>
    db
      .prepare<[string], { periodical_id: string; date: string }>(
        'SELECT u.periodical_id, u.date FROM unit_fts JOIN unit u ON u.id = unit_fts.rowid WHERE unit_fts MATCH ?',
      )
      .all(`"${foldText(query)}"`)

  it('skips nothing and reads the title records', () => {
    expect(report.skippedFiles).toEqual([])
    expect(report.titleRecords).toBe(3)
  })

  it('reads the BnL issues with their MODS number, permalink, pages and article types', () => {
    const july = issue('luxzeit1858', '1858-07-10')
    expect(july).toMatchObject({ number: '161', page_count: 4, permalink: 'https://persist.lu/ark:70795/4b7rzq' })
    const types = unitTypes(july?.id ?? -1)
    expect(types.article).toBeGreaterThan(10)
    expect(types.advertisement).toBeGreaterThan(0)
    expect(types.table).toBeGreaterThan(0)
    expect(issue('luxzeit1858', '1858-12-07')).toMatchObject({ number: '288', page_count: 4 })
    const periodical = db.prepare<[], { title: string; type: string }>("SELECT title, type FROM periodical WHERE id = 'luxzeit1858'").get()
    expect(periodical).toEqual({ title: 'Luxemburger Zeitung – Journal de Luxembourg', type: 'newspaper' })
  })

  it('reads the British Library issue through smLinkGrp', () => {
    const bl = issue('bl-0002244', '1855-09-22')
    expect(bl?.page_count).toBe(4)
    expect(unitTypes(bl?.id ?? -1).article).toBeGreaterThan(20)
  })

  it('reads the NDNP issues as pages with page-level units and merges MARC onto them', () => {
    const nordstern = issue('sn83045350', '1878-01-03')
    expect(nordstern?.page_count).toBe(8)
    expect(unitTypes(nordstern?.id ?? -1)).toEqual({ issue: 8 })
    expect(issue('sn83045462', '1915-03-22')?.page_count).toBe(1)
    const periodical = db
      .prepare<[], { issn: string; publishers: string; start_year: number; record: string }>(
        "SELECT issn, publishers, start_year, record FROM periodical WHERE id = 'sn83045350'",
      )
      .get()
    expect(periodical?.issn).toBe('2372-2991')
    expect(JSON.parse(periodical?.publishers ?? '[]')).toEqual(['St. Cloud, Minn. : Brick & Kaiser'])
    expect(periodical?.start_year).toBe(1874)
    expect(JSON.parse(periodical?.record ?? '[]')).toContain('022 0# $a 2372-2991 $2 1')
    const star = db.prepare<[], { later_titles: string }>("SELECT later_titles FROM periodical WHERE id = 'sn83045462'").get()
    expect(JSON.parse(star?.later_titles ?? '[]').length).toBe(2)
  })

  it('reads the IIIF newspaper issues with their navDate and canvases', () => {
    expect(issue('berliner-tageblatt', '1925-02-16')?.page_count).toBe(2)
    expect(issue('berliner-tageblatt', '1925-03-13')?.page_count).toBe(2)
  })

  it('stores word boxes in page-relative units', () => {
    const rows = db.prepare<[], { words: string }>('SELECT words FROM page').all()
    let words = 0
    for (const row of rows) {
      const parsed: unknown = JSON.parse(row.words)
      if (!Array.isArray(parsed)) throw new Error('words is not an array')
      for (const word of parsed) {
        expect(Array.isArray(word)).toBe(true)
        if (!Array.isArray(word)) continue
        const [content, x, y, w, h] = word
        expect(typeof content).toBe('string')
        for (const n of [x, y, w, h]) expect(n).toBeGreaterThanOrEqual(0)
        expect(x + w).toBeLessThanOrEqual(10000)
        expect(y + h).toBeLessThanOrEqual(10000)
        words += 1
      }
    }
    expect(words).toBeGreaterThan(20000)
  })

  it('stores each word of a page once, composed blocks (BnL) included: as many boxes as words of text', () => {
    const rows = db.prepare<[], { sequence: number; words: string; text: string; layout: string }>('SELECT sequence, words, text, layout FROM page').all()
    for (const row of rows) {
      const parsed: unknown = JSON.parse(row.words)
      const words = Array.isArray(parsed) ? parsed.length : -1
      expect(words).toBe(row.text.split(/\s+/).filter((word) => word !== '').length)
      // The layout's lines split those words exactly (the IIIF text annotations rely on it).
      const layout = v.parse(v.array(v.tuple([v.string(), v.string(), v.number(), v.number(), v.number(), v.number(), v.array(v.tuple([v.number(), v.number(), v.number(), v.number(), v.number()]))])), JSON.parse(row.layout))
      expect(layout.flatMap((block) => block[6]).reduce((sum, line) => sum + line[4], 0)).toBe(words)
    }
  })

  it('makes known words findable, accent- and case-insensitively', () => {
    expect(find('Luxemburg').some((hit) => hit.periodical_id === 'luxzeit1858')).toBe(true)
    expect(find('Lombardstreet').some((hit) => hit.periodical_id === 'bl-0002244')).toBe(true)
    expect(find('Jahrgang').some((hit) => hit.periodical_id === 'berliner-tageblatt')).toBe(true)
    expect(find('ST. CLOUD').length + find('Minnesota').length).toBeGreaterThan(0)
  })

  it('computes the project statistics', () => {
    expect(report.statistics.totalIssues).toBe(7)
    expect(report.statistics.totalPeriodicals).toBe(5)
    expect(report.statistics.totalPages).toBe(25)
    expect(report.statistics.issuesPerYear).toContainEqual({ year: 1858, issues: 2 })
  })
  it('builds the issue calendar and the reader view from the real issues', () => {
    const calendar = issueCalendar(db, 'luxzeit1858', undefined)
    expect(calendar.years.map((entry) => entry.year)).toContain(1858)
    expect(calendar.year).toBe(calendar.years.at(-1)?.year)
    const in1858 = issueCalendar(db, 'luxzeit1858', 1858)
    expect(in1858.issues.map((entry) => entry.date)).toEqual(expect.arrayContaining(['1858-07-10', '1858-12-07']))
    expect([...in1858.issues.map((entry) => entry.date)].sort()).toEqual(in1858.issues.map((entry) => entry.date))
    // A year without issues falls back to the latest year rather than showing nothing.
    expect(issueCalendar(db, 'luxzeit1858', 1700).year).toBe(calendar.year)

    const july = getIssue(db, 'luxzeit1858', '1858-07-10', 1)
    expect(july?.pages.length).toBeGreaterThan(0)
    expect(july?.units.length).toBeGreaterThan(0)
    expect(july?.pages[0]?.words.length).toBeGreaterThan(100)
    for (const box of july?.pages[0]?.words ?? []) {
      expect(box.x + box.width).toBeLessThanOrEqual(10000)
      expect(box.y + box.height).toBeLessThanOrEqual(10000)
    }
    expect(july?.next?.date).toBe('1858-12-07')
    expect(july?.previous).toBeNull()
    expect(getIssue(db, 'luxzeit1858', '1858-07-11', 1)).toBeUndefined()
  })
})
