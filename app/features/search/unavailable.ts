import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'

/**
 * A page rendered while the search engine cannot answer (ADR 030) is a 503 with Retry-After: it is
 * not kept in the page cache, and crawlers and monitors see an outage, not an empty search.
 */
export const markSearchUnavailable = createIsomorphicFn()
  .server(() => {
    setResponseStatus(503)
    setResponseHeader('retry-after', '60')
  })
  .client(() => {})

/** What the feeds, the CSV exports and the timeline's CSV answer while the search engine cannot. */
export function searchUnavailableResponse(): Response {
  const text = [
    'Search is unavailable at the moment. Please try again in a few minutes.',
    'Die Suche ist im Moment nicht verfügbar. Bitte versuchen Sie es in einigen Minuten erneut.',
    'La recherche est momentanément indisponible. Réessayez dans quelques minutes.',
    '',
  ].join('\n')
  return new Response(text, { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60', 'cache-control': 'no-store' } })
}
