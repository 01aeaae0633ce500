import { createFileRoute } from '@tanstack/react-router'
import { oaiStylesheet } from '#src/documents/oai-stylesheet.ts'
import { DEFAULT_LOCALE, localeFromAcceptLanguage, localeFromCookieHeader } from '#src/domain/locale.ts'
import { translations } from '../i18n'

/**
 * GET /oai.xsl: the stylesheet every OAI-PMH answer names, so that a visitor who opens /oai in a
 * browser reads a page (issue 53). In the language the visitor chose on the site, else the first
 * of theirs the site has, else French.
 */
export const Route = createFileRoute('/oai.xsl')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const locale = localeFromCookieHeader(request.headers.get('cookie')) ?? localeFromAcceptLanguage(request.headers.get('accept-language')) ?? DEFAULT_LOCALE
        return new Response(oaiStylesheet(translations(locale), locale), {
          headers: { 'content-type': 'text/xsl; charset=utf-8', 'cache-control': 'public, max-age=3600', vary: 'Accept-Language, Cookie', 'x-content-type-options': 'nosniff' },
        })
      },
    },
  },
})
