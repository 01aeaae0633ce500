import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PeriodicalList } from '../../../features/library/periodical-list'
import { periodicalsQuery } from '../../../features/library/library.queries'
import { EmptyState, PageHeader } from '../../../features/pages/page-layout'
import { headFor } from '../../../head'
import { useI18n } from '../../../i18n'

export const Route = createFileRoute('/{-$locale}/periodicals/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(periodicalsQuery()),
  head: headFor((LL) => LL.pages.periodicals.title(), (LL) => LL.pages.periodicals.intro()),
  component: PeriodicalsPage,
})

function PeriodicalsPage() {
  const { LL } = useI18n()
  const { data: periodicals } = useSuspenseQuery(periodicalsQuery())
  return (
    <div className="container">
      <PageHeader title={LL.pages.periodicals.title()} intro={LL.pages.periodicals.intro()}>
        {periodicals.length > 0 ? <p className="page-header__count">{LL.library.listLabel({ count: periodicals.length })}</p> : null}
      </PageHeader>
      {periodicals.length === 0 ? <EmptyState>{LL.empty.noDataYet()}</EmptyState> : <PeriodicalList periodicals={periodicals} />}
    </div>
  )
}
