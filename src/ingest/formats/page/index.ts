/** PAGE-XML pages (OCR-D, Transkribus, eScriptorium, Kraken): a page's OCR where there is no ALTO. */
import { readPageXml } from './read.ts'
import type { PageFormat } from '../format.ts'
import { rootIs } from '../format.ts'

export const pageXml: PageFormat = {
  id: 'page-xml',
  label: 'PAGE',
  role: 'page',
  extensions: ['.xml'],
  text: 'xml',
  detect: (head) => rootIs(head, 'pcgts'),
  readPages: (text, file) => [readPageXml(text, file)],
}
