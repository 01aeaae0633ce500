import { useLocation } from '@tanstack/react-router'
import { type Locale, localeOfPath } from '../src/domain/locale'
import type { TranslationFunctions } from '../i18n/i18n-types'
import { i18nObject } from '../i18n/i18n-util'
import { loadAllLocales } from '../i18n/i18n-util.sync'

// The three dictionaries are small; loading them all up front keeps
// rendering synchronous on the server and on the client alike.
loadAllLocales()

const dictionaries: Record<Locale, TranslationFunctions> = {
  en: i18nObject('en'),
  de: i18nObject('de'),
  fr: i18nObject('fr'),
}

export function translations(locale: Locale): TranslationFunctions {
  return dictionaries[locale]
}

/** The page's locale always follows its URL, including on error screens. */
export function useLocale(): Locale {
  const pathname = useLocation({ select: (location) => location.pathname })
  return localeOfPath(pathname)
}

export function useI18n(): { locale: Locale; LL: TranslationFunctions } {
  const locale = useLocale()
  return { locale, LL: dictionaries[locale] }
}
