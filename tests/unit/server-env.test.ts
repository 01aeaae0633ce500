import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { clientAddressResolver } from '#src/server/client-address.ts'
import { EnvError, readServerEnv } from '#src/server/env.ts'

function problems(env: Record<string, string>): string[] {
  try {
    readServerEnv(env)
  } catch (error) {
    if (error instanceof EnvError) return error.problems
    throw error
  }
  return []
}

describe('server environment', () => {
  it('has defaults that serve this machine only, under its own origin', () => {
    const env = readServerEnv({})
    expect(env).toMatchObject({ host: '127.0.0.1', port: 3000, publicOrigin: 'http://127.0.0.1:3000', pageCacheTtlMs: 60_000, trustedProxies: [], analyticsToken: undefined })
    expect(env.allowedHosts).toEqual(['127.0.0.1:3000', 'localhost:3000', '[::1]:3000'])
    expect(env.searchThreads).toBeGreaterThanOrEqual(1)
    expect(env.webProcesses).toBe(1)
  })

  it('shares the cores out among several processes: at least two threads each (ADR 048, 052)', () => {
    const many = readServerEnv({ WEB_PROCESSES: '64' })
    expect(many.webProcesses).toBe(64)
    expect(many.searchThreads).toBe(2)
    expect(readServerEnv({ WEB_PROCESSES: '2' }).searchThreads).toBe(Math.max(2, Math.min(4, Math.floor(availableParallelism() / 2))))
    expect(readServerEnv({ WEB_PROCESSES: '2', SEARCH_THREADS: '3' }).searchThreads).toBe(3)
    expect(problems({ WEB_PROCESSES: '0' })[0]).toMatch(/^WEB_PROCESSES="0": expected a number of server processes/)
    expect(problems({ WEB_PROCESSES: '65' })).toHaveLength(1)
  })

  it('stops on a value it cannot use, naming the variable, the value and what it should be', () => {
    expect(problems({ PAGE_CACHE_TTL_MS: 'abc' })).toEqual(['PAGE_CACHE_TTL_MS="abc": expected milliseconds (0 turns the page cache off): a whole number from 0 to 86400000'])
    expect(problems({ PORT: '70000', SEARCH_THREADS: '-1' })).toHaveLength(2)
    expect(problems({ PUBLIC_ORIGIN: 'https://example.org/path' })[0]).toMatch(/^PUBLIC_ORIGIN="https:\/\/example.org\/path": expected an origin/)
    expect(problems({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toHaveLength(1)
    expect(problems({ TRUSTED_PROXIES: '10.0.0.1,not-an-address' })[0]).toMatch(/^TRUSTED_PROXIES=/)
    expect(problems({ TRUSTED_PROXIES: '10.0.0.0/33' })).toHaveLength(1)
    expect(problems({ ALLOWED_HOSTS: 'evil.example/x' })).toHaveLength(1)
    expect(problems({ ANALYTICS_TOKEN: 'short' })).toHaveLength(1)
    expect(problems({ HEADERS_TIMEOUT_MS: '5' })).toHaveLength(1)
    expect(problems({ HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '20000' })[0]).toMatch(/^HEADERS_TIMEOUT_MS \(60000\) is longer/)
  })

  it('needs PUBLIC_ORIGIN to listen beyond this machine, and then answers only for its host', () => {
    expect(problems({ HOST: '0.0.0.0' })[0]).toMatch(/^PUBLIC_ORIGIN is not set/)
    const env = readServerEnv({ HOST: '0.0.0.0', PORT: '8080', PUBLIC_ORIGIN: 'https://Collections.Example.org/' })
    expect(env.publicOrigin).toBe('https://collections.example.org')
    expect(env.allowedHosts).toEqual(['collections.example.org'])
    expect(readServerEnv({ HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://a.example', ALLOWED_HOSTS: 'a.example, B.example:8443' }).allowedHosts).toEqual(['a.example', 'b.example:8443'])
  })

  it("takes a library's image server over HTTPS (HTTP on this machine only), without query or credentials", () => {
    expect(readServerEnv({}).libraryImageServer).toBeUndefined()
    expect(readServerEnv({ LIBRARY_IMAGE_SERVER: 'https://iiif.example.org/iiif/3/' }).libraryImageServer).toBe('https://iiif.example.org/iiif/3')
    expect(readServerEnv({ LIBRARY_IMAGE_SERVER: 'http://127.0.0.1:8182/iiif/2' }).libraryImageServer).toBe('http://127.0.0.1:8182/iiif/2')
    // The separate image site (issue 19): HTTPS or nothing; unset in the demo, so nothing links to it.
    expect(readServerEnv({}).imageSiteUrl).toBeUndefined()
    expect(readServerEnv({ IMAGE_SITE_URL: 'https://images.example.org/' }).imageSiteUrl).toBe('https://images.example.org')
    for (const bad of ['http://images.example.org', 'images.example.org', 'https://user:pw@images.example.org', 'javascript:alert(1)']) {
      expect(problems({ IMAGE_SITE_URL: bad })[0], bad).toMatch(/^IMAGE_SITE_URL=.*expected the HTTPS address of the image site/)
    }
    for (const bad of ['http://iiif.example.org/iiif/3', 'https://iiif.example.org/iiif/3?x=1', 'https://user:pw@iiif.example.org/', 'javascript:alert(1)', 'iiif.example.org']) {
      expect(problems({ LIBRARY_IMAGE_SERVER: bad })[0], bad).toMatch(/^LIBRARY_IMAGE_SERVER=.*expected the base address of a IIIF Image API server over HTTPS/)
    }
  })
})

describe('client address', () => {
  it('is the socket peer whatever the headers claim, without configured proxies', () => {
    const resolve = clientAddressResolver([])
    expect(resolve('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9')
    expect(resolve('::ffff:203.0.113.9', null)).toBe('203.0.113.9')
    expect(resolve(undefined, '198.51.100.1')).toBe('unknown')
  })

  it('is the first address from the right that is not a trusted proxy', () => {
    const resolve = clientAddressResolver(['10.0.0.0/8', '192.0.2.7', 'loopback'])
    // From the proxy: its X-Forwarded-For names the client.
    expect(resolve('10.1.2.3', '198.51.100.1')).toBe('198.51.100.1')
    // A client's own forged entry sits left of what our proxies appended.
    expect(resolve('10.1.2.3', '6.6.6.6, 198.51.100.1, 192.0.2.7')).toBe('198.51.100.1')
    expect(resolve('127.0.0.1', '198.51.100.1')).toBe('198.51.100.1')
    // Not from a proxy: the header is ignored.
    expect(resolve('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9')
    // Garbage in the chain: the proxy that passed it on answers for it.
    expect(resolve('10.1.2.3', 'not-an-ip')).toBe('10.1.2.3')
    expect(resolve('10.1.2.3', '')).toBe('10.1.2.3')
  })
})
