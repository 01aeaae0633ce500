import { type SearchSchemaInput, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import type { UrlParams } from '#src/domain/search-params.ts'
import { ITEM_LIST_DEFAULTS, type ItemListState, parseItemListState } from '#src/domain/item-list.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ItemListPage } from '#app/features/library/item-list-page.tsx'
import { itemsQuery } from '#app/features/library/library.queries.ts'
import { headFor } from '#app/head.ts'
import { useI18n } from '#app/i18n.ts'

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
