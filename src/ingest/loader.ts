/**
 * The loader: reads source files with the pure readers and writes them into
 * a new copy of the store, which replaces the live file only when the whole
 * import succeeded (ADR 005). A failure leaves the live database untouched.
 */
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync, statSync } from 'node:fs'
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import * as v from 'valibot'
import { batchExists, createBatch, finishBatch, newBatchId } from '../store/batches.ts'
import { type Db, openForWriting } from '../store/db.ts'
import {
  applyTitleRecord,
  computeStatistics,
  computeTermRanks,
  linkTitleHistory,
  listPeriodicalIdentities,
  listTitleRecords,
  optimizeIndex,
  type ProjectStatistics,
} from '../store/catalog-maintenance.ts'
import { type ConfidenceTally, ocrScore, storedConfidence, tallyConfidences } from '../domain/ocr.ts'
import { withOcrScores } from './ocr-scores.ts'
import { type NewsItemWrite, type LayoutBlock, type PageWrite, type StaffPickWrite, StoreWriter, type UnitWrite, type Word } from '../store/writer.ts'
import { blockText, pagePixels, pageText, readAlto } from './alto.ts'
import { readPageXml } from './page-xml.ts'
import { readableImage, tileImages } from './images.ts'
import { bareAltoPackage, groupByFolder } from './bare-alto.ts'
import { confine, notLocal, type Reference } from './confine.ts'
import { readIiif } from './iiif.ts'
import { mapLogicalType } from './logical-types.ts'
import { matchTitleRecord, readMarcXml } from './marc.ts'
import { type ImportMetadata, SIDECAR_NAME, completePackage, isSidecar, mergeMetadata, readSidecar, sidecarFor } from './metadata.ts'
import { readArticleText, readDidl } from './didl.ts'
import { readMets } from './mets.ts'
import { readNdnpBatch } from './ndnp.ts'
import { slugify } from './slug.ts'
import { peekSource, readSource } from './source.ts'
import { type AltoPage, IngestError, type SourcePackage, systemErrorCode, type TitleRecord } from './types.ts'

export interface ImportProgress {
  files: number
  issues: number
  items: number
  pages: number
  units: number
  skipped: number
}

export interface ImportReport extends ImportProgress {
  /** What the import could not use without refusing a file (a page scan that cannot be read). */
  warnings: string[]
  /** The id of the batch this import recorded (ADR 021). */
  batch: string
  skippedFiles: { file: string; message: string }[]
  titleRecords: number
  statistics: ProjectStatistics
  /** Temporary stores left by killed imports, removed before this one began. */
  removedTemporaries: string[]
}

export interface ImportOptions {
  /** Report bad files and go on, instead of stopping the import. */
  skipBad?: boolean
  onProgress?: (progress: ImportProgress) => void
  /** Progress of the last step, ranking the common words (ADR 008): about a minute at a million articles. */
  onRanking?: (done: number, total: number) => void
  /** Start from an empty store instead of a copy of the live one. */
  fresh?: boolean
  /** Told of each temporary store of a killed import removed before this one begins. */
  onStaleTemporary?: (path: string, pid: number) => void
  /** What the batch says it was made from, when that is not the paths imported (the demo generates its files). */
  sources?: string[]
  /** What the files lack, from the command line (--title, --date, --lang, --periodical, --type). */
  metadata?: ImportMetadata
  /**
   * Where page scans are tiled for the page view (src/ingest/images.ts); without it scans are not
   * read. The command line puts them beside the store, where the server looks for them.
   */
  imagesDir?: string
}

type SourceKind = 'mets' | 'ndnp-batch' | 'marc' | 'iiif' | 'alto' | 'page-xml' | 'ndnp-reel' | 'didl' | 'article-text' | 'unknown'

/** Looks at the start of a file to tell what it is, without parsing it whole. */
export function sniff(head: string): SourceKind {
  const text = head.replace(/^\uFEFF/, '').trimStart()
  if (text.startsWith('{') || text.startsWith('[')) return 'iiif'
  const root = /<(?![?!])(?:[\w.-]+:)?([\w.-]+)/.exec(text)?.[1]?.toLowerCase()
  switch (root) {
    case 'mets':
      return /PROFILE="[^"]*(?::reel:|microfilmReel)/i.test(text) ? 'ndnp-reel' : 'mets'
    case 'batch':
      return 'ndnp-batch'
    case 'record':
    case 'collection':
      return 'marc'
    case 'alto':
      return 'alto'
    case 'pcgts':
      return 'page-xml'
    case 'didl':
      return 'didl'
    case 'oai-pmh':
      // The KB's harvesting service answers with the DIDL inside an OAI-PMH response.
      return /metadataPrefix\s*=\s*["']didl["']|urn:mpeg:mpeg21:2002:02-DIDL-NS/i.test(text) ? 'didl' : 'unknown'
    case 'text':
      // A DIDL article's text (articletext.xsd, `<text><title>…</title><p>…</p></text>`): read through its DIDL.
      return /articletext/i.test(text) || /^(?:<\?[^>]*\?>\s*)?<text\b[^>]*>\s*<(?:title|p)\b/.test(text) ? 'article-text' : 'unknown'
    default:
      return 'unknown'
  }
}

const IIIF_RESOURCE_TYPES = new Set(['AnnotationPage', 'AnnotationCollection', 'Annotation', 'Canvas', 'Range'])

/** The root object's "type", or undefined when the text is not a JSON object (readIiif then says why). */
function jsonRootType(json: string): string | undefined {
  try {
    const root: unknown = JSON.parse(json)
    return typeof root === 'object' && root !== null && 'type' in root && typeof root.type === 'string' ? root.type : undefined
  } catch {
    return undefined
  }
}

const SOURCE_EXTENSIONS = new Set(['.xml', '.json'])

/** A file found in an import folder, or a link there that may not be followed. */
type Listed = { file: string; refused?: undefined } | { file: string; refused: IngestError }

function asIngestError(error: unknown, file: string): IngestError {
  return error instanceof IngestError ? error : new IngestError(file, undefined, error instanceof Error ? error.message : String(error))
}

/** The real path of a file or folder the caller names: a link given by hand is the caller's choice. */
function realPathOf(path: string): string {
  try {
    return realpathSync(resolve(path))
  } catch {
    throw new IngestError(path, undefined, 'no such file or folder')
  }
}

/**
 * The source files under an import folder, by real path. Symbolic links are
 * followed only inside the folder (ADR 015); links named like files the
 * importer never reads (images, PDFs) are left alone, not even resolved.
 */
function listSourceFiles(root: string): Listed[] {
  const listed: Listed[] = []
  const walked = new Set<string>()
  const walk = (folder: string) => {
    // A link to a folder already walked (or to an ancestor) would list files twice or for ever.
    if (walked.has(folder)) return
    walked.add(folder)
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))
    for (const entry of entries) {
      const full = join(folder, entry.name)
      const extension = extname(entry.name).toLowerCase()
      const source = SOURCE_EXTENSIONS.has(extension)
      if (entry.isSymbolicLink()) {
        if (!source && extension !== '') continue
        let real: string
        try {
          real = confine(root, full, { from: folder, line: undefined, href: entry.name, what: 'the target of symbolic link', within: 'the import folder' })
        } catch (error) {
          listed.push({ file: full, refused: asIngestError(error, full) })
          continue
        }
        // `real` holds no links, so lstat sees what the link leads to.
        const info = lstatSync(real)
        if (info.isDirectory()) walk(real)
        else if (source) listed.push({ file: real })
      } else if (entry.isDirectory()) {
        walk(full)
      } else if (source) {
        listed.push({ file: full })
      }
    }
  }
  walk(root)
  return listed
}

/** A page's OCR, ALTO or (where a delivery has no ALTO) PAGE-XML, told apart by content. */
function readOcrPage(xml: string, file: string): AltoPage {
  return sniff(xml.slice(0, 4096)) === 'page-xml' ? readPageXml(xml, file) : readAlto(xml, file)
}

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
        word.confidence === undefined
          ? [word.content, word.box.x, word.box.y, word.box.w, word.box.h]
          : [word.content, word.box.x, word.box.y, word.box.w, word.box.h, storedConfidence(word.confidence)],
      ),
    ),
  )
}

interface ReadPages {
  /** Real paths of the ALTO files read, so they are not imported again as bare pages. */
  altoFiles: string[]
  pages: PageWrite[]
  /** Text of every block, by page sequence and block id. */
  blocks: Map<string, string>
  /** The word confidences of every block and page that has any (src/domain/ocr.ts), by the same key and by page sequence. */
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

/** A page's scan: the file the source names (by real path), and its tiles when they were made. */
interface Scan {
  path: string
  tiles?: { key: string; width: number; height: number }
}

/**
 * A package's scans, tiled when `imagesDir` is given; a scan that is missing or cannot be read is
 * a warning, and its page shows its layout. Without `imagesDir` (an image server serves the scans,
 * `--no-tiles`) each scan's path is still recorded, for the server to name it to the image server.
 */
function readImages(pkg: SourcePackage, imagesDir: string | undefined, warn: (message: string) => void): Map<number, Scan> {
  const found = new Map<number, Scan>()
  const packageDir = dirname(pkg.sourcePath)
  const wanted = new Map<string, number[]>()
  for (const ref of pkg.pages) {
    if (ref.imagePath === undefined) continue
    if (imagesDir === undefined) {
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
      warn(`${pkg.sourcePath}: page ${ref.sequence}: ${error instanceof IngestError ? error.detail : String(error)}`)
      continue
    }
    found.set(ref.sequence, { path: real })
    const readable = readableImage(real)
    if (readable === undefined) {
      warn(`${pkg.sourcePath}: page ${ref.sequence}: the image ${ref.imageHref ?? real} is not there`)
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

function readPages(pkg: SourcePackage, images: ReadonlyMap<number, Scan> = new Map()): ReadPages {
  const blocks = new Map<string, string>()
  const confidences = { blocks: new Map<string, ConfidenceTally>(), pages: new Map<number, ConfidenceTally>() }
  const altoFiles: string[] = []
  // Every file that is not there is listed at once: a delivery missing 14 pages needs all 14 named.
  const missing: IngestError[] = []
  // A package reads only files inside its own folder, whatever its hrefs say.
  const packageDir = dirname(pkg.sourcePath)
  const pages = pkg.pages.map((ref): PageWrite => {
    const href = ref.altoHref ?? ref.altoPath
    const found = images.get(ref.sequence)
    const image = found?.tiles
    const scan = { ...(found ? { imagePath: found.path } : {}), ...(image ? { imageKey: image.key, width: image.width, height: image.height } : {}) }
    const empty = { sequence: ref.sequence, label: ref.label, imageService: ref.imageService, ...scan, text: '', words: [] }
    if (href === undefined) return empty
    const reference: Reference = { from: pkg.sourcePath, line: ref.altoLine, href, what: `page ${ref.sequence}: ALTO file`, within: 'the package folder' }
    // A page whose text cannot be read would be published without a word.
    if (ref.altoPath === undefined) throw notLocal(reference)
    const altoPath = confinedOrMissing(packageDir, ref.altoPath, reference, missing)
    if (altoPath === undefined) return empty
    const alto = readOcrPage(readSource(altoPath, 'xml'), altoPath)
    altoFiles.push(altoPath)
    for (const block of alto.blocks) {
      blocks.set(`${ref.sequence}\u0000${block.id}`, blockText(block))
      const tally = tallyConfidences(block.lines.flatMap((line) => line.words.map((word) => word.confidence)))
      if (tally.words > 0) confidences.blocks.set(`${ref.sequence}\u0000${block.id}`, tally)
    }
    // A page that is its own unit (no article level) is scored by its words once each, as its text is read.
    const pageTally = tallyConfidences(alto.blocks.filter((block) => block.kind !== 'composed').flatMap((block) => block.lines.flatMap((line) => line.words.map((word) => word.confidence))))
    if (pageTally.words > 0) confidences.pages.set(ref.sequence, pageTally)
    return {
      sequence: ref.sequence,
      label: ref.label,
      imageService: ref.imageService,
      ocrPath: altoPath,
      // The scan's own size wins: the OCR's page at 300 dpi is only a guess at it.
      ...(image ? scan : { ...scan, ...pagePixels(alto) }),
      text: pageText(alto),
      words: toWords(alto),
      layout: layoutOf(alto),
    }
  })
  const first = missing[0]
  if (first) {
    if (missing.length === 1) throw first
    const shown = missing.slice(0, 50).map((error) => `\n  ${error.line === undefined ? '' : `line ${error.line}: `}${error.detail}`)
    const more = missing.length > 50 ? `\n  … and ${missing.length - 50} more` : ''
    throw new IngestError(pkg.sourcePath, first.line, `${missing.length} of its ${pkg.pages.length} pages name ALTO files that do not exist:${shown.join('')}${more}`)
  }
  return { altoFiles, pages, blocks, confidences }
}

/** The texts of units that come as files of their own (DIDL articles), by unit id; every missing file listed at once. */
function readUnitTexts(pkg: SourcePackage): Map<string, { title: string; text: string }> {
  const texts = new Map<string, { title: string; text: string }>()
  const missing: IngestError[] = []
  const packageDir = dirname(pkg.sourcePath)
  for (const unit of pkg.units) {
    if (unit.textHref === undefined) continue
    const reference: Reference = { from: pkg.sourcePath, line: unit.textLine, href: unit.textHref, what: `article ${unit.id}: text file`, within: 'the package folder' }
    if (unit.textPath === undefined) throw notLocal(reference)
    const path = confinedOrMissing(packageDir, unit.textPath, reference, missing)
    if (path === undefined) continue
    texts.set(unit.id, readArticleText(readSource(path, 'xml'), path))
  }
  if (missing.length > 0) {
    const listed = missing.map((error) => `\n  ${error.line === undefined ? '' : `line ${error.line}: `}${/"([^"]+)" does not exist$/.exec(error.message)?.[1] ?? error.message}`)
    throw new IngestError(pkg.sourcePath, undefined, `${missing.length} article text file(s) named here do not exist:${listed.join('')}`)
  }
  return texts
}

function unitsOf(pkg: SourcePackage, read: ReadPages, texts: ReadonlyMap<string, { title: string; text: string }> = new Map()): UnitWrite[] {
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
  return pkg.units.map((unit) => {
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
      language: unit.language ?? (pkg.languages.length === 1 ? pkg.languages[0] : undefined),
      text,
      contentTypes: [...facets].sort(),
      firstPage: sequences.length > 0 ? Math.min(...sequences) : (unit.page ?? 1),
      lastPage: sequences.length > 0 ? Math.max(...sequences) : (unit.page ?? 1),
      blocks: unit.blocks.map((ref): [number, string] => [ref.pageSequence, ref.blockId]),
      // A text of its own (DIDL) has no word confidences: the unit has no score.
      ocrScore: own ? null : ocrScore(unit.blocks.map((ref) => read.confidences.blocks.get(`${ref.pageSequence}\u0000${ref.blockId}`))),
    }
  })
}

function recordKey(record: TitleRecord): string {
  return record.controlNumber ?? record.issn ?? slugify(record.title)
}

/** The copy an import writes to is `<target>.importing-<pid>`; SQLite may leave a journal (or WAL files) beside it. */
const TEMPORARY_SUFFIXES = ['', '-journal', '-wal', '-shm']

/** Whether a process with this id runs; EPERM means it does, only under another user. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return systemErrorCode(error) !== 'ESRCH'
  }
}

/**
 * Removes the temporary stores of imports into `target` that were killed (a
 * finished or failed import removes its own): those whose process no longer
 * runs. A running import's copy is never touched; a reused pid only keeps a
 * stale copy until the next run.
 */
export function removeStaleTemporaries(target: string, onRemoved?: (path: string, pid: number) => void): string[] {
  const folder = dirname(target)
  const prefix = `${basename(target)}.importing-`
  const removed: string[] = []
  for (const name of readdirSync(folder)) {
    if (!name.startsWith(prefix)) continue
    const pid = Number(/^(\d+)(?:-journal|-wal|-shm)?$/.exec(name.slice(prefix.length))?.[1])
    // pid 0 and below would signal process groups, not a process.
    if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid || isRunning(pid)) continue
    const path = join(folder, name)
    rmSync(path, { force: true })
    removed.push(path)
    onRemoved?.(path, pid)
  }
  return removed
}

/**
 * A copy of the live store to write into (`<target>.importing-<pid>`), which
 * replaces the live file only through `replaceLive` (ADR 005): an import or a
 * purge that fails leaves the live store as it was.
 */
export class StoreCopy {
  readonly target: string
  readonly db: Db
  /** Temporary stores left by killed imports or purges, removed before this copy was made. */
  readonly removedTemporaries: string[]
  private readonly temp: string
  private closed = false

  constructor(target: string, options: { fresh?: boolean; onStaleTemporary?: (path: string, pid: number) => void } = {}) {
    this.target = resolve(target)
    mkdirSync(dirname(this.target), { recursive: true })
    this.removedTemporaries = removeStaleTemporaries(this.target, options.onStaleTemporary)
    this.temp = `${this.target}.importing-${process.pid}`
    this.removeTemporary()
    if (!options.fresh && existsSync(this.target)) copyFileSync(this.target, this.temp)
    try {
      this.db = openForWriting(this.temp)
    } catch (error) {
      // A copy of a file that is no store (or of a newer schema) would otherwise wait for the next import to remove it.
      this.removeTemporary()
      throw error
    }
  }

  /** Swaps the copy in for the live store. */
  replaceLive(): void {
    this.db.close()
    this.closed = true
    renameSync(this.temp, this.target)
  }

  /** Drops the copy; the live store was never touched. */
  discard(): void {
    if (!this.closed) {
      this.db.close()
      this.closed = true
    }
    this.removeTemporary()
  }

  private removeTemporary(): void {
    for (const suffix of TEMPORARY_SUFFIXES) rmSync(`${this.temp}${suffix}`, { force: true })
  }
}

/**
 * What depends on the whole catalogue, recomputed as an import or a purge
 * commits: title records merged onto periodicals, title histories linked, the
 * project statistics, the rankings of common words, and the index optimised.
 */
export function recomputeCatalogue(db: Db, now: Date, onRanking?: (done: number, total: number) => void): ProjectStatistics {
  const statistics = db.transaction(() => {
    mergeTitleRecords(db)
    linkTitleHistory(db)
    return computeStatistics(db, now)
  })()
  db.transaction(() => {
    computeTermRanks(db, onRanking)
  })()
  optimizeIndex(db)
  return statistics
}

/** An import in progress, writing into a temporary copy of the store as one batch (ADR 021). */
export class ImportSession {
  readonly target: string
  /** The batch this import records; every issue, item and title record it writes names it. */
  readonly batch: string
  private readonly copy: StoreCopy
  private readonly db: Db
  private readonly writer: StoreWriter
  private readonly options: ImportOptions
  private readonly progress: ImportProgress = { files: 0, issues: 0, items: 0, pages: 0, units: 0, skipped: 0 }
  private readonly skippedFiles: { file: string; message: string }[] = []
  private readonly warnings: string[] = []
  private titleRecords = 0
  private readonly sources: string[] = []
  private readonly seen = new Set<string>()
  /** ALTO files met in the current path, read through no container yet. */
  private altoMet: string[] = []
  /** ALTO files some package read. */
  private readonly altoRead = new Set<string>()
  /** Folders holding a METS, batch or manifest: ALTO under them is theirs, read or refused with them. */
  private readonly containerFolders = new Set<string>()
  /** Sidecar metadata by folder (src/ingest/metadata.ts). */
  private readonly sidecars = new Map<string, ImportMetadata>()
  /** The folder (or a file's folder) being imported: the boundary of sidecars and of dates in paths. */
  private root = ''

  constructor(target: string, options: ImportOptions = {}, began = new Date()) {
    this.options = options
    this.copy = new StoreCopy(target, options)
    this.target = this.copy.target
    this.db = this.copy.db
    this.batch = newBatchId(began, (id) => batchExists(this.db, id))
    // The batch row comes first: the rows written from now on refer to it.
    createBatch(this.db, { id: this.batch, importedAt: began.toISOString(), sources: [] })
    this.writer = new StoreWriter(this.db, this.batch)
  }

  /** Imports a file or every source file under a folder; the folder is the root its symbolic links must stay in. */
  importPath(path: string): void {
    // A path given by hand that does not exist stops the import even with --skip-bad: it is a typo, not a bad file.
    const root = realPathOf(path)
    this.sources.push(resolve(path))
    this.altoMet = []
    if (!statSync(root).isDirectory()) {
      this.root = dirname(root)
      const sidecar = join(this.root, SIDECAR_NAME)
      if (existsSync(sidecar)) this.readSidecarFile(sidecar)
      this.importFile(root)
    } else {
      this.root = root
      const listed = listSourceFiles(root)
      // Sidecars first: they apply to every file of their folder, whatever the order of the names.
      for (const entry of listed) if (!entry.refused && isSidecar(entry.file)) this.readSidecarFile(entry.file)
      for (const entry of listed) {
        if (entry.refused) this.refuse(entry.file, entry.refused)
        else if (!isSidecar(entry.file)) this.importFile(entry.file)
      }
    }
    this.importBareAlto()
  }

  private readSidecarFile(file: string): void {
    try {
      this.sidecars.set(dirname(file), readSidecar(readSource(file, 'json'), file))
    } catch (error) {
      this.refuse(file, asIngestError(error, file))
    }
  }

  /** Whether a container (METS, batch, manifest) sits in the file's folder or above it, up to the root. */
  private underContainer(file: string): boolean {
    for (let folder = dirname(file); ; folder = dirname(folder)) {
      if (this.containerFolders.has(folder)) return true
      if (folder === this.root || dirname(folder) === folder) return false
    }
  }

  /**
   * ALTO pages that no container read and none claims: each folder of them is one issue (or item,
   * with --type), completed from the command line, the sidecar and the path, or refused saying
   * what is missing.
   */
  private importBareAlto(): void {
    const bare = this.altoMet.filter((file) => !this.altoRead.has(file) && !this.underContainer(file))
    this.altoMet = []
    for (const pages of groupByFolder(bare).values()) {
      const first = pages[0] ?? ''
      try {
        this.progress.files += pages.length
        this.importPackage(bareAltoPackage(pages), { bare: true })
      } catch (error) {
        this.refuse(first, asIngestError(error, first))
      }
      this.options.onProgress?.({ ...this.progress })
    }
  }

  /** Imports one file; the files it names are read only from its own folder (ADR 015). */
  importFile(file: string): void {
    let real: string
    try {
      real = realPathOf(file)
    } catch (error) {
      this.refuse(file, asIngestError(error, file))
      return
    }
    if (this.seen.has(real)) return
    this.seen.add(real)
    try {
      this.importKnownFile(real)
    } catch (error) {
      this.refuse(real, asIngestError(error, real))
    }
    this.options.onProgress?.({ ...this.progress })
  }

  /** Stops the import with the error, or with --skip-bad lists the file as skipped and goes on. */
  private refuse(file: string, error: IngestError): void {
    if (!this.options.skipBad) throw error
    // A METS refused for one of its ALTO pages is listed under its own name, then the page's error
    // (an error about the folder a file was found in already says where it is).
    const named = error.file === file || file.startsWith(`${error.file}${sep}`)
    this.skippedFiles.push({ file, message: named ? error.message : `${file}: ${error.message}` })
    this.progress.skipped += 1
  }

  /**
   * Imports the file a batch or collection names, once confined to the
   * batch's or collection's folder; a reference refused is the referring
   * file's fault, listed under its name, and the other references go on.
   */
  private follow(reference: Reference, path: string | undefined): void {
    let real: string
    try {
      if (path === undefined) throw notLocal(reference)
      real = confine(dirname(reference.from), path, reference)
    } catch (error) {
      this.refuse(reference.from, asIngestError(error, reference.from))
      return
    }
    this.importFile(real)
  }

  private importKnownFile(file: string): void {
    const head = peekSource(file)
    // A file of whitespace longer than its head is read whole, to be refused as such.
    const kind = head.trim() === '' ? sniff(readSource(file, 'xml').slice(0, 4096)) : sniff(head)
    if (kind === 'mets' || kind === 'ndnp-batch' || kind === 'ndnp-reel' || kind === 'iiif' || kind === 'didl') this.containerFolders.add(dirname(file))
    switch (kind) {
      case 'alto':
      case 'page-xml':
        // Read through its METS or manifest if one names it; otherwise a bare page (importBareAlto).
        if (this.root) this.altoMet.push(file)
        return
      case 'ndnp-reel':
      case 'article-text':
        // Reel METS describe microfilm, not issues; article texts are read through their didl.xml.
        return
      case 'didl':
        this.progress.files += 1
        for (const pkg of readDidl(readSource(file, 'xml'), file)) this.importPackage(pkg)
        return
      case 'unknown':
        throw new IngestError(file, 1, 'not a METS, MPEG-21 DIDL, NDNP batch, MARCXML, IIIF or ALTO file')
      case 'mets':
        this.progress.files += 1
        this.importPackage(readMets(readSource(file, 'xml'), file))
        return
      case 'ndnp-batch': {
        this.progress.files += 1
        const batch = readNdnpBatch(readSource(file, 'xml'), file)
        for (const issue of batch.issues) {
          this.follow({ from: file, line: issue.line, href: issue.href, what: 'issue METS', within: 'the batch folder' }, issue.path)
        }
        return
      }
      case 'marc': {
        this.progress.files += 1
        const records = readMarcXml(readSource(file, 'xml'), file)
        this.writer.transaction(() => {
          for (const record of records) {
            this.writer.putTitleRecord({
              key: recordKey(record),
              controlNumber: record.controlNumber,
              issn: record.issn,
              title: record.title,
              data: JSON.stringify(record),
              sourcePath: file,
            })
          }
        })
        this.titleRecords += records.length
        return
      }
      case 'iiif': {
        const json = readSource(file, 'json')
        // Annotation pages and the like are read through the manifest that names them.
        if (IIIF_RESOURCE_TYPES.has(jsonRootType(json) ?? '')) return
        this.progress.files += 1
        const result = readIiif(json, file)
        if (result.kind === 'collection') {
          // Sub-collections first, then manifests, as before references were confined.
          const ordered = [...result.references.filter((ref) => ref.type === 'Collection'), ...result.references.filter((ref) => ref.type === 'Manifest')]
          for (const ref of ordered) {
            this.follow({ from: file, line: ref.line, href: ref.href, what: ref.type === 'Manifest' ? 'manifest' : 'collection', within: 'the collection folder' }, ref.path)
          }
        } else {
          this.importPackage(result.package)
        }
        return
      }
    }
  }

  private importPackage(source: SourcePackage, options: { bare?: boolean } = {}): void {
    const sidecar = this.root ? sidecarFor(source.sourcePath, this.root, this.sidecars) : undefined
    const meta = mergeMetadata(this.options.metadata ?? {}, sidecar)
    // --type names the kind of files that say none (bare ALTO); a METS or manifest says its own.
    const pkg = completePackage(source, options.bare ? meta : { ...meta, type: undefined }, this.root || undefined)
    const read = readPages(pkg, readImages(pkg, this.options.imagesDir, (message) => this.warnings.push(message)))
    for (const file of read.altoFiles) this.altoRead.add(file)
    const scored = withOcrScores(read.pages, unitsOf(pkg, read, readUnitTexts(pkg)), {
      languages: pkg.languages,
      bornDigital: pkg.bornDigital,
      pageTallies: read.confidences.pages,
    })
    const units = scored.units
    this.writer.transaction(() => {
      if (pkg.kind === 'issue') {
        if (!pkg.date) throw new IngestError(pkg.sourcePath, undefined, 'the issue has no date')
        const docType = pkg.documentType === 'serial' ? 'serial' : 'newspaper'
        this.writer.upsertPeriodical({
          id: pkg.parentId,
          title: pkg.title,
          type: docType,
          bornDigital: pkg.bornDigital,
          languages: pkg.languages,
        })
        this.writer.replaceIssue({
          periodicalId: pkg.parentId,
          date: pkg.date,
          datePrecision: pkg.datePrecision,
          edition: pkg.edition,
          number: pkg.number,
          languages: pkg.languages,
          permalink: pkg.permalink,
          sourcePath: pkg.sourcePath,
          docType,
          pages: scored.pages,
          units,
          ocr: scored.ocr,
        })
        this.progress.issues += 1
      } else {
        const type = pkg.documentType
        if (type === 'newspaper' || type === 'serial') {
          throw new IngestError(pkg.sourcePath, undefined, `an item cannot be of type ${type}`)
        }
        this.writer.replaceItem({
          id: pkg.parentId,
          type,
          bornDigital: pkg.bornDigital,
          title: pkg.title,
          authors: pkg.authors ?? [],
          alsoKnownAs: pkg.alsoKnownAs ?? [],
          alternativeTitles: pkg.alternativeTitles ?? [],
          publisher: pkg.publisher,
          physicalDescription: pkg.physicalDescription,
          date: pkg.date,
          languages: pkg.languages,
          permalink: pkg.permalink,
          sourcePath: pkg.sourcePath,
          pages: scored.pages,
          units,
          ocr: scored.ocr,
        })
        this.progress.items += 1
      }
    })
    this.progress.pages += read.pages.length
    this.progress.units += units.length
  }

  /** Editorial content (staff picks, news) from the demo or a content import, one row per language. */
  putEditorial(content: { staffPicks: StaffPickWrite[]; news: NewsItemWrite[] }): void {
    this.writer.transaction(() => {
      for (const pick of content.staffPicks) this.writer.putStaffPick(pick)
      for (const item of content.news) this.writer.putNewsItem(item)
    })
  }

  /** Marks the store as the generated demo collection (issue 19): the site then says so on every page. */
  markAsDemo(demo: { seed: number; articles: number }): void {
    this.writer.transaction(() => this.writer.markAsDemo(demo))
  }

  /** Records the batch, recomputes what depends on the whole store, and swaps the new store in atomically. */
  commit(now = new Date()): ImportReport {
    finishBatch(
      this.db,
      this.batch,
      { ...this.progress, titleRecords: this.titleRecords },
      this.options.sources ?? this.sources,
      [...this.skippedFiles.map((skipped) => skipped.message), ...this.warnings],
    )
    const statistics = recomputeCatalogue(this.db, now, this.options.onRanking)
    this.copy.replaceLive()
    return {
      ...this.progress,
      batch: this.batch,
      skippedFiles: this.skippedFiles,
      warnings: this.warnings,
      titleRecords: this.titleRecords,
      statistics,
      removedTemporaries: this.copy.removedTemporaries,
    }
  }

  /** Drops the temporary copy; the live store was never touched. */
  abort(): void {
    this.copy.discard()
  }
}

const strings = v.array(v.string())
/** Title records are stored as JSON between reading and merging; check them on the way back. */
const titleRecordSchema = v.object({
  controlNumber: v.optional(v.string()),
  issn: v.optional(v.string()),
  title: v.string(),
  publishers: strings,
  printers: v.optional(strings),
  description: v.optional(v.string()),
  dates: v.optional(v.string()),
  startYear: v.optional(v.number()),
  endYear: v.optional(v.number()),
  languages: strings,
  earlierTitles: strings,
  laterTitles: strings,
  fields: strings,
})

function isTitleRecord(value: unknown): value is TitleRecord {
  return v.is(titleRecordSchema, value)
}

/** The stored title record, or undefined when what was stored is not one (it is then left out of every merge). */
export function parseTitleRecord(data: string): TitleRecord | undefined {
  const record: unknown = JSON.parse(data)
  return isTitleRecord(record) ? record : undefined
}

/** The periodicals a title record describes (by id, ISSN or title; src/ingest/marc.ts). */
export function periodicalsMatching<T extends { id: string; title: string; issn: string | null }>(record: TitleRecord, periodicals: readonly T[]): T[] {
  return periodicals.filter((periodical) => matchTitleRecord(record, { id: periodical.id, title: periodical.title, issn: periodical.issn ?? undefined }))
}

/** Merges every stored title record onto the periodicals it matches (ADR 005). */
export function mergeTitleRecords(db: Db): void {
  const periodicals = listPeriodicalIdentities(db)
  for (const stored of listTitleRecords(db)) {
    const record = parseTitleRecord(stored.data)
    if (!record) continue
    for (const periodical of periodicalsMatching(record, periodicals)) {
      applyTitleRecord(db, periodical.id, {
        issn: record.issn,
        publishers: record.publishers,
        printers: record.printers ?? [],
        period: record.dates,
        startYear: record.startYear,
        endYear: record.endYear,
        languages: record.languages,
        description: record.description,
        earlierTitles: record.earlierTitles,
        laterTitles: record.laterTitles,
        record: record.fields,
      })
    }
  }
}

/** Imports files and folders into the store at `target` in one atomic step. */
export function importPaths(target: string, paths: string[], options: ImportOptions = {}): ImportReport {
  const session = new ImportSession(target, options)
  try {
    for (const path of paths) session.importPath(path)
    return session.commit()
  } catch (error) {
    session.abort()
    throw error
  }
}
