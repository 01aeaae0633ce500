import { mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoDatabase } from '#src/demo/load.ts'
import { parseSearchState } from '#src/domain/search-state.ts'
import { issueSegment } from '#src/domain/issue-path.ts'
import { searchBreakdown, searchResults } from '../support/search'
import { MAX_BOXES, MAX_MARKS, readIssue, readItem } from '#src/search/reader.ts'
import { ThreadPool, SearchThreadError } from '#src/threads/pool.ts'
import { openForReading } from '#src/store/db.ts'

let dir: string
let store: string
let pool: ThreadPool
const previousStore = process.env.LIBRARY_DB

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'search-pool-'))
  store = join(dir, 'library.db')
  buildDemoDatabase(store, { articles: 1200 })
  // Search threads read the store the server would: LIBRARY_DB, as set when they start.
  process.env.LIBRARY_DB = store
  pool = new ThreadPool(2)
  await pool.ready
})

afterAll(async () => {
  await pool.close()
  if (previousStore === undefined) delete process.env.LIBRARY_DB
  else process.env.LIBRARY_DB = previousStore
  rmSync(dir, { recursive: true, force: true })
})

const STATES = [
  { q: 'luxemburg' },
  { q: 'gross*', sort: 'date_desc' },
  { q: '"der verein"', view: 'details' },
  { q: 'luxemburg', type: 'newspaper', lang: 'de', page: '2' },
  { type: 'book' },
  { q: '-luxemburg' },
]

describe('searches on the pool’s threads', () => {
  it('answer exactly what the engine answers on the calling thread, results and facets', async () => {
    const db = openForReading(store)
    try {
      for (const params of STATES) {
        const state = parseSearchState(params)
        // Several at once, so both threads answer.
        const [results, facets, again] = await Promise.all([pool.results(state), pool.facets(state), pool.results(state)])
        expect(results).toEqual(searchResults(db, state))
        expect(again).toEqual(results)
        expect(facets).toEqual(searchBreakdown(db, state))
      }
    } finally {
      db.close()
    }
    expect(pool.waiting).toBe(0)
  })

  it('read issues and items for the reader as the calling thread does, with the highlighting bounded', async () => {
    const db = openForReading(store)
    try {
      const issue = db.prepare<[], { periodical_id: string; date: string; edition: number }>('SELECT periodical_id, date, edition FROM issue ORDER BY id LIMIT 1').get()
      const item = db.prepare<[], { id: string; type: 'book' | 'manuscript' | 'poster' | 'postcard' }>('SELECT id, type FROM item ORDER BY id LIMIT 1').get()
      if (!issue || !item) throw new Error('the demo store has issues and items')
      const segment = issueSegment(issue.date, issue.edition)
      // Every letter as a prefix: a match at nearly every word of the issue.
      const hostile = Array.from('abcdefghijklmnopqrstuvwxyzäöüéèàç', (letter) => `${letter}*`).join(' ')
      for (const q of ['', 'luxemburg', hostile]) {
        const fromPool = await pool.issue({ paperid: issue.periodical_id, issue: segment, q })
        expect(fromPool).toEqual(readIssue(db, issue.periodical_id, segment, q))
        expect(await pool.item({ id: item.id, type: item.type, q })).toEqual(readItem(db, item.id, item.type, q))
        if (q === hostile) {
          expect(fromPool?.matches).toBeGreaterThan(100)
          expect(fromPool?.matches).toBeLessThanOrEqual(MAX_MARKS)
          const boxes = fromPool?.pages.reduce((sum, page) => sum + page.boxes.length, 0) ?? 0
          expect(boxes).toBeGreaterThan(100)
          expect(boxes).toBeLessThanOrEqual(MAX_BOXES)
        }
      }
      expect(await pool.issue({ paperid: issue.periodical_id, issue: '1700-01-01', q: '' })).toBeNull()
      // An item is found only under its own kind.
      expect(await pool.item({ id: item.id, type: item.type === 'book' ? 'poster' : 'book', q: '' })).toBeNull()
    } finally {
      db.close()
    }
  })

  it('follow the importer’s swap of the store file', async () => {
    const state = parseSearchState({ type: 'newspaper' })
    const before = (await pool.results(state))?.total ?? 0
    const next = join(dir, 'next.db')
    buildDemoDatabase(next, { articles: 300 })
    renameSync(next, store)
    const db = openForReading(store)
    try {
      const expected = searchResults(db, state).total
      expect(expected).not.toBe(before)
      expect((await pool.results(state))?.total).toBe(expected)
      expect((await pool.results(state))?.total).toBe(expected)
    } finally {
      db.close()
    }
  })

  it('answer on the calling thread while no thread is ready yet', async () => {
    // A thread that never says it is ready: only the calling thread can answer.
    const starting = new ThreadPool(1, new URL('../fixtures/unready-worker.ts', import.meta.url))
    const state = parseSearchState({ q: 'luxemburg' })
    const db = openForReading(store)
    try {
      const answer = await starting.results(state)
      expect(answer?.total).toBeGreaterThan(0)
      expect(answer).toEqual(searchResults(db, state))
    } finally {
      db.close()
      await starting.close()
    }
  })

  it('fail a job whose answer is not what the contract says, naming what is wrong, instead of passing it on', async () => {
    const wrong = new ThreadPool(1, new URL('../fixtures/wrong-answer-worker.ts', import.meta.url))
    try {
      await wrong.ready
      const failed = wrong.results(parseSearchState({ q: 'luxemburg' }))
      await expect(failed).rejects.toBeInstanceOf(SearchThreadError)
      await expect(failed).rejects.toThrow(/answer to a results job failed its schema at total: .*number.*\(and \d+ more\)/)
      await expect(wrong.facets(parseSearchState({ q: 'luxemburg' }))).rejects.toThrow(/answer to a facets job failed its schema/)
    } finally {
      await wrong.close()
    }
  })

  it('refuse work once closed', async () => {
    const closing = new ThreadPool(1)
    await closing.ready
    await closing.close()
    await expect(closing.results(parseSearchState({ q: 'luxemburg' }))).rejects.toThrow(/closed/)
  })
})
