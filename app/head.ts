import { createIsomorphicFn } from '@tanstack/react-start'
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import { LOCALES, LOCALE_TAGS, type Locale, localeOfPath, localizePath, splitLocalePath } from '#src/domain/locale.ts'
import { jsonLd } from '#src/domain/seo.ts'
import { PRESENTATION_MEDIA_TYPE } from '#src/iiif/presentation.ts'
import { serverEnv } from '#src/server/env.ts'
import { translations } from './i18n'

/**
 * The origin of canonical, hreflang, Open Graph and JSON-LD links: the configured PUBLIC_ORIGIN
 * (src/server/env.ts), never the request's Host or X-Forwarded-* headers, which any client can
 * set and which would then reach every visitor through the page cache.
 */
export const getPublicOrigin = createIsomorphicFn()
  .server(() => serverEnv().publicOrigin)
  .client(() => window.location.origin)

export type StructuredData = (page: { url: string; origin: string; locale: Locale }) => Record<string, unknown>

interface PageHeadInput {
  locale: Locale
  /** The page's path as the visitor sees it, with or without prefix. */
  pathname: string
  origin: string
  title: string
  description?: string
  /** schema.org data for the page, given its canonical URL. */
  structuredData?: StructuredData
  /** The IIIF manifest of the document the page shows (a locale-free path under /iiif). */
  manifestPath?: string
  /** Highwire `citation_*` tags of the document the page shows (src/domain/citation.ts). */
  citation?: { name: string; content: string }[]
  /** The page's Atom feed (a site-relative href) and its title. */
  feed?: { href: string; title: string }
}

/**
 * Title, description, canonical link, hreflang alternates, Open Graph tags,
 * the OpenSearch link and schema.org JSON-LD for one page.
 */
export function pageHead({ locale, pathname, origin, title, description, structuredData, manifestPath, citation, feed }: PageHeadInput) {
  const LL = translations(locale)
  // Index routes match with a trailing slash ('/periodicals/'); canonical URLs have none.
  const rest = splitLocalePath(pathname).rest.replace(/(.)\/+$/, '$1')
  const fullTitle = title ? LL.site.documentTitle({ page: title, project: LL.site.project() }) : LL.site.project()
  const canonical = `${origin}${localizePath(rest, locale)}`
  const summary = description ?? LL.site.description()
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: summary },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: LL.site.project() },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: summary },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: LOCALE_TAGS[locale].replace('-', '_') },
      ...LOCALES.filter((other) => other !== locale).map((other) => ({ property: 'og:locale:alternate', content: LOCALE_TAGS[other].replace('-', '_') })),
      ...(citation ?? []),
    ],
    scripts: structuredData ? [{ type: 'application/ld+json', children: jsonLd({ '@context': 'https://schema.org', ...structuredData({ url: canonical, origin, locale }) }) }] : [],
    links: [
      { rel: 'search', type: 'application/opensearchdescription+xml', title: LL.site.project(), href: `/opensearch.xml?lang=${locale}` },
      { rel: 'canonical', href: canonical },
      ...LOCALES.map((alternate) => ({
        rel: 'alternate',
        hrefLang: LOCALE_TAGS[alternate],
        href: `${origin}${localizePath(rest, alternate)}`,
      })),
      { rel: 'alternate', hrefLang: 'x-default', href: `${origin}${localizePath(rest, 'fr')}` },
      // IIIF viewers and harvesters find the document's manifest from its page (issue 17).
      ...(manifestPath ? [{ rel: 'alternate', type: PRESENTATION_MEDIA_TYPE, href: `${origin}${manifestPath}` }] : []),
      // Feed readers find a search's Atom feed (issue 18), or a periodical's new issues (issue 37), from its page.
      ...(feed ? [{ rel: 'alternate', type: 'application/atom+xml', title: feed.title, href: `${origin}${feed.href}` }] : []),
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
  structuredData?: StructuredData,
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
      structuredData,
    })
  }
}

/**
 * A route's `head` from what its loader returned: a title, maybe a
 * description, and maybe schema.org data (plain JSON: loader data travels to
 * the browser; the page's URL is added here).
 */
export function headFromLoader<T>(
  pick: (data: T) => {
    title: string
    description?: string | null
    /** The description's language (ISO 639-1) when it may differ from the page's: then the page describes itself instead. */
    descriptionLanguage?: string | null
    structured?: Record<string, unknown>
    manifestPath?: string
    citation?: { name: string; content: string }[]
    feed?: { href: string; title: string }
  },
) {
  return ({ match, loaderData }: HeadContext & { loaderData?: T }) => {
    const picked = loaderData === undefined ? undefined : pick(loaderData)
    const locale = localeOfPath(match.pathname)
    // A catalogue summary in another language is no description of a French or German page (issue 39).
    const sameLanguage = picked?.descriptionLanguage == null || picked.descriptionLanguage === locale
    return pageHead({
      locale,
      pathname: match.pathname,
      origin: match.context.origin,
      title: picked?.title ?? '',
      description: sameLanguage ? (picked?.description ?? undefined) : undefined,
      structuredData: picked?.structured ? ({ url }) => ({ ...picked.structured, url }) : undefined,
      manifestPath: picked?.manifestPath,
      citation: picked?.citation,
      feed: picked?.feed,
    })
  }
}
