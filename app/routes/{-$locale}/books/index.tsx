import { type SearchSchemaInput, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import type { UrlParams } from '#src/domain/search-params.ts'
import { ITEM_LIST_DEFAULTS, type ItemListState, parseItemListState } from '#src/domain/item-list.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ItemListPage } from '#app/features/library/item-list-page.tsx'
import { itemsQuery } from '#app/features/library/library.queries.ts'
import { headFor } from '#app/head.ts'
import { useI18n } from '#app/i18n.ts'

export const Route = createFileRoute('/{-$locale}/books/')({
  // Letter, language and sort live in the URL; unusable values fall back to defaults.
  validateSearch: (input: UrlParams<ItemListState> & SearchSchemaInput) => parseItemListState(input),
  search: { middlewares: [stripSearchParams(ITEM_LIST_DEFAULTS)] },
  loader: ({ context }) => context.queryClient.ensureQueryData(itemsQuery('book')),
  head: headFor((LL) => LL.pages.books.title(), (LL) => LL.pages.books.intro()),
  component: BooksPage,
})

function BooksPage() {
  const { LL } = useI18n()
  const { data } = useSuspenseQuery(itemsQuery('book'))
  return <ItemListPage title={LL.pages.books.title()} intro={LL.pages.books.intro()} items={data} kind="book" state={Route.useSearch()} />
}
