/**
 * One conformance suite for both search engines (issue 21, ADR 030): the same assertions on the
 * embedded engine and on the Solr engine over the same store, then a fixed set of queries compared
 * between them, each difference named by kind. Needs a SolrCloud: SOLR_URL names its nodes
 * (npm test starts a local one; see tests/fixtures/solr.ts).
 */
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSearchState, type SearchState } from '#src/domain/search-state.ts'
import type { Db } from '#src/store/db.ts'
import type { SearchEngine as SearchRunner } from '#src/search/contract.ts'
import { EmbeddedEngine } from '#src/search/embedded/engine.ts'
import { SolrClient } from '#src/search/solr/client.ts'
import { SolrEngine } from '#src/search/solr/engine.ts'
import { indexedDemoStore, solrSkipReason, solrUrls } from '../fixtures/solr'

const ALIAS = 'conformance'
const urls = solrUrls()
let folder = ''
let db: Db
let engines: { name: 'embedded' | 'solr'; runner: SearchRunner }[] = []

function embeddedRunner(store: Db): SearchRunner {
  return new EmbeddedEngine(() => store)
}

const state = (input: Record<string, string | string[]>): SearchState => parseSearchState(input)

function row(id: number): { sortTitle: string; date: string | null; language: string | null; added: string | null } {
  const found = db
    .prepare<[number], { sortTitle: string; date: string | null; language: string | null; added: string | null }>(
      `SELECT u.sort_title AS sortTitle, u.date, u.language, COALESCE(iss.added_at, i.added_at) AS added
       FROM unit u LEFT JOIN issue iss ON iss.id = u.issue_id LEFT JOIN item i ON i.id = u.item_id WHERE u.id = ?`,
    )
    .get(id)
  if (!found) throw new Error(`no unit ${id}`)
  return found
}

/** Every id a search finds (up to 2,000), in the engine's order. */
async function allIds(runner: SearchRunner, input: Record<string, string | string[]>): Promise<number[]> {
  const ids: number[] = []
  for (let page = 1; page <= 20; page += 1) {
    const answer = await runner.results(state({ ...input, size: '100', page: String(page), view: 'compact' }))
    const hits = answer?.hits ?? []
    ids.push(...hits.map((hit) => hit.id))
    if (hits.length < 100) break
  }
  return ids
}

describe.skipIf(urls === undefined)(`both engines ${solrSkipReason()}`, () => {
  beforeAll(async () => {
    const store = await indexedDemoStore(4000, ALIAS)
    folder = store.folder
    db = store.db
    const solr = new SolrEngine(new SolrClient({ urls: urls ?? [], collection: ALIAS }), embeddedRunner(db), () => db)
    engines = [
      { name: 'embedded', runner: embeddedRunner(db) },
      { name: 'solr', runner: solr },
    ]
  }, 180_000)

  afterAll(() => {
    db?.close()
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  const units = () => db.prepare<[], number>('SELECT COUNT(*) FROM unit').pluck().get() ?? 0

  for (const name of ['embedded', 'solr'] as const) {
    describe(`the ${name} engine`, () => {
      const runner = () => {
        const found = engines.find((engine) => engine.name === name)
        if (!found) throw new Error('engines not set up')
        return found.runner
      }

      it('browses everything without words, newest first, and pages without overlap', async () => {
        const first = await runner().results(state({}))
        const second = await runner().results(state({ page: '2' }))
        expect(first?.total).toBe(units())
        const ids = [...(first?.hits ?? []), ...(second?.hits ?? [])].map((hit) => hit.id)
        expect(new Set(ids).size).toBe(40)
        const dates = ids.map((id) => row(id).date ?? '')
        expect([...dates].sort().reverse()).toEqual(dates)
        const more = await runner().results(state({ paging: 'more', page: '2' }))
        expect(more?.hits.map((hit) => hit.id)).toEqual(ids)
      })

      it('sorts by date and by title, both ways, ties by id', async () => {
        for (const sort of ['date_asc', 'date_desc', 'title_asc', 'title_desc'] as const) {
          const ids = (await runner().results(state({ q: 'gouvernement', sort, size: '100' })))?.hits.map((hit) => hit.id) ?? []
          expect(ids.length).toBeGreaterThan(20)
          const keys = ids.map((id) => {
            const found = row(id)
            return sort.startsWith('date') ? (found.date ?? '') : found.sortTitle
          })
          const descending = sort.endsWith('desc')
          for (let index = 1; index < ids.length; index += 1) {
            const [a, b] = [keys[index - 1] ?? '', keys[index] ?? '']
            const [x, y] = [ids[index - 1] ?? 0, ids[index] ?? 0]
            const inOrder = descending ? a > b || (a === b && x > y) : a < b || (a === b && x < y)
            expect(inOrder, `${sort}: ${a}/${x} before ${b}/${y}`).toBe(true)
          }
        }
      })

      it('filters, and counts each facet as if its own selection were not applied', async () => {
        const all = await runner().facets(state({ q: 'gouvernement' }))
        const french = await runner().results(state({ q: 'gouvernement', lang: 'fr' }))
        const frenchFacets = await runner().facets(state({ q: 'gouvernement', lang: 'fr' }))
        expect(french?.hits.every((hit) => hit.language === 'fr')).toBe(true)
        // The language facet still offers every language; the others count the French results only.
        expect(frenchFacets?.facets.languages).toEqual(all?.facets.languages)
        const typeTotal = (frenchFacets?.facets.types ?? []).reduce((sum, value) => sum + value.count, 0)
        expect(typeTotal).toBe(french?.total)
        const title = frenchFacets?.facets.periodicals[0]
        if (!title) throw new Error('expected a periodical facet value')
        expect(title.label).toBeTruthy()
        const filtered = await runner().results(state({ q: 'gouvernement', lang: 'fr', title: title.value }))
        expect(filtered?.total).toBe(title.count)
        expect(filtered?.filteredTitles).toEqual([{ value: title.value, count: 0, label: title.label }])
      })

      it('bounds dates inclusively, a year as a whole year, undated outside every range', async () => {
        const ids = await allIds(runner(), { q: 'gouvernement', from: '1900', to: '1929' })
        expect(ids.length).toBeGreaterThan(0)
        for (const id of ids) {
          const date = row(id).date ?? ''
          expect(date >= '1900' && date <= '1929-12-31', date).toBe(true)
        }
      })

      it('pins the collection to a day (asof)', async () => {
        expect((await runner().results(state({ asof: '2000-01-01' })))?.total).toBe(0)
        expect((await runner().results(state({ asof: '2999-12-31' })))?.total).toBe(units())
      })

      it('draws a timeline whose bars and undated count add up to the results', async () => {
      const inputs: Record<string, string>[] = [{ q: 'gouvernement' }, { q: 'krieg', from: '1900', to: '1900' }]
      for (const input of inputs) {
          const results = await runner().results(state(input))
          const breakdown = await runner().facets(state(input))
          const bars = (breakdown?.timeline.buckets ?? []).reduce((sum, bucket) => sum + (bucket.counts[0] ?? 0), 0)
          expect(bars + (breakdown?.timeline.undated[0] ?? 0)).toBe(results?.total)
        }
      })

      it('lists every value of a facet, and compares searches on one timeline', async () => {
        const breakdown = await runner().facets(state({ q: 'gouvernement' }))
        const list = await runner().facetList({ state: state({ q: 'gouvernement' }), facet: 'periodicals', filter: '', sort: 'alpha', page: 1, locale: 'fr' })
        expect(list?.size).toBe(breakdown?.sizes.periodicals)
        const comparison = await runner().compare([state({ q: 'gouvernement' }), state({ q: 'krieg' })])
        const totals = await Promise.all(['gouvernement', 'krieg'].map(async (q) => (await runner().results(state({ q })))?.total))
        expect(comparison?.series.map((series) => series.total)).toEqual(totals)
      })

      it('feeds the newest arrivals first', async () => {
        const feed = await runner().feed(state({ q: 'gouvernement' }))
        const added = (feed?.entries ?? []).map((entry) => entry.addedAt ?? '')
        expect(added.length).toBeGreaterThan(0)
        expect([...added].sort().reverse()).toEqual(added)
      })

      it('puts every result in one OCR band, the bands adding up, and filters by band as it counts', async () => {
        // A word the e2e demo holds in several bands (its OCR is invented, mostly fair: issue 51's demo changes move which).
        for (const q of ['', 'luxembourg']) {
          const results = await runner().results(state({ q }))
          const bands = (await runner().facets(state({ q })))?.facets.ocr ?? []
          expect(bands.length, q).toBeGreaterThan(1)
          expect(bands.reduce((sum, band) => sum + band.count, 0), q).toBe(results?.total)
          for (const band of bands) expect((await runner().results(state({ q, ocr: band.value })))?.total, `${q} ${band.value}`).toBe(band.count)
        }
      })

      it('says when the words cannot be searched', async () => {
        const answer = await runner().results(state({ q: '-gouvernement' }))
        expect(answer).toMatchObject({ total: 0, unanswerable: true, unavailable: false })
      })

      it('marks the words in passages and in the reader', async () => {
        const answer = await runner().results(state({ q: 'gouvernement', lang: 'fr', type: 'periodical' }))
        const hit = answer?.hits.find((candidate) => candidate.snippet.some((part) => part.match))
        expect(hit, 'a result with a marked passage').toBeDefined()
        if (hit?.place.kind !== 'issue') throw new Error('expected an issue')
        const { periodicalId, date, edition } = hit.place
        const issue = await runner().issue({ paperid: periodicalId, issue: edition > 1 ? `${date}-e${edition}` : date, q: 'gouvernement' })
        expect(issue?.matches).toBeGreaterThan(0)
        const marked = issue?.units.find((unit) => unit.id === hit.id)?.parts.filter((part) => part.match) ?? []
        expect(marked.map((part) => part.text.toLowerCase())).toContain('gouvernement')
      })
    })
  }

  /**
   * The fixed query set, by what the engines are expected to do with it. Phrases, prefixes and
   * filters over the exact fields find the same units; a plain word finds at least what the
   * embedded engine finds, and more where stemming joins word forms (Kinder → Kind).
   */
  const SAME = ['"Luxemburger Wort"', '"conseil communal"', 'théât*', 'conseil*', 'Kinder*', 'conseil* -ministre', '"conseil communal" -"grand duché"', '']
  // An exclusion removes the word as typed on both; the word searched for is stemmed on Solr.
  const STEMMED = ['Luxemburger Wort', 'krieg', 'Kinder', 'gouvernement', 'gouvernement -ministre', 'chambres', 'elections', 'government', 'Regierung Luxemburg']

  it('finds the same units for phrases, prefixes, exclusions and browsing', async () => {
    const [embedded, solr] = engines
    if (!embedded || !solr) throw new Error('engines not set up')
    for (const q of SAME) {
      const a = await allIds(embedded.runner, { q, sort: 'date_asc' })
      const b = await allIds(solr.runner, { q, sort: 'date_asc' })
      console.log(`same     ${JSON.stringify(q).padEnd(26)} embedded ${a.length}  solr ${b.length}`)
      expect(b, q).toEqual(a)
    }
  })

  it('counts the same OCR bands on both engines, a band’s own filter left out of its counts', async () => {
    const [embedded, solr] = engines
    if (!embedded || !solr) throw new Error('engines not set up')
    const inputs: Record<string, string | string[]>[] = [{}, { q: '"conseil communal"' }, { q: 'conseil*', lang: 'fr' }, { q: 'théât*', ocr: 'good' }, { ocr: ['fair', 'poor'], type: 'periodical' }]
    for (const input of inputs) {
      const a = await embedded.runner.facets(state(input))
      const b = await solr.runner.facets(state(input))
      expect(b?.facets.ocr, JSON.stringify(input)).toEqual(a?.facets.ocr)
      expect(b?.facets.types, JSON.stringify(input)).toEqual(a?.facets.types)
    }
  })

  it('finds at least the same units for words, more where stemming joins word forms', async () => {
    const [embedded, solr] = engines
    if (!embedded || !solr) throw new Error('engines not set up')
    let joined = 0
    for (const q of STEMMED) {
      const a = await allIds(embedded.runner, { q, sort: 'date_asc' })
      const b = new Set(await allIds(solr.runner, { q, sort: 'date_asc' }))
      const missing = a.filter((id) => !b.has(id))
      console.log(`stemmed  ${JSON.stringify(q).padEnd(26)} embedded ${a.length}  solr ${b.size}  (+${b.size - a.length} word forms)`)
      expect(missing, q).toEqual([])
      joined += b.size - a.length
    }
    expect(joined).toBeGreaterThan(0)
  })

  it('ranks the best match first for the same single-word searches', async () => {
    const [embedded, solr] = engines
    if (!embedded || !solr) throw new Error('engines not set up')
    // Both rank by BM25 with titles weighted 4:1; the embedded engine adds a length prior (ADR 019),
    // so only the overlap of the first ten is asserted, not the order. Not the phrase "conseil communal":
    // since the demo's councils were varied (issue 51), all of its 83 hits in this store carry it in their
    // title, a tie each engine breaks by its own length treatment, which leaves nothing to agree on.
    for (const q of ['pompiers', 'théât*']) {
      const a = (await embedded.runner.results(state({ q, size: '20' })))?.hits.map((hit) => hit.id) ?? []
      const b = new Set((await solr.runner.results(state({ q, size: '20' })))?.hits.map((hit) => hit.id) ?? [])
      const shared = a.slice(0, 10).filter((id) => b.has(id)).length
      console.log(`ranking  ${JSON.stringify(q).padEnd(26)} ${shared} of the embedded top 10 in Solr's top 20`)
      expect(shared).toBeGreaterThanOrEqual(5)
    }
  })

  it('expands words to the same misreadings on both engines, and counts each variant alike (ADR 039, 057)', async () => {
    const [embedded, solr] = engines
    if (!embedded || !solr) throw new Error('engines not set up')
    // Words of the demo's own vocabulary that have variants in it: the commonest of six letters or more.
    const words = db
      .prepare<[], string>("SELECT term FROM term_vocabulary WHERE length(term) >= 6 AND term GLOB '[a-z]*' ORDER BY units DESC LIMIT 40")
      .pluck()
      .all()
    const inputs: Record<string, string | string[]>[] = []
    for (const word of words) {
      const answer = await embedded.runner.results(state({ q: word, variants: '1', view: 'compact' }))
      if ((answer?.variants[0]?.matched.length ?? 0) >= 1) inputs.push({ q: word, variants: '1' })
      if (inputs.length === 4) break
    }
    // A word of the lexicon offered as "possibly another word", added (also=), on both engines alike.
    for (const word of words) {
      const other = (await embedded.runner.results(state({ q: word, variants: '1', view: 'compact' })))?.variants[0]?.others[0]
      if (other === undefined) continue
      inputs.push({ q: word, variants: '1', also: other })
      break
    }
    expect(inputs.length).toBeGreaterThan(0)
    const [first] = inputs
    const firstWord = String(first?.q ?? '')
    const firstVariant = (await embedded.runner.results(state({ ...first, view: 'compact' })))?.variants[0]?.matched[0]?.term ?? ''
    // The word as typed, capitals and ß, named alike (issue 50).
    inputs.push({ q: `${firstWord}~` }, { q: `${firstWord}~2`, lang: 'de' }, { ...first, skip: firstVariant }, { ...first, type: 'periodical', from: '1900' }, { q: firstWord.charAt(0).toUpperCase() + firstWord.slice(1), variants: '1' })
    for (const input of inputs) {
      const a = await embedded.runner.results(state({ ...input, view: 'compact' }))
      const b = await solr.runner.results(state({ ...input, view: 'compact' }))
      console.log(`variants ${JSON.stringify(input).padEnd(40)} ${a?.variants.flatMap((group) => group.matched.map((variant) => `${variant.term} ${variant.count}`)).join(', ')}`)
      expect(b?.variants, JSON.stringify(input)).toEqual(a?.variants)
      expect(a?.variants[0]?.matched.length ?? 0, JSON.stringify(input)).toBeGreaterThan(0)
    }
  })

  it('ranks the exact matches above the units only a variant found, on both engines', async () => {
    const [embedded, solr] = engines
    if (!embedded || !solr) throw new Error('engines not set up')
    const word = db.prepare<[], string>("SELECT term FROM term_vocabulary WHERE length(term) >= 8 AND term GLOB '[a-z]*' AND units < 100 ORDER BY units DESC LIMIT 1").pluck().get() ?? ''
    for (const engine of [embedded, solr]) {
      const exact = new Set(await allIds(engine.runner, { q: word }))
      const ids = await allIds(engine.runner, { q: word, variants: '1' })
      const firstOther = ids.findIndex((id) => !exact.has(id))
      if (firstOther === -1) continue
      expect(ids.slice(firstOther).some((id) => exact.has(id)), `${engine.name}: ${word}`).toBe(false)
      // A page past the exact tier has the first page's total and variant counts.
      const first = await engine.runner.results(state({ q: word, variants: '1', size: '100', view: 'compact' }))
      const past = await engine.runner.results(state({ q: word, variants: '1', size: '100', page: String(Math.floor(firstOther / 100) + 1), view: 'compact' }))
      expect(past?.total, `${engine.name}: ${word}`).toBe(first?.total)
      expect(past?.variants, `${engine.name}: ${word}`).toEqual(first?.variants)
    }
  })
})
