import type { FormattersInitializer } from 'typesafe-i18n'
import type { Formatters, Locales } from './i18n-types'

const TAGS: Record<Locales, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' }

/** "1st", "2nd", "3rd", "11th", "22nd": English ordinal suffixes. */
function englishOrdinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`
}

export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
  // Made on first use: creating an Intl formatter costs milliseconds on a phone, and the
  // dictionary is loaded before the page hydrates, when most pages format no number yet.
  let numbers: Intl.NumberFormat | undefined
  const formatters: Formatters = {
    // Numbers in the page's locale: 12,345 / 12.345 / 12 345.
    num: (value: number) => (numbers ??= new Intl.NumberFormat(TAGS[locale])).format(value),
    // An ordinal before a noun: 2nd edition, 2. Tagesausgabe, 2e édition (1re: édition is feminine).
    ordinal: (value: number) => (locale === 'en' ? englishOrdinal(value) : locale === 'de' ? `${value}.` : value === 1 ? '1re' : `${value}e`),
  }
  return formatters
}
