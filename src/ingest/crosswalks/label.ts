/**
 * A METS `LABEL` → DescriptiveRecord (ADR 054), the last resort when no record in the file names
 * the title: producers write the whole citation there, each in a shape of its own.
 *
 * - NDNP (Chronicling America batches): "Title (Place), 1902-05-17, Main Edition": the title keeps
 *   its place, as the Library of Congress names its titles ("Der Nordstern (St. Cloud, Minn.)"),
 *   and the place, the date and the edition are read apart; never the whole label as a title.
 * - docWorks (BnL): "Title 1858-07-10_01", edition 1.
 * - Europeana Newspapers and JISC (CCS docWorks): "Title no. 2466 15.03.1878".
 * - Anything else with a date at its end ("Title, 1878-01-03"); a label with no date is a title.
 * A template's placeholder (`DOCUMENT_TITLE_PLACEHOLDER`) is no title at all.
 */
import { isPlaceholderTitle } from '../metadata.ts'
import { type DescriptiveRecord, emptyRecord, numberIn, parseRecordDate } from './record.ts'

const ORDINALS: Record<string, string> = { main: '1', first: '1', second: '2', third: '3', fourth: '4', fifth: '5' }

/** "Main Edition" is 1, "Second Edition" 2, "Edition 3" 3; undefined when the label does not say. */
export function editionNumber(text: string | undefined): string | undefined {
  const words = (text ?? '').toLowerCase().split(/\s+/)
  if (!words.some((word) => /^(?:edition|ed\.?|ausgabe|édition)$/.test(word))) return undefined
  return words.map((word) => ORDINALS[word] ?? (/^\d{1,2}$/.test(word) ? word : undefined)).find((value) => value !== undefined)
}

const NDNP = /^(?<title>.+?\((?<place>[^()]+)\))\s*,\s*(?<date>\d{4}-\d{2}-\d{2})(?:\s*,\s*(?<edition>.+?))?\s*$/
const DOCWORKS = /^(?<title>.+?)[,\s]+(?<date>\d{4}-\d{2}-\d{2})(?:_(?<edition>\d{1,2}))?\s*$/
const NUMBERED = /^(?<title>.+?)\s+no\.\s*(?<number>[^\s]*)\s+(?<date>\d{1,2}\.\d{1,2}\.\d{4})\s*$/i

export function labelRecord(label: string | undefined): DescriptiveRecord | undefined {
  const text = label?.replace(/\s+/g, ' ').trim() ?? ''
  if (text === '' || isPlaceholderTitle(text)) return undefined
  const record = emptyRecord('LABEL')
  const match = NDNP.exec(text) ?? DOCWORKS.exec(text) ?? NUMBERED.exec(text)
  const groups = match?.groups
  if (!groups) {
    record.title = text
    // A date inside a label of no known shape still dates the issue ("Issue of 1878-01-03 (supplement)").
    const embedded = /\b(\d{4}-\d{2}-\d{2})\b/.exec(text)?.[1]
    const iso = embedded === undefined ? undefined : parseRecordDate(embedded)
    if (iso !== undefined) record.date = { iso, from: 'METS LABEL' }
    return record
  }
  const title = groups.title?.trim()
  if (title !== undefined && title !== '' && !isPlaceholderTitle(title)) record.title = title
  if (groups.place !== undefined) record.place = groups.place.trim()
  const iso = groups.date === undefined ? undefined : parseRecordDate(groups.date)
  if (iso !== undefined) record.date = { iso, from: 'METS LABEL' }
  const number = numberIn(groups.number)
  if (number !== undefined) record.number = number
  const edition = groups.edition === undefined ? undefined : /^\d+$/.test(groups.edition) ? String(Number(groups.edition)) : editionNumber(groups.edition)
  if (edition !== undefined) record.edition = edition
  return record
}
