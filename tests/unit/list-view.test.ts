// What a list's page says of each member (issue 55): a book's date on its line, as an issue's is in its source;
// the pages its PDF would print, counted as the PDF counts them, so the page offers no PDF the server refuses.
import { describe, expect, it } from 'vitest'
import { type ResolvedMember, itemMemberDate, memberPrintedPages, memberSource } from '#src/domain/list-view.ts'

const base = { status: 'ok' as const, unit: null, page: null, region: null, thumbnail: null, snippet: [], matched: null, addedAt: null }

const book = (date: string | null): ResolvedMember => ({
  ...base,
  ref: '/items/book-flore',
  kind: 'document',
  document: { kind: 'item', id: 'book-flore', type: 'book', title: 'Flore luxembourgeoise', authors: [], publisher: null, date, languages: ['fr'], pageCount: 3 },
})

const issue: ResolvedMember = {
  ...base,
  ref: '/periodicals/wegweiser/1900-05-01',
  kind: 'document',
  document: { kind: 'issue', periodicalId: 'wegweiser', periodicalTitle: 'Wegweiser', date: '1900-05-01', datePrecision: 'day', edition: 1, number: null, languages: ['de'], pageCount: 4 },
}

describe("a list member's line", () => {
  it("gives a book's date in the page's language", () => {
    expect(itemMemberDate('en', book('1875-06-01'))).toBe('1 June 1875')
    expect(itemMemberDate('de', book('1875-06-01'))).toBe('1. Juni 1875')
  })

  it('gives none for a book without a date, or for an issue (its source says it)', () => {
    expect(itemMemberDate('en', book(null))).toBe('')
    expect(itemMemberDate('en', issue)).toBe('')
    expect(memberSource('en', issue)).toBe('Wegweiser, 1 May 1900')
  })
})

describe('the pages a member brings into the PDF', () => {
  const page = { sequence: 2, label: null, width: null, height: null }
  it("counts a document's pages, a unit's span, and one for a page or a region", () => {
    expect(memberPrintedPages({ ...issue, page })).toEqual([1, 2, 3, 4])
    const unit = { id: 1, sourceId: 'a1', type: 'article', title: null, language: 'de', firstPage: 2, lastPage: 3 }
    expect(memberPrintedPages({ ...issue, kind: 'unit', unit, page })).toEqual([2, 3])
    expect(memberPrintedPages({ ...issue, kind: 'page', page })).toEqual([2])
    expect(memberPrintedPages({ ...issue, kind: 'region', page, region: { x: 0, y: 0, width: 10, height: 10 } })).toEqual([2])
  })

  it('counts none for a withdrawn member', () => {
    expect(memberPrintedPages({ ...issue, page, status: 'withdrawn' })).toEqual([])
  })
})
