import { splitHref } from '#src/domain/search-params.ts'
import type { AnyRoute, AnyRouter } from '@tanstack/react-router'
import { type ConnectionHints, PrefetchQueue, prefetchAllowed } from '#src/domain/prefetch.ts'
import { markStale } from '../features/shell/build-updates'

/**
 * Route prefetching (spec §2): a link that becomes visible fetches its
 * route's code; a link the visitor points at, focuses or touches also loads
 * its data. One queue for the page keeps at most 5 prefetches in flight.
 */
const queue = new PrefetchQueue()

function connectionHints(): ConnectionHints | undefined {
  const connection: unknown = typeof navigator === 'undefined' ? undefined : Reflect.get(navigator, 'connection')
  if (typeof connection !== 'object' || connection === null) return undefined
  const saveData: unknown = Reflect.get(connection, 'saveData')
  const effectiveType: unknown = Reflect.get(connection, 'effectiveType')
  return {
    saveData: typeof saveData === 'boolean' ? saveData : undefined,
    effectiveType: typeof effectiveType === 'string' ? effectiveType : undefined,
  }
}

function allowed(): boolean {
  return typeof window !== 'undefined' && prefetchAllowed(connectionHints())
}

/**
 * The router's lazy route components keep their preload function until their
 * code has loaded, and a failed load is only retried later: one still there
 * after a prefetch failed (a chunk gone from the server, spec §4), so the
 * next route change loads the whole page.
 */
function noticeFailedChunks(routes: ReadonlyArray<AnyRoute>): void {
  if (routes.some((route) => typeof Reflect.get(Object(route.options.component), 'preload') === 'function')) markStale()
}

/** Route code only, for a link scrolled into view. */
export function prefetchCode(router: AnyRouter, pathname: string): void {
  if (!allowed()) return
  queue.add(`code:${pathname}`, async () => {
    const [routes] = router.getMatchedRoutes(pathname)
    await Promise.all(routes.map((route) => router.loadRouteChunk(route)))
    noticeFailedChunks(routes)
  })
}

/** Code and data, for a link the visitor is about to follow. */
export function prefetchRoute(router: AnyRouter, href: string): void {
  if (!allowed()) return
  const key = `route:${href}`
  queue.add(key, async () => {
    const { pathname, search } = splitHref(href)
    await router.preloadRoute({ to: pathname, search })
    noticeFailedChunks(router.getMatchedRoutes(pathname)[0])
    // Data goes stale (TanStack Query decides when); a later intent may fetch again.
    queue.forget(key)
  })
}

/** Scrolled-into-view links share one observer. */
const observed = new Map<Element, () => void>()
let observer: IntersectionObserver | undefined

export function observeVisibility(element: Element, onVisible: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {}
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observed.get(entry.target)?.()
        observer?.unobserve(entry.target)
        observed.delete(entry.target)
      }
    },
    { rootMargin: '200px' },
  )
  observed.set(element, onVisible)
  observer.observe(element)
  return () => {
    observer?.unobserve(element)
    observed.delete(element)
  }
}
