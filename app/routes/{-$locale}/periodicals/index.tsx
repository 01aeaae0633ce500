import { createFileRoute } from '@tanstack/react-router'
import { EmptyState, PageHeader } from '../../../features/pages/page-layout'
import { headFor } from '../../../head'
import { useI18n } from '../../../i18n'

export const Route = createFileRoute('/{-$locale}/periodicals/')({
  head: headFor((LL) => LL.pages.periodicals.title(), (LL) => LL.pages.periodicals.intro()),
  component: PeriodicalsPage,
})

function PeriodicalsPage() {
  const { LL } = useI18n()
  return (
    <div className="container">
      <PageHeader title={LL.pages.periodicals.title()} intro={LL.pages.periodicals.intro()} />
      <EmptyState>{LL.empty.noDataYet()}</EmptyState>
    </div>
  )
}
