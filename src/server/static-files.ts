/**
 * The client build's files, through srvx's static middleware: it confines paths by real path,
 * serves the precompressed `.br`/`.gz` twins (scripts/precompress.ts), gives each encoding its own
 * weak ETag and reads If-None-Match as the list it is, and answers ranges. What it leaves to us is
 * how long each kind of file may be cached.
 */
import { extname } from 'node:path'
import type { ServerMiddleware, ServerRequest } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { BUILD_DIR, LATEST_PATH } from '../domain/build-info.ts'

/**
 * Vite puts content hashes in the names of everything under /assets, and a build id names every
 * /_build file but latest.json, which open pages poll.
 */
export function cacheControl(pathname: string): string {
  if (pathname === LATEST_PATH) return 'no-cache'
  if (pathname.startsWith('/assets/') || pathname.startsWith(`${BUILD_DIR}/`)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

/**
 * Answers requests for files under `dir`, or passes them on. Only paths with an extension are
 * looked up: a page address never is a file, and srvx would otherwise try three names for it.
 */
export function staticFiles(dir: string, decorate: (response: Response) => void): ServerMiddleware {
  const files = staticMiddleware({ dir, encodings: true, dotfiles: false })
  return async (request: ServerRequest, next) => {
    const pathname = new URL(request.url).pathname
    if (!extname(pathname)) return next()
    let passed = false
    const response = await files(request, () => {
      passed = true
      return next()
    })
    if (passed) return response
    response.headers.set('cache-control', cacheControl(pathname))
    decorate(response)
    return response
  }
}
