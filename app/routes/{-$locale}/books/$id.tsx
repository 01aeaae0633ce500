import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { ItemPage } from '../../../features/reader/item-page'
import { loadItem, validateReaderSearch } from '../../../features/reader/item-route'
import { headFromLoader } from '../../../head'

export const Route = createFileRoute('/{-$locale}/books/$id')({
  validateSearch: validateReaderSearch,
  search: { middlewares: [stripSearchParams({ q: '' })] },
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: ({ context, params, location, deps }) => loadItem(context.queryClient, 'book', params.id, deps.q, location.pathname),
  head: headFromLoader((data: { title: string; description: string | null; structured: Record<string, unknown> }) => data),
  component: function ItemRoute() {
    const { id } = Route.useParams()
    const { q } = Route.useSearch()
    return <ItemPage type="book" id={id} q={q} />
  },
})
