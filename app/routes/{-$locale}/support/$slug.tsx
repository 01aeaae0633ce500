import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { EditorialPageView } from '#src/content/index.ts'
import { MAX_SLUG_LENGTH, withinLength } from '#src/domain/limits.ts'
import { localeOfPath } from '#src/domain/locale.ts'
import { libraryOverviewQuery } from '#app/features/library/library.queries.ts'
import { siteConfigQuery } from '#app/features/library/site-config.ts'
import { StatisticsFigures } from '#app/features/library/statistics.tsx'
import { useI18n } from '#app/i18n.ts'
import { EditorialPage } from '#app/features/editorial/editorial-page.tsx'
import { loadEditorialPage } from '#app/features/editorial/editorial.queries.ts'
import { headFromLoader } from '#app/head.ts'

export const Route = createFileRoute('/{-$locale}/support/$slug')({
  params: { parse: ({ slug }) => (withinLength(slug, MAX_SLUG_LENGTH) ? { slug } : false), stringify: ({ slug }) => ({ slug }) },
  loader: async ({ context, location, params }) => {
    // The project page shows the project's progress in figures from the store.
    if (params.slug === 'project') await context.queryClient.ensureQueryData(libraryOverviewQuery(localeOfPath(location.pathname)))
    return loadEditorialPage(context.queryClient, location.pathname, `/support/${params.slug}`)
  },
  head: headFromLoader((page: EditorialPageView) => ({ title: page.title, description: page.summary })),
  component: EditorialRoute,
})

function EditorialRoute() {
  const { slug } = Route.useParams()
  const page = Route.useLoaderData()
  return <EditorialPage page={page}>{slug === 'project' ? <ProjectProgress /> : null}</EditorialPage>
}

function ProjectProgress() {
  const { locale, LL } = useI18n()
  const { data } = useSuspenseQuery(libraryOverviewQuery(locale))
  const { data: site } = useSuspenseQuery(siteConfigQuery())
  return (
    <>
      {/* The figures below are of the generated demo when the store is one (issue 19): said before them. */}
      {site.demo ? (
        <p className="notice" role="note">
          {LL.pages.editorial.demoNotice()}
        </p>
      ) : null}
      {data?.statistics ? <StatisticsFigures statistics={data.statistics} heading={LL.carousel.projectHeading()} /> : null}
    </>
  )
}
