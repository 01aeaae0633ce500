import { describe, expect, it } from 'vitest'
import { RateLimiter, SECURITY_HEADERS, contentSecurityPolicy, newNonce } from '#src/domain/security.ts'

describe('the security headers', () => {
  it('allow scripts only from the site and with the response nonce, never inline', () => {
    const policy = contentSecurityPolicy('abc123==')
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src')) ?? ''
    expect(scripts).toBe("script-src 'self' 'nonce-abc123=='")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(contentSecurityPolicy(undefined)).toContain("script-src 'self';")
    expect(SECURITY_HEADERS['strict-transport-security']).toMatch(/^max-age=\d+/)
  })

  it('make a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16)
  })
})

describe('the export rate limit', () => {
  it('allows the limit within the window, then says how long to wait, per key', () => {
    const limiter = new RateLimiter(3, 60_000)
    expect([0, 1, 2].map((second) => limiter.take('a', second * 1000))).toEqual([0, 0, 0])
    expect(limiter.take('a', 10_000)).toBe(50)
    expect(limiter.take('b', 10_000)).toBe(0)
    // The first event leaves the window after a minute.
    expect(limiter.take('a', 60_001)).toBe(0)
  })
})
