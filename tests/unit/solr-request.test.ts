import { describe, expect, it } from 'vitest'
import { parseSearchState } from '#src/domain/search-state.ts'
import { parseQuery } from '#src/search/query.ts'
import { fieldSuffix, solrDocument } from '#src/search/solr/documents.ts'
import { partsOf, snippetOf } from '#src/search/solr/engine.ts'
import {
  breakdownRequest,
  escapeTerm,
  exactTierPlan,
  exactTierRequest,
  feedRequest,
  filtersOf,
  highlightQueryOf,
  inDocumentRequest,
  MARK_END,
  MARK_START,
  queryOf,
  resultsRequest,
  variantCountsRequest,
} from '#src/search/solr/request.ts'
import { type SearchPlan, planOf } from '#src/search/plan.ts'
import { Vocabulary } from '#src/search/variants.ts'

const state = (input: Record<string, string | string[]>) => parseSearchState(input)
/** The plan of a search state that has one (the engines compile each state once, src/search/plan.ts). */
function plan(input: Record<string, string | string[]>): SearchPlan {
  const compiled = planOf(state(input))
  if (!compiled) throw new Error('expected a plan')
  return compiled
}

describe('the Solr query of the visitor’s words', () => {
  it('searches words over the analysed fields, phrases and prefixes over the exact ones', () => {
    expect(queryOf(parseQuery('Kinder "grand duchess" théât*'))).toBe(
      // Accents stay: Solr folds a wildcard term with the field's own folding.
      'kinder (title_exact:"grand duchess"^4 OR text_exact:"grand duchess") (title_exact:théât*^4 OR text_exact:théât*)',
    )
  })

  it('excludes words and phrases as typed, and has nothing to search without a positive word', () => {
    expect(queryOf(parseQuery('war -peace'))).toBe('war -(title_exact:peace^4 OR text_exact:peace)')
    expect(queryOf(parseQuery('-peace -"cold war"'))).toBeUndefined()
    expect(planOf(state({ q: '-peace' }))).toBeUndefined()
    expect(resultsRequest(plan({ q: '' })).query).toBe('*:*')
  })

  it('escapes everything Solr could read as syntax, whatever is typed', () => {
    expect(escapeTerm('a+b-c&&d||e!f(g)h{i}j[k]l^m"n~o*p?q:r\\s/t u')).toBe(
      'a\\+b\\-c\\&\\&d\\|\\|e\\!f\\(g\\)h\\{i\\}j\\[k\\]l\\^m\\"n\\~o\\*p\\?q\\:r\\\\s\\/t\\ u',
    )
    // The parser keeps letters, digits and apostrophes; nothing else reaches a query. A `~2` with no
    // word before it is the misreadings of nothing (ADR 039): left out, with a note.
    const hostile = 'title_exact:* OR *:* {!join from=id to=id}x) AND ( "unbalanced \\ ~2 ^9 [* TO *] /regex/'
    const q = queryOf(parseQuery(hostile)) ?? ''
    // AND and OR in capitals are operators, not words (issue 53): AND is dropped, OR too, with a note.
    expect(q).toBe('title (title_exact:exact*^4 OR text_exact:exact*) join from id to x unbalanced 9 regex')
    expect(parseQuery(hostile).notes).toEqual([
      { kind: 'operatorOr', text: 'OR' },
      { kind: 'tildeAlone', text: '~2' },
    ])
    // The only fields named are the query's own; no local parameters, ranges or regular expressions.
    expect(q.replace(/\b(title|text)_exact:/g, '')).not.toMatch(/[{}[\]:/]/)
  })

  it('marks every positive term, stemmed, in the highlight query', () => {
    expect(highlightQueryOf(parseQuery('Kinder -Schule "la grève" théât*'))).toBe('kinder OR "la grève" OR théât*')
  })
})

describe('the filters of a search state', () => {
  it('tags each facet’s filter so its own counts leave it out', () => {
    const filters = filtersOf(plan({ type: ['periodical', 'book'], lang: 'de', content: 'advertisement', title: ['wort', 'tageblatt'] }))
    expect(filters).toEqual([
      '{!tag=types}doc_type:("newspaper" OR "serial" OR "book")',
      '{!tag=languages}language:("de")',
      '{!tag=contentTypes}content_types:("advertisement")',
      '{!tag=periodicals}periodical_id:("wort" OR "tageblatt")',
    ])
  })

  it('bounds dates as the embedded keys compare: undated never in a range, a year as the upper bound in full', () => {
    expect(filtersOf(plan({ from: '1890', to: '1899' }))).toEqual(['date_key:[18900000 TO 18991231]'])
    expect(filtersOf(plan({ to: '1899-05-31' }))).toEqual(['date_key:[1 TO 18990531]'])
    expect(filtersOf(plan({ from: '1899-05-01' }))).toEqual(['date_key:[18990501 TO *]'])
  })

  it('pins the collection to a day', () => {
    expect(filtersOf(plan({ asof: '2026-03-01' }))).toEqual(['added_key:[* TO 20260301]'])
  })

  it('keeps what was added after the end of a day (since), as the embedded keys compare, pinned or not', () => {
    expect(filtersOf(plan({ since: '2026-01-10' }))).toEqual(['added_key:{20260110 TO *]'])
    expect(filtersOf(plan({ since: '2026-01-10', asof: '2026-03-01' }))).toEqual(['added_key:[* TO 20260301]', 'added_key:{20260110 TO *]'])
    expect(filtersOf(plan({ since: '2026-13-01' }))).toEqual([])
  })
})

describe('requests', () => {
  it('pages, sorts with the id as tie-break and asks for passages only where the view shows them', () => {
    const request = resultsRequest(plan({ q: 'krieg', sort: 'date_asc', page: '3', size: '40' }))
    expect(request).toMatchObject({ query: 'krieg', offset: 80, limit: 40, sort: 'date_key asc, uid asc', fields: 'uid' })
    expect(request.params).toMatchObject({ defType: 'edismax', 'q.op': 'AND', hl: true, 'hl.fragsize': 150, 'hl.q': 'krieg' })
    expect(resultsRequest(plan({ q: 'krieg', view: 'compact' })).params.hl).toBeUndefined()
  })

  it('loads more from the start, and browses newest first without words', () => {
    const more = plan({ q: '', paging: 'more', page: '3' })
    expect({ ...more.window, sort: more.sort }).toMatchObject({ offset: 0, limit: 60, sort: 'date_desc' })
  })

  it('counts every facet value without its own filter, and the months of all filters', () => {
    const { facet } = breakdownRequest(plan({ q: 'krieg', lang: 'de' }))
    expect(facet?.languages).toMatchObject({ field: 'language', limit: -1, domain: { excludeTags: ['languages'] } })
    expect(facet?.months).toMatchObject({ field: 'month_key', sort: 'index asc' })
    expect(facet?.months).not.toHaveProperty('domain')
  })

  it('orders a feed by arrival, then date, then id', () => {
    expect(feedRequest(plan({ q: 'krieg' }), 50)).toMatchObject({ limit: 50, sort: 'added_key desc, date_key desc, uid desc' })
  })

  it('asks for a document’s units holding any of the words, marked in full', () => {
    const request = inDocumentRequest({ issueId: 12 }, parseQuery('krieg frieden -x'))
    expect(request).toMatchObject({ query: 'krieg OR frieden', filter: ['issue_id:12'] })
    expect(request?.params).toMatchObject({ 'hl.fragsize': 0, 'hl.bs.type': 'WHOLE' })
    expect(inDocumentRequest({ itemId: 'a"b' }, parseQuery('x'))?.filter).toEqual(['item_id:"a\\"b"'])
    expect(inDocumentRequest({ issueId: 1 }, parseQuery('-x'))).toBeUndefined()
  })
})

describe('passages', () => {
  it('splits highlighted text at the marks, never reading it as HTML', () => {
    expect(partsOf(`a <b>${MARK_START}Krieg${MARK_END} & ${MARK_START}Frieden${MARK_END}`)).toEqual([
      { text: 'a <b>', match: false },
      { text: 'Krieg', match: true },
      { text: ' & ', match: false },
      { text: 'Frieden', match: true },
    ])
  })

  it('shows an ellipsis where the text goes on, as the embedded snippet does', () => {
    const text = 'Der  erste Satz.\nDer Krieg ist aus. Der letzte Satz.'
    expect(snippetOf(`Der ${MARK_START}Krieg${MARK_END} ist aus.`, text)).toEqual([
      { text: '… ', match: false },
      { text: 'Der ', match: false },
      { text: 'Krieg', match: true },
      { text: ' ist aus.', match: false },
      { text: ' …', match: false },
    ])
    expect(snippetOf('Der  erste Satz.\nDer Krieg ist aus. Der letzte Satz.', text)).toEqual([{ text: 'Der erste Satz. Der Krieg ist aus. Der letzte Satz.', match: false }])
    expect(snippetOf(undefined, text)).toEqual([])
  })
})

describe('documents', () => {
  it('puts each text in its language’s fields, and keys dates as the embedded columns do', () => {
    expect(fieldSuffix('de')).toBe('de')
    expect(fieldSuffix('fr-LU')).toBe('fr')
    expect(fieldSuffix('lb')).toBe('txt')
    expect(fieldSuffix(null)).toBe('txt')
    const document = solrDocument({
      id: 7,
      type: 'ARTICLE',
      docType: 'newspaper',
      sourceType: 'mets',
      sourceId: 'art7',
      title: 'Krieg',
      text: 'Der Krieg',
      language: 'de',
      firstPage: 1,
      lastPage: 2,
      sortTitle: 'krieg',
      periodicalId: 'wort',
      issueId: 3,
      itemId: null,
      date: '1924-01',
      year: 1924,
      addedAt: '2026-03-01T10:00:00Z',
      facets: { types: ['newspaper'], languages: ['de'], contentTypes: ['full_text', 'advertisement'], periodicals: ['wort'], ocr: ['good'] },
    })
    expect(document).toMatchObject({
      id: '7',
      uid: 7,
      title_de: 'Krieg',
      text_de: 'Der Krieg',
      content_types: ['full_text', 'advertisement'],
      date_key: 19240100,
      month_key: 192401,
      added_key: 20260301,
      date: '1924-01-01T00:00:00Z',
      issue_id: 3,
    })
    expect(document).not.toHaveProperty('item_id')
  })
})

describe('misreadings (ADR 039)', () => {
  const known = new Vocabulary({ terms: ['luxembouig', 'luxembourg', 'luximbourg'], units: Int32Array.from([3, 40, 2]) })
  const expanded = (input: Record<string, string | string[]>): SearchPlan => {
    const compiled = planOf(state(input), known)
    if (!compiled) throw new Error('expected a plan')
    return compiled
  }

  it('searches a word or any of its variants, the variants on the exact fields as the index holds them', () => {
    expect(queryOf(expanded({ q: 'luxembourg', variants: '1' }).query)).toBe(
      '(luxembourg OR (title_exact:luxembouig^4 OR text_exact:luxembouig) OR (title_exact:luximbourg^4 OR text_exact:luximbourg))',
    )
    expect(highlightQueryOf(expanded({ q: 'luxembourg~2' }).query)).toBe('luxembourg OR luxembouig OR luximbourg')
  })

  it('puts the exact matches first by relevance, and counts every variant among the hits', () => {
    const request = resultsRequest(expanded({ q: 'luxembourg', variants: '1', skip: 'luximbourg' }))
    expect(request.sort).toBe('query($exact,0) desc, score desc, uid asc')
    expect(request.params.exact).toBe('{!edismax}luxembourg')
    expect(request.facet).toEqual({ variant0: { type: 'query', q: '(title_exact:luxembouig^4 OR text_exact:luxembouig)' } })
    // By date there is no tier: the order is the date's.
    expect(resultsRequest(expanded({ q: 'luxembourg', variants: '1', sort: 'date_asc' })).sort).toBe('date_key asc, uid asc')
  })

  it('asks nothing more of a search without variants', () => {
    const request = resultsRequest(expanded({ q: 'luxembourg' }))
    expect(request.facet).toBeUndefined()
    expect(request.params.exact).toBeUndefined()
    expect(exactTierPlan(expanded({ q: 'luxembourg' }))).toBeUndefined()
  })

  it('asks a page inside the exact tier of the exact words, marking the variants, beside the counts', () => {
    const plan = expanded({ q: 'luxembourg', variants: '1', skip: 'luximbourg', view: 'list' })
    const exactPlan = exactTierPlan(plan)
    if (!exactPlan) throw new Error('expected the exact tier')
    const page = exactTierRequest(plan, exactPlan)
    expect(page.query).toBe('luxembourg')
    expect(page.sort).toBe('score desc, uid asc')
    expect(page.facet).toBeUndefined()
    expect(page.params['hl.q']).toBe('luxembourg OR luxembouig')
    const counts = variantCountsRequest(plan)
    expect(counts.query).toBe(queryOf(plan.query))
    expect(counts.limit).toBe(0)
    expect(counts.facet).toEqual({ variant0: { type: 'query', q: '(title_exact:luxembouig^4 OR text_exact:luxembouig)' } })
    // By date there is no tier.
    expect(exactTierPlan(expanded({ q: 'luxembourg', variants: '1', sort: 'date_asc' }))).toBeUndefined()
  })
})
