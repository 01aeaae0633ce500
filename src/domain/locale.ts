/**
 * Locales and locale-aware paths. French is the default and lives at the
 * unprefixed URLs; /fr/… is accepted as an alias whose canonical form is
 * unprefixed (spec §2, §9).
 */
import { cookieValue } from './cookies.ts'

/** The site's languages: the one list every route, dictionary chunk, schema and test reads. */
export const LOCALES = ['en', 'de', 'fr'] as const
export type Locale = (typeof LOCALES)[number]
/** The locales as a regular expression's alternatives (`en|de|fr`). */
export const LOCALE_ALTERNATIVES = LOCALES.join('|')

const LOCALE_PREFIX = new RegExp(`^/(${LOCALE_ALTERNATIVES})(?=/|$)(.*)$`)
export const DEFAULT_LOCALE: Locale = 'fr'

/** BCP 47 tags for <html lang>, Intl and hreflang (spec §3). */
export const LOCALE_TAGS: Record<Locale, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
}

/** Each language named in itself, the way a language switcher should show it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
}

export const LOCALE_COOKIE = 'locale'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALES.some((locale) => locale === value)
}

export interface SplitPath {
  /** The locale named by the prefix, or undefined when the path has none. */
  prefix: Locale | undefined
  /** The path without its locale prefix, always starting with '/'. */
  rest: string
}

export function splitLocalePath(pathname: string): SplitPath {
  const match = LOCALE_PREFIX.exec(pathname)
  if (!match) return { prefix: undefined, rest: pathname.startsWith('/') ? pathname : `/${pathname}` }
  const prefix = match[1]
  return { prefix: isLocale(prefix) ? prefix : undefined, rest: match[2] || '/' }
}

export function localeOfPath(pathname: string): Locale {
  return splitLocalePath(pathname).prefix ?? DEFAULT_LOCALE
}

/** Put a locale-free path under the locale's prefix; French stays unprefixed. */
export function localizePath(path: string, locale: Locale): string {
  const rest = path.startsWith('/') ? path : `/${path}`
  if (locale === DEFAULT_LOCALE) return rest
  return rest === '/' ? `/${locale}` : `/${locale}${rest}`
}

/** The same page in another language, keeping the rest of the path. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizePath(splitLocalePath(pathname).rest, target)
}

/** Parse the stored language choice out of a Cookie header. */
export function localeFromCookieHeader(header: string | null | undefined): Locale | undefined {
  const value = cookieValue(header, LOCALE_COOKIE)
  return isLocale(value) ? value : undefined
}

/**
 * The first of the site's languages an Accept-Language header asks for (by its order, weights
 * ignored past it), or undefined: for answers that have no address of their own in each language
 * (the OAI-PMH stylesheet, issue 53).
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  for (const part of (header ?? '').slice(0, 500).split(',')) {
    const language = part.split(';')[0]?.trim().toLowerCase().split('-')[0]
    if (isLocale(language)) return language
  }
  return undefined
}

/** Addresses answered for machines, in no language: never sent under a language prefix. */
const MACHINE_PATHS = ['/api', '/iiif', '/cite', '/pdf', '/_build', '/_serverFn', '/assets'] as const

/**
 * Where a request for an unprefixed URL should go when the visitor chose a
 * language other than French. Only the same path under the chosen prefix is
 * ever produced, so this cannot become an open redirect.
 */
export function localeRedirectTarget(
  pathname: string,
  search: string,
  chosen: Locale | undefined,
): string | undefined {
  if (!chosen || chosen === DEFAULT_LOCALE) return undefined
  if (splitLocalePath(pathname).prefix) return undefined
  // Protocol-relative or backslash tricks never reach here as a real path, but
  // refuse anything that is not a plain absolute path all the same.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\')) return undefined
  // Files for machines (sitemap.xml, robots.txt, opensearch.xml, feed.atom), the API and the documents'
  // addresses (IIIF, citations, PDFs: the item lists' thumbnails and the readers' downloads for a
  // visitor who chose English were sent to /en/iiif/…, a 404) have no language.
  if (/^\/[^/]+\.(xml|txt|json|svg|ico|atom)$/.test(pathname) || MACHINE_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return undefined
  return `${localizePath(pathname, chosen)}${search}`
}

/**
 * Addresses the server answers for machines, not pages of the app (issue 37: the machine
 * interfaces): they have no language and are not routes of the app, so a link to one from
 * editorial content is a plain link to the address as written.
 */
export function isMachinePath(pathname: string): boolean {
  return (
    /^\/(oai|feed\.atom|sitemap\.xml|opensearch\.xml|robots\.txt)$/.test(pathname) ||
    /^\/(iiif|feeds|cite|api|items|ark:)\//.test(pathname)
  )
}

/** The language cookie (spec §4); `Secure` on a page served over HTTPS, so it never travels in clear. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
