/**
 * The production server's settings, read from the environment once, at start, through one
 * valibot schema. A value that cannot be used stops the server with a message naming the
 * variable, the value and what it should be: a typo must not silently turn a limit off
 * (`PAGE_CACHE_TTL_MS=abc` used to disable expiry without a word).
 */
import { availableParallelism } from 'node:os'
import { isIP } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import * as v from 'valibot'
import { defaultDatabasePath } from '../store/location.ts'
import { SEARCH_BUDGET_MS } from '../search/query.ts'
import type { WebAddress } from '../domain/site.ts'
import { TEXTS_MAX_BYTES, TEXTS_MAX_UNITS } from '../domain/csv.ts'

/** Addresses that only this machine can reach: a server bound to one may derive its own origin. */
/** Exports a visitor may make a minute unless EXPORTS_PER_MINUTE says otherwise (the help says it: tests/unit/help-claims.test.ts). */
export const DEFAULT_EXPORTS_PER_MINUTE = 10

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1'])

const whole = (what: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `expected ${what}: a whole number from ${min} to ${max}`),
    v.transform(Number),
    v.minValue(min, `expected ${what}: a whole number from ${min} to ${max}`),
    v.maxValue(max, `expected ${what}: a whole number from ${min} to ${max}`),
  )

const list = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  ),
)

/** An origin as visitors type it: http(s), a host, maybe a port; no path, query or credentials. */
const origin = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !value.endsWith('?') && !url.username && !url.password
    } catch {
      return false
    }
  }, 'expected an origin such as https://collections.example.org (scheme and host, no path)'),
  v.transform((value) => new URL(value).origin),
)

/** `host` or `host:port`, as a Host header carries it (IPv6 in brackets). */
const hostPattern = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/i

const hosts = v.pipe(
  list,
  v.check((entries) => entries.every((entry) => hostPattern.test(entry)), 'expected host names separated by commas, e.g. collections.example.org,www.example.org'),
  v.transform((entries) => entries.map((entry) => entry.toLowerCase())),
)

/** An address or a CIDR block of the proxies allowed to say who the client is. */
function isProxyEntry(entry: string): boolean {
  if (entry === 'loopback') return true
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

const proxies = v.pipe(
  list,
  v.check((entries) => entries.every(isProxyEntry), 'expected IP addresses or CIDR blocks separated by commas (e.g. 10.0.0.5,10.1.0.0/16), or loopback'),
)

const path = v.pipe(v.string(), v.trim(), v.minLength(1, 'expected a file path'))

/**
 * A IIIF Image API base: HTTPS (plain HTTP only on this machine, for development), a path, no query,
 * fragment or credentials; without its trailing slash. The reader's deep zoom fetches info.json from
 * it, which the pages' Content-Security-Policy allows over HTTPS only.
 */
const imageServer = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => {
    try {
      const url = new URL(value)
      const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname.replace(/^\[|\]$/g, '')))
      return secure && !url.search && !url.hash && !value.includes('?') && !url.username && !url.password
    } catch {
      return false
    }
  }, 'expected the base address of a IIIF Image API server over HTTPS, e.g. https://iiif.example.org/iiif/3'),
  v.transform((value) => value.replace(/\/+$/, '')),
)

/** The library's separate site for image-based content: an HTTPS address, where links lead and /images redirects. */
const imageSite = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => {
    try {
      const url = new URL(value)
      return url.protocol === 'https:' && !url.username && !url.password
    } catch {
      return false
    }
  }, 'expected the HTTPS address of the image site, e.g. https://images.example.org'),
  v.transform((value): WebAddress => `https://${value.slice('https://'.length).replace(/\/+$/, '')}`),
)

/** SolrCloud nodes to ask (any one answers for the collection): http(s) base URLs ending in /solr, comma-separated. */
const solrUrls = v.pipe(
  list,
  v.minLength(1, 'expected the base URL of at least one Solr node, e.g. http://solr1:8983/solr'),
  v.check(
    (entries) =>
      entries.every((entry) => {
        try {
          const url = new URL(entry)
          return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash && !entry.includes('?') && !url.username && !url.password
        } catch {
          return false
        }
      }),
    'expected Solr node base URLs separated by commas, e.g. http://solr1:8983/solr,http://solr2:8983/solr (no query, no credentials)',
  ),
  v.transform((entries) => entries.map((entry) => entry.replace(/\/+$/, ''))),
)

/** What the environment may hold; every variable optional, defaults applied afterwards. */
const rawSchema = v.object({
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'expected a host name or address to listen on'))),
  PORT: v.optional(whole('a TCP port', 1, 65_535)),
  LIBRARY_DB: v.optional(path),
  LIBRARY_SOURCES: v.optional(path),
  LIBRARY_IMAGES: v.optional(path),
  LIBRARY_IMAGE_SERVER: v.optional(imageServer),
  IMAGE_SITE_URL: v.optional(imageSite),
  ANALYTICS_DB: v.optional(path),
  LISTS_DB: v.optional(path),
  LISTS_PER_HOUR: v.optional(whole('lists a visitor may publish an hour', 1, 10_000)),
  LISTS_PER_DAY: v.optional(whole('lists the whole site may publish a day', 1, 1_000_000)),
  LISTS_ARK_NAAN: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(\d{5,}|none)$/, 'expected the library\'s ARK NAAN (five digits or more, e.g. 12345), or none'))),
  PUBLIC_ORIGIN: v.optional(origin),
  ALLOWED_HOSTS: v.optional(hosts),
  TRUSTED_PROXIES: v.optional(proxies),
  PAGE_CACHE_TTL_MS: v.optional(whole('milliseconds (0 turns the page cache off)', 0, 86_400_000)),
  PAGE_CACHE_MB: v.optional(whole('megabytes', 1, 4096)),
  SEARCH_THREADS: v.optional(whole('a number of search threads (0 searches on the request thread)', 0, 64)),
  WEB_PROCESSES: v.optional(whole('a number of server processes', 1, 64)),
  SEARCH_BUDGET_MS: v.optional(whole('milliseconds', 1, 120_000)),
  SHUTDOWN_DELAY_MS: v.optional(whole('milliseconds', 0, 600_000)),
  EXPORTS_PER_MINUTE: v.optional(whole('exports a minute per visitor', 1, 10_000)),
  // Lower bounds for the texts in bulk (/api/texts) than the spec's 10,000 units and 200 MB, never higher.
  TEXTS_MAX_UNITS: v.optional(whole('units in one download of texts', 1, 10_000)),
  TEXTS_MAX_MB: v.optional(whole('megabytes of text in one download', 1, 200)),
  HEADERS_TIMEOUT_MS: v.optional(whole('milliseconds', 1000, 600_000)),
  REQUEST_TIMEOUT_MS: v.optional(whole('milliseconds', 1000, 600_000)),
  SEARCH_ENGINE: v.optional(v.picklist(['embedded', 'solr'], 'expected embedded (the store\'s own index, the default) or solr')),
  SOLR_URL: v.optional(solrUrls),
  SOLR_COLLECTION: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'expected a Solr collection or alias name (letters, digits, . _ -)'))),
  SOLR_TIMEOUT_MS: v.optional(whole('milliseconds', 100, 120_000)),
  ANALYTICS_TOKEN: v.optional(v.pipe(v.string(), v.regex(/^[\x21-\x7e]{32,}$/, 'expected at least 32 printable characters without spaces'))),
  OAI_ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[^\s@<>"]+@[^\s@<>"]+$/, 'expected an e-mail address, e.g. digital@library.example'))),
  OAI_PAGE_SIZE: v.optional(whole('records a page', 1, 1000)),
})

export interface ServerEnv {
  host: string
  port: number
  libraryDb: string
  /**
   * The folder the imported files are kept in: a page's original OCR file (ALTO, PAGE-XML) is served
   * only from inside it, by real path. Unset: the OCR is offered as text only.
   */
  librarySources: string | undefined
  /** The page scans' IIIF tiles (src/ingest/images.ts): LIBRARY_IMAGES, or `images` beside the store. */
  libraryImages: string
  /**
   * A library's own IIIF Image API server, asked for a page's scan by its path inside
   * LIBRARY_SOURCES (URL-encoded, as Cantaloupe and IIPImage take file identifiers), for pages
   * imported without tiles (`--no-tiles`) whose source names no image service. Unset: not used.
   */
  libraryImageServer: string | undefined
  /**
   * The library's separate site for image-based content (spec §1). Unset (the demo): no page links
   * to it and /images and /postcards are not redirected, since an address that never resolves
   * must not be offered.
   */
  imageSiteUrl: WebAddress | undefined
  analyticsDb: string
  /** The visitors' published lists (ADR 063): a store of their own, which no import replaces. */
  listsDb: string
  /** Lists a visitor may publish an hour, and the whole site a day (429 past either). */
  listsPerHour: number
  listsPerDay: number
  /**
   * The NAAN of the lists' ARKs, resolved at /ark:/{NAAN}/l{id} (ADR 063 and its amendment): a NAAN,
   * 'none' (no list has an ARK), or undefined: the one NAAN the library's records carry, if any.
   */
  listsArkNaan: string | undefined
  /** The origin every absolute link names: canonical, Open Graph, hreflang, sitemap, CSV permalinks. */
  publicOrigin: string
  /** Host headers answered; any other is refused (400), so no page is rendered for a host we are not. */
  allowedHosts: string[]
  /** Proxies whose X-Forwarded-For names the client; empty: the socket's peer is the client. */
  trustedProxies: string[]
  pageCacheTtlMs: number
  pageCacheBytes: number
  searchThreads: number
  /** Processes that render pages (ADR 048): one per core lets a machine's cores share the rendering. */
  webProcesses: number
  /** The time one search may take on its thread before it stops and answers 503 (ADR 051). */
  searchBudgetMs: number
  shutdownDelayMs: number
  exportsPerMinute: number
  /** The texts in bulk (/api/texts): units, and bytes of text, in one download. */
  textsLimits: { units: number; bytes: number }
  headersTimeoutMs: number
  requestTimeoutMs: number
  /** Reading the analytics counts needs this bearer token; without one they cannot be read at all. */
  analyticsToken: string | undefined
  /** Who answers for the OAI-PMH repository (Identify's adminEmail, which the protocol requires). */
  oaiAdminEmail: string
  /** Records a page of OAI-PMH ListRecords gives (ListIdentifiers five times as many). */
  oaiPageSize: number
  /**
   * Which engine answers the searches (ADR 030): the store's own index, or a SolrCloud collection
   * (the store still gives the pages and documents).
   */
  search: { engine: 'embedded' } | { engine: 'solr'; urls: string[]; collection: string; timeoutMs: number }
}

export class EnvError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`The server cannot start with this environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'EnvError'
    this.problems = problems
  }
}

/** A Host header value for `host` on `port` (IPv6 in brackets). */
function hostHeader(host: string, port: number): string {
  return `${isIP(host) === 6 ? `[${host}]` : host}:${port}`
}

/** Parses the variables this server reads; throws EnvError listing every unusable one. */
export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const relevant = Object.fromEntries(Object.keys(rawSchema.entries).flatMap((key) => (source[key] === undefined || source[key] === '' ? [] : [[key, source[key]]])))
  const parsed = v.safeParse(rawSchema, relevant)
  if (!parsed.success) {
    throw new EnvError(
      parsed.issues.map((issue) => {
        const key = v.getDotPath(issue) ?? 'environment'
        const value = source[key]
        return `${key}=${JSON.stringify(value)}: ${issue.message}`
      }),
    )
  }
  const raw = parsed.output
  const host = raw.HOST ?? '127.0.0.1'
  const port = raw.PORT ?? 3000
  const local = LOOPBACK_HOSTS.has(host)
  if (raw.PUBLIC_ORIGIN === undefined && !local) {
    throw new EnvError([
      `PUBLIC_ORIGIN is not set: a server listening on ${host} (reachable from other machines) must be told the origin visitors use, e.g. PUBLIC_ORIGIN=https://collections.example.org`,
    ])
  }
  const headersTimeoutMs = raw.HEADERS_TIMEOUT_MS ?? 10_000
  const requestTimeoutMs = raw.REQUEST_TIMEOUT_MS ?? 30_000
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new EnvError([`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) is longer than REQUEST_TIMEOUT_MS (${requestTimeoutMs}): the headers are part of the request`])
  }
  if (raw.SEARCH_ENGINE === 'solr' && raw.SOLR_URL === undefined) {
    throw new EnvError(['SEARCH_ENGINE=solr needs SOLR_URL: the base URL of one or more Solr nodes, e.g. SOLR_URL=http://solr1:8983/solr,http://solr2:8983/solr'])
  }
  const publicOrigin = raw.PUBLIC_ORIGIN ?? `http://${hostHeader(host, port)}`
  const allowedHosts = raw.ALLOWED_HOSTS ?? [
    new URL(publicOrigin).host,
    // Bound to this machine only: the other names of loopback reach the same server.
    ...(local ? ['localhost', '127.0.0.1', '::1'].map((name) => hostHeader(name, port)) : []),
  ]
  return {
    host,
    port,
    libraryDb: raw.LIBRARY_DB ?? defaultDatabasePath(),
    librarySources: raw.LIBRARY_SOURCES,
    libraryImages: resolve(raw.LIBRARY_IMAGES ?? join(dirname(resolve(raw.LIBRARY_DB ?? defaultDatabasePath())), 'images')),
    libraryImageServer: raw.LIBRARY_IMAGE_SERVER,
    imageSiteUrl: raw.IMAGE_SITE_URL,
    analyticsDb: raw.ANALYTICS_DB ?? 'data/analytics.db',
    listsDb: raw.LISTS_DB ?? 'data/lists.db',
    listsPerHour: raw.LISTS_PER_HOUR ?? 20,
    listsPerDay: raw.LISTS_PER_DAY ?? 2000,
    listsArkNaan: raw.LISTS_ARK_NAAN,
    publicOrigin,
    allowedHosts: [...new Set(allowedHosts)],
    trustedProxies: raw.TRUSTED_PROXIES ?? [],
    pageCacheTtlMs: raw.PAGE_CACHE_TTL_MS ?? 60_000,
    pageCacheBytes: (raw.PAGE_CACHE_MB ?? 64) * 1024 * 1024,
    // The machine's cores shared out among the processes: several processes with a thread per core
    // each would search on twice as many threads as there are cores (ADR 048). At least two a
    // process (ADR 052): the heavy lanes (PDFs, texts) never take the last one, so readers,
    // citations and manifests always have a thread.
    searchThreads: raw.SEARCH_THREADS ?? Math.max(2, Math.min(4, Math.floor(availableParallelism() / (raw.WEB_PROCESSES ?? 1)))),
    webProcesses: raw.WEB_PROCESSES ?? 1,
    searchBudgetMs: raw.SEARCH_BUDGET_MS ?? SEARCH_BUDGET_MS,
    shutdownDelayMs: raw.SHUTDOWN_DELAY_MS ?? 2000,
    exportsPerMinute: raw.EXPORTS_PER_MINUTE ?? DEFAULT_EXPORTS_PER_MINUTE,
    textsLimits: { units: raw.TEXTS_MAX_UNITS ?? TEXTS_MAX_UNITS, bytes: raw.TEXTS_MAX_MB === undefined ? TEXTS_MAX_BYTES : raw.TEXTS_MAX_MB * 1_000_000 },
    headersTimeoutMs,
    requestTimeoutMs,
    analyticsToken: raw.ANALYTICS_TOKEN,
    // The protocol requires an address; without one configured, the public host's webmaster.
    oaiAdminEmail: raw.OAI_ADMIN_EMAIL ?? `webmaster@${new URL(publicOrigin).hostname}`,
    oaiPageSize: raw.OAI_PAGE_SIZE ?? 100,
    search:
      raw.SEARCH_ENGINE === 'solr' && raw.SOLR_URL !== undefined
        ? { engine: 'solr', urls: raw.SOLR_URL, collection: raw.SOLR_COLLECTION ?? 'library', timeoutMs: raw.SOLR_TIMEOUT_MS ?? 10_000 }
        : { engine: 'embedded' },
  }
}

let current: ServerEnv | undefined

/**
 * The settings of this process, parsed on first use. The server reads them before it listens
 * (so a bad value stops it there); the app's server code reads the same values through here.
 */
export function serverEnv(): ServerEnv {
  current ??= readServerEnv()
  return current
}
