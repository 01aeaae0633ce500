import { useQuery } from '@tanstack/react-query'
import { type SearchSchemaInput, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { COMPARE_DEFAULTS, type CompareState, comparedSearches, parseCompareState } from '#src/domain/compare-state.ts'
import type { UrlParams } from '#src/domain/search-params.ts'
import { ComparisonPage } from '#app/features/compare/comparison.tsx'
import { compareQuery } from '#app/features/search/search.queries.ts'
import { markSearchUnavailable } from '#app/features/search/unavailable.ts'
import { headFor } from '#app/head.ts'

type CompareParams = UrlParams<CompareState>

export const Route = createFileRoute('/{-$locale}/compare')({
  // Up to three queries and the filters they share; anything else falls back (never a 500).
  validateSearch: (input: CompareParams & SearchSchemaInput) => parseCompareState(input),
  search: { middlewares: [stripSearchParams(COMPARE_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const states = comparedSearches(deps)
    if (states.length === 0) return
    const comparison = await context.queryClient.ensureQueryData(compareQuery(states))
    if (comparison?.unavailable) markSearchUnavailable()
  },
  head: headFor((LL) => LL.research.compareTitle(), (LL) => LL.research.compareIntro()),
  component: ComparePage,
})

function ComparePage() {
  const state = Route.useSearch()
  const states = comparedSearches(state)
  const { data } = useQuery({ ...compareQuery(states), enabled: states.length > 0 })
  return <ComparisonPage state={state} comparison={states.length > 0 ? (data ?? null) : null} />
}
