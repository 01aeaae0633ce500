// Citations (ADR 023): what the site writes is read back by citation-js's RIS and BibTeX parsers.
import { Cite } from '@citation-js/core'
import '@citation-js/plugin-bibtex'
import '@citation-js/plugin-ris'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { type CitationRecord, citationKey, highwireTags, toBibtex, toCslJson, toRis } from '#src/domain/citation.ts'

const ARTICLE: CitationRecord = {
  key: 'luxwort-1858-12-07-12',
  kind: 'article',
  title: 'Großherzogliche Verordnung über 50% & die {Steuern}_neu',
  containerTitle: 'Luxemburger Wort',
  authors: [],
  date: '1858-12-07',
  issueNumber: '186',
  pages: { first: 2, last: 3 },
  language: 'de',
  url: 'https://collections.example.org/periodicals/luxwort/1858-12-07/units/DIVL12',
  archive: 'National Library, Digital Collections',
  accessed: '2026-11-24',
}
const BOOK: CitationRecord = {
  key: 'sagen-des-luxemburger-landes',
  kind: 'book',
  title: 'Sagen des Luxemburger Landes',
  authors: ['Gredt, Nikolaus', 'N. G.'],
  date: '1883',
  publisher: 'V. Bück',
  language: 'de',
  url: 'https://collections.example.org/items/sagen-des-luxemburger-landes',
  archive: 'National Library, Digital Collections',
  accessed: '2026-11-24',
}

const csl = v.looseObject({
  type: v.string(),
  title: v.string(),
  'container-title': v.optional(v.string()),
  issued: v.optional(v.object({ 'date-parts': v.array(v.array(v.number())) })),
  page: v.optional(v.string()),
  URL: v.optional(v.string()),
  author: v.optional(v.array(v.looseObject({}))),
  publisher: v.optional(v.string()),
})
const read = (text: string) => v.parse(v.array(csl), new Cite(text).data)

describe('citations', () => {
  it('RIS keeps the whole date, the pages and the periodical, as citation-js reads them', () => {
    const ris = toRis([ARTICLE])
    expect(ris).toContain('TY  - NEWS\r\n')
    expect(ris).toContain('DA  - 1858/12/07/\r\n')
    const [record] = read(ris)
    expect(record).toMatchObject({ type: 'article-newspaper', title: ARTICLE.title, 'container-title': 'Luxemburger Wort', page: '2-3', URL: ARTICLE.url })
    expect(record?.issued?.['date-parts'][0]?.slice(0, 1)).toEqual([1858])
  })

  it('BibTeX escapes what TeX would read as commands and is read back whole', () => {
    const bib = toBibtex([ARTICLE, BOOK])
    expect(bib).toContain('@article{luxwort-1858-12-07-12,')
    expect(bib).toContain('title = {{Großherzogliche Verordnung über 50\\% \\& die \\{Steuern\\}\\_neu}}')
    expect(bib).toContain('month = dec')
    // biblatex names a language as babel does, not by its ISO code (issue 53).
    expect(bib).toContain('langid = {german}')
    expect(bib).not.toContain('langid = {de}')
    expect(toBibtex([{ ...ARTICLE, language: 'fr' }])).toContain('langid = {french}')
    expect(toBibtex([{ ...ARTICLE, language: 'en' }])).toContain('langid = {english}')
    // A language biblatex has no name for gets no langid rather than a wrong one.
    expect(toBibtex([{ ...ARTICLE, language: 'lb' }])).not.toContain('langid')
    const [article, book] = read(bib)
    expect(article).toMatchObject({ title: ARTICLE.title, 'container-title': 'Luxemburger Wort', page: '2-3' })
    expect(article?.issued?.['date-parts']).toEqual([[1858, 12, 7]])
    expect(book).toMatchObject({ type: 'book', title: BOOK.title, publisher: 'V. Bück' })
    expect(book?.author).toHaveLength(2)
  })

  it('CSL-JSON is read as itself, and the Highwire tags say what Zotero needs', () => {
    const json = JSON.stringify(toCslJson([ARTICLE]))
    expect(read(json)[0]).toMatchObject({ type: 'article-newspaper', issued: { 'date-parts': [[1858, 12, 7]] }, page: '2-3' })
    expect(highwireTags(ARTICLE)).toEqual([
      { name: 'citation_title', content: ARTICLE.title },
      { name: 'citation_publication_date', content: '1858/12/07' },
      { name: 'citation_journal_title', content: 'Luxemburger Wort' },
      { name: 'citation_issue', content: '186' },
      { name: 'citation_language', content: 'de' },
      { name: 'citation_public_url', content: ARTICLE.url },
    ])
  })

  it('keeps RIS on its lines and keys to ASCII, whatever a title holds', () => {
    const ris = toRis([{ ...ARTICLE, title: 'Erste Zeile\nER  - zweite' }])
    expect(ris.split('\r\n').filter((line) => line.startsWith('ER  -'))).toHaveLength(1)
    expect(citationKey('/periodicals/Lëtzebuerger Journal/1944-09-10-e2')).toBe('periodicals-letzebuerger-journal-1944-09-10-e2')
  })
})
