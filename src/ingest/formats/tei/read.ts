/**
 * TEI P5: Transkribus and page2tei exports, the Deutsches Textarchiv's base format, scholarly
 * editions. One SAX pass into a package (an item: a book, or a manuscript when the source is
 * described by `msDesc`; an issue when the source is a journal, `title level="j"`) and the OCR
 * of its pages, which a TEI file carries itself.
 *
 * - Header: `titleStmt/title` (the main one), authors, `idno`, the source's `date` (`@when`,
 *   `@notBefore` or its text; the publication statement's date is the edition's, used last),
 *   `langUsage/language/@ident` and `text/@xml:lang`, the journal's title and issue number.
 * - `facsimile`: `surface` (its `ulx uly lrx lry` frame, or its `graphic`'s size) and `zone`s
 *   (`points`, or `ulx uly lrx lry`) are the boxes; a surface's `graphic/@url` is its page's scan.
 * - Text: `pb` starts a page (its `facs` names the surface, or a facsimile holding it; else the
 *   surfaces are taken in order), `lb` a line (`break="no"` continues the word), `w` a word (its
 *   `cert` — high, medium, low or a number — as confidence); paragraph-like elements (`p`, `head`,
 *   `ab`, `fw`, `note`, `item`, `lg`, `cell`…) are blocks, with their `facs` zone as box, lines
 *   with theirs, words with theirs or a share of their line's. A block a `pb` interrupts goes on as
 *   a block of the next page. Inside `choice`, the regularised reading is kept (`reg`, `corr`,
 *   `expan`), so search finds the modern spelling; `figDesc` is a description, not text.
 * - Divisions (`div`, `div1`…`div7`) are logical units: the innermost holds a block; the first
 *   `head` is the unit's title and its heading; `@type` gives the kind (article, chapter, …).
 * - Line-end hyphens are joined; a line-final `=` (the transcription of Fraktur's double hyphen)
 *   counts as a hyphen.
 */
import type { DocumentRead } from '../../document.ts'
import { normalizeLanguage } from '../../../domain/languages.ts'
import { mapLogicalType } from '../../logical-types.ts'
import { EMPTY_BOX, PageBuilder, boxFromEdges, boxOfPoints, checkDepth, shareBox } from '../../ocr-page.ts'
import { baseName, xmlRoot } from '../../sniff-xml.ts'
import { type Surface, type TeiPage, type UnitFrame, teiDocument } from './package.ts'
import { type AltoBlock, type AltoWord, type Box, IngestError } from '../../types.ts'
import { createXmlParser, localAttributes, localName, runXmlParser } from '../../xml.ts'

const TEI_NAMESPACE = 'http://www.tei-c.org/ns/1.0'

/** Pages of one document: a book of several thousand pages is far below; a million `pb` is not a book. */
export const MAX_DOCUMENT_PAGES = 20_000

/** Whether a file is TEI, from its name and its first few KB. */
export function detect(head: string, name: string): boolean {
  const root = xmlRoot(head)
  if (!root) return false
  if (root.name === 'TEI' || root.name === 'teiCorpus') return true
  // TEI P4 and namespace-less exports (`<TEI.2>`, or `<TEI>` without namespace) by their header.
  return (root.namespace === TEI_NAMESPACE || root.name === 'TEI.2' || /\.tei(?:\.xml)?$/.test(baseName(name))) && /<(?:\w+:)?teiHeader\b/.test(head)
}

const BLOCKS = new Set([
  'p', 'head', 'ab', 'fw', 'note', 'item', 'label', 'lg', 'cell', 'opener', 'closer', 'dateline', 'salute', 'signed', 'byline',
  'docTitle', 'docImprint', 'docDate', 'titlePart', 'trailer', 'argument', 'epigraph', 'postscript', 'castItem', 'sp', 'stage', 'figure', 'quote',
])
const DIVISIONS = /^div[1-7]?$/
const SKIPPED = new Set(['figDesc', 'teiHeader', 'facsimile', 'sourceDoc'])
const NOT_CHOSEN = new Set(['sic', 'orig', 'abbr'])

interface Zone {
  box: Box
  surface: string
}
interface BlockFrame {
  /** The element that opened it; '' for text outside any paragraph. */
  element: string
  depth: number
  box: Box
  id: string
  /** Its part on the page being read, and that page's sequence. */
  part?: AltoBlock
  partPage?: number
  heading: boolean
  unit?: UnitFrame
}

interface Token {
  content: string
  box?: Box
  confidence?: number
}

function number(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  const parsed = Number.parseFloat(value)
  return Number.isFinite(parsed) ? parsed : undefined
}

function certainty(value: string | undefined): number | undefined {
  const text = value?.trim().toLowerCase()
  if (text === undefined || text === '') return undefined
  const named: Record<string, number> = { high: 0.9, medium: 0.6, low: 0.3, unknown: 0 }
  if (Object.hasOwn(named, text)) return named[text]
  const value01 = Number(text)
  if (!Number.isFinite(value01) || value01 < 0) return undefined
  return Math.min(1, value01 > 1 ? value01 / 100 : value01)
}

/** `#id` of a pointer attribute (several may be given, space-separated: the first that is local). */
function pointer(value: string | undefined): string | undefined {
  for (const part of (value ?? '').trim().split(/\s+/)) if (part.startsWith('#') && part.length > 1) return part.slice(1)
  return undefined
}

const ISO_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/

/** A date from `@when`/`@notBefore`/`@from` or the text (its first four-digit year). */
function dateOf(attributes: Record<string, string>, text: string): string | undefined {
  for (const key of ['when', 'when-iso', 'notBefore', 'from']) {
    const match = ISO_DATE.exec(attributes[key]?.trim() ?? '')
    if (match) return match[0]
  }
  const year = /(?<!\d)(1[4-9]\d\d|20\d\d)(?!\d)/.exec(text)
  return year?.[1]
}

/** Reads a TEI file into its package and its pages' OCR. `file` names it in errors and is the folder its scans are found in. */
export function readTei(xml: string, file: string): DocumentRead {
  const parser = createXmlParser(file)
  const open: string[] = []
  const warnings: string[] = []

  // Header fields.
  const header = { title: '', mainTitle: '', journal: '', idno: '', sourceDate: '', publicationDate: '', number: '', publisher: '' }
  const authors: string[] = []
  const languages: string[] = []
  let manuscript = false
  /** Text being collected for a header element, with where it goes. */
  let collecting: { depth: number; text: string; done: (text: string) => void } | undefined

  // Facsimile.
  const zones = new Map<string, Zone>()
  const surfaces = new Map<string, Surface>()
  const surfaceOrder: string[] = []
  const facsimileFirstSurface = new Map<string, string>()
  let surfaceId: string | undefined
  let facsimileId: string | undefined

  // Text.
  const pages: TeiPage[] = []
  const units: UnitFrame[] = []
  const unitStack: UnitFrame[] = []
  let block: BlockFrame | undefined
  let blocks = 0
  let line: { tokens: (Token | string)[]; box?: Box } | undefined
  let word: { text: string; box?: Box; confidence?: number; depth: number } | undefined
  let heading: { depth: number; text: string; unit: UnitFrame } | undefined
  let skipDepth: number | undefined
  let inText = false

  const newPage = (): TeiPage => {
    if (pages.length >= MAX_DOCUMENT_PAGES) {
      throw new IngestError(file, parser.line, `the document has more than ${MAX_DOCUMENT_PAGES.toLocaleString('en')} pages (<pb>), the limit for one document`)
    }
    const page: TeiPage = { ref: { sequence: pages.length + 1 }, builder: new PageBuilder(file), used: false }
    pages.push(page)
    return page
  }
  const currentPage = () => {
    const page = pages.at(-1) ?? newPage()
    page.used = true
    return page
  }

  const zoneBox = (id: string | undefined): Box | undefined => {
    const zone = id === undefined ? undefined : zones.get(id)
    if (!zone) return undefined
    const surface = surfaces.get(zone.surface)
    return { ...zone.box, x: zone.box.x - (surface?.x ?? 0), y: zone.box.y - (surface?.y ?? 0) }
  }

  /** The block's part on the current page, made when its first line arrives there: a block a pb interrupts goes on as a part of the next page. */
  const blockPart = (): AltoBlock | undefined => {
    if (!block) return undefined
    const page = currentPage()
    if (block.part && block.partPage === page.ref.sequence) return block.part
    const continued = block.part !== undefined
    const id = continued ? `${block.id}-p${page.ref.sequence}` : block.id
    block.part = page.builder.block(id, 'text', continued ? EMPTY_BOX : block.box)
    block.partPage = page.ref.sequence
    const unit = block.unit?.unit
    if (unit) {
      unit.blocks.push({ pageSequence: page.ref.sequence, blockId: id })
      if (block.heading) (unit.headingBlocks ??= []).push({ pageSequence: page.ref.sequence, blockId: id })
    }
    return block.part
  }

  const endLine = (breakNo = false) => {
    if (!line) return
    const current = line
    line = undefined
    // Raw text between explicit words is split at spaces; explicit words stay whole.
    const tokens: Token[] = []
    let pending = ''
    const flush = () => {
      for (const part of pending.split(/\s+/u)) if (part !== '') tokens.push({ content: part })
      pending = ''
    }
    for (const token of current.tokens) {
      if (typeof token === 'string') {
        pending += token
        continue
      }
      flush()
      for (const [index, part] of token.content.split(/\s+/u).filter(Boolean).entries()) {
        tokens.push(index === 0 ? { ...token, content: part } : { content: part, ...(token.box ? { box: token.box } : {}) })
      }
    }
    flush()
    const joinsNext = breakNo && !/\s$/u.test(pending)
    if (tokens.length === 0) return
    const part = blockPart()
    if (!part) return
    const page = currentPage()
    const last = tokens.at(-1)
    if (last) {
      // The line-final `=` of transcriptions is Fraktur's double hyphen; `lb break="no"` joins without a mark.
      if (joinsNext) last.content = `${last.content.replace(/[-=¬]$/u, '')}\u00ad`
      else if (/\p{L}=$/u.test(last.content)) last.content = `${last.content.slice(0, -1)}-`
    }
    const lineBox = current.box ?? block?.box ?? EMPTY_BOX
    const shared = shareBox(tokens.map((token) => token.content).join(' '), lineBox)
    const words: AltoWord[] = tokens.map((token, index) => page.builder.word(token.content, token.box ?? shared[index]?.box ?? lineBox, token.confidence, parser.line))
    page.builder.addLine(words, part)
  }

  const addText = (text: string) => {
    if (collecting) {
      collecting.text += text
      return
    }
    if (!inText || skipDepth !== undefined) return
    if (heading) heading.text += text
    if (word) {
      word.text += text
      return
    }
    if (!block && text.trim() === '') return
    // Text outside any paragraph (straight in a div or the body) is a block of its own.
    block ??= { element: '', depth: open.length, box: EMPTY_BOX, id: `block-${++blocks}`, heading: false, unit: unitStack.at(-1) }
    line ??= { tokens: [] }
    line.tokens.push(text)
  }

  parser.on('opentag', (tag) => {
    const name = localName(tag.name)
    if (open.length === 0 && name !== 'TEI' && name !== 'TEI.2' && name !== 'teiCorpus') {
      throw new IngestError(file, parser.line, `expected a TEI document (<TEI>), found <${tag.name}>`)
    }
    open.push(name)
    checkDepth(open.length, file, parser.line)
    const attributes = localAttributes(tag.attributes)

    if (open.includes('teiHeader')) {
      readHeaderElement(name, attributes)
      return
    }
    if (name === 'facsimile') {
      facsimileId = attributes.id
      return
    }
    if (name === 'surface') {
      surfaceId = attributes.id ?? `surface-${surfaces.size + 1}`
      const x = number(attributes.ulx) ?? 0
      const y = number(attributes.uly) ?? 0
      const lrx = number(attributes.lrx)
      const lry = number(attributes.lry)
      surfaces.set(surfaceId, { x, y, ...(lrx !== undefined && lrx > x ? { width: lrx - x } : {}), ...(lry !== undefined && lry > y ? { height: lry - y } : {}) })
      surfaceOrder.push(surfaceId)
      if (facsimileId !== undefined && !facsimileFirstSurface.has(facsimileId)) facsimileFirstSurface.set(facsimileId, surfaceId)
      return
    }
    if (name === 'graphic' && surfaceId !== undefined) {
      const surface = surfaces.get(surfaceId)
      if (surface) {
        surface.url ??= attributes.url
        surface.width ??= number(attributes.width)
        surface.height ??= number(attributes.height)
      }
      return
    }
    if (name === 'zone' && surfaceId !== undefined) {
      const points = attributes.points
      const ulx = number(attributes.ulx)
      const uly = number(attributes.uly)
      const lrx = number(attributes.lrx)
      const lry = number(attributes.lry)
      const box =
        points !== undefined ? boxOfPoints(points) : ulx !== undefined && uly !== undefined && lrx !== undefined && lry !== undefined ? boxFromEdges(ulx, uly, lrx, lry) : undefined
      if (box && attributes.id !== undefined) zones.set(attributes.id, { box, surface: surfaceId })
      return
    }
    if (name === 'text' || name === 'body' || name === 'front' || name === 'back') {
      inText = true
      const lang = normalizeLanguage(attributes.lang ?? '')
      if (name === 'text' && lang && !languages.includes(lang)) languages.push(lang)
      return
    }
    if (!inText || skipDepth !== undefined) return
    if (SKIPPED.has(name) || (NOT_CHOSEN.has(name) && open.at(-2) === 'choice')) {
      skipDepth = open.length
      return
    }

    if (name === 'pb') {
      endLine()
      const last = pages.at(-1)
      const page = last && !last.used && last.surface === undefined && last.ref.label === undefined ? last : newPage()
      if (attributes.n !== undefined) page.ref.label = attributes.n
      const facs = attributes.facs?.trim()
      const local = pointer(facs)
      if (local !== undefined) page.surface = facsimileFirstSurface.get(local) ?? local
      else if (facs) page.ref.imageHref = facs
      return
    }
    if (DIVISIONS.test(name)) {
      endLine()
      if (block?.element === '') block = undefined
      const type = attributes.type?.trim() ?? ''
      const frame: UnitFrame = {
        unit: { id: attributes.id ?? `div-${units.length + 1}`, type: mapLogicalType(type)?.type ?? 'section', sourceType: type === '' ? name : type, blocks: [] },
        titled: false,
      }
      const lang = normalizeLanguage(attributes.lang ?? '')
      if (lang) frame.unit.language = lang
      units.push(frame)
      unitStack.push(frame)
      return
    }
    if (BLOCKS.has(name) && (!block || block.element === '')) {
      endLine()
      const unit = unitStack.at(-1)
      const isHeading = name === 'head' && unit !== undefined && !unit.titled
      block = { element: name, depth: open.length, box: zoneBox(pointer(attributes.facs)) ?? EMPTY_BOX, id: attributes.id ?? `block-${++blocks}`, heading: isHeading, unit }
      if (isHeading && unit) {
        unit.titled = true
        heading = { depth: open.length, text: '', unit }
      }
      return
    }
    if ((name === 'lb' || name === 'l') && !word) {
      const box = zoneBox(pointer(attributes.facs))
      const breakNo = name === 'lb' && attributes.break === 'no'
      endLine(breakNo)
      line = { tokens: [], ...(box ? { box } : {}) }
      return
    }
    if (name === 'w') {
      const box = zoneBox(pointer(attributes.facs))
      const confidence = certainty(attributes.cert ?? attributes.conf)
      word = { text: '', depth: open.length, ...(box ? { box } : {}), ...(confidence === undefined ? {} : { confidence }) }
    }
  })

  function readHeaderElement(name: string, attributes: Record<string, string>): void {
    const inSource = open.includes('sourceDesc')
    const collect = (done: (text: string) => void) => {
      collecting ??= { depth: open.length, text: '', done }
    }
    if (name === 'msDesc') manuscript = true
    else if (name === 'title' && open.includes('titleStmt') && !inSource) {
      const type = attributes.type
      collect((text) => {
        if ((type === undefined || type === 'main') && header.mainTitle === '') header.mainTitle = text
        if (header.title === '') header.title = text
      })
    } else if (name === 'title' && inSource && attributes.level === 'j') collect((text) => (header.journal ||= text))
    else if (name === 'author' && (open.includes('titleStmt') || inSource)) {
      collect((text) => {
        if (text !== '' && !authors.includes(text)) authors.push(text)
      })
    } else if (name === 'idno' && open.includes('publicationStmt')) collect((text) => (header.idno ||= text))
    else if (name === 'date' && inSource) collect((text) => (header.sourceDate ||= dateOf(attributes, text) ?? ''))
    else if (name === 'date' && open.includes('publicationStmt')) collect((text) => (header.publicationDate ||= dateOf(attributes, text) ?? ''))
    else if (name === 'biblScope' && inSource && /^(?:issue|no|number)$/i.test(attributes.unit ?? attributes.type ?? '')) {
      collect((text) => (header.number ||= attributes.n ?? text))
    } else if (name === 'publisher' && inSource) {
      // Transkribus writes its account holder here (`TRP document creator: e-mail`): no publisher, and not to be published.
      collect((text) => {
        if (!/^TRP document creator/i.test(text)) header.publisher ||= text
      })
    }
    else if (name === 'language' && open.includes('langUsage')) {
      const code = normalizeLanguage(attributes.ident ?? '')
      if (code && !languages.includes(code)) languages.push(code)
    }
  }

  parser.on('text', addText)
  parser.on('cdata', addText)

  parser.on('closetag', () => {
    const depth = open.length
    const name = open.pop()
    if (collecting && depth === collecting.depth) {
      collecting.done(collecting.text.replace(/\s+/g, ' ').trim())
      collecting = undefined
    }
    if (name === 'surface') surfaceId = undefined
    if (name === 'facsimile') facsimileId = undefined
    if (skipDepth !== undefined) {
      if (depth === skipDepth) skipDepth = undefined
      return
    }
    if (word && depth === word.depth) {
      const content = word.text.replace(/\s+/g, ' ').trim()
      if (content !== '') {
        line ??= { tokens: [] }
        line.tokens.push({ content, ...(word.box ? { box: word.box } : {}), ...(word.confidence === undefined ? {} : { confidence: word.confidence }) })
      }
      word = undefined
      return
    }
    if (heading && depth === heading.depth) {
      const title = heading.text.replace(/\s+/g, ' ').trim()
      if (title !== '') heading.unit.unit.title = title
      heading = undefined
    }
    if (block && depth === block.depth) {
      endLine()
      block = undefined
    }
    if (name !== undefined && DIVISIONS.test(name)) unitStack.pop()
    if (name === 'body' || name === 'front' || name === 'back') {
      endLine()
      block = undefined
    }
  })

  runXmlParser(parser, xml.replace(/^\uFEFF/, ''), file)
  const unclosed = open.at(-1)
  if (unclosed !== undefined) throw new IngestError(file, parser.line, `malformed XML: unclosed tag: ${unclosed}`)
  if (!inText) throw new IngestError(file, parser.line, 'the TEI document has no <text>')

  return teiDocument({ header, authors, languages, manuscript, pages, units, surfaces, surfaceOrder, warnings }, xml, file, parser.line)
}
