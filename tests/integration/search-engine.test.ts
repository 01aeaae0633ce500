import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoDatabase } from '#src/demo/load.ts'
import { parseSearchState } from '#src/domain/search-state.ts'
import { NO_BREAKDOWN } from '#src/search/facet-values.ts'
import { planOf } from '#src/search/plan.ts'
import { computeTermRanks } from '#src/store/catalog-maintenance.ts'
import { type Db, openForReading, openForWriting } from '#src/store/db.ts'
import { search, searchFacetCounts, searchResults } from '../support/search'
import { referenceFacets, referenceSearch } from '../support/sql-reference'
import { storePathCount, storePaths } from '#src/store/sitemap.ts'

let dir: string
let db: Db

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'search-engine-'))
  buildDemoDatabase(join(dir, 'library.db'), { articles: 1500 })
  // A store this small has no prefix in 10,000 units: its heavy prefixes are ranked as a large store's are.
  const writable = openForWriting(join(dir, 'library.db'))
  computeTermRanks(writable, undefined, { prefixMatches: 200 })
  writable.close()
  db = openForReading(join(dir, 'library.db'))
})

afterAll(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const run = (params: Record<string, unknown>) => search(db, parseSearchState(params))
const marked = (params: Record<string, unknown>) =>
  run(params).hits.flatMap((hit) => hit.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase()))

describe('searching the demo collection', () => {
  it('finds Straße when the visitor types strasse, and marks it', () => {
    const answer = run({ q: 'strasse' })
    expect(answer.total).toBeGreaterThan(0)
    expect(marked({ q: 'strasse' }).every((text) => text.startsWith('straße') || text.startsWith('strasse'))).toBe(true)
  })

  it('narrows with every extra word, a phrase is at most its words, and an exclusion removes hits', () => {
    const one = run({ q: 'luxemburger' }).total
    const two = run({ q: 'luxemburger wort' }).total
    const phrase = run({ q: '"luxemburger wort"' }).total
    const excluded = run({ q: 'luxemburger -wort' }).total
    expect(two).toBeLessThanOrEqual(one)
    expect(phrase).toBeLessThanOrEqual(two)
    expect(excluded).toBe(one - two)
  })

  it('filters by document type, date, language and periodical', () => {
    expect(run({ q: 'die', type: 'book' }).hits.every((hit) => hit.docType === 'book')).toBe(true)
    const wartime = run({ q: 'die', from: '1940-05-01', to: '1944-09-30', size: '100' })
    expect(wartime.hits.every((hit) => (hit.date ?? '') >= '1940-05-01' && (hit.date ?? '') <= '1944-09-30')).toBe(true)
    expect(run({ q: 'le', lang: 'fr' }).hits.every((hit) => hit.language === 'fr')).toBe(true)
    const first = run({ q: 'die' }).hits[0]?.periodical?.id ?? ''
    expect(run({ q: 'die', title: first }).hits.every((hit) => hit.periodical?.id === first)).toBe(true)
  })

  it('sorts by date both ways and pages through the results without overlap', () => {
    const asc = run({ q: 'die', sort: 'date_asc' }).hits.map((hit) => hit.date ?? '')
    expect([...asc].sort()).toEqual(asc)
    const desc = run({ q: 'die', sort: 'date_desc' }).hits.map((hit) => hit.date ?? '')
    expect([...desc].sort().reverse()).toEqual(desc)
    const page1 = run({ q: 'die', sort: 'date_asc' }).hits.map((hit) => hit.id)
    const page2 = run({ q: 'die', sort: 'date_asc', page: '2' }).hits.map((hit) => hit.id)
    expect(page1.filter((id) => page2.includes(id))).toEqual([])
  })

  it('counts every filter value, each facet ignoring its own selection', () => {
    const all = run({ q: 'die' })
    const byType = all.facets.types.reduce((sum, facet) => sum + facet.count, 0)
    expect(byType).toBe(all.total)
    const german = run({ q: 'die', lang: 'de' })
    // The language facet still offers the other languages while German is selected…
    expect(german.facets.languages).toEqual(all.facets.languages)
    // …while the other facets count only German hits.
    expect(german.facets.types.reduce((sum, facet) => sum + facet.count, 0)).toBe(german.total)
    expect(all.facets.contentTypes.find((facet) => facet.value === 'full_text')?.count).toBeGreaterThan(0)
    expect(all.facets.periodicals.every((facet) => typeof facet.label === 'string')).toBe(true)
  })

  it('answers hostile and malformed queries without throwing', () => {
    for (const q of ['"', 'a" OR "b', 'NEAR(a b)', '* * *', 'col:term', "'; DROP TABLE unit; --", '-', '\u0000']) {
      expect(() => run({ q })).not.toThrow()
    }
    expect(run({ q: '-only' }).unanswerable).toBe(true)
  })
})

/** The whole search in plain SQL (tests/support/sql-reference.ts), from the same plan: slow, obviously right, the yardstick. */
function reference(params: Record<string, unknown>) {
  const plan = planOf(parseSearchState(params))
  if (!plan) return { total: 0, ids: [], facets: NO_BREAKDOWN.facets }
  return { ...referenceSearch(db, plan), facets: referenceFacets(db, plan) }
}

/** The engine's page is the reference's: the same total, the same ids in the same order. */
function expectAsReference(answer: { total: number; hits: readonly { id: number }[] }, expected: { total: number; ids: readonly number[] }, params: unknown) {
  expect(answer.total, JSON.stringify(params)).toBe(expected.total)
  expect(answer.hits.map((hit) => hit.id), JSON.stringify(params)).toEqual(expected.ids)
}

describe('the engine against the SQL reference', () => {
  const words: [string, ...string[]] = ['die', 'la', 'markt', 'strasse', 'versamml*', '"der markt"', 'luxemburger -markt', 'the', '']
  const pick = <T,>(values: readonly [T, ...T[]], seed: number): T => values[seed % values.length] ?? values[0]
  const states = Array.from({ length: 60 }, (_, n) => {
    const params: Record<string, unknown> = { q: pick(words, n), sort: pick(['relevance', 'date_asc', 'date_desc', 'title_asc', 'title_desc'], n * 7 + 3) }
    if (n % 3 === 0) params.type = pick([['newspaper'], ['book', 'serial'], ['periodical'], ['poster']], n)
    if (n % 4 === 1) params.lang = pick([['de'], ['fr', 'lb'], ['en']], n)
    if (n % 5 === 2) Object.assign(params, pick<Record<string, string>>([{ from: '1940-05-01', to: '1944-09-30' }, { from: '1900' }, { to: '1899' }], n))
    if (n % 6 === 3) params.content = pick([['advertisement'], ['table', 'map'], ['full_text']], n)
    if (n % 7 === 4) params.page = '3'
    return params
  })

  it.each(states.map((params) => [JSON.stringify(params), params] as const))('%s: same count, page and facets', (_label, params) => {
    const expected = reference(params)
    const answer = search(db, parseSearchState(params))
    expectAsReference(answer, expected, params)
    expect(answer.facets).toEqual(expected.facets)
  })

  it('is compared on searches that find something', () => {
    expect(states.filter((params) => reference(params).total > 0).length).toBeGreaterThan(40)
  })

  it('gives the same page and facets when asked for them separately, as the page streams them', () => {
    const state = parseSearchState({ q: 'die', lang: 'de', sort: 'date_desc' })
    const whole = search(db, state)
    const { facets, ...results } = whole
    expect(searchResults(db, state)).toEqual(results)
    expect(searchFacetCounts(db, state)).toEqual(facets)
  })

  it('serves one-word relevance for a common word from its precomputed ranking, exactly as the reference ranks it', () => {
    const ranked = db.prepare<[], string>('SELECT term FROM term_rank').pluck().all()
    expect(ranked).toEqual(expect.arrayContaining(['die', 'der']))
    for (const params of [
      { q: 'die' },
      { q: 'die', page: '3' },
      { q: 'Die', type: 'newspaper', lang: 'de' },
      { q: 'der', from: '1900', to: '1930', size: '100' },
      { q: 'der', content: 'advertisement', paging: 'more', page: '2' },
      { q: 'DIE DER', sort: 'date_asc' },
      { q: 'die der', lang: 'de', sort: 'title_desc' },
    ]) {
      const expected = reference({ ...params, paging: 'pages', page: params.paging === 'more' ? '1' : params.page, size: params.paging === 'more' ? '40' : params.size })
      const answer = searchResults(db, parseSearchState(params))
      expectAsReference(answer, expected, params)
    }
  })

  it('serves a heavy prefix from its stored ranking, exactly as the reference ranks it', () => {
    const prefixes = db.prepare<[], string>("SELECT term FROM term_rank WHERE term GLOB '*[*]'").pluck().all()
    expect(prefixes).toEqual(expect.arrayContaining(['d*', 'de*', 'die*', 'ver*']))
    for (const params of [
      { q: 'd*' },
      { q: 'De*', page: '3' },
      { q: 'ver*', size: '100', page: '2' },
      { q: 'die*', lang: 'de' },
      { q: 'ver*', type: 'book' },
      { q: 'de*', from: '1900', to: '1910', paging: 'more', page: '2' },
    ]) {
      const expected = reference({ ...params, paging: 'pages', page: params.paging === 'more' ? '1' : params.page, size: params.paging === 'more' ? '40' : params.size })
      const answer = searchResults(db, parseSearchState(params))
      expectAsReference(answer, expected, params)
    }
  })

  it('pages a common word through filters that keep few of its units by its stored ranks, exactly as the reference', () => {
    // Rankings stored 40 deep: a page the first 40 cannot fill is ordered by the ranks of all its units.
    const shallowPath = join(dir, 'shallow.db')
    copyFileSync(join(dir, 'library.db'), shallowPath)
    const writable = openForWriting(shallowPath)
    computeTermRanks(writable, undefined, { depth: 40, prefixMatches: 200 })
    writable.close()
    const shallow = openForReading(shallowPath)
    try {
      expect(shallow.prepare<[], number>('SELECT COUNT(*) FROM term_rank WHERE ranks IS NOT NULL AND length(ids) = 160').pluck().get()).toBeGreaterThan(10)
      for (const params of [
        { q: 'die', lang: 'fr' },
        { q: 'der', type: 'book', page: '2' },
        { q: 'die', from: '1900', to: '1905', size: '100' },
        { q: 'der', lang: 'de', page: '4' },
        { q: 'de*', lang: 'de', from: '1880', to: '1890' },
        { q: 'die', page: '3' },
        { q: 'der', size: '100' },
      ]) {
        const plan = planOf(parseSearchState(params))
        if (!plan) throw new Error('no plan')
        const expected = referenceSearch(shallow, plan)
        const answer = searchResults(shallow, parseSearchState(params))
        expectAsReference(answer, expected, params)
      }
    } finally {
      shallow.close()
    }
  })

  it('ranks several common words by bm25 recomputed from their stored counts, exactly as the reference ranks them', () => {
    // Every common word has its counts and FTS5's idf stored (none failed to reproduce FTS5's scores).
    expect(db.prepare<[], number>("SELECT COUNT(*) FROM term_rank WHERE term NOT GLOB '*[*]*' AND (freqs IS NULL OR idf IS NULL)").pluck().get()).toBe(0)
    const words = db.prepare<[], string>("SELECT term FROM term_rank WHERE term NOT GLOB '*[*]*' ORDER BY matches DESC").pluck().all()
    expect(words.length).toBeGreaterThan(20)
    const cases: Record<string, unknown>[] = [
      { q: 'die der' },
      { q: 'der die', page: '2' },
      { q: 'die die' },
      { q: 'Die DER und', size: '100' },
      { q: 'die der', lang: 'de', page: '3' },
      { q: 'die der', type: 'newspaper', from: '1900', to: '1930' },
    ]
    // Pairs and a triple of the less common of them, whose idf is far from the commonest's.
    for (let index = words.length - 1; index >= words.length - 12; index -= 2) cases.push({ q: `${words[index]} ${words[index - 1]}` })
    cases.push({ q: `${words[10]} ${words[20]} ${words.at(-1)}` })
    for (const params of cases) {
      const expected = reference(params)
      const answer = search(db, parseSearchState(params))
      expectAsReference(answer, expected, params)
    }
  })

  it('ranks several common words by their stored counts: with the counts changed, the order changes', () => {
    const alteredPath = join(dir, 'altered.db')
    copyFileSync(join(dir, 'library.db'), alteredPath)
    const writable = openForWriting(alteredPath)
    // Every unit of "die" holding it once: bm25 then no longer tells them apart by how often.
    const units = writable.prepare<[], number>("SELECT length(all_ids) / 4 FROM term_rank WHERE term = 'die'").pluck().get() ?? 0
    writable.prepare("UPDATE term_rank SET freqs = ? WHERE term = 'die'").run(Buffer.alloc(units, 1))
    writable.close()
    const altered = openForReading(alteredPath)
    try {
      const params = { q: 'die der', size: '100' }
      const plan = planOf(parseSearchState(params))
      if (!plan) throw new Error('no plan')
      const expected = referenceSearch(altered, plan)
      const answer = searchResults(altered, parseSearchState(params))
      expect(answer.total).toBe(expected.total)
      expect(answer.hits.map((hit) => hit.id)).not.toEqual(expected.ids)
    } finally {
      altered.close()
    }
  })

  it('ranks only the matches the filters keep, in exactly the order of ranking them all', () => {
    for (const params of [
      { q: 'la', lang: 'fr' },
      { q: 'la', lang: 'fr', page: '2' },
      { q: 'la', type: 'book' },
      { q: 'versamml*', type: 'newspaper', from: '1900' },
      { q: '"der großherzog"', lang: 'de', page: '2', size: '40' },
      { q: 'die', lang: 'de', from: '1880', to: '1920', size: '100', page: '3' },
      { q: 'wort', content: 'advertisement' },
    ]) {
      const expected = reference(params)
      const answer = search(db, parseSearchState(params))
      expectAsReference(answer, expected, params)
      expect(answer.facets, JSON.stringify(params)).toEqual(expected.facets)
    }
  })

  it('filters by periodical as the reference does', () => {
    const periodical = reference({ q: 'die' }).facets.periodicals[1]?.value ?? ''
    const params = { q: 'die', title: periodical, sort: 'date_asc' }
    expect(search(db, parseSearchState(params)).hits.map((hit) => hit.id)).toEqual(reference(params).ids)
    expect(search(db, parseSearchState(params)).total).toBe(reference(params).total)
  })
})


describe('the sitemap paths of the store', () => {
  it('page through every periodical, item, staff pick and issue exactly once', () => {
    const total = storePathCount(db)
    const seen: string[] = []
    for (let offset = 0; offset < total + 10; offset += 37) seen.push(...storePaths(db, offset, 37))
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)
    expect(seen.filter((path) => /^\/periodicals\/[\w.-]+$/.test(path)).length).toBe(db.prepare<[], number>('SELECT COUNT(*) FROM periodical').pluck().get())
    expect(seen.some((path) => /^\/periodicals\/[\w.-]+\/\d{4}-\d{2}-\d{2}(-e\d+)?$/.test(path))).toBe(true)
    expect(seen.some((path) => /^\/books\//.test(path))).toBe(true)
    expect(seen.some((path) => /^\/staff-picks\//.test(path))).toBe(true)
  })
})
