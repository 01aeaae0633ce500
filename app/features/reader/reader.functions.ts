import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { ITEM_TYPES } from '#src/domain/issue-path.ts'
import { MAX_ID_LENGTH, MAX_ISSUE_SEGMENT_LENGTH, MAX_QUERY_LENGTH } from '#src/domain/limits.ts'
import { runReadIssue, runReadItem } from '#src/search/search-runner.ts'
import { MAX_MARKS } from '#src/search/reader.ts'
import { issueCalendar } from '#src/store/issues.ts'
import { runPageLayout } from '#src/documents/run.ts'
import { configuredImageService } from '#src/iiif/image-service.ts'
import { serverEnv } from '#src/server/env.ts'
import { validInput } from '#app/server-input.ts'
import { withStore } from '#app/features/library/with-store.ts'

const id = v.pipe(v.string(), v.maxLength(MAX_ID_LENGTH))
const searchWords = v.pipe(v.string(), v.maxLength(MAX_QUERY_LENGTH))
/** The first page shown of a document too long to show at once (src/search/reader.ts). */
const start = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))

interface ReadPage {
  imageService: string | null
  imageKey: string | null
  imagePath: string | null
}

/**
 * The pages as the browser gets them: a scan on the library's image server named by its service
 * (src/iiif/image-service.ts), and no file path of this machine; and whether the marks stopped at
 * the reader's limit (src/search/reader.ts).
 */
function servedPages<P extends ReadPage, D extends { pages: P[]; matches: number }>(document: D | null) {
  if (!document) return null
  const { librarySources, libraryImageServer } = serverEnv()
  const config = { server: libraryImageServer, sources: librarySources }
  return {
    ...document,
    // The reader says when its count is that of the marks shown rather than of every hit.
    marksCapped: document.matches >= MAX_MARKS,
    pages: document.pages.map(({ imagePath, ...page }) => ({
      ...page,
      imageService: page.imageService ?? (page.imageKey === null ? (configuredImageService(imagePath, config) ?? null) : null),
    })),
  }
}

/** One issue for the reader, with the words of `q` highlighted (on a search thread: src/search/reader.ts). */
export const fetchIssue = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ paperid: id, issue: v.pipe(v.string(), v.maxLength(MAX_ISSUE_SEGMENT_LENGTH)), q: searchWords, start })))
  .handler(async ({ data }) => servedPages(await runReadIssue(data)))

/** One book, manuscript, poster or postcard with its pages, with the words of `q` highlighted. */
export const fetchItem = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ id, type: v.picklist(ITEM_TYPES), q: searchWords, start })))
  .handler(async ({ data }) => servedPages(await runReadItem(data)))

/** The years with issues, and the issues of one year, for the calendar. */
export const fetchIssueCalendar = createServerFn({ method: 'GET' })
  .middleware([withStore])
  .validator(validInput(v.object({ paperid: id, year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9999))) })))
  .handler(({ data, context: { store } }) => (store ? issueCalendar(store, data.paperid, data.year) : { years: [], year: null, issues: [] }))

/** One page's layout for the page view (blocks, lines, article regions), fetched when the page is shown; read on a search thread. */
export const fetchPageLayout = createServerFn({ method: 'GET' })
  .validator(
    validInput(
      v.object({
        document: v.variant('kind', [
          v.object({ kind: v.literal('issue'), paperid: id, issue: v.pipe(v.string(), v.maxLength(MAX_ISSUE_SEGMENT_LENGTH)) }),
          v.object({ kind: v.literal('item'), id }),
        ]),
        sequence: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
      }),
    ),
  )
  .handler(({ data }) => runPageLayout({ kind: 'pageLayout', ...data }))
