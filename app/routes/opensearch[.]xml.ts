import { createFileRoute } from '@tanstack/react-router'
import { isLocale } from '#src/domain/locale.ts'
import { openSearchDescription } from '#src/domain/seo.ts'
import { getPublicOrigin } from '../head'
import { translations } from '../i18n'

/** GET /opensearch.xml?lang=en: lets browsers add the site search, in the page's language (French by default). */
export const Route = createFileRoute('/opensearch.xml')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const lang = new URL(request.url).searchParams.get('lang') ?? 'fr'
        const locale = isLocale(lang) ? lang : 'fr'
        const LL = translations(locale)
        return new Response(openSearchDescription(getPublicOrigin(), LL.site.shortName(), LL.site.description(), locale), {
          headers: { 'content-type': 'application/opensearchdescription+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
        })
      },
    },
  },
})
