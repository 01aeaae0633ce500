/**
 * Issue 18's research tools on a real store built by the importer in dated batches: `asof`
 * pins a search to the collection of a day (the answer is the same after a later import), the
 * timeline counts hits by year, decade or month, the full facet list pages, filters and sorts
 * every value, the comparison cuts several searches alike, and the feed lists the newest
 * arrivals first.
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ImportSession } from '#src/ingest/loader.ts'
import { parseSearchState } from '#src/domain/search-state.ts'
import { compareTimelines, facetList, feedEntries, search, searchBreakdown } from '../support/search'
import { sharesOf, unitsRange } from '#src/search/timeline.ts'
import { type Db, openForReading } from '#src/store/db.ts'
import { writeMiniIssue } from '../fixtures/mini-issue'

let dir: string
let store: string

/** Imports issues as one batch begun at `began`, as `npm run import` would have on that day. */
function importBatch(began: string, issues: { paperid: string; title: string; date: string; text: string }[]): void {
  const session = new ImportSession(store, {}, new Date(began))
  try {
    for (const issue of issues) {
      session.importPath(writeMiniIssue(join(dir, 'sources', began.slice(0, 10), `${issue.paperid}-${issue.date}`), { ...issue, articleText: issue.text }))
    }
    session.commit()
  } catch (error) {
    session.abort()
    throw error
  }
}

function reading<T>(read: (db: Db) => T): T {
  // A new handle each time, as the site reopens the store after an import swapped it.
  const db = openForReading(store)
  try {
    return read(db)
  } finally {
    db.close()
  }
}

const state = (params: Record<string, string | string[]>) => parseSearchState(params)

/** Everything a visitor sees of a search: its hits, count, facets and timeline. */
const answerOf = (params: Record<string, string | string[]>) =>
  reading((db) => {
    const answer = search(db, state(params))
    const breakdown = searchBreakdown(db, state(params))
    return { total: answer.total, hits: answer.hits.map((hit) => [hit.id, hit.title, hit.date]), facets: breakdown.facets, timeline: breakdown.timeline }
  })

beforeAll(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'research-tools-')))
  store = join(dir, 'live', 'library.db')
  importBatch('2026-01-10T09:00:00Z', [
    { paperid: 'abendblatt', title: 'Abendblatt', date: '1898-03-02', text: 'Die Eisenbahn nach Trier eröffnet' },
    { paperid: 'abendblatt', title: 'Abendblatt', date: '1898-07-14', text: 'Eisenbahn und Post im Sommer' },
    { paperid: 'morgenpost', title: 'Morgenpost', date: '1912-05-01', text: 'Eisenbahn Unglück bei Metz' },
  ])
})

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('asof: a search pinned to the collection of a day', () => {
  it('gives the same answer after a later import, which the unpinned search does show', () => {
    const pinned = { q: 'Eisenbahn', asof: '2026-01-10', sort: 'date_asc' }
    const before = answerOf(pinned)
    const unpinnedBefore = answerOf({ q: 'Eisenbahn', sort: 'date_asc' })
    expect(before.total).toBe(3)
    expect(unpinnedBefore).toEqual(before)

    // Weeks later: a new title with the word, and one of the first issues imported again with new text.
    importBatch('2026-02-20T15:30:00Z', [
      { paperid: 'volksfreund', title: 'Volksfreund', date: '1935-11-11', text: 'Eisenbahn Streik im Herbst' },
      { paperid: 'abendblatt', title: 'Abendblatt', date: '1898-07-14', text: 'Eisenbahn und Post im Sommer, neu gelesen' },
    ])

    const after = answerOf(pinned)
    // The re-imported issue has new unit ids; what a citation names (title, date, count, facets, timeline) is unchanged.
    expect({ ...after, hits: after.hits.map(([, title, date]) => [title, date]) }).toEqual({ ...before, hits: before.hits.map(([, title, date]) => [title, date]) })
    expect(answerOf({ q: 'Eisenbahn', sort: 'date_asc' }).total).toBe(4)
    // The day the second batch came in, it is in the collection; the day before, it is not.
    expect(answerOf({ ...pinned, asof: '2026-02-20' }).total).toBe(4)
    expect(answerOf({ ...pinned, asof: '2026-02-19' }).total).toBe(3)
    // Pinned before anything was imported, the collection was empty.
    expect(answerOf({ ...pinned, asof: '2025-12-31' }).total).toBe(0)
    // Browsing without words is pinned as well.
    expect(answerOf({ title: 'volksfreund', asof: '2026-01-10' }).total).toBe(0)
    expect(answerOf({ title: 'volksfreund' }).total).toBeGreaterThan(0)
  })

  it('ignores a value that is not a calendar day, rather than failing', () => {
    expect(parseSearchState({ asof: '2026-02-30' }).asof).toBe('')
    expect(parseSearchState({ asof: '2026' }).asof).toBe('')
    expect(parseSearchState({ asof: ['2026-01-10', 'x'] }).asof).toBe('2026-01-10')
  })
})

describe('since: what was added after a day', () => {
  it('gives only what a later batch added, on its own and pinned, never what an import gave again', () => {
    // After the test above: the first batch (2026-01-10: two Abendblatt issues, a Morgenpost), then
    // on 2026-02-20 a new title (Volksfreund) and one Abendblatt issue imported again, which keeps
    // the day it first came in (ADR 025): it is not new.
    const titles = (params: Record<string, string>) => answerOf({ q: 'Eisenbahn', sort: 'date_asc', ...params }).hits.map(([, , date]) => date)
    expect(answerOf({ q: 'Eisenbahn' }).total).toBe(4)
    expect(titles({ since: '2026-01-10' })).toEqual(['1935-11-11'])
    expect(titles({ since: '2026-01-09' })).toEqual(['1898-03-02', '1898-07-14', '1912-05-01', '1935-11-11'])
    // After the end of the day the second batch came in: nothing yet.
    expect(answerOf({ q: 'Eisenbahn', since: '2026-02-20' }).total).toBe(0)
    expect(answerOf({ q: 'Eisenbahn', since: '2026-02-19' }).total).toBe(1)
    // Between two pinned days: what came in between them.
    expect(answerOf({ q: 'Eisenbahn', since: '2026-01-10', asof: '2026-02-19' }).total).toBe(0)
    expect(answerOf({ q: 'Eisenbahn', since: '2026-01-10', asof: '2026-02-20' }).total).toBe(1)
    // Browsing without words, facets and timeline count only the new as well.
    const browsed = answerOf({ since: '2026-01-10' })
    expect(browsed.facets.periodicals.map((value) => value.value)).toEqual(['volksfreund'])
    expect(browsed.timeline.buckets.reduce((sum, bucket) => sum + (bucket.counts[0] ?? 0), 0)).toBe(browsed.total)
    // The feed of a search since a day lists only its new arrivals.
    expect(reading((db) => feedEntries(db, state({ q: 'Eisenbahn', since: '2026-01-10' }))).entries.map((entry) => entry.date)).toEqual(['1935-11-11'])
  })

  it('drops a value that is not a calendar day, rather than failing', () => {
    for (const bad of ['2026-02-30', '2026', 'yesterday', '-1', '9999-99-99', '2026-1-5']) expect(parseSearchState({ since: bad }).since).toBe('')
    expect(parseSearchState({ since: ['2026-01-10', 'x'] }).since).toBe('2026-01-10')
  })
})

describe('the timeline of hits', () => {
  it('counts years between the first hit and the last, empty years included', () => {
    const { timeline } = reading((db) => searchBreakdown(db, state({ q: 'Eisenbahn' })))
    expect(timeline.unit).toBe('year')
    expect(timeline.buckets[0]).toEqual({ key: '1898', from: '1898', to: '1898', counts: [2] })
    expect(timeline.buckets.at(-1)?.key).toBe('1935')
    expect(timeline.buckets).toHaveLength(1935 - 1898 + 1)
    expect(timeline.buckets.find((bucket) => bucket.key === '1900')?.counts).toEqual([0])
    expect(timeline.buckets.reduce((sum, bucket) => sum + (bucket.counts[0] ?? 0), 0)).toBe(4)
  })

  it('counts months inside one year, with the month as a date range', () => {
    const { timeline } = reading((db) => searchBreakdown(db, state({ q: 'Eisenbahn', from: '1898', to: '1898' })))
    expect(timeline.unit).toBe('month')
    expect(timeline.buckets).toHaveLength(12)
    expect(timeline.buckets[2]).toEqual({ key: '1898-03', from: '1898-03-01', to: '1898-03-31', counts: [1] })
    expect(timeline.buckets[6]?.counts).toEqual([1])
    expect(timeline.buckets[1]?.to).toBe('1898-02-28')
  })

  it('counts decades past a century, and follows every filter', () => {
    importBatch('2026-03-01T08:00:00Z', [{ paperid: 'chronik', title: 'Chronik', date: '1780-01-05', text: 'Eisenbahn ist ein Traum' }])
    const { timeline } = reading((db) => searchBreakdown(db, state({ q: 'Eisenbahn' })))
    expect(timeline.unit).toBe('decade')
    expect(timeline.buckets[0]).toEqual({ key: '1780', from: '1780', to: '1789', counts: [1] })
    expect(timeline.buckets.find((bucket) => bucket.key === '1890')?.counts).toEqual([2])
    const filtered = reading((db) => searchBreakdown(db, state({ q: 'Eisenbahn', title: 'abendblatt' })))
    expect(filtered.timeline.unit).toBe('month')
    expect(filtered.timeline.buckets.reduce((sum, bucket) => sum + (bucket.counts[0] ?? 0), 0)).toBe(2)
  })
})

describe('relative frequency: hits as a share of each period’s units', () => {
  it('counts the units of the hits’ periods on the same buckets, the filters kept and the words left out', () => {
    const searches: Record<string, string>[] = [{ q: 'Eisenbahn' }, { q: 'Eisenbahn', title: 'abendblatt' }, { q: 'Eisenbahn', from: '1898', to: '1898' }, { q: 'Streik' }]
    for (const params of searches) {
      const hits = reading((db) => searchBreakdown(db, state(params))).timeline
      const range = unitsRange(hits, state(params))
      if (!range) throw new Error(`no hits for ${JSON.stringify(params)}`)
      const units = reading((db) => compareTimelines(db, [{ ...state(params), q: '', ...range }])).timeline
      expect(units.unit, JSON.stringify(params)).toBe(hits.unit)
      expect(units.buckets.map((bucket) => bucket.key)).toEqual(hits.buckets.map((bucket) => bucket.key))
      const shares = sharesOf(hits, units)
      // Every hit is one of its period's units: a share is at most 1, and exactly 1 where every unit is a hit.
      for (const [index, bucket] of shares.buckets.entries()) {
        const count = hits.buckets[index]?.counts[0] ?? 0
        expect(bucket.units).toBeGreaterThanOrEqual(count)
        expect(bucket.shares[0]).toBe(bucket.units > 0 ? count / bucket.units : null)
      }
    }
  })
})

describe('the full list of a facet', () => {
  it('pages, filters and sorts every value, counted as the sidebar counts', () => {
    const list = (params: Partial<Parameters<typeof facetList>[2]>, search: Record<string, string | string[]> = { q: 'Eisenbahn' }) =>
      reading((db) => facetList(db, state(search), { facet: 'periodicals', filter: '', sort: 'count', page: 1, locale: 'en', ...params }))
    const byCount = list({})
    expect(byCount.size).toBe(4)
    expect(byCount.values[0]).toEqual({ value: 'abendblatt', count: 2, label: 'Abendblatt' })
    expect(list({ sort: 'alpha' }).values.map((value) => value.label)).toEqual(['Abendblatt', 'Chronik', 'Morgenpost', 'Volksfreund'])
    // Filtered by name, case and accents aside.
    expect(list({ filter: 'MÖRGEN' }).values.map((value) => value.value)).toEqual(['morgenpost'])
    // A selected title does not hide the others: the list is for widening the choice too.
    expect(list({}, { q: 'Eisenbahn', title: 'chronik' }).size).toBe(4)
    // A page past the end is the last page.
    expect(list({ page: 99 }).page).toBe(1)
  })

  it('names languages in the visitor’s language', () => {
    const list = (locale: string) => reading((db) => facetList(db, state({}), { facet: 'languages', filter: '', sort: 'alpha', page: 1, locale }))
    expect(list('en').values.map((value) => value.label)).toEqual(['French', 'German'])
    expect(list('de').values.map((value) => value.label)).toEqual(['Deutsch', 'Französisch'])
  })
})

describe('query comparison and feeds', () => {
  it('puts several searches on one calendar', () => {
    const comparison = reading((db) => compareTimelines(db, [state({ q: 'Eisenbahn' }), state({ q: 'Sommer' }), state({ q: '-' })]))
    expect(comparison.series.map((series) => [series.q, series.total, series.answerable])).toEqual([
      ['Eisenbahn', 5, true],
      ['Sommer', 1, true],
      ['-', 0, false],
    ])
    const summer = comparison.timeline.buckets.find((bucket) => bucket.key === '1890')
    expect(summer?.counts).toEqual([2, 1, 0])
  })

  it('lists the newest arrivals first, with the day they came in', () => {
    const feed = reading((db) => feedEntries(db, state({ q: 'Eisenbahn' })))
    expect(feed.total).toBe(5)
    expect(feed.entries.map((entry) => [entry.periodical?.id, entry.addedAt?.slice(0, 10)])).toEqual([
      ['chronik', '2026-03-01'],
      ['volksfreund', '2026-02-20'],
      // Imported again on 2026-02-20, the issue is still the one that came in on 2026-01-10.
      ['morgenpost', '2026-01-10'],
      ['abendblatt', '2026-01-10'],
      ['abendblatt', '2026-01-10'],
    ])
    expect(feed.entries.every((entry) => entry.snippet.length > 0)).toBe(true)
  })
})
