/**
 * Everything under /iiif (issue 17): the library's documents as IIIF Presentation 3 manifests and
 * collections, Content Search 2.0 and 1.0 inside each manifest, each page's text as annotations
 * and as plain text, and its original OCR file where the server may serve it. The store is read
 * here and the texts of all three languages are made here; src/iiif only shapes the JSON.
 *
 * Addresses mirror the reader's, locale-free (a manifest carries every language):
 *   /iiif/collection                                       the library
 *   /iiif/periodicals/{id}/collection                      a periodical, by year
 *   /iiif/periodicals/{id}/{year}/collection               a year's issues
 *   /iiif/periodicals/{id}/{date[-eN]}/manifest            an issue
 *   /iiif/items/{id}/manifest                              a book, manuscript, poster, postcard
 *   {document}/search, {document}/search/v1                Content Search 2.0, 1.0
 *   {document}/canvas/{n}/text                             the page's lines as annotations
 *   {document}/canvas/{n}/text.txt, …/alto.xml              the page's text, its OCR file
 *   {document}/text.txt, {document}/range/{unit}/text.txt  the document's, an article's text
 *   /iiif/activity/all-changes, /iiif/activity/page-{n}    Change Discovery 1.0 (./activity.ts)
 */
import { realpathSync } from 'node:fs'
import { sep } from 'node:path'
import { languageName } from '../domain/format.ts'
import { issuePath, issueSegment, itemPath, parseIssueSegment, shownDate } from '../domain/issue-path.ts'
import { ocrScoreText, typeLabel, unitName } from '../domain/labels.ts'
import type { OcrScore } from '../domain/ocr.ts'
import { MAX_ID_LENGTH, MAX_ISSUE_SEGMENT_LENGTH, MAX_QUERY_LENGTH } from '../domain/limits.ts'
import { LOCALES, isLocale, localizePath } from '../domain/locale.ts'
import { issuePermalink, itemPermalink } from '../domain/permalink.ts'
import { RIGHTS, rightsOf } from '../domain/rights.ts'
import { findHits, findIndexedHits, searchAnswerV1, searchAnswerV2 } from '../iiif/content-search.ts'
import { configuredImageService } from '../iiif/image-service.ts'
import {
  type CanvasInput,
  type LanguageMap,
  PRESENTATION_MEDIA_TYPE,
  THUMBNAIL_WIDTH,
  buildManifest,
  buildTextPage,
  canvasSize,
} from '../iiif/presentation.ts'
import { layoutThumbnail, noScanThumbnail } from '../iiif/thumbnail.ts'
import type { Db } from '../store/db.ts'
import { isDemoDocument } from '../store/demo.ts'
import { type IssuePage, type PageDocumentRef, documentLanguages, getPage, getPageLayout } from '../store/issues.ts'
import type { PageOutline, UnitOutline } from '../domain/library-views.ts'
import { type TextCursor, issueOutline, itemOutline, textPiece } from '../store/outlines.ts'
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import { answerActivity } from './activity.ts'
import { type DocumentAnswer, TEXT, notFound } from './answer.ts'
import { TEXT_PIECE_CHARACTERS } from './limits.ts'
import { readTileNow, storedSizes } from './tiles.ts'
import { translations } from './translations.ts'
import { documentWords } from './words.ts'
import { libraryCollection, periodicalCollection } from './iiif-collections.ts'
import { inAll, issueLabel, none, provider, withPermalink } from './iiif-labels.ts'
import { markingQuery } from '../search/variants.ts'

export type IiifAnswer = DocumentAnswer

const JSON_LD = PRESENTATION_MEDIA_TYPE
const SEARCH_V2_TYPE = 'application/ld+json;profile="http://iiif.io/api/search/2/context.json"'
const json = (value: unknown, type = JSON_LD): IiifAnswer => ({ status: 200, type, body: JSON.stringify(value) })

export interface DocumentContext {
  db: Db
  /** Which store `db` is (src/store/library.ts storeGeneration): what the words kept for searching are of. */
  generation: string
  origin: string
  /** The page scans' tiles (LIBRARY_IMAGES). */
  images: string
  /** Where original OCR files may be served from (LIBRARY_SOURCES), by real path. */
  sources: string | undefined
  /** A library's own IIIF image server for scans inside `sources` (LIBRARY_IMAGE_SERVER). */
  imageServer?: string
  now: Date
}

/** The page's OCR file, when it lies inside the sources folder (by real path) and still exists. */
function servableOcrFile(page: { ocrPath: string | null }, sources: string | undefined): string | undefined {
  if (!sources || !page.ocrPath) return undefined
  try {
    const root = realpathSync(sources)
    const file = realpathSync(page.ocrPath)
    return file.startsWith(`${root}${sep}`) ? file : undefined
  } catch {
    return undefined
  }
}

/** A document the manifests describe: an issue or an item, with what every answer about it needs. */
interface IiifDocument {
  base: string
  readerPath: string
  /** Its permanent link (src/domain/permalink.ts): the first of its homepages. */
  permalink: string
  label: LanguageMap
  date: string | null
  year: number | null
  languages: string[]
  pages: PageOutline[]
  units: UnitOutline[]
  /** Which document, for reading its words and text. */
  ref: PageDocumentRef
  metadata: { label: LanguageMap; value: LanguageMap }[]
  partOf?: { id: string; label: LanguageMap }
  filename: string
}

/** The document's OCR score as a metadata pair in three languages (ADR 040); none where it has no score. */
function ocrMetadata(ocr: OcrScore): { label: LanguageMap; value: LanguageMap }[] {
  return ocr.score === null ? [] : [{ label: inAll((LL) => LL.ocr.label()), value: inAll((LL, locale) => ocrScoreText(LL, locale, ocr)) }]
}

function loadDocument(context: DocumentContext, segments: string[]): { document: IiifDocument; rest: string[] } | undefined {
  const origin = context.origin
  if (segments[0] === 'periodicals' && segments.length >= 4) {
    const [, periodicalId = '', segment = '', ...rest] = segments
    if (periodicalId.length > MAX_ID_LENGTH || segment.length > MAX_ISSUE_SEGMENT_LENGTH) return undefined
    const ref = parseIssueSegment(segment)
    const issue = ref && issueOutline(context.db, periodicalId, ref.date, ref.edition)
    if (!issue) return undefined
    const path = issuePath(issue.periodical.id, issue.date, issue.edition)
    const languages = issue.languages
    return {
      rest,
      document: {
        base: `${origin}/iiif${path}`,
        readerPath: path,
        permalink: issuePermalink(origin, issue.periodical.id, issue.date, issue.edition),
        label: issueLabel(issue.periodical.title, issue.date, issue.datePrecision),
        date: issue.date,
        year: Number(issue.date.slice(0, 4)),
        languages,
        pages: issue.pages,
        units: issue.units,
        ref: { kind: 'issue', periodicalId: issue.periodical.id, date: issue.date, edition: issue.edition },
        metadata: [
          { label: inAll((LL) => LL.iiif.periodical()), value: none(issue.periodical.title) },
          { label: inAll((LL) => LL.item.date()), value: none(shownDate(issue.date, issue.datePrecision)) },
          ...(issue.number ? [{ label: inAll((LL) => LL.iiif.number()), value: none(issue.number) }] : []),
          ...(languages.length > 0
            ? [{ label: inAll((LL) => LL.item.languages()), value: inAll((_, locale) => languages.map((code) => languageName(code, locale)).join(', ')) }]
            : []),
          ...ocrMetadata(issue.ocr),
        ],
        partOf: { id: `${origin}/iiif/periodicals/${encodeURIComponent(issue.periodical.id)}/collection`, label: none(issue.periodical.title) },
        filename: `${issue.periodical.id}-${issueSegment(issue.date, issue.edition)}`,
      },
    }
  }
  if (segments[0] === 'items' && segments.length >= 3) {
    const [, id = '', ...rest] = segments
    if (id.length > MAX_ID_LENGTH) return undefined
    const item = itemOutline(context.db, id)
    if (!item) return undefined
    const languages = item.languages
    return {
      rest,
      document: {
        base: `${origin}/iiif/items/${encodeURIComponent(item.id)}`,
        readerPath: itemPath(item.type, item.id),
        permalink: itemPermalink(origin, item.id),
        label: none(item.title),
        date: item.date,
        year: item.date ? Number(item.date.slice(0, 4)) : null,
        languages,
        pages: item.pages,
        units: item.units,
        ref: { kind: 'item', id: item.id },
        metadata: [
          { label: inAll((LL) => LL.iiif.type()), value: inAll((LL) => typeLabel(LL, item.type)) },
          ...(item.authors.length > 0 ? [{ label: inAll((LL) => LL.item.authors()), value: none(item.authors.join('; ')) }] : []),
          ...(item.publisher ? [{ label: inAll((LL) => LL.item.publisher()), value: none(item.publisher) }] : []),
          ...(item.date ? [{ label: inAll((LL) => LL.item.date()), value: none(item.date) }] : []),
          ...(languages.length > 0
            ? [{ label: inAll((LL) => LL.item.languages()), value: inAll((_, locale) => languages.map((code) => languageName(code, locale)).join(', ')) }]
            : []),
          ...ocrMetadata(item.ocr),
        ],
        partOf: { id: `${origin}/iiif/collection`, label: inAll((LL) => LL.site.project()) },
        filename: item.id,
      },
    }
  }
  return undefined
}

/**
 * A document of the demonstration collection says so where every viewer must show it (the required
 * statement) and among its metadata (issue 51); the real samples beside it say nothing of the kind.
 */
function demoStatements(context: DocumentContext, document: IiifDocument) {
  const demo = isDemoDocument(context.db, document.ref)
  const attribution = (LL: TranslationFunctions) => LL.iiif.attributionValue({ institution: LL.site.institution(), project: LL.site.project() })
  return {
    metadata: demo ? [...document.metadata, { label: inAll((LL) => LL.demoCollection.label()), value: inAll((LL) => LL.demoCollection.readme()) }] : document.metadata,
    attribution: inAll((LL) => (demo ? `${attribution(LL)} — ${LL.demoCollection.mark()}` : attribution(LL))),
  }
}

function manifestOf(context: DocumentContext, document: IiifDocument) {
  const demo = demoStatements(context, document)
  const pageLabel = (page: PageOutline) => page.label ?? String(page.sequence)
  const canvases: CanvasInput[] = document.pages.map((page) => ({
    sequence: page.sequence,
    label: inAll((LL) => LL.reader.page({ label: pageLabel(page) })),
    width: page.width,
    height: page.height,
    ...ownImage(context, page),
    hasOcrFile: servableOcrFile(page, context.sources) !== undefined,
    hasLayout: page.hasLayout,
    textLabel: inAll((LL) => LL.iiif.pageText({ label: pageLabel(page) })),
    ocrLabel: inAll((LL) => LL.iiif.pageOcr({ label: pageLabel(page) })),
  }))
  return buildManifest({
    id: `${document.base}/manifest`,
    label: document.label,
    metadata: demo.metadata,
    date: document.date,
    rights: RIGHTS[rightsOf(document.year, context.now)],
    requiredStatement: { label: inAll((LL) => LL.iiif.attribution()), value: demo.attribution },
    provider: provider(context.origin),
    homepage: withPermalink(
      { id: document.permalink, label: document.label },
      LOCALES.map((locale) => ({
        id: `${context.origin}${localizePath(document.readerPath, locale)}`,
        label: { [locale]: document.label[locale] ?? document.label.none ?? [] },
        language: locale,
      })),
    ),
    ...(document.partOf ? { partOf: document.partOf } : {}),
    canvases,
    ranges: document.units.map((unit) => ({
      id: unit.id,
      label: unit.title ? none(unit.title) : inAll((LL) => unitName(LL, unit)),
      pages: Array.from({ length: Math.max(1, unit.lastPage - unit.firstPage + 1) }, (_, index) => unit.firstPage + index),
    })),
    contentsLabel: inAll((LL) => LL.reader.contents()),
    languages: document.languages,
  })
}

/** The plain text of a page: its lines (from its layout), blocks apart by a blank line. */
export function pagePlainText(page: Pick<IssuePage, 'words' | 'layout'>): string {
  const words = page.words.map((word) => word.word)
  if (page.layout.length === 0) return `${words.join(' ')}\n`
  let next = 0
  const blocks = page.layout.map((block) =>
    block.lines
      .map((line) => {
        const text = words.slice(next, next + line.words).join(' ')
        next += line.words
        return text
      })
      .filter((line) => line !== '')
      .join('\n'),
  )
  return `${blocks.filter((block) => block !== '').join('\n\n')}\n`
}

/**
 * A document's text, or one unit's, from `cursor` on: a piece at a time (src/store/outlines.ts),
 * so a whole issue's text never sits in memory at once; `next` says where the rest goes on.
 */
function textAnswer(context: DocumentContext, document: IiifDocument, cursor: TextCursor | undefined, filename: string, unit?: number): IiifAnswer {
  const piece = textPiece(context.db, document.ref, cursor, TEXT_PIECE_CHARACTERS, unit)
  if (!piece) return notFound()
  return { status: 200, type: TEXT, body: piece.text, filename, ...(piece.next ? { next: piece.next } : {}) }
}

function documentAnswer(context: DocumentContext, document: IiifDocument, rest: string[], search: URLSearchParams, cursor: TextCursor | undefined): IiifAnswer {
  const manifest = `${document.base}/manifest`
  const [first, second, third] = rest
  if (rest.length === 1 && first === 'manifest') return json(manifestOf(context, document))
  if (first === 'search' && (rest.length === 1 || (rest.length === 2 && second === 'v1'))) {
    const q = search.get('q') ?? ''
    if (q.length > MAX_QUERY_LENGTH) return { status: 400, type: TEXT, body: `The query is longer than ${MAX_QUERY_LENGTH} characters.\n` }
    const page = Number(search.get('page') ?? '1')
    // The document's words are read and folded once and kept on this thread for the next query.
    const hits = q.trim() === '' ? [] : findIndexedHits(documentWords(context.db, context.generation, document.ref), q, (text) => markingQuery(context.db, text))
    if (second === 'v1') {
      // Parameters of the specification this service does not filter by are reported as ignored.
      const ignored = ['motivation', 'date', 'user'].filter((name) => search.has(name))
      return json(searchAnswerV1(manifest, q, hits, page, ignored), 'application/json; charset=utf-8')
    }
    return json(searchAnswerV2(manifest, q, hits, page), SEARCH_V2_TYPE)
  }
  if (rest.length === 1 && first === 'text.txt') return textAnswer(context, document, cursor, `${document.filename}.txt`)
  if (first === 'range' && rest.length === 3 && third === 'text.txt') {
    const unit = document.units.find((candidate) => String(candidate.id) === second)
    return unit ? textAnswer(context, document, cursor, `${document.filename}-${unit.id}.txt`, unit.id) : notFound()
  }
  return notFound()
}

/**
 * A page's layout as an SVG thumbnail, with `?unit=` outlined and the words of `?q=` marked (the
 * search results' details view, the canvases' `thumbnail`).
 */
function layoutThumbnailAnswer(context: DocumentContext, identity: PageDocumentRef, page: IssuePage, search: URLSearchParams): IiifAnswer {
  // A page imported before layouts were kept (migration 7) is drawn as its outline only.
  const q = (search.get('q') ?? '').slice(0, MAX_QUERY_LENGTH)
  const unit = search.get('unit')
  const layout = unit === null ? undefined : getPageLayout(context.db, identity, page.sequence)
  const region = layout?.regions.find((candidate) => String(candidate.unitId) === unit)?.boxes ?? []
  const hits = q === '' ? [] : findHits([page], q, (text) => markingQuery(context.db, text)).map((hit) => hit.box)
  return {
    status: 200,
    type: 'image/svg+xml',
    body: layoutThumbnail({ size: canvasSize(page), blocks: page.layout, region, hits, width: THUMBNAIL_WIDTH }),
  }
}

/**
 * A page's image service: the one its source names, its stored scan's (when its tiles are there),
 * or the library's image server's (src/iiif/image-service.ts).
 */
function ownImage(context: DocumentContext, page: Pick<IssuePage, 'imageService' | 'imageKey' | 'imagePath'>): { imageService: string | null; imageSizes?: { width: number; height: number }[] } {
  if (page.imageService !== null) return { imageService: page.imageService }
  const sizes = page.imageKey === null ? [] : storedSizes(context.images, page.imageKey)
  if (sizes.length > 0) return { imageService: `${context.origin}/iiif/image/${page.imageKey}`, imageSizes: sizes }
  return { imageService: configuredImageService(page.imagePath, { server: context.imageServer, sources: context.sources }) ?? null }
}

/**
 * A page's picture for lists (`…/canvas/{n}/thumbnail`): the smallest whole image of its scan
 * where it has one, else (undefined here) its layout drawn.
 */
function scanThumbnailAnswer(context: DocumentContext, page: IssuePage): IiifAnswer | undefined {
  const smallest = page.imageKey === null ? undefined : storedSizes(context.images, page.imageKey)[0]
  if (page.imageKey !== null && smallest) return readTileNow(context.images, context.origin, [page.imageKey, 'full', `${smallest.width},${smallest.height}`, '0', 'default.jpg'])
  // A scan on another image server: asked for at the size of the layouts drawn (the `!` keeps its
  // proportions; Image API 2 and 3 both read it). The address comes from the store, not the request.
  const { imageService } = ownImage(context, page)
  if (imageService === null) return undefined
  const size = `!${THUMBNAIL_WIDTH * 2},${THUMBNAIL_WIDTH * 2}`
  return { status: 302, type: TEXT, body: '', location: `${imageService}/full/${size}/0/default.jpg` }
}

/** What of one page `…/canvas/{n}/{part}` asks for: each is answered from that page alone. */
const CANVAS_PARTS = ['layout.svg', 'thumbnail', 'text', 'text.txt', 'alto.xml'] as const
type CanvasPart = (typeof CANVAS_PARTS)[number]
const isCanvasPart = (value: string | undefined): value is CanvasPart => CANVAS_PARTS.some((part) => part === value)

/** `…/canvas/{n}/{part}` of an issue or an item: which page and what of it. */
function canvasRequest(segments: string[]): { identity: PageDocumentRef; sequence: number; part: CanvasPart } | undefined {
  const part = segments.at(-1)
  if (!isCanvasPart(part) || segments.at(-3) !== 'canvas') return undefined
  const sequence = segments.at(-2) ?? ''
  if (!/^\d{1,5}$/.test(sequence)) return undefined
  if (segments[0] === 'periodicals' && segments.length === 6) {
    const [, periodicalId = '', segment = ''] = segments
    const ref = periodicalId.length <= MAX_ID_LENGTH && segment.length <= MAX_ISSUE_SEGMENT_LENGTH ? parseIssueSegment(segment) : undefined
    return ref ? { identity: { kind: 'issue', periodicalId, date: ref.date, edition: ref.edition }, sequence: Number(sequence), part } : undefined
  }
  if (segments[0] === 'items' && segments.length === 5 && (segments[1] ?? '').length <= MAX_ID_LENGTH) {
    return { identity: { kind: 'item', id: segments[1] ?? '' }, sequence: Number(sequence), part }
  }
  return undefined
}

/** A page's text as annotations, as plain text, or its original OCR file; read with its page alone. */
function canvasTextAnswer(context: DocumentContext, identity: PageDocumentRef, page: IssuePage, part: 'text' | 'text.txt' | 'alto.xml'): IiifAnswer {
  const path = identity.kind === 'issue' ? issuePath(identity.periodicalId, identity.date, identity.edition) : `/items/${encodeURIComponent(identity.id)}`
  const filename = identity.kind === 'issue' ? `${identity.periodicalId}-${issueSegment(identity.date, identity.edition)}` : identity.id
  if (part === 'text') {
    const languages = documentLanguages(context.db, identity)
    return json(
      buildTextPage({
        manifest: `${context.origin}/iiif${path}/manifest`,
        sequence: page.sequence,
        size: canvasSize(page),
        language: languages.length === 1 ? (languages[0] ?? null) : null,
        words: page.words,
        lines: page.layout.flatMap((block) => block.lines),
      }),
    )
  }
  if (part === 'text.txt') return { status: 200, type: TEXT, body: pagePlainText(page), filename: `${filename}-p${page.sequence}.txt` }
  const file = servableOcrFile(page, context.sources)
  if (!file) return notFound()
  // The file's own bytes (its XML declaration names its encoding: older ALTO is ISO-8859-1), sent
  // from the disk by the route, a piece at a time: an OCR file may be tens of megabytes.
  return { status: 200, type: 'application/xml', body: '', file, filename: `${filename}-p${page.sequence}.xml` }
}

/** Answers a GET of an address under /iiif/ (`pathname` as requested, `search` its query). */
export function answerIiif(context: DocumentContext, pathname: string, search: URLSearchParams, cursor?: TextCursor): IiifAnswer {
  let segments: string[]
  try {
    segments = pathname.replace(/^\/iiif\/?/, '').split('/').map(decodeURIComponent)
  } catch {
    return notFound()
  }
  if (segments.at(-1) === '') segments.pop()
  if (segments.length === 1 && segments[0] === 'collection') return json(libraryCollection(context))
  // IIIF Change Discovery (issue 37): the activities of the batches and purges.
  if (segments[0] === 'activity') return answerActivity(context.db, context.origin, segments.slice(1))
  // The route reads tiles itself, without a search thread; this answers them where there is no route.
  if (segments[0] === 'image') return readTileNow(context.images, context.origin, segments.slice(1))
  if (segments[0] === 'periodicals' && segments.at(-1) === 'collection' && (segments.length === 3 || segments.length === 4)) {
    const periodicalId = segments[1] ?? ''
    const year = segments.length === 4 ? segments[2] : undefined
    if (periodicalId.length > MAX_ID_LENGTH || (year !== undefined && !/^\d{4}$/.test(year))) return notFound()
    const collection = periodicalCollection(context, periodicalId, year === undefined ? undefined : Number(year))
    return collection ? json(collection) : notFound()
  }
  // What is asked of one page reads that page, not the whole document: the search's details view
  // asks for twenty thumbnails at once, and a viewer asks for each page's text as it turns pages.
  const canvas = canvasRequest(segments)
  if (canvas) {
    const page = getPage(context.db, canvas.identity, canvas.sequence)
    if (!page) return notFound()
    if (canvas.part === 'layout.svg' || canvas.part === 'thumbnail') {
      // A list's thumbnail (it names its language) of a page without a scan says so (issue 53).
      const listed = canvas.part === 'thumbnail' ? search.get('lang') : null
      const scan = canvas.part === 'thumbnail' ? scanThumbnailAnswer(context, page) : undefined
      if (scan) return scan
      if (isLocale(listed)) return { status: 200, type: 'image/svg+xml', body: noScanThumbnail({ size: canvasSize(page), width: THUMBNAIL_WIDTH, label: translations(listed).thumbnails.noImage() }) }
      return layoutThumbnailAnswer(context, canvas.identity, page, search)
    }
    return canvasTextAnswer(context, canvas.identity, page, canvas.part)
  }
  const found = loadDocument(context, segments)
  return found ? documentAnswer(context, found.document, found.rest, search, cursor) : notFound()
}
