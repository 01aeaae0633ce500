/** NDNP batch.xml: the issue METS of a Chronicling America batch, each imported in turn. */
import { readNdnpBatch } from './read.ts'
import type { DocumentFormat } from '../format.ts'
import { rootIs } from '../format.ts'

export const ndnpBatch: DocumentFormat = {
  id: 'ndnp-batch',
  label: 'NDNP batch',
  role: 'document',
  extensions: ['.xml'],
  text: 'xml',
  container: true,
  detect: (head) => rootIs(head, 'batch'),
  read: (text, file) => ({
    kind: 'references',
    references: readNdnpBatch(text, file).issues.map((issue) => ({
      reference: { from: file, line: issue.line, href: issue.href, what: 'issue METS', within: 'the batch folder' },
      path: issue.path,
    })),
  }),
}
