import { describe, expect, it } from 'vitest'
import { mayReload, payloadPath, recordReload, RELOAD_GUARD_MS } from '#src/domain/build-info.ts'
import {
  ACCEPT_ALL,
  REFUSE_ALL,
  analyticsPath,
  consentCookie,
  consentFromCookies,
  decodeConsent,
  encodeConsent,
} from '#src/domain/consent.ts'
import { MAX_CONCURRENT_PREFETCHES, PrefetchQueue, prefetchAllowed } from '#src/domain/prefetch.ts'

describe('consent', () => {
  it('round-trips every choice; essential is always on', () => {
    for (const optional of [true, false]) {
      for (const analytics of [true, false]) {
        const consent = { essential: true as const, optional, analytics }
        expect(decodeConsent(encodeConsent(consent))).toEqual(consent)
      }
    }
    expect(encodeConsent(ACCEPT_ALL)).toBe('1.o1a1')
    expect(encodeConsent(REFUSE_ALL)).toBe('1.o0a0')
  })

  it('treats a missing or tampered cookie as no choice yet', () => {
    expect(consentFromCookies(undefined)).toBeUndefined()
    expect(consentFromCookies('lang=en')).toBeUndefined()
    expect(consentFromCookies('library_consent=1.o1a2')).toBeUndefined()
    expect(consentFromCookies('library_consent=yes')).toBeUndefined()
    expect(consentFromCookies('lang=de; library_consent=1.o0a1')).toEqual({ essential: true, optional: false, analytics: true })
  })

  it('stores the choice for a year, site-wide, SameSite=Lax', () => {
    expect(consentCookie(REFUSE_ALL, false)).toBe('library_consent=1.o0a0; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(consentCookie(ACCEPT_ALL, true)).toBe('library_consent=1.o1a1; Max-Age=31536000; Path=/; SameSite=Lax; Secure')
  })

  it('reports paths only: no query, no hash, nothing that is not a path', () => {
    expect(analyticsPath('/en/search?q=secret')).toBe('/en/search')
    expect(analyticsPath('/de/periodicals/luxwort#x')).toBe('/de/periodicals/luxwort')
    expect(analyticsPath('//evil.example/')).toBeUndefined()
    expect(analyticsPath('https://evil.example/')).toBeUndefined()
    expect(analyticsPath('/<script>')).toBeUndefined()
    expect(analyticsPath(42)).toBeUndefined()
    expect(analyticsPath(`/${'a'.repeat(400)}`)).toBeUndefined()
  })
})

describe('build updates', () => {
  it('names payload files by build, language and path', () => {
    expect(payloadPath('abc123', 'en', '/support/about')).toBe('/_build/abc123/payload/en/support/about.json')
    expect(payloadPath('abc123', 'fr', '/')).toBe('/_build/abc123/payload/fr/index.json')
  })

  it('never reloads the same path twice within 10 seconds', () => {
    let log = recordReload({}, '/en/search', 1_000)
    expect(mayReload(log, '/en/search', 1_000 + RELOAD_GUARD_MS - 1)).toBe(false)
    expect(mayReload(log, '/en/periodicals', 1_001)).toBe(true)
    expect(mayReload(log, '/en/search', 1_000 + RELOAD_GUARD_MS)).toBe(true)
    // Old entries are dropped as new ones are recorded.
    log = recordReload(log, '/en/periodicals', 1_000 + RELOAD_GUARD_MS + 5)
    expect(Object.keys(log)).toEqual(['/en/periodicals'])
    // A clock set back does not lock a path out.
    expect(mayReload({ '/x': 50_000 }, '/x', 10_000)).toBe(true)
  })
})

describe('prefetch', () => {
  it('is off with Save-Data and on 2G connections', () => {
    expect(prefetchAllowed(undefined)).toBe(true)
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true)
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false)
  })

  it('runs at most 5 prefetches at once, each key once, newest first', async () => {
    const queue = new PrefetchQueue()
    const started: string[] = []
    const finish: (() => void)[] = []
    const task = (key: string) => () =>
      new Promise<void>((resolve) => {
        started.push(key)
        finish.push(resolve)
      })
    for (let i = 0; i < 12; i++) queue.add(`k${i}`, task(`k${i}`))
    queue.add('k3', task('again'))
    expect(queue.running).toBe(MAX_CONCURRENT_PREFETCHES)
    expect(started).toEqual(['k0', 'k1', 'k2', 'k3', 'k4'])
    while (finish.length > 0) {
      finish.shift()?.()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    expect(started).toHaveLength(12)
    expect(started.slice(5, 7)).toEqual(['k11', 'k10'])
    expect(queue.peak).toBe(MAX_CONCURRENT_PREFETCHES)
    expect(queue.running).toBe(0)
  })
})
