/**
 * The one answer of a route that needs the store when there is none (no file yet, or one that
 * cannot be opened): 503, a plain sentence, and a minute before asking again (issue 54: it was
 * written out in five routes).
 */
export function storeUnavailable(headers: Readonly<Record<string, string>> = {}): Response {
  return new Response('The library is not available.\n', { status: 503, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } })
}
