/**
 * MARCXML title records (serials) → TitleRecord. Pure: the caller reads the
 * file. Accepts a bare `<record>` (as the LoC marc-mirror serves them) or a
 * `<collection>`, with the MARC21 namespace under any prefix or none.
 */
import { cleanTitle } from '../../clean-text.ts'
import { checkTitleRecordLimits, xmlLineOf } from '../../limits.ts'
import { type TitleRecord, IngestError } from '../../types.ts'
import { type XmlElement, children, parseXml } from '../../xml.ts'
import { first, joinTitle, languageCodes, linkedTitles, publisher, readMarcFields, trimIsbd, values, year } from '../../crosswalks/marc-fields.ts'

function readRecord(record: XmlElement, file: string): TitleRecord {
  const { controlFields, dataFields, fields, marc } = readMarcFields(record)
  const field245 = dataFields.find((f) => f.tag === '245')
  if (!field245) throw new IngestError(file, record.line, 'MARC record without a title (245)')
  const title = joinTitle(field245)
  if (title === '') throw new IngestError(file, record.line, 'MARC record with an empty title (245 $a)')

  const lccn = first(dataFields, '010', 'a')?.replace(/\s+/g, '')
  const control001 = controlFields.get('001')?.trim()
  const controlNumber = lccn || control001 || undefined

  // 264 second indicator 1 is the publication statement; 0/2/3/4 are production, distribution, manufacture, copyright.
  const publication264 = dataFields.filter((f) => f.tag === '264' && f.ind2 === '1')
  const publishers: string[] = []
  for (const field of dataFields) {
    if (field.tag !== '260' && !publication264.includes(field)) continue
    const text = publisher(field)
    if (text !== undefined && !publishers.includes(text)) publishers.push(text)
  }

  // 264 with second indicator 3 is the manufacture statement: the printer.
  const printers: string[] = []
  for (const field of dataFields) {
    if (field.tag !== '264' || field.ind2 !== '3') continue
    const text = publisher(field)
    if (text !== undefined && !printers.includes(text)) printers.push(text)
  }
  const description = dataFields
    .filter((f) => f.tag === '520')
    .flatMap((f) => values(f, 'a'))
    .map((text) => text.trim())
    .filter(Boolean)
    .join(' ')

  const statements = dataFields
    .filter((f) => f.tag === '362')
    .flatMap((f) => values(f, 'a'))
    .map(trimIsbd)
    .filter(Boolean)
  const dateOf260 = first(dataFields, '260', 'c') ?? first(publication264, '264', 'c')
  const dates = statements.length > 0 ? statements.join('; ') : dateOf260 !== undefined ? trimIsbd(dateOf260) : undefined

  const field008 = controlFields.get('008')
  const startYear = year(field008?.slice(7, 11))
  const end = year(field008?.slice(11, 15))
  const endYear = end === 9999 ? undefined : end

  return {
    controlNumber,
    issn: first(dataFields, '022', 'a')?.trim(),
    title,
    publishers,
    printers,
    description: description || undefined,
    dates: dates || undefined,
    startYear,
    endYear,
    languages: languageCodes(field008, dataFields),
    earlierTitles: linkedTitles(dataFields, '780'),
    laterTitles: linkedTitles(dataFields, '785'),
    fields,
    marc,
  }
}

export function readMarcXml(xml: string, file: string): TitleRecord[] {
  return readMarcElement(parseXml(xml, file), file)
}

/**
 * The title records of a MARCXML `record` or `collection` element: a file's root, or the metadata
 * of an OAI-PMH record (src/ingest/formats/oai/read.ts), read alike.
 */
export function readMarcElement(root: XmlElement, file: string): TitleRecord[] {
  let records: TitleRecord[]
  if (root.name === 'record') records = [readRecord(root, file)]
  else if (root.name === 'collection') records = children(root, 'record').map((record) => readRecord(record, file))
  else throw new IngestError(file, root.line, `not MARCXML: root element <${root.name}>, expected <record> or <collection>`)
  return checkedTitleRecords(records, root, file)
}

/** The records with their titles cleaned and within the limits (L2 of issue 48), a value too long refused at its line. */
export function checkedTitleRecords(records: TitleRecord[], root: XmlElement, file: string): TitleRecord[] {
  const lineOf = xmlLineOf(root)
  for (const record of records) {
    // The title a periodical is listed and cited by: without control or bidirectional characters (L2 of issue 48).
    record.title = cleanTitle(record.title)
    checkTitleRecordLimits(record, file, lineOf)
  }
  return records
}

// Shared with serving (OAI-PMH gives the title records out again): src/domain/title-records.ts.
export { matchTitleRecord } from '../../../domain/title-records.ts'
