import type { TranslationFunctions } from '../../../i18n/i18n-types'

/** A page of the site as it appears in navigation, the menu and the sitemap. */
export interface Section {
  path: string
  label: (LL: TranslationFunctions) => string
}

export const MAIN_SECTIONS: readonly Section[] = [
  { path: '/', label: (LL) => LL.nav.home() },
  { path: '/search', label: (LL) => LL.nav.search() },
  { path: '/periodicals', label: (LL) => LL.nav.periodicals() },
  { path: '/books', label: (LL) => LL.nav.books() },
  { path: '/manuscripts', label: (LL) => LL.nav.manuscripts() },
  { path: '/posters', label: (LL) => LL.nav.posters() },
  { path: '/collections', label: (LL) => LL.nav.collections() },
  { path: '/staff-picks', label: (LL) => LL.nav.staffPicks() },
]

export const SUPPORT_SECTIONS: readonly Section[] = [
  { path: '/support/about', label: (LL) => LL.footer.about() },
  { path: '/support/project', label: (LL) => LL.footer.project() },
  { path: '/support/help', label: (LL) => LL.footer.help() },
  { path: '/support/legal', label: (LL) => LL.footer.legal() },
  { path: '/accessibility', label: (LL) => LL.footer.accessibility() },
  { path: '/external-links', label: (LL) => LL.footer.externalLinks() },
  { path: '/support/sitemap', label: (LL) => LL.footer.sitemap() },
]
