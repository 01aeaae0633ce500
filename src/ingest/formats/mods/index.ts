/**
 * A MODS record or collection in a file of its own, read as a title record, as a MARCXML file is
 * (ADR 074): src/ingest/crosswalks/title-record.ts.
 */
import { readRecordFile } from '../oai/read.ts'
import type { DocumentFormat } from '../format.ts'
import { rootIs } from '../format.ts'

export const mods: DocumentFormat = {
  id: 'mods',
  label: 'MODS',
  role: 'document',
  extensions: ['.xml'],
  text: 'xml',
  detect: (head) => rootIs(head, 'mods', 'modscollection'),
  read: (text, file) => ({ kind: 'title-records', ...readRecordFile(text, file) }),
}
