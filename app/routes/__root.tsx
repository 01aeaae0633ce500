import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { LOCALE_TAGS, type Locale, localeOfPath } from '#src/domain/locale.ts'
import { CONSENT_COOKIE } from '#src/domain/consent.ts'
import { routeRuleTarget } from '#src/domain/route-rules.ts'
import { siteConfigQuery, siteRules } from '../features/library/site-config'
import { claimReload, isStale, watchBuilds } from '../features/shell/build-updates'
import { getPublicOrigin } from '../head'
import { LocaleProvider, ensureTranslations, translations, usePageLocale } from '../i18n'
import appCss from '../styles/app.css?url'

/** Marks the document when the consent cookie holds a choice (see .consent-banner in app.css). */
const CONSENT_PROBE = `if(/(^|;\\s*)${CONSENT_COOKIE}=1\\.o[01]a[01]/.test(document.cookie))document.documentElement.dataset.consent='chosen'`

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, preload, cause }) => {
    // Route rules: an internal target is followed inside the app, an external one loads the whole page.
    const rule = routeRuleTarget(location.pathname, siteRules())
    if (rule) throw redirect({ href: rule.href, reloadDocument: rule.external })
    // A newer build is out or a chunk failed: this route change loads the whole page (spec §4).
    if (typeof window !== 'undefined' && cause !== 'enter' && !preload && isStale() && claimReload(location.href)) {
      throw redirect({ href: location.href, reloadDocument: true, replace: true })
    }
    const locale = localeOfPath(location.pathname)
    // The browser holds only the languages it has shown, and of a home page's only the first part of the
    // dictionary (ADR 047): what a page lacks is fetched before it renders.
    if (typeof window !== 'undefined') await ensureTranslations(location.pathname)
    return { origin: getPublicOrigin(), locale }
  },
  // What every page's footer says of the deployment (a demo collection), read once per visit.
  loader: ({ context }) => context.queryClient.ensureQueryData(siteConfigQuery()),
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
    // Before the first paint: a visitor who already chose never sees the server-rendered banner flash.
    scripts: [{ children: CONSENT_PROBE }],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  // The error screens load only when a page needs one: they are not part of every page's first load.
  notFoundComponent: lazyRouteComponent(() => import('../features/errors/route-errors'), 'NotFoundScreen'),
  // Errors: the router's defaultErrorComponent (app/router.tsx) serves this route and every other.
})

function errorTitle(locale: Locale): string {
  const LL = translations(locale)
  return LL.site.documentTitle({ page: LL.errors.title(), project: LL.site.project() })
}

function RootDocument({ children }: { children: ReactNode }) {
  const locale = usePageLocale()
  useEffect(() => {
    // Lets tests (and scripts) wait until the page is interactive.
    document.documentElement.dataset.hydrated = 'true'
    return watchBuilds()
  }, [])
  return (
    // The consent probe may mark <html> before React hydrates it.
    <html lang={LOCALE_TAGS[locale]} dir="ltr" suppressHydrationWarning>
      <head>
        <HeadContent />
        {/* Without JavaScript nothing optional is stored or counted, and the banner's buttons could not work. */}
        <noscript>
          <style>{'.consent-banner,.carousel__controls{display:none}.carousel__slides{display:block}.carousel__slide--off{visibility:visible}'}</style>
        </noscript>
      </head>
      <body>
        <LocaleProvider value={locale}>{children}</LocaleProvider>
        <Scripts />
      </body>
    </html>
  )
}
