import { describe, expect, it } from 'vitest'
import { type CachedPage, PageCache, type RenderedPage, nonceOf, withNonce } from '#src/server/page-cache.ts'

const page = (html: string, generation = 'g1', storedAt = 0): RenderedPage => ({ html, nonce: 'OLDnonce+/=', headers: [['content-type', 'text/html']], generation, storedAt })

const text = (cached: CachedPage | undefined) => (cached ? new TextDecoder().decode(withNonce(cached, 'NEW')) : undefined)

describe('page cache', () => {
  it('serves a page until the store changes or the TTL passes', () => {
    const cache = new PageCache({ ttlMs: 1000 })
    cache.set('/a', page('<p>a</p>'))
    expect(text(cache.get('/a', 'g1', 999))).toBe('<p>a</p>')
    expect(cache.get('/a', 'g2', 999)).toBeUndefined()
    cache.set('/a', page('<p>a</p>'))
    expect(cache.get('/a', 'g1', 1001)).toBeUndefined()
    expect(cache.size).toBe(0)
    expect(cache.hits).toBe(1)
    expect(cache.misses).toBe(2)
  })

  it('stays within its byte budget, dropping the least recently used first', () => {
    const cache = new PageCache({ maxBytes: 800 })
    cache.set('/a', page('a'.repeat(90)))
    cache.set('/b', page('b'.repeat(90)))
    cache.get('/a', 'g1', 0)
    for (const key of ['/c', '/d', '/e', '/f', '/g', '/h', '/i', '/j']) cache.set(key, page('x'.repeat(80)))
    expect(cache.bytes).toBeLessThanOrEqual(800)
    expect(cache.size).toBe(9)
    expect(cache.get('/b', 'g1', 0)).toBeUndefined()
    expect(cache.get('/a', 'g1', 0)).toBeDefined()
    // A page too large for the cache is not kept at all.
    cache.set('/huge', page('h'.repeat(101)))
    expect(cache.get('/huge', 'g1', 0)).toBeUndefined()
  })

  it('gives every response its own nonce', () => {
    const cache = new PageCache()
    cache.set('/n', page('<script nonce="OLDnonce+/=">1</script><p>é</p><script nonce="OLDnonce+/=">2</script>'))
    expect(text(cache.get('/n', 'g1', 0))).toBe('<script nonce="NEW">1</script><p>é</p><script nonce="NEW">2</script>')
    expect(nonceOf("default-src 'self'; script-src 'self' 'nonce-abc+/=='; style-src 'self'")).toBe('abc+/==')
    expect(nonceOf("script-src 'self'")).toBeUndefined()
    expect(nonceOf(null)).toBeUndefined()
  })
})
