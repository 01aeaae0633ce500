/**
 * hOCR (Tesseract, OCRopus, the Internet Archive, Google Books; src/ingest/formats/hocr/read.ts): a page's OCR,
 * or a whole book's in one file. Met as bare pages, a folder of them is one issue or item, each
 * file's pages in their order (ADR 033). HTML is decoded as XML is: UTF-8 unless a byte order mark
 * or an XML declaration says otherwise.
 */
import { detect, readHocr } from './read.ts'
import type { PageFormat } from '../format.ts'

export const hocr: PageFormat = {
  id: 'hocr',
  label: 'hOCR',
  role: 'page',
  extensions: ['.hocr', '.html', '.htm', '.xhtml'],
  text: 'xml',
  manyPages: true,
  detect,
  readPages: readHocr,
}
