import { type LinkComponent, type LinkComponentProps, type RegisteredRouter, createLink, useLocation, useRouter } from '@tanstack/react-router'
import { type AnchorHTMLAttributes, type ReactElement, type ReactNode, type Ref, useEffect, useImperativeHandle, useState } from 'react'
import { isMachinePath, localizePath, splitLocalePath } from '#src/domain/locale.ts'
import { hrefParts, sameSearchParams, splitHref } from '#src/domain/search-params.ts'
import { type WebAddress, isWebAddress } from '#src/domain/site.ts'
import { useI18n } from '../i18n'
import type { FileRoutesByTo } from '../routeTree.gen'
import { Icon } from './icon'
import { observeVisibility, prefetchCode, prefetchRoute } from './prefetch'

interface SiteAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  ref?: Ref<HTMLAnchorElement | null>
  /** Only an exact path match counts as active (for the home link). */
  exact?: boolean
}

/**
 * The anchor under every site link: the router has already built its `href` (locale prefix,
 * params, query); this adds the site's prefetching and its "current page" marking.
 */
function SiteAnchor({ ref, exact, href = '', className, children, ...rest }: SiteAnchorProps) {
  const router = useRouter()
  const [element, setElement] = useState<HTMLAnchorElement | null>(null)
  // The anchor is ours (to watch it scroll into view) and the router's or a caller's through `ref`.
  useImperativeHandle<HTMLAnchorElement | null, HTMLAnchorElement | null>(ref, () => element, [element])
  const { pathname, query, hash } = hrefParts(href)
  const path = splitLocalePath(pathname).rest
  // Active by the locale-free path, so /fr/search and /search mark the same link (the router's
  // own matching tells the optional locale segment's two spellings apart).
  const active = useLocation({
    select: (location): 'page' | 'section' | undefined => {
      const rest = splitLocalePath(location.pathname).rest.replace(/(.)\/+$/, '$1')
      // A link with a query is current only for that exact query (a search filter is not "the current page").
      if (query !== undefined) return rest === path && sameSearchParams(location.searchStr, query) ? 'page' : undefined
      if (rest === path) return 'page'
      return !exact && path !== '/' && rest.startsWith(`${path}/`) ? 'section' : undefined
    },
  })

  // Visible: fetch the route's code (spec §2), through the shared queue of at most 5.
  useEffect(() => {
    if (!element || !pathname) return
    return observeVisibility(element, () => prefetchCode(router, pathname))
  }, [element, router, pathname])

  // About to be followed: code and data.
  const intent = () => {
    if (href) prefetchRoute(router, href)
  }
  return (
    <a
      {...rest}
      ref={setElement}
      href={href}
      onPointerEnter={(event) => {
        rest.onPointerEnter?.(event)
        intent()
      }}
      onFocus={(event) => {
        rest.onFocus?.(event)
        intent()
      }}
      onTouchStart={(event) => {
        rest.onTouchStart?.(event)
        intent()
      }}
      className={active ? (className ? `${className} is-active` : 'is-active') : className}
      // The router marks aria-current="page" only for the same path, query and hash (see Link);
      // ours also knows /fr/x and /x as one page.
      aria-current={rest['aria-current'] ?? (active === 'page' && hash === undefined ? 'page' : undefined)}
    >
      {children}
    </a>
  )
}

const RouterLink = createLink(SiteAnchor)
const EXACT_MATCH = { exact: true, includeSearch: true, includeHash: true } as const
const NO_ACTIVE_PROPS = {}

/** A page of the site by its route (`/{-$locale}/periodicals/$paperid`), never a built string. */
export type SiteRoute = Extract<keyof FileRoutesByTo, `/{-$locale}${string}`>

/** The router's typed link, with `to` narrowed from "any string" to the site's page routes. */
type SiteLink = <const TTo extends SiteRoute>(
  props: LinkComponentProps<typeof SiteAnchor, RegisteredRouter, string, TTo>,
) => ReactElement

// Prefetching is ours (app/ui/prefetch.ts): the router's own has no limit and ignores Save-Data.
// Its "active" class is not used; its aria-current only for an exact match, where ours agrees.
const SiteRouterLink: LinkComponent<typeof SiteAnchor> = (props) => (
  <RouterLink preload={false} activeOptions={EXACT_MATCH} activeProps={NO_ACTIVE_PROPS} {...props} />
)

/**
 * The one link of the site to its own pages (spec §2, "Links"), typed by the route tree: `to` is
 * a route, `params` its path parameters, `search` its query (DESIGN §5). A link that names no
 * locale keeps the page's; French is written without a prefix (app/routes/{-$locale}/route.tsx).
 * Paths that arrive as data (editorial Markdown, stored history) go through `TargetLink`.
 */
export const Link: SiteLink = SiteRouterLink

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> {
  href: WebAddress
  children: ReactNode
}

/** Another site: a new tab, said in the link's name. */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  const { LL } = useI18n()
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <Icon name="external" className="link-external-icon" />
      <span className="visually-hidden"> {LL.link.newTab()}</span>
    </a>
  )
}

interface TargetLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> {
  /** From data: a web address, an in-page `#anchor`, or a locale-free site path with its query. */
  target: string
  children: ReactNode
}

/**
 * A link whose target is data rather than code (editorial Markdown, whose targets the content
 * schema limits to these three kinds; a permalink). Site paths are put under the page's locale
 * and routed like any other link.
 */
export function TargetLink({ target, children, ...rest }: TargetLinkProps) {
  const { locale } = useI18n()
  if (isWebAddress(target)) return <ExternalLink {...rest} href={target}>{children}</ExternalLink>
  if (target.startsWith('#')) return <a {...rest} href={target}>{children}</a>
  const { pathname, search, hash } = splitHref(target)
  // An address for machines (OAI-PMH, IIIF, feeds…) is no page of the app and has no language.
  if (isMachinePath(pathname)) return <a {...rest} href={target}>{children}</a>
  return (
    <SiteRouterLink {...rest} to={localizePath(pathname, locale)} search={search} hash={hash}>
      {children}
    </SiteRouterLink>
  )
}
