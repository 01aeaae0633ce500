/**
 * A short-lived cache of rendered pages (ADR 011). Pages are the same for
 * every visitor (no accounts; consent and history live in the browser), so
 * the server renders a URL once and serves the HTML again until the store
 * changes or a minute passes. Each page carries the nonce of the response it
 * was rendered for; a hit swaps in a fresh nonce, so every response still has
 * its own (ADR 009).
 */
/** A page as rendered: its HTML and the nonce in it. */
export interface RenderedPage {
  html: string
  nonce: string
  headers: [string, string][]
  generation: string
  storedAt: number
}

/**
 * A page as kept: its UTF-8 bytes cut at every occurrence of its nonce, so a hit
 * joins buffers around a fresh nonce instead of searching and re-encoding the text.
 */
export interface CachedPage {
  segments: Buffer[]
  bytes: number
  headers: [string, string][]
  generation: string
  storedAt: number
}

export interface PageCacheOptions {
  maxBytes?: number
  ttlMs?: number
}

export class PageCache {
  readonly #pages = new Map<string, CachedPage>()
  readonly #maxBytes: number
  readonly #ttlMs: number
  #bytes = 0
  hits = 0
  misses = 0

  constructor({ maxBytes = 64 * 1024 * 1024, ttlMs = 60_000 }: PageCacheOptions = {}) {
    this.#maxBytes = maxBytes
    this.#ttlMs = ttlMs
  }

  get size(): number {
    return this.#pages.size
  }

  get bytes(): number {
    return this.#bytes
  }

  /** The page for `key` if it was rendered from the same store generation within the TTL. */
  get(key: string, generation: string, now: number): CachedPage | undefined {
    const page = this.#pages.get(key)
    if (!page || page.generation !== generation || now - page.storedAt > this.#ttlMs) {
      if (page) this.#delete(key, page)
      this.misses++
      return undefined
    }
    // Least recently used goes first: re-inserting moves the key to the end.
    this.#pages.delete(key)
    this.#pages.set(key, page)
    this.hits++
    return page
  }

  set(key: string, rendered: RenderedPage): void {
    const segments = rendered.html.split(rendered.nonce).map((part) => Buffer.from(part))
    const size = segments.reduce((sum, segment) => sum + segment.length, 0)
    if (size > this.#maxBytes / 8) return
    const page: CachedPage = { segments, bytes: size, headers: rendered.headers, generation: rendered.generation, storedAt: rendered.storedAt }
    const old = this.#pages.get(key)
    if (old) this.#delete(key, old)
    this.#pages.set(key, page)
    this.#bytes += size
    for (const [oldest, entry] of this.#pages) {
      if (this.#bytes <= this.#maxBytes) break
      this.#delete(oldest, entry)
    }
  }

  clear(): void {
    this.#pages.clear()
    this.#bytes = 0
  }

  #delete(key: string, page: CachedPage): void {
    this.#pages.delete(key)
    this.#bytes -= page.bytes
  }
}

/** The nonce a Content-Security-Policy names, if any. */
export function nonceOf(policy: string | null): string | undefined {
  return policy ? /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] : undefined
}

/** The page with a new nonce where the old one was: 128 random bits, so it appeared nowhere else by chance. */
export function withNonce(page: CachedPage, nonce: string): Uint8Array<ArrayBuffer> {
  const fresh = Buffer.from(nonce)
  const out = new Uint8Array(page.bytes + fresh.length * (page.segments.length - 1))
  let offset = 0
  for (const [index, segment] of page.segments.entries()) {
    if (index > 0) {
      out.set(fresh, offset)
      offset += fresh.length
    }
    out.set(segment, offset)
    offset += segment.length
  }
  return out
}
