import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AnalyticsStore, MAX_PATHS_PER_DAY, OTHER_PATHS } from '#src/store/analytics.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'analytics-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('analytics store', () => {
  it('keeps daily counts per path on disk, and nothing else', () => {
    const path = join(dir, 'nested', 'analytics.db')
    const store = new AnalyticsStore(path)
    store.record('2026-11-23', '/en/search')
    store.record('2026-11-24', '/en/search')
    store.record('2026-11-24', '/en/search')
    store.record('2026-11-24', '/de/periodicals')
    store.close()
    // Written on close and found again by a new process's store.
    const reopened = new AnalyticsStore(path)
    expect(reopened.summary('2026-11-24', '2026-11-24')).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
      total: 3,
      days: [{ day: '2026-11-24', views: 3 }],
      paths: [
        { path: '/en/search', views: 2 },
        { path: '/de/periodicals', views: 1 },
      ],
    })
    expect(reopened.summary('2026-11-01', '2026-11-30').days).toEqual([
      { day: '2026-11-23', views: 1 },
      { day: '2026-11-24', views: 3 },
    ])
    reopened.close()
  })

  it('counts a flood of invented paths under one row past the daily bound', () => {
    const store = new AnalyticsStore(join(dir, 'analytics.db'))
    const invented = MAX_PATHS_PER_DAY + 2500
    for (let index = 0; index < invented; index += 1) store.record('2026-11-24', `/invented-${index}`)
    store.record('2026-11-24', '/invented-0')
    const summary = store.summary('2026-11-24', '2026-11-24', MAX_PATHS_PER_DAY * 2)
    expect(summary.total).toBe(invented + 1)
    expect(summary.paths).toHaveLength(MAX_PATHS_PER_DAY + 1)
    expect(summary.paths[0]).toEqual({ path: OTHER_PATHS, views: 2500 })
    expect(summary.paths.find((entry) => entry.path === '/invented-0')?.views).toBe(2)
    store.close()
  })
})
