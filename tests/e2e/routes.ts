/** Every static route of the spec (section 2), locale-free, and the prefixes they live under. */
export const STATIC_ROUTES = [
  '/',
  '/books',
  '/collections',
  '/external-links',
  '/manuscripts',
  '/menu',
  '/periodicals',
  '/posters',
  '/search',
  '/compare',
  '/staff-picks',
  '/news',
  '/support/about',
  '/support/legal',
  '/support/project',
  '/support/sitemap',
  '/support/help',
  '/support/machine-interfaces',
  '/accessibility',
] as const

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
