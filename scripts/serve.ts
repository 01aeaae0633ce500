/**
 * The production server: static files from dist/client, everything else
 * through TanStack Start's fetch handler. Kept small and dependency-light so
 * headers, caching and shutdown stay under our control.
 */
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { constants, createBrotliCompress } from 'node:zlib'
import { serve } from 'srvx'
import { BUILD_DIR, LATEST_PATH } from '../src/domain/build-info.ts'
import { RateLimiter, SECURITY_HEADERS, contentSecurityPolicy } from '../src/domain/security.ts'

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
function pickEncoding(acceptEncoding: string, offered: { br: boolean; gzip: boolean }): 'br' | 'gzip' | undefined {
  const accepts = (name: string) => new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`).test(acceptEncoding)
  if (offered.br && accepts('br')) return 'br'
  if (offered.gzip && accepts('gzip')) return 'gzip'
  return undefined
}

function staticResponse(request: Request, pathname: string, file: StaticFile): Response {
  const encoding = pickEncoding(request.headers.get('accept-encoding') ?? '', { br: file.br !== undefined, gzip: file.gzip !== undefined })
  const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.raw
  const headers = new Headers({
    'content-type': file.type,
    'cache-control': cacheControl(pathname),
    etag: file.etag,
    vary: 'Accept-Encoding',
  })
  if (encoding) headers.set('content-encoding', encoding)
  if (request.headers.get('if-none-match') === file.etag) {
    return withBaseHeaders(new Response(null, { status: 304, headers }))
  }
  headers.set('content-length', String(body?.length ?? 0))
  return withBaseHeaders(new Response(request.method === 'HEAD' ? null : body, { headers }))
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

export async function startServer(options: { host: string; port: number }) {
  const handler = await loadHandler()
  // Builds the in-memory search columns before the first visitor waits for them (ADR 008).
  await handler(new Request(`http://${options.host}:${options.port}/api/health`))
  const server = serve({
    hostname: options.host,
    port: options.port,
    silent: true,
    async fetch(request) {
      // Hostile or broken addresses: refused before any parsing, without echoing them.
      if (request.url.length > MAX_URL_LENGTH) {
        return withBaseHeaders(new Response(TOO_LONG, { status: 414, headers: { 'content-type': 'text/plain; charset=utf-8' } }))
      }
      const url = new URL(request.url)
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
      return withBaseHeaders(await handler(request), request.headers.get('accept-encoding') ?? '')
    },
  })
  await server.ready()
  return server
}

/** Serves on HOST:PORT (default 127.0.0.1:3000) until SIGTERM or SIGINT. */
export async function serveFromEnv(): Promise<void> {
  const host = process.env.HOST ?? '127.0.0.1'
  const port = Number(process.env.PORT ?? 3000)
  const server = await startServer({ host, port })
  console.log(`The digital library is served on http://${host}:${port}`)
  const shutdown = () => {
    void server.close().then(() => process.exit(0))
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}

if (import.meta.main) await serveFromEnv()
