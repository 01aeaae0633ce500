import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { localeOfPath } from '../../../../src/domain/locale'
import { staffPicksQuery } from '../../../features/library/library.queries'
import { StaffPickList } from '../../../features/library/staff-picks'
import { EmptyState, PageHeader } from '../../../features/pages/page-layout'
import { headFor } from '../../../head'
import { useI18n } from '../../../i18n'

export const Route = createFileRoute('/{-$locale}/staff-picks/')({
  loader: ({ context, location }) => context.queryClient.ensureQueryData(staffPicksQuery(localeOfPath(location.pathname))),
  head: headFor((LL) => LL.pages.staffPicks.title(), (LL) => LL.pages.staffPicks.intro()),
  component: StaffPicksPage,
})

function StaffPicksPage() {
  const { locale, LL } = useI18n()
  const { data: picks } = useSuspenseQuery(staffPicksQuery(locale))
  return (
    <div className="container">
      <PageHeader title={LL.pages.staffPicks.title()} intro={LL.pages.staffPicks.intro()} />
      {picks.length === 0 ? <EmptyState>{LL.pages.home.staffPicksEmpty()}</EmptyState> : <StaffPickList picks={picks} />}
    </div>
  )
}
