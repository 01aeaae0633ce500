import { Link as RouterLink, useLocation, useRouter } from '@tanstack/react-router'
import { type AnchorHTMLAttributes, type ReactNode, useEffect, useRef } from 'react'
import { localizePath, splitLocalePath } from '../../src/domain/locale'
import { parseSearchString, sameSearchParams } from '../../src/domain/search-params'
import { useI18n } from '../i18n'
import { Icon } from './icon'
import { observeVisibility, prefetchCode, prefetchRoute } from './prefetch'

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> {
  /** 'http…' opens in a new tab, '#…' is an in-page anchor, anything else a locale-free route path. */
  to: string
  children: ReactNode
  /** Only an exact path match counts as active (for the home link). */
  exact?: boolean
  /** Keep the scroll position (for "load more"); new pages otherwise start at the top. */
  resetScroll?: boolean
}

/** The one link of the site (spec §2, "Links"). */
export function Link({ to, children, exact, resetScroll, className, ...rest }: LinkProps) {
  const { locale, LL } = useI18n()
  const router = useRouter()
  const anchor = useRef<HTMLAnchorElement>(null)
  const internal = !to.startsWith('http') && !to.startsWith('#')
  const hashStart = to.indexOf('#')
  const target = hashStart === -1 ? to : to.slice(0, hashStart)
  const queryStart = target.indexOf('?')
  const path = queryStart === -1 ? target : target.slice(0, queryStart)
  const localPath = localizePath(path, locale)
  const href = queryStart === -1 ? localPath : `${localPath}${target.slice(queryStart)}`
  const query = queryStart === -1 ? undefined : target.slice(queryStart + 1)
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
    const element = anchor.current
    if (!internal || !element) return
    return observeVisibility(element, () => prefetchCode(router, localPath))
  }, [internal, router, localPath])

  if (to.startsWith('http')) {
    return (
      <a {...rest} className={className} href={to} target="_blank" rel="noopener noreferrer">
        {children}
        <Icon name="external" className="link-external-icon" />
        <span className="visually-hidden"> {LL.link.newTab()}</span>
      </a>
    )
  }

  if (to.startsWith('#')) {
    return (
      <a {...rest} className={className} href={to}>
        {children}
      </a>
    )
  }

  const hash = hashStart === -1 ? undefined : to.slice(hashStart + 1)
  const search = queryStart === -1 ? undefined : parseSearchString(target.slice(queryStart + 1))
  // About to be followed: code and data.
  const intent = () => prefetchRoute(router, href, localPath, search)
  return (
    <RouterLink
      {...rest}
      ref={anchor}
      to={localPath}
      // Prefetching is ours (app/ui/prefetch.ts): the router's own has no limit and ignores Save-Data.
      preload={false}
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
      search={search}
      hash={hash}
      resetScroll={resetScroll}
      className={active ? (className ? `${className} is-active` : 'is-active') : className}
      // The router's own "active" (which marks aria-current="page" and cannot see /fr/x and /x as
      // one page) only for the same path, query and hash, where ours agrees; its class is not used.
      activeOptions={{ exact: true, includeSearch: true, includeHash: true }}
      activeProps={{}}
      aria-current={rest['aria-current'] ?? (active === 'page' && hash === undefined ? 'page' : undefined)}
    >
      {children}
    </RouterLink>
  )
}
