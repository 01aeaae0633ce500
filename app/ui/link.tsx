import { Link as RouterLink } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { localizePath } from '../../src/domain/locale'
import { parseSearchString } from '../../src/domain/search-params'
import { useI18n } from '../i18n'
import { Icon } from './icon'

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

  const hashStart = to.indexOf('#')
  const target = hashStart === -1 ? to : to.slice(0, hashStart)
  const hash = hashStart === -1 ? undefined : to.slice(hashStart + 1)
  const queryStart = target.indexOf('?')
  const path = queryStart === -1 ? target : target.slice(0, queryStart)
  const search = queryStart === -1 ? undefined : parseSearchString(target.slice(queryStart + 1))
  return (
    <RouterLink
      {...rest}
      className={className}
      to={localizePath(path, locale)}
      search={search}
      hash={hash}
      resetScroll={resetScroll}
      // A link with a query is current only for that exact query (a search filter is not "the current page").
      activeOptions={{ exact: exact ?? search !== undefined, includeSearch: search !== undefined }}
      activeProps={{ className: className ? `${className} is-active` : 'is-active' }}
    >
      {children}
    </RouterLink>
  )
}
