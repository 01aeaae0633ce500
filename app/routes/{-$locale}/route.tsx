import { Outlet, createFileRoute, notFound } from '@tanstack/react-router'
import { hasEmptySegment, pageNotFound } from '#src/domain/errors.ts'
import { DEFAULT_LOCALE, type Locale, isLocale, splitLocalePath } from '#src/domain/locale.ts'
import { Shell } from '#app/features/shell/shell.tsx'

export const Route = createFileRoute('/{-$locale}')({
  params: {
    // Anything but en/de/fr is not a locale: returning false lets the router try
    // the unprefixed routes instead (so /nope is the generic page "nope").
    parse: ({ locale }): { locale?: Locale } | false => (locale === undefined || isLocale(locale) ? { locale } : false),
    // French is the unprefixed default: a link built for it never says /fr (spec §2), so the same
    // page has one address whichever spelling the visitor came in by. A link that names no locale
    // keeps the current one (the router inherits params it is not given).
    stringify: ({ locale }: { locale?: Locale }) => ({ locale: locale === DEFAULT_LOCALE ? undefined : locale }),
  },
  beforeLoad: ({ location }) => {
    if (hasEmptySegment(splitLocalePath(location.pathname).rest)) {
      throw notFound({ data: pageNotFound(location.pathname) })
    }
  },
  component: LocaleLayout,
})

function LocaleLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  )
}
