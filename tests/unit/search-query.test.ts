import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseQuery, toFtsMatch } from '#src/search/query.ts'
import { MAX_BOXES, MAX_HIGHLIGHT_TERMS, MAX_MARKS, highlighted } from '#src/search/reader.ts'
import { boxWord, boxWordForms, highlight, markedWordMatcher, matchedPositions, matchRanges, snippet, snippetParts, wordMatcher } from '#src/search/snippet.ts'

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
    expect(match('a AND (b OR c*) NEAR/3 d:')).toBe('"a" AND "b" AND "c" * AND "near" AND "3" AND "d"')
    // Standalone AND and OR in capitals are operators, not words: AND is what the search does, OR
    // is left out with a note the results page shows (issue 53: never a silent 0).
    expect(match('Kammer AND Regierung')).toBe('"kammer" AND "regierung"')
    expect(parseQuery('Kammer AND Regierung').notes).toBeUndefined()
    expect(match('Kammer OR Regierung')).toBe('"kammer" AND "regierung"')
    expect(parseQuery('Kammer OR Regierung').notes).toEqual([{ kind: 'operatorOr', text: 'OR' }])
    // The word "or" (gold, now) in lower case is still a word.
    expect(match('or Luxembourg')).toBe('"or" AND "luxembourg"')
    expect(match('^title: {col} -')).toBe('"title" AND "col"')
    expect(match('" " * - --')).toBeUndefined()
    expect(match('-only -exclusions')).toBeUndefined()
    expect(match('')).toBeUndefined()
  })

  it('reads the quotation marks people type as phrase quotes: „…“, “…”, « … », »…«, ‹…›', () => {
    expect(match('„Luxemburger Wort“')).toBe('"luxemburger wort"')
    for (const q of ['„Luxemburger Wort“', '“Luxemburger Wort”', '« Luxemburger Wort »', '«\u00A0Luxemburger Wort\u00A0»', '»Luxemburger Wort«', '‹Luxemburger Wort›', '"Luxemburger Wort"']) {
      expect(parseQuery(q).terms, q).toEqual([{ kind: 'phrase', text: 'luxemburger wort', negated: false }])
    }
    expect(match('-„petites annonces“ marché')).toBe('("marché") NOT ("petites annonces")')
    expect(match('„Luxemburger Wort“ « grand-duc »')).toBe('"luxemburger wort" AND "grand duc"')
    // One typographic quote left open is dropped like a straight one; apostrophes stay inside words (folded to ').
    expect(match('„unbalanced quote')).toBe('"unbalanced" AND "quote"')
    expect(parseQuery('l’homme o\'clock').terms.map((term) => term.text)).toEqual(["l'homme", "o'clock"])
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

  it('cuts the same window from a prefix of a long text as from the whole of it (issue 52)', () => {
    // Words that fold longer (ß), shorter (combining marks), or not at all, long runs of letters for
    // prefixes, and enough of them that the first match falls in, across and past the prefixes tried.
    const token = fc.constantFrom('Wort', 'wörter', 'WORT-', 'Straße', 'STRASSE', 'strasse', 'e\u0301', 'é', 'ß', 'x'.repeat(300), 'Wortwortwort', 'der', 'die', '12', '\u00ad', '.', ',')
    const gap = fc.constantFrom(' ', '  ', '\n', '\t ', '')
    // Words no query asks for first, so that first matches fall just before the end of a prefix tried
    // (2,048 and 8,192 characters), where a window crosses it, or anywhere in 24,000 characters.
    const before = fc.oneof(fc.integer({ min: 1700, max: 2100 }), fc.integer({ min: 7800, max: 8250 }), fc.nat({ max: 24000 }))
    const text = fc
      .tuple(before, fc.array(fc.tuple(token, gap), { maxLength: 600, size: 'max' }))
      .map(([at, pairs]) => `${'dar dus '.repeat(at / 8 + 1).slice(0, at)} ${pairs.map(([word, space]) => word + space).join('')}`)
    const query = fc.constantFrom('wort', 'wort*', 'strasse', 'stra*', '"wort strasse"', 'e', 'x*', 'wörter OR der', '-der wort', 'ss', 'zzz')
    fc.assert(
      fc.property(text, query, fc.constantFrom(60, 240), (whole, q, length) => {
        const flat = whole.replace(/\s+/g, ' ').trim()
        const parsed = parseQuery(q)
        expect(snippet(whole, parsed, length)).toEqual(snippetParts(flat, matchRanges(flat, parsed), length))
      }),
      { numRuns: 200 },
    )
  })
})

describe('reader highlighting', () => {
  it('marks every match, or the first `limit` of them', () => {
    const text = 'alpha beta alpine gamma alps '.repeat(1000)
    const all = highlight(text, parseQuery('al*'))
    expect(all.filter((part) => part.match)).toHaveLength(3000)
    const bounded = highlight(text, parseQuery('al*'), 25)
    expect(bounded.filter((part) => part.match)).toHaveLength(25)
    // The text is all there, marked or not.
    expect(bounded.map((part) => part.text).join('')).toBe(text)
  })

  it('matches word boxes against words, phrases and prefixes', () => {
    const matches = wordMatcher(parseQuery('"Großherzog Adolf" théât* -krieg zeitung'))
    expect(['Großherzog,', 'ADOLF', 'Theater', 'théâtre', 'Zeitung.', 'Krieg', 'Zeitungen', '—'].map(matches)).toEqual([true, true, true, true, true, false, false, false])
  })

  it('finds a word inside a compound the index splits (a hyphen, an apostrophe), on the box of the compound', () => {
    const matches = wordMatcher(parseQuery('grossherzog indépendance'))
    expect(['König-Großherzog', "l'Indépendance", 'Großherzogin-Mutter', 'Großherzoglichen'].map(matches)).toEqual([true, true, false, false])
    expect(boxWordForms(boxWord('König-Großherzog,'))).toEqual(['konig-grossherzog', 'konig', 'grossherzog'])
    expect(matchedPositions(parseQuery('grossherzog'), new Map([['konig-grossherzog', [3]], ['grossherzog', [3, 7]]]))).toEqual([3, 7])
    expect(markedWordMatcher(['Großherzog'])('König-Großherzog')).toBe(true)
  })

  it('bounds a document: the first words of a long query, at most MAX_MARKS marks and MAX_BOXES boxes', () => {
    const words = Array.from({ length: 40 }, (_, index) => `wort${String.fromCharCode(97 + (index % 26))}${index}`)
    const text = `${words.join(' ')} `.repeat(500)
    const units = Array.from({ length: 3 }, (_, index) => ({ id: index, type: 'article', title: null, language: 'de', text, firstPage: 1, lastPage: 1, contentTypes: [] }))
    const pages = [{ sequence: 1, label: null, imageService: null, ocrPath: null, imageKey: null, imagePath: null, width: null, height: null, layout: [], words: text.split(' ').map((word, index) => ({ word, x: index, y: 0, width: 1, height: 1 })) }]
    // Every word of the text is asked for, and a prefix that matches them all.
    const wide = highlighted(pages, units, `${words.join(' ')} wort*`)
    expect(wide.matches).toBe(MAX_MARKS)
    expect(wide.units.reduce((sum, unit) => sum + unit.matches, 0)).toBe(MAX_MARKS)
    expect(wide.pages[0]?.boxes).toHaveLength(MAX_BOXES)
    expect(wide.units.map((unit) => unit.parts.map((part) => part.text).join(''))).toEqual([text, text, text])
    // Past MAX_HIGHLIGHT_TERMS words, the rest of the query is not highlighted.
    const narrow = highlighted(pages, units, words.join(' '))
    const marked = new Set(narrow.units.flatMap((unit) => unit.parts.filter((part) => part.match).map((part) => part.text)))
    expect(marked).toEqual(new Set(words.slice(0, MAX_HIGHLIGHT_TERMS)))
  })
})
