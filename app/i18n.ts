import { useRouterState } from '@tanstack/react-router'
import { createContext, useContext } from 'react'
import { type Locale, localeOfPath } from '#src/domain/locale.ts'
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import { i18nObject, loadedLocales } from '#i18n/i18n-util.ts'
import { loadLocaleAsync } from '#i18n/i18n-util.async.ts'

// The server holds the three dictionaries; the browser loads only the page's
// language (about 6 KB gzip each), before hydrating and before a navigation
// into another language (app/client.tsx, the root route's beforeLoad).
// Imported only on the server, so the browser's first-load chunk never holds the other languages.
if (import.meta.env.SSR) (await import('#i18n/i18n-util.sync.ts')).loadAllLocales()

const dictionaries: Partial<Record<Locale, TranslationFunctions>> = {}

/**
 * typesafe-i18n answers every property read with a new Proxy around a new function onto which it
 * copies the keys of that part of the dictionary: `LL.search.untitled()` makes three, and a page
 * of results reads several hundred labels (a tenth of a search page's render, with the garbage).
 * This keeps what each read of a dictionary entry returned; the dictionaries do not change once
 * loaded. A key the dictionary lacks still goes to typesafe-i18n and is not kept, so no input can
 * make this grow.
 */
function remembered<T extends object>(functions: T, dictionary: object): T {
  const kept = new Map<string, unknown>()
  return new Proxy(functions, {
    get(target, key, receiver) {
      if (typeof key !== 'string' || !Object.hasOwn(dictionary, key)) return Reflect.get(target, key, receiver)
      if (kept.has(key)) return kept.get(key)
      const value: unknown = Reflect.get(target, key, receiver)
      const entry: unknown = Reflect.get(dictionary, key)
      // A branch (a group of texts) is remembered in turn; a leaf is typesafe-i18n's own function.
      const result =
        typeof entry === 'object' && entry !== null && (typeof value === 'function' || (typeof value === 'object' && value !== null))
          ? remembered(value, entry)
          : value
      kept.set(key, result)
      return result
    },
  })
}

export function translations(locale: Locale): TranslationFunctions {
  const known = dictionaries[locale]
  if (known) return known
  const dictionary = loadedLocales[locale]
  // Before its dictionary has loaded (in the browser), a language is not remembered.
  if (!dictionary) return i18nObject(locale)
  const created = remembered(i18nObject(locale), dictionary)
  dictionaries[locale] = created
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
