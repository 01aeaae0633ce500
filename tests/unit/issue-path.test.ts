import { describe, expect, it } from 'vitest'
import { issuePath, issueSegment, itemPath, parseIssueSegment } from '#src/domain/issue-path.ts'

describe('issue paths', () => {
  it('name the first edition by its date and later ones with a suffix', () => {
    expect(issueSegment('1942-12-19', 1)).toBe('1942-12-19')
    expect(issueSegment('1942-12-19', 2)).toBe('1942-12-19-e2')
    expect(issuePath('lux wort', '1942-12-19', 2)).toBe('/periodicals/lux%20wort/1942-12-19-e2')
  })

  it('read back what they write, and nothing else', () => {
    for (const [date, edition] of [['1858-07-10', 1], ['1942-12-19', 2], ['2001-01-01', 12]] as const) {
      expect(parseIssueSegment(issueSegment(date, edition))).toEqual({ date, edition })
    }
    for (const bad of ['', '1942', '1942-12', '1942-12-19-e', '1942-12-19-e0', '1942-12-19e2', '19421219', '1942-12-19-e123', '../1942-12-19']) {
      expect(parseIssueSegment(bad), bad).toBeUndefined()
    }
  })

  it('put items under the list of their kind, postcards under the collections', () => {
    expect(itemPath('book', 'a b')).toBe('/books/a%20b')
    expect(itemPath('postcard', 'x')).toBe('/collections/x')
    expect(itemPath('poster')).toBe('/posters')
    expect(itemPath('unknown', 'x')).toBe('/collections/x')
  })
})
