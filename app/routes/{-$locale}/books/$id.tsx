import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { ItemPage } from '#app/features/reader/item-page.tsx'
import { loadItem } from '#app/features/reader/item-loader.ts'
import { READER_SEARCH_DEFAULTS, validateReaderSearch } from '#app/features/reader/item-route.ts'
import { headFromLoader } from '#app/head.ts'
import { MAX_ID_LENGTH, withinLength } from '#src/domain/limits.ts'

export const Route = createFileRoute('/{-$locale}/books/$id')({
  // A longer id names nothing: the route does not match, and the visitor gets the 404 (never a 500).
  params: { parse: ({ id }) => (withinLength(id, MAX_ID_LENGTH) ? { id } : false), stringify: ({ id }) => ({ id }) },
  validateSearch: validateReaderSearch,
  search: { middlewares: [stripSearchParams(READER_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ q: search.q, start: search.start }),
  loader: ({ context, params, location, deps }) => loadItem(context.queryClient, 'book', params.id, deps.q, deps.start, location.pathname, context.origin),
  head: headFromLoader(
    (data: { title: string; description: string | null; structured: Record<string, unknown>; manifestPath: string; citation: { name: string; content: string }[] }) => data,
  ),
  component: function ItemRoute() {
    const { id } = Route.useParams()
    const { q, start } = Route.useSearch()
    return <ItemPage type="book" id={id} q={q} start={start} />
  },
})
