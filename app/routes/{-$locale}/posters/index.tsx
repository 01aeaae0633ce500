import { type SearchSchemaInput, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import type { UrlParams } from '../../../../src/domain/search-params'
import { ITEM_LIST_DEFAULTS, type ItemListState, parseItemListState } from '../../../../src/domain/item-list'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ItemListPage } from '../../../features/library/item-list-page'
import { itemsQuery } from '../../../features/library/library.queries'
import { headFor } from '../../../head'
import { useI18n } from '../../../i18n'

export const Route = createFileRoute('/{-$locale}/posters/')({
  // Letter, language and sort live in the URL; unusable values fall back to defaults.
  validateSearch: (input: UrlParams<ItemListState> & SearchSchemaInput) => parseItemListState(input),
  search: { middlewares: [stripSearchParams(ITEM_LIST_DEFAULTS)] },
  loader: ({ context }) => context.queryClient.ensureQueryData(itemsQuery('poster')),
  head: headFor((LL) => LL.pages.posters.title(), (LL) => LL.pages.posters.intro()),
  component: PostersPage,
})

function PostersPage() {
  const { LL } = useI18n()
  const { data } = useSuspenseQuery(itemsQuery('poster'))
  return <ItemListPage title={LL.pages.posters.title()} intro={LL.pages.posters.intro()} items={data} kind="poster" state={Route.useSearch()} />
}
