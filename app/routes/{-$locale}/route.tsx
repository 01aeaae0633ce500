import { Outlet, createFileRoute, notFound } from '@tanstack/react-router'
import { hasEmptySegment, pageNotFound } from '../../../src/domain/errors'
import { isLocale, splitLocalePath } from '../../../src/domain/locale'
import { Shell } from '../../features/shell/shell'

export const Route = createFileRoute('/{-$locale}')({
  params: {
    // Anything but en/de/fr is not a locale: returning false lets the router try
    // the unprefixed routes instead (so /nope is the generic page "nope").
    parse: ({ locale }) => (locale === undefined || isLocale(locale) ? { locale } : false),
    stringify: ({ locale }) => ({ locale }),
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
