import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageNotFound } from '../../../../src/domain/errors'
import { periodicalQuery } from '../../../features/library/library.queries'
import { PeriodicalDetailView } from '../../../features/library/periodical-detail'
import { headFromLoader } from '../../../head'

export const Route = createFileRoute('/{-$locale}/periodicals/$paperid')({
  loader: async ({ context, params, location }) => {
    const periodical = await context.queryClient.ensureQueryData(periodicalQuery(params.paperid))
    if (!periodical) throw notFound({ data: pageNotFound(location.pathname) })
    return { title: periodical.title, description: periodical.description }
  },
  head: headFromLoader((data: { title: string; description: string | null }) => data),
  component: PeriodicalPage,
})

function PeriodicalPage() {
  const { paperid } = Route.useParams()
  const { data } = useSuspenseQuery(periodicalQuery(paperid))
  // The loader already answered 404 for unknown ids.
  return data ? <PeriodicalDetailView periodical={data} /> : null
}
