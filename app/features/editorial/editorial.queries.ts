import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../src/domain/locale'
import { fetchEditorialIndex, fetchEditorialPage } from './editorial.functions'

export const editorialKeys = {
  all: ['editorial'] as const,
  index: (locale: Locale) => [...editorialKeys.all, 'index', locale] as const,
  page: (locale: Locale, path: string) => [...editorialKeys.all, 'page', locale, path] as const,
}

export const editorialPageQuery = (locale: Locale, path: string) =>
  queryOptions({
    queryKey: editorialKeys.page(locale, path),
    queryFn: () => fetchEditorialPage({ data: { locale, path } }),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const editorialIndexQuery = (locale: Locale) =>
  queryOptions({
    queryKey: editorialKeys.index(locale),
    queryFn: () => fetchEditorialIndex({ data: { locale } }),
    staleTime: Number.POSITIVE_INFINITY,
  })
