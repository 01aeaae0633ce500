import { formatDay, formatDayRange } from './dates.ts'
import { LOCALE_TAGS, type Locale } from './locale.ts'

/**
 * Intl formatters cost tens of microseconds to create and pages format
 * hundreds of values: one of each kind per locale, made on first use.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>()

function dateFormat(locale: Locale, withDay: boolean): Intl.DateTimeFormat {
  const key = `date:${locale}:${withDay}`
  const known = cache.get(key)
  if (known instanceof Intl.DateTimeFormat) return known
  const created = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { year: 'numeric', month: 'long', ...(withDay ? { day: 'numeric' } : {}), timeZone: 'UTC' })
  cache.set(key, created)
  return created
}

const PLAIN: Intl.NumberFormatOptions = {}
const SHARE: Intl.NumberFormatOptions = { style: 'percent', maximumSignificantDigits: 3 }
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 }

/** One number format of a kind (`name`, which fixes its options) per locale. */
function numberFormat(name: string, locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${name}:${locale}`
  const known = cache.get(key)
  if (known instanceof Intl.NumberFormat) return known
  const created = new Intl.NumberFormat(LOCALE_TAGS[locale], options)
  cache.set(key, created)
  return created
}

/**
 * Formatting is slow as well: a language name costs about 5 µs (ICU), a date 2 µs, and a page of
 * results asks for the same few languages and dates again and again. Texts already made are kept;
 * their keys come from the store and from URLs, so the collection is bounded (emptied when full).
 */
const MAX_TEXTS = 10_000
const texts = new Map<string, string>()

function keep(key: string, text: string): string {
  if (texts.size >= MAX_TEXTS) texts.clear()
  texts.set(key, text)
  return text
}

/** A date from the store (YYYY, YYYY-MM or YYYY-MM-DD), as a day at noon UTC and whether it names a day. */
function parsed(date: string): { year: number; at: Date; withDay: boolean; withMonth: boolean } | undefined {
  const [year, month, day] = date.split('-').map(Number)
  if (year === undefined || Number.isNaN(year)) return undefined
  return { year, at: new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1)), withDay: day !== undefined, withMonth: month !== undefined }
}

/** Dates from the store (YYYY, YYYY-MM or YYYY-MM-DD) in the page's locale ("1er mai 1940" in French). */
export function formatDate(date: string, locale: Locale, style: 'long' | 'year' = 'long'): string {
  const value = parsed(date)
  if (!value) return date
  if (style === 'year' || !value.withMonth) return String(value.year)
  const key = `date:${locale}:${date}`
  return texts.get(key) ?? keep(key, formatDay(dateFormat(locale, value.withDay), value.at, locale))
}

/**
 * A period between two dates of the store, with the dash each language uses: years unspaced
 * ("1858–1940"), days as Intl ranges them ("10 July – 7 December 1858", "1er–3 mai 1940").
 */
export function formatPeriod(from: string, to: string, locale: Locale): string {
  const start = parsed(from)
  const end = parsed(to)
  if (!start || !end) return `${from}–${to}`
  if (!start.withMonth || !end.withMonth) return start.year === end.year ? String(start.year) : `${start.year}–${end.year}`
  const withDay = start.withDay && end.withDay
  return formatDayRange(dateFormat(locale, withDay), start.at, end.at, locale)
}

/** A share (0.0123) as a percentage in the language's way ("1.23%", "1,23 %"), to three significant digits (the timeline's shares). */
export function formatShare(share: number, locale: Locale): string {
  return numberFormat('share', locale, SHARE).format(share)
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat('number', locale, PLAIN).format(value)
}

/** A share 0..1 as a whole percent in the page's language ("87 %" in French, with its narrow no-break space). */
export function formatPercent(value: number, locale: Locale): string {
  return numberFormat('percent', locale, PERCENT).format(value)
}

/** Language codes named in the page's language ("de" → "German", "Deutsch", "allemand"). */
export function languageName(code: string, locale: Locale): string {
  const textKey = `language:${locale}:${code}`
  const known = texts.get(textKey)
  if (known !== undefined) return known
  const key = `language:${locale}`
  let names = cache.get(key)
  if (!(names instanceof Intl.DisplayNames)) {
    names = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'language' })
    cache.set(key, names)
  }
  try {
    return keep(textKey, names.of(code) ?? code)
  } catch {
    return keep(textKey, code)
  }
}
