/** An Olive issue's page and entity files (`XMD-PAGE`, `XMD-entity`): read only through its TOC.xml. */
import { isOlivePart } from './read.ts'
import type { PartFormat } from '../format.ts'

export const olivePart: PartFormat = {
  id: 'olive-part',
  label: 'Olive page or entity',
  role: 'part',
  extensions: ['.xml'],
  text: 'xml',
  detect: (head) => isOlivePart(head),
}
