/**
 * iArchives exports: `unit.xml` (the issue) read with its `pages/` and `articles/` files
 * (src/ingest/formats/iarchives/read.ts); those files are parts, read only through their unit.
 */
import type { DocumentFormat, PartFormat } from '../format.ts'
import { documentReading } from '../document-read.ts'
import { rootIs } from '../format.ts'
import { loadIArchivesUnit } from './read.ts'

const NAMESPACE = /iarchives\.com\/schema/i

export const iarchives: DocumentFormat = {
  id: 'iarchives',
  label: 'iArchives unit',
  role: 'document',
  extensions: ['.xml'],
  text: 'xml',
  container: true,
  detect: (head) => rootIs(head, 'unit') && NAMESPACE.test(head),
  read: (text, file) => documentReading(loadIArchivesUnit(text, file)),
}

export const iarchivesPart: PartFormat = {
  id: 'iarchives-part',
  label: 'iArchives page or article',
  role: 'part',
  extensions: ['.xml'],
  text: 'xml',
  detect: (head) => rootIs(head, 'page', 'article') && NAMESPACE.test(head),
}
