import type { QueryClient } from '@tanstack/react-query'
import {
  type ErrorComponentProps,
  HeadContent,
  type NotFoundRouteProps,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useLocation,
  redirect,
} from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { isAppError, pageNotFound, serverError } from '../../src/domain/errors'
import { LOCALE_TAGS, type Locale, localeOfPath } from '../../src/domain/locale'
import { routeRuleTarget } from '../../src/domain/route-rules'
import { claimReload, isChunkLoadError, isStale, markStale, watchBuilds } from '../features/shell/build-updates'
import { ErrorScreen } from '../features/errors/error-screen'
import { getPublicOrigin } from '../head'
import { translations, useLocale } from '../i18n'
import appCss from '../styles/app.css?url'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, preload, cause }) => {
    // Route rules: an internal target is followed inside the app, an external one loads the whole page.
    const rule = routeRuleTarget(location.pathname)
    if (rule) throw redirect({ href: rule.href, reloadDocument: rule.external })
    // A newer build is out or a chunk failed: this route change loads the whole page (spec §4).
    if (typeof window !== 'undefined' && cause !== 'enter' && !preload && isStale() && claimReload(location.href)) {
      throw redirect({ href: location.href, reloadDocument: true, replace: true })
    }
    return { origin: getPublicOrigin(), locale: localeOfPath(location.pathname) }
  },
  head: ({ match, matches }) => ({
    meta: [
      // Pages set their own title; this one stands when an error screen replaces the page.
      ...(matches.some((m) => m.status === 'notFound' || m.status === 'error' || m._notFound === true)
        ? [
            { title: errorTitle(match.context.locale) },
            { name: 'robots', content: 'noindex' },
          ]
        : []),
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'light dark' },
      { name: 'theme-color', content: '#f7f5f0', media: '(prefers-color-scheme: light)' },
      { name: 'theme-color', content: '#16171a', media: '(prefers-color-scheme: dark)' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: NotFoundScreen,
  errorComponent: AppErrorScreen,
})

function errorTitle(locale: Locale): string {
  const LL = translations(locale)
  return LL.site.documentTitle({ page: LL.errors.title(), project: LL.site.project() })
}

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useLocale()
  useEffect(() => {
    // Lets tests (and scripts) wait until the page is interactive.
    document.documentElement.dataset.hydrated = 'true'
    return watchBuilds()
  }, [])
  return (
    <html lang={LOCALE_TAGS[locale]} dir="ltr">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function NotFoundScreen({ data }: NotFoundRouteProps) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const error = isAppError(data) ? data : pageNotFound(pathname)
  return <ErrorScreen error={error} locale={localeOfPath(pathname)} />
}

function AppErrorScreen({ error }: ErrorComponentProps) {
  const pathname = useLocation({ select: (location) => location.pathname })
  useEffect(() => {
    // A chunk that no longer exists (a newer build replaced it): load the page anew, at most once in 10 s.
    if (isChunkLoadError(error)) {
      markStale()
      if (claimReload(window.location.href)) window.location.reload()
    }
  }, [error])
  return <ErrorScreen error={serverError(error, pathname)} locale={localeOfPath(pathname)} />
}
