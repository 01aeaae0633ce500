import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { ITEM_TYPES } from '../../../src/domain/issue-path'
import { MAX_ID_LENGTH, MAX_ISSUE_SEGMENT_LENGTH, MAX_QUERY_LENGTH } from '../../../src/domain/limits'
import { runReadIssue, runReadItem } from '../../../src/search/search-runner'
import { issueCalendar } from '../../../src/store/issues'
import { library } from '../../../src/store/library'
import { validInput } from '../../server-input'

const id = v.pipe(v.string(), v.maxLength(MAX_ID_LENGTH))
const searchWords = v.pipe(v.string(), v.maxLength(MAX_QUERY_LENGTH))

/** One issue for the reader, with the words of `q` highlighted (on a search thread: src/search/reader.ts). */
export const fetchIssue = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ paperid: id, issue: v.pipe(v.string(), v.maxLength(MAX_ISSUE_SEGMENT_LENGTH)), q: searchWords })))
  .handler(({ data }) => runReadIssue(data))

/** One book, manuscript, poster or postcard with its pages, with the words of `q` highlighted. */
export const fetchItem = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ id, type: v.picklist(ITEM_TYPES), q: searchWords })))
  .handler(({ data }) => runReadItem(data))

/** The years with issues, and the issues of one year, for the calendar. */
export const fetchIssueCalendar = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ paperid: id, year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9999))) })))
  .handler(({ data }) => {
    const db = library()
    return db ? issueCalendar(db, data.paperid, data.year) : { years: [], year: null, issues: [] }
  })
