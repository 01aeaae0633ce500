import { useSuspenseQuery } from '@tanstack/react-query'
import type { UrlParams } from '#src/domain/search-params.ts'
import { type SearchSchemaInput, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { PERIODICAL_LIST_DEFAULTS, type PeriodicalListState, parsePeriodicalListState } from '#src/domain/periodical-list.ts'
import { filterPeriodicals } from '#src/domain/list-order.ts'
import { PeriodicalFilters } from '#app/features/library/periodical-filters.tsx'
import { PeriodicalList } from '#app/features/library/periodical-list.tsx'
import { periodicalsQuery } from '#app/features/library/library.queries.ts'
import { EmptyState, PageHeader } from '#app/features/pages/page-layout.tsx'
import { headFor } from '#app/head.ts'
import { useI18n } from '#app/i18n.ts'
import { Link } from '#app/ui/link.tsx'
import { periodicalListTarget } from '#app/ui/targets.ts'

export const Route = createFileRoute('/{-$locale}/periodicals/')({
  // Letter, language, type and sort live in the URL; unusable values fall back to defaults.
  validateSearch: (input: UrlParams<PeriodicalListState> & SearchSchemaInput) => parsePeriodicalListState(input),
  search: { middlewares: [stripSearchParams(PERIODICAL_LIST_DEFAULTS)] },
  loader: ({ context }) => context.queryClient.ensureQueryData(periodicalsQuery()),
  head: headFor((LL) => LL.pages.periodicals.title(), (LL) => LL.pages.periodicals.intro()),
  component: PeriodicalsPage,
})

function PeriodicalsPage() {
  const { LL } = useI18n()
  const state = Route.useSearch()
  const { data: periodicals } = useSuspenseQuery(periodicalsQuery())
  const shown = filterPeriodicals(periodicals, state)
  return (
    <div className="container">
      <PageHeader title={LL.pages.periodicals.title()} intro={LL.pages.periodicals.intro()} />
      {periodicals.length === 0 ? (
        <EmptyState>{LL.empty.noDataYet()}</EmptyState>
      ) : (
        <>
          <PeriodicalFilters state={state} periodicals={periodicals} />
          <p className="page-header__count" role="status">
            {shown.length === periodicals.length
              ? LL.library.listLabel({ count: periodicals.length })
              : LL.periodicalList.shown({ shown: shown.length, total: periodicals.length })}
          </p>
          {shown.length === 0 ? (
            <EmptyState>
              {LL.periodicalList.noMatch()} <Link {...periodicalListTarget()}>{LL.periodicalList.showAll()}</Link>
            </EmptyState>
          ) : (
            <PeriodicalList periodicals={shown} />
          )}
        </>
      )}
    </div>
  )
}
