import { type QueryKey, type UseQueryOptions, type UseQueryResult, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { use } from 'react'
import { useHydrated } from './hydrated'

/** One settled promise per fetch, so React's `use` sees the same thenable on every retry. */
const settledFetches = new WeakMap<Promise<unknown>, Promise<void>>()

function settled(fetch: Promise<unknown>): Promise<void> {
  let done = settledFetches.get(fetch)
  if (!done) {
    done = fetch.then(
      () => undefined,
      () => undefined,
    )
    settledFetches.set(fetch, done)
  }
  return done
}

/**
 * A query that a loader starts without awaiting, so the page is not held for it (the search's
 * facet counts, ADR 008), read inside a Suspense boundary of its own.
 *
 * Once the page is interactive it is a plain `useQuery` that keeps the previous answer on screen
 * while the next one loads. While the server renders and while the browser hydrates, it instead
 * waits (suspends) for a fetch still under way: the server then streams that part when it is
 * counted, and hydration renders exactly what the server sent. A plain `useQuery` there rendered
 * "loading" on the server and the counts in the browser when they had streamed in first: React
 * threw the server's markup away and rebuilt the page, taking the keyboard's focus with it.
 */
export function useStreamedQuery<TData, TKey extends QueryKey>(options: UseQueryOptions<TData, Error, TData, TKey>): UseQueryResult<TData> {
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  const result = useQuery({ ...options, placeholderData: keepPreviousData })
  if (!hydrated && result.data === undefined) {
    const query = queryClient.getQueryCache().find<TData>({ queryKey: options.queryKey, exact: true })
    const fetching = query?.state.fetchStatus === 'fetching' ? query.promise : undefined
    // A failed fetch settles too: the part then shows what it shows without data, as before.
    if (fetching) use(settled(fetching))
  }
  return result
}
