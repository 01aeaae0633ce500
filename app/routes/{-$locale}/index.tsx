import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { LOCALE_TAGS, localeOfPath, localizePath } from '#src/domain/locale.ts'
import { libraryOverviewQuery } from '#app/features/library/library.queries.ts'
import { siteConfigQuery } from '#app/features/library/site-config.ts'
import { PeriodicalList } from '#app/features/library/periodical-list.tsx'
import { NewsList, StaffPickList } from '#app/features/library/staff-picks.tsx'
import { StatisticsFigures } from '#app/features/library/statistics.tsx'
import { EmptyState } from '#app/features/pages/page-layout.tsx'
import { SearchForm } from '#app/features/shell/search-form.tsx'
import { MAIN_SECTIONS } from '#app/features/shell/sections.ts'
import { headFor } from '#app/head.ts'
import { translations, useI18n } from '#app/i18n.ts'
import { ExternalLink, Link } from '#app/ui/link.tsx'

export const Route = createFileRoute('/{-$locale}/')({
  loader: async ({ context, location }) => {
    const [overview] = await Promise.all([
      context.queryClient.ensureQueryData(libraryOverviewQuery(localeOfPath(location.pathname))),
      context.queryClient.ensureQueryData(siteConfigQuery()),
    ])
    return overview
  },
  head: headFor(
    () => '',
    undefined,
    // The site search, for search engines (schema.org SearchAction).
    ({ url, origin, locale }) => ({
      '@type': 'WebSite',
      url,
      name: translations(locale).site.project(),
      inLanguage: LOCALE_TAGS[locale],
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}${localizePath('/search', locale)}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    }),
  ),
  component: HomePage,
})

function HomePage() {
  const { locale, LL } = useI18n()
  const { data: overview } = useSuspenseQuery(libraryOverviewQuery(locale))
  const { data: site } = useSuspenseQuery(siteConfigQuery())
  const featured = overview?.featured ?? []
  return (
    <>
      <section className="welcome" aria-labelledby="welcome-heading">
        <div className="container">
          <h1 id="welcome-heading">{LL.pages.home.heading()}</h1>
          <p className="welcome__intro">{LL.pages.home.intro()}</p>
          <SearchForm primary variant="welcome" />
        </div>
      </section>

      <div className="container home-grid">
        {overview?.statistics ? (
          <div className="home-section home-section--wide">
            <StatisticsFigures statistics={overview.statistics} />
          </div>
        ) : null}
        <section aria-labelledby="browse-heading" className="home-section home-section--wide">
          <h2 id="browse-heading">{LL.pages.home.browseHeading()}</h2>
          <ul className="card-list">
            {MAIN_SECTIONS.filter((section) => section.path !== '/' && section.path !== '/search').map((section) => (
              <li key={section.path} className="card">
                <Link {...section.link} className="card__link">
                  {section.label(LL)}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="featured-heading" className="home-section">
          <h2 id="featured-heading">{LL.pages.home.featuredHeading()}</h2>
          {featured.length > 0 ? <PeriodicalList periodicals={featured} headingLevel={3} /> : <EmptyState>{LL.empty.noDataYet()}</EmptyState>}
        </section>

        <section aria-labelledby="news-heading" className="home-section">
          <h2 id="news-heading">{LL.pages.home.newsHeading()}</h2>
          {overview && overview.news.length > 0 ? (
            <>
              <NewsList news={overview.news} summary />
              <p>
                <Link to="/{-$locale}/news">{LL.pages.news.all()}</Link>
              </p>
            </>
          ) : (
            <EmptyState>{LL.pages.home.newsEmpty()}</EmptyState>
          )}
        </section>

        <section aria-labelledby="picks-heading" className="home-section">
          <h2 id="picks-heading">{LL.pages.home.staffPicksHeading()}</h2>
          {overview && overview.staffPicks.length > 0 ? (
            <>
              <StaffPickList picks={overview.staffPicks} headingLevel={3} />
              <p>
                <Link to="/{-$locale}/staff-picks">{LL.pages.staffPicks.all()}</Link>
              </p>
            </>
          ) : (
            <EmptyState>{LL.pages.home.staffPicksEmpty()}</EmptyState>
          )}
        </section>

        {/* Only where the library has an image site (IMAGE_SITE_URL): never a link that cannot resolve. */}
        {site.imageSite ? (
          <section aria-labelledby="images-heading" className="home-section image-mode">
            <h2 id="images-heading">{LL.pages.home.imageModeHeading()}</h2>
            <p>{LL.pages.home.imageModeText()}</p>
            <ExternalLink href={site.imageSite} className="button">
              {LL.pages.home.imageModeLink()}
            </ExternalLink>
          </section>
        ) : null}
      </div>
    </>
  )
}
