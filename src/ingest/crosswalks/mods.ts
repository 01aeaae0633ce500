/**
 * MODS → DescriptiveRecord (ADR 054), for a `mods` element wherever it sits: a METS dmdSec (wrapped
 * or referenced), a file of its own, an OAI-PMH record. Only the record's own top-level fields
 * describe it; its relatedItem host is read apart as the periodical an issue belongs to.
 *
 * - titleInfo: nonSort, title, subTitle; partNumber and partName make the part's title (an item
 *   that is a volume of a work); @type alternative, uniform, translated, abbreviated are other titles.
 * - originInfo/dateIssued in every encoding (w3cdtf, iso8601, marc, edtf, free text), the keyDate
 *   one first, then a start point, then one without a point, then an end point; an originInfo of the
 *   digitisation (eventType digitization) is not the publication's. Then part/date (the DFG-Viewer
 *   and Kitodo newspaper profile dates an issue there) and the host's part/date.
 * - part/detail[@type=issue|number|volume|edition]/number (or caption), the record's and its host's;
 *   a titleInfo/partNumber that says it is a number ("Jg. unknown, nº 288").
 * - language/languageTerm (code or text); name/namePart with author roles; identifiers by type.
 */
import {
  modsAlternativeTitles,
  modsAuthors,
  modsExtent,
  modsIdentifiers,
  modsLanguages,
  modsNameVariants,
  modsPartNumber,
  modsPartNumberInTitle,
  modsPublisher,
  modsRecordIdentifier,
  modsRelatedItems,
  modsTitles,
} from './mods-read.ts'
import { children, textOf, type XmlElement } from '../xml.ts'
import { type DescriptiveRecord, type RecordDate, emptyRecord, numberIn, parseRecordDate } from './record.ts'

function attr(element: XmlElement, name: string): string {
  return (element.attributes[name] ?? '').trim()
}

const OTHER_TITLE_TYPES = ['uniform', 'translated', 'abbreviated']

/** An originInfo of the digitisation (SBB, ULB: eventType digitization; MODS 3.4's "[Electronic ed.]"), not of the publication. */
function isDigitisation(info: XmlElement): boolean {
  if (/digiti[sz]ation|production/i.test(attr(info, 'eventType'))) return true
  return children(info, 'edition').some((edition) => /electronic/i.test(textOf(edition)))
}

/** The key date of originInfo/dateIssued as written, the keyDate one first, then a start point, then one without, then an end. */
export function modsKeyDate(mods: XmlElement): { text: string; element: XmlElement } | undefined {
  const dates = children(mods, 'originInfo')
    .filter((info) => !isDigitisation(info))
    .flatMap((info) => children(info, 'dateIssued'))
    .filter((date) => textOf(date) !== '')
  const rank = (date: XmlElement) => (attr(date, 'keyDate') === 'yes' ? 0 : attr(date, 'point') === 'start' ? 1 : attr(date, 'point') === 'end' ? 3 : 2)
  const best = [...dates].sort((a, b) => rank(a) - rank(b))[0]
  return best ? { text: textOf(best), element: best } : undefined
}

/** A date of MODS in its encoding: MARC's `1858` or `18580710`, ISO's `18580710`, W3CDTF's `1858-07-10`, EDTF's `1858-07-10?`, digits supplied in brackets (`[14]86`), free text. */
function readModsDate(text: string): string | undefined {
  const plain = text.replace(/[?~%]$/, '')
  const parsed = parseRecordDate(plain)
  if (parsed !== undefined) return parsed
  // Digits the cataloguer supplied stand in brackets (ISBD, RAK): "[14]86" and "1[4]86" are 1486.
  const supplied = /^\d*\[\d+\]\d*$/.test(plain) ? plain.replace(/[[\]]/g, '') : ''
  if (/^\d{4}$/.test(supplied)) return supplied
  // A date written as digits that is no date (1858-13-45) is refused, not guessed at.
  if (/^[\d\s./-]+$/.test(plain) && !/^\d{4}\s*[-/]\s*\d{4}$/.test(plain)) return undefined
  // Free text ("[1759-1800]", "um 1780", "ca. 1850", "1759-1800") gives its first year.
  return /(?<!\d)(\d{4})(?!\d)/.exec(plain)?.[1]
}

function partDate(mods: XmlElement): string | undefined {
  for (const part of children(mods, 'part')) {
    for (const date of children(part, 'date')) {
      const iso = readModsDate(textOf(date))
      if (iso) return iso
    }
  }
  return undefined
}

/** The record's date: the publication's key date, else part/date, else the host's part/date; a full day wins over a month or a year. */
function dateOf(mods: XmlElement): RecordDate | undefined {
  const key = modsKeyDate(mods)
  const candidates: RecordDate[] = []
  const issued = key ? readModsDate(key.text) : undefined
  if (issued) candidates.push({ iso: issued, from: 'originInfo/dateIssued' })
  const own = partDate(mods)
  if (own) candidates.push({ iso: own, from: 'part/date' })
  for (const host of modsRelatedItems(mods, 'host')) {
    const date = partDate(host)
    if (date) candidates.push({ iso: date, from: 'relatedItem host part/date' })
  }
  return candidates.find((date) => date.iso.length === 10) ?? candidates[0]
}

function partTitle(mods: XmlElement, title: string | undefined): string | undefined {
  if (title === undefined) return undefined
  const info = children(mods, 'titleInfo').find((candidate) => attr(candidate, 'type') === '' || attr(candidate, 'type') === 'main')
  if (!info) return title
  const parts = [...children(info, 'partNumber'), ...children(info, 'partName')].map(textOf).filter((part) => part !== '')
  return parts.reduce((full, part) => `${full.replace(/[.\s]+$/, '')}. ${part}`, title)
}

function hostOf(mods: XmlElement): DescriptiveRecord['host'] {
  const host = modsRelatedItems(mods, 'host')[0]
  if (!host) return undefined
  const title = modsTitles(host)[0]
  const number = modsPartNumber(host, 'issue')
  const edition = modsPartNumber(host, 'edition')
  return {
    identifiers: modsIdentifiers(host),
    ...(title === undefined ? {} : { title }),
    ...(number === undefined ? {} : { number }),
    ...(edition === undefined ? {} : { edition }),
  }
}

/** The printed number: part/detail issue or number (the record's, then its host's), else a numbered titleInfo/partNumber. */
function numberOf(mods: XmlElement): string | undefined {
  const detail = modsPartNumber(mods, 'issue') ?? modsPartNumber(mods, 'number')
  if (detail !== undefined) return numberIn(detail) ?? detail
  return modsPartNumberInTitle(mods)
}

export function modsRecord(mods: XmlElement): DescriptiveRecord {
  const record = emptyRecord('MODS')
  const title = modsTitles(mods)[0]
  if (title !== undefined) record.title = title
  const full = partTitle(mods, title)
  if (full !== undefined) record.partTitle = full
  record.alternativeTitles = modsAlternativeTitles(mods)
  record.otherTitles = modsAlternativeTitles(mods, OTHER_TITLE_TYPES)
  const host = hostOf(mods)
  if (host) record.host = host
  const date = dateOf(mods)
  if (date) record.date = date
  const number = numberOf(mods)
  if (number !== undefined) record.number = number
  const volume = modsPartNumber(mods, 'volume')
  if (volume !== undefined) record.volume = volume
  const edition = modsPartNumber(mods, 'edition')
  if (edition !== undefined) record.edition = edition
  record.languages = modsLanguages(mods)
  record.authors = modsAuthors(mods)
  record.nameVariants = modsNameVariants(mods)
  const publisher = modsPublisher(mods)
  if (publisher !== undefined) record.publisher = publisher
  const place = children(mods, 'originInfo')
    .filter((info) => !isDigitisation(info))
    .flatMap((info) => children(info, 'place'))
    .flatMap((place) => children(place, 'placeTerm'))
    .map(textOf)
    .find((text) => text !== '')
  if (place !== undefined) record.place = place
  const extent = modsExtent(mods)
  if (extent !== undefined) record.extent = extent
  record.identifiers = modsIdentifiers(mods)
  const recordId = modsRecordIdentifier(mods)
  if (recordId !== undefined) record.recordIdentifier = recordId
  return record
}
