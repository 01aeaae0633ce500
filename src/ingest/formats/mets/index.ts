/**
 * METS issues and items (BnL, British Library, NDNP, OCR-D, Kitodo, Visual Library, plain), also
 * as an OAI-PMH response (GetRecord, metadataPrefix mets): src/ingest/formats/mets/read.ts reads them, a local
 * file a dmdSec's mdRef names confined to the METS's folder (ADR 054).
 */
import { readCompanion } from '../../document.ts'
import { readMetsFile } from './read.ts'
import type { DocumentFormat } from '../format.ts'
import { rootIs } from '../format.ts'

export const mets: DocumentFormat = {
  id: 'mets',
  label: 'METS',
  role: 'document',
  extensions: ['.xml'],
  text: 'xml',
  container: true,
  detect: (head) => rootIs(head, 'mets') || (rootIs(head, 'oai-pmh') && /metadataPrefix\s*=\s*["']mets["']|<(?:[\w-]+:)?mets[\s>]/i.test(head)),
  read: (text, file) => {
    const warnings: string[] = []
    const read = readMetsFile(text, file, { read: readCompanion, warnings })
    return 'pages' in read ? { kind: 'packages', packages: [read], warnings } : { kind: 'articles', articles: read }
  },
}
