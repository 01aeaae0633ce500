/**
 * Dublin Core → DescriptiveRecord (ADR 054): the DC of a METS dmdSec (the BnF's SPAR packages,
 * Rosetta SIPs), an oai_dc record or a file of its own, as src/ingest/crosswalks/dc-read.ts collects it. A
 * `dc:title` that is only the issue's date and designation ("1898/02/14 (Année 2, Numéro 68)") is
 * not a title; the designation that is a number is the issue's number.
 */
import { type DcRecord, dcIssueNumber, isDesignationTitle, parseDcDate } from './dc-read.ts'
import { type DescriptiveRecord, emptyRecord } from './record.ts'

/** ISBD punctuation ends many catalogue titles ("Colored News."); it is not part of the name. */
export function cleanTitle(title: string): string {
  return title.replace(/\s*[.:;,/]\s*$/, '').trim()
}

export function dcDescription(dc: DcRecord): DescriptiveRecord {
  const record = emptyRecord('DC')
  const title = dc.titles.find((candidate) => !isDesignationTitle(candidate, dc))
  if (title !== undefined) record.title = cleanTitle(title)
  for (const raw of dc.dates) {
    const iso = parseDcDate(raw)
    if (iso === undefined) continue
    record.date = { iso, from: 'dc:date' }
    break
  }
  const number = dcIssueNumber(dc.designations)
  if (number !== undefined) record.number = number
  record.languages = [...dc.languages]
  record.authors = [...(dc.creators ?? [])]
  const publisher = dc.publishers[0]
  if (publisher !== undefined) record.publisher = publisher
  record.identifiers = dc.identifiers.map((value) => ({ type: /^https?:\/\//i.test(value) ? 'uri' : '', value }))
  return record
}
