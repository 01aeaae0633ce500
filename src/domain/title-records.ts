/**
 * What serving and importing share about MARC title records (issue 54: src/documents imports
 * nothing from the importer): a record as MARCXML carries it, and whether a title record
 * describes a periodical, as the importer merges them and OAI-PMH gives them out again.
 */
import { foldToAscii } from './fold.ts'

/** A MARC record's leader and fields as MARCXML carries them: control fields [tag, value], data fields [tag, ind1, ind2, [[code, value], …]]. */
export interface MarcRecord {
  leader?: string
  fields: ([string, string] | [string, string, string, [string, string][]])[]
}

function normalTitle(text: string): string {
  return foldToAscii(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

function normalIssn(text: string | undefined): string {
  return (text ?? '').toUpperCase().replace(/[^0-9X]/g, '')
}

/**
 * Whether a title record describes a periodical: by LCCN-based id first,
 * then ISSN, and only then by title, since titles repeat across places.
 */
export function matchTitleRecord(record: { controlNumber?: string; issn?: string; title: string }, periodical: { id: string; issn?: string; title: string }): boolean {
  const control = record.controlNumber?.replace(/\s+/g, '').toLowerCase()
  if (control && control === periodical.id.replace(/\s+/g, '').toLowerCase()) return true
  const issn = normalIssn(record.issn)
  if (issn !== '' && issn === normalIssn(periodical.issn)) return true
  const title = normalTitle(record.title)
  return title !== '' && title === normalTitle(periodical.title)
}
