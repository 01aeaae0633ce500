/** MARCXML title records, merged onto the periodicals they describe when the import commits. */
import { readMarcXml } from '../marc.ts'
import type { DocumentFormat } from '../registry.ts'
import { rootIs } from './root.ts'

export const marc: DocumentFormat = {
  id: 'marc',
  label: 'MARCXML',
  role: 'document',
  extensions: ['.xml'],
  text: 'xml',
  detect: (head) => rootIs(head, 'record', 'collection'),
  read: (text, file) => ({ kind: 'title-records', records: readMarcXml(text, file) }),
}
