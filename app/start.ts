import { createMiddleware, createStart } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { BUSY_FAILURE, isBusyError } from '#src/domain/errors.ts'
import { localeFromCookieHeader, localeRedirectTarget } from '#src/domain/locale.ts'
import { contentSecurityPolicy, newNonce } from '#src/domain/security.ts'
import type { RequestContext } from '#src/server/server.ts'
import { markSearchUnavailable } from '#app/features/search/unavailable.ts'

declare module '@tanstack/react-start' {
  interface Register {
    server: {
      // What the production server hands every request (src/server/server.ts); the Vite dev server hands nothing.
      requestContext: Partial<RequestContext>
    }
  }
}

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

/** A request that calls a server function, rather than one for a page during whose render functions are called directly. */
function isServerFunctionCall(request: Request): boolean {
  return new URL(request.url).pathname.startsWith('/_serverFn/')
}

/** What a server function's own failure says, so it is told apart from a payload that could not be read. */
const HANDLER_FAILURE = 'server-function-failed'
/**
 * What a server function says when its work was stopped or refused for now (a search past its
 * budget, a stuck or busy thread: issue 48, ADR 051): the page is a 503 with Retry-After, not a 500.
 */
const HANDLER_BUSY = BUSY_FAILURE

/** A server function's work stopped or refused for now, over HTTP: 503 with Retry-After. */
function serverFunctionBusy(): Response {
  return new Response(JSON.stringify({ error: 'busy', message: 'The server is busy; please try again in a moment.' }), {
    status: 503,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '30' },
  })
}

/** The fixed answers of server functions called over HTTP: nothing of the input is echoed, no stack is shown. */
function serverFunctionAnswer(failed: boolean): Response {
  return new Response(
    JSON.stringify(failed ? { error: 'server-error', message: 'An error occured' } : { error: 'bad-request', message: 'The request could not be understood.' }),
    { status: failed ? 500 : 400, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } },
  )
}

/**
 * Around every server function. Its input is validated inside (app/server-input.ts throws
 * valibot's ValiError). Called over HTTP, an invalid input answers 400 and a failure of the
 * function 500: a Response thrown here becomes the answer, where a thrown error would be
 * serialised into a 200. Called while rendering a page, errors go on to the route, which shows the
 * error screen; a failure is logged and replaced by a marker, so no detail reaches the page.
 */
const handlerFailures = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    const invalid = error instanceof v.ValiError
    if (isBusyError(error)) {
      // One line, not a stack: the threads were busy or the work over its budget, not a fault.
      console.error(`server function: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`)
      if (isServerFunctionCall(getRequest())) throw serverFunctionBusy()
      markSearchUnavailable()
      throw new Error(HANDLER_BUSY, { cause: error })
    }
    if (!invalid) console.error(error)
    if (isServerFunctionCall(getRequest())) throw serverFunctionAnswer(!invalid)
    if (invalid) throw error
    throw new Error(HANDLER_FAILURE, { cause: error })
  }
})

/**
 * Server function calls whose payload cannot even be decoded, or that name no function, answer 400
 * with a fixed message; the details go to the server log.
 */
const serverFunctionErrors = createMiddleware({ type: 'request' }).server(async ({ next, request }) => {
  if (!isServerFunctionCall(request)) return next()
  const pathname = new URL(request.url).pathname
  try {
    const result = await next()
    if (result.response.status < 400) return result
    const detail = await result.response.clone().text()
    // The function's own failure, answered by handlerFailures: logged there already.
    if (result.response.status === 500 && detail.includes('"server-error"')) return result
    console.error(`server function ${pathname}: unreadable input (${result.response.status}): ${detail.slice(0, 300)}`)
    return { ...result, response: serverFunctionAnswer(false) }
  } catch (error) {
    // An unknown function id or a request the framework could not route at all.
    console.error(`server function ${pathname}: ${error instanceof Error ? error.message : String(error)}`)
    return serverFunctionAnswer(false)
  }
})

export const startInstance = createStart(() => ({
  requestMiddleware: [contentSecurity, serverFunctionErrors, localeRedirect],
  functionMiddleware: [handlerFailures],
}))
