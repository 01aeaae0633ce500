/**
 * Variant search on the real samples (issue 36, ADR 039): the 1858 Luxemburger Zeitung issues read
 * `Luxembourg` as `Luxembouig` and `Luximbourg`, and `juillet` as `jnillet`. A search that asks for
 * the misreadings finds those units, names the variants and how often they matched, ranks the exact
 * matches first and lets a variant be removed.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSearchState } from '#src/domain/search-state.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { compareTimelines, feedEntries } from '#src/search/embedded/research.ts'
import { EngineCaches } from '#src/search/embedded/match-sets.ts'
import { type Db, openForReading } from '#src/store/db.ts'
import { HAS_REAL, REAL } from '../fixtures/real-data'
import { withTildes } from '#src/search/query.ts'
import { markingQuery } from '#src/search/variants.ts'
import { searchResults } from '../support/search'

const ISSUES = ['bnl-luxzeit-1858-07-10', 'bnl-luxzeit-1858-12-07'].map((name) => join(REAL, name))

describe.skipIf(!HAS_REAL)('variant search on the real samples', () => {
  let dir: string
  let db: Db

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'variants-'))
    importPaths(join(dir, 'library.db'), ISSUES)
    db = openForReading(join(dir, 'library.db'))
  })

  afterAll(() => {
    db?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const results = (input: Record<string, string | string[]>) => searchResults(db, parseSearchState({ view: 'list', size: '100', ...input }))

  it('keeps the index vocabulary the import wrote, with each term’s units', () => {
    const units = db.prepare<[string], number>('SELECT units FROM term_vocabulary WHERE term = ?').pluck()
    expect(units.get('luxembouig')).toBeGreaterThan(0)
    expect(units.get('jnillet')).toBe(1)
  })

  it('finds more units for luxembourg with variants=1, and names luxembouig and how often it matched', () => {
    const exact = results({ q: 'luxembourg' })
    const variants = results({ q: 'luxembourg', variants: '1' })
    expect(exact.variants).toEqual([])
    // The units holding a misreading here hold the word too: the same units, the variants named.
    expect(variants.total).toBeGreaterThanOrEqual(exact.total)
    const [group] = variants.variants
    expect(group?.word).toBe('luxembourg')
    expect(group?.distance).toBe(1)
    const found = new Map(group?.matched.map((variant) => [variant.term, variant.count]))
    expect(found.get('luxembouig')).toBeGreaterThan(0)
    expect(found.get('luximbourg')).toBeGreaterThan(0)
    // Every unit found is an exact match or holds a variant named.
    const named = (group?.matched ?? []).reduce((sum, variant) => sum + variant.count, 0)
    expect(variants.total).toBeLessThanOrEqual(exact.total + named)
  })

  it('ranks every exact match above the units only a variant found', () => {
    const exact = new Set(results({ q: 'juillet' }).hits.map((hit) => hit.id))
    const ids = results({ q: 'juillet', variants: '1' }).hits.map((hit) => hit.id)
    const firstVariantOnly = ids.findIndex((id) => !exact.has(id))
    expect(firstVariantOnly).toBe(exact.size)
    expect(ids.slice(firstVariantOnly).every((id) => !exact.has(id))).toBe(true)
  })

  it('marks the variants in the passages of the units only a variant found', () => {
    const exact = new Set(results({ q: 'juillet' }).hits.map((hit) => hit.id))
    const answer = results({ q: 'juillet', variants: '1' })
    const variantOnly = answer.hits.filter((hit) => !exact.has(hit.id))
    expect(variantOnly.length).toBeGreaterThan(0)
    const named = new Set(answer.variants[0]?.matched.map((variant) => variant.term))
    for (const hit of variantOnly) {
      const marked = hit.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase())
      expect(marked.length).toBeGreaterThan(0)
      for (const text of marked) expect(named).toContain(text)
    }
  })

  it('removes a variant with skip, and says it was removed; the other variants stay', () => {
    const all = results({ q: 'luxembourg', variants: '1' })
    const skipped = results({ q: 'luxembourg', variants: '1', skip: 'luxembouig' })
    const [group] = skipped.variants
    expect(group?.skipped).toEqual(['luxembouig'])
    expect(group?.matched.map((variant) => variant.term)).not.toContain('luxembouig')
    expect(group?.matched.map((variant) => variant.term)).toContain('luximbourg')
    expect(skipped.total).toBeLessThanOrEqual(all.total)
    const marked = skipped.hits.flatMap((hit) => hit.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase()))
    expect(marked).not.toContain('luxembouig')
  })

  it('carries a removed variant into the reader: its link marks the kept variants, never the removed one', () => {
    const link = withTildes('luxembourg', ['luxembouig'])
    expect(link).toBe('luxembourg~ -luxembouig')
    const reader = markingQuery(db, link).terms.find((term) => !term.negated)
    expect(reader?.variants).toContain('luximbourg')
    expect(reader?.variants).not.toContain('luxembouig')
    expect(markingQuery(db, withTildes('luxembourg')).terms[0]?.variants).toContain('luxembouig')
  })

  it('finds the jnillet page with juillet~, and not without the ~', () => {
    const plain = results({ q: 'juillet' })
    const fuzzy = results({ q: 'juillet~' })
    expect(fuzzy.total).toBeGreaterThan(plain.total)
    expect(fuzzy.variants[0]?.matched.map((variant) => variant.term)).toContain('jnillet')
    const jnillet = fuzzy.hits.find((hit) => hit.snippet.some((part) => part.match && part.text.toLowerCase() === 'jnillet'))
    expect(jnillet).toBeDefined()
    expect(results({ q: 'jnillet' }).total).toBe(1)
  })

  it('expands no exclusion, phrase or prefix, and says so for a ~ it cannot apply', () => {
    const excluded = results({ q: 'zeitung -juillet~' })
    expect(excluded.variants).toEqual([])
    expect(excluded.notes).toEqual([{ kind: 'tildeExclusion', text: 'juillet~' }])
    expect(results({ q: '"juillet 1858"~' }).notes).toEqual([{ kind: 'tildePhrase', text: '"juillet 1858"~' }])
    expect(results({ q: 'juil*~' }).notes).toEqual([{ kind: 'tildePrefix', text: 'juil*~' }])
    expect(results({ q: 'juillet~9' })).toMatchObject({ notes: [{ kind: 'tildeDistance', text: 'juillet~9' }], variants: [] })
    expect(results({ q: 'juillet ~' }).notes).toEqual([{ kind: 'tildeAlone', text: '~' }])
    const alone = results({ q: '~' })
    expect(alone.unanswerable).toBe(true)
    expect(alone.notes).toEqual([{ kind: 'tildeAlone', text: '~' }])
  })

  it('offers misreadings only: no inflection, no word of its units’ language (issue 50)', () => {
    for (const q of ['conseil', 'maison', 'gouvernement', 'Regierung', 'Zeitung']) {
      const answer = results({ q, variants: '1' })
      const word = answer.variants[0]?.word ?? ''
      for (const variant of answer.variants[0]?.matched ?? []) {
        // Neither the word with an ending nor the word with one less.
        expect(variant.term.startsWith(word) || word.startsWith(variant.term), `${q}: ${variant.term}`).toBe(false)
      }
    }
    // The lexicons were asked about every term the import wrote.
    expect(db.prepare<[], number>('SELECT COUNT(*) FROM term_vocabulary WHERE lexicon IS NULL').pluck().get()).toBe(0)
    expect(db.prepare<[string], number>('SELECT lexicon FROM term_vocabulary WHERE term = ?').pluck().get('gouvernement')).toBeGreaterThan(0)
    expect(db.prepare<[string], number>('SELECT lexicon FROM term_vocabulary WHERE term = ?').pluck().get('luxembouig')).toBe(0)
  })

  it('reads variants=yes as off', () => {
    expect(parseSearchState({ q: 'luxembourg', variants: 'yes' }).variants).toBe(false)
    expect(results({ q: 'luxembourg', variants: 'yes' }).variants).toEqual([])
  })

  it('counts the variants on the timeline, in the comparison and in the feed', () => {
    const caches = new EngineCaches()
    const plain = parseSearchState({ q: 'luxembourg' })
    const variants = parseSearchState({ q: 'luxembourg', variants: '1' })
    const total = results({ q: 'luxembourg', variants: '1' }).total
    const comparison = compareTimelines(db, caches, [plain, variants])
    expect(comparison.series.map((series) => series.total)).toEqual([results({ q: 'luxembourg' }).total, total])
    expect(feedEntries(db, caches, variants).total).toBe(total)
  })
})
