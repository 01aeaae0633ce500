import { createFileRoute } from '@tanstack/react-router'
import { textsZip } from '#src/documents/texts-zip.ts'
import { isLocale } from '#src/domain/locale.ts'
import { pinnedSearch, searchPath, utcDay } from '#src/domain/search-citation.ts'
import { parseSearchState } from '#src/domain/search-state.ts'
import { parseSearchString } from '#src/domain/search-params.ts'
import { serverEnv } from '#src/server/env.ts'
import { documentRefusal } from '#app/features/documents/document-response.ts'
import { refuseExportOverAllowance } from '#app/features/search/export-allowance.ts'
import { describeSearch } from '#app/features/search/search-labels.ts'
import { searchUnavailableResponse } from '#app/features/search/unavailable.ts'
import { translations } from '#app/i18n.ts'

const MEGABYTE = 1_000_000

function sentence(status: number, text: string, retryAfter?: number): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...(retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) }) },
  })
}

/**
 * GET /api/texts?<search state>[&locale=en]: the texts of a search in bulk (issue 37, ADR 043), a
 * ZIP of one UTF-8 text per result unit with `manifest.csv` and `search.csv`, pinned to the
 * search's `asof` or, without one, to the day it is asked (the file's name says which:
 * texts-luxembourg-asof-2026-11-27.zip). At most 10,000 units or 200 MB of text (lower with
 * TEXTS_MAX_UNITS, TEXTS_MAX_MB): past either, a 413 (as a PDF past its pages) that says how to
 * split the search by date, in the visitor's language, before any of the ZIP is sent. Drawn on the same
 * allowance as the CSV export; the work runs on the search threads (src/documents/texts-zip.ts).
 */
export const Route = createFileRoute('/api/texts')({
  server: {
    handlers: {
      GET: async ({ request, context }) => {
        const url = new URL(request.url)
        const requested = url.searchParams.get('locale') ?? 'fr'
        const locale = isLocale(requested) ? requested : 'fr'
        const refusedExport = await refuseExportOverAllowance(context.clientAddress, locale)
        if (refusedExport) return refusedExport
        const { publicOrigin, textsLimits } = serverEnv()
        const LL = translations(locale)
        const now = new Date()
        const pinned = pinnedSearch(parseSearchState(parseSearchString(url.search)), utcDay(now))
        const state = { ...pinned, asof: pinned.asof || utcDay(now) }
        const citation = [
          ['search', describeSearch(LL, locale, state, [])],
          ['asof', state.asof],
          ['permalink', `${publicOrigin}${searchPath(state, locale)}`],
          ['retrieved', now.toISOString()],
        ] as const
        let zip
        try {
          // The client's signal: a download cut or abandoned stops its preparation and its reading ahead (issue 48).
          zip = await textsZip({ state, origin: publicOrigin, citation, limits: textsLimits, locale, turn: context.bulkTurn }, request.signal)
        } catch (error) {
          const refused = documentRefusal(error)
          if (!refused) throw error
          return sentence(refused.status, refused.body.trim(), 5)
        }
        switch (zip.kind) {
          case 'unavailable':
            return searchUnavailableResponse()
          case 'changed':
            return sentence(503, LL.reading.textsChanged(), 5)
          case 'tooManyUnits':
            return sentence(413, LL.reading.textsTooMany({ total: zip.total, limit: zip.limit }))
          case 'tooManyBytes':
            return sentence(
              413,
              LL.reading.textsTooLarge({ units: zip.units, megabytes: Math.ceil(zip.bytes / MEGABYTE), limit: Math.floor(zip.limit / MEGABYTE) }),
            )
          case 'zip':
            return new Response(zip.body, {
              headers: {
                'content-type': 'application/zip',
                'content-length': String(zip.size),
                'content-disposition': `attachment; filename="${zip.filename}"`,
                'cache-control': 'no-store',
                'x-content-type-options': 'nosniff',
              },
            })
        }
      },
    },
  },
})
