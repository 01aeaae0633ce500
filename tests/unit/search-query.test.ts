import { describe, expect, it } from 'vitest'
import { parseQuery, toFtsMatch } from '../../src/search/query'
import { matchRanges, snippet } from '../../src/search/snippet'

const match = (q: string) => toFtsMatch(parseQuery(q))

describe('query syntax', () => {
  it('ANDs words, keeps phrases, excludes and truncates', () => {
    expect(match('Großherzog Adolph')).toBe('"grossherzog" AND "adolph"')
    expect(match('"Luxemburger Wort" -Anzeige')).toBe('("luxemburger wort") NOT ("anzeige")')
    expect(match('théât*')).toBe('"théât" *')
    expect(match('-"petites annonces" marché')).toBe('("marché") NOT ("petites annonces")')
  })

  it('never lets FTS5 syntax through and degrades malformed input to words', () => {
    expect(match('"unbalanced quote')).toBe('"unbalanced" AND "quote"')
    expect(match('a AND (b OR c*) NEAR/3 d:')).toBe('"a" AND "and" AND "b" AND "or" AND "c" * AND "near" AND "3" AND "d"')
    expect(match('^title: {col} -')).toBe('"title" AND "col"')
    expect(match('" " * - --')).toBeUndefined()
    expect(match('-only -exclusions')).toBeUndefined()
    expect(match('')).toBeUndefined()
  })

  it('dedupes repeated terms', () => {
    expect(parseQuery('wort Wort WORT').terms).toEqual([{ kind: 'word', text: 'wort', negated: false }])
  })
})

describe('snippets', () => {
  const text = 'Am Samstag hat der Großherzog die neue Straße eröffnet. Le théâtre municipal rouvre ses portes.'

  it('marks whole words, accent- and case-insensitively', () => {
    const ranges = matchRanges(text, parseQuery('grossherzog THEATRE'))
    expect(ranges.map(([a, b]) => text.slice(a, b))).toEqual(['Großherzog', 'théâtre'])
    expect(matchRanges('Wortlaut Wort', parseQuery('wort'))).toEqual([[9, 13]])
  })

  it('extends prefixes to the end of the word and marks phrases whole', () => {
    expect(matchRanges(text, parseQuery('stra*')).map(([a, b]) => text.slice(a, b))).toEqual(['Straße'])
    expect(matchRanges(text, parseQuery('"theatre municipal"')).map(([a, b]) => text.slice(a, b))).toEqual(['théâtre municipal'])
  })

  it('returns plain text parts around the first match, never markup', () => {
    const parts = snippet(`${'Lorem '.repeat(80)}<b>Großherzog</b> kam.`, parseQuery('grossherzog'), 60)
    expect(parts[0]).toEqual({ text: '… ', match: false })
    expect(parts.find((part) => part.match)).toEqual({ text: 'Großherzog', match: true })
    expect(parts.map((part) => part.text).join('')).toContain('<b>')
  })
})
