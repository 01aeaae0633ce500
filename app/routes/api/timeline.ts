import { createFileRoute } from '@tanstack/react-router'
import { CSV_BOM, csvRow } from '#src/domain/csv.ts'
import { comparedSearches, parseCompareState, sharedFilters } from '#src/domain/compare-state.ts'
import { parseSearchString } from '#src/domain/search-params.ts'
import { searchFileName } from '#src/domain/export-name.ts'
import { utcDay } from '#src/domain/search-citation.ts'
import { runCompareTimelines } from '#src/search/search-runner.ts'
import { sharesOf, unitsRange } from '#src/search/timeline.ts'
import { searchUnavailableResponse } from '#app/features/search/unavailable.ts'

/**
 * GET /api/timeline?q=…[&q=…]&<filters>: the timeline of hits as CSV, one row per year, decade
 * or month and one column per query: the same counts as the bars on the search page or the
 * comparison page. Machine-readable headers (period, from, to, the queries as written) in every
 * language; a query that starts like a formula is neutralised by csvRow. With `freq=rel` (issue
 * 37), a column of each period's texts (the filters' units, words left out) and one share per
 * query, a fraction from 0 to 1 (empty where the period has no texts).
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
        const names = state.q.length > 0 ? state.q : ['hits']
        const range = state.freq === 'rel' && comparison ? unitsRange(comparison.timeline, state) : undefined
        const units = range ? await runCompareTimelines([{ ...sharedFilters(state), ...range }]) : undefined
        if (units?.unavailable) return searchUnavailableResponse()
        const shares = comparison && units ? sharesOf(comparison.timeline, units.timeline) : undefined
        const share = (value: number | null | undefined) => (value === null || value === undefined ? '' : value)
        const rows = [csvRow(['period', 'from', 'to', ...names, ...(shares ? ['units', ...names.map((name) => `share:${name}`)] : [])])]
        for (const [index, bucket] of (comparison?.timeline.buckets ?? []).entries()) {
          const shared = shares?.buckets[index]
          rows.push(csvRow([bucket.key, bucket.from, bucket.to, ...bucket.counts, ...(shares ? [shared?.units ?? 0, ...bucket.counts.map((_, at) => share(shared?.shares[at]))] : [])]))
        }
        const undated = comparison?.timeline.undated ?? []
        if (undated.some((count) => count > 0)) {
          rows.push(csvRow(['undated', '', '', ...undated, ...(shares ? [shares.undated.units, ...undated.map((_, at) => share(shares.undated.shares[at]))] : [])]))
        }
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
