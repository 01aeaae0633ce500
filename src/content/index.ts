import type { Locale } from '../domain/locale.ts'
import { EDITORIAL_PAGES } from './pages.ts'
import type { ContentBlock } from './types.ts'

export type { ContentBlock, EditorialPage, PageTranslation } from './types.ts'

/** One editorial page in one language, ready to render. */
export interface EditorialPageView {
  path: string
  updated: string
  locale: Locale
  title: string
  summary: string
  blocks: readonly ContentBlock[]
}

const byPath = new Map(EDITORIAL_PAGES.map((page) => [page.path, page]))

export function getEditorialPage(path: string, locale: Locale): EditorialPageView | undefined {
  const page = byPath.get(path)
  if (!page) return undefined
  const translation = page.translations[locale]
  return { path: page.path, updated: page.updated, locale, ...translation }
}

/** Titles of every editorial page, for the sitemap. */
export function listEditorialPages(locale: Locale): { path: string; title: string }[] {
  return EDITORIAL_PAGES.map((page) => ({ path: page.path, title: page.translations[locale].title }))
}
