/**
 * A package's pages and search units as the store takes them: each page's OCR read (through the
 * page format that claims it, ADR 033) from inside the package's folder (ADR 015), its scan found
 * and tiled, its words and layout; the units' texts from their blocks or their own files.
 */
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'
import { realpathSync } from 'node:fs'
import type { LayoutBlock, PageWrite, UnitWrite, Word } from '../store/writer.ts'
import { blockText, pagePixels, pageText } from './page-text.ts'
import { confine, notLocal, type Reference } from './confine.ts'
import { readableImage, tileImages } from './images.ts'
import { mapLogicalType } from './logical-types.ts'
import { blocksLanguage } from './ocr-languages.ts'
import { LocalCopies } from './local-copies.ts'
import { readOcrPage, readUnitText } from './registry.ts'
import { inflateGzip } from './archives.ts'
import { decodeSource, readSource } from './source.ts'
import { checkDocumentWords } from './limits.ts'
import { type ConfidenceTally, ocrScore, storedConfidence, tallyConfidences } from '../domain/ocr.ts'
import { type AltoBlock, type AltoLine, type AltoPage, IngestError, type PageRef, type SourcePackage } from './types.ts'

/**
 * The page's blocks with their lines' boxes (the union of each line's words) and word counts, for
 * the layout view and the IIIF text annotations: the counts split the page's words (toWords, in
 * the same order) into lines.
 */
function layoutOf(page: AltoPage): LayoutBlock[] {
  return page.blocks
    .filter((block) => block.kind !== 'composed')
    .map((block): LayoutBlock => {
      const lines = block.lines.flatMap((line): [number, number, number, number, number][] => {
        if (line.words.length === 0) return []
        const left = Math.min(...line.words.map((word) => word.box.x))
        const top = Math.min(...line.words.map((word) => word.box.y))
        const right = Math.max(...line.words.map((word) => word.box.x + word.box.w))
        const bottom = Math.max(...line.words.map((word) => word.box.y + word.box.h))
        return [[Math.round(left), Math.round(top), Math.round(right - left), Math.round(bottom - top), line.words.length]]
      })
      return [block.id, block.kind, Math.round(block.box.x), Math.round(block.box.y), Math.round(block.box.w), Math.round(block.box.h), lines]
    })
}

/** The page's words once each: a composed block shares its inner blocks' lines, so it is left out (as in pageText). */
function toWords(page: AltoPage): Word[] {
  return page.blocks.filter((block) => block.kind !== 'composed').flatMap((block) =>
    block.lines.flatMap((line) =>
      line.words.map((word): Word =>
        // The confidence beside the box, as a whole percent, where the OCR gave one (ADR 040).
        word.confidence === undefined
          ? [word.content, word.box.x, word.box.y, word.box.w, word.box.h]
          : [word.content, word.box.x, word.box.y, word.box.w, word.box.h, storedConfidence(word.confidence)],
      ),
    ),
  )
}

/** The confidences of a block's words, as the OCR gave them (undefined where it gave none). */
function* wordConfidences(block: AltoBlock): Generator<number | undefined> {
  for (const line of block.lines) for (const word of line.words) yield word.confidence
}

export interface ReadPages {
  /** Real paths of the OCR files read, so they are not imported again as bare pages. */
  ocrFiles: string[]
  pages: PageWrite[]
  /** Text of every block, by page sequence and block id. */
  blocks: Map<string, string>
  /** Every page's blocks, by sequence, to find the text no unit covers. */
  pageBlocks: Map<number, AltoBlock[]>
  words: number
  /** Word confidences given by the OCR, summed, and how many words gave one. */
  confidence: { sum: number; count: number }
  /** The word confidences of every block and page that has any (src/domain/ocr.ts), by the blocks' key and by page sequence. */
  confidences: { blocks: Map<string, ConfidenceTally>; pages: Map<number, ConfidenceTally> }
}

/** The real path of a file a package names, or undefined once it is noted as missing (the caller lists them all). */
function confinedOrMissing(dir: string, path: string, reference: Reference, missing: IngestError[]): string | undefined {
  try {
    return confine(dir, path, reference)
  } catch (error) {
    if (error instanceof IngestError && error.message.endsWith('does not exist')) {
      missing.push(error)
      return undefined
    }
    throw error
  }
}

/**
 * The file a package names, or, when it is not there, the same file gzipped beside it (the BnF
 * delivers ALTO as `X0000002.xml.gz` while its METS names `X0000002.xml`); undefined once noted
 * as missing.
 */
function confinedOrGzipped(dir: string, path: string, reference: Reference, missing: IngestError[]): { path: string; gzipped: boolean } | undefined {
  const noted = missing.length
  const plain = confinedOrMissing(dir, path, reference, missing)
  if (plain !== undefined) return { path: plain, gzipped: false }
  const gzipped = confinedOrMissing(dir, `${path}.gz`, { ...reference, href: `${reference.href}.gz` }, [])
  if (gzipped === undefined) return undefined
  missing.splice(noted)
  return { path: gzipped, gzipped: true }
}

/** A scan's path inside the package folder, by real path when it is there; undefined outside the folder. */
function untiledScanPath(packageDir: string, imagePath: string): string | undefined {
  const inside = relative(packageDir, resolve(packageDir, imagePath))
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return undefined
  try {
    const real = realpathSync(resolve(packageDir, imagePath))
    const root = realpathSync(packageDir)
    return real.startsWith(`${root}${sep}`) ? real : undefined
  } catch {
    return resolve(packageDir, imagePath)
  }
}

/** The page's OCR file for a message about its scan, so both files are named: the page is shown without a scan. */
function ocrOf(ref: PageRef): string {
  const ocr = ref.altoHref ?? ref.altoPath
  return ocr === undefined ? '; the page is shown without a scan' : `; the page of ${JSON.stringify(ocr)} is shown without a scan`
}

/** A page's scan: the file the source names (by real path), and its tiles when they were made. */
export interface Scan {
  path: string
  tiles?: { key: string; width: number; height: number }
}

/**
 * A package's scans, tiled when `imagesDir` is given; a scan that is missing or cannot be read is
 * a warning, and its page shows its layout. Without `imagesDir` (an image server serves the scans,
 * `--no-tiles`) each scan's path is still recorded, for the server to name it to the image server.
 */
export function readImages(pkg: SourcePackage, imagesDir: string | undefined, warn: (message: string) => void, verify = false): Map<number, Scan> {
  const found = new Map<number, Scan>()
  const packageDir = dirname(pkg.sourcePath)
  const wanted = new Map<string, number[]>()
  for (const ref of pkg.pages) {
    if (ref.imagePath === undefined) continue
    if (imagesDir === undefined && !verify) {
      // Nothing is read: the path is only recorded, for an image server that may hold scans this
      // machine does not. Its real path where the file is here, as the sources folder is compared by.
      const path = untiledScanPath(packageDir, ref.imagePath)
      if (path !== undefined) found.set(ref.sequence, { path })
      continue
    }
    let real: string
    try {
      real = confine(packageDir, ref.imagePath, { from: pkg.sourcePath, line: undefined, href: ref.imageHref ?? ref.imagePath, what: `page ${ref.sequence}: image`, within: 'the package folder' })
    } catch (error) {
      warn(`${pkg.sourcePath}: ${error instanceof IngestError ? error.detail : String(error)}${ocrOf(ref)}`)
      continue
    }
    found.set(ref.sequence, { path: real })
    const readable = readableImage(real)
    if (readable === undefined) {
      warn(`${pkg.sourcePath}: page ${ref.sequence}: the image ${ref.imageHref ?? real} is not there${ocrOf(ref)}`)
      continue
    }
    wanted.set(readable, [...(wanted.get(readable) ?? []), ref.sequence])
  }
  if (imagesDir === undefined) return found
  for (const image of tileImages([...wanted.keys()], imagesDir)) {
    if ('error' in image) {
      warn(`${image.path}: ${image.error}`)
      continue
    }
    for (const sequence of wanted.get(image.path) ?? []) {
      const scan = found.get(sequence)
      if (scan) scan.tiles = { key: image.key, width: image.width, height: image.height }
    }
  }
  return found
}

/**
 * The file a page's reference to another server or machine stands for (ADR 055): the copy lying
 * under the package's folder, said in a warning; else the reference as it is, which is then
 * refused as not local or as leading outside. Several copies of the name are not guessed between.
 */
function localCopyOf(ref: PageRef, reference: Reference, packageDir: string, copies: LocalCopies, warn: (message: string) => void): string | undefined {
  if (ref.altoPath !== undefined && !relative(packageDir, ref.altoPath).startsWith('..') && !isAbsolute(relative(packageDir, ref.altoPath))) return ref.altoPath
  const found = copies.find({ href: reference.href, use: ref.altoUse, id: ref.altoId })
  if (found === undefined) return ref.altoPath
  if ('ambiguous' in found) {
    const listed = found.ambiguous.slice(0, 10).map((path) => JSON.stringify(path)).join(', ')
    throw new IngestError(reference.from, reference.line, `${reference.what} ${JSON.stringify(reference.href)} is not a file of the delivery, and several files below the package could be its copy (${listed}): deliver it in a folder named after its file group`)
  }
  warn(`${reference.from}${reference.line === undefined ? '' : `:${reference.line}`}: ${reference.what} ${JSON.stringify(reference.href)} is read from its copy ${JSON.stringify(relative(packageDir, found.path))} in the delivery (never fetched)`)
  return found.path
}

export function readPages(pkg: SourcePackage, images: ReadonlyMap<number, Scan> = new Map(), warn: (message: string) => void = () => undefined): ReadPages {
  const blocks = new Map<string, string>()
  const pageBlocks = new Map<number, AltoBlock[]>()
  const ocrFiles: string[] = []
  const confidence = { sum: 0, count: 0 }
  const confidences = { blocks: new Map<string, ConfidenceTally>(), pages: new Map<number, ConfidenceTally>() }
  let words = 0
  // Every file that is not there is listed at once: a delivery missing 14 pages needs all 14 named.
  const missing: IngestError[] = []
  // A package reads only files inside its own folder, whatever its hrefs say.
  const packageDir = dirname(pkg.sourcePath)
  const copies = new LocalCopies(packageDir)
  const pages = pkg.pages.map((ref, index): PageWrite => {
    const href = ref.altoHref ?? ref.altoPath
    const found = images.get(ref.sequence)
    const image = found?.tiles
    const scan = { ...(found ? { imagePath: found.path } : {}), ...(image ? { imageKey: image.key, width: image.width, height: image.height } : {}) }
    const empty = { sequence: ref.sequence, label: ref.label, imageService: ref.imageService, ...scan, text: '', words: [] }
    let alto = ref.ocr
    let ocrPath: string | undefined
    if (alto === undefined) {
      if (href === undefined) return empty
      const reference: Reference = { from: pkg.sourcePath, line: ref.altoLine, href, what: `page ${ref.sequence}: ${ref.ocrLabel ?? 'ALTO'} file`, within: 'the package folder' }
      const path = ref.altoUse === undefined && ref.altoId === undefined ? ref.altoPath : localCopyOf(ref, reference, packageDir, copies, warn)
      // A page whose text cannot be read would be published without a word.
      if (path === undefined) throw notLocal(reference)
      const found = confinedOrGzipped(packageDir, path, reference, missing)
      if (found === undefined) return empty
      ocrPath = found.path
      alto = readOcrPage(found.gzipped ? decodeSource(inflateGzip(ocrPath), ocrPath, 'xml') : readSource(ocrPath, 'xml'), ocrPath)
      ocrFiles.push(ocrPath)
    }
    // A page that is its own unit (no article level) is scored by its words once each, as its text is read.
    const pageTally: ConfidenceTally = { sum: 0, words: 0 }
    for (const block of alto.blocks) {
      blocks.set(`${ref.sequence}\u0000${block.id}`, blockText(block))
      const tally = tallyConfidences(wordConfidences(block))
      if (tally.words === 0) continue
      confidences.blocks.set(`${ref.sequence}\u0000${block.id}`, tally)
      if (block.kind === 'composed') continue
      pageTally.sum += tally.sum
      pageTally.words += tally.words
    }
    if (pageTally.words > 0) confidences.pages.set(ref.sequence, pageTally)
    pageBlocks.set(ref.sequence, alto.blocks)
    const pageWords = toWords(alto)
    words += pageWords.length
    checkDocumentWords(words, index + 1, pkg.sourcePath)
    for (const block of alto.blocks) {
      if (block.kind === 'composed') continue
      for (const line of block.lines) {
        for (const word of line.words) {
          if (word.confidence === undefined) continue
          confidence.sum += word.confidence
          confidence.count += 1
        }
      }
    }
    return {
      sequence: ref.sequence,
      label: ref.label,
      imageService: ref.imageService,
      ...(ocrPath === undefined ? {} : { ocrPath }),
      // The scan's own size wins: the OCR's page at 300 dpi is only a guess at it.
      ...(image ? scan : { ...scan, ...pagePixels(alto) }),
      text: pageText(alto),
      words: pageWords,
      layout: layoutOf(alto),
    }
  })
  const first = missing[0]
  if (first) {
    if (missing.length === 1) throw first
    const label = pkg.pages.every((page) => page.ocrLabel === 'PAGE') ? 'PAGE' : 'ALTO'
    const shown = missing.slice(0, 50).map((error) => `\n  ${error.line === undefined ? '' : `line ${error.line}: `}${error.detail}`)
    const more = missing.length > 50 ? `\n  … and ${missing.length - 50} more` : ''
    throw new IngestError(pkg.sourcePath, first.line, `${missing.length} of its ${pkg.pages.length} pages name ${label} files that do not exist:${shown.join('')}${more}`)
  }
  return { ocrFiles, pages, blocks, pageBlocks, words, confidence, confidences }
}

/** The texts of units that come as files of their own (DIDL articles), by unit id; every missing file listed at once. */
export function readUnitTexts(pkg: SourcePackage): Map<string, { title: string; text: string }> {
  const texts = new Map<string, { title: string; text: string }>()
  const missing: IngestError[] = []
  const packageDir = dirname(pkg.sourcePath)
  for (const unit of pkg.units) {
    if (unit.textHref === undefined) continue
    const reference: Reference = { from: pkg.sourcePath, line: unit.textLine, href: unit.textHref, what: `article ${unit.id}: text file`, within: 'the package folder' }
    if (unit.textPath === undefined) throw notLocal(reference)
    const path = confinedOrMissing(packageDir, unit.textPath, reference, missing)
    if (path === undefined) continue
    texts.set(unit.id, readUnitText(readSource(path, 'xml'), path))
  }
  if (missing.length > 0) {
    const listed = missing.map((error) => `\n  ${error.line === undefined ? '' : `line ${error.line}: `}${/"([^"]+)" does not exist$/.exec(error.message)?.[1] ?? error.message}`)
    throw new IngestError(pkg.sourcePath, undefined, `${missing.length} article text file(s) named here do not exist:${listed.join('')}`)
  }
  return texts
}

export function unitsOf(pkg: SourcePackage, read: ReadPages, texts: ReadonlyMap<string, { title: string; text: string }> = new Map()): UnitWrite[] {
  if (pkg.units.length === 0) {
    // Sources without an article level (NDNP): each page is a search unit.
    return read.pages
      .filter((page) => page.text.trim() !== '')
      .map((page) => ({
        sourceId: `page-${page.sequence}`,
        type: 'issue',
        sourceType: 'PAGE',
        title: undefined,
        language: pkg.languages.length === 1 ? pkg.languages[0] : undefined,
        text: page.text,
        contentTypes: ['full_text'],
        firstPage: page.sequence,
        lastPage: page.sequence,
        blocks: [],
        ocrScore: ocrScore([read.confidences.pages.get(page.sequence)]),
      }))
  }
  const textOf = (refs: readonly { pageSequence: number; blockId: string }[]) =>
    refs
      .map((ref) => read.blocks.get(`${ref.pageSequence}\u0000${ref.blockId}`) ?? '')
      .filter((part) => part !== '')
      .join('\n\n')
  const articles = pkg.units.map((unit): UnitWrite => {
    const own = texts.get(unit.id)
    const text = own ? own.text : textOf(unit.blocks)
    const headings = unit.headingBlocks ? textOf(unit.headingBlocks) : ''
    const sequences = unit.blocks.map((ref) => ref.pageSequence)
    const facets = new Set(mapLogicalType(unit.sourceType)?.content ?? [])
    if (text.trim() !== '') facets.add('full_text')
    return {
      sourceId: unit.id,
      type: unit.type,
      sourceType: unit.sourceType,
      title: unit.title ?? (own?.title || undefined),
      ...(headings === '' ? {} : { headings }),
      language: unit.language ?? (pkg.languages.length === 1 ? pkg.languages[0] : blocksLanguage(unit.blocks.map((ref) => blockOf(read, ref)))),
      text,
      contentTypes: [...facets].sort(),
      firstPage: sequences.length > 0 ? Math.min(...sequences) : (unit.page ?? 1),
      lastPage: sequences.length > 0 ? Math.max(...sequences) : (unit.page ?? 1),
      blocks: unit.blocks.map((ref): [number, string] => [ref.pageSequence, ref.blockId]),
      // A text of its own (DIDL) has no word confidences: the unit has no score.
      ocrScore: own ? null : ocrScore(unit.blocks.map((ref) => read.confidences.blocks.get(`${ref.pageSequence}\u0000${ref.blockId}`))),
    }
  })
  return [...articles, ...outsideUnits(pkg, read)]
}

/** A unit's block on its page, as read. */
function blockOf(read: ReadPages, ref: { pageSequence: number; blockId: string }): AltoBlock | undefined {
  return read.pageBlocks.get(ref.pageSequence)?.find((block) => block.id === ref.blockId)
}

/** The source type of a page's text that no unit of a delivery with articles covers (ADR 033). */
export const OUTSIDE_ARTICLES = 'PAGE_OUTSIDE_ARTICLES'

/**
 * The text of each page that belongs to no unit (mastheads, running heads, dates and numbers,
 * columns the segmentation left out), as a unit of its own per page: of type `issue` like a page
 * unit of a delivery without articles, and typed OUTSIDE_ARTICLES, so it is found and shown but
 * never taken for an article. A block counts as covered when a unit names it or a composed block
 * around it; a page holding a unit placed on it without blocks (a DIDL article known only by its
 * page) is left alone, since what that unit covers is not known.
 */
function outsideUnits(pkg: SourcePackage, read: ReadPages): UnitWrite[] {
  const covered = new Set<AltoLine>()
  const unplaced = new Set<number>()
  for (const unit of pkg.units) {
    if (unit.blocks.length === 0) unplaced.add(unit.page ?? 1)
    for (const ref of unit.blocks) {
      const block = read.pageBlocks.get(ref.pageSequence)?.find((candidate) => candidate.id === ref.blockId)
      for (const line of block?.lines ?? []) covered.add(line)
    }
  }
  const units: UnitWrite[] = []
  for (const [sequence, blocks] of read.pageBlocks) {
    if (unplaced.has(sequence)) continue
    const outside = blocks.filter((block) => block.kind !== 'composed' && block.lines.some((line) => line.words.length > 0) && !block.lines.some((line) => covered.has(line)))
    const text = outside.map(blockText).filter((part) => part !== '').join('\n\n')
    if (text.trim() === '') continue
    units.push({
      sourceId: `page-${sequence}-outside`,
      type: 'issue',
      sourceType: OUTSIDE_ARTICLES,
      language: pkg.languages.length === 1 ? pkg.languages[0] : undefined,
      text,
      contentTypes: ['full_text'],
      firstPage: sequence,
      lastPage: sequence,
      blocks: outside.map((block): [number, string] => [sequence, block.id]),
      ocrScore: ocrScore(outside.map((block) => read.confidences.blocks.get(`${sequence}\u0000${block.id}`))),
    })
  }
  return units
}

