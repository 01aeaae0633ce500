/**
 * MODS and Dublin Core records of their own as title records (ADR 074): a `mods`, a
 * `modsCollection`'s records, an `oai_dc:dc`, read from a file of its own or an OAI-PMH response,
 * become what a MARCXML file has always been (ADR 005, 021): a catalogue record merged onto the
 * periodical it describes, by its LCCN or record id, its ISSN, then its title. Through the same
 * crosswalks as a METS's records (src/ingest/crosswalks/mods.ts, dc.ts), so a MODS title reads the
 * same wherever it sits.
 *
 * A record that says it is part of another (MODS relatedItem type host, Dublin Core isPartOf)
 * describes an issue or an article, not a title: merged, it would give its periodical an issue's
 * date as its dates of publication. So does a record dated to the day (an issue's date: a title
 * is dated by its years). Either is left out with a warning.
 */
import { children, textOf, type XmlElement } from '../xml.ts'
import type { TitleRecord } from '../types.ts'
import { collect } from './dc-read.ts'
import { dcDescription } from './dc.ts'
import { modsKeyDate, modsRecord } from './mods.ts'
import { modsRelatedItems, modsTitles } from './mods-read.ts'
import { type DescriptiveRecord, identifierOf } from './record.ts'

/** A record read, or the reason it is not a title record. */
export type TitleReading = { record: TitleRecord } | { skipped: string }

function yearOf(text: string | undefined): number | undefined {
  const year = /^\[?(\d{4})/.exec(text?.trim() ?? '')?.[1]
  return year === undefined ? undefined : Number(year)
}

/** Whether the record's date is a day: an issue's, not a title's years. */
function isDay(record: DescriptiveRecord): boolean {
  return record.date !== undefined && record.date.iso.length === 10
}

/** The fields a MARC title record and a description share. */
function fromDescription(record: DescriptiveRecord, title: string): TitleRecord {
  const issn = identifierOf(record, 'issn')
  const lccn = identifierOf(record, 'lccn')?.replace(/\s+/g, '')
  const controlNumber = lccn || record.recordIdentifier || undefined
  const publisher = [record.place, record.publisher].filter((part) => part !== undefined && part !== '').join(' : ')
  return {
    ...(controlNumber === undefined ? {} : { controlNumber }),
    ...(issn === undefined ? {} : { issn }),
    title,
    publishers: publisher === '' ? [] : [publisher],
    languages: record.languages,
    earlierTitles: [],
    laterTitles: [],
    fields: [],
  }
}

/** Titles of the related items of a type (MODS preceding and succeeding: a periodical's earlier and later titles). */
function relatedTitles(mods: XmlElement, type: string): string[] {
  return modsRelatedItems(mods, type).flatMap((item) => modsTitles(item).slice(0, 1))
}

/** originInfo/dateIssued with point start and end: a periodical's years ("1854-1972", "1854-"). */
function modsDates(mods: XmlElement): { dates?: string; startYear?: number; endYear?: number } {
  const issued = children(mods, 'originInfo').flatMap((info) => children(info, 'dateIssued'))
  const pointed = (point: string) => issued.find((date) => (date.attributes.point ?? '') === point && textOf(date) !== '')
  const start = pointed('start')
  const end = pointed('end')
  const startYear = yearOf(textOf(start)) ?? yearOf(modsKeyDate(mods)?.text)
  const endYear = yearOf(textOf(end))
  const written = start ? `${textOf(start)}-${end ? textOf(end) : ''}` : modsKeyDate(mods)?.text
  return {
    ...(written === undefined ? {} : { dates: written }),
    ...(startYear === undefined ? {} : { startYear }),
    ...(endYear === undefined || endYear === 9999 ? {} : { endYear }),
  }
}

/** A MODS record as a title record; refused (IngestError by the caller) when it has no title. */
export function modsTitleRecord(mods: XmlElement): TitleReading | undefined {
  const record = modsRecord(mods)
  if (record.title === undefined) return undefined
  const host = modsRelatedItems(mods, 'host')[0]
  if (host) return { skipped: `describes a part of "${modsTitles(host)[0] ?? 'another record'}" (relatedItem type="host"), not a title` }
  if (isDay(record)) return { skipped: `is dated to the day (${record.date?.iso ?? ''}, from ${record.date?.from ?? ''}): it describes an issue, not a title` }
  const abstract = children(mods, 'abstract').map(textOf).filter((text) => text !== '').join(' ')
  return {
    record: {
      ...fromDescription(record, record.title),
      ...modsDates(mods),
      ...(abstract === '' ? {} : { description: abstract }),
      earlierTitles: relatedTitles(mods, 'preceding'),
      laterTitles: relatedTitles(mods, 'succeeding'),
    },
  }
}

/** The MODS records of a `mods` or `modsCollection` element. */
export function modsElements(element: XmlElement): XmlElement[] {
  return element.name === 'modsCollection' ? children(element, 'mods') : [element]
}

/** A Dublin Core record (oai_dc:dc, a dc root) as a title record; undefined when it has no title. */
export function dcTitleRecord(dc: XmlElement): TitleReading | undefined {
  const fields = collect(dc)
  const record = dcDescription(fields)
  if (record.title === undefined) return undefined
  const partOf = dc.children.find((child) => child.name === 'isPartOf' && textOf(child) !== '')
  if (partOf) return { skipped: `describes a part of "${textOf(partOf)}" (dcterms:isPartOf), not a title` }
  if (isDay(record)) return { skipped: `is dated to the day (${record.date?.iso ?? ''}, from dc:date): it describes an issue, not a title` }
  const issn = fields.identifiers.map((value) => /^(?:urn:)?issn:?\s*(\d{4}-?\d{3}[\dxX])$/i.exec(value.trim())?.[1]).find((value) => value !== undefined)
  const dates = fields.dates[0]
  const startYear = yearOf(dates)
  const endYear = yearOf(/[-/–]\s*(\d{4})\s*$/.exec(dates ?? '')?.[1])
  return {
    record: {
      ...fromDescription(record, record.title),
      ...(issn === undefined ? {} : { issn }),
      publishers: fields.publishers,
      ...(dates === undefined ? {} : { dates }),
      ...(startYear === undefined ? {} : { startYear }),
      ...(endYear === undefined ? {} : { endYear }),
    },
  }
}
