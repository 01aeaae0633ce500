import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageNotFound } from '../../../../src/domain/errors'
import { localeOfPath } from '../../../../src/domain/locale'
import { EditorialPage } from '../../../features/editorial/editorial-page'
import { editorialPageQuery } from '../../../features/editorial/editorial.queries'
import { pageHead } from '../../../head'

export const Route = createFileRoute('/{-$locale}/support/$slug')({
  loader: async ({ context, location, params }) => {
    const locale = localeOfPath(location.pathname)
    const page = await context.queryClient.ensureQueryData(editorialPageQuery(locale, `/support/${params.slug}`))
    if (!page) throw notFound({ data: pageNotFound(location.pathname) })
    return page
  },
  head: ({ match, loaderData }) =>
    pageHead({
      locale: localeOfPath(match.pathname),
      pathname: match.pathname,
      origin: match.context.origin,
      title: loaderData?.title ?? '',
      description: loaderData?.summary,
    }),
  component: EditorialRoute,
})

function EditorialRoute() {
  return <EditorialPage page={Route.useLoaderData()} />
}
