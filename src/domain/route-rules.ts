/**
 * Route rules (spec §2): old or short addresses that lead elsewhere. Only the
 * targets in this table are ever redirected to, so no address can send a
 * visitor to a place of its choosing. Paths are locale-free; an internal
 * target keeps the visitor's language prefix, an external one is left as is.
 */
import { DEFAULT_LOCALE, localizePath, splitLocalePath } from './locale.ts'

export interface RouteRule {
  from: string
  to: string
}

export const ROUTE_RULES: readonly RouteRule[] = [
  { from: '/about', to: '/support/about' },
  { from: '/help', to: '/support/help' },
  { from: '/legal', to: '/support/legal' },
  { from: '/project', to: '/support/project' },
  { from: '/sitemap', to: '/support/sitemap' },
  { from: '/journals', to: '/periodicals' },
  { from: '/newspapers', to: '/periodicals?type=newspaper' },
]

/**
 * The rules of a deployment: the fixed ones, and the separate image site's old addresses when
 * one is configured (IMAGE_SITE_URL); without it they are not redirected anywhere.
 */
export function siteRouteRules(imageSite: string | undefined): readonly RouteRule[] {
  return imageSite
    ? [
        ...ROUTE_RULES,
        { from: '/images', to: imageSite },
        { from: '/postcards', to: imageSite },
      ]
    : ROUTE_RULES
}

export interface RuleTarget {
  /** Where to go: a path with the visitor's prefix, or an external URL. */
  href: string
  external: boolean
}

/** The rule for a visited path (with or without a locale prefix), if any. */
export function routeRuleTarget(pathname: string, rules: readonly RouteRule[] = ROUTE_RULES): RuleTarget | undefined {
  const { prefix, rest } = splitLocalePath(pathname)
  const normalised = rest.length > 1 ? rest.replace(/\/+$/, '') : rest
  const rule = rules.find((candidate) => candidate.from === normalised)
  if (!rule) return undefined
  if (/^https?:\/\//.test(rule.to)) return { href: rule.to, external: true }
  return { href: localizePath(rule.to, prefix ?? DEFAULT_LOCALE), external: false }
}
