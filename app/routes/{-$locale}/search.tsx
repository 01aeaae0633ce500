import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { SEARCH_DEFAULTS, hasSearchCriteria, parseSearchState } from '../../../src/domain/search-state'
import { libraryTotalsQuery } from '../../features/library/library.queries'
import { EmptyState, PageHeader } from '../../features/pages/page-layout'
import { DisplaySwitchers, ExportLink, LoadMore, Pagination, SearchControls } from '../../features/search/search-controls'
import { ActiveFilters, SearchFilters } from '../../features/search/search-filters'
import { SearchHistory } from '../../features/search/search-history'
import { SearchResults } from '../../features/search/search-results'
import { searchFacetsQuery, searchResultsQuery } from '../../features/search/search.queries'
import { SearchForm } from '../../features/shell/search-form'
import { headFor } from '../../head'
import { useI18n } from '../../i18n'
import { Deployable } from '../../ui/deployable'
import { Icon } from '../../ui/icon'
import { Link } from '../../ui/link'

export const Route = createFileRoute('/{-$locale}/search')({
  // Unknown or unusable values fall back to their defaults (never a 500), and
  // defaults are kept out of the URL.
  validateSearch: (input: Record<string, unknown>) => parseSearchState(input),
  search: { middlewares: [stripSearchParams(SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const totals = context.queryClient.ensureQueryData(libraryTotalsQuery())
    if (hasSearchCriteria(deps)) {
      // Results first; facet counts are not awaited and stream in after them (prefetchQuery never
      // rejects). The rest is awaited together, so no rejection is left without a listener.
      void context.queryClient.prefetchQuery(searchFacetsQuery(deps))
      await Promise.all([totals, context.queryClient.ensureQueryData(searchResultsQuery(deps))])
    } else {
      await totals
    }
  },
  head: headFor((LL) => LL.pages.search.title(), (LL) => LL.pages.search.intro()),
  component: SearchPage,
})

function SearchPage() {
  const { LL } = useI18n()
  const state = Route.useSearch()
  const { data: totals } = useSuspenseQuery(libraryTotalsQuery())
  const searching = hasSearchCriteria(state)
  const { data: answer } = useQuery({ ...searchResultsQuery(state), enabled: searching })
  return (
    <div className="container">
      <PageHeader title={LL.pages.search.heading()} intro={LL.pages.search.intro()}>
        <p className="search-help">
          <Link to="/support/help">{LL.pages.search.helpLink()}</Link>
          <Deployable
            side="center"
            label={LL.pages.search.tipsButton()}
            trigger={<Icon name="help" />}
            triggerLabel={LL.pages.search.tipsButton()}
            triggerClassName="icon-button"
          >
            <ul className="search-tips">
              <li>{LL.pages.search.tipsWords()}</li>
              <li>{LL.pages.search.tipsPhrase()}</li>
              <li>{LL.pages.search.tipsPrefix()}</li>
              <li>{LL.pages.search.tipsExclude()}</li>
            </ul>
          </Deployable>
        </p>
      </PageHeader>
      <SearchForm key={state.q} primary defaultQuery={state.q} />
      <section aria-labelledby="results-heading" className="results">
        <h2 id="results-heading">{LL.pages.search.resultsHeading()}</h2>
        {!totals || totals.units === 0 ? (
          <EmptyState>{LL.pages.search.noIndex()}</EmptyState>
        ) : !searching ? (
          <EmptyState>
            {LL.search.prompt()} {LL.library.searchIndexed({ units: totals.units, documents: totals.documents })}
          </EmptyState>
        ) : answer ? (
          <div className="results__layout">
            <SearchFilters state={state} />
            <div className="results__main">
              <div className="results__bar">
                <p className="results__count" role="status">
                  {LL.search.resultCount({ count: answer.total })}
                </p>
                <SearchControls state={state} />
              </div>
              <DisplaySwitchers state={state} />
              <ActiveFilters state={state} titles={answer.filteredTitles} />
              <SearchResults answer={answer} view={state.view} q={state.q} />
              {state.paging === 'more' ? (
                <LoadMore state={state} total={answer.total} shown={answer.hits.length} />
              ) : (
                <Pagination state={state} total={answer.total} />
              )}
              {answer.total > 0 ? (
                <p className="results__export">
                  <ExportLink state={state} />
                </p>
              ) : null}
            </div>
          </div>
        ) : null}
      </section>
      {searching ? <SearchHistory state={state} /> : null}
    </div>
  )
}
