import { LOCALE_TAGS, type Locale } from '../../../src/domain/locale'

/** Dates from the store (YYYY, YYYY-MM or YYYY-MM-DD) in the page's locale. */
export function formatDate(date: string, locale: Locale, style: 'long' | 'year' = 'long'): string {
  const [year, month, day] = date.split('-').map(Number)
  if (year === undefined || Number.isNaN(year)) return date
  if (style === 'year' || month === undefined) return String(year)
  const value = new Date(Date.UTC(year, month - 1, day ?? 1))
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    year: 'numeric',
    month: 'long',
    ...(day === undefined ? {} : { day: 'numeric' }),
    timeZone: 'UTC',
  }).format(value)
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale]).format(value)
}

/** Language codes named in the page's language ("de" → "German", "Deutsch", "allemand"). */
export function languageName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}
