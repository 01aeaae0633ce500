import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router'
import { pageNotFound } from '#src/domain/errors.ts'
import { LIST_ID } from '#src/domain/lists.ts'
import { localeOfPath } from '#src/domain/locale.ts'
import { LIST_SEARCH_DEFAULTS, validateListSearch } from '#app/features/lists/list-route.ts'
import { listQuery } from '#app/features/lists/lists.queries.ts'
import { listStructuredData } from '#app/features/lists/list-structured-data.ts'
import { ListPage } from '#app/features/lists/list-page.tsx'
import { headFromLoader } from '#app/head.ts'
import { translations, useLocale } from '#app/i18n.ts'

export const Route = createFileRoute('/{-$locale}/lists/$id')({
  // Only a list's id can name one: anything else does not match, and is the 404 page.
  params: { parse: ({ id }) => (LIST_ID.test(id) ? { id } : false), stringify: ({ id }) => ({ id }) },
  validateSearch: validateListSearch,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: async ({ context, params, location, deps }) => {
    const locale = localeOfPath(location.pathname)
    const list = await context.queryClient.ensureQueryData(listQuery(params.id, deps.q, locale))
    if (!list) throw notFound({ data: pageNotFound(location.pathname) })
    const LL = translations(locale)
    return {
      title: list.title,
      description: list.note || LL.lists.page.intro(),
      structured: listStructuredData(LL, locale, list, context.origin),
    }
  },
  head: headFromLoader((data: { title: string; description: string; structured: Record<string, unknown> }) => data),
  component: ListRoutePage,
})

function ListRoutePage() {
  const { id } = Route.useParams()
  const { q } = Route.useSearch()
  const { data } = useSuspenseQuery(listQuery(id, q, useLocale()))
  // The loader already answered 404 for unknown ids.
  return data ? <ListPage list={data} q={q} /> : null
}
