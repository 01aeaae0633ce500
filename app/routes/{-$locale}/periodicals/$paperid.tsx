import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageNotFound } from '../../../../src/domain/errors'
import { localeOfPath } from '../../../../src/domain/locale'
import { periodicalQuery } from '../../../features/library/library.queries'
import { PeriodicalDetailView } from '../../../features/library/periodical-detail'
import { pageHead } from '../../../head'

export const Route = createFileRoute('/{-$locale}/periodicals/$paperid')({
  loader: async ({ context, params, location }) => {
    const periodical = await context.queryClient.ensureQueryData(periodicalQuery(params.paperid))
    if (!periodical) throw notFound({ data: pageNotFound(location.pathname) })
    return { title: periodical.title, description: periodical.description }
  },
  head: ({ match, loaderData }) =>
    pageHead({
      locale: localeOfPath(match.pathname),
      pathname: match.pathname,
      origin: match.context.origin,
      title: loaderData?.title ?? '',
      description: loaderData?.description ?? undefined,
    }),
  component: PeriodicalPage,
})

function PeriodicalPage() {
  const { paperid } = Route.useParams()
  const { data } = useSuspenseQuery(periodicalQuery(paperid))
  // The loader already answered 404 for unknown ids.
  return data ? <PeriodicalDetailView periodical={data} /> : null
}
