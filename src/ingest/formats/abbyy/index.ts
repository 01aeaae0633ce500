/**
 * ABBYY FineReader XML 6–10 (src/ingest/formats/abbyy/read.ts): a page's OCR, or a whole book's in one file (the
 * Internet Archive's `_abbyy`). Met as bare pages, a folder of them is one issue or item, each
 * file's pages in their order (ADR 033).
 */
import { detect, readAbbyy } from './read.ts'
import type { PageFormat } from '../format.ts'

export const abbyy: PageFormat = {
  id: 'abbyy',
  label: 'ABBYY FineReader',
  role: 'page',
  extensions: ['.xml'],
  text: 'xml',
  manyPages: true,
  detect,
  readPages: readAbbyy,
}
