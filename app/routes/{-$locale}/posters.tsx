import { createFileRoute } from '@tanstack/react-router'
import { EmptyState, PageHeader } from '../../features/pages/page-layout'
import { headFor } from '../../head'
import { useI18n } from '../../i18n'

export const Route = createFileRoute('/{-$locale}/posters')({
  head: headFor((LL) => LL.pages.posters.title(), (LL) => LL.pages.posters.intro()),
  component: PostersPage,
})

function PostersPage() {
  const { LL } = useI18n()
  return (
    <div className="container">
      <PageHeader title={LL.pages.posters.title()} intro={LL.pages.posters.intro()} />
      <EmptyState>{LL.empty.noDataYet()}</EmptyState>
    </div>
  )
}
