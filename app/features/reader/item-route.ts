// Search schema and loader of the item routes. Route definitions are part of every page's first load,
// so the reader itself lives in item-page.tsx, which only the split route components import.
import { type SearchSchemaInput, notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { UrlParams } from '#src/domain/search-params.ts'
import { MAX_QUERY_LENGTH } from '#src/domain/limits.ts'
import { pageNotFound } from '#src/domain/errors.ts'
import { returnParam, searchFromReturn } from '#src/domain/search-return.ts'
import type { ItemType } from '#src/domain/issue-path.ts'
import { highwireTags } from '#src/domain/citation.ts'
import { localeOfPath } from '#src/domain/locale.ts'
import { translations } from '#app/i18n.ts'
import { itemRecord } from '#src/domain/citation-records.ts'
import { itemQuery } from './reader.queries'
import { parseRegion } from '#src/domain/page-region.ts'

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
export const READER_SEARCH_DEFAULTS = { q: '', back: '', region: '', 'iiif-content': '', start: 1 }

/** A link to a reader may carry the words and the way back; the schema still reads any URL. */
export const validateReaderSearch = (input: UrlParams<v.InferOutput<typeof readerSearchSchema>> & SearchSchemaInput) =>
  v.parse(readerSearchSchema, input)

/** The loader of /books/{id}, /manuscripts/{id}, /posters/{id} and /collections/{id}. */
export async function loadItem(queryClient: QueryClient, type: ItemType, id: string, q: string, start: number, pathname: string, origin: string) {
  const LL = translations(localeOfPath(pathname))
  const archive = `${LL.site.institution()}, ${LL.site.project()}`
  const item = await queryClient.ensureQueryData(itemQuery(type, id, q, start))
  if (!item) throw notFound({ data: pageNotFound(pathname) })
  const kind: Record<ItemType, string> = { book: 'Book', manuscript: 'Manuscript', poster: 'VisualArtwork', postcard: 'VisualArtwork' }
  const structured = {
    '@type': kind[item.type],
    name: item.title,
    ...(item.authors.length > 0 ? { author: item.authors.map((name) => ({ '@type': 'Person', name })) } : {}),
    ...(item.alternativeTitles.length > 0 ? { alternateName: item.alternativeTitles } : {}),
    ...(item.publisher ? { publisher: { '@type': 'Organization', name: item.publisher } } : {}),
    ...(item.date ? { datePublished: item.date } : {}),
    ...(item.type === 'book' && item.pages.length > 0 ? { numberOfPages: item.pages.length } : {}),
    inLanguage: item.languages,
    isAccessibleForFree: true,
  }
  const cited = itemRecord(item, { origin, archive, accessed: new Date().toISOString().slice(0, 10) })
  return {
    title: item.title,
    description: item.physicalDescription,
    structured,
    manifestPath: `/iiif/items/${encodeURIComponent(item.id)}/manifest`,
    citation: highwireTags(cited),
  }
}
