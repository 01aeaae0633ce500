/**
 * Descriptive records outside a METS (ADR 074): a MARCXML, MODS or Dublin Core record in a file
 * of its own, or in an OAI-PMH response (GetRecord, ListRecords with any number of records), read
 * alike as title records (ADR 005): the envelope changes nothing of what the record says. A
 * deleted record (`header status="deleted"`) is left out with a warning; an OAI-PMH error
 * (`<error code="…">`) is refused with its code and message; a record in a format no crosswalk
 * reads is refused, never skipped in silence. A METS or DIDL in an envelope is not read here: their
 * formats claim it first (src/ingest/formats/mets, didl).
 */
import { dcTitleRecord, modsElements, modsTitleRecord, type TitleReading } from '../../crosswalks/title-record.ts'
import { IngestError, type TitleRecord } from '../../types.ts'
import { type XmlElement, child, children, parseXml, textOf } from '../../xml.ts'
import { checkedTitleRecords, readMarcElement } from '../marc/read.ts'

export interface RecordsRead {
  records: TitleRecord[]
  warnings: string[]
}

const MARC_ROOTS = ['record', 'collection']
const MODS_ROOTS = ['mods', 'modsCollection']

/** Whether an element is a record the crosswalks read as a title record. */
export function isRecordElement(element: XmlElement): boolean {
  return [...MARC_ROOTS, ...MODS_ROOTS, 'dc'].includes(element.name)
}

function kept(reading: TitleReading | undefined, element: XmlElement, file: string, what: string, warnings: string[]): TitleRecord[] {
  if (reading === undefined) throw new IngestError(file, element.line, `${what} without a title`)
  if ('skipped' in reading) {
    warnings.push(`${file}: line ${element.line}: the ${what} ${reading.skipped}; a record of its own is read as a title record only (ADR 074), so it is left out`)
    return []
  }
  return [reading.record]
}

/** The title records of a MARCXML, MODS or DC element, the records it leaves out said in `warnings`. */
export function readRecordElement(element: XmlElement, file: string, warnings: string[]): TitleRecord[] {
  if (MARC_ROOTS.includes(element.name)) return readMarcElement(element, file)
  if (MODS_ROOTS.includes(element.name)) {
    const records = modsElements(element).flatMap((mods) => kept(modsTitleRecord(mods), mods, file, 'MODS record', warnings))
    return checkedTitleRecords(records, element, file)
  }
  if (element.name === 'dc') return checkedTitleRecords(kept(dcTitleRecord(element), element, file, 'Dublin Core record', warnings), element, file)
  throw new IngestError(file, element.line, `a record in <${element.name}>, which no crosswalk reads (MARCXML, MODS and Dublin Core are read)`)
}

/** A file of its own: a MARCXML, MODS or DC record (or collection) at its root. */
export function readRecordFile(xml: string, file: string): RecordsRead {
  const warnings: string[] = []
  return { records: readRecordElement(parseXml(xml, file), file, warnings), warnings }
}

/** The records of an OAI-PMH response: its GetRecord's or ListRecords' records, deleted ones left out. */
export function readOaiPmh(xml: string, file: string): RecordsRead {
  const root = parseXml(xml, file)
  if (root.name !== 'OAI-PMH') throw new IngestError(file, root.line, `expected an OAI-PMH response, found <${root.name}>`)
  const error = children(root, 'error')[0]
  if (error) {
    const code = error.attributes.code ?? ''
    throw new IngestError(file, error.line, `an OAI-PMH error response: ${code}${textOf(error) === '' ? '' : ` (${textOf(error)})`}; nothing to read`)
  }
  const warnings: string[] = []
  const records: TitleRecord[] = []
  const listed = root.children.flatMap((verb) => children(verb, 'record'))
  for (const record of listed) {
    const header = child(record, 'header')
    const identifier = textOf(header ? child(header, 'identifier') : undefined)
    if (header?.attributes.status === 'deleted') {
      warnings.push(`${file}: line ${record.line}: the OAI-PMH record ${identifier === '' ? '' : `${identifier} `}is deleted (header status="deleted"): left out`)
      continue
    }
    const metadata = child(record, 'metadata')
    const element = metadata?.children[0]
    if (!element) throw new IngestError(file, record.line, `the OAI-PMH record ${identifier === '' ? '' : `${identifier} `}has no metadata`)
    records.push(...readRecordElement(element, file, warnings))
  }
  if (listed.length === 0) {
    const verb = root.children.find((element) => !['responseDate', 'request'].includes(element.name))
    throw new IngestError(file, (verb ?? root).line, `an OAI-PMH response without records (${verb ? `<${verb.name}>` : 'no verb'}): nothing to read`)
  }
  const token = root.children.flatMap((verb) => children(verb, 'resumptionToken')).find((element) => textOf(element) !== '')
  if (token) warnings.push(`${file}: the OAI-PMH list goes on (resumptionToken ${textOf(token)}): only the records of this response are read; harvest the rest with the token`)
  return { records, warnings }
}
