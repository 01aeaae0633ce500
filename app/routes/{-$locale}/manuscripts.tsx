import { createFileRoute } from '@tanstack/react-router'
import { EmptyState, PageHeader } from '../../features/pages/page-layout'
import { headFor } from '../../head'
import { useI18n } from '../../i18n'

export const Route = createFileRoute('/{-$locale}/manuscripts')({
  head: headFor((LL) => LL.pages.manuscripts.title(), (LL) => LL.pages.manuscripts.intro()),
  component: ManuscriptsPage,
})

function ManuscriptsPage() {
  const { LL } = useI18n()
  return (
    <div className="container">
      <PageHeader title={LL.pages.manuscripts.title()} intro={LL.pages.manuscripts.intro()} />
      <EmptyState>{LL.empty.noDataYet()}</EmptyState>
    </div>
  )
}
