/**
 * ALTO pages that no METS, batch or manifest names (issue 16): several national libraries deliver
 * only ALTO, one folder per issue, with the title and date in the folder path or nowhere. Each
 * folder of such pages is one issue (or, with --type, one item), its pages in file-name order
 * (0002 before 0010); what the files lack comes from src/ingest/metadata.ts.
 */
import { readdirSync } from 'node:fs'
import { basename, dirname, extname, join } from 'node:path'
import { isImageFile } from './images.ts'
import type { PageRef, SourcePackage } from './types.ts'

const collator = new Intl.Collator('en', { numeric: true })

/** The folders of unreferenced ALTO files, each with its pages in reading order. */
export function groupByFolder(files: readonly string[]): Map<string, string[]> {
  const folders = new Map<string, string[]>()
  for (const file of files) {
    const folder = dirname(file)
    folders.set(folder, [...(folders.get(folder) ?? []), file])
  }
  for (const pages of folders.values()) pages.sort((a, b) => collator.compare(basename(a), basename(b)))
  return folders
}

/**
 * The package of one folder's pages: no title, no date, no languages yet (the loader completes it
 * or refuses it), no article level (each page is a search unit, as in NDNP).
 */
export function bareAltoPackage(pages: readonly string[]): SourcePackage {
  // Each folder is listed once, not once per page: a folder may hold thousands of pages.
  const listings = new Map<string, string[]>()
  const first = pages[0]
  if (first === undefined) throw new Error('a folder of ALTO pages has at least one page')
  return {
    kind: 'issue',
    documentType: 'newspaper',
    bornDigital: false,
    parentId: '',
    title: '',
    // The loader asks for --title (or a sidecar's) before this package is written.
    titleFromFile: true,
    edition: 1,
    languages: [],
    pages: pages.map((file, index): PageRef => {
      const image = scanOf(file, imagesBeside(file, listings), pages.length)
      return { sequence: index + 1, altoPath: file, altoHref: basename(file), ...(image ? { imagePath: image, imageHref: basename(image) } : {}) }
    }),
    units: [],
    sourcePath: first,
  }
}

/** The image files in a page's folder, sorted, listed once per folder. */
function imagesBeside(file: string, listings: Map<string, string[]>): string[] {
  const folder = dirname(file)
  let images = listings.get(folder)
  if (images === undefined) {
    try {
      images = readdirSync(folder).filter(isImageFile).sort()
    } catch {
      images = []
    }
    listings.set(folder, images)
  }
  return images
}

/**
 * The scan of a bare page: the image of the same name beside it (Tesseract and most OCR engines
 * name their output after their input), or the folder's only image when it holds one page.
 */
function scanOf(file: string, images: readonly string[], pagesInFolder: number): string | undefined {
  const stem = basename(file, extname(file))
  const same = images.find((name) => basename(name, extname(name)) === stem)
  const only = pagesInFolder === 1 && images.length === 1 ? images[0] : undefined
  const found = same ?? only
  return found === undefined ? undefined : join(dirname(file), found)
}

/**
 * Scans beside bare pages that no page took: their names differ from every OCR file's. Each is a
 * warning naming the scan and the page it most likely belongs to (the one without a scan in the
 * same place of the order), never dropped in silence.
 */
export function unmatchedScans(pages: readonly string[]): string[] {
  const listings = new Map<string, string[]>()
  const first = pages[0]
  if (first === undefined) return []
  const images = imagesBeside(first, listings)
  const used = new Set(pages.map((file) => scanOf(file, images, pages.length)).filter((path) => path !== undefined).map((path) => basename(path)))
  // A JPEG 2000 master and its access copy of one name are one scan.
  const stems = new Set([...used].map((name) => basename(name, extname(name))))
  const unused = images.filter((name) => !stems.has(basename(name, extname(name))))
  if (unused.length === 0) return []
  const withoutScan = pages.filter((file) => scanOf(file, images, pages.length) === undefined)
  const folder = dirname(first)
  const distinctStems = [...new Set(unused.map((name) => basename(name, extname(name))))]
  return distinctStems.map((stem, index) => {
    const scan = unused.find((name) => basename(name, extname(name)) === stem) ?? stem
    const page = distinctStems.length === withoutScan.length ? withoutScan[index] : undefined
    return page === undefined
      ? `${join(folder, scan)}: a scan whose name matches no OCR file beside it (${withoutScan.length === 0 ? 'every page has its scan' : `pages without a scan: ${withoutScan.slice(0, 5).map((file) => basename(file)).join(', ')}${withoutScan.length > 5 ? ', …' : ''}`}): not shown`
      : `${join(folder, scan)}: a scan whose name differs from the OCR file ${page}: not shown as its page (name them alike)`
  })
}
