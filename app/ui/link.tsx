import { type LinkComponent, type LinkComponentProps, type RegisteredRouter, createLink, useLocation, useRouter } from '@tanstack/react-router'
import { type AnchorHTMLAttributes, type ReactElement, type ReactNode, type Ref, createElement, useEffect, useImperativeHandle, useState } from 'react'
import { isMachinePath, localizePath, splitLocalePath } from '#src/domain/locale.ts'
import { hrefParts, normalQuery, sameSearchParams, splitHref } from '#src/domain/search-params.ts'
import { type WebAddress, isWebAddress } from '#src/domain/site.ts'
import { useI18n } from '../i18n'
import type { FileRoutesByTo } from '../routeTree.gen'
import { Icon } from './icon'
import { serverLinkHref } from './link-href'
import { observeVisibility, prefetchCode, prefetchRoute } from './prefetch'

interface SiteAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  ref?: Ref<HTMLAnchorElement | null>
  /** Only an exact path match counts as active (for the home link). */
  exact?: boolean
}

/** The locale-free path of the page an anchor is on. */
function restOf(pathname: string): string {
  return splitLocalePath(pathname).rest.replace(/(.)\/+$/, '$1')
}

/**
 * Whether a link (its locale-free `path` and its `query`) leads to the current page (`rest`) or a
 * section it is in, by the locale-free path, so /fr/search and /search mark the same link (the
 * router's own matching tells the optional locale segment's two spellings apart). A link with a
 * query is current only for that exact query (a search filter is not "the current page").
 */
function activeOf(rest: string, sameQuery: (query: string) => boolean, path: string, query: string | undefined, exact: boolean | undefined): 'page' | 'section' | undefined {
  if (query !== undefined) return rest === path && sameQuery(query) ? 'page' : undefined
  if (rest === path) return 'page'
  return !exact && path !== '/' && rest.startsWith(`${path}/`) ? 'section' : undefined
}

/**
 * The anchor under every site link in the browser: the router has already built its `href`
 * (locale prefix, params, query); this adds the site's prefetching and its "current page" marking.
 */
function BrowserAnchor({ ref, exact, href = '', className, children, ...rest }: SiteAnchorProps) {
  const router = useRouter()
  const [element, setElement] = useState<HTMLAnchorElement | null>(null)
  // The anchor is ours (to watch it scroll into view) and the router's or a caller's through `ref`.
  useImperativeHandle<HTMLAnchorElement | null, HTMLAnchorElement | null>(ref, () => element, [element])
  const { pathname, query, hash } = hrefParts(href)
  const path = splitLocalePath(pathname).rest
  const active = useLocation({ select: (location) => activeOf(restOf(location.pathname), (other) => sameSearchParams(location.searchStr, other), path, query, exact) })

  // Visible: fetch the route's code (spec §2), through the shared queue of at most 5.
  useEffect(() => {
    if (!element || !pathname) return
    return observeVisibility(element, () => prefetchCode(router, pathname))
  }, [element, router, pathname])

  // About to be followed: code and data (after the caller's own handler).
  const intent =
    <E,>(handler: ((event: E) => void) | undefined) =>
    (event: E) => {
      handler?.(event)
      if (href) prefetchRoute(router, href)
    }
  return (
    <a
      {...rest}
      ref={setElement}
      href={href}
      onPointerEnter={intent(rest.onPointerEnter)}
      onFocus={intent(rest.onFocus)}
      onTouchStart={intent(rest.onTouchStart)}
      className={active ? (className ? `${className} is-active` : 'is-active') : className}
      // The router marks aria-current="page" only for the same path, query and hash (see Link);
      // ours also knows /fr/x and /x as one page.
      aria-current={rest['aria-current'] ?? (active === 'page' && hash === undefined ? 'page' : undefined)}
    >
      {children}
    </a>
  )
}

/**
 * The current page as the server's links need it, worked out once per location, not once per link:
 * on the server `router.state` builds a new object (with the list of matches) at every read, and a
 * search page has about a hundred links (issue 52). The location cannot change during a render.
 */
interface ServerPage {
  rest: string
  query: string
  parts: number
  params: Record<string, unknown>
  search: Record<string, unknown>
}
const pages = new WeakMap<object, ServerPage>()

/** The parameters a query string holds, as URLSearchParams counts them (empty pieces between `&` are none). */
function partsOf(query: string): number {
  let parts = 0
  for (const piece of (query.startsWith('?') ? query.slice(1) : query).split('&')) if (piece !== '') parts++
  return parts
}

function serverPage(router: ReturnType<typeof useRouter>): ServerPage {
  const location = router.stores.location.get()
  let page = pages.get(location)
  if (!page) {
    const params = router.stores.matches.get().at(-1)?.params
    page = { rest: restOf(location.pathname), query: normalQuery(location.searchStr), parts: partsOf(location.searchStr), params: isParams(params) ? params : {}, search: location.search }
    pages.set(location, page)
  }
  return page
}

/** What BrowserAnchor's class and aria-current say, on the server (the location cannot change during a render). */
function serverAnchorState(router: ReturnType<typeof useRouter>, href: string, exact: boolean | undefined, className: string | undefined, ariaCurrent: AnchorHTMLAttributes<HTMLAnchorElement>['aria-current']) {
  const current = serverPage(router)
  const { pathname, query, hash } = hrefParts(href)
  // Most links to this page differ from it by how many parameters they hold: those need no sorting.
  const active = activeOf(current.rest, (other) => partsOf(other) === current.parts && current.query === normalQuery(other), splitLocalePath(pathname).rest, query, exact)
  return {
    className: active ? (className ? `${className} is-active` : 'is-active') : className,
    'aria-current': ariaCurrent ?? (active === 'page' && hash === undefined ? 'page' : undefined),
  }
}

/**
 * The same anchor as the server renders it (issue 52): the same markup, without what only a browser
 * uses (the element's ref, the visibility watch, the handlers, a subscription to the location,
 * which cannot change during a render on the server).
 */
function ServerAnchor({ exact, href = '', className, children, ...rest }: SiteAnchorProps) {
  const router = useRouter()
  return (
    <a {...rest} href={href} {...serverAnchorState(router, href, exact, className, rest['aria-current'])}>
      {children}
    </a>
  )
}

const SiteAnchor = import.meta.env.SSR ? ServerAnchor : BrowserAnchor

const RouterLink = createLink(SiteAnchor)
const EXACT_MATCH = { exact: true, includeSearch: true, includeHash: true } as const
const NO_ACTIVE_PROPS = {}

/** What the router's link keeps off the element it renders (its navigation and preloading options). */
const ROUTER_OPTIONS: ReadonlySet<string> = new Set([
  'to',
  'params',
  'search',
  'hash',
  'state',
  'mask',
  'from',
  'unsafeRelative',
  'reloadDocument',
  'preload',
  'preloadDelay',
  'preloadIntentProximity',
  'hashScrollIntoView',
  'replace',
  'startTransition',
  'resetScroll',
  'viewTransition',
  'ignoreBlocker',
  'activeProps',
  'inactiveProps',
  'activeOptions',
  'disabled',
  '_asChild',
  // Ours, read below.
  'children',
  'exact',
  'className',
])

function isParams(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * A typed link as the server renders it (issue 52), or undefined where the router's own link must:
 * the router's link builds every href with `buildLocation` (about 12 µs a link here);
 * `serverLinkHref` asks the router once per route and parameters and makes the query as the router
 * does. The anchor is what the router's link would render through SiteAnchor: the element's own
 * props, the href, no active state of the router's (with `includeHash` it marks none on the server).
 */
function serverLink(router: ReturnType<typeof useRouter>, props: object): ReactElement | undefined {
  const read = (key: string): unknown => Reflect.get(props, key)
  const children = read('children')
  if (read('activeProps') !== undefined || read('inactiveProps') !== undefined || read('activeOptions') !== undefined || !isNode(children)) return undefined
  const target = { to: read('to'), params: read('params'), search: read('search'), hash: read('hash'), from: read('from'), mask: read('mask'), unsafeRelative: read('unsafeRelative'), disabled: read('disabled') }
  const page = serverPage(router)
  const href = serverLinkHref(router, target, { params: page.params, search: page.search })
  if (href === undefined) return undefined
  const attributes: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) if (!ROUTER_OPTIONS.has(key)) attributes[key] = value
  const className = read('className')
  const ariaCurrent = read('aria-current')
  Object.assign(attributes, { href }, serverAnchorState(router, href, read('exact') === true, typeof className === 'string' ? className : undefined, isAriaCurrent(ariaCurrent) ? ariaCurrent : undefined))
  return createElement('a', attributes, children)
}

const ARIA_CURRENT: readonly unknown[] = [true, false, 'true', 'false', 'page', 'step', 'location', 'date', 'time']
function isAriaCurrent(value: unknown): value is AnchorHTMLAttributes<HTMLAnchorElement>['aria-current'] {
  return ARIA_CURRENT.includes(value)
}

function isNode(value: unknown): value is ReactNode {
  return typeof value !== 'function' && typeof value !== 'symbol'
}

// Prefetching is ours (app/ui/prefetch.ts): the router's own has no limit and ignores Save-Data.
// Its "active" class is not used; its aria-current only for an exact match, where ours agrees.
const BrowserRouterLink: LinkComponent<typeof SiteAnchor> = (props) => (
  <RouterLink preload={false} activeOptions={EXACT_MATCH} activeProps={NO_ACTIVE_PROPS} {...props} />
)

/** On the server most links take the shorter way (serverLink), to the same markup. */
const ServerRouterLink: LinkComponent<typeof SiteAnchor> = (props) => {
  const router = useRouter()
  return serverLink(router, props) ?? <BrowserRouterLink {...props} />
}

const SiteRouterLink = import.meta.env.SSR ? ServerRouterLink : BrowserRouterLink

/** A page of the site by its route (`/{-$locale}/periodicals/$paperid`), never a built string. */
export type SiteRoute = Extract<keyof FileRoutesByTo, `/{-$locale}${string}`>

/** The router's typed link, with `to` narrowed from "any string" to the site's page routes. */
type SiteLink = <const TTo extends SiteRoute>(
  props: LinkComponentProps<typeof SiteAnchor, RegisteredRouter, string, TTo>,
) => ReactElement


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
