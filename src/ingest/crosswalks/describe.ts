/**
 * Which crosswalk reads a descriptive record (ADR 054): by the element it is (a MODS `mods`, a
 * MARCXML `record` or `collection`, Dublin Core's `dc`), found at or below the element given (a
 * METS mdWrap, an OAI-PMH record's metadata, a file's root), whatever its namespace prefix, and by
 * the type the container declares (METS MDTYPE) when the element alone does not say.
 */
import { collect } from './dc-read.ts'
import { children, descendant, type XmlElement } from '../xml.ts'
import { dcDescription } from './dc.ts'
import { marcRecord } from './marc.ts'
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

/** The description an element holds, or undefined when it holds none the crosswalks read (PREMIS, a binary MARC record). */
export function describeElement(element: XmlElement, declaredType?: string): DescriptiveRecord | undefined {
  const type = (declaredType ?? '').toUpperCase()
  const mods = element.name === 'mods' ? element : descendant(element, 'mods')
  if (mods && type !== 'MARC' && type !== 'DC') return modsRecord(mods)
  const marc = type === 'DC' ? undefined : marcElement(element)
  if (marc) return marcRecord(marc)
  if (type === 'DC' || element.name === 'dc' || children(element, 'xmlData').some((data) => data.children.some((child) => child.name === 'dc'))) {
    const record = dcDescription(collect(element))
    return record.title === undefined && record.date === undefined && record.languages.length === 0 ? undefined : record
  }
  return undefined
}
