/**
 * The words of the IIIF documents (./iiif.ts, ./iiif-collections.ts): texts in every language,
 * an issue's label, the provider, and a document's home pages with its permanent link first.
 */
import { formatDate } from '../domain/format.ts'
import { type DatePrecision, shownDate } from '../domain/issue-path.ts'
import { LOCALES, type Locale } from '../domain/locale.ts'
import type { LanguageMap } from '../iiif/presentation.ts'
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import { translations } from './translations.ts'

/** A text in every language. */
export function inAll(text: (LL: TranslationFunctions, locale: Locale) => string): LanguageMap {
  return Object.fromEntries(LOCALES.map((locale) => [locale, [text(translations(locale), locale)]]))
}
export const none = (value: string): LanguageMap => ({ none: [value] })

export const issueLabel = (title: string, date: string, precision: DatePrecision) =>
  inAll((LL, locale) => LL.reader.issueOf({ title, date: formatDate(shownDate(date, precision), locale) }))

/** The permanent link first, then the pages in each language that are not the same address (issue 37). */
export function withPermalink(permalink: { id: string; label: LanguageMap }, pages: { id: string; label: LanguageMap; language: string }[]) {
  return [permalink, ...pages.filter((page) => page.id !== permalink.id)]
}

export const provider = (origin: string) => ({ id: `${origin}/`, label: inAll((LL) => LL.site.institution()) })
