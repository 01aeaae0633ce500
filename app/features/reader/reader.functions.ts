import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { parseIssueSegment } from '../../../src/domain/issue-path'
import { parseQuery } from '../../../src/search/query'
import { highlight, wordMatches } from '../../../src/search/snippet'
import { getIssue, issueCalendar } from '../../../src/store/issues'
import { library } from '../../../src/store/library'

const periodicalId = v.pipe(v.string(), v.maxLength(120))

/**
 * One issue for the reader. With `q` (the words of the search the visitor came
 * from), every match in the text is marked and matching word boxes are flagged.
 */
export const fetchIssue = createServerFn({ method: 'GET' })
  .validator(v.object({ paperid: periodicalId, issue: v.pipe(v.string(), v.maxLength(20)), q: v.pipe(v.string(), v.maxLength(500)) }))
  .handler(({ data }) => {
    const db = library()
    const ref = parseIssueSegment(data.issue)
    if (!db || !ref) return null
    const issue = getIssue(db, data.paperid, ref.date, ref.edition)
    if (!issue) return null
    const query = parseQuery(data.q)
    const searching = query.terms.some((term) => !term.negated)
    const units = issue.units.map(({ text, ...unit }) => {
      const parts = searching ? highlight(text, query) : [{ text, match: false }]
      return { ...unit, parts, matches: parts.filter((part) => part.match).length }
    })
    return {
      ...issue,
      units,
      matches: units.reduce((sum, unit) => sum + unit.matches, 0),
      pages: issue.pages.map(({ words, ...page }) => ({
        ...page,
        // Only the boxes to draw: the matches (the text itself is in the units).
        boxes: searching ? words.filter((box) => wordMatches(box.word, query)) : [],
      })),
    }
  })

/** The years with issues, and the issues of one year, for the calendar. */
export const fetchIssueCalendar = createServerFn({ method: 'GET' })
  .validator(v.object({ paperid: periodicalId, year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9999))) }))
  .handler(({ data }) => {
    const db = library()
    return db ? issueCalendar(db, data.paperid, data.year) : { years: [], year: null, issues: [] }
  })
