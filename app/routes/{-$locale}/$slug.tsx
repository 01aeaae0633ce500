import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageNotFound } from '../../../src/domain/errors'
import { isLocale, localeOfPath } from '../../../src/domain/locale'
import { EditorialPage } from '../../features/editorial/editorial-page'
import { editorialPageQuery } from '../../features/editorial/editorial.queries'
import { pageHead } from '../../head'

export const Route = createFileRoute('/{-$locale}/$slug')({
  // '/en' is the English home page, never a generic page called "en".
  params: { parse: ({ slug }) => (isLocale(slug) ? false : { slug }), stringify: ({ slug }) => ({ slug }) },
  loader: async ({ context, location, params }) => {
    const locale = localeOfPath(location.pathname)
    const page = await context.queryClient.ensureQueryData(editorialPageQuery(locale, `/${params.slug}`))
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
