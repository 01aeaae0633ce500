import { linkOptions } from '@tanstack/react-router'
import type { TranslationFunctions } from '#i18n/i18n-types.ts'

/**
 * A page of the site as it appears in navigation, the menu and the sitemap: its typed link, and
 * its locale-free path (a key, and what editorial pages of the same address are matched by;
 * tests/unit/sections.test.ts holds the two to the same address).
 */
const section = <const TLink>(path: string, link: TLink, label: (LL: TranslationFunctions) => string) => ({ path, link, label })

export const MAIN_SECTIONS = [
  section('/', linkOptions({ to: '/{-$locale}' }), (LL) => LL.nav.home()),
  section('/search', linkOptions({ to: '/{-$locale}/search' }), (LL) => LL.nav.search()),
  section('/periodicals', linkOptions({ to: '/{-$locale}/periodicals' }), (LL) => LL.nav.periodicals()),
  section('/books', linkOptions({ to: '/{-$locale}/books' }), (LL) => LL.nav.books()),
  section('/manuscripts', linkOptions({ to: '/{-$locale}/manuscripts' }), (LL) => LL.nav.manuscripts()),
  section('/posters', linkOptions({ to: '/{-$locale}/posters' }), (LL) => LL.nav.posters()),
  section('/collections', linkOptions({ to: '/{-$locale}/collections' }), (LL) => LL.nav.collections()),
  section('/staff-picks', linkOptions({ to: '/{-$locale}/staff-picks' }), (LL) => LL.nav.staffPicks()),
]

const supportPage = (slug: string) => linkOptions({ to: '/{-$locale}/support/$slug', params: { slug } })

export const SUPPORT_SECTIONS = [
  section('/support/about', supportPage('about'), (LL) => LL.footer.about()),
  section('/support/project', supportPage('project'), (LL) => LL.footer.project()),
  section('/support/help', supportPage('help'), (LL) => LL.footer.help()),
  section('/support/legal', supportPage('legal'), (LL) => LL.footer.legal()),
  section('/accessibility', linkOptions({ to: '/{-$locale}/$slug', params: { slug: 'accessibility' } }), (LL) => LL.footer.accessibility()),
  section('/external-links', linkOptions({ to: '/{-$locale}/external-links' }), (LL) => LL.footer.externalLinks()),
  section('/support/sitemap', linkOptions({ to: '/{-$locale}/support/sitemap' }), (LL) => LL.footer.sitemap()),
]

/**
 * Pages of their own that the navigation does not list: reached from other pages (the news from
 * the home page, the machine interfaces from the help, the comparison from a search, the menu on
 * a phone). `inSitemap`: worth arriving at from a search engine.
 */
export const OTHER_PAGES = [
  { path: '/news', inSitemap: true },
  { path: '/support/machine-interfaces', inSitemap: true },
  { path: '/compare', inSitemap: false },
  { path: '/menu', inSitemap: false },
] as const

/**
 * The site's own pages, locale-free (issue 54: one registry): the navigation and the menu show the
 * sections, the sitemap lists these, and the e2e suite (tests/e2e/routes.ts) visits every one in
 * every language. Records of the store and editorial pages come on top, each from its source.
 */
export const SITE_PAGES: readonly { path: string; inSitemap: boolean }[] = [
  ...[...MAIN_SECTIONS, ...SUPPORT_SECTIONS].map((section) => ({ path: section.path, inSitemap: true })),
  ...OTHER_PAGES,
]
