/** NDNP reel METS: they describe microfilm, not issues, and sit beside the issues in a batch. */
import type { PartFormat } from '../format.ts'
import { rootIs } from '../format.ts'

export const ndnpReel: PartFormat = {
  id: 'ndnp-reel',
  label: 'NDNP reel METS',
  role: 'part',
  extensions: ['.xml'],
  text: 'xml',
  container: true,
  detect: (head) => rootIs(head, 'mets') && /PROFILE="[^"]*(?::reel:|microfilmReel)/i.test(head),
}
