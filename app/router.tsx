import { QueryClient } from '@tanstack/react-query'
import { createRouter, lazyRouteComponent } from '@tanstack/react-router'
import { getGlobalStartContext } from '@tanstack/react-start'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { parseSearchString, stringifySearchObject } from '#src/domain/search-params.ts'
import { routeTree } from './routeTree.gen'

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      // Data is read-only while serving; keep it fresh for a minute so back and
      // forward are answered from cache.
      queries: { staleTime: 60_000 },
    },
  })

  const router = createRouter({
    routeTree,
    // The request's CSP nonce (app/start.ts), stamped on the inline scripts the router renders.
    ssr: { nonce: getGlobalStartContext()?.nonce },
    context: { queryClient },
    // Links prefetch through app/ui/prefetch.ts (at most 5 at once, never with Save-Data).
    defaultPreload: false,
    // Loaders use TanStack Query's cache; the router must not add a second layer.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Instant, or the stylesheet's smooth scrolling would animate every page change.
    scrollRestorationBehavior: 'instant',
    // New pages start at the top; a hash target is scrolled to smoothly (spec §2)
    // unless the visitor prefers reduced motion.
    defaultHashScrollIntoView: { behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' },
    notFoundMode: 'root',
    // Every route's errors (a loader that fails, a render that throws) show our error screen with
    // its status, on the server as in the browser; it loads only when a page needs it.
    defaultErrorComponent: lazyRouteComponent(() => import('./features/errors/route-errors'), 'AppErrorScreen'),
    trailingSlash: 'preserve',
    // Plain query strings, not JSON: see src/domain/search-params.ts and ADR 003.
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchObject,
  })

  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
