import { createFileRoute } from '@tanstack/react-router'
import type { EditorialPageView } from '../../../src/content'
import { MAX_SLUG_LENGTH, withinLength } from '../../../src/domain/limits'
import { isLocale } from '../../../src/domain/locale'
import { EditorialPage } from '../../features/editorial/editorial-page'
import { loadEditorialPage } from '../../features/editorial/editorial.queries'
import { headFromLoader } from '../../head'

export const Route = createFileRoute('/{-$locale}/$slug')({
  // '/en' is the English home page, never a generic page called "en".
  // A slug longer than any page's names nothing: no match, the 404.
  params: { parse: ({ slug }) => (isLocale(slug) || !withinLength(slug, MAX_SLUG_LENGTH) ? false : { slug }), stringify: ({ slug }) => ({ slug }) },
  loader: ({ context, location, params }) =>
    loadEditorialPage(context.queryClient, location.pathname, `/${params.slug}`),
  head: headFromLoader((page: EditorialPageView) => ({ title: page.title, description: page.summary })),
  component: EditorialRoute,
})

function EditorialRoute() {
  return <EditorialPage page={Route.useLoaderData()} />
}
