/**
 * What the document readers of issue 34 (TEI, Olive, IIIF Presentation 2) give (src/ingest/
 * document.ts) as the registry's reading: each page's OCR the document carries put in its PageRef
 * (`ocr`), so the loader reads no OCR file for it, and the warnings handed on to the import's.
 */
import type { DocumentRead } from '../document.ts'
import type { Reading } from './format.ts'

export function documentReading(read: DocumentRead): Reading {
  const pages = read.package.pages.map((ref) => {
    const ocr = read.pages.get(ref.sequence)
    return ocr === undefined ? ref : { ...ref, ocr }
  })
  return { kind: 'packages', packages: [{ ...read.package, pages }], warnings: read.warnings }
}
