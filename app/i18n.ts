import { useRouterState } from '@tanstack/react-router'
import { createContext, useContext } from 'react'
import { type Locale, localeOfPath } from '../src/domain/locale'
import type { TranslationFunctions } from '../i18n/i18n-types'
import { i18nObject, loadedLocales } from '../i18n/i18n-util'
import { loadLocaleAsync } from '../i18n/i18n-util.async'

// The server holds the three dictionaries; the browser loads only the page's
// language (about 6 KB gzip each), before hydrating and before a navigation
// into another language (app/client.tsx, the root route's beforeLoad).
// Imported only on the server, so the browser's first-load chunk never holds the other languages.
if (import.meta.env.SSR) (await import('../i18n/i18n-util.sync')).loadAllLocales()

const dictionaries: Partial<Record<Locale, TranslationFunctions>> = {}

export function translations(locale: Locale): TranslationFunctions {
  const known = dictionaries[locale]
  if (known) return known
  const created = i18nObject(locale)
  if (loadedLocales[locale]) dictionaries[locale] = created
  return created
}

/** Loads a language's dictionary in the browser if it is not there yet. */
export async function ensureTranslations(locale: Locale): Promise<void> {
  if (!loadedLocales[locale]) await loadLocaleAsync(locale)
}

/**
 * The page's locale always follows its URL, including on error screens: the URL the page on
 * screen was loaded for. The router announces the next location as soon as a navigation
 * starts, before the root route has fetched that language's dictionary; rendering it then
 * would show empty labels, and a page whose data did not change would never render again.
 * Read once, by the root document, which hands it down (see LocaleProvider).
 */
export function usePageLocale(): Locale {
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname })
  return localeOfPath(pathname)
}

const LocaleContext = createContext<Locale | undefined>(undefined)

/**
 * Gives the page's locale to everything below the root document: one subscription to the
 * router per page instead of one per link and label (hydration on a phone is measurably
 * cheaper with dozens of links on a page).
 */
export const LocaleProvider = LocaleContext.Provider

export function useLocale(): Locale {
  // Outside the root document only the app error screen renders, once, for the current address.
  return useContext(LocaleContext) ?? localeOfPath(typeof window === 'undefined' ? '/' : window.location.pathname)
}

export function useI18n(): { locale: Locale; LL: TranslationFunctions } {
  const locale = useLocale()
  return { locale, LL: translations(locale) }
}
