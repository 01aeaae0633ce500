/**
 * A Dublin Core record in a file of its own (`oai_dc:dc`, a `dc` root), read as a title record, as
 * a MARCXML file is (ADR 074): src/ingest/crosswalks/title-record.ts.
 */
import { readRecordFile } from '../oai/read.ts'
import type { DocumentFormat } from '../format.ts'
import { rootIs } from '../format.ts'

export const dublinCore: DocumentFormat = {
  id: 'dc',
  label: 'Dublin Core',
  role: 'document',
  extensions: ['.xml'],
  text: 'xml',
  detect: (head) => rootIs(head, 'dc'),
  read: (text, file) => ({ kind: 'title-records', ...readRecordFile(text, file) }),
}
