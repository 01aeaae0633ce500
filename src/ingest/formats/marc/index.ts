/** MARCXML title records, merged onto the periodicals they describe when the import commits. */
import { readMarcXml } from './read.ts'
import type { DocumentFormat } from '../format.ts'
import { rootIs } from '../format.ts'

export const marc: DocumentFormat = {
  id: 'marc',
  label: 'MARCXML',
  role: 'document',
  extensions: ['.xml'],
  text: 'xml',
  detect: (head) => rootIs(head, 'record', 'collection'),
  read: (text, file) => ({ kind: 'title-records', records: readMarcXml(text, file) }),
}
