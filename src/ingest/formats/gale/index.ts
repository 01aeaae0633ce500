/**
 * Gale's whole-issue XML (`<UKP>`, `<GALENP>`): one file with the issue's metadata and every
 * article's text and word coordinates (src/ingest/formats/gale/read.ts). It stands for its folder:
 * a METS beside it whose ALTO files were never delivered is read for its metadata only
 * (src/ingest/whole-issue.ts pairs them as a path's packages are written, src/ingest/delivery/write.ts).
 */
import type { DocumentFormat } from '../format.ts'
import { rootIs } from '../format.ts'
import { readGaleIssue } from './read.ts'

export const gale: DocumentFormat = {
  id: 'gale',
  label: 'Gale issue XML',
  role: 'document',
  extensions: ['.xml'],
  text: 'xml',
  container: true,
  detect: (head) => rootIs(head, 'ukp', 'galenp'),
  read: (text, file) => ({ kind: 'packages', packages: [readGaleIssue(text, file)] }),
}
