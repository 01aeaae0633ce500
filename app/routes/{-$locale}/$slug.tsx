import { createFileRoute } from '@tanstack/react-router'
import type { EditorialPageView } from '#src/content/index.ts'
import { MAX_SLUG_LENGTH, withinLength } from '#src/domain/limits.ts'
import { isLocale } from '#src/domain/locale.ts'
import { EditorialPage } from '#app/features/editorial/editorial-page.tsx'
import { loadEditorialPage } from '#app/features/editorial/editorial.queries.ts'
import { headFromLoader } from '#app/head.ts'

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
