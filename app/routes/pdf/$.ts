import { createFileRoute } from '@tanstack/react-router'
import { chargeAllowance, takeAllowance } from '#src/server/shared-limits.ts'
import { serverEnv } from '#src/server/env.ts'
import { library } from '#src/store/library.ts'
import { documentResponse } from '#app/features/documents/document-response.ts'

/**
 * PDFs per visitor and minute: the exports' allowance (EXPORTS_PER_MINUTE), counted apart from
 * them. A PDF is the heaviest answer the site makes (up to 200 scans), so it is counted whether it
 * is made or was kept, and it weighs its words (issue 48): one is taken before it is asked for, and
 * what it cost beyond that (one for every 25,000 words) once it is known.
 */
const TOO_MANY_PDFS = (limit: number) =>
  [
    `Too many PDFs: at most ${limit} a minute. Please try again shortly.`,
    `Zu viele PDFs: höchstens ${limit} pro Minute. Bitte gleich noch einmal versuchen.`,
    `Trop de PDF : ${limit} par minute au plus. Réessayez dans un instant.`,
    '',
  ].join('\n')

/** GET /pdf/…: a PDF of an issue, an article or a page, made on a search thread (src/documents/pdf.ts). */
export const Route = createFileRoute('/pdf/$')({
  server: {
    handlers: {
      GET: async ({ request, context }) => {
        if (!library()) return new Response('The library is not available.\n', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } })
        const { exportsPerMinute, publicOrigin, libraryImages, librarySources } = serverEnv()
        const wait = await takeAllowance('pdfs', exportsPerMinute, 60_000, context.clientAddress ?? 'unknown')
        if (wait > 0) {
          return new Response(TOO_MANY_PDFS(exportsPerMinute), {
            status: 429,
            headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(wait), 'cache-control': 'no-store' },
          })
        }
        const url = new URL(request.url)
        const visitor = context.clientAddress ?? 'unknown'
        return documentResponse(
          {
            kind: 'pdf',
            path: url.pathname,
            query: url.search,
            origin: publicOrigin,
            images: libraryImages,
            ...(librarySources === undefined ? {} : { sources: librarySources }),
            now: Date.now(),
          },
          {},
          {
            // A PDF is stopped (and not kept) when its client goes away before it is made.
            signal: request.signal,
            onServed: (served) => void chargeAllowance('pdfs', exportsPerMinute, 60_000, visitor, served.status === 200 ? (served.weight ?? 1) - 1 : 0),
          },
        )
      },
    },
  },
})
