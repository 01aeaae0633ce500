/**
 * Variant search's parts without a store (ADR 039): the `~` syntax and its notes, the vocabulary
 * walk against a plain edit distance over every term, the OCR confusions, the cap, and the URL.
 */
import { describe, expect, it } from 'vitest'
import { parseSearchState, searchParamsOf } from '#src/domain/search-state.ts'
import { stringifySearchObject } from '#src/domain/search-params.ts'
import { MAX_FUZZY_WORDS, MAX_VARIANT_TERMS, parseQuery, toFtsMatch, withTildes, withoutVariants } from '#src/search/query.ts'
import { MAX_VARIANTS, Vocabulary, confusionsOf, expandQuery, variantsOf } from '#src/search/variants.ts'

/** The plain dynamic-programming edit distance, the walk's reference. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i]
    for (let j = 1; j <= b.length; j += 1) row[j] = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = row
  }
  return previous[b.length] ?? 0
}

function vocabulary(entries: Record<string, number>): Vocabulary {
  const terms = Object.keys(entries).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return new Vocabulary({ terms, units: Int32Array.from(terms, (term) => entries[term] ?? 0) })
}

describe('the ~ in the query syntax', () => {
  it('reads word~ as one edit and word~2 as two, on the word the ~ follows', () => {
    expect(parseQuery('juillet~ luxembourg~2 zeitung').terms).toEqual([
      { kind: 'word', text: 'juillet', negated: false, fuzzy: 1 },
      { kind: 'word', text: 'luxembourg', negated: false, fuzzy: 2 },
      { kind: 'word', text: 'zeitung', negated: false },
    ])
    expect(parseQuery('juillet~').notes).toBeUndefined()
  })

  it('answers a ~ it cannot apply with a note and searches the rest as typed', () => {
    expect(parseQuery('~')).toEqual({ terms: [], notes: [{ kind: 'tildeAlone', text: '~' }] })
    expect(parseQuery('wort~9')).toEqual({ terms: [{ kind: 'word', text: 'wort', negated: false }], notes: [{ kind: 'tildeDistance', text: 'wort~9' }] })
    expect(parseQuery('wort~0').notes).toEqual([{ kind: 'tildeDistance', text: 'wort~0' }])
    expect(parseQuery('"la grève"~').notes).toEqual([{ kind: 'tildePhrase', text: '"la grève"~' }])
    expect(parseQuery('"la grève"~').terms).toEqual([{ kind: 'phrase', text: 'la greve', negated: false }].map((term) => ({ ...term, text: parseQuery('"la grève"').terms[0]?.text ?? '' })))
    expect(parseQuery('théât*~')).toEqual({ terms: [{ kind: 'prefix', text: parseQuery('théât*').terms[0]?.text ?? '', negated: false }], notes: [{ kind: 'tildePrefix', text: 'théât*~' }] })
    expect(parseQuery('zeitung -wort~').notes).toEqual([{ kind: 'tildeExclusion', text: 'wort~' }])
    expect(parseQuery('zeitung -wort~').terms[1]).toEqual({ kind: 'word', text: 'wort', negated: true })
  })

  it('writes the ~ that variants=1 stands for into a reader link’s words, phrases, prefixes and exclusions left alone', () => {
    expect(withTildes('luxembourg juillet der "la grève" théât* -wort zeit~2')).toBe('luxembourg~2 juillet~ der "la grève" théât* -wort zeit~2')
    expect(parseQuery(withTildes('luxembourg juillet')).terms.map((term) => term.fuzzy)).toEqual([2, 1])
    // The variants removed from the search follow as exclusions; anything but a plain word is left out.
    expect(withTildes('luxembourg', ['luxembouig', 'lux"*', ''])).toBe('luxembourg~2 -luxembouig')
    expect(withTildes('luxembourg', [])).toBe('luxembourg~2')
  })
})

describe('the vocabulary walk', () => {
  const words = ['luxembourg', 'luxembouig', 'luximbourg', 'luxemburg', 'luxembourgeois', 'juillet', 'jnillet', 'juillel', 'feuilleton', 'jules', 'luxe', 'lux', 'a', 'ab', 'abc']
  const known = vocabulary(Object.fromEntries(words.map((word, index) => [word, index + 1])))

  it('finds exactly the terms a plain edit distance finds, the word itself left out', () => {
    for (const word of ['luxembourg', 'juillet', 'lux', 'zzz', 'abc', 'jnillet']) {
      for (const edits of [1, 2]) {
        const expected = words.filter((term) => term !== word && distance(word, term) <= edits).sort()
        expect([...known.within(word, edits).keys()].sort(), `${word}~${edits}`).toEqual(expected)
      }
    }
  })

  it('looks up a term’s units', () => {
    expect(known.unitsOf('jnillet')).toBe(7)
    expect(known.unitsOf('nothing')).toBe(0)
  })
})

describe('the OCR confusions', () => {
  it('makes the misreadings 19th-century OCR makes, once or twice', () => {
    const made = confusionsOf('gemacht')
    expect(made).toContain('gemacbt')
    expect(confusionsOf('modern')).toContain('rnodern')
    expect(confusionsOf('dieselben')).toContain('dieselbeu')
    expect(confusionsOf('fuss')).toContain('fufs')
    expect(confusionsOf('mull')).toContain('muii')
    expect(confusionsOf('grun')).toContain('griin')
  })

  it('finds a short word’s confusions (below the length that gets an edit distance) and ranks by frequency', () => {
    const known = vocabulary({ ftadt: 3, stadt: 50, staat: 40, stabt: 9 })
    // `stadt` has 5 letters: one edit (staat, stabt) and the confusions (ftadt).
    expect(variantsOf(known, 'stadt', 1, new Set()).terms).toEqual(['staat', 'stabt', 'ftadt'])
    // Confusions only: `staat` is one edit away but no confusion of `stadt`.
    expect(variantsOf(known, 'stadt', 0, new Set()).terms).toEqual(['ftadt'])
  })

  it('caps a word’s variants at the most frequent ones and says so; a skipped variant is named and not searched', () => {
    const entries: Record<string, number> = { haus: 1000 }
    for (let index = 0; index < 80; index += 1) entries[`ha${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}`] = index + 1
    const known = vocabulary(entries)
    const group = variantsOf(known, 'haus', 2, new Set(['hazc']))
    expect(group.capped).toBe(true)
    expect(group.terms).toHaveLength(MAX_VARIANTS)
    // The most frequent first: the 80th made (`habd`, 80 units); `hazc` (78) was skipped.
    expect(group.terms.slice(0, 2)).toEqual(['habd', 'haad'])
    expect(group.terms).not.toContain('hazc')
    expect(group.skipped).toEqual(['hazc'])
  })
})

describe('the expanded query', () => {
  const known = vocabulary({ luxembourg: 10, luxembouig: 3, luximbourg: 2, zeitung: 40, zeitnng: 1 })

  it('expands every word of four letters or more with variants=1, never an exclusion or a phrase', () => {
    const { query, groups } = expandQuery(parseQuery('luxembourg -zeitung "luxembourg zeitung"'), known, { all: true, skip: [] })
    expect(groups.map((group) => group.word)).toEqual(['luxembourg'])
    expect(query.terms[0]?.variants).toEqual(['luxembouig', 'luximbourg'])
    expect(toFtsMatch(query)).toBe('(("luxembourg" OR "luxembouig" OR "luximbourg") AND "luxembourg zeitung") NOT ("zeitung")')
    expect(toFtsMatch(withoutVariants(query))).toBe('("luxembourg" AND "luxembourg zeitung") NOT ("zeitung")')
  })

  it('expands only the words with a ~ otherwise', () => {
    const { groups } = expandQuery(parseQuery('luxembourg zeitung~'), known, { all: false, skip: [] })
    expect(groups).toEqual([{ word: 'zeitung', distance: 1, terms: ['zeitnng'], capped: false, skipped: [] }])
  })
})

describe('the budget of a query’s misreadings (issue 48)', () => {
  /** Every term of two to four letters over a–h, each held by some units: what a two-letter word at distance 2 would reach. */
  function shortWords(): Vocabulary {
    const letters = 'abcdefgh'
    const entries: Record<string, number> = {}
    const grow = (prefix: string) => {
      if (prefix.length >= 2) entries[prefix] = 1 + (prefix.charCodeAt(0) % 7)
      if (prefix.length < 4) for (const letter of letters) grow(prefix + letter)
    }
    grow('')
    // Long words and their misreadings, for the caps.
    for (let index = 0; index < 300; index += 1) entries[`zeitungs${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}`] = 1
    return vocabulary(entries)
  }
  const known = shortWords()
  const hostile = (count: number) => {
    const words: string[] = []
    for (const a of 'abcdefghijklmnopqrstuvwxyz') for (const b of 'abcdefghijklmnopqrstuvwxyz') words.push(`${a}${b}~2`)
    return words.slice(0, count).join(' ')
  }

  it('gives an explicit ~ the minimum lengths of variants=1: none below four letters, confusions at four, one edit below eight', () => {
    const { groups, notes } = expandQuery(parseQuery('ab~2 abcd~2 abcde~2 abcdefgh~2 abc~'), known, { all: false, skip: [] })
    expect(groups.map((group) => [group.word, group.distance])).toEqual([
      ['abcd', 0],
      ['abcde', 1],
      ['abcdefgh', 2],
    ])
    expect(notes).toEqual([
      { kind: 'tildeShort', text: 'ab~2' },
      { kind: 'tildeConfusions', text: 'abcd~2' },
      { kind: 'tildeOneEdit', text: 'abcde~2' },
      { kind: 'tildeShort', text: 'abc~' },
    ])
  })

  it('searches the reviewer’s hundred two-letter ~2 words as typed, with no variant at all, and says why', () => {
    const q = hostile(100)
    expect(q.split(' ')).toHaveLength(100)
    const { query, groups, notes } = expandQuery(parseQuery(q), known, { all: false, skip: [] })
    expect(groups).toEqual([])
    expect(query.terms.every((term) => term.variants === undefined)).toBe(true)
    expect(notes.every((note) => note.kind === 'tildeShort')).toBe(true)
    // The parser reads the first 500 characters: every word it read has its note.
    expect(notes).toHaveLength(parseQuery(q).terms.length)
  })

  it('expands at most MAX_FUZZY_WORDS words, names the others, and keeps the variants within MAX_VARIANT_TERMS', () => {
    const long = Array.from({ length: 60 }, (_, index) => `zeitungs${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}~2`).join(' ')
    for (const options of [
      { q: long, all: false },
      { q: long.replace(/~2/g, ''), all: true },
    ]) {
      const { query, groups, notes } = expandQuery(parseQuery(options.q), known, { all: options.all, skip: [] })
      expect(groups).toHaveLength(MAX_FUZZY_WORDS)
      const searched = query.terms.reduce((sum, term) => sum + (term.variants?.length ?? 0), 0)
      expect(searched).toBeGreaterThan(0)
      expect(searched).toBeLessThanOrEqual(MAX_VARIANT_TERMS)
      const beyond = notes.find((note) => note.kind === 'fuzzyWords')
      expect(beyond?.text.startsWith('zeitungsea')).toBe(true)
      expect(beyond?.text.endsWith(' …')).toBe(true)
      expect(query.terms.filter((term) => (term.variants?.length ?? 0) > 0)).toHaveLength(MAX_FUZZY_WORDS)
    }
  })

  it('shares MAX_VARIANT_TERMS out in the query’s order and says when it left variants out', () => {
    const many: Record<string, number> = {}
    for (const stem of ['abcdefgh', 'bcdefghi', 'cdefghij', 'defghijk']) {
      for (let index = 0; index < 60; index += 1) many[`${stem}${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}`] = 1
    }
    const words = vocabulary(many)
    const { groups, notes } = expandQuery(parseQuery('abcdefghaa~2 bcdefghiaa~2 cdefghijaa~2 defghijkaa~2'), words, { all: false, skip: [] })
    expect(groups.reduce((sum, group) => sum + group.terms.length, 0)).toBeLessThanOrEqual(MAX_VARIANT_TERMS)
    expect(groups.every((group) => group.capped)).toBe(true)
    // 4 × MAX_VARIANTS is the total today: the total's own note appears only once a word is cut by it.
    expect(notes.some((note) => note.kind === 'variantTerms')).toBe(MAX_FUZZY_WORDS * MAX_VARIANTS > MAX_VARIANT_TERMS)
  })
})

describe('variants in the URL', () => {
  it('reads variants=1 as on and anything else as the default, off; skip repeatable, as words', () => {
    expect(parseSearchState({ variants: '1' }).variants).toBe(true)
    for (const value of ['yes', 'true', '0', '', '2']) expect(parseSearchState({ variants: value }).variants).toBe(false)
    expect(parseSearchState({ skip: ['Luxembouig', 'luximbourg', 'luxembouig', '<script>', ''] }).skip).toEqual(['luxembouig', 'luximbourg'])
  })

  it('writes variants=1 and each skip, in the schema’s order', () => {
    const state = parseSearchState({ q: 'luxembourg', variants: '1', skip: ['luxembouig', 'luximbourg'] })
    expect(searchParamsOf(state)).toEqual({ q: 'luxembourg', variants: '1', skip: ['luxembouig', 'luximbourg'] })
    expect(stringifySearchObject({ ...searchParamsOf(state) })).toBe('?q=luxembourg&variants=1&skip=luxembouig&skip=luximbourg')
    expect(stringifySearchObject({ variants: true })).toBe('?variants=1')
  })
})
