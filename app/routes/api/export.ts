import { createFileRoute } from '@tanstack/react-router'
import { CSV_BOM, EXPORT_LIMIT, csvRow } from '#src/domain/csv.ts'
import { hitPermalink, hitRecord } from '#src/domain/citation-records.ts'
import { toBibtex, toRis } from '#src/domain/citation.ts'
import { searchFileName } from '#src/domain/export-name.ts'
import { unitName } from '#src/domain/labels.ts'
import type { SearchHit } from '#src/search/contract.ts'
import { documentPermalink } from '#src/domain/permalink.ts'
import { isLocale } from '#src/domain/locale.ts'
import { pinnedSearch, searchPath, utcDay } from '#src/domain/search-citation.ts'
import { parseSearchState } from '#src/domain/search-state.ts'
import { parseSearchString } from '#src/domain/search-params.ts'
import { runSearchResults } from '#src/search/search-runner.ts'
import { serverEnv } from '#src/server/env.ts'
import { describeSearch } from '#app/features/search/search-labels.ts'
import { searchUnavailableResponse } from '#app/features/search/unavailable.ts'
import { refuseExportOverAllowance } from '#app/features/search/export-allowance.ts'
import { translations } from '#app/i18n.ts'

const PAGE = 100

/** The formats a search exports to (issue 38): a table, and the two that reference managers import. */
const FORMATS = {
  csv: 'text/csv; charset=utf-8',
  ris: 'application/x-research-info-systems; charset=utf-8',
  bib: 'application/x-bibtex; charset=utf-8',
} as const
type ExportFormat = keyof typeof FORMATS
const isFormat = (value: string): value is ExportFormat => Object.hasOwn(FORMATS, value)

/**
 * GET /api/export?<search state>[&locale=en][&format=csv|ris|bib]: the current search as CSV, RIS
 * or BibTeX, at most EXPORT_LIMIT results (spec §9), streamed a page at a time, in a file named
 * after the search and the day (search-luxembourg-2026-11-27.csv). The CSV opens with the search's
 * citation (issue 18), as "Cite this search" gives it: the search in words, the count, the day of
 * the collection it is pinned to and the permalink that finds the same rows again; RIS and BibTeX
 * hold one record per result (an article of its periodical, or its item), as /cite gives one.
 */
export const Route = createFileRoute('/api/export')({
  server: {
    handlers: {
      GET: async ({ request, context }) => {
        const url = new URL(request.url)
        const requested = url.searchParams.get('locale') ?? 'fr'
        const locale = isLocale(requested) ? requested : 'fr'
        // One allowance for every export and every spelling of its route (../../features/search/export-allowance.ts).
        const refused = await refuseExportOverAllowance(context.clientAddress, locale)
        if (refused) return refused
        const { publicOrigin } = serverEnv()
        const asked = url.searchParams.get('format') ?? 'csv'
        const format: ExportFormat = isFormat(asked) ? asked : 'csv'
        const LL = translations(locale)
        const now = new Date()
        // Pinned to the day it is made unless it already is: the rows a citation names stay the rows it finds.
        const state = pinnedSearch(parseSearchState(parseSearchString(url.search)), utcDay(now))
        const first = await runSearchResults({ ...state, view: 'compact', paging: 'pages', size: PAGE, page: 1 })
        if (first?.unavailable) return searchUnavailableResponse()
        const encoder = new TextEncoder()
        let page = 1
        let sent = 0
        const citation = [
          ['search', describeSearch(LL, locale, state, first?.filteredTitles ?? [])],
          ['results', first?.total ?? 0],
          ['asof', state.asof],
          ['permalink', `${publicOrigin}${searchPath(state, locale)}`],
          ['retrieved', now.toISOString()],
        ] as const
        const cited = { origin: publicOrigin, archive: `${LL.site.institution()}, ${LL.site.project()}`, accessed: utcDay(now) }
        const rowsOf = (hits: SearchHit[]): string => {
          if (format === 'csv') {
            return hits
              // The unit's permanent link, as every export gives it, and its document's (ADR 035): ids a
              // re-import keeps, and an item's does not change with its kind.
              .map((hit) =>
                csvRow([
                  hit.type,
                  hit.title ?? '',
                  hit.periodical?.title ?? hit.item?.title ?? '',
                  hit.date ?? '',
                  hit.language ?? '',
                  hitPermalink(publicOrigin, hit),
                  documentPermalink(publicOrigin, hit.place),
                  // The unit's OCR score 0..1 as stored, and whether it is the words' mean or a lexicon's estimate (ADR 040).
                  hit.ocr.score ?? '',
                  hit.ocr.score === null ? '' : hit.ocr.estimated ? 'lexicon' : 'words',
                ]),
              )
              .join('')
          }
          const records = hits.map((hit) => hitRecord(hit, unitName(LL, { title: hit.title, type: hit.type, firstPage: hit.page }), cited))
          if (records.length === 0) return ''
          // Each page of results ends as a record does, so the next page's records follow apart.
          return format === 'ris' ? `${toRis(records)}\r\n\r\n` : `${toBibtex(records)}\n`
        }
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            if (format !== 'csv') return
            controller.enqueue(
              encoder.encode(CSV_BOM + citation.map(([key, value]) => csvRow([key, value])).join('') + '\r\n' + csvRow(['type', 'title', 'periodical', 'date', 'language', 'permalink', 'document_permalink', 'ocr_score', 'ocr_score_basis'])),
            )
          },
          async pull(controller) {
            const answer =
              sent >= EXPORT_LIMIT ? null : page === 1 ? first : await runSearchResults({ ...state, view: 'compact', paging: 'pages', size: PAGE, page })
            if (!answer) {
              controller.close()
              return
            }
            if (answer.unavailable) {
              // Cut short rather than closed: a file that ends early must not read as the whole result set.
              controller.error(new Error('the search engine stopped answering during an export'))
              return
            }
            const rows = answer.hits.slice(0, EXPORT_LIMIT - sent)
            controller.enqueue(encoder.encode(rowsOf(rows)))
            sent += rows.length
            page += 1
            if (rows.length < PAGE || sent >= Math.min(answer.total, EXPORT_LIMIT)) controller.close()
          },
        })
        return new Response(stream, {
          headers: {
            'content-type': FORMATS[format],
            'content-disposition': `attachment; filename="${searchFileName(state.q, utcDay(now), format)}"`,
            'cache-control': 'no-store',
          },
        })
      },
    },
  },
})
