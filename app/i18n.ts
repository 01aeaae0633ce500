import { useRouterState } from '@tanstack/react-router'
import { createContext, useContext } from 'react'
import { type BaseTranslation, i18nObject as createI18nObject } from 'typesafe-i18n'
import { type Locale, localeOfPath } from '#src/domain/locale.ts'
import { type DictionaryPart, type DictionaryTree, dictionaryPartsFor, mergeDictionaries, wholeInFirstPart } from '#src/domain/dictionary-parts.ts'
import type { Formatters, Locales, Translation, TranslationFunctions } from '#i18n/i18n-types.ts'
import { initFormatters } from '#i18n/formatters.ts'
import { i18nObject, loadedLocales } from '#i18n/i18n-util.ts'

// The server holds the three dictionaries whole. The browser loads only the page's language, in
// parts (ADR 047): the home page only what it and every page's frame read, any other page the rest
// too, before hydrating (app/client.tsx) and before a navigation renders (the root route's beforeLoad).
// Imported only on the server, so the browser's chunks never hold a whole dictionary.
if (import.meta.env.SSR) (await import('#i18n/i18n-util.sync.ts')).loadAllLocales()

/** Each part in its own chunk per language (vite.config.ts makes them from the dictionaries). */
const PART_LOADERS: Record<Locale, Record<DictionaryPart, () => Promise<{ default: DictionaryTree }>>> = {
  en: { first: () => import('virtual:dictionary/en/first'), rest: () => import('virtual:dictionary/en/rest') },
  de: { first: () => import('virtual:dictionary/de/first'), rest: () => import('virtual:dictionary/de/rest') },
  fr: { first: () => import('virtual:dictionary/fr/first'), rest: () => import('virtual:dictionary/fr/rest') },
}

/** What the browser holds of each language. */
const inBrowser: Partial<Record<Locale, { parts: ReadonlySet<DictionaryPart>; dictionary: DictionaryTree; formatters: Formatters }>> = {}

const dictionaries: Partial<Record<Locale, TranslationFunctions>> = {}

/**
 * typesafe-i18n answers every property read with a new Proxy around a new function onto which it
 * copies the keys of that part of the dictionary: `LL.search.untitled()` makes three, and a page
 * of results reads several hundred labels (a tenth of a search page's render, with the garbage).
 * This keeps what each read of a dictionary entry returned; the dictionaries do not change once
 * loaded. A key the dictionary lacks still goes to typesafe-i18n and is not kept, so no input can
 * make this grow.
 */
function remembered<T extends object>(functions: T, dictionary: object, partial?: { locale: Locale; path: string }): T {
  const kept = new Map<string, unknown>()
  return new Proxy(functions, {
    get(target, key, receiver) {
      if (typeof key !== 'string' || !Object.hasOwn(dictionary, key)) {
        if (partial && typeof key === 'string' && ENTRY_KEY.test(key) && !wholeInFirstPart(`${partial.path}${key}`)) return unloaded(partial.locale, `${partial.path}${key}`)
        return Reflect.get(target, key, receiver)
      }
      if (kept.has(key)) return kept.get(key)
      const value: unknown = Reflect.get(target, key, receiver)
      const entry: unknown = Reflect.get(dictionary, key)
      // A branch (a group of texts) is remembered in turn; a leaf is typesafe-i18n's own function.
      const result =
        typeof entry === 'object' && entry !== null && (typeof value === 'function' || (typeof value === 'object' && value !== null))
          ? remembered(value, entry, partial && { locale: partial.locale, path: `${partial.path}${key}.` })
          : value
      kept.set(key, result)
      return result
    },
  })
}

/** A dictionary entry's name (not `then`, `toJSON` and the like, which code may probe any object for). */
const ENTRY_KEY = /^(?!then$|toJSON$|constructor$)[a-z][A-Za-z0-9]*$/

/**
 * An entry read while the browser holds only the first part of the dictionary, outside that part:
 * a defect of FIRST_LOAD_PATHS (src/domain/dictionary-parts.ts). It reads as empty, as typesafe-i18n
 * reads a missing entry, and says so on the console, where every e2e journey fails on it.
 */
function unloaded(locale: Locale, path: string): unknown {
  const read = () => {
    console.error(`dictionary: "${path}" was read on a page that loaded only the first part of the ${locale} dictionary`)
    return ''
  }
  return new Proxy(read, {
    get: (target, key) => (typeof key === 'string' && ENTRY_KEY.test(key) ? unloaded(locale, `${path}.${key}`) : Reflect.get(target, key)),
  })
}

export function translations(locale: Locale): TranslationFunctions {
  const known = dictionaries[locale]
  if (known) return known
  if (import.meta.env.SSR) {
    const dictionary = loadedLocales[locale]
    const created = remembered(i18nObject(locale), dictionary)
    dictionaries[locale] = created
    return created
  }
  const held = inBrowser[locale]
  // Before its dictionary has loaded (in the browser), a language is not remembered.
  if (!held) return i18nObject(locale)
  const created = remembered(
    createI18nObject<Locales, BaseTranslation | Translation, TranslationFunctions, Formatters>(locale, held.dictionary, held.formatters),
    held.dictionary,
    held.parts.has('rest') ? undefined : { locale, path: '' },
  )
  dictionaries[locale] = created
  return created
}

/** Loads, in the browser, the parts of the page's dictionary it does not hold yet. */
export async function ensureTranslations(pathname: string): Promise<void> {
  await ensureDictionaryParts(localeOfPath(pathname), dictionaryPartsFor(pathname))
}

/** Loads, in the browser, these parts of a language's dictionary (a panel any page may open needs the rest, even on the home page). */
export async function ensureDictionaryParts(locale: Locale, parts: readonly DictionaryPart[]): Promise<void> {
  const held = inBrowser[locale]
  const missing = parts.filter((part) => !held?.parts.has(part))
  if (missing.length === 0) return
  const loaded = await Promise.all(missing.map(async (part) => (await PART_LOADERS[locale][part]()).default))
  // Another navigation may have loaded a part meanwhile: merged onto what is held now.
  const now = inBrowser[locale]
  inBrowser[locale] = {
    parts: new Set([...(now?.parts ?? []), ...missing]),
    dictionary: loaded.reduce((merged, part) => mergeDictionaries(merged, part), now?.dictionary ?? {}),
    formatters: now?.formatters ?? initFormatters(locale),
  }
  // The next read makes the functions anew from the whole of what is held.
  dictionaries[locale] = undefined
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
