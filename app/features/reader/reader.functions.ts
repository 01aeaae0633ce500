import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { ITEM_TYPES, parseIssueSegment } from '../../../src/domain/issue-path'
import { MAX_ID_LENGTH, MAX_ISSUE_SEGMENT_LENGTH, MAX_QUERY_LENGTH } from '../../../src/domain/limits'
import { parseQuery } from '../../../src/search/query'
import { highlight, wordMatches } from '../../../src/search/snippet'
import { getIssue, getItem, type IssuePage, type IssueUnit, issueCalendar } from '../../../src/store/issues'
import { library } from '../../../src/store/library'
import { validInput } from '../../server-input'

const id = v.pipe(v.string(), v.maxLength(MAX_ID_LENGTH))

/**
 * Pages and units with the words of `q` (the search the visitor came from)
 * marked in the text and flagged among the page's word boxes.
 */
function highlighted(pages: IssuePage[], units: IssueUnit[], q: string) {
  const query = parseQuery(q)
  const searching = query.terms.some((term) => !term.negated)
  const marked = units.map(({ text, ...unit }) => {
    const parts = searching ? highlight(text, query) : [{ text, match: false }]
    return { ...unit, parts, matches: parts.filter((part) => part.match).length }
  })
  return {
    units: marked,
    matches: marked.reduce((sum, unit) => sum + unit.matches, 0),
    pages: pages.map(({ words, ...page }) => ({
      ...page,
      // Only the boxes to draw: the matches (the text itself is in the units).
      boxes: searching ? words.filter((box) => wordMatches(box.word, query)) : [],
    })),
  }
}

const searchWords = v.pipe(v.string(), v.maxLength(MAX_QUERY_LENGTH))

/** One issue for the reader, with the words of `q` highlighted. */
export const fetchIssue = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ paperid: id, issue: v.pipe(v.string(), v.maxLength(MAX_ISSUE_SEGMENT_LENGTH)), q: searchWords })))
  .handler(({ data }) => {
    const db = library()
    const ref = parseIssueSegment(data.issue)
    if (!db || !ref) return null
    const issue = getIssue(db, data.paperid, ref.date, ref.edition)
    return issue ? { ...issue, ...highlighted(issue.pages, issue.units, data.q) } : null
  })

/** One book, manuscript, poster or postcard with its pages, with the words of `q` highlighted. */
export const fetchItem = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ id, type: v.picklist(ITEM_TYPES), q: searchWords })))
  .handler(({ data }) => {
    const db = library()
    const item = db ? getItem(db, data.id) : undefined
    // An item is found only under its own list: /books/{id} is not a poster.
    return item && item.type === data.type ? { ...item, ...highlighted(item.pages, item.units, data.q) } : null
  })

/** The years with issues, and the issues of one year, for the calendar. */
export const fetchIssueCalendar = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ paperid: id, year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9999))) })))
  .handler(({ data }) => {
    const db = library()
    return db ? issueCalendar(db, data.paperid, data.year) : { years: [], year: null, issues: [] }
  })
