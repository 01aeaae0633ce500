/**
 * The security headers every response carries (issue 6), in one place so the
 * app's middleware, the static file server and the tests agree.
 */

/**
 * The Content-Security-Policy of a page. Scripts: our own files and inline
 * scripts carrying this response's nonce (the router's hydration data), no
 * 'unsafe-inline'. Styles allow inline because React renders style attributes
 * (word boxes over page images) and Radix positions popovers with them. Page
 * images may come from any IIIF image server over HTTPS, and the deep zoom reads
 * such a server's info.json (ADR 024): connections to HTTPS servers open no
 * channel that images from them did not already, and scripts stay nonce-only.
 */
export function contentSecurityPolicy(nonce: string | undefined): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self' https:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
}

/** A nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/**
 * At most `limit` events per key in any `windowMs`: a sliding log per key,
 * pruned as it goes. `take` answers 0 when the event is allowed, else the
 * seconds to wait.
 */
export class RateLimiter {
  private readonly events = new Map<string, number[]>()
  private readonly limit: number
  private readonly windowMs: number
  constructor(limit: number, windowMs: number) {
    this.limit = limit
    this.windowMs = windowMs
  }

  /** The wait in seconds before `key` may take again, 0 when it may now; nothing is taken. */
  peek(key: string, now: number): number {
    const recent = (this.events.get(key) ?? []).filter((time) => now - time < this.windowMs)
    return recent.length >= this.limit ? Math.max(1, Math.ceil((this.windowMs - (now - (recent[0] ?? now))) / 1000)) : 0
  }

  take(key: string, now: number): number {
    const recent = (this.events.get(key) ?? []).filter((time) => now - time < this.windowMs)
    if (recent.length >= this.limit) {
      this.events.set(key, recent)
      return Math.max(1, Math.ceil((this.windowMs - (now - (recent[0] ?? now))) / 1000))
    }
    recent.push(now)
    this.events.set(key, recent)
    // Keys with nothing recent are forgotten, so the map stays as small as the current traffic.
    if (this.events.size > 10_000) {
      for (const [other, times] of this.events) if (times.every((time) => now - time >= this.windowMs)) this.events.delete(other)
    }
    return 0
  }

  /**
   * Counts `count` more for `key` without asking: what an answer turned out to cost beyond the one
   * taken for it (a large PDF, issue 48). The next takes wait until they have left the window.
   */
  charge(key: string, now: number, count: number): void {
    if (count <= 0) return
    const recent = (this.events.get(key) ?? []).filter((time) => now - time < this.windowMs)
    for (let index = 0; index < count; index += 1) recent.push(now)
    this.events.set(key, recent)
  }
}
