/** MPEG-21 DIDL issues (the KB's Delpher), bare or in an OAI-PMH response: src/ingest/formats/didl/read.ts reads them. */
import { readDidl } from './read.ts'
import type { DocumentFormat } from '../format.ts'
import { rootIs } from '../format.ts'

export const didl: DocumentFormat = {
  id: 'didl',
  label: 'MPEG-21 DIDL',
  role: 'document',
  extensions: ['.xml'],
  text: 'xml',
  container: true,
  // The KB's harvesting service answers with the DIDL inside an OAI-PMH response.
  detect: (head) =>
    rootIs(head, 'didl') || (rootIs(head, 'oai-pmh') && /metadataPrefix\s*=\s*["']didl["']|urn:mpeg:mpeg21:2002:02-DIDL-NS/i.test(head)),
  read: (text, file) => ({ kind: 'packages', packages: readDidl(text, file) }),
}
