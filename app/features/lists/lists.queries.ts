import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '#src/domain/locale.ts'
import { fetchFeaturedList, fetchList } from './lists.functions'

export const listKeys = {
  all: ['lists'] as const,
  list: (id: string, q: string, locale: Locale) => [...listKeys.all, id, q, locale] as const,
  featured: (pick: string) => [...listKeys.all, 'featured', pick] as const,
}

/** A published list never changes; a withdrawal shows within the minute. */
export const listQuery = (id: string, q: string, locale: Locale) =>
  queryOptions({ queryKey: listKeys.list(id, q, locale), queryFn: () => fetchList({ data: { id, q, locale } }), staleTime: 60_000 })

export type ListPageData = NonNullable<Awaited<ReturnType<typeof fetchList>>>

/** The list featured under a staff pick (or null); a change by the staff shows within the minute. */
export const featuredListQuery = (pick: string) =>
  queryOptions({ queryKey: listKeys.featured(pick), queryFn: () => fetchFeaturedList({ data: { pick } }), staleTime: 60_000 })

export type FeaturedList = NonNullable<Awaited<ReturnType<typeof fetchFeaturedList>>>
