import { SITE_PAGES } from '../../app/features/shell/sections'

/** Every page of the site's own (app/features/shell/sections.ts: the registry the nav and the sitemap read), locale-free. */
export const STATIC_ROUTES = SITE_PAGES.map((page) => page.path)

export const PREFIXES = ['', '/en', '/de', '/fr'] as const

export const LANG_OF_PREFIX: Record<(typeof PREFIXES)[number], string> = {
  '': 'fr-FR',
  '/en': 'en-GB',
  '/de': 'de-DE',
  '/fr': 'fr-FR',
}

export function withPrefix(prefix: string, path: string): string {
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}
