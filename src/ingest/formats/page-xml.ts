/** PAGE-XML pages (OCR-D, Transkribus, eScriptorium, Kraken): a page's OCR where there is no ALTO. */
import { readPageXml } from '../page-xml.ts'
import type { PageFormat } from '../registry.ts'
import { rootIs } from './root.ts'

export const pageXml: PageFormat = {
  id: 'page-xml',
  label: 'PAGE',
  role: 'page',
  extensions: ['.xml'],
  text: 'xml',
  detect: (head) => rootIs(head, 'pcgts'),
  readPages: (text, file) => [readPageXml(text, file)],
}
