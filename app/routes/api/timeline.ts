import { createFileRoute } from '@tanstack/react-router'
import { CSV_BOM, csvRow } from '../../../src/domain/csv'
import { comparedSearches, parseCompareState, sharedFilters } from '../../../src/domain/compare-state'
import { parseSearchString } from '../../../src/domain/search-params'
import { searchFileName } from '../../../src/domain/export-name'
import { utcDay } from '../../../src/domain/search-citation'
import { runCompareTimelines } from '../../../src/search/search-runner'
import { searchUnavailableResponse } from '../../features/search/unavailable'

/**
 * GET /api/timeline?q=…[&q=…]&<filters>: the timeline of hits as CSV, one row per year, decade
 * or month and one column per query: the same counts as the bars on the search page or the
 * comparison page. Machine-readable headers (period, from, to, the queries as written) in every
 * language; a query that starts like a formula is neutralised by csvRow.
 */
export const Route = createFileRoute('/api/timeline')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const state = parseCompareState(parseSearchString(new URL(request.url).search))
        // Without words, the search browses by its filters alone: one column of all it finds.
        const states = state.q.length > 0 ? comparedSearches(state) : [sharedFilters(state)]
        const comparison = await runCompareTimelines(states)
        if (comparison?.unavailable) return searchUnavailableResponse()
        const rows = [csvRow(['period', 'from', 'to', ...(state.q.length > 0 ? state.q : ['hits'])])]
        for (const bucket of comparison?.timeline.buckets ?? []) rows.push(csvRow([bucket.key, bucket.from, bucket.to, ...bucket.counts]))
        const undated = comparison?.timeline.undated ?? []
        if (undated.some((count) => count > 0)) rows.push(csvRow(['undated', '', '', ...undated]))
        return new Response(CSV_BOM + rows.join(''), {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${searchFileName(state.q.join(' '), utcDay(new Date()), 'csv', 'timeline')}"`,
            'cache-control': 'no-store',
          },
        })
      },
    },
  },
})
