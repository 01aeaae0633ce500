import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { buildDemoDatabase } from '#src/demo/load.ts'
import { openForReading, openForWriting } from '#src/store/db.ts'
import { answerIiif } from '#src/documents/iiif.ts'
import { library, libraryOverview, libraryProblem, libraryTotals, listNews, listPeriodicals, listStaffPicks, readStatistics } from '#src/store/library.ts'

const dirs: string[] = []
const previous = process.env.LIBRARY_DB

afterEach(() => {
  process.env.LIBRARY_DB = previous
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'library-store-'))
  dirs.push(dir)
  return dir
}

describe('the store the site serves', () => {
  it('is served when its schema is current', () => {
    const path = join(scratch(), 'library.db')
    openForWriting(path).close()
    process.env.LIBRARY_DB = path
    expect(library()).toBeDefined()
    expect(libraryProblem()).toBeUndefined()
  })

  it('is not served, and says why, when it has an older schema or is not a store at all', () => {
    const old = join(scratch(), 'old.db')
    const db = new Database(old)
    db.pragma('user_version = 1')
    db.exec('CREATE TABLE unit (id INTEGER PRIMARY KEY)')
    db.close()
    process.env.LIBRARY_DB = old
    expect(library()).toBeUndefined()
    expect(libraryProblem()).toMatch(/schema version 1, expected \d+: npm start upgrades it/)

    const garbage = join(scratch(), 'garbage.db')
    writeFileSync(garbage, 'not a database')
    process.env.LIBRARY_DB = garbage
    expect(library()).toBeUndefined()
    expect(libraryProblem()).toBeTruthy()
  })

  it('is simply absent when the file does not exist', () => {
    process.env.LIBRARY_DB = join(scratch(), 'missing.db')
    expect(library()).toBeUndefined()
  })
})

describe('the library overview', () => {
  it('is what the statistics, periodicals, staff picks and news say, made once per store and language', () => {
    const path = join(scratch(), 'library.db')
    buildDemoDatabase(path, { articles: 300 })
    const db = openForReading(path)
    try {
      const overview = libraryOverview(db, 'de')
      expect(overview).toEqual({
        statistics: readStatistics(db),
        featured: listPeriodicals(db)
          .sort((a, b) => b.issueCount - a.issueCount || a.title.localeCompare(b.title))
          .slice(0, 6),
        staffPicks: listStaffPicks(db, 'de').slice(0, 3),
        news: listNews(db, 'de', 3),
      })
      expect(overview.featured.length).toBeGreaterThan(0)
      expect(libraryOverview(db, 'de')).toBe(overview)
      expect(libraryOverview(db, 'fr')).not.toBe(overview)
      expect(libraryOverview(db, 'fr').news).toEqual(listNews(db, 'fr', 3))
      // The search page's totals are the statistics' own.
      const statistics = readStatistics(db)
      expect(statistics?.totalUnits).toBeGreaterThan(0)
      expect(libraryTotals(db)).toEqual({ units: statistics?.totalUnits, documents: statistics?.totalDocuments })
      // Each pick shows a page of what it points at: a periodical's first issue, a list's first item.
      const pictures = listStaffPicks(db, 'en').map((pick): [string | null, string | null] => [pick.target, pick.picture])
      expect(pictures).toContainEqual(['/periodicals/morgenblatt', expect.stringMatching(/^\/iiif\/periodicals\/morgenblatt\/\d{4}-\d{2}-\d{2}(-\d+)?\/canvas\/1\/thumbnail$/)])
      expect(pictures).toContainEqual(['/posters', expect.stringMatching(/^\/iiif\/items\/[^/]+\/canvas\/1\/thumbnail$/)])
      for (const [target, picture] of pictures) {
        if (picture === null) continue
        const answer = answerIiif({ db, generation: 'test', origin: 'https://collections.example.org', sources: undefined, images: scratch(), now: new Date() }, picture, new URLSearchParams())
        expect(answer.status, `${target}: ${picture}`).toBe(200)
      }
    } finally {
      db.close()
    }
    // Another connection (a store swapped in) makes its own.
    const again = openForReading(path)
    try {
      expect(libraryOverview(again, 'de')).toEqual(libraryOverview(again, 'de'))
    } finally {
      again.close()
    }
  })
})
