/**
 * The last stage of the server's pipeline (./server.ts): a page from the cache, or from the app
 * (kept for the cache when it may be), then base headers, compression and the page's dictionary.
 */
import { statSync } from 'node:fs'
import { FastResponse, type ServerRequest } from 'srvx'
import { localeFromCookieHeader, localeRedirectTarget } from '../domain/locale.ts'
import { contentSecurityPolicy, newNonce } from '../domain/security.ts'
import type { ClientAddressResolver } from './client-address.ts'
import { COMPRESSIBLE, batchedStream, compressBytes, compressStream, pickEncoding } from './compression.ts'
import type { ServerEnv } from './env.ts'
import { type CachedPage, type PageCache, nonceOf, withNonce } from './page-cache.ts'
import { BASE_HEADERS, withBaseHeaders } from './responses.ts'
import type { AppHandler, RequestContext } from './server.ts'

export interface PageStageOptions {
  env: ServerEnv
  app: AppHandler
  pages: PageCache
  /** The Link header announcing the page's dictionary parts, by path. */
  dictionaries: (pathname: string) => string | undefined
  clientAddress: ClientAddressResolver
  /** Given to the app for bulk downloads: pages first (./pages-first.ts). */
  bulkTurn?: () => Promise<void>
}

/**
 * Which store the pages were rendered from: the importer swaps in a new file (new mtime) when
 * it commits. Looked up at most every 250 ms, not on every cached page.
 */
function storeGenerations(libraryDb: string): (now: number) => string {
  let lastStoreCheck = { value: '', checkedAt: -Infinity }
  return (now) => {
    if (now - lastStoreCheck.checkedAt < 250) return lastStoreCheck.value
    let value = 'none'
    try {
      const info = statSync(libraryDb)
      value = `${info.mtimeMs}:${info.size}`
    } catch {
      // No store yet: the pages show their empty states.
    }
    lastStoreCheck = { value, checkedAt: now }
    return value
  }
}

/**
 * The cache key of a page request, or undefined for what must always reach the app. The path
 * and query alone: the origin of every link is configured, so no header can make one visitor's
 * page differ from another's.
 */
function pageCacheKey(env: ServerEnv, request: Request, url: URL): string | undefined {
  if (request.method !== 'GET' || env.pageCacheTtlMs === 0) return undefined
  if (/^\/(api|_serverFn|_build)(\/|$)/.test(url.pathname)) return undefined
  // A visitor whose language cookie sends this URL elsewhere gets the redirect from the app.
  if (localeRedirectTarget(url.pathname, url.search, localeFromCookieHeader(request.headers.get('cookie')))) return undefined
  return `${url.pathname}${url.search}`
}

/**
 * A page from the cache, answered without the app and without web streams: its HTML is complete,
 * so it is compressed in one call, and srvx writes the bytes straight to the socket (ADR 011).
 */
async function cachedPageResponse(page: CachedPage, acceptEncoding: string, link: string | undefined): Promise<Response> {
  const nonce = newNonce()
  const html = withNonce(page, nonce)
  const headers: [string, string][] = [
    ...Object.entries(BASE_HEADERS).filter(([name]) => name !== 'content-security-policy' && !page.headers.some(([own]) => own === name)),
    ...page.headers,
    ['content-security-policy', contentSecurityPolicy(nonce)],
    ['x-page-cache', 'hit'],
  ]
  if (link) headers.push(['link', link])
  const encoding = pickEncoding(acceptEncoding)
  if (!encoding) return new FastResponse(html, { status: 200, headers })
  headers.push(['content-encoding', encoding], ['vary', 'Accept-Encoding'])
  return new FastResponse(await compressBytes(html, encoding), { status: 200, headers })
}

/**
 * Pages being rendered for the cache, by key: a request for the same page meanwhile waits for
 * that one (bounded) and is answered from the cache, instead of rendering and searching again.
 */
const COALESCE_WAIT_MS = 10_000

type RenderPage = (request: Request, url: URL, link: string | undefined, context: RequestContext) => Promise<{ response: Response; complete: boolean }>

function pageRenderer(env: ServerEnv, app: AppHandler, pages: PageCache): RenderPage {
  const storeGeneration = storeGenerations(env.libraryDb)
  const rendering = new Map<string, Promise<void>>()
  return async (request, url, link, context) => {
    const key = pageCacheKey(env, request, url)
    const acceptEncoding = request.headers.get('accept-encoding') ?? ''
    const generation = key ? storeGeneration(Date.now()) : ''
    if (key) {
      const cached = pages.get(key, generation, Date.now())
      if (cached) return { response: await cachedPageResponse(cached, acceptEncoding, link), complete: true }
      const pending = rendering.get(key)
      if (pending) {
        let timer: NodeJS.Timeout | undefined
        await Promise.race([pending, new Promise((resolve) => (timer = setTimeout(resolve, COALESCE_WAIT_MS)))])
        clearTimeout(timer)
        const later = Date.now()
        const page = pages.get(key, storeGeneration(later), later)
        if (page) return { response: await cachedPageResponse(page, acceptEncoding, link), complete: true }
      }
    }
    let release = () => {}
    if (key && !rendering.has(key)) {
      rendering.set(
        key,
        new Promise<void>((resolve) => {
          release = () => {
            rendering.delete(key)
            resolve()
          }
        }),
      )
    }
    let response: Response
    try {
      response = await app(request, { context })
    } catch (error) {
      release()
      throw error
    }
    const nonce = nonceOf(response.headers.get('content-security-policy'))
    const cacheable =
      key !== undefined &&
      nonce !== undefined &&
      response.status === 200 &&
      response.body !== null &&
      (response.headers.get('content-type') ?? '').startsWith('text/html') &&
      !response.headers.has('set-cookie')
    if (!cacheable || !response.body) {
      release()
      return { response, complete: false }
    }
    // One copy streams to the visitor, the other is kept once complete.
    const [forVisitor, forCache] = response.body.tee()
    const headers = [...response.headers].filter(([name]) => !/^(content-length|content-encoding|content-security-policy)$/i.test(name))
    void new Response(forCache)
      .text()
      .then((html) => pages.set(key, { html, nonce, headers, generation, storedAt: Date.now() }))
      // The visitor's copy fails alike and says so; the page is not kept, and the log says why.
      .catch((error: unknown) => console.error(`page cache: ${key} not kept: ${error instanceof Error ? error.message : String(error)}`))
      .finally(release)
    const out = new Headers(response.headers)
    out.set('x-page-cache', 'miss')
    return { response: new Response(forVisitor, { status: response.status, statusText: response.statusText, headers: out }), complete: false }
  }
}

/** Base headers on everything, compression where it pays, and the page's dictionary announced. */
function finish(response: Response, acceptEncoding: string, link: string | undefined): Response {
  const headers = new Headers(response.headers)
  withBaseHeaders(headers)
  const type = headers.get('content-type') ?? ''
  if (link && type.startsWith('text/html')) headers.append('link', link)
  const compressible = response.body !== null && COMPRESSIBLE.test(type) && !headers.has('content-encoding')
  const encoding = compressible ? pickEncoding(acceptEncoding) : undefined
  if (!encoding || !response.body) {
    // Text goes out in batches (a page that is rendered whole, in one write) rather than chunk by chunk.
    const body = compressible && response.body ? batchedStream(response.body) : response.body
    return new Response(body, { status: response.status, statusText: response.statusText, headers })
  }
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  headers.append('vary', 'Accept-Encoding')
  return new Response(compressStream(response.body, encoding), { status: response.status, statusText: response.statusText, headers })
}

/** Answers a request with the app's page or the cache's copy of it. */
export function pageStage(options: PageStageOptions): (request: ServerRequest, url: URL) => Promise<Response> {
  const { env, app, pages, dictionaries, clientAddress, bulkTurn } = options
  const renderPage = pageRenderer(env, app, pages)
  return async (request, url) => {
    const context: RequestContext = { clientAddress: clientAddress(request.ip, request.headers.get('x-forwarded-for')), ...(bulkTurn ? { bulkTurn } : {}) }
    const link = dictionaries(url.pathname)
    const page = await renderPage(request, url, link, context)
    // A cached page comes complete with every header and its encoding.
    return page.complete ? page.response : finish(page.response, request.headers.get('accept-encoding') ?? '', link)
  }
}
