import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { localeOfPath } from '#src/domain/locale.ts'
import { staffPicksQuery } from '#app/features/library/library.queries.ts'
import { StaffPickList } from '#app/features/library/staff-picks.tsx'
import { EmptyState, PageHeader } from '#app/features/pages/page-layout.tsx'
import { headFor } from '#app/head.ts'
import { useI18n } from '#app/i18n.ts'

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
