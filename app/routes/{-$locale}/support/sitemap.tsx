import { createFileRoute } from '@tanstack/react-router'
import { LOCALE_TAGS, localeOfPath } from '#src/domain/locale.ts'
import { editorialIndexQuery } from '#app/features/editorial/editorial.queries.ts'
import { PageHeader } from '#app/features/pages/page-layout.tsx'
import { MAIN_SECTIONS, SUPPORT_SECTIONS } from '#app/features/shell/sections.ts'
import { headFor } from '#app/head.ts'
import { useI18n } from '#app/i18n.ts'
import { Link, TargetLink } from '#app/ui/link.tsx'

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
  const otherPages = editorial.filter((page) => !supportPaths.has(page.path))
  return (
    <div className="container">
      <PageHeader title={LL.pages.sitemap.title()} intro={LL.pages.sitemap.intro()} />
      <div className="sitemap">
        <section aria-labelledby="sitemap-sections">
          <h2 id="sitemap-sections">{LL.pages.menu.sectionsHeading()}</h2>
          <ul>
            {MAIN_SECTIONS.map((section) => (
              <li key={section.path}>
                <Link {...section.link} exact={section.path === '/'}>
                  {section.label(LL)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/{-$locale}/news">{LL.pages.news.title()}</Link>
            </li>
            <li>
              <Link to="/{-$locale}/menu">{LL.nav.menu()}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="sitemap-information">
          <h2 id="sitemap-information">{LL.pages.menu.supportHeading()}</h2>
          <ul>
            {SUPPORT_SECTIONS.map((section) => (
              <li key={section.path}>
                <Link {...section.link}>{section.label(LL)}</Link>
              </li>
            ))}
            {otherPages.map((page) => (
              <li key={page.path}>
                {/* A page shown in a fallback language has its title in that language. */}
                <TargetLink target={page.path} lang={page.contentLocale === locale ? undefined : LOCALE_TAGS[page.contentLocale]}>
                  {page.title}
                </TargetLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
