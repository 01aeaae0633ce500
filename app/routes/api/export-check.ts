import { createFileRoute } from '@tanstack/react-router'
import { isLocale } from '#src/domain/locale.ts'
import { refuseExportOverAllowance } from '#app/features/search/export-allowance.ts'

/**
 * GET /api/export-check?locale=en: whether an export (/api/export, /api/texts) would be refused now,
 * without counting one (issue 53). The search page asks before it starts a download: a refusal is
 * then a sentence on the page, in the visitor's language, where a download the browser started
 * would only fail as a broken file. The check itself always succeeds: `{ "refused": null }`, or the
 * sentence the export would answer its 429 with and the seconds until it would not.
 */
export const Route = createFileRoute('/api/export-check')({
  server: {
    handlers: {
      GET: async ({ request, context }) => {
        const requested = new URL(request.url).searchParams.get('locale') ?? 'fr'
        const refused = await refuseExportOverAllowance(context.clientAddress, isLocale(requested) ? requested : 'fr', true)
        const answer = refused ? { refused: (await refused.text()).trim(), retryAfter: Number(refused.headers.get('retry-after') ?? '60') } : { refused: null }
        return Response.json(answer, { headers: { 'cache-control': 'no-store' } })
      },
    },
  },
})
