/**
 * Olive XMD/PrXML issues (src/ingest/formats/olive/read.ts): TOC.xml is read, and through it the entity files
 * it lists (`Document/N/Ar*.xml`, confined to the issue's folder, decoded by their declaration),
 * each entity an article.
 */
import { detect, loadOliveIssue } from './read.ts'
import type { DocumentFormat } from '../format.ts'
import { documentReading } from '../document-read.ts'

export const olive: DocumentFormat = {
  id: 'olive',
  label: 'Olive XMD',
  role: 'document',
  extensions: ['.xml'],
  text: 'xml',
  container: true,
  detect,
  read: (text, file) => documentReading(loadOliveIssue(text, file)),
}
