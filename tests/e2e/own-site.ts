import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { type Site, startSite } from '../support/site.ts'

const ROOT = resolve(import.meta.dirname, '..', '..')

/**
 * A production server of the test's own, on its own port and a copy of the suite's demo store, so
 * what the test does to it (limits, signals, a store swapped or broken) never touches the shared
 * server. Stopped and removed once `run` is done, however it ends. A browser `page` the test drives
 * on it is taken off it first: a chunk it still prefetches would otherwise meet the killed server,
 * and the connection reset would count as the journey's console error.
 */
export async function withOwnSite<T>(
  port: number,
  env: Record<string, string>,
  run: (site: Site, store: string) => Promise<T>,
  options: { stderr?: string; page?: Page } = {},
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'library-own-site-'))
  const store = join(dir, 'library.db')
  copyFileSync(process.env.LIBRARY_DB ?? join(ROOT, 'reports', 'e2e.db'), store)
  try {
    const site = await startSite(store, port, env, options)
    try {
      return await run(site, store)
    } finally {
      if (options.page && !options.page.isClosed()) await options.page.goto('about:blank')
      await site.stop('SIGKILL')
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
