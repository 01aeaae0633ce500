/**
 * Variant search's parts without a store (ADR 039, 057): the `~` syntax and its notes, the
 * vocabulary walk against a plain edit distance over every term, the OCR confusions, which
 * candidates are plausible misreadings (issue 50's table on a small vocabulary), the cap, and the URL.
 */
import { describe, expect, it } from 'vitest'
import { parseSearchState, searchParamsOf } from '#src/domain/search-state.ts'
import { stringifySearchObject } from '#src/domain/search-params.ts'
import { MAX_FUZZY_WORDS, MAX_VARIANT_TERMS, parseQuery, toFtsMatch, withTildes, withoutVariants } from '#src/search/query.ts'
import { LEXICON_LANGUAGE_BITS } from '#src/domain/lexicon-languages.ts'
import { MAX_VARIANTS, Vocabulary, confusionsOf, expandQuery, typedForm, variantsOf } from '#src/search/variants.ts'
import { THRESHOLDS, judgeCandidates } from '#src/search/plausibility.ts'

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

type Language = keyof typeof LEXICON_LANGUAGE_BITS
/** A vocabulary with what the store knows of each term: units, the lexicons that know it, its units' languages. */
function store(entries: Record<string, [units: number, lexicons: Language[], languages: (Language | 'lb')[]]>): Vocabulary {
  const terms = Object.keys(entries).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const bits = (languages: readonly Language[]) => languages.reduce((mask, language) => mask | LEXICON_LANGUAGE_BITS[language], 0)
  return new Vocabulary(
    { terms, units: Int32Array.from(terms, (term) => entries[term]?.[0] ?? 0), lexicons: Uint8Array.from(terms, (term) => bits(entries[term]?.[1] ?? [])) },
    (term) => entries[term]?.[2] ?? [],
  )
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
    expect(withTildes('luxembourg juillet der "la grève" théât* -wort zeit~2')).toBe('luxembourg~ juillet~ der "la grève" théât* -wort zeit~2')
    expect(parseQuery(withTildes('luxembourg juillet')).terms.map((term) => term.fuzzy)).toEqual([1, 1])
    // The variants removed from the search follow as exclusions; anything but a plain word is left out.
    expect(withTildes('luxembourg', ['luxembouig', 'lux"*', ''])).toBe('luxembourg~ -luxembouig')
    expect(withTildes('luxembourg', [])).toBe('luxembourg~')
    // Without variants=1 only the removed variants are added, to a `~` typed in the query.
    expect(withTildes('Regierung~2', ['regelung'], false)).toBe('Regierung~2 -regelung')
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

  it('finds for several words at once, in one walk, what it finds for each alone, in the same order', () => {
    const asked = ['luxembourg', 'juillet', 'lux', 'zzz', 'abc', 'jnillet', 'luxe', 'a']
    for (const edits of [1, 2]) {
      const each = known.withinEach(asked, edits)
      expect([...each.keys()]).toEqual(asked)
      for (const word of asked) expect(each.get(word), `${word}~${edits}`).toEqual([...known.within(word, edits).keys()])
    }
    expect(known.withinEach([], 2).size).toBe(0)
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
})

describe('plausible misreadings (issue 50)', () => {
  // Issue 50's table, with the counts the demo gave: real words, a surname, inflections, and true misreadings.
  const known = store({
    regierung: [2000, ['de'], ['de']],
    regelung: [101, ['de'], ['de']],
    regiernng: [19, [], ['de']],
    negierung: [11, [], ['de']],
    zeitung: [5000, ['de'], ['de', 'lb']],
    leitung: [1978, ['de'], ['de']],
    zeitnng: [4, [], ['de']],
    krieg: [59, ['de'], ['de']],
    krier: [441, [], ['de', 'lb', 'fr']],
    brand: [300, ['de', 'en'], ['de']],
    grand: [3143, ['en', 'fr'], ['fr']],
    wetter: [500, ['de', 'en'], ['de', 'lb']],
    welter: [1099, ['en', 'fr'], ['de', 'lb']],
    weiter: [726, ['de'], ['de']],
    vetter: [144, ['de'], ['de']],
    grossherzogin: [911, ['de'], ['de']],
    grossherzog: [498, ['de'], ['de']],
    eisenbahn: [300, ['de'], ['de']],
    eisenbahnen: [202, ['de'], ['de']],
    conseil: [800, ['fr'], ['fr']],
    conseils: [400, ['fr'], ['fr']],
    maison: [900, ['fr'], ['fr']],
    maisons: [500, ['fr'], ['fr']],
    luxembourg: [5000, ['en', 'fr'], ['fr', 'de', 'lb']],
    luxembouig: [3, [], ['fr']],
    luximbourg: [2, [], ['fr']],
    juillet: [1200, ['fr'], ['fr']],
    jnillet: [7, [], ['fr']],
    sein: [4000, ['de'], ['de']],
    fein: [300, ['de'], ['de']],
  })
  const offered = (word: string, level: 1 | 2 = 1) => variantsOf(known, word, level, new Set()).terms

  it('offers none of the real words, surnames and inflections the edit distance offered', () => {
    const intruders: Record<string, string[]> = {
      regierung: ['regelung'],
      zeitung: ['leitung'],
      krieg: ['krier'],
      brand: ['grand'],
      wetter: ['welter', 'weiter', 'vetter'],
      grossherzogin: ['grossherzog'],
      conseil: ['conseils'],
      maison: ['maisons'],
    }
    for (const [word, others] of Object.entries(intruders)) for (const other of others) expect(offered(word), `${word}: ${other}`).not.toContain(other)
    // An inflection is not a misreading even two steps out (`Eisenbahn~2`).
    expect(offered('eisenbahn', 2)).not.toContain('eisenbahnen')
  })

  it('still offers the misreadings, most plausible first', () => {
    expect(offered('luxembourg')).toEqual(expect.arrayContaining(['luxembouig', 'luximbourg']))
    expect(offered('juillet')).toEqual(['jnillet'])
    expect(offered('regierung')).toContain('regiernng')
    expect(offered('zeitung')).toEqual(['zeitnng'])
    // By plausibility, not by frequency: the cheaper confusion (u read n) before the dearer (r read i).
    const luxembourg = variantsOf(known, 'luxembourg', 1, new Set())
    expect(luxembourg.terms.indexOf('luxembouig')).toBeLessThan(luxembourg.terms.indexOf('luximbourg'))
  })

  it('names a word of the lexicon that is a frequent misreading apart, searched only when added', () => {
    const group = variantsOf(known, 'sein', 1, new Set())
    expect(group.terms).not.toContain('fein')
    expect(group.others).toEqual(['fein'])
    const added = variantsOf(known, 'sein', 1, new Set(), new Set(['fein']))
    expect(added.terms).toContain('fein')
    expect(added.added).toEqual(['fein'])
  })

  it('does not offer a misreading far more plausibly of another word of the lexicon, held by the index or not (ADR 076)', () => {
    // *gekehrt* is not in the index: `gefehrt` (k read f) was offered for *gelehrt* (l read f, a dearer confusion).
    const gelehrt = store({ gelehrt: [200, ['de'], ['de']], gefehrt: [3, [], ['de']], gelebrt: [3, [], ['de']], gelchrt: [2, [], ['de']] })
    const candidates = ['gefehrt', 'gelebrt', 'gelchrt']
    const without = judgeCandidates(gelehrt, 'gelehrt', candidates, 1, { ...THRESHOLDS, rivalMargin: Number.POSITIVE_INFINITY }).misreadings.map((judged) => judged.term)
    expect(without).toContain('gefehrt')
    const offeredNow = variantsOf(gelehrt, 'gelehrt', 1, new Set()).terms
    expect(offeredNow).not.toContain('gefehrt')
    expect(offeredNow).toEqual(expect.arrayContaining(['gelebrt', 'gelchrt']))
  })

  it('shows the word as typed', () => {
    expect(typedForm('Großherzogin von Luxemburg', 'grossherzogin')).toBe('Großherzogin')
    expect(typedForm('zeitung~', 'zeitung')).toBe('zeitung')
    expect(expandQuery(parseQuery('Großherzogin'), known, { all: true, skip: [], q: 'Großherzogin' }).groups[0]?.typed).toBe('Großherzogin')
  })

  it('caps a word’s misreadings at the most plausible ones and says so; a skipped variant is named and not searched', () => {
    // n read as u: every one and two of twelve n's, 78 misreadings of a word in 100,000 units.
    const word = 'n'.repeat(12)
    const entries: Record<string, number> = { [word]: 100_000 }
    for (let i = 0; i < 12; i += 1) {
      for (let j = i; j < 12; j += 1) entries[[...word].map((char, at) => (at === i || at === j ? 'u' : char)).join('')] = 1
    }
    const many = vocabulary(entries)
    const skipped = `u${'n'.repeat(11)}`
    const group = variantsOf(many, word, 1, new Set([skipped]))
    expect(group.capped).toBe(true)
    expect(group.terms).toHaveLength(MAX_VARIANTS)
    // The single confusions are the most plausible: they come first.
    expect(group.terms.slice(0, 11).every((term) => [...term].filter((char) => char === 'u').length === 1)).toBe(true)
    expect(group.terms).not.toContain(skipped)
    expect(group.skipped).toEqual([skipped])
  })
})

describe('the expanded query', () => {
  const known = vocabulary({ luxembourg: 5000, luxembouig: 3, luximbourg: 2, zeitung: 40, zeitnng: 1 })

  it('expands every word of four letters or more with variants=1, never an exclusion or a phrase', () => {
    const { query, groups } = expandQuery(parseQuery('luxembourg -zeitung "luxembourg zeitung"'), known, { all: true, skip: [] })
    expect(groups.map((group) => group.word)).toEqual(['luxembourg'])
    expect(query.terms[0]?.variants).toEqual(['luxembouig', 'luximbourg'])
    expect(toFtsMatch(query)).toBe('(("luxembourg" OR "luxembouig" OR "luximbourg") AND "luxembourg zeitung") NOT ("zeitung")')
    expect(toFtsMatch(withoutVariants(query))).toBe('("luxembourg" AND "luxembourg zeitung") NOT ("zeitung")')
  })

  it('expands only the words with a ~ otherwise', () => {
    const { groups } = expandQuery(parseQuery('luxembourg zeitung~'), known, { all: false, skip: [] })
    expect(groups).toEqual([{ word: 'zeitung', typed: 'zeitung', distance: 1, terms: ['zeitnng'], capped: false, skipped: [], others: [], added: [] }])
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

  it('gives an explicit ~ the minimum length of variants=1 (four letters), and says when a ~2 is one edit for a short word', () => {
    const { groups, notes } = expandQuery(parseQuery('ab~2 abcd~2 abcde~2 abcdefgh~2 abc~'), known, { all: false, skip: [] })
    expect(groups.map((group) => [group.word, group.distance])).toEqual([
      ['abcd', 2],
      ['abcde', 2],
      ['abcdefgh', 2],
    ])
    expect(notes).toEqual([
      { kind: 'tildeShort', text: 'ab~2' },
      { kind: 'tildeOneEdit', text: 'abcd~2' },
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
    expect(groups.every((group) => group.terms.length <= MAX_VARIANTS)).toBe(true)
    // What is left of the total bounds the next word: a limit of one keeps its most plausible variant, and says it was capped.
    const wide = groups.find((group) => group.terms.length >= 2)
    if (!wide) throw new Error('no word of the test vocabulary has two plausible variants')
    const bounded = variantsOf(words, wide.word, 2, new Set(), new Set(), wide.word, 1)
    expect(bounded.terms).toEqual(wide.terms.slice(0, 1))
    expect(bounded.capped).toBe(true)
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

  it('reads and writes the added words (`also`) as it does the removed ones', () => {
    const state = parseSearchState({ q: 'sein', variants: '1', also: ['Fein', '<b>', 'fein'] })
    expect(state.also).toEqual(['fein'])
    expect(stringifySearchObject({ ...searchParamsOf(state) })).toBe('?q=sein&variants=1&also=fein')
  })
})
