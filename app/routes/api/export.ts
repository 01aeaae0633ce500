import { createFileRoute } from '@tanstack/react-router'
import { CSV_BOM, EXPORT_LIMIT, csvRow } from '../../../src/domain/csv'
import { parseSearchState } from '../../../src/domain/search-state'
import { parseSearchString } from '../../../src/domain/search-params'
import { runSearchResults } from '../../../src/search/search-runner'

const PAGE = 100

/**
 * GET /api/export?<search state>: the current search as CSV, at most
 * EXPORT_LIMIT rows (spec §9), streamed a page at a time.
 */
export const Route = createFileRoute('/api/export')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const url = new URL(request.url)
        const state = parseSearchState(parseSearchString(url.search))
        const origin = process.env.PUBLIC_ORIGIN ?? url.origin
        const encoder = new TextEncoder()
        let page = 1
        let sent = 0
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(CSV_BOM + csvRow(['type', 'title', 'periodical', 'date', 'language', 'permalink'])))
          },
          async pull(controller) {
            const answer = sent < EXPORT_LIMIT ? await runSearchResults({ ...state, view: 'compact', paging: 'pages', size: PAGE, page }) : null
            if (!answer) {
              controller.close()
              return
            }
            const rows = answer.hits.slice(0, EXPORT_LIMIT - sent)
            controller.enqueue(
              encoder.encode(
                rows
                  .map((hit) =>
                    csvRow([
                      hit.type,
                      hit.title ?? '',
                      hit.periodical?.title ?? hit.item?.title ?? '',
                      hit.date ?? '',
                      hit.language ?? '',
                      `${origin}${hit.link}`,
                    ]),
                  )
                  .join(''),
              ),
            )
            sent += rows.length
            page += 1
            if (rows.length < PAGE || sent >= Math.min(answer.total, EXPORT_LIMIT)) controller.close()
          },
        })
        return new Response(stream, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="search-results.csv"',
            'cache-control': 'no-store',
          },
        })
      },
    },
  },
})
