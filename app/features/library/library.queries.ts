import { queryOptions } from '@tanstack/react-query'
import { fetchItems, fetchLibraryOverview, fetchPeriodical, fetchPeriodicals } from './library.functions'

export type ItemType = 'book' | 'manuscript' | 'poster' | 'postcard'

export const libraryKeys = {
  all: ['library'] as const,
  overview: () => [...libraryKeys.all, 'overview'] as const,
  periodicals: () => [...libraryKeys.all, 'periodicals'] as const,
  periodical: (id: string) => [...libraryKeys.periodicals(), id] as const,
  items: (type: ItemType) => [...libraryKeys.all, 'items', type] as const,
}

export const libraryOverviewQuery = () =>
  queryOptions({ queryKey: libraryKeys.overview(), queryFn: () => fetchLibraryOverview() })

export const periodicalsQuery = () => queryOptions({ queryKey: libraryKeys.periodicals(), queryFn: () => fetchPeriodicals() })

export const periodicalQuery = (id: string) =>
  queryOptions({ queryKey: libraryKeys.periodical(id), queryFn: () => fetchPeriodical({ data: { id } }) })

export const itemsQuery = (type: ItemType) =>
  queryOptions({ queryKey: libraryKeys.items(type), queryFn: () => fetchItems({ data: { type } }) })
