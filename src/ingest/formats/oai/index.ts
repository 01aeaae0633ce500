/**
 * An OAI-PMH response holding MARCXML (marc21, marcxml), MODS or Dublin Core (oai_dc) records,
 * read as the same records in files of their own would be (ADR 074). Asked after METS and DIDL,
 * which claim an envelope of theirs first.
 */
import { readOaiPmh } from './read.ts'
import type { DocumentFormat } from '../format.ts'
import { rootIs } from '../format.ts'

export const oaiPmh: DocumentFormat = {
  id: 'oai-pmh',
  label: 'OAI-PMH',
  role: 'document',
  extensions: ['.xml'],
  text: 'xml',
  detect: (head) => rootIs(head, 'oai-pmh'),
  read: (text, file) => ({ kind: 'title-records', ...readOaiPmh(text, file) }),
}
