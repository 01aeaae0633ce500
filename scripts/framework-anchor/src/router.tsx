import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

/** The router as a fresh Start app makes it: the generated tree and the defaults. */
export function getRouter() {
  return createRouter({ routeTree, scrollRestoration: true })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
