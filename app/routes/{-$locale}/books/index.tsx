import { type SearchSchemaInput, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import type { UrlParams } from '../../../../src/domain/search-params'
import { ITEM_LIST_DEFAULTS, type ItemListState, parseItemListState } from '../../../../src/domain/item-list'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ItemListPage } from '../../../features/library/item-list-page'
import { itemsQuery } from '../../../features/library/library.queries'
import { headFor } from '../../../head'
import { useI18n } from '../../../i18n'

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
