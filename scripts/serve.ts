/**
 * The production server: static files from dist/client, everything else
 * through TanStack Start's fetch handler. Kept small and dependency-light so
 * headers, caching and shutdown stay under our control.
 */
import { createHash } from 'node:crypto'
import net from 'node:net'
import { readdirSync, statSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, gzip } from 'node:zlib'
import { FastResponse, type Server, type ServerRequest, serve } from 'srvx'
import { BUILD_DIR, LATEST_PATH } from '../src/domain/build-info.ts'
import { type Locale, localeFromCookieHeader, localeOfPath, localeRedirectTarget } from '../src/domain/locale.ts'
import { SearchPool } from '../src/search/search-pool.ts'
import { installSearchRunner } from '../src/search/search-runner.ts'
import { RateLimiter, SECURITY_HEADERS, contentSecurityPolicy, newNonce } from '../src/domain/security.ts'
import { type CachedPage, PageCache, nonceOf, withNonce } from '../src/server/page-cache.ts'
import { defaultDatabasePath } from '../src/store/location.ts'

const root = resolve(import.meta.dirname, '..')
const clientDir = join(root, 'dist', 'client')
const serverEntry = join(root, 'dist', 'server', 'server.js')

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
}

/** Headers every response carries; the full policy (CSP, HSTS) comes with issue 6. */
// Every response, static files included; pages add their own CSP with a nonce (app/start.ts).
const BASE_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  'content-security-policy': contentSecurityPolicy(undefined),
}

/** Longer addresses are refused with 414 (the longest real search URL is well under 2,000 characters). */
const MAX_URL_LENGTH = 4096
const TOO_LONG = [
  'This address is too long (at most 4,096 characters).',
  'Diese Adresse ist zu lang (höchstens 4.096 Zeichen).',
  'Cette adresse est trop longue (4 096 caractères au plus).',
  '',
].join('\n')

/** CSV exports per visitor (by IP): each reads up to 1,000 results. */
const exportLimiter = new RateLimiter(10, 60_000)
const TOO_MANY_EXPORTS = [
  'Too many exports: at most 10 a minute. Please try again shortly.',
  'Zu viele Exporte: höchstens 10 pro Minute. Bitte gleich noch einmal versuchen.',
  'Trop d’exports : 10 par minute au plus. Réessayez dans un instant.',
  '',
].join('\n')

type FetchHandler = (request: Request) => Response | Promise<Response>

function isFetchHandler(value: unknown): value is FetchHandler {
  return typeof value === 'function'
}

async function loadHandler(): Promise<FetchHandler> {
  // React and the router pick their production builds from NODE_ENV at import time; the development
  // builds render several times slower and carry checks no visitor needs.
  process.env.NODE_ENV ??= 'production'
  const mod: unknown = await import(pathToFileURL(serverEntry).href)
  if (typeof mod === 'object' && mod !== null && 'default' in mod) {
    const entry: unknown = mod.default
    if (typeof entry === 'object' && entry !== null && 'fetch' in entry && isFetchHandler(entry.fetch)) {
      const fetchFn = entry.fetch
      return (request) => fetchFn(request)
    }
  }
  throw new Error(`${serverEntry} does not export a fetch handler; run npm run build`)
}

interface StaticFile {
  type: string
  raw: Uint8Array<ArrayBuffer>
  br: Uint8Array<ArrayBuffer> | undefined
  gzip: Uint8Array<ArrayBuffer> | undefined
  etag: string
}

async function readOptional(path: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    return new Uint8Array(await readFile(path))
  } catch {
    return undefined
  }
}

/**
 * Files under dist/client, held in memory after their first request with
 * their precompressed twins (scripts/precompress.ts): the client build is a
 * few hundred KB, and a static request then costs no disk read and no
 * compression. Misses are remembered too, so a flood of invented paths
 * cannot make the server stat the disk for each (bounded).
 */
const staticCache = new Map<string, StaticFile | null>()
const MAX_REMEMBERED_MISSES = 10_000
let rememberedMisses = 0

/** The file a static request names, or undefined; never a path outside dist/client. */
async function staticFile(pathname: string): Promise<StaticFile | undefined> {
  const cached = staticCache.get(pathname)
  if (cached !== undefined) return cached ?? undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  if (decoded.includes('\0') || !extname(decoded)) return undefined
  const path = normalize(join(clientDir, decoded))
  if (!path.startsWith(clientDir + sep)) return undefined
  let file: StaticFile | null = null
  try {
    if ((await stat(path)).isFile()) {
      const raw = new Uint8Array(await readFile(path))
      file = {
        type: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        raw,
        br: await readOptional(`${path}.br`),
        gzip: await readOptional(`${path}.gz`),
        etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"`,
      }
    }
  } catch {
    file = null
  }
  if (file || rememberedMisses < MAX_REMEMBERED_MISSES) {
    if (!file) rememberedMisses++
    staticCache.set(pathname, file)
  }
  return file ?? undefined
}

/** The best encoding the client accepts among those on offer: brotli, then gzip. */
/** An Accept-Encoding entry for `name` whose q is not 0; built once, not per request. */
const accepting = (name: string) => new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`)
const ACCEPTS_BR = accepting('br')
const ACCEPTS_GZIP = accepting('gzip')

function pickEncoding(acceptEncoding: string, offered: { br: boolean; gzip: boolean }): 'br' | 'gzip' | undefined {
  if (offered.br && ACCEPTS_BR.test(acceptEncoding)) return 'br'
  if (offered.gzip && ACCEPTS_GZIP.test(acceptEncoding)) return 'gzip'
  return undefined
}

function staticResponse(request: Request, pathname: string, file: StaticFile): Response {
  const encoding = pickEncoding(request.headers.get('accept-encoding') ?? '', { br: file.br !== undefined, gzip: file.gzip !== undefined })
  const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.raw
  const headers: Record<string, string> = {
    ...BASE_HEADERS,
    'content-type': file.type,
    'cache-control': cacheControl(pathname),
    etag: file.etag,
    vary: 'Accept-Encoding',
  }
  if (encoding) headers['content-encoding'] = encoding
  if (request.headers.get('if-none-match') === file.etag) return new FastResponse(null, { status: 304, headers })
  headers['content-length'] = String(body?.length ?? 0)
  return new FastResponse(request.method === 'HEAD' ? null : (body ?? null), { headers })
}

/**
 * Vite puts content hashes in the names of everything under /assets, and a
 * build id names every /_build file but latest.json, which open pages poll.
 */
function cacheControl(pathname: string): string {
  if (pathname === LATEST_PATH) return 'no-cache'
  if (pathname.startsWith('/assets/') || pathname.startsWith(`${BUILD_DIR}/`)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

/** Text worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|opensearchdescription\+xml|manifest\+json)|image\/svg\+xml)/

/** Brotli for streamed responses: a fast level, flushed at every chunk so SSR still streams. */
function brotliStream(): TransformStream<Uint8Array, Uint8Array> {
  const brotli = createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
  return new TransformStream({
    start(controller) {
      brotli.on('data', (chunk: Buffer) => {
        try {
          controller.enqueue(new Uint8Array(chunk))
        } catch {
          // The client went away and the stream was cancelled: stop compressing for it.
          brotli.destroy()
        }
      })
      brotli.on('error', (error) => controller.error(error))
    },
    transform(chunk) {
      return new Promise((resolve, reject) => brotli.write(chunk, (error) => (error ? reject(error) : resolve())))
    },
    flush() {
      return new Promise((resolve) => {
        brotli.once('end', resolve)
        brotli.end()
      })
    },
  })
}

function withBaseHeaders(response: Response, acceptEncoding = ''): Response {
  // Redirects made with Response.redirect() have immutable headers: copy first.
  const headers = new Headers(response.headers)
  for (const [name, value] of Object.entries(BASE_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value)
  }
  const encoding =
    response.body !== null && COMPRESSIBLE.test(headers.get('content-type') ?? '') && !headers.has('content-encoding')
      ? pickEncoding(acceptEncoding, { br: true, gzip: true })
      : undefined
  if (!encoding || !response.body) return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  headers.append('vary', 'Accept-Encoding')
  const body = response.body.pipeThrough(encoding === 'br' ? brotliStream() : new CompressionStream('gzip'))
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * The dictionary chunk of each language (named by vite.config.ts). The browser loads the page's
 * dictionary before it hydrates; announced in a Link header, it downloads beside the app's chunk
 * instead of after it has run (one round trip less before the page responds on a slow network).
 */
function dictionaryPreloads(): Partial<Record<Locale, string>> {
  const links: Partial<Record<Locale, string>> = {}
  try {
    for (const name of readdirSync(join(clientDir, 'assets'))) {
      const locale = /^i18n-(en|de|fr)-[\w-]+\.js$/.exec(name)?.[1]
      if (locale === 'en' || locale === 'de' || locale === 'fr') links[locale] = `</assets/${name}>; rel=modulepreload`
    }
  } catch {
    // No client build: nothing to announce.
  }
  return links
}
const DICTIONARY_PRELOADS = dictionaryPreloads()

/** Requests being answered now, and whether the server is shutting down (see serveFromEnv). */
let inFlight = 0
let draining = false

/** Rendered pages, reused until the store changes or a minute passes (src/server/page-cache.ts, ADR 011). */
const PAGE_CACHE_TTL_MS = Number(process.env.PAGE_CACHE_TTL_MS ?? 60_000)
const pageCache = new PageCache({ ttlMs: PAGE_CACHE_TTL_MS })

/**
 * Which store the pages were rendered from: the importer swaps in a new file
 * (new mtime) when it commits. Looked up at most every 250 ms, not on every
 * cached page: a swap shows within a quarter of a second.
 */
let lastStoreCheck = { value: '', checkedAt: -Infinity }
function storeGeneration(now: number): string {
  if (now - lastStoreCheck.checkedAt < 250) return lastStoreCheck.value
  let value = 'none'
  try {
    const info = statSync(defaultDatabasePath())
    value = `${info.mtimeMs}:${info.size}`
  } catch {
    // No store yet: the pages show their empty states.
  }
  lastStoreCheck = { value, checkedAt: now }
  return value
}

/** The cache key of a page request, or undefined for what must always reach the app. */
function pageCacheKey(request: Request, url: URL): string | undefined {
  if (request.method !== 'GET') return undefined
  if (/^\/(api|_serverFn|_build)(\/|$)/.test(url.pathname)) return undefined
  // A visitor whose language cookie sends this URL elsewhere gets the redirect from the app.
  if (localeRedirectTarget(url.pathname, url.search, localeFromCookieHeader(request.headers.get('cookie')))) return undefined
  // The full URL: the page's canonical and Open Graph links name its origin.
  return request.url
}

const compressBrotli = promisify(brotliCompress)
const compressGzip = promisify(gzip)

/**
 * A page from the cache, answered without the app and without web streams: its HTML is
 * complete, so it is compressed in one call on libuv's thread pool (brotli at the same
 * quality as streamed pages), and srvx writes the bytes straight to the socket. This is
 * most of the difference between a cached page and a static file (ADR 011).
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
  const encoding = pickEncoding(acceptEncoding, { br: true, gzip: true })
  if (!encoding) return new FastResponse(html, { status: 200, headers })
  const body =
    encoding === 'br' ? await compressBrotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : await compressGzip(html)
  headers.push(['content-encoding', encoding], ['vary', 'Accept-Encoding'])
  return new FastResponse(new Uint8Array(body), { status: 200, headers })
}

/**
 * Pages being rendered for the cache, by key: a request for the same page meanwhile waits for
 * that one and is answered from the cache, instead of rendering it (and searching) once more.
 */
const rendering = new Map<string, Promise<void>>()
const COALESCE_WAIT_MS = 10_000

async function renderPage(handler: FetchHandler, request: Request, url: URL, link: string | undefined): Promise<{ response: Response; complete: boolean }> {
  const key = pageCacheKey(request, url)
  const now = Date.now()
  const generation = key ? storeGeneration(now) : ''
  const cached = key ? pageCache.get(key, generation, now) : undefined
  const acceptEncoding = request.headers.get('accept-encoding') ?? ''
  if (cached) return { response: await cachedPageResponse(cached, acceptEncoding, link), complete: true }
  const inFlight = key ? rendering.get(key) : undefined
  if (key && inFlight) {
    // Bounded: a render that hangs must not take the requests waiting for it along.
    let timer: NodeJS.Timeout | undefined
    await Promise.race([inFlight, new Promise((resolve) => (timer = setTimeout(resolve, COALESCE_WAIT_MS)))])
    clearTimeout(timer)
    const later = Date.now()
    const page = pageCache.get(key, storeGeneration(later), later)
    if (page) return { response: await cachedPageResponse(page, acceptEncoding, link), complete: true }
  }
  let release = () => {}
  if (key && PAGE_CACHE_TTL_MS > 0 && !rendering.has(key)) {
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
    response = await handler(request)
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
    .then((html) => pageCache.set(key, { html, nonce, headers, generation, storedAt: Date.now() }))
    .catch(() => {})
    .finally(release)
  const out = new Headers(response.headers)
  out.set('x-page-cache', 'miss')
  return { response: new Response(forVisitor, { status: response.status, statusText: response.statusText, headers: out }), complete: false }
}

export async function startServer(options: { host: string; port: number }) {
  const handler = await loadHandler()
  // Searches run on their own threads (ADR 014); each builds its in-memory columns (ADR 008)
  // before the first visitor waits for them.
  // SEARCH_THREADS: how many (default: one per core, at most 4); 0 searches on the request thread.
  const threads = process.env.SEARCH_THREADS === undefined ? undefined : Number(process.env.SEARCH_THREADS)
  if (threads !== 0) {
    const pool = threads !== undefined && Number.isInteger(threads) && threads > 0 ? new SearchPool(threads) : new SearchPool()
    installSearchRunner(pool)
    await pool.ready
  }
  await handler(new Request(`http://${options.host}:${options.port}/api/health`))
  const server = serve({
    hostname: options.host,
    port: options.port,
    silent: true,
    // Shutdown is ours (serveFromEnv): srvx's own would close at once, without the draining period.
    gracefulShutdown: false,
    async fetch(request) {
      inFlight++
      try {
        const response = await answer(request)
        if (draining) response.headers.set('connection', 'close')
        return response
      } finally {
        inFlight--
      }
    },
  })
  async function answer(request: ServerRequest): Promise<Response> {
    // Hostile or broken addresses: refused before any parsing, without echoing them.
    if (request.url.length > MAX_URL_LENGTH) {
      return withBaseHeaders(new Response(TOO_LONG, { status: 414, headers: { 'content-type': 'text/plain; charset=utf-8' } }))
    }
    const url = new URL(request.url)
    if (draining && url.pathname === '/api/health') {
      return withBaseHeaders(
        new Response(JSON.stringify({ status: 'draining' }), { status: 503, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } }),
      )
    }
    if (url.pathname === '/api/export') {
      const wait = exportLimiter.take(request.ip ?? 'unknown', Date.now())
      if (wait > 0) {
        return withBaseHeaders(
          new Response(TOO_MANY_EXPORTS, { status: 429, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(wait) } }),
        )
      }
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const file = await staticFile(url.pathname)
      if (file) return staticResponse(request, url.pathname, file)
    }
    const dictionary = DICTIONARY_PRELOADS[localeOfPath(url.pathname)]
    const page = await renderPage(handler, request, url, dictionary)
    // A cached page comes complete with every header and its encoding.
    if (page.complete) return page.response
    const response = withBaseHeaders(page.response, request.headers.get('accept-encoding') ?? '')
    if (dictionary && (response.headers.get('content-type') ?? '').startsWith('text/html')) response.headers.append('link', dictionary)
    return response
  }
  await server.ready()
  return server
}

/**
 * Stops accepting connections and resolves once every open one has closed.
 * Not http.Server#close, which also drops keep-alive connections it deems
 * idle, including one whose next request has arrived but not been read yet
 * (a busy server): those clients would see a reset. Each connection instead
 * closes after its next response, which says `Connection: close`, or when
 * its keep-alive time runs out.
 */
function stopListening(server: Server): Promise<void> {
  const node = server.node?.server
  if (!node) return server.close()
  return new Promise((resolve) => net.Server.prototype.close.call(node, () => resolve()))
}

/**
 * Serves on HOST:PORT (default 127.0.0.1:3000) until SIGTERM or SIGINT, then
 * drains: /api/health answers 503 "draining" so a load balancer stops sending
 * visitors, responses ask clients to close their connections, and after
 * SHUTDOWN_DELAY_MS (default 2 s, for the balancer to notice) the server stops
 * accepting and waits for requests in flight (at most 30 s) before exiting 0.
 */
export async function serveFromEnv(): Promise<void> {
  const host = process.env.HOST ?? '127.0.0.1'
  const port = Number(process.env.PORT ?? 3000)
  const server = await startServer({ host, port })
  console.log(`The digital library is served on http://${host}:${port}`)
  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    draining = true
    const delay = Number(process.env.SHUTDOWN_DELAY_MS ?? 2000)
    console.log(`${signal}: draining (${inFlight} requests in flight), closing in ${delay} ms`)
    const force = setTimeout(() => {
      console.error(`still ${inFlight} requests in flight after 30 s: exiting anyway`)
      process.exit(1)
    }, delay + 30_000)
    force.unref()
    setTimeout(() => {
      void stopListening(server).then(async () => {
        while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20))
        console.log('drained: every request answered')
        process.exit(0)
      })
    }, delay)
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

if (import.meta.main) await serveFromEnv()
