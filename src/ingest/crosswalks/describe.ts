/**
 * Which crosswalk reads a descriptive record (ADR 054): by the element it is (a MODS `mods`, a
 * MARCXML `record` or `collection`, Dublin Core's `dc`), found at or below the element given (a
 * METS mdWrap, an OAI-PMH record's metadata, a file's root), whatever its namespace prefix, and by
 * the type the container declares (METS MDTYPE) when the element alone does not say.
 */
import { collect } from './dc-read.ts'
import { children, descendant, type XmlElement } from '../xml.ts'
import { dcDescription } from './dc.ts'
import { Iso2709Error, readBinaryMarc } from './iso2709.ts'
import { marcFieldsRecord, marcRecord } from './marc.ts'
import { modsRecord } from './mods.ts'
import type { DescriptiveRecord } from './record.ts'

/** A MARCXML record: the element, or the first record of a collection. */
function marcElement(element: XmlElement): XmlElement | undefined {
  const isRecord = (candidate: XmlElement) => candidate.name === 'record' && candidate.children.some((field) => field.name === 'datafield' || field.name === 'controlfield')
  if (isRecord(element)) return element
  const stack = [...element.children]
  for (let next = stack.shift(); next !== undefined; next = stack.shift()) {
    if (isRecord(next)) return next
    stack.push(...next.children)
  }
  return undefined
}

/** A MARC record in ISO 2709 in a `binData` (base64), or undefined with the reason it is not read. */
function binaryMarcRecord(binData: XmlElement, onProblem: (message: string) => void): DescriptiveRecord | undefined {
  try {
    return marcFieldsRecord(readBinaryMarc(binData.text))
  } catch (error) {
    if (!(error instanceof Iso2709Error)) throw error
    onProblem(`the MARC record in binData (ISO 2709) is not read: ${error.message}`)
    return undefined
  }
}

/**
 * The description an element holds, or undefined when it holds none the crosswalks read (PREMIS);
 * a MARC record in `binData` (ISO 2709) that does not add up is not read, and `onProblem` says why.
 */
export function describeElement(element: XmlElement, declaredType?: string, onProblem: (message: string) => void = () => {}): DescriptiveRecord | undefined {
  const type = (declaredType ?? '').toUpperCase()
  const mods = element.name === 'mods' ? element : descendant(element, 'mods')
  if (mods && type !== 'MARC' && type !== 'DC') return modsRecord(mods)
  const marc = type === 'DC' ? undefined : marcElement(element)
  if (marc) return marcRecord(marc)
  const binData = type === 'MARC' ? descendant(element, 'binData') : undefined
  if (binData) return binaryMarcRecord(binData, onProblem)
  if (type === 'DC' || element.name === 'dc' || children(element, 'xmlData').some((data) => data.children.some((child) => child.name === 'dc'))) {
    const record = dcDescription(collect(element))
    return record.title === undefined && record.date === undefined && record.languages.length === 0 ? undefined : record
  }
  return undefined
}
