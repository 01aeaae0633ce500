/**
 * IIIF Presentation 3 manifests and collections (src/ingest/formats/iiif/read.ts). A JSON file is IIIF only when
 * it says so: its `@context` names Presentation 3, or, having no `@context` at all (hand-made and
 * cookbook-derived manifests leave it out), its root `type` is one of Presentation 3's. An EXIF
 * dump or a vendor's ticket beside the pages is then simply not read.
 */
import { readIiif } from './read.ts'
import { type DocumentFormat, isJson } from '../format.ts'

const TYPES = ['Manifest', 'Collection', 'AnnotationPage', 'AnnotationCollection', 'Annotation', 'Canvas', 'Range']
/** Read only through the manifest that names them. */
const PARTS = new Set(TYPES.slice(2))

/** The `@context` of a JSON file's start, as written ("" when it has none). */
export function jsonContext(head: string): string {
  return /"@context"\s*:\s*("(?:[^"\\]|\\.)*"|\[[^\]]*\])/.exec(head)?.[1] ?? ''
}

function rootType(json: string): string | undefined {
  try {
    const root: unknown = JSON.parse(json)
    return typeof root === 'object' && root !== null && 'type' in root && typeof root.type === 'string' ? root.type : undefined
  } catch {
    return undefined
  }
}

export const iiif3: DocumentFormat = {
  id: 'iiif',
  label: 'IIIF',
  role: 'document',
  extensions: ['.json'],
  text: 'json',
  container: true,
  detect: (head) => {
    if (!isJson(head)) return false
    const context = jsonContext(head)
    if (context !== '') return /iiif\.io\/api\/presentation\/3\b/.test(context)
    return !/"@context"/.test(head) && new RegExp(`"type"\\s*:\\s*"(?:${TYPES.join('|')})"`).test(head)
  },
  read: (text, file) => {
    if (PARTS.has(rootType(text) ?? '')) return { kind: 'part' }
    const result = readIiif(text, file)
    if (result.kind === 'manifest') return { kind: 'packages', packages: [result.package] }
    // Sub-collections first, then manifests, as before references were confined.
    const ordered = [...result.references.filter((ref) => ref.type === 'Collection'), ...result.references.filter((ref) => ref.type === 'Manifest')]
    return {
      kind: 'references',
      references: ordered.map((ref) => ({
        reference: { from: file, line: ref.line, href: ref.href, what: ref.type === 'Manifest' ? 'manifest' : 'collection', within: 'the collection folder' },
        path: ref.path,
      })),
    }
  },
}
