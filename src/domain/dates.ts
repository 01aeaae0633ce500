/**
 * Dates in words, the way each language writes them, from Intl. Intl gives French "1 mai 1940";
 * French writes the first day of a month as an ordinal, "1er mai 1940" (and "1er–3 mai"), which
 * no locale data carries, so the day part is rewritten here.
 */
import type { Locale } from './locale.ts'

function joined(parts: readonly Intl.DateTimeFormatPart[], locale: Locale): string {
  let text = ''
  for (const part of parts) text += locale === 'fr' && part.type === 'day' && Number(part.value) === 1 ? '1er' : part.value
  return text
}

/** A day in `format`'s words; French "1er" for the first of a month when the format shows the day. */
export function formatDay(format: Intl.DateTimeFormat, date: Date, locale: Locale): string {
  return locale === 'fr' ? joined(format.formatToParts(date), locale) : format.format(date)
}

/**
 * A span of days, with the dash and spacing the language uses (Intl's range formatting):
 * "10 July – 7 December 1858", "10. Juli – 7. Dezember 1858", "1er–3 mai 1940".
 */
export function formatDayRange(format: Intl.DateTimeFormat, from: Date, to: Date, locale: Locale): string {
  const text = locale === 'fr' ? joined(format.formatRangeToParts(from, to), locale) : format.formatRange(from, to)
  // The spaces around the dash are the one thing ICU versions disagree on (Node 22's CLDR writes
  // thin spaces, Chromium 156's plain ones): the server's page and the browser's render must be the
  // same text (React #418 on every periodical page in English), so they are always thin spaces.
  return text.replace(/[ \u00a0\u2009\u202f]–[ \u00a0\u2009\u202f]/g, '\u2009–\u2009')
}
