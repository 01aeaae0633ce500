import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestUrl } from '@tanstack/react-start/server'
import type { TranslationFunctions } from '../i18n/i18n-types'
import { LOCALES, LOCALE_TAGS, type Locale, localeOfPath, localizePath, splitLocalePath } from '../src/domain/locale'
import { translations } from './i18n'

/**
 * The origin used for canonical and hreflang links. PUBLIC_ORIGIN pins it
 * behind a proxy; otherwise the request's own origin is used.
 */
export const getPublicOrigin = createIsomorphicFn()
  .server(() => process.env.PUBLIC_ORIGIN ?? new URL(getRequestUrl()).origin)
  .client(() => window.location.origin)

interface PageHeadInput {
  locale: Locale
  /** The page's path as the visitor sees it, with or without prefix. */
  pathname: string
  origin: string
  title: string
  description?: string
}

/** Title, description, canonical link and hreflang alternates for one page. */
export function pageHead({ locale, pathname, origin, title, description }: PageHeadInput) {
  const LL = translations(locale)
  // Index routes match with a trailing slash ('/periodicals/'); canonical URLs have none.
  const rest = splitLocalePath(pathname).rest.replace(/(.)\/+$/, '$1')
  const fullTitle = title ? LL.site.documentTitle({ page: title, project: LL.site.project() }) : LL.site.project()
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description ?? LL.site.description() },
      { property: 'og:title', content: fullTitle },
      { property: 'og:locale', content: LOCALE_TAGS[locale].replace('-', '_') },
    ],
    links: [
      { rel: 'canonical', href: `${origin}${localizePath(rest, locale)}` },
      ...LOCALES.map((alternate) => ({
        rel: 'alternate',
        hrefLang: LOCALE_TAGS[alternate],
        href: `${origin}${localizePath(rest, alternate)}`,
      })),
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}${localizePath(rest, 'fr')}` },
    ],
  }
}

interface HeadContext {
  match: { pathname: string; context: { origin: string } }
}

/** A route's `head` from its translated title (and optional description). */
export function headFor(
  title: (LL: TranslationFunctions) => string,
  description?: (LL: TranslationFunctions) => string,
) {
  return ({ match }: HeadContext) => {
    const locale = localeOfPath(match.pathname)
    const LL = translations(locale)
    return pageHead({
      locale,
      pathname: match.pathname,
      origin: match.context.origin,
      title: title(LL),
      description: description?.(LL),
    })
  }
}

/** A route's `head` from what its loader returned (a title and maybe a description). */
export function headFromLoader<T>(pick: (data: T) => { title: string; description?: string | null }) {
  return ({ match, loaderData }: HeadContext & { loaderData?: T }) => {
    const picked = loaderData === undefined ? undefined : pick(loaderData)
    return pageHead({
      locale: localeOfPath(match.pathname),
      pathname: match.pathname,
      origin: match.context.origin,
      title: picked?.title ?? '',
      description: picked?.description ?? undefined,
    })
  }
}
