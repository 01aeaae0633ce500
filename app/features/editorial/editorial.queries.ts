import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { SITEMAP_PAGE } from '#src/domain/build-info.ts'
import { pageNotFound } from '#src/domain/errors.ts'
import { type Locale, localeOfPath } from '#src/domain/locale.ts'
import { editorialIndexSchema, editorialPageViewSchema } from '#src/content/schema.ts'
import { prerenderedPayload } from '../shell/build-updates'
import { fetchEditorialIndex, fetchEditorialPage } from './editorial.functions'

export const editorialKeys = {
  all: ['editorial'] as const,
  index: (locale: Locale) => [...editorialKeys.all, 'index', locale] as const,
  page: (locale: Locale, path: string) => [...editorialKeys.all, 'page', locale, path] as const,
}

export const editorialPageQuery = (locale: Locale, path: string) =>
  queryOptions({
    queryKey: editorialKeys.page(locale, path),
    // Prerendered pages read their payload file (ADR 010); the rest ask the server.
    queryFn: async () =>
      (await prerenderedPayload(locale, path, editorialPageViewSchema)) ?? fetchEditorialPage({ data: { locale, path } }),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const editorialIndexQuery = (locale: Locale) =>
  queryOptions({
    queryKey: editorialKeys.index(locale),
    queryFn: async () =>
      (await prerenderedPayload(locale, SITEMAP_PAGE, editorialIndexSchema)) ?? fetchEditorialIndex({ data: { locale } }),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** Loads the editorial page at `path` for the visitor's URL, or answers the spec's 404. */
export async function loadEditorialPage(queryClient: QueryClient, pathname: string, path: string) {
  const page = await queryClient.ensureQueryData(editorialPageQuery(localeOfPath(pathname), path))
  if (!page) throw notFound({ data: pageNotFound(pathname) })
  return page
}
