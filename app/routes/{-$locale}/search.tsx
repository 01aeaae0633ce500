import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { UrlParams } from '#src/domain/search-params.ts'
import { type SearchSchemaInput, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { localeOfPath } from '#src/domain/locale.ts'
import {
  SEARCH_DEFAULTS,
  type SearchState,
  changeSearchState,
  hasSearchCriteria,
  lastReachablePage,
  parseSearchState,
} from '#src/domain/search-state.ts'
import { libraryTotalsQuery } from '#app/features/library/library.queries.ts'
import { EmptyState, PageHeader } from '#app/features/pages/page-layout.tsx'
import { NewSince } from '#app/features/search/new-since.tsx'
import { ExportLinks, LoadMore, PagingSwitcher, Pagination, SearchControls, ViewSwitcher } from '#app/features/search/search-controls.tsx'
import { ActiveFilters, FiltersDialog, SearchFilters } from '#app/features/search/search-filters.tsx'
import { type TitleLabel, describeSearch } from '#app/features/search/search-labels.ts'
import { CiteSearch } from '#app/features/search/cite-search.tsx'
import { feedHref } from '#app/features/search/feed-href.ts'
import { SearchHistory } from '#app/features/search/search-history.tsx'
import { SearchResults } from '#app/features/search/search-results.tsx'
import { VariantReport } from '#app/features/search/variant-report.tsx'
import { searchFacetsQuery, searchResultsQuery } from '#app/features/search/search.queries.ts'
import { SearchForm } from '#app/features/shell/search-form.tsx'
import { pageHead } from '#app/head.ts'
import { translations, useI18n } from '#app/i18n.ts'
import { Deployable } from '#app/ui/deployable.tsx'
import { Icon } from '#app/ui/icon.tsx'
import { Link } from '#app/ui/link.tsx'
import { markSearchUnavailable } from '#app/features/search/unavailable.ts'
import { compareTarget, searchTarget } from '#app/ui/targets.ts'

export const Route = createFileRoute('/{-$locale}/search')({
  // Unknown or unusable values fall back to their defaults (never a 500), and
  // defaults are kept out of the URL.
  validateSearch: (input: UrlParams<SearchState> & SearchSchemaInput) => parseSearchState(input),
  search: { middlewares: [stripSearchParams(SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // The page's title and feed are worked out here, not in `head`: the loader is split from every
  // page's first load with the component (ADR 047), and so is the code that describes a search.
  loader: async ({ context, deps, location }) => {
    const locale = localeOfPath(location.pathname)
    const totals = context.queryClient.ensureQueryData(libraryTotalsQuery())
    if (hasSearchCriteria(deps)) {
      // Results first; facet counts are not awaited and stream in after them (prefetchQuery never
      // rejects). The rest is awaited together, so no rejection is left without a listener.
      void context.queryClient.prefetchQuery(searchFacetsQuery(deps))
      const [, answer] = await Promise.all([totals, context.queryClient.ensureQueryData(searchResultsQuery(deps))])
      if (answer?.unavailable) markSearchUnavailable()
      // The titles of filtered periodicals name the search in its page title.
      const titles = (answer?.filteredTitles ?? []).map(({ value, label }) => ({ value, label }))
      return { title: searchTitle(locale, deps, titles), feed: feedHref(deps, locale) }
    }
    await totals
    return { title: searchTitle(locale, deps, []), feed: undefined }
  },
  head: ({ match, loaderData }) => {
    const locale = localeOfPath(match.pathname)
    const LL = translations(locale)
    return pageHead({
      locale,
      pathname: match.pathname,
      origin: match.context.origin,
      title: loaderData?.title ?? LL.pages.search.title(),
      description: LL.pages.search.intro(),
      feed: loaderData?.feed === undefined ? undefined : { href: loaderData.feed, title: LL.research.feedLink() },
    })
  },
  component: SearchPage,
})

/** A title that names the search, so tabs, bookmarks, history and share previews tell searches apart. */
function searchTitle(locale: ReturnType<typeof localeOfPath>, state: SearchState, titles: TitleLabel[]): string {
  const LL = translations(locale)
  const description = describeSearch(LL, locale, state, titles)
  return description ? LL.search.pageTitle({ description }) : LL.pages.search.title()
}

function SearchPage() {
  const { locale, LL } = useI18n()
  const state = Route.useSearch()
  const { data: totals } = useSuspenseQuery(libraryTotalsQuery())
  const searching = hasSearchCriteria(state)
  const { data: answer } = useQuery({ ...searchResultsQuery(state), enabled: searching })
  const help = (
    <p className="search-help">
      <Link to="/{-$locale}/support/$slug" params={{ slug: 'help' }}>{LL.pages.search.helpLink()}</Link>
      <Deployable
        side="center"
        mode="focus"
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
          <li>{LL.pages.search.tipsVariants()}</li>
        </ul>
      </Deployable>
    </p>
  )
  return (
    <div className={searching ? 'container search-page search-page--results' : 'container search-page'}>
      {/* With results on screen the header steps back (the introduction is for the empty page), so
          a laptop shows three results or more above the fold. */}
      <PageHeader title={LL.pages.search.heading()} intro={searching ? undefined : LL.pages.search.intro()}>
        {help}
      </PageHeader>
      <SearchForm primary state={state} />
      <section aria-labelledby="results-heading" className="results">
        <h2 id="results-heading" className={searching ? 'visually-hidden' : undefined}>
          {LL.pages.search.resultsHeading()}
        </h2>
        {!totals || totals.units === 0 ? (
          <EmptyState>{LL.pages.search.noIndex()}</EmptyState>
        ) : !searching ? (
          <EmptyState>
            {LL.search.prompt()} {LL.library.searchIndexed({ units: totals.units, documents: totals.documents })}
          </EmptyState>
        ) : answer?.unanswerable && answer.notes.length > 0 ? (
          <div className="empty-state">
            <VariantReport answer={answer} state={state} />
            <p>{LL.search.unanswerable()}</p>
          </div>
        ) : answer?.unavailable ? (
          <div className="empty-state" role="alert">
            <p>{answer.overBudget ? LL.searchBudget.overBudget() : LL.search.unavailable()}</p>
          </div>
        ) : answer ? (
          <div className="results__layout">
            <SearchFilters state={state} />
            <div className="results__main">
              <div className="results__bar">
                <p className="results__count" role="status">
                  {LL.search.resultCount({ count: answer.total })}
                </p>
                <FiltersDialog state={state} total={answer.total} />
                <ActiveFilters state={state} titles={answer.filteredTitles} />
              </div>
              <VariantReport answer={answer} state={state} />
              <div className="results__controls">
                <ViewSwitcher state={state} />
                <SearchControls state={state} />
              </div>
              {answer.total > 0 && answer.hits.length === 0 ? (
                <PastTheEnd state={state} total={answer.total} />
              ) : (
                <SearchResults answer={answer} state={state} />
              )}
              {state.paging === 'more' ? (
                <LoadMore state={state} total={answer.total} shown={answer.hits.length} />
              ) : (
                <Pagination state={state} total={answer.total} />
              )}
              {answer.total > 0 ? (
                <div className="results__footer">
                  <PagingSwitcher state={state} />
                  <ExportLinks state={state} total={answer.total} />
                  <CiteSearch state={state} total={answer.total} titles={answer.filteredTitles} />
                  <a className="button button--quiet" href={feedHref(state, locale)} type="application/atom+xml">
                    <Icon name="external" />
                    {LL.research.feedLink()}
                  </a>
                  <NewSince state={state} />
                  {state.q.trim() ? (
                    <Link {...compareTarget({ ...state, q: [state.q.trim()] })} className="button button--quiet">
                      <Icon name="stats" />
                      {LL.research.compareLink()}
                    </Link>
                  ) : null}
                </div>
              ) : null}
            </div>
          </div>
        ) : null}
      </section>
      <SearchHistory state={state} titles={answer?.filteredTitles} />
    </div>
  )
}

/** A page number past the last page (an old link, a shrunk collection): the way back, not an empty list. */
function PastTheEnd({ state, total }: { state: SearchState; total: number }) {
  const { LL } = useI18n()
  const last = Math.max(1, Math.min(Math.ceil(total / state.size), lastReachablePage(state)))
  return (
    <EmptyState>
      {LL.search.pastTheEnd({ page: state.page, pages: last })}{' '}
      <Link {...searchTarget(changeSearchState(state, { page: last }))}>{LL.search.lastPage({ page: last })}</Link>{' '}
      <Link {...searchTarget(changeSearchState(state, { page: 1 }))}>{LL.search.firstPage()}</Link>
    </EmptyState>
  )
}
