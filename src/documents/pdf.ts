/**
 * GET /pdf/… (issue 38, ADR 036): a PDF of an issue, an article or a page, made on a search thread
 * (./run.ts), addressed like the reader page and the citation it goes with:
 *   /pdf/periodicals/{id}/{date[-eN]}.pdf                 the issue
 *   /pdf/periodicals/{id}/{date[-eN]}/{unit}.pdf          an article: the pages it is printed on
 *   /pdf/periodicals/{id}/{date[-eN]}/pages/{n}.pdf       one page
 *   /pdf/items/{id}.pdf, /pdf/items/{id}/{unit}.pdf, /pdf/items/{id}/pages/{n}.pdf
 * `?lang=` names the language of its title page.
 *
 * A title page (what it is, its citation, its permanent link and its rights), then each page: its
 * scan where the library holds one (the tiles made at import, src/ingest/images.ts, placed side by
 * side without decoding; or the page's own JPEG or PNG file inside LIBRARY_SOURCES), with the OCR's
 * words as invisible text on their printed words (text render mode 3, as OCR tools write a PDF's
 * text layer), so the PDF can be searched and copied from; where there is no scan, the page's OCR
 * text typeset. PDFKit writes it (synchronously: a search thread answers a job in one call) to a
 * file kept per store generation, address and day; the route sends the file as the client reads it.
 */
import { closeSync, mkdirSync, openSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { extname, join, sep } from 'node:path'
import { threadId } from 'node:worker_threads'
import PDFDocument from 'pdfkit'
import * as v from 'valibot'
import { type CitationContext, articleRecord, issueRecord, itemRecord } from '../domain/citation-records.ts'
import type { CitationRecord } from '../domain/citation.ts'
import { formatDate } from '../domain/format.ts'
import { issueSegment, parseIssueSegment, shownDate } from '../domain/issue-path.ts'
import { unitName } from '../domain/labels.ts'
import { MAX_ID_LENGTH, MAX_ISSUE_SEGMENT_LENGTH } from '../domain/limits.ts'
import { DEFAULT_LOCALE, type Locale, isLocale } from '../domain/locale.ts'
import { issuePermalink, itemPermalink, unitPermalink } from '../domain/permalink.ts'
import { citationText } from '../domain/citation-text.ts'
import { underPressControl } from '../domain/press-control.ts'
import { RIGHTS, rightsOf } from '../domain/rights.ts'
import { checkBudget } from '../domain/work-budget.ts'
import { IMAGE_KEY } from '../domain/images.ts'
import type { Db } from '../store/db.ts'
import { isDemoDocument } from '../store/demo.ts'
import { type IssuePage, type PageDocumentRef, getPage, pageWordCounts } from '../store/issues.ts'
import type { PageOutline, UnitOutline } from '../domain/library-views.ts'
import { issueOutline, itemOutline, unitSourceId } from '../store/outlines.ts'
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import { type DocumentAnswer, TEXT, notFound } from './answer.ts'
import { demoMark } from './demo-mark.ts'
import { pagePlainText } from './iiif.ts'
import { MAX_PDF_PAGES, MAX_PDF_WORDS, PDF_WORDS_A_COUNT } from './limits.ts'
import { translations } from './translations.ts'

/** A scan is embedded at the pyramid's level at most this wide (pixels): print stays legible, a page a megabyte or two. */
const SCAN_WIDTH = 2000
/** PDFs kept on the disk, all stores and days together (bytes); the least recently sent go first. */
const MAX_KEPT_BYTES = 1024 * 1024 * 1024
/** The scans' pixels as points: the pages' sizes are their scans' at 300 dpi (ADR 023). */
const POINTS_PER_PIXEL = 72 / 300
/** The title page and typeset pages: A4. */
export const A4: [number, number] = [595.28, 841.89]
export const MARGIN = 56

export const PDF_TYPE = 'application/pdf'

export interface PdfContext {
  db: Db
  /** Which store `db` is (src/store/library.ts storeGeneration): what a kept PDF was made from. */
  generation: string
  origin: string
  /** The page scans' tiles (LIBRARY_IMAGES). */
  images: string
  /** Where pages' own image files may be read from (LIBRARY_SOURCES), by real path. */
  sources: string | undefined
  now: Date
  /** Where made PDFs are kept; the system's temporary folder by default. */
  folder?: string
}

/** What a /pdf address asks for: a document, and all of it, one article or one page. */
type Scope = { kind: 'all' } | { kind: 'unit'; id: string } | { kind: 'page'; sequence: number }

interface PdfRequest {
  document: PageDocumentRef
  scope: Scope
}

function parsePdfPath(pathname: string): PdfRequest | undefined {
  let segments: string[]
  try {
    segments = pathname.replace(/^\/pdf\/?/, '').split('/').map(decodeURIComponent)
  } catch {
    return undefined
  }
  const last = segments.at(-1) ?? ''
  if (!last.endsWith('.pdf')) return undefined
  segments[segments.length - 1] = last.slice(0, -'.pdf'.length)
  const scopeOf = (rest: string[]): Scope | undefined => {
    if (rest.length === 0) return { kind: 'all' }
    if (rest.length === 1 && /^\d{1,12}$/.test(rest[0] ?? '')) return { kind: 'unit', id: rest[0] ?? '' }
    if (rest.length === 2 && rest[0] === 'pages' && /^\d{1,5}$/.test(rest[1] ?? '')) return { kind: 'page', sequence: Number(rest[1]) }
    return undefined
  }
  if (segments[0] === 'periodicals' && segments.length >= 3) {
    const [, periodicalId = '', segment = '', ...rest] = segments
    const ref = periodicalId.length <= MAX_ID_LENGTH && segment.length <= MAX_ISSUE_SEGMENT_LENGTH ? parseIssueSegment(segment) : undefined
    const scope = scopeOf(rest)
    return ref && scope ? { document: { kind: 'issue', periodicalId, date: ref.date, edition: ref.edition }, scope } : undefined
  }
  if (segments[0] === 'items' && segments.length >= 2) {
    const [, id = '', ...rest] = segments
    const scope = scopeOf(rest)
    return id.length <= MAX_ID_LENGTH && scope ? { document: { kind: 'item', id }, scope } : undefined
  }
  return undefined
}

/** The document as the PDF presents it: its label, citation, permanent link, rights and pages. */
interface PdfDocument {
  label: string
  /** The article, when the PDF is of one. */
  unitLabel?: string
  record: CitationRecord
  permalink: string
  year: number | null
  pages: PageOutline[]
  filename: string
  /** Part of the demonstration collection: the title page says its text is invented (issue 51). */
  demo?: boolean
}

function loadPdfDocument(context: PdfContext, request: PdfRequest, LL: TranslationFunctions, locale: Locale): PdfDocument | undefined {
  const citation: CitationContext = { origin: context.origin, archive: `${LL.site.institution()}, ${LL.site.project()}`, accessed: context.now.toISOString().slice(0, 10) }
  let label: string
  let permalink: string
  let year: number | null
  let pages: PageOutline[]
  let units: UnitOutline[]
  let filename: string
  let whole: CitationRecord
  let ofUnit: (unit: UnitOutline) => CitationRecord
  if (request.document.kind === 'issue') {
    const { periodicalId, date, edition } = request.document
    const issue = issueOutline(context.db, periodicalId, date, edition)
    if (!issue) return undefined
    label = LL.reader.issueOf({ title: issue.periodical.title, date: formatDate(shownDate(issue.date, issue.datePrecision), locale) })
    // Ours is the permanent link (ADR 035), whatever the source called it.
    permalink = issuePermalink(context.origin, issue.periodical.id, issue.date, issue.edition)
    year = Number(issue.date.slice(0, 4))
    pages = issue.pages
    units = issue.units
    filename = `${issue.periodical.id}-${issueSegment(issue.date, issue.edition)}`
    whole = issueRecord(issue, citation)
    ofUnit = (unit) => articleRecord(issue, { ...unit, sourceId: unitSourceId(context.db, unit.id) ?? String(unit.id) }, unitName(LL, unit), citation)
  } else {
    const item = itemOutline(context.db, request.document.id)
    if (!item) return undefined
    label = item.title
    permalink = itemPermalink(context.origin, item.id)
    year = item.date ? Number(item.date.slice(0, 4)) : null
    pages = item.pages
    units = item.units
    filename = item.id
    whole = itemRecord(item, citation)
    ofUnit = () => whole
  }
  const { scope } = request
  if (scope.kind === 'all') return { label, record: whole, permalink, year, pages, filename }
  if (scope.kind === 'page') {
    const page = pages.find((candidate) => candidate.sequence === scope.sequence)
    if (!page) return undefined
    return { label, unitLabel: LL.reader.page({ label: page.label ?? String(page.sequence) }), record: whole, permalink, year, pages: [page], filename: `${filename}-p${page.sequence}` }
  }
  const unit = units.find((candidate) => String(candidate.id) === scope.id)
  if (!unit) return undefined
  const record = ofUnit(unit)
  return {
    label,
    unitLabel: unitName(LL, unit),
    record,
    // The unit's own permanent link, as its citation and every export give it (ADR 035).
    permalink: request.document.kind === 'issue' ? record.url : unitPermalink(permalink, unitSourceId(context.db, unit.id) ?? String(unit.id)),
    year,
    pages: pages.filter((page) => page.sequence >= unit.firstPage && page.sequence <= Math.max(unit.firstPage, unit.lastPage)),
    filename: `${filename}-${unit.id}`,
  }
}

const require = createRequire(import.meta.url)
let fonts: { body: Buffer; bold: Buffer } | undefined

/** DejaVu Serif (npm dejavu-fonts-ttf): Latin-1 and Latin Extended-A with ß, é, œ and the long s ſ of Fraktur OCR. */
export function loadFonts(): { body: Buffer; bold: Buffer } {
  fonts ??= {
    body: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf')),
  }
  return fonts
}

const tileInfo = v.object({
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  tiles: v.pipe(v.array(v.object({ width: v.pipe(v.number(), v.integer(), v.minValue(1)), scaleFactors: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))) })), v.minLength(1)),
})

/** A file inside `root` by real path, or undefined. */
function inside(root: string, path: string): string | undefined {
  try {
    const base = realpathSync(root)
    const file = realpathSync(path)
    return file.startsWith(`${base}${sep}`) ? file : undefined
  } catch {
    return undefined
  }
}

/** A piece of a scan to place: its JPEG and where it lies on the page, as fractions of the page. */
interface ScanPiece {
  bytes: Buffer
  x: number
  y: number
  width: number
  height: number
}

/**
 * A page's scan from its tile pyramid, at the level whose width is at most SCAN_WIDTH (the
 * finest otherwise): the level's tiles, read from inside the image's folder, each placed where it
 * lies. Undefined when the pyramid or one of its tiles is missing.
 */
export function tiledScan(images: string, key: string): ScanPiece[] | undefined {
  if (!IMAGE_KEY.test(key)) return undefined
  const folder = inside(images, join(images, key))
  if (!folder) return undefined
  let info: v.InferOutput<typeof tileInfo>
  try {
    const parsed = v.safeParse(tileInfo, JSON.parse(readFileSync(join(folder, 'info.json'), 'utf8')))
    if (!parsed.success) return undefined
    info = parsed.output
  } catch {
    return undefined
  }
  const [tiles] = info.tiles
  if (!tiles) return undefined
  const factors = [...tiles.scaleFactors].sort((a, b) => a - b)
  const scale = factors.find((factor) => info.width / factor <= SCAN_WIDTH) ?? factors.at(-1) ?? 1
  const region = tiles.width * scale
  const pieces: ScanPiece[] = []
  for (let y = 0; y < info.height; y += region) {
    for (let x = 0; x < info.width; x += region) {
      const width = Math.min(region, info.width - x)
      const height = Math.min(region, info.height - y)
      const file = inside(folder, join(folder, `${x},${y},${width},${height}`, `${Math.ceil(width / scale)},${Math.ceil(height / scale)}`, '0', 'default.jpg'))
      if (!file) return undefined
      pieces.push({ bytes: readFileSync(file), x: x / info.width, y: y / info.height, width: width / info.width, height: height / info.height })
    }
  }
  return pieces
}

/** A page's own image file (a scan imported without tiles), when it is a JPEG or PNG inside the sources folder. */
export function ownScan(path: string | null, sources: string | undefined): ScanPiece[] | undefined {
  if (!path || !sources || !['.jpg', '.jpeg', '.png'].includes(extname(path).toLowerCase())) return undefined
  const file = inside(sources, path)
  if (!file || statSync(file).size > 64 * 1024 * 1024) return undefined
  return [{ bytes: readFileSync(file), x: 0, y: 0, width: 1, height: 1 }]
}

/** Moves what PDFKit has written so far into the file. */
export function drain(doc: PDFKit.PDFDocument, fd: number): void {
  for (let chunk: unknown = doc.read(); chunk !== null; chunk = doc.read()) {
    if (chunk instanceof Uint8Array) writeSync(fd, chunk)
  }
}

/** The title page: what the PDF holds, its citation, permanent link and rights, and how it was made. */
function titlePage(doc: PDFKit.PDFDocument, document: PdfDocument, LL: TranslationFunctions, locale: Locale, now: Date): void {
  doc.addPage({ size: A4, margin: MARGIN })
  const width = A4[0] - 2 * MARGIN
  doc.font('body').fontSize(10).fillColor('#555555').text(`${LL.site.institution()} – ${LL.site.project()}`, { width })
  doc.moveDown(2)
  doc.font('bold').fontSize(20).fillColor('#111111').text(document.label, { width })
  if (document.unitLabel) {
    doc.moveDown(0.5)
    doc.font('bold').fontSize(14).text(document.unitLabel, { width })
  }
  if (document.demo) {
    doc.moveDown(0.8)
    doc.font('bold').fontSize(12).fillColor('#9c2a00').text(demoMark(locale), { width })
    doc.fillColor('#111111')
  }
  const section = (heading: string, body: string, link?: string) => {
    doc.moveDown(1.5)
    doc.font('bold').fontSize(11).fillColor('#111111').text(heading, { width })
    doc.moveDown(0.3)
    doc.font('body').fontSize(11).fillColor(link ? '#0b57d0' : '#111111').text(body, { width, ...(link ? { link, underline: true } : {}) })
    doc.fillColor('#111111')
  }
  // Printed under the occupier's control (spec §9): said on the PDF as on the reader's page.
  if ((document.record.kind === 'issue' || document.record.kind === 'article') && underPressControl(document.record.date)) {
    doc.moveDown(1.5)
    doc.font('bold').fontSize(11).fillColor('#7a2418').text(LL.calendar.pressControl(), { width })
    doc.fillColor('#111111')
  }
  section(LL.reading.pdfCitation(), citationText(document.record, LL, locale))
  section(LL.periodical.permalink(), document.permalink, document.permalink)
  const rights = rightsOf(document.year, now)
  section(LL.reader.rights(), `${rights === 'publicDomain' ? LL.reader.publicDomain() : LL.reader.inCopyright()} (${RIGHTS[rights]})`, RIGHTS[rights])
  doc.moveDown(2)
  doc.font('body').fontSize(9).fillColor('#555555')
  doc.text(LL.reading.pdfTextLayer(), { width })
  doc.moveDown(0.5)
  doc.text(LL.reading.pdfMade({ date: formatDate(now.toISOString().slice(0, 10), locale), site: LL.site.project() }), { width })
  doc.fillColor('#111111')
}

/** One OCR word as invisible text: at its box's left, at its line's top and height, stretched to its box's width. */
function placeWord(doc: PDFKit.PDFDocument, word: IssuePage['words'][number], line: { y: number; height: number }, width: number, height: number): void {
  const text = word.word.trim()
  if (text === '' || word.width <= 0 || line.height <= 0) return
  doc.fontSize(Math.max(1, (line.height / 10000) * height * 0.8))
  const natural = doc.widthOfString(text)
  const boxWidth = (word.width / 10000) * width
  const options = { lineBreak: false, horizontalScaling: natural > 0 ? Math.max(10, Math.min(1000, (boxWidth / natural) * 100)) : 100 }
  doc.text(text, (word.x / 10000) * width, (line.y / 10000) * height, options)
}

/**
 * A scanned page: the scan's pieces, then each OCR word as invisible text on its box, sized to its
 * box's height and stretched to its width, so a viewer's selection and search find it where it is
 * printed; the words in the OCR's reading order, as the page's text is read.
 */
export function scanPage(doc: PDFKit.PDFDocument, page: IssuePage, pieces: ScanPiece[]): void {
  const width = (page.width ?? 2480) * POINTS_PER_PIXEL
  const height = (page.height ?? 3508) * POINTS_PER_PIXEL
  doc.addPage({ size: [width, height], margin: 0 })
  for (const piece of pieces) {
    // A hair of overlap: viewers smooth each image's edge, and abutting tiles would show seams.
    const overlap = piece.x + piece.width < 1 || piece.y + piece.height < 1 ? 0.5 : 0
    doc.image(piece.bytes, piece.x * width, piece.y * height, { width: piece.width * width + overlap, height: piece.height * height + overlap })
  }
  doc.save()
  // Text render mode 3: neither filled nor stroked, yet text (PDF 32000-1 §9.3.6). PDFKit writes no
  // mode of its own for plain text, so this one holds for the words below.
  doc.addContent('3 Tr')
  doc.font('body')
  // The words of a line share its height and top, so a reader of the layer (a viewer's selection,
  // pdftotext) finds one line where the OCR has one; a page without a stored layout, each its own.
  const lines = page.layout.flatMap((block) => block.lines)
  let next = 0
  for (const line of lines) {
    const words = page.words.slice(next, next + line.words)
    next += line.words
    // A page of 99,000 words is seconds of work: its budget and its client are checked as it goes (ADR 051, 052).
    checkBudget()
    for (const word of words) placeWord(doc, word, { y: line.y, height: line.height }, width, height)
  }
  page.words.slice(next).forEach((word, index) => {
    if (index % 1000 === 0) checkBudget()
    placeWord(doc, word, word, width, height)
  })
  doc.restore()
}

/** A page without a scan: its OCR text typeset, continuing onto further pages as it needs. */
export function typesetPage(doc: PDFKit.PDFDocument, page: IssuePage, LL: TranslationFunctions): void {
  doc.addPage({ size: A4, margin: MARGIN })
  const width = A4[0] - 2 * MARGIN
  doc.font('bold').fontSize(12).fillColor('#111111').text(LL.reader.page({ label: page.label ?? String(page.sequence) }), { width })
  doc.font('body').fontSize(9).fillColor('#555555').text(LL.reading.pdfNoScan(), { width })
  doc.moveDown()
  doc.font('body').fontSize(10.5).fillColor('#111111').text(pagePlainText(page).trim(), { width, align: 'left', lineGap: 2 })
}

/** Where made PDFs are kept. */
export function keptFolder(context: Pick<PdfContext, 'folder'>): string {
  return context.folder ?? join(tmpdir(), 'national-library-pdf')
}

/** Keeps the kept PDFs within MAX_KEPT_BYTES, the least recently sent removed first. */
export function prune(folder: string): void {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.pdf'))
    .flatMap((name) => {
      try {
        const info = statSync(join(folder, name))
        return [{ path: join(folder, name), size: info.size, used: info.mtimeMs }]
      } catch {
        return []
      }
    })
    .sort((a, b) => b.used - a.used)
  let total = 0
  for (const file of files) {
    total += file.size
    if (total > MAX_KEPT_BYTES) rmSync(file.path, { force: true })
  }
}

/**
 * Writes a PDF through a temporary file of this process and thread, renamed whole once `write` has
 * finished: a PDF stopped half-way (its budget spent, its client gone) leaves nothing behind.
 */
export function writeWhole(file: string, write: (fd: number) => void): void {
  const partial = `${file}.${process.pid}-${threadId}.part`
  const fd = openSync(partial, 'w')
  try {
    write(fd)
  } catch (error) {
    closeSync(fd)
    rmSync(partial, { force: true })
    throw error
  }
  closeSync(fd)
  renameSync(partial, file)
}

/** Writes the PDF of `document` to `file` (through a temporary file, renamed whole). */
function writePdf(context: PdfContext, request: PdfRequest, document: PdfDocument, LL: TranslationFunctions, locale: Locale, file: string): void {
  writeWhole(file, (fd) => {
    const { body, bold } = loadFonts()
    const doc = new PDFDocument({
      autoFirstPage: false,
      compress: true,
      lang: locale,
      displayTitle: true,
      info: { Title: document.unitLabel ? `${document.label} – ${document.unitLabel}` : document.label, Author: document.record.archive, Subject: document.permalink, Creator: LL.site.project() },
    })
    doc.registerFont('body', body)
    doc.registerFont('bold', bold)
    titlePage(doc, document, LL, locale, context.now)
    drain(doc, fd)
    for (const outline of document.pages) {
      // Between pages: the PDF stops when its budget is spent or its client has gone, and is not kept.
      checkBudget()
      const page = getPage(context.db, request.document, outline.sequence)
      if (!page) continue
      const pieces = (page.imageKey === null ? undefined : tiledScan(context.images, page.imageKey)) ?? ownScan(page.imagePath, context.sources)
      if (pieces) scanPage(doc, page, pieces)
      else typesetPage(doc, page, LL)
      // Each page leaves memory as it is done: a PDF of 200 scans is never held whole.
      drain(doc, fd)
    }
    doc.end()
    drain(doc, fd)
  })
}

/** Answers a GET of an address under /pdf/. */
export function answerPdf(context: PdfContext, pathname: string, search: URLSearchParams): DocumentAnswer {
  const request = parsePdfPath(pathname)
  if (!request) return notFound()
  const lang = search.get('lang') ?? DEFAULT_LOCALE
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
  const LL = translations(locale)
  const loaded = loadPdfDocument(context, request, LL, locale)
  if (!loaded) return notFound()
  const document: PdfDocument = { ...loaded, demo: isDemoDocument(context.db, request.document) }
  if (document.pages.length > MAX_PDF_PAGES) {
    return { status: 413, type: TEXT, body: `${LL.reading.pdfTooLong({ count: document.pages.length, limit: MAX_PDF_PAGES })}\n` }
  }
  // Its cost follows its words (H2 of issue 48): counted in the store before any of it is made.
  const counts = pageWordCounts(context.db, request.document, { first: document.pages[0]?.sequence ?? 0, last: document.pages.at(-1)?.sequence ?? 0 })
  const words = document.pages.reduce((sum, page) => sum + (counts.get(page.sequence) ?? 0), 0)
  if (words > MAX_PDF_WORDS) {
    return { status: 413, type: TEXT, body: `${LL.pdfBudget.tooManyWords({ count: words, limit: MAX_PDF_WORDS })}\n` }
  }
  const weight = Math.max(1, Math.ceil(words / PDF_WORDS_A_COUNT))
  const folder = keptFolder(context)
  mkdirSync(folder, { recursive: true })
  // Per store, address, language and day (the title page says when it was made).
  const key = createHash('sha256').update([context.generation, context.origin, pathname, locale, context.now.toISOString().slice(0, 10)].join('\u0000')).digest('hex')
  const file = join(folder, `${key}.pdf`)
  try {
    const now = context.now.getTime() / 1000
    utimesSync(file, now, now)
  } catch {
    writePdf(context, request, document, LL, locale, file)
    prune(folder)
  }
  return { status: 200, type: PDF_TYPE, body: '', file, filename: `${document.filename}.pdf`, weight, inline: true }
}
