/**
 * MARC 21 → DescriptiveRecord (ADR 054), for a MARCXML `record` wherever it comes: a METS dmdSec
 * (`mdWrap MDTYPE="MARC"`, as docWorks/CCS packages and several national libraries deliver books
 * and serials), a file of its own, an OAI-PMH record.
 *
 * - 245 $a $b the title, $n $p the part's number and name; 246 varying forms (alternative
 *   titles), 130/240 uniform titles.
 * - 100 and 110 the authors; 700 and 710 too when their relator ($4, $e) says author or says none.
 * - 260, and 264 with second indicator 1: place ($a), publisher ($b), date ($c).
 * - 008: the date (positions 07–14 by the type of date at 06: `e` is a full date, year then month
 *   and day) and the language (35–37); 041 $a further languages.
 * - 022 $a ISSN, 010 $a LCCN, 001 the record's id, 024 typed identifiers, 856 $u the address;
 *   773 the host (an issue's periodical: $t, $x, $w, $g); 250 the edition, 300 $a the extent.
 */
import { type DataField, type MarcFields, first, joinTitle, languageCodes, publisher, readMarcFields, trimIsbd, values } from './marc-fields.ts'
import type { XmlElement } from '../xml.ts'
import { type DescriptiveRecord, type Identifier, distinct, emptyRecord, isRealDate, numberIn, parseRecordDate } from './record.ts'

const AUTHOR_RELATORS = /^(?:aut|cre|author|creator|verfasser|auteur|verf)\.?$/i

function fieldsOf(fields: readonly DataField[], tag: string): DataField[] {
  return fields.filter((field) => field.tag === tag)
}

function titleOf(field: DataField | undefined): string | undefined {
  if (!field) return undefined
  const title = joinTitle(field)
  return title === '' ? undefined : title
}

function partTitleOf(field: DataField | undefined, title: string | undefined): string | undefined {
  if (!field || title === undefined) return title
  const parts = field.subfields.filter((subfield) => (subfield.code === 'n' || subfield.code === 'p') && subfield.value.trim() !== '').map((subfield) => trimIsbd(subfield.value))
  return parts.reduce((full, part) => `${full}. ${part}`, title)
}

/** A name entry's name: 100/700 $a, 110/710 $a and $b (the body and its units). */
function nameOf(field: DataField): string | undefined {
  const parts = field.tag.endsWith('10') ? [...values(field, 'a'), ...values(field, 'b')] : values(field, 'a').slice(0, 1)
  const name = parts.map(trimIsbd).filter((part) => part !== '').join('. ')
  return name === '' ? undefined : name
}

function isAuthorEntry(field: DataField): boolean {
  if (field.tag === '100' || field.tag === '110') return true
  const relators = [...values(field, '4'), ...values(field, 'e')].map((value) => trimIsbd(value))
  return relators.length === 0 || relators.some((relator) => AUTHOR_RELATORS.test(relator))
}

/** The publication statements: 260, and 264 with second indicator 1 (0, 2, 3 and 4 are production, distribution, manufacture, copyright). */
function publicationFields(fields: readonly DataField[]): DataField[] {
  return fields.filter((field) => field.tag === '260' || (field.tag === '264' && field.ind2 === '1'))
}

/** The date 008 gives: type `e` a full date (date 1 the year, date 2 month and day), else date 1 as a year when it is one. */
function dateOf008(field008: string | undefined): string | undefined {
  if (field008 === undefined || field008.length < 15) return undefined
  const type = field008.slice(6, 7)
  const date1 = field008.slice(7, 11)
  const date2 = field008.slice(11, 15)
  if (!/^\d{4}$/.test(date1)) return undefined
  if (type === 'e' && /^\d{4}$/.test(date2)) {
    const month = Number(date2.slice(0, 2))
    const day = Number(date2.slice(2, 4))
    if (isRealDate(Number(date1), month, day)) return `${date1}-${date2.slice(0, 2)}-${date2.slice(2, 4)}`
    if (isRealDate(Number(date1), month, 1) && date2.slice(2, 4) === 'uu') return `${date1}-${date2.slice(0, 2)}`
  }
  return date1
}

function identifiersOf(fields: readonly DataField[], controlNumber: string | undefined): Identifier[] {
  const identifiers: Identifier[] = []
  const issn = first([...fields], '022', 'a')?.trim()
  if (issn) identifiers.push({ type: 'issn', value: issn })
  const lccn = first([...fields], '010', 'a')?.replace(/\s+/g, '')
  if (lccn) identifiers.push({ type: 'lccn', value: lccn })
  for (const field of fieldsOf(fields, '024')) {
    const value = values(field, 'a')[0]?.trim()
    if (value) identifiers.push({ type: (values(field, '2')[0] ?? '').trim().toLowerCase(), value })
  }
  for (const field of fieldsOf(fields, '856')) for (const url of values(field, 'u')) identifiers.push({ type: 'uri', value: url.trim() })
  if (controlNumber) identifiers.push({ type: 'control', value: controlNumber })
  return identifiers
}

function hostOf(fields: readonly DataField[]): DescriptiveRecord['host'] {
  const field = fieldsOf(fields, '773')[0]
  if (!field) return undefined
  const identifiers: Identifier[] = [
    ...values(field, 'x').map((value): Identifier => ({ type: 'issn', value: value.trim() })),
    ...values(field, 'w').map((value): Identifier => ({ type: 'control', value: value.trim() })),
  ]
  const title = values(field, 't')[0]
  const number = numberIn(values(field, 'g')[0])
  return { identifiers, ...(title === undefined ? {} : { title: trimIsbd(title) }), ...(number === undefined ? {} : { number }) }
}

/** The record as a description, from its fields (readMarcFields). */
export function marcFieldsRecord({ controlFields, dataFields }: Pick<MarcFields, 'controlFields' | 'dataFields'>): DescriptiveRecord {
  const record = emptyRecord('MARC')
  const field245 = fieldsOf(dataFields, '245')[0]
  const title = titleOf(field245)
  if (title !== undefined) record.title = title
  const partTitle = partTitleOf(field245, title)
  if (partTitle !== undefined) record.partTitle = partTitle
  record.alternativeTitles = distinct(fieldsOf(dataFields, '246').map(titleOf))
  record.otherTitles = distinct([...fieldsOf(dataFields, '130'), ...fieldsOf(dataFields, '240')].map((field) => trimIsbd(values(field, 'a')[0] ?? '')))
  const host = hostOf(dataFields)
  if (host) record.host = host
  const statements = publicationFields(dataFields)
  const dateText = statements.map((field) => values(field, 'c')[0]).find((value) => value !== undefined)
  const field008 = controlFields.get('008')
  const fromStatement = dateText === undefined ? undefined : parseRecordDate(trimIsbd(dateText).replace(/^[[(]|[\])]$/g, '').replace(/^c(?=\d{4})/, ''))
  const from008 = dateOf008(field008)
  // A full date wins: 008 type e gives one, so does an issue's "July 10, 1858"; a year alone comes from 008.
  const date = [from008, fromStatement].find((value) => value !== undefined && value.length === 10) ?? from008 ?? fromStatement
  if (date !== undefined) record.date = { iso: date, from: date === from008 ? '008/07-14' : `${statements[0]?.tag ?? '260'} $c` }
  const number = numberIn(field245 ? values(field245, 'n')[0] : undefined)
  if (number !== undefined) record.number = number
  const edition = first(dataFields, '250', 'a')
  if (edition !== undefined) record.edition = trimIsbd(edition)
  record.languages = languageCodes(field008, dataFields)
  record.authors = distinct(dataFields.filter((field) => ['100', '110', '700', '710'].includes(field.tag) && isAuthorEntry(field)).map(nameOf))
  const publishers = distinct(statements.map((field) => values(field, 'b')[0]).map((value) => (value === undefined ? undefined : trimIsbd(value))))
  if (publishers.length > 0) record.publisher = publishers.join('; ')
  const place = statements.map((field) => values(field, 'a')[0]).find((value) => value !== undefined)
  if (place !== undefined) record.place = trimIsbd(place).replace(/^\[|\]$/g, '')
  const statement = statements[0] === undefined ? undefined : publisher(statements[0])
  if (record.publisher === undefined && statement !== undefined) record.publisher = statement
  const extent = first(dataFields, '300', 'a')
  if (extent !== undefined) record.extent = trimIsbd(extent)
  const controlNumber = controlFields.get('001')?.trim() || undefined
  record.identifiers = identifiersOf(dataFields, controlNumber)
  if (controlNumber !== undefined) record.recordIdentifier = controlNumber
  return record
}

/** A MARCXML `record` element as a description. */
export function marcRecord(record: XmlElement): DescriptiveRecord {
  return marcFieldsRecord(readMarcFields(record))
}
