/**
 * A search's budget (issue 48, ADR 051) on the pool's threads: the reviewer's hostile queries, and
 * longer ones, answered with their notes (never trimmed to the limits: a hundred two-letter `~2`
 * words, 500 characters of long fuzzy words, every word with `variants=1`); after each, another
 * search still answers as on the calling thread. A search past its budget stops itself and its
 * thread takes the next job; a thread stuck in one native step fails its jobs at once and is
 * replaced at once.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildDemoDatabase } from '#src/demo/load.ts'
import { parseSearchState } from '#src/domain/search-state.ts'
import { WorkBudgetError, withinBudget } from '#src/domain/work-budget.ts'
import { planOf } from '#src/search/plan.ts'
import { MAX_FUZZY_WORDS, MAX_VARIANT_TERMS } from '#src/search/query.ts'
import { vocabularyOf } from '#src/search/variants.ts'
import { SearchBudgetError, ThreadPool, SearchThreadError } from '#src/threads/pool.ts'
import { openForReading } from '#src/store/db.ts'
import { searchResults } from '../support/search'

let dir: string
let store: string
let pool: ThreadPool
const previousStore = process.env.LIBRARY_DB

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'search-budget-'))
  store = join(dir, 'library.db')
  buildDemoDatabase(store, { articles: 1200 })
  process.env.LIBRARY_DB = store
  pool = new ThreadPool(2)
  await pool.ready
}, 120_000)

afterAll(async () => {
  await pool.close()
  if (previousStore === undefined) delete process.env.LIBRARY_DB
  else process.env.LIBRARY_DB = previousStore
  rmSync(dir, { recursive: true, force: true })
})

/** The reviewer's query: `aa~2 ab~2 …`, `count` two-letter words at distance 2. */
function twoLetterWords(count: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  const words = [...letters].flatMap((a) => [...letters].map((b) => `${a}${b}~2`))
  return words.slice(0, count).join(' ')
}

/** The store's commonest words of `min` letters or more: the ones with the most variants in the index. */
function commonWords(min: number, count: number): string[] {
  const db = openForReading(store)
  try {
    db.exec('CREATE VIRTUAL TABLE IF NOT EXISTS temp.words USING fts5vocab(main, unit_fts, row)')
    return db.prepare<[number, number], string>('SELECT term FROM temp.words WHERE length(term) >= ? AND term GLOB \'[a-z]*\' ORDER BY doc DESC LIMIT ?').pluck().all(min, count)
  } finally {
    db.close()
  }
}

/** After each hostile search: another visitor's search answers, as on the calling thread. */
async function othersStillAnswered(): Promise<void> {
  const state = parseSearchState({ q: 'luxemburg' })
  const answer = await pool.results(state)
  expect(answer?.unavailable).toBe(false)
  expect(answer?.total).toBeGreaterThan(0)
  const db = openForReading(store)
  try {
    expect(answer).toEqual(searchResults(db, state))
  } finally {
    db.close()
  }
}

describe('hostile fuzzy searches on the threads', () => {
  it('answers the reviewer’s hundred two-letter ~2 words (and 8, 16, 26) with a note per word, and other searches still answer', async () => {
    for (const count of [8, 16, 26, 100]) {
      const q = twoLetterWords(count)
      const [results, facets] = await Promise.all([pool.results(parseSearchState({ q })), pool.facets(parseSearchState({ q }))])
      expect(results?.unavailable).toBe(false)
      expect(results?.variants).toEqual([])
      expect(results?.notes.length).toBeGreaterThanOrEqual(Math.min(count, 100))
      expect(results?.notes.every((note) => note.kind === 'tildeShort')).toBe(true)
      expect(facets).not.toBeNull()
      await othersStillAnswered()
    }
  })

  it('expands at most four long words, with every variant in the budget, whatever the query asks', async () => {
    const long = commonWords(8, 200)
    const middle = commonWords(5, 200)
    expect(long.length).toBeGreaterThan(MAX_FUZZY_WORDS)
    const queries = [
      { q: long.map((word) => `${word}~2`).join(' ') },
      { q: long.join(' '), variants: '1' },
      { q: middle.map((word) => `${word}~2`).join(' '), sort: 'date_desc' },
      { q: middle.join(' '), variants: '1', view: 'details', size: '100' },
      // Far past the 500 characters read: 4,000 characters of fuzzy words.
      { q: Array.from({ length: 8 }, () => long.map((word) => `${word}~2`).join(' ')).join(' ').slice(0, 4000) },
    ]
    for (const params of queries) {
      const state = parseSearchState(params)
      const results = await pool.results(state)
      expect(results?.unavailable, params.q.slice(0, 60)).toBe(false)
      expect(results?.variants.length).toBeLessThanOrEqual(MAX_FUZZY_WORDS)
      expect(results?.notes.some((note) => note.kind === 'fuzzyWords')).toBe(true)
      await pool.facets(state)
      await othersStillAnswered()
    }
    const db = openForReading(store)
    try {
      // The variants searched in all stay within the total, for every one of these queries.
      for (const params of queries) {
        const plan = planOf(parseSearchState(params), vocabularyOf(db))
        expect(plan?.variants.length).toBeLessThanOrEqual(MAX_FUZZY_WORDS)
        expect(plan?.variants.reduce((sum, group) => sum + group.terms.length, 0)).toBeLessThanOrEqual(MAX_VARIANT_TERMS)
      }
    } finally {
      db.close()
    }
  })
})

describe('a search past its budget', () => {
  it('stops itself on the calling thread with WorkBudgetError', () => {
    const db = openForReading(store)
    try {
      expect(() => withinBudget({ ms: -1 }, () => searchResults(db, parseSearchState({ q: 'der~ die~ und~ luxemburg' })))).toThrow(WorkBudgetError)
      const raised = new Int32Array(new SharedArrayBuffer(4))
      Atomics.store(raised, 0, 1)
      expect(() => withinBudget({ ms: 60_000, cancelled: raised }, () => searchResults(db, parseSearchState({ q: 'luxemburg' })))).toThrow(/client went away/)
      // Outside a budget the same search answers.
      expect(searchResults(db, parseSearchState({ q: 'luxemburg' })).total).toBeGreaterThan(0)
    } finally {
      db.close()
    }
  })

  it('is answered SearchBudgetError by the pool, and its thread takes the next job at once', async () => {
    const tight = new ThreadPool(1, undefined, { searchBudgetMs: -1 })
    try {
      await tight.ready
      await expect(tight.results(parseSearchState({ q: 'luxemburg~ zeitung' }))).rejects.toBeInstanceOf(SearchBudgetError)
      // A word of many rows: the sampled check inside the statement meets the spent budget.
      await expect(tight.facets(parseSearchState({ q: 'die' }))).rejects.toBeInstanceOf(SearchBudgetError)
      expect(tight.waiting).toBe(0)
      // The same thread, not a new one: it answers a citation at once.
      const answer = await tight.document({ kind: 'cite', path: '/cite/periodicals/none/1900-01-01.ris', query: '', origin: 'http://localhost', now: Date.now() })
      expect(answer.status).toBe(404)
    } finally {
      await tight.close()
    }
  })
})

describe('a thread stuck in one native step', () => {
  it('fails every job it holds at once, and its replacement answers while it is still stuck', async () => {
    const marker = join(dir, 'stuck-ended')
    process.env.STUCK_MARKER = marker
    const stuck = new ThreadPool(1, new URL('../fixtures/stuck-worker.ts', import.meta.url), { timeoutMs: 300 })
    try {
      await stuck.ready
      const held = [stuck.results(parseSearchState({ q: 'stuck' })), stuck.results(parseSearchState({ q: 'after' })), stuck.facets(parseSearchState({ q: 'after' }))]
      for (const job of held) await expect(job).rejects.toBeInstanceOf(SearchThreadError)
      // A new thread took its place at once: once it has started, it answers (null, as the fixture
      // does) while the stuck one is still in its step.
      await vi.waitFor(() => expect(stuck.live).toBe(1))
      expect(await stuck.results(parseSearchState({ q: 'next' }))).toBeNull()
      expect(existsSync(marker)).toBe(false)
      expect(stuck.waiting).toBe(0)
    } finally {
      delete process.env.STUCK_MARKER
      await stuck.close()
    }
  })
})
