import { createFileRoute } from '@tanstack/react-router'
import { EmptyState, PageHeader } from '../../../features/pages/page-layout'
import { headFor } from '../../../head'
import { useI18n } from '../../../i18n'

export const Route = createFileRoute('/{-$locale}/staff-picks/')({
  head: headFor((LL) => LL.pages.staffPicks.title(), (LL) => LL.pages.staffPicks.intro()),
  component: StaffPicksPage,
})

function StaffPicksPage() {
  const { LL } = useI18n()
  return (
    <div className="container">
      <PageHeader title={LL.pages.staffPicks.title()} intro={LL.pages.staffPicks.intro()} />
      <EmptyState>{LL.pages.home.staffPicksEmpty()}</EmptyState>
    </div>
  )
}
