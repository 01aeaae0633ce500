import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoDatabase } from '../../src/demo/load'
import { parseSearchState } from '../../src/domain/search-state'
import { search } from '../../src/search/engine'
import { type Db, openForReading } from '../../src/store/db'

let dir: string
let db: Db

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'search-engine-'))
  buildDemoDatabase(join(dir, 'library.db'), { articles: 1500 })
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
  it('finds Großherzog when the visitor types grossherzog, and marks it', () => {
    const answer = run({ q: 'grossherzog' })
    expect(answer.total).toBeGreaterThan(0)
    expect(marked({ q: 'grossherzog' }).every((text) => text.startsWith('großherzog') || text.startsWith('grossherzog'))).toBe(true)
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
