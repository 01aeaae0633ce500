/**
 * Variant search's parts without a store (ADR 039): the `~` syntax and its notes, the vocabulary
 * walk against a plain edit distance over every term, the OCR confusions, the cap, and the URL.
 */
import { describe, expect, it } from 'vitest'
import { parseSearchState, searchParamsOf } from '#src/domain/search-state.ts'
import { stringifySearchObject } from '#src/domain/search-params.ts'
import { parseQuery, toFtsMatch, withTildes, withoutVariants } from '#src/search/query.ts'
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
