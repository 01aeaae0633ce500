import { queryOptions } from '@tanstack/react-query'
import { createIsomorphicFn, createServerFn } from '@tanstack/react-start'
import { ROUTE_RULES, siteRouteRules } from '#src/domain/route-rules.ts'
import { serverEnv } from '#src/server/env.ts'
import { isDemoStore, library } from '#src/store/library.ts'

/**
 * The deployment's route rules. On the server they include the image site's old addresses when
 * IMAGE_SITE_URL names one; in the browser they are the fixed ones: no page links to /images, and
 * loading that address whole asks the server, which knows.
 */
export const siteRules = createIsomorphicFn()
  .server(() => siteRouteRules(serverEnv().imageSiteUrl))
  .client(() => ROUTE_RULES)

/**
 * What every page needs of the deployment: the image site (null when there is none), and whether
 * the store is the generated demo, which the footer then says.
 */
export const fetchSiteConfig = createServerFn({ method: 'GET' }).handler(() => ({ imageSite: serverEnv().imageSiteUrl ?? null, demo: demoStore() }))

/** Every page asks, the error screens too: a store that cannot be read is simply not called a demo. */
function demoStore(): boolean {
  try {
    const db = library()
    return db ? isDemoStore(db) : false
  } catch {
    return false
  }
}

/** Read once per visit: the configuration does not change while the server runs. */
export const siteConfigQuery = () => queryOptions({ queryKey: ['site-config'], queryFn: () => fetchSiteConfig(), staleTime: Number.POSITIVE_INFINITY })
