import { createMiddleware, createStart } from '@tanstack/react-start'
import { localeFromCookieHeader, localeRedirectTarget } from '../src/domain/locale'

/**
 * A visitor who chose English or German and opens an unprefixed (French) URL
 * is sent to the same page under their prefix (spec §4).
 */
const localeRedirect = createMiddleware({ type: 'request' }).server(({ request, next, handlerType }) => {
  if (handlerType !== 'router' || (request.method !== 'GET' && request.method !== 'HEAD')) return next()
  const url = new URL(request.url)
  const target = localeRedirectTarget(url.pathname, url.search, localeFromCookieHeader(request.headers.get('cookie')))
  if (!target) return next()
  return new Response(null, {
    status: 302,
    headers: { location: target, vary: 'Cookie', 'cache-control': 'private, no-store' },
  })
})

export const startInstance = createStart(() => ({
  requestMiddleware: [localeRedirect],
}))
