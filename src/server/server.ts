/**
 * The production HTTP server: static files, the page cache, limits, and a drain on shutdown, in
 * front of TanStack Start's fetch handler (dist/server/server.js). Nothing a client sends beyond
 * the path and query changes what is rendered: the origin of every absolute link is configured
 * (PUBLIC_ORIGIN), Host headers are checked against ALLOWED_HOSTS, and the client's address is the
 * socket's peer unless a configured proxy says otherwise (ADR 015).
 */
import { readdirSync, statSync } from 'node:fs'
import net from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { FastResponse, type Server, type ServerRequest, serve } from 'srvx'
import { type Locale, localeFromCookieHeader, localeOfPath, localeRedirectTarget } from '../domain/locale.ts'
import { type DictionaryPart, dictionaryChunk, dictionaryPartsFor } from '../domain/dictionary-parts.ts'
import { SECURITY_HEADERS, contentSecurityPolicy, newNonce } from '../domain/security.ts'
import { ThreadPool } from '../threads/pool.ts'
import { installSearchEngine } from '../search/search-runner.ts'
import { selectSearchEngine } from '../search/select-engine.ts'
import { installDocumentRunner } from '../documents/run.ts'
import { type ClientAddressResolver, clientAddressResolver } from './client-address.ts'
import { COMPRESSIBLE, batchedStream, compressBytes, compressStream, pickEncoding } from './compression.ts'
import type { ServerEnv } from './env.ts'
import { type CachedPage, PageCache, nonceOf, withNonce } from './page-cache.ts'
import { currentRequest } from './last-resort.ts'
import { staticFiles } from './static-files.ts'

/** What the app's request handlers receive from this server (see app/start.ts). */
export interface RequestContext {
  /** The visitor's address, as the socket or a trusted proxy reports it. */
  clientAddress: string
}

type AppHandler = (request: Request, options: { context: RequestContext }) => Response | Promise<Response>

function isFetchMethod(value: unknown): value is (request: Request, options: { context: RequestContext }) => Response | Promise<Response> {
  return typeof value === 'function'
}

async function loadApp(serverEntry: string): Promise<AppHandler> {
  // React and the router pick their production builds from NODE_ENV at import time; the development
  // builds render several times slower and carry checks no visitor needs.
  process.env.NODE_ENV ??= 'production'
  const mod: unknown = await import(pathToFileURL(serverEntry).href)
  const entry: unknown = typeof mod === 'object' && mod !== null && 'default' in mod ? mod.default : undefined
  if (typeof entry === 'object' && entry !== null && 'fetch' in entry && isFetchMethod(entry.fetch)) {
    const fetchApp = entry.fetch
    return (request, options) => fetchApp.call(entry, request, options)
  }
  throw new Error(`${serverEntry} does not export a fetch handler; run npm run build`)
}

/** Headers every response carries; pages replace the CSP with one naming their nonce. */
const BASE_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'content-security-policy': contentSecurityPolicy(undefined),
}

function withBaseHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(BASE_HEADERS)) if (!headers.has(name)) headers.set(name, value)
}

/** Longer addresses are refused (the longest real search URL is well under 2,000 characters). */
export const MAX_URL_LENGTH = 4096
/** Request bodies: the analytics beacon and server-function payloads are a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024

const TEXT = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }
const REFUSALS = {
  tooLong: [
    'This address is too long (at most 4,096 characters).',
    'Diese Adresse ist zu lang (höchstens 4.096 Zeichen).',
    'Cette adresse est trop longue (4 096 caractères au plus).',
  ],
  unknownHost: [
    'This server does not answer for that host name.',
    'Dieser Server antwortet nicht für diesen Hostnamen.',
    'Ce serveur ne répond pas pour ce nom d’hôte.',
  ],
  tooLarge: [
    'The request body is too large (at most 64 KB).',
    'Der Inhalt der Anfrage ist zu groß (höchstens 64 KB).',
    'Le contenu de la requête est trop volumineux (64 Ko au plus).',
  ],
  badAddress: [
    'This address is not valid: in a web address, % must be followed by two hexadecimal digits (%25 stands for % itself).',
    'Diese Adresse ist ungültig: In einer Webadresse muss auf % eine zweistellige Hexadezimalzahl folgen (%25 steht für % selbst).',
    'Cette adresse n’est pas valide : dans une adresse web, % doit être suivi de deux chiffres hexadécimaux (%25 représente % lui-même).',
  ],
  failed: ['An error occured', 'Ein Fehler ist aufgetreten', 'Une erreur s’est produite'],
  method: [
    'This address cannot be asked for with that method.',
    'Diese Adresse kann nicht mit dieser Methode abgefragt werden.',
    'Cette adresse ne peut pas être demandée avec cette méthode.',
  ],
  notFound: ['Not found.', 'Nicht gefunden.', 'Introuvable.'],
} as const

/**
 * The methods an address answers (issue 33): pages and files only GET and HEAD, as do the server
 * functions (all GET); the analytics beacon, OAI-PMH harvesters and a list's publication POST, and IIIF answers CORS preflights. Anything else
 * is a 405 before the app renders anything (a PUT used to render the page in full, uncached).
 */
export function allowedMethods(pathname: string): readonly string[] {
  if (pathname === '/api/analytics') return ['GET', 'HEAD', 'POST']
  // Publishing a visitor's list (ADR 063): the site's one write by a visitor.
  if (pathname === '/api/lists') return ['POST']
  // OAI-PMH requests may be POSTed as a form (protocol 3.1.1.2).
  if (pathname === '/oai') return ['GET', 'HEAD', 'POST']
  if (pathname === '/iiif' || pathname.startsWith('/iiif/')) return ['GET', 'HEAD', 'OPTIONS']
  return ['GET', 'HEAD']
}

/**
 * A server function's address: /_serverFn/ and the function's id (64 hexadecimal digits in a
 * production build), nothing before or after it. The framework answered the others with a 500,
 * or ran the function for an address with more segments after its id.
 */
const SERVER_FUNCTION = /^\/_serverFn\/[0-9a-f]{64}$/

/**
 * The path decoded, or undefined when its percent escapes do not decode (`/en/%`): the framework
 * answers such a path with an empty 400 page. (The decoded value is returned, not dropped: the
 * bundler removes a call to decodeURI whose result is unused, and its check with it.)
 */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURI(pathname)
  } catch {
    return undefined
  }
}

/**
 * A page address without its empty parameters (`?q=die&from=&to=` → `?q=die`), or undefined when
 * it has none: a form sent without JavaScript names every field, filled or not, and an empty value
 * means the same as none, so the address of the page is the one without them. API, OAI-PMH and
 * framework paths keep their parameters as sent.
 */
function addressWithoutEmptyValues(url: URL): string | undefined {
  // OAI-PMH answers an empty argument itself, as the protocol says (badArgument, badVerb, badResumptionToken).
  if (url.search === '' || url.pathname.startsWith('/api/') || url.pathname.startsWith('/_') || url.pathname === '/oai') return undefined
  const params = new URLSearchParams(url.search)
  const kept = [...params].filter(([, value]) => value !== '')
  if (kept.length === [...params].length) return undefined
  const query = new URLSearchParams(kept).toString()
  // `//host/…` would be read as another origin: the path keeps one leading slash (no open redirect).
  const path = url.pathname.replace(/^\/{2,}/, '/')
  return `${path}${query ? `?${query}` : ''}`
}

/** A redirect within this site (a path, never another origin). */
function redirectTo(path: string): Response {
  const headers = new Headers({ location: path, 'cache-control': 'no-store' })
  withBaseHeaders(headers)
  return new FastResponse(null, { status: 302, headers })
}

/** A short answer in the three languages, never echoing the request. */
function refusal(status: number, lines: readonly string[], extra: Record<string, string> = {}): Response {
  const headers = new Headers({ ...TEXT, ...extra })
  withBaseHeaders(headers)
  return new FastResponse(`${lines.join('\n')}\n`, { status, headers })
}

/**
 * The Link header announcing the parts of the page's dictionary (ADR 047: the home page needs only
 * the first), so they download beside the app's chunk instead of after it has run.
 */
function dictionaryPreloads(clientDir: string): (pathname: string) => string | undefined {
  const chunks: Partial<Record<`${Locale}/${DictionaryPart}`, string>> = {}
  try {
    for (const name of readdirSync(join(clientDir, 'assets'))) {
      const chunk = dictionaryChunk(name)
      if (chunk) chunks[`${chunk.locale}/${chunk.part}`] = `</assets/${name}>; rel=modulepreload`
    }
  } catch {
    // No client build: nothing to announce.
  }
  return (pathname) => {
    const locale = localeOfPath(pathname)
    const links = dictionaryPartsFor(pathname).flatMap((part) => chunks[`${locale}/${part}`] ?? [])
    return links.length > 0 ? links.join(', ') : undefined
  }
}

/** Is `host` (a Host header) one this server answers for? */
function hostChecker(allowed: readonly string[]): (host: string | null) => boolean {
  const exact = new Set(allowed.filter((entry) => /:\d+$/.test(entry)))
  const anyPort = new Set(allowed.filter((entry) => !/:\d+$/.test(entry)))
  return (host) => {
    if (!host) return false
    const name = host.toLowerCase()
    return exact.has(name) || anyPort.has(name.replace(/:\d+$/, ''))
  }
}

export interface ServerOptions {
  env: ServerEnv
  /** The build: dist/, holding client/ and server/server.js. */
  distDir: string
  /** The search thread's script; without it searches run on the request thread. */
  searchWorker?: URL
}

export interface RunningServer {
  server: Server
  /** Health answers 503 and responses ask clients to close, while requests in flight finish. */
  startDraining(): void
  /** Stops accepting and resolves once every request in flight has been answered. */
  stop(): Promise<void>
  readonly inFlight: number
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { env, distDir } = options
  const clientDir = join(distDir, 'client')
  const app = await loadApp(join(distDir, 'server', 'server.js'))
  const { search } = env
  // Searches run on their own threads (ADR 014); each builds its in-memory columns (ADR 008)
  // before the first visitor waits for them. With Solr searching (ADR 030) the threads only read
  // the reader's documents, and build no columns.
  const pool =
    options.searchWorker && env.searchThreads > 0 ? new ThreadPool(env.searchThreads, options.searchWorker, { buildColumns: search.engine === 'embedded', searchBudgetMs: env.searchBudgetMs }) : undefined
  installSearchEngine(selectSearchEngine(search, pool))
  // IIIF, citations and texts are answered on the same threads (issue 33), whichever engine searches.
  installDocumentRunner(pool)
  await pool?.ready
  const clientAddress: ClientAddressResolver = clientAddressResolver(env.trustedProxies)
  const hostAllowed = hostChecker(env.allowedHosts)
  const dictionaries = dictionaryPreloads(clientDir)
  const pages = new PageCache({ ttlMs: env.pageCacheTtlMs, maxBytes: env.pageCacheBytes })
  const files = staticFiles(clientDir, (response) => withBaseHeaders(response.headers))
  // The first request opens the store and loads the route modules: done before anyone waits for it.
  await app(new Request(`${env.publicOrigin}/api/health`), { context: { clientAddress: 'startup' } })
  let inFlight = 0
  let draining = false

  /**
   * Which store the pages were rendered from: the importer swaps in a new file (new mtime) when
   * it commits. Looked up at most every 250 ms, not on every cached page.
   */
  let lastStoreCheck = { value: '', checkedAt: -Infinity }
  const storeGeneration = (now: number): string => {
    if (now - lastStoreCheck.checkedAt < 250) return lastStoreCheck.value
    let value = 'none'
    try {
      const info = statSync(env.libraryDb)
      value = `${info.mtimeMs}:${info.size}`
    } catch {
      // No store yet: the pages show their empty states.
    }
    lastStoreCheck = { value, checkedAt: now }
    return value
  }

  /**
   * The cache key of a page request, or undefined for what must always reach the app. The path
   * and query alone: the origin of every link is configured, so no header can make one visitor's
   * page differ from another's.
   */
  const pageCacheKey = (request: Request, url: URL): string | undefined => {
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
  const cachedPageResponse = async (page: CachedPage, acceptEncoding: string, link: string | undefined): Promise<Response> => {
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
  const rendering = new Map<string, Promise<void>>()
  const COALESCE_WAIT_MS = 10_000

  const renderPage = async (request: Request, url: URL, link: string | undefined, context: RequestContext): Promise<{ response: Response; complete: boolean }> => {
    const key = pageCacheKey(request, url)
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

  /** Base headers on everything, compression where it pays, and the page's dictionary announced. */
  const finish = (response: Response, acceptEncoding: string, link: string | undefined): Response => {
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

  const answer = async (request: ServerRequest): Promise<Response> => {
    // Hostile or broken requests are refused before any parsing, without echoing them.
    if (request.url.length > MAX_URL_LENGTH) return refusal(414, REFUSALS.tooLong)
    if (!hostAllowed(request.headers.get('host'))) return refusal(400, REFUSALS.unknownHost)
    const declared = request.headers.get('content-length')
    if (declared !== null && !(/^\d{1,12}$/.test(declared) && Number(declared) <= MAX_BODY_BYTES)) {
      // Not read at all: the connection is closed instead of draining a body nobody wants.
      return refusal(413, REFUSALS.tooLarge, { connection: 'close' })
    }
    const url = new URL(request.url)
    if (decodedPath(url.pathname) === undefined) return refusal(400, REFUSALS.badAddress)
    const allowed = allowedMethods(url.pathname)
    if (!allowed.includes(request.method)) return refusal(405, REFUSALS.method, { allow: allowed.join(', ') })
    if (/^\/_serverFn(\/|$)/.test(url.pathname) && !SERVER_FUNCTION.test(url.pathname)) return refusal(404, REFUSALS.notFound)
    const withoutEmpty = request.method === 'GET' ? addressWithoutEmptyValues(url) : undefined
    if (withoutEmpty !== undefined) return redirectTo(withoutEmpty)
    if (draining && url.pathname === '/api/health') {
      return new FastResponse(JSON.stringify({ status: 'draining' }), {
        status: 503,
        headers: { ...BASE_HEADERS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      })
    }
    const context: RequestContext = { clientAddress: clientAddress(request.ip, request.headers.get('x-forwarded-for')) }
    return files(request, async () => {
      const link = dictionaries(url.pathname)
      const page = await renderPage(request, url, link, context)
      // A cached page comes complete with every header and its encoding.
      return page.complete ? page.response : finish(page.response, request.headers.get('accept-encoding') ?? '', link)
    })
  }

  const server = serve({
    hostname: env.host,
    port: env.port,
    // srvx listens exclusively unless asked to share: the processes of a cluster (WEB_PROCESSES,
    // ADR 048) share the port, the kernel handing each connection to one of them.
    reusePort: env.webProcesses > 1,
    silent: true,
    // Shutdown is ours (stop below): srvx's own would close at once, without the draining period.
    gracefulShutdown: false,
    // Bodies larger than this fail as they are read, whatever Content-Length said (chunked uploads).
    maxRequestBodySize: MAX_BODY_BYTES,
    node: {
      // A client gets this long to send its headers, and its whole request; checked every second
      // rather than Node's default 30 s, so a slow-loris connection is cut close to its deadline.
      headersTimeout: env.headersTimeoutMs,
      requestTimeout: env.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
      keepAliveTimeout: 5000,
    },
    async fetch(request) {
      // In flight until the last byte is sent, not until the handler returns: a streamed page or a
      // CSV export goes on after that, and a drain must not exit under it.
      inFlight++
      let counted = true
      const done = () => {
        if (counted) inFlight--
        counted = false
      }
      const socketResponse = request.runtime?.node?.res
      socketResponse?.once('close', done)
      try {
        // The path and query as asked for (not the origin, which is always ours), for the log.
        const path = request.url.replace(/^[a-z]+:\/\/[^/]*/i, '').slice(0, 300)
        const response = await currentRequest.run({ method: request.method, path }, async () => {
          try {
            return await answer(request)
          } catch (error) {
            console.error(`${request.method} ${path} failed:`, error)
            return refusal(500, REFUSALS.failed)
          }
        })
        if (draining) response.headers.set('connection', 'close')
        return response
      } finally {
        if (!socketResponse) done()
      }
    },
  })
  await server.ready()

  return {
    server,
    get inFlight() {
      return inFlight
    },
    startDraining() {
      draining = true
    },
    async stop() {
      await stopListening(server)
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20))
    },
  }
}

/**
 * Stops accepting connections and resolves once every open one has closed. Not
 * http.Server#close, which also drops keep-alive connections it deems idle, including one whose
 * next request has arrived but not been read yet (a busy server): those clients would see a
 * reset. Each connection instead closes after its next response, which says `Connection: close`,
 * or when its keep-alive time runs out.
 */
function stopListening(server: Server): Promise<void> {
  const node = server.node?.server
  if (!node) return server.close()
  return new Promise((resolve) => net.Server.prototype.close.call(node, () => resolve()))
}
