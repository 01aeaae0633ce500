/** METS issues and items (BnL, British Library, NDNP, OCR-D, plain): src/ingest/mets.ts reads them. */
import { readMetsFile } from '../mets.ts'
import type { DocumentFormat } from '../registry.ts'
import { rootIs } from './root.ts'

export const mets: DocumentFormat = {
  id: 'mets',
  label: 'METS',
  role: 'document',
  extensions: ['.xml'],
  text: 'xml',
  container: true,
  detect: (head) => rootIs(head, 'mets'),
  read: (text, file) => {
    const read = readMetsFile(text, file)
    return 'pages' in read ? { kind: 'packages', packages: [read] } : { kind: 'articles', articles: read }
  },
}
