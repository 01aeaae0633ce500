import { describe, expect, it } from 'vitest'
import { heavyPrefixes } from '#src/store/catalog-maintenance.ts'
import { prefixRankKey } from '#src/store/term-ranks.ts'

/** A vocabulary as fts5vocab lists it: by the terms' bytes. */
const vocabulary = (entries: Record<string, number>) =>
  Object.entries(entries)
    .sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    .map(([term, matches]) => ({ term, matches }))

describe('the heavy prefixes a store ranks in advance', () => {
  it('takes every prefix whose words together reach the threshold, and no longer one past where the sum falls below it', () => {
    const found = heavyPrefixes(vocabulary({ werden: 60, werder: 30, werk: 20, wald: 5, zeit: 100 }), 50)
    expect(found).toEqual(['w', 'we', 'wer', 'werd', 'werde', 'werden', 'z', 'ze', 'zei', 'zeit'])
    expect(heavyPrefixes(vocabulary({ werden: 49 }), 50)).toEqual([])
  })

  it('counts a word as long as the prefix only, and the word itself as its own longest prefix', () => {
    expect(heavyPrefixes(vocabulary({ an: 30, and: 30, ander: 30 }), 60)).toEqual(['a', 'an', 'and'])
  })

  it('never cuts a character in two (a surrogate pair), and takes the prefix that holds it whole', () => {
    const found = heavyPrefixes(vocabulary({ 'a𝔘b': 40, 'a𝔘c': 40 }), 60)
    expect(found).toEqual(['a', 'a𝔘'])
    expect(found.every((prefix) => !/[\uD800-\uDBFF]$/.test(prefix))).toBe(true)
  })

  it('reads the vocabulary once, as a stream, and finds the same as with a list', () => {
    const entries = vocabulary({ aa: 10, ab: 10, b: 30, ba: 25, bab: 20, c: 5, ca: 5, cab: 50 })
    let reads = 0
    function* stream() {
      for (const entry of entries) {
        reads += 1
        yield entry
      }
    }
    expect(heavyPrefixes(stream(), 20)).toEqual(heavyPrefixes(entries, 20))
    expect(heavyPrefixes(entries, 20)).toEqual(['a', 'b', 'ba', 'bab', 'c', 'ca', 'cab'])
    expect(reads).toBe(entries.length)
  })

  it('keys a prefix with the star no word of the index holds', () => {
    expect(prefixRankKey('werde')).toBe('werde*')
  })
})
