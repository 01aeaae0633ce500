/**
 * TEI P5 (Transkribus and page2tei exports, the DTA, editions; src/ingest/formats/tei/read.ts): a book, a
 * manuscript or a periodical's issue whose pages' text the file holds itself, divisions as units.
 */
import { detect, readTei } from './read.ts'
import type { DocumentFormat } from '../format.ts'
import { documentReading } from '../document-read.ts'

export const tei: DocumentFormat = {
  id: 'tei',
  label: 'TEI',
  role: 'document',
  extensions: ['.xml'],
  text: 'xml',
  container: true,
  detect,
  read: (text, file) => documentReading(readTei(text, file)),
}
