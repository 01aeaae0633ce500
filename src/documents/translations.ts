/**
 * The dictionaries for the server's document work (manifests, citations, texts: ./answer.ts),
 * which runs on the search threads. The app reads its dictionaries through app/i18n.ts, which the
 * bundler builds for the browser too; this module reaches the same files without the app or a
 * bundler, so a search thread can load it as the sources are, and never ships to a browser.
 */
import { type BaseTranslation, i18nObject } from 'typesafe-i18n'
import de from '#i18n/de/index.ts'
import en from '#i18n/en/index.ts'
import fr from '#i18n/fr/index.ts'
import { initFormatters } from '#i18n/formatters.ts'
import type { Formatters, Locales, Translation, TranslationFunctions } from '#i18n/i18n-types.ts'
import type { Locale } from '../domain/locale.ts'

// English is the base dictionary, typed as the generator reads it (BaseTranslation).
const dictionaries: Record<Locales, BaseTranslation | Translation> = { en, de, fr }
const made = new Map<Locale, TranslationFunctions>()

export function translations(locale: Locale): TranslationFunctions {
  const known = made.get(locale)
  if (known) return known
  const created = i18nObject<Locales, BaseTranslation | Translation, TranslationFunctions, Formatters>(locale, dictionaries[locale], initFormatters(locale))
  made.set(locale, created)
  return created
}
