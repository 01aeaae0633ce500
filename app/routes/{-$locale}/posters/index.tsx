import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ItemListPage } from '../../../features/library/item-list-page'
import { itemsQuery } from '../../../features/library/library.queries'
import { headFor } from '../../../head'
import { useI18n } from '../../../i18n'

export const Route = createFileRoute('/{-$locale}/posters/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(itemsQuery('poster')),
  head: headFor((LL) => LL.pages.posters.title(), (LL) => LL.pages.posters.intro()),
  component: PostersPage,
})

function PostersPage() {
  const { LL } = useI18n()
  const { data } = useSuspenseQuery(itemsQuery('poster'))
  return <ItemListPage title={LL.pages.posters.title()} intro={LL.pages.posters.intro()} items={data} basePath="/posters" />
}
