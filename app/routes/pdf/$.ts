import { createFileRoute } from '@tanstack/react-router'
import { DEFAULT_LOCALE, isLocale } from '#src/domain/locale.ts'
import { chargeAllowance, takeAllowance } from '#src/server/shared-limits.ts'
import { serverEnv } from '#src/server/env.ts'
import { library } from '#src/store/library.ts'
import { documentResponse } from '#app/features/documents/document-response.ts'
import { missingDocumentRoute } from '#app/features/errors/missing-document.ts'
import { translations } from '#app/i18n.ts'
import { storeUnavailable } from '#app/features/library/store-unavailable.ts'

/**
 * GET /pdf/…: a PDF of an issue, an article or a page, made on a thread (src/documents/pdf.ts),
 * sent to be read in the browser (inline). PDFs per visitor and minute: the exports' allowance
 * (EXPORTS_PER_MINUTE), counted apart from them. A PDF is the heaviest answer the site makes (up to
 * 200 scans), so it is counted whether it is made or was kept, and it weighs its words (issue 48):
 * one is taken before it is asked for, and what it cost beyond that (one for every 25,000 words)
 * once it is known. Refusals are said in the language the PDF was asked in (`?lang=`); a PDF of
 * nothing the library holds is the site's 404 screen, in that language: a page's language is in its
 * path, so an English or German visitor is sent to the same address under /en or /de, which no page
 * has (issue 53).
 */
export const Route = createFileRoute('/pdf/$')({
  server: {
    handlers: {
      GET: async ({ request, context, next }) => {
        if (!library()) return storeUnavailable()
        const url = new URL(request.url)
        const lang = url.searchParams.get('lang') ?? DEFAULT_LOCALE
        const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
        const { exportsPerMinute, publicOrigin, libraryImages, librarySources } = serverEnv()
        const wait = await takeAllowance('pdfs', exportsPerMinute, 60_000, context.clientAddress ?? 'unknown')
        if (wait > 0) {
          return new Response(`${translations(locale).downloads.tooManyPdfs({ limit: exportsPerMinute, seconds: wait })}\n`, {
            status: 429,
            headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(wait), 'cache-control': 'no-store' },
          })
        }
        const visitor = context.clientAddress ?? 'unknown'
        const response = await documentResponse(
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
        if (response.status !== 404) return response
        await response.body?.cancel()
        if (locale === DEFAULT_LOCALE) return next()
        return new Response(null, { status: 302, headers: { location: `/${locale}${url.pathname}${url.search}`, 'cache-control': 'no-store' } })
      },
    },
  },
  ...missingDocumentRoute,
})
