/**
 * IIIF Presentation 2.1 and 2.0 manifests and collections (src/ingest/formats/iiif/read2.ts), still what most
 * library servers publish. JSON is Presentation 2 only when it says so (its `@context`, or an `sc:`
 * type). A manifest's local annotation lists are read as its canvases' text, its local `seeAlso`
 * ALTO by the loader; a reference to another server is recorded as a warning and never fetched, and
 * a downloaded copy lying beside the manifest under the reference's last path segment is read
 * instead. A collection's local manifests are imported in turn. Annotation lists, canvases and
 * the other parts are read only through the manifest that names them.
 */
import { existsSync } from 'node:fs'
import { detect, loadIiif2Manifest, readIiif2 } from './read2.ts'
import type { DocumentFormat } from '../format.ts'
import { documentReading } from '../document-read.ts'

const PARTS = /^(?:sc:(?:AnnotationList|Canvas|Range|Sequence|Layer)|oa:Annotation)$/

function rootType(json: string): string | undefined {
  try {
    const root: unknown = JSON.parse(json.replace(/^\uFEFF/, ''))
    return typeof root === 'object' && root !== null && '@type' in root && typeof root['@type'] === 'string' ? root['@type'] : undefined
  } catch {
    // The reader names the error with the file.
    return undefined
  }
}

const options = { exists: (path: string) => existsSync(path) }

export const iiif2: DocumentFormat = {
  id: 'iiif2',
  label: 'IIIF',
  role: 'document',
  extensions: ['.json'],
  text: 'json',
  container: true,
  detect,
  read: (text, file) => {
    const type = rootType(text) ?? ''
    if (PARTS.test(type)) return { kind: 'part' }
    if (type !== 'sc:Collection') return documentReading(loadIiif2Manifest(text, file, undefined, options))
    const read = readIiif2(text, file, options)
    if (read.kind === 'manifest') return documentReading(loadIiif2Manifest(text, file, undefined, options))
    const references = [
      ...read.collections.map((ref) => ({ ref, what: 'collection' })),
      ...read.manifests.map((ref) => ({ ref, what: 'manifest' })),
    ]
    return {
      kind: 'references',
      references: references.map(({ ref, what }) => ({
        reference: { from: file, line: ref.line, href: ref.href, what, within: 'the collection folder' },
        path: ref.path,
      })),
    }
  },
}
