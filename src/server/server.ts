/**
 * The production HTTP server: static files, the page cache, limits, and a drain on shutdown, in
 * front of TanStack Start's fetch handler (dist/server/server.js). Nothing a client sends beyond
 * the path and query changes what is rendered: the origin of every absolute link is configured
 * (PUBLIC_ORIGIN), Host headers are checked against ALLOWED_HOSTS, and the client's address is the
 * socket's peer unless a configured proxy says otherwise (ADR 015).
 */
import { readdirSync } from 'node:fs'
import net from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { FastResponse, type Server, type ServerRequest, serve } from 'srvx'
import { type Locale, localeOfPath } from '../domain/locale.ts'
import { type DictionaryPart, dictionaryChunk, dictionaryPartsFor } from '../domain/dictionary-parts.ts'
import { ThreadPool } from '../threads/pool.ts'
import { installSearchEngine } from '../search/search-runner.ts'
import { selectSearchEngine } from '../search/select-engine.ts'
import { installDocumentRunner } from '../documents/run.ts'
import { clientAddressResolver } from './client-address.ts'
import type { ServerEnv } from './env.ts'
import { PageCache } from './page-cache.ts'
import { pageStage } from './page-stage.ts'
import { BASE_HEADERS, REFUSALS, redirectTo, refusal, withBaseHeaders } from './responses.ts'
import { currentRequest } from './last-resort.ts'
import { staticFiles } from './static-files.ts'
import { PagesFirst, isBulkDownload } from './pages-first.ts'

/** What the app's request handlers receive from this server (see app/start.ts). */
export interface RequestContext {
  /** The visitor's address, as the socket or a trusted proxy reports it. */
  clientAddress: string
  /** Awaited by a bulk download before each piece it writes: pages first (./pages-first.ts). */
  bulkTurn?: () => Promise<void>
}

export type AppHandler = (request: Request, options: { context: RequestContext }) => Response | Promise<Response>

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

/** Longer addresses are refused (the longest real search URL is well under 2,000 characters). */
export const MAX_URL_LENGTH = 4096
/** Request bodies: the analytics beacon and server-function payloads are a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024

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

/** What the stages of one server share: requests in flight, and whether it is draining. */
interface ServerState {
  inFlight: number
  draining: boolean
  /** Pages before bulk downloads on this process's serving thread. */
  pagesFirst: PagesFirst
}

/**
 * A stage of the request pipeline: it answers the request itself, or passes it on (`next`).
 * A request goes through them in order: limits → health → static files → pages (cache, then app).
 */
type Stage = (request: ServerRequest, url: URL, next: () => Promise<Response>) => Response | Promise<Response>

/** Hostile or broken requests are refused before any parsing, without echoing them. */
function limitsStage(env: ServerEnv): Stage {
  const hostAllowed = hostChecker(env.allowedHosts)
  return (request, url, next) => {
    if (request.url.length > MAX_URL_LENGTH) return refusal(414, REFUSALS.tooLong)
    if (!hostAllowed(request.headers.get('host'))) return refusal(400, REFUSALS.unknownHost)
    const declared = request.headers.get('content-length')
    if (declared !== null && !(/^\d{1,12}$/.test(declared) && Number(declared) <= MAX_BODY_BYTES)) {
      // Not read at all: the connection is closed instead of draining a body nobody wants.
      return refusal(413, REFUSALS.tooLarge, { connection: 'close' })
    }
    if (decodedPath(url.pathname) === undefined) return refusal(400, REFUSALS.badAddress)
    const allowed = allowedMethods(url.pathname)
    if (!allowed.includes(request.method)) return refusal(405, REFUSALS.method, { allow: allowed.join(', ') })
    if (/^\/_serverFn(\/|$)/.test(url.pathname) && !SERVER_FUNCTION.test(url.pathname)) return refusal(404, REFUSALS.notFound)
    const withoutEmpty = request.method === 'GET' ? addressWithoutEmptyValues(url) : undefined
    if (withoutEmpty !== undefined) return redirectTo(withoutEmpty)
    return next()
  }
}

/** While draining, health says so (the app's own health answers otherwise). */
function healthStage(state: ServerState): Stage {
  return (_request, url, next) => {
    if (!state.draining || url.pathname !== '/api/health') return next()
    return new FastResponse(JSON.stringify({ status: 'draining' }), {
      status: 503,
      headers: { ...BASE_HEADERS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
}

/** The stages as one handler: each stage's `next` is the one after it; the last answers everything. */
function pipeline(stages: readonly Stage[], last: (request: ServerRequest, url: URL) => Promise<Response>): (request: ServerRequest) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url)
    const run = async (index: number): Promise<Response> => {
      const stage = stages[index]
      return stage ? stage(request, url, () => run(index + 1)) : last(request, url)
    }
    return run(0)
  }
}

/**
 * Searches run on their own threads (ADR 014); each builds its in-memory columns (ADR 008) before
 * the first visitor waits for them. With Solr searching (ADR 030) the threads only read the
 * reader's documents, and build no columns.
 */
async function startThreads(env: ServerEnv, searchWorker: URL | undefined): Promise<void> {
  const { search } = env
  const pool = searchWorker && env.searchThreads > 0 ? new ThreadPool(env.searchThreads, searchWorker, { buildColumns: search.engine === 'embedded', searchBudgetMs: env.searchBudgetMs }) : undefined
  installSearchEngine(selectSearchEngine(search, pool))
  // IIIF, citations and texts are answered on the same threads (issue 33), whichever engine searches.
  installDocumentRunner(pool)
  await pool?.ready
}

/** The HTTP listener: timeouts, body limit, and each request counted in flight until its last byte. */
function listen(env: ServerEnv, state: ServerState, answer: (request: ServerRequest) => Promise<Response>): Server {
  return serve({
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
      state.inFlight++
      let counted = true
      // The path and query as asked for (not the origin, which is always ours), for the log.
      const path = request.url.replace(/^[a-z]+:\/\/[^/]*/i, '').slice(0, 300)
      const pageEnded = isBulkDownload(path) ? undefined : state.pagesFirst.page()
      const done = () => {
        if (counted) state.inFlight--
        counted = false
        pageEnded?.()
      }
      const socketResponse = request.runtime?.node?.res
      socketResponse?.once('close', done)
      try {
        const response = await currentRequest.run({ method: request.method, path }, async () => {
          try {
            return await answer(request)
          } catch (error) {
            console.error(`${request.method} ${path} failed:`, error)
            return refusal(500, REFUSALS.failed)
          }
        })
        if (state.draining) response.headers.set('connection', 'close')
        return response
      } finally {
        if (!socketResponse) done()
      }
    },
  })
}

/** The server, as a pipeline of named stages: threads, app, stages, listener. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { env, distDir } = options
  const clientDir = join(distDir, 'client')
  const app = await loadApp(join(distDir, 'server', 'server.js'))
  await startThreads(env, options.searchWorker)
  const pages = new PageCache({ ttlMs: env.pageCacheTtlMs, maxBytes: env.pageCacheBytes })
  const files = staticFiles(clientDir, (response) => withBaseHeaders(response.headers))
  const state: ServerState = { inFlight: 0, draining: false, pagesFirst: new PagesFirst() }
  const answer = pipeline(
    [limitsStage(env), healthStage(state), (request, _url, next) => files(request, next)],
    pageStage({ env, app, pages, dictionaries: dictionaryPreloads(clientDir), clientAddress: clientAddressResolver(env.trustedProxies), bulkTurn: state.pagesFirst.turn }),
  )
  // The first request opens the store and loads the route modules: done before anyone waits for it.
  await app(new Request(`${env.publicOrigin}/api/health`), { context: { clientAddress: 'startup' } })
  const server = listen(env, state, answer)
  await server.ready()
  return {
    server,
    get inFlight() {
      return state.inFlight
    },
    startDraining() {
      state.draining = true
    },
    async stop() {
      await stopListening(server)
      while (state.inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20))
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
