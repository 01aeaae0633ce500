import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { localeOfPath } from '../../../src/domain/locale'
import { libraryOverviewQuery } from '../../features/library/library.queries'
import { EmptyState, PageHeader } from '../../features/pages/page-layout'
import { SearchForm } from '../../features/shell/search-form'
import { headFor } from '../../head'
import { useI18n } from '../../i18n'
import { Link } from '../../ui/link'

// Values arrive as plain strings (or arrays when repeated, see ADR 003); a
// number is accepted too for links built in code. Anything unusable falls
// back to the empty query instead of failing.
const searchSchema = v.object({
  q: v.fallback(
    v.pipe(
      v.union([v.string(), v.number(), v.array(v.string())]),
      v.transform((value) => (Array.isArray(value) ? (value[0] ?? '') : String(value)).slice(0, 500)),
    ),
    '',
  ),
})

export const Route = createFileRoute('/{-$locale}/search')({
  validateSearch: (input: Record<string, unknown>) => v.parse(searchSchema, input),
  search: { middlewares: [stripSearchParams({ q: '' })] },
  loader: ({ context, location }) => context.queryClient.ensureQueryData(libraryOverviewQuery(localeOfPath(location.pathname))),
  head: headFor((LL) => LL.pages.search.title(), (LL) => LL.pages.search.intro()),
  component: SearchPage,
})

function SearchPage() {
  const { locale, LL } = useI18n()
  const { q } = Route.useSearch()
  const { data: overview } = useSuspenseQuery(libraryOverviewQuery(locale))
  const statistics = overview?.statistics
  return (
    <div className="container">
      <PageHeader title={LL.pages.search.heading()} intro={LL.pages.search.intro()}>
        <p>
          <Link to="/support/help">{LL.pages.search.helpLink()}</Link>
        </p>
      </PageHeader>
      <SearchForm key={q} primary defaultQuery={q} />
      <section aria-labelledby="results-heading" className="results">
        <h2 id="results-heading">{LL.pages.search.resultsHeading()}</h2>
        <EmptyState>
          {statistics && statistics.totalUnits > 0
            ? LL.library.searchIndexed({ units: statistics.totalUnits, documents: statistics.totalDocuments })
            : LL.pages.search.noIndex()}
        </EmptyState>
      </section>
    </div>
  )
}
