import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type Site, startSite } from '../support/site.ts'

const ROOT = resolve(import.meta.dirname, '..', '..')

/**
 * A production server of the test's own, on its own port and a copy of the suite's demo store, so
 * what the test does to it (limits, signals, a store swapped or broken) never touches the shared
 * server. Stopped and removed once `run` is done, however it ends.
 */
export async function withOwnSite<T>(
  port: number,
  env: Record<string, string>,
  run: (site: Site, store: string) => Promise<T>,
  options: { stderr?: string } = {},
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'library-own-site-'))
  const store = join(dir, 'library.db')
  copyFileSync(process.env.LIBRARY_DB ?? join(ROOT, 'reports', 'e2e.db'), store)
  try {
    const site = await startSite(store, port, env, options)
    try {
      return await run(site, store)
    } finally {
      await site.stop('SIGKILL')
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
