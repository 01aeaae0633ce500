import type { FormattersInitializer } from 'typesafe-i18n'
import type { Formatters, Locales } from './i18n-types'

const TAGS: Record<Locales, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' }

export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
  // Made on first use: creating an Intl formatter costs milliseconds on a phone, and the
  // dictionary is loaded before the page hydrates, when most pages format no number yet.
  let numbers: Intl.NumberFormat | undefined
  const formatters: Formatters = {
    // Numbers in the page's locale: 12,345 / 12.345 / 12 345.
    num: (value: number) => (numbers ??= new Intl.NumberFormat(TAGS[locale])).format(value),
  }
  return formatters
}
