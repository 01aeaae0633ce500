import { createFileRoute } from '@tanstack/react-router'
import { LOCALE_TAGS, localeOfPath } from '../../../../src/domain/locale'
import { editorialIndexQuery } from '../../../features/editorial/editorial.queries'
import { PageHeader } from '../../../features/pages/page-layout'
import { MAIN_SECTIONS, SUPPORT_SECTIONS } from '../../../features/shell/sections'
import { headFor } from '../../../head'
import { useI18n } from '../../../i18n'
import { Link } from '../../../ui/link'

export const Route = createFileRoute('/{-$locale}/support/sitemap')({
  loader: ({ context, location }) =>
    context.queryClient.ensureQueryData(editorialIndexQuery(localeOfPath(location.pathname))),
  head: headFor((LL) => LL.pages.sitemap.title(), (LL) => LL.pages.sitemap.intro()),
  component: SitemapPage,
})

/** Generated from the route catalogue and the editorial content. */
function SitemapPage() {
  const { locale, LL } = useI18n()
  const editorial = Route.useLoaderData()
  const supportPaths = new Set(SUPPORT_SECTIONS.map((section) => section.path))
  const information = [
    ...SUPPORT_SECTIONS.map((section) => ({ path: section.path, title: section.label(LL), contentLocale: locale })),
    ...editorial.filter((page) => !supportPaths.has(page.path)),
  ]
  return (
    <div className="container">
      <PageHeader title={LL.pages.sitemap.title()} intro={LL.pages.sitemap.intro()} />
      <div className="sitemap">
        <section aria-labelledby="sitemap-sections">
          <h2 id="sitemap-sections">{LL.pages.menu.sectionsHeading()}</h2>
          <ul>
            {MAIN_SECTIONS.map((section) => (
              <li key={section.path}>
                <Link to={section.path} exact={section.path === '/'}>
                  {section.label(LL)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/news">{LL.pages.news.title()}</Link>
            </li>
            <li>
              <Link to="/menu">{LL.nav.menu()}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="sitemap-information">
          <h2 id="sitemap-information">{LL.pages.menu.supportHeading()}</h2>
          <ul>
            {information.map((page) => (
              <li key={page.path}>
                {/* A page shown in a fallback language has its title in that language. */}
                <Link to={page.path} lang={page.contentLocale === locale ? undefined : LOCALE_TAGS[page.contentLocale]}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
