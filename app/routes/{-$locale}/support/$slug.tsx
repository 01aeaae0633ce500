import { createFileRoute } from '@tanstack/react-router'
import type { EditorialPageView } from '../../../../src/content'
import { EditorialPage } from '../../../features/editorial/editorial-page'
import { loadEditorialPage } from '../../../features/editorial/editorial.queries'
import { headFromLoader } from '../../../head'

export const Route = createFileRoute('/{-$locale}/support/$slug')({
  loader: ({ context, location, params }) =>
    loadEditorialPage(context.queryClient, location.pathname, `/support/${params.slug}`),
  head: headFromLoader((page: EditorialPageView) => ({ title: page.title, description: page.summary })),
  component: EditorialRoute,
})

function EditorialRoute() {
  return <EditorialPage page={Route.useLoaderData()} />
}
