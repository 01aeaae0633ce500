import type { FormattersInitializer } from 'typesafe-i18n'
import type { Formatters, Locales } from './i18n-types'

const TAGS: Record<Locales, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' }

export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
  const numbers = new Intl.NumberFormat(TAGS[locale])
  const formatters: Formatters = {
    // Numbers in the page's locale: 12,345 / 12.345 / 12 345.
    num: (value: number) => numbers.format(value),
  }
  return formatters
}
