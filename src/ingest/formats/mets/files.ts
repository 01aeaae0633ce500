/**
 * A METS fileSec: each file's use, location (a local path resolved lexically against the METS
 * folder, for the loader to confine, ADR 015), and what it is: ALTO, PAGE-XML (OCR-D,
 * Transkribus), a scan, or a scan served by a IIIF image server.
 */
import { localHref } from '../../confine.ts'
import { children, type XmlElement } from '../../xml.ts'

export interface FileEntry {
  /** The file's ID. */
  id: string
  /** The file's USE, or its group's USE and ID. */
  use: string
  /** Absolute path of a local file, resolved lexically; undefined for remote or missing locations. */
  path?: string
  /** The FLocat href as written, and its line. */
  href?: string
  line?: number
  alto: boolean
  /** PAGE-XML (OCR-D, Transkribus): the page's OCR only where the page has no ALTO. */
  page: boolean
  /** A scan of the page (MIMETYPE image/…). */
  image: boolean
  /** Said to be ALTO in so many words (MIMETYPE, USE or ID), not only "text" or "OCR". */
  namedAlto: boolean
  /** IIIF Image API base URL when the file is served through one. */
  imageService?: string
  /**
   * The location is not one of the delivery's own: a URL, or an absolute path written on another
   * machine. The loader looks for a local copy under the package's folder (src/ingest/local-copies.ts).
   */
  foreign: boolean
}

/** An href that names no file of the delivery's own: another scheme than file:, or an absolute path. */
function isForeign(href: string, path: string | undefined): boolean {
  return path === undefined || /^(?:file:\/\/\/|\/|[A-Za-z]:[\\/])/i.test(href.trim())
}

function attr(element: XmlElement, name: string): string | undefined {
  const value = element.attributes[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

const ALTO_USE = /text|alto|ocr/i

/** The service base of an IIIF info.json or image request URL. */
function imageServiceOf(href: string): string | undefined {
  if (!/^https?:\/\//i.test(href)) return undefined
  const request = /\/(?:full|square|\d+,\d+,\d+,\d+|pct:[\d.,]+)\/[^/]+\/!?\d+(?:\.\d+)?\/[^/]+\.\w+$/
  if (/\/info\.json$/.test(href)) return href.replace(/\/info\.json$/, '')
  if (request.test(href)) return href.replace(request, '')
  return undefined
}

export function readFiles(root: XmlElement, baseDir: string): Map<string, FileEntry> {
  const files = new Map<string, FileEntry>()
  const walk = (group: XmlElement, groupUse: string) => {
    for (const node of group.children) {
      if (node.name === 'fileGrp') {
        walk(node, [attr(node, 'USE'), attr(node, 'ID')].filter(Boolean).join(' ') || groupUse)
      } else if (node.name === 'file') {
        const id = attr(node, 'ID')
        if (!id) continue
        // FLocat hrefs are relative to the METS file, often as `file://./text/…`.
        const location = children(node, 'FLocat').find((element) => attr(element, 'href') !== undefined)
        const href = location && attr(location, 'href')
        const use = attr(node, 'USE') ?? groupUse
        const mime = attr(node, 'MIMETYPE') ?? ''
        // NDNP puts USE="ocr" on the file, BnL and BL name the group (Text, Fulltext). OCR-D puts
        // PAGE-XML in groups named OCR-D-OCR-… too: their MIMETYPE tells them from ALTO.
        // Transkribus names its group PAGEXML with MIMETYPE application/xml.
        const page = /prima|page\+xml/i.test(mime) || (/\bpage[-_ ]?xml\b|^page$/i.test(use) && (mime === '' || /xml/i.test(mime)))
        const alto = !page && (ALTO_USE.test(use) || /alto/i.test(id)) && (mime === '' || /xml/i.test(mime))
        const namedAlto = alto && /alto/i.test(`${mime} ${use} ${id}`)
        const service = href ? imageServiceOf(href) : undefined
        const path = href ? localHref(href, baseDir) : undefined
        files.set(id, {
          id,
          use,
          foreign: href !== undefined && isForeign(href, path),
          image: /^image\//i.test(mime),
          path,
          href,
          line: location?.line,
          alto,
          page,
          namedAlto,
          imageService: service ?? (href && /iiif/i.test(use) && /^https?:/i.test(href) ? href : undefined),
        })
      }
    }
  }
  for (const fileSec of children(root, 'fileSec')) walk(fileSec, '')
  return files
}

