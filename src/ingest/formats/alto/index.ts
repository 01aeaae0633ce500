/** ALTO pages (every version and unit): through their METS, DIDL or manifest, or as bare pages. */
import { readAlto } from './read.ts'
import type { PageFormat } from '../format.ts'
import { rootIs } from '../format.ts'

export const alto: PageFormat = {
  id: 'alto',
  label: 'ALTO',
  role: 'page',
  extensions: ['.xml'],
  text: 'xml',
  detect: (head) => rootIs(head, 'alto'),
  readPages: (text, file) => [readAlto(text, file)],
}
