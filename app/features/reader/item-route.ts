// Search schema of the item routes. Route definitions are part of every page's first load, so the
// reader lives in item-page.tsx and the loader in item-loader.ts, which only the split chunks import.
import type { SearchSchemaInput } from '@tanstack/react-router'
import * as v from 'valibot'
import type { UrlParams } from '#src/domain/search-params.ts'
import { MAX_QUERY_LENGTH } from '#src/domain/limits.ts'
import { returnParam, searchFromReturn } from '#src/domain/search-return.ts'
import { parseRegion } from '#src/domain/page-region.ts'

/** What reading mode reads: an article by its id, or a page by its number. */
const READ = /^(?:unit|page)-[1-9]\d{0,11}$/

/** A Content State names one canvas and a box: a few hundred characters; a longer one is not ours to read. */
const MAX_CONTENT_STATE_LENGTH = 4000

/**
 * `?q=` carries the words of the search the visitor came from, to highlight them; `?back=` that
 * search's whole state, for the way back to it (src/domain/search-return.ts).
 */
export const readerSearchSchema = v.object({
  q: v.fallback(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).slice(0, MAX_QUERY_LENGTH)),
    ),
    '',
  ),
  // A region of a page to open zoomed to (src/domain/page-region.ts), ours or as IIIF Content State.
  region: v.fallback(v.pipe(v.string(), v.check((value) => parseRegion(value) !== undefined)), ''),
  'iiif-content': v.fallback(v.pipe(v.string(), v.maxLength(MAX_CONTENT_STATE_LENGTH)), ''),
  // The first page shown of a document too long to show at once (src/search/reader.ts).
  start: v.fallback(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100_000)), 1),
  // Reading mode (issue 56, ADR 066): what is read, an article (`unit-12`) or a page (`page-3`), and
  // where in it (a word's place): what changes what is shown, while how it looks stays in the browser.
  read: v.fallback(v.pipe(v.string(), v.regex(READ)), ''),
  at: v.fallback(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(10_000_000)), 0),
  back: v.fallback(
    v.pipe(
      v.string(),
      v.transform((value) => {
        const search = searchFromReturn(value)
        return search ? returnParam(search) : ''
      }),
    ),
    '',
  ),
})

/** What the reader URLs leave out. */
export const READER_SEARCH_DEFAULTS = { q: '', back: '', region: '', 'iiif-content': '', start: 1, read: '', at: 0 }

/** A link to a reader may carry the words and the way back; the schema still reads any URL. */
export const validateReaderSearch = (input: UrlParams<v.InferOutput<typeof readerSearchSchema>> & SearchSchemaInput) =>
  v.parse(readerSearchSchema, input)
