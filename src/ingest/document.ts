/**
 * What the document readers of issue 34 (IIIF Presentation 2.1, TEI P5, Olive XMD) give the
 * loader: the package, and the OCR of the pages that the document carries itself or in files
 * only it can read (TEI text, Olive entities, IIIF annotation lists) rather than as ALTO files
 * its pages name (`PageRef.altoPath`, which the loader reads as before).
 */
import { dirname } from 'node:path'
import { confine, notLocal, type Reference } from './confine.ts'
import { type SourceFormat, readSource } from './source.ts'
import type { AltoPage, SourcePackage } from './types.ts'

export interface DocumentRead {
  package: SourcePackage
  /** The page OCR the document holds, by page sequence; a page in neither this map nor with an altoPath has no text. */
  pages: Map<number, AltoPage>
  /** What was recorded but not read (remote references) or could not be used: to be shown, never silent. */
  warnings: string[]
}

/**
 * Reads a file another file names, as the loader does (ADR 015): a reference that is not a local
 * file is refused, a local one is confined to the referring file's folder, then read strictly.
 * The glue functions take it as a parameter, so the readers stay testable without files.
 */
export type ReadCompanion = (reference: Reference, path: string | undefined, format: SourceFormat) => string

export const readCompanion: ReadCompanion = (reference, path, format) => {
  if (path === undefined) throw notLocal(reference)
  return readSource(confine(dirname(reference.from), path, reference), format)
}
