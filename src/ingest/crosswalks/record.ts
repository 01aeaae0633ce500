/**
 * The one description every metadata standard is read into (ADR 054): MODS, MARC 21, Dublin Core
 * and, as a last resort, a METS LABEL each have a crosswalk (src/ingest/crosswalks/) that fills this
 * model from wherever the record sits (its own file, a METS dmdSec's mdWrap or local mdRef, an
 * OAI-PMH envelope). The readers of the containers (METS, IIIF, …) then ask it, never the standard,
 * for a title, a date, a number or languages: a new standard is a crosswalk, not a change to them.
 */

/** Which standard a description was read from, for messages and for `--check`. */
export type Standard = 'MODS' | 'MARC' | 'DC' | 'LABEL'

export interface Identifier {
  /** The type as the record names it, lower case ('' when it names none): issn, lccn, urn, ark, local, uri… */
  type: string
  value: string
}

/** A date as the record gives it: ISO with its precision when it can be read, the text as written otherwise. */
export interface RecordDate {
  /** `YYYY-MM-DD`, `YYYY-MM` or `YYYY`. */
  iso: string
  /** Where in the record it was found, for `--check` ("originInfo/dateIssued", "part/date", "008/07-14"…). */
  from: string
}

export interface DescriptiveRecord {
  standard: Standard
  /** The title proper, with what sorts before it and its subtitle ("The Times: a daily paper"), without part numbers or names. */
  title?: string
  /** The title with its part number and name, as an item that is one part of a work is called ("Werke. Band 3. Briefe"). */
  partTitle?: string
  /** Titles of type alternative (MODS) or the varying forms of title (MARC 246). */
  alternativeTitles: string[]
  /** Uniform, translated and abbreviated titles: other names of the same thing. */
  otherTitles: string[]
  /** The periodical an issue belongs to (MODS relatedItem type host; MARC 773). */
  host?: { title?: string; identifiers: Identifier[]; number?: string; edition?: string }
  /** The key date of issue or publication. */
  date?: RecordDate
  /** Printed designations of an issue: its number, the volume it belongs to, its edition. */
  number?: string
  volume?: string
  edition?: string
  /** ISO 639-1, in the record's order. */
  languages: string[]
  /** Authors and creators ("Family, Given"), without other contributors. */
  authors: string[]
  /** Other names the authors go by (pseudonyms, other spellings). */
  nameVariants: string[]
  publisher?: string
  place?: string
  extent?: string
  identifiers: Identifier[]
  /** The record's own identifier in the catalogue it comes from (MODS recordIdentifier, MARC 001). */
  recordIdentifier?: string
}

export function emptyRecord(standard: Standard): DescriptiveRecord {
  return { standard, alternativeTitles: [], otherTitles: [], languages: [], authors: [], nameVariants: [], identifiers: [] }
}

/** Values without repeats, in order, empty ones left out. */
export function distinct(values: readonly (string | undefined)[]): string[] {
  const out: string[] = []
  for (const value of values) if (value !== undefined && value !== '' && !out.includes(value)) out.push(value)
  return out
}

/** The first identifier of a type (lower case), the record's own before its host's. */
export function identifierOf(record: DescriptiveRecord, type: string): string | undefined {
  const wanted = type.toLowerCase()
  return record.identifiers.find((identifier) => identifier.type === wanted)?.value
}

/** The first value a reading of the records gives, in the records' order. */
export function firstOf<T>(records: readonly DescriptiveRecord[], read: (record: DescriptiveRecord) => T | undefined): T | undefined {
  for (const record of records) {
    const value = read(record)
    if (value !== undefined) return value
  }
  return undefined
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Whether year, month and day make a day of the calendar (1858-02-30 does not). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const days = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0)
  return day <= days
}

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, janvier: 1, januar: 1, janv: 1, jän: 1, jänner: 1,
  feb: 2, february: 2, fevrier: 2, février: 2, februar: 2, févr: 2, fevr: 2,
  mar: 3, march: 3, mars: 3, märz: 3, marz: 3,
  apr: 4, april: 4, avril: 4, avr: 4,
  may: 5, mai: 5,
  jun: 6, june: 6, juin: 6, juni: 6,
  jul: 7, july: 7, juillet: 7, juli: 7, juil: 7,
  aug: 8, august: 8, aout: 8, août: 8,
  sep: 9, sept: 9, september: 9, septembre: 9,
  oct: 10, october: 10, octobre: 10, okt: 10, oktober: 10,
  nov: 11, november: 11, novembre: 11,
  dec: 12, december: 12, decembre: 12, décembre: 12, dez: 12, dezember: 12, déc: 12,
}

const pad = (value: number) => String(value).padStart(2, '0')

function dayOf(year: number, month: number, day: number): string | undefined {
  return isRealDate(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : undefined
}

/**
 * A date as written in a record, in the encodings the standards allow and the shapes real records
 * use: W3CDTF and ISO 8601 (`1858-07-10`, `18580710`, `1858-07`, `1858`, with a time), MARC's
 * (`1858`, `185807`), German and French orders (`10.07.1858`, `10/07/1858`), a slash for a hyphen
 * (`1858/07/10`), and free text with a month's name ("July 10, 1858", "10 juillet 1858",
 * "15-JUN-1850"). A year alone in brackets or with an uncertainty mark (`[1858]`, `1858?`) is that
 * year. Impossible dates give undefined rather than a guess.
 */
export function parseRecordDate(value: string): string | undefined {
  const text = value.trim().replace(/T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?$/, '')
  let match = /^(\d{4})[-/]?(\d{2})[-/]?(\d{2})$/.exec(text) ?? /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text)
  if (match) return dayOf(Number(match[1]), Number(match[2]), Number(match[3]))
  match = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(text)
  if (match) return dayOf(Number(match[3]), Number(match[2]), Number(match[1]))
  match = /^(\d{4})[-/]?(\d{2})$/.exec(text) ?? /^(\d{4})\/(\d{1,2})$/.exec(text)
  if (match) {
    const [year, month] = [Number(match[1]), Number(match[2])]
    return isRealDate(year, month, 1) ? `${year}-${pad(month)}` : undefined
  }
  match = /^\[?(\d{4})\??\]?\.?$/.exec(text)
  if (match) return Number(match[1]) >= 1 ? match[1] : undefined
  return namedMonthDate(text)
}

/** "July 10, 1858", "10 juillet 1858", "15-JUN-1850", "Friday, March 15, 1878", "Dezember 1897". */
function namedMonthDate(text: string): string | undefined {
  const words = text.toLowerCase().replace(/,/g, ' ').split(/[\s-]+/).filter((word) => word !== '')
  const month = words.map((word) => MONTHS[word.replace(/\.$/, '')]).find((value) => value !== undefined)
  if (month === undefined) return undefined
  const years = words.filter((word) => /^\d{4}[^\p{L}\d]*$/u.test(word))
  // "July 1858 or 1859?" names no one date.
  const [year, other] = years
  if (year === undefined || other !== undefined) return undefined
  const day = words.find((word) => /^\d{1,2}(?:st|nd|rd|th|er|\.)?$/.test(word))
  const y = Number.parseInt(year, 10)
  if (day === undefined) return isRealDate(y, month, 1) ? `${y}-${pad(month)}` : undefined
  return dayOf(y, month, Number.parseInt(day, 10))
}

/** The issue number in a printed designation: "Nr. 25" is 25, "nº 288" 288, "No. 12-13" 12-13; a bare number as it is. */
export function numberIn(designation: string | undefined): string | undefined {
  const text = designation?.trim() ?? ''
  if (text === '') return undefined
  const numbered = /(?:^|[\s,;(])(?:n[º°o]s?|nr|num(?:[ée]ro|ero|mer|ber)?|heft|issue|aflevering|livraison)\.?\s*(\d[\w/-]*)/i.exec(text)?.[1]
  if (numbered) return numbered
  return /^\d[\w/-]*$/.test(text) ? text : undefined
}
