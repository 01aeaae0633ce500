/** NDNP reel METS: they describe microfilm, not issues, and sit beside the issues in a batch. */
import type { PartFormat } from '../registry.ts'
import { rootIs } from './root.ts'

export const ndnpReel: PartFormat = {
  id: 'ndnp-reel',
  label: 'NDNP reel METS',
  role: 'part',
  extensions: ['.xml'],
  text: 'xml',
  container: true,
  detect: (head) => rootIs(head, 'mets') && /PROFILE="[^"]*(?::reel:|microfilmReel)/i.test(head),
}
