import { createMiddleware, createStart } from '@tanstack/react-start'
import * as v from 'valibot'
import { localeFromCookieHeader, localeRedirectTarget } from '../src/domain/locale'
import { contentSecurityPolicy, newNonce } from '../src/domain/security'

/**
 * A fresh nonce per request, handed to the router (which stamps it on the
 * inline scripts it renders) and named in the response's Content-Security-Policy.
 */
const contentSecurity = createMiddleware({ type: 'request' }).server(async ({ next }) => {
  const nonce = newNonce()
  const result = await next({ context: { nonce } })
  // Some responses (redirects) have immutable headers: copy them then.
  const headers = new Headers(result.response.headers)
  headers.set('content-security-policy', contentSecurityPolicy(nonce))
  const response = new Response(result.response.body, { status: result.response.status, statusText: result.response.statusText, headers })
  return { ...result, response }
})

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

/** What a server function's own failure says, so it is told apart from a payload that could not be read. */
const HANDLER_FAILURE = 'server-function-failed'

/**
 * Around every server function, after its input is decoded: a failure of the
 * function itself is logged and replaced by a marker; an input that fails
 * validation (valibot) passes through as it is.
 */
const handlerFailures = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    if (error instanceof v.ValiError) throw error
    console.error(error)
    throw new Error(HANDLER_FAILURE, { cause: error })
  }
})

/**
 * Server function calls whose payload cannot be decoded or validated answer
 * 400 with a fixed message; a failure of the function itself answers 500 with
 * the spec's generic message. Neither echoes the input nor shows a stack
 * trace; the details go to the server log.
 */
const serverFunctionErrors = createMiddleware({ type: 'request' }).server(async ({ next, handlerType, request }) => {
  const pathname = new URL(request.url).pathname
  const isServerFunction = handlerType === 'serverFn' || pathname.startsWith('/_serverFn/')
  const answer = (failed: boolean) =>
    new Response(
      JSON.stringify(failed ? { error: 'server-error', message: 'An error occured' } : { error: 'bad-request', message: 'The request could not be understood.' }),
      { status: failed ? 500 : 400, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } },
    )
  if (!isServerFunction) return next()
  try {
    const result = await next()
    if (result.response.status < 400) return result
    const detail = await result.response.clone().text()
    const failed = detail.includes(HANDLER_FAILURE)
    if (!failed) console.error(`server function ${pathname}: unreadable input (${result.response.status}): ${detail.slice(0, 300)}`)
    return { ...result, response: answer(failed) }
  } catch (error) {
    // An unknown function id or a request the framework could not route at all.
    console.error(`server function ${pathname}: ${error instanceof Error ? error.message : String(error)}`)
    return answer(false)
  }
})

export const startInstance = createStart(() => ({
  requestMiddleware: [contentSecurity, serverFunctionErrors, localeRedirect],
  functionMiddleware: [handlerFailures],
}))
