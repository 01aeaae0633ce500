import { queryOptions } from '@tanstack/react-query'
import type { ItemType } from '#src/domain/issue-path.ts'
import type { Locale } from '#src/domain/locale.ts'
import { fetchItems, fetchLibraryOverview, fetchLibraryTotals, fetchNews, fetchPeriodical, fetchPeriodicals, fetchStaffPick, fetchStaffPicks } from './library.functions'


export const libraryKeys = {
  all: ['library'] as const,
  overview: (locale: Locale) => [...libraryKeys.all, 'overview', locale] as const,
  totals: () => [...libraryKeys.all, 'totals'] as const,
  news: (locale: Locale) => [...libraryKeys.all, 'news', locale] as const,
  staffPicks: (locale: Locale) => [...libraryKeys.all, 'staff-picks', locale] as const,
  staffPick: (locale: Locale, id: string) => [...libraryKeys.staffPicks(locale), id] as const,
  periodicals: () => [...libraryKeys.all, 'periodicals'] as const,
  periodical: (id: string) => [...libraryKeys.periodicals(), id] as const,
  items: (type: ItemType) => [...libraryKeys.all, 'items', type] as const,
}

export const libraryOverviewQuery = (locale: Locale) =>
  queryOptions({ queryKey: libraryKeys.overview(locale), queryFn: () => fetchLibraryOverview({ data: { locale } }) })

export const libraryTotalsQuery = () => queryOptions({ queryKey: libraryKeys.totals(), queryFn: () => fetchLibraryTotals() })

export const staffPicksQuery = (locale: Locale) =>
  queryOptions({ queryKey: libraryKeys.staffPicks(locale), queryFn: () => fetchStaffPicks({ data: { locale } }) })

export const staffPickQuery = (locale: Locale, id: string) =>
  queryOptions({ queryKey: libraryKeys.staffPick(locale, id), queryFn: () => fetchStaffPick({ data: { locale, id } }) })

export const periodicalsQuery = () => queryOptions({ queryKey: libraryKeys.periodicals(), queryFn: () => fetchPeriodicals() })

export const periodicalQuery = (id: string) =>
  queryOptions({ queryKey: libraryKeys.periodical(id), queryFn: () => fetchPeriodical({ data: { id } }) })

export const itemsQuery = (type: ItemType) =>
  queryOptions({ queryKey: libraryKeys.items(type), queryFn: () => fetchItems({ data: { type } }) })

export const newsQuery = (locale: Locale) => queryOptions({ queryKey: libraryKeys.news(locale), queryFn: () => fetchNews({ data: { locale } }) })
