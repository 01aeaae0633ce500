/**
 * Dates as the demo's papers print them, in four languages: the day, the day an event
 * happened, the day of a funeral to come. Apart from the template engine because the dateline,
 * the notices and the items print dates without any scene.
 */
import { itemAt } from './random.ts'
import type { Lang } from './vocabulary.ts'

export interface DateParts {
  year: number
  /** 1..12 */
  month: number
  day: number
  /** 0 = Sunday */
  weekday: number
}

export const MONTHS: Record<Lang, readonly string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  lb: ['Januar', 'Februar', 'Mäerz', 'Abrëll', 'Mee', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
}

/** Sunday first, as Date.getUTCDay(). */
export const WEEKDAYS: Record<Lang, readonly string[]> = {
  de: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  lb: ['Sonndeg', 'Méindeg', 'Dënschdeg', 'Mëttwoch', 'Donneschdeg', 'Freideg', 'Samschdeg'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
}

const NUMBER_WORDS: Record<Lang, readonly string[]> = {
  de: ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'],
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'],
  lb: ['null', 'een', 'zwee', 'dräi', 'véier', 'fënnef', 'sechs', 'siwen', 'aacht', 'néng', 'zéng', 'eelef', 'zwielef'],
  en: ['nought', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
}

export function numberWord(n: number, lang: Lang): string {
  return n >= 0 && n <= 12 ? itemAt(NUMBER_WORDS[lang], n) : String(n)
}

export function addDays(date: DateParts, days: number): DateParts {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() }
}

/** French writes the first of a month "1er". */
export function frDay(day: number): string {
  return day === 1 ? '1er' : String(day)
}

/** "Montag, den 3. Januar" / "lundi 3 janvier" / "Méindeg, den 3. Januar" / "Monday, 3 January". */
export function longDate(date: DateParts, lang: Lang): string {
  const wd = itemAt(WEEKDAYS[lang], date.weekday)
  const month = itemAt(MONTHS[lang], date.month - 1)
  switch (lang) {
    case 'de':
      return `${wd}, den ${date.day}. ${month}`
    case 'fr':
      return `${wd} ${frDay(date.day)} ${month}`
    case 'lb':
      return `${wd}, ${luxDateArticle(date.day)} ${date.day}. ${month}`
    case 'en':
      return `${wd}, ${date.day} ${month}`
  }
}

/**
 * The Luxembourgish article before a day of the month, by the n-rule on the ordinal as it is
 * spoken: "den 3. Januar" (drëtten), "de 6. Januar" (sechsten); the n falls before véier-,
 * fënnef-, sechs-, siwen- (4–7, 14–17, 24–27) and stays before every other day.
 */
export function luxDateArticle(day: number): 'den' | 'de' {
  return [4, 5, 6, 7].includes(day % 10) ? 'de' : 'den'
}

/** "3. Januar" / "3 janvier" / "3. Januar" / "3 January". */
export function dayMonth(date: DateParts, lang: Lang): string {
  const month = itemAt(MONTHS[lang], date.month - 1)
  if (lang === 'fr') return `${frDay(date.day)} ${month}`
  if (lang === 'en') return `${date.day} ${month}`
  return `${date.day}. ${month}`
}

/** Easter Sunday of a Gregorian year (the anonymous algorithm of Meeus, Jones and Butcher), 'YYYY-MM-DD'. */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Whit Tuesday (Easter + 51 days), the day of Echternach's dancing procession, 'YYYY-MM-DD'. */
export function whitTuesday(year: number): string {
  return new Date(Date.parse(`${easterSunday(year)}T00:00:00Z`) + 51 * 86_400_000).toISOString().slice(0, 10)
}

/**
 * Whether a day is a public holiday in Luxembourg (issue 51: no market, air-raid drill or delivery
 * deadline on Christmas Day): New Year, Easter Monday, Ascension, Whit Monday, the Assumption,
 * All Saints, Christmas and St Stephen's day. The holidays of later law (1 May, the national day)
 * are left out: a day kept off by mistake costs less than an office open on a feast.
 */
export function isPublicHoliday(date: DateParts): boolean {
  const fixed = [
    [1, 1],
    [8, 15],
    [11, 1],
    [12, 25],
    [12, 26],
  ]
  if (fixed.some(([month, day]) => date.month === month && date.day === day)) return true
  const offset = daysFromEaster(date)
  // Easter Monday, Ascension Thursday, Whit Monday.
  return offset === 1 || offset === 39 || offset === 50
}

/** How many days a day falls after Easter Sunday of its year (negative before it): the movable feasts are counted from it. */
export function daysFromEaster(date: { year: number; month: number; day: number }): number {
  const easter = Date.parse(`${easterSunday(date.year)}T00:00:00Z`)
  return Math.round((Date.UTC(date.year, date.month - 1, date.day) - easter) / 86_400_000)
}

/** The day itself if it is a working day, else the last working day before it (a market's prices dated on a holiday's issue). */
export function lastWorkingDay(date: DateParts): DateParts {
  let day = date
  while (day.weekday === 0 || isPublicHoliday(day)) day = addDays(day, -1)
  return day
}

/** The opening day of the Schueberfouer: the Sunday nearest St Bartholomew's day (24 August), 'YYYY-MM-DD'. */
export function schueberfouerOpening(year: number): string {
  const bartholomew = new Date(Date.UTC(year, 7, 24))
  const weekday = bartholomew.getUTCDay()
  // Sunday to Wednesday go back to the Sunday before; Thursday to Saturday forward to the one after.
  const shift = weekday <= 3 ? -weekday : 7 - weekday
  return new Date(bartholomew.getTime() + shift * 86_400_000).toISOString().slice(0, 10)
}

/**
 * The Sundays on which every commune of the country renewed its whole council on one day,
 * 'YYYY-MM-DD' (issue 51, eighth reading: no communal elections in March or May, in a year with
 * none). From the Mémorial: 31 October 1920 (arrêté of 27 August 1920) and 7 October 1945
 * (arrêté of 17 September 1945, its second round on the 14th). After 1945 by the electoral law of
 * 31 July 1924, art. 149, as amended on 23 May 1932: councils sat six years from the 1 January
 * after their election, and the electors met of right on the second Sunday of October; those days
 * are the rule's, not each checked against its arrêté. The renewals of 1843–1919 (by halves every
 * three years) and of 1921–1944 are left out: their days are not known here.
 */
export const COMMUNAL_ELECTIONS: readonly string[] = [
  '1920-10-31', '1945-10-07', '1951-10-14', '1957-10-13', '1963-10-13', '1969-10-12', '1975-10-12', '1981-10-11', '1987-10-11', '1993-10-10',
]
