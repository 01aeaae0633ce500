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
import type { SaxesParser } from 'saxes'
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

/** The state of one pass over a TEI file, which the element handlers below share. */
interface TeiPass {
  file: string
  parser: SaxesParser
  open: string[]
  warnings: string[]
  header: { title: string; mainTitle: string; journal: string; idno: string; sourceDate: string; publicationDate: string; number: string; publisher: string }
  authors: string[]
  languages: string[]
  manuscript: boolean
  /** Text being collected for a header element, with where it goes. */
  collecting: { depth: number; text: string; done: (text: string) => void } | undefined
  zones: Map<string, Zone>
  surfaces: Map<string, Surface>
  surfaceOrder: string[]
  facsimileFirstSurface: Map<string, string>
  surfaceId: string | undefined
  facsimileId: string | undefined
  pages: TeiPage[]
  units: UnitFrame[]
  unitStack: UnitFrame[]
  block: BlockFrame | undefined
  blocks: number
  line: { tokens: (Token | string)[]; box?: Box } | undefined
  word: { text: string; box?: Box; confidence?: number; depth: number } | undefined
  heading: { depth: number; text: string; unit: UnitFrame } | undefined
  skipDepth: number | undefined
  inText: boolean
}

type Attributes = Record<string, string>
type OpenHandler = (pass: TeiPass, attributes: Attributes, name: string) => void

function newPage(pass: TeiPass): TeiPage {
  if (pass.pages.length >= MAX_DOCUMENT_PAGES) {
    throw new IngestError(pass.file, pass.parser.line, `the document has more than ${MAX_DOCUMENT_PAGES.toLocaleString('en')} pages (<pb>), the limit for one document`)
  }
  const page: TeiPage = { ref: { sequence: pass.pages.length + 1 }, builder: new PageBuilder(pass.file), used: false }
  pass.pages.push(page)
  return page
}

function currentPage(pass: TeiPass): TeiPage {
  const page = pass.pages.at(-1) ?? newPage(pass)
  page.used = true
  return page
}

function zoneBox(pass: TeiPass, id: string | undefined): Box | undefined {
  const zone = id === undefined ? undefined : pass.zones.get(id)
  if (!zone) return undefined
  const surface = pass.surfaces.get(zone.surface)
  return { ...zone.box, x: zone.box.x - (surface?.x ?? 0), y: zone.box.y - (surface?.y ?? 0) }
}

/** The block's part on the current page, made when its first line arrives there: a block a pb interrupts goes on as a part of the next page. */
function blockPart(pass: TeiPass): AltoBlock | undefined {
  const block = pass.block
  if (!block) return undefined
  const page = currentPage(pass)
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

/** A line's raw text split at spaces, its explicit words kept whole; and whether it runs on into the next line's first word. */
function lineTokens(current: (Token | string)[], breakNo: boolean): { tokens: Token[]; joinsNext: boolean } {
  const tokens: Token[] = []
  let pending = ''
  const flush = () => {
    for (const part of pending.split(/\s+/u)) if (part !== '') tokens.push({ content: part })
    pending = ''
  }
  for (const token of current) {
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
  return { tokens, joinsNext: breakNo && !/\s$/u.test(pending) }
}

function endLine(pass: TeiPass, breakNo = false): void {
  const current = pass.line
  if (!current) return
  pass.line = undefined
  const { tokens, joinsNext } = lineTokens(current.tokens, breakNo)
  if (tokens.length === 0) return
  const part = blockPart(pass)
  if (!part) return
  const page = currentPage(pass)
  const last = tokens.at(-1)
  if (last) {
    // The line-final `=` of transcriptions is Fraktur's double hyphen; `lb break="no"` joins without a mark.
    if (joinsNext) last.content = `${last.content.replace(/[-=¬]$/u, '')}\u00ad`
    else if (/\p{L}=$/u.test(last.content)) last.content = `${last.content.slice(0, -1)}-`
  }
  const lineBox = current.box ?? pass.block?.box ?? EMPTY_BOX
  const shared = shareBox(tokens.map((token) => token.content).join(' '), lineBox)
  const words: AltoWord[] = tokens.map((token, index) => page.builder.word(token.content, token.box ?? shared[index]?.box ?? lineBox, token.confidence, pass.parser.line))
  page.builder.addLine(words, part)
}

function addText(pass: TeiPass, text: string): void {
  if (pass.collecting) {
    pass.collecting.text += text
    return
  }
  if (!pass.inText || pass.skipDepth !== undefined) return
  if (pass.heading) pass.heading.text += text
  if (pass.word) {
    pass.word.text += text
    return
  }
  if (!pass.block && text.trim() === '') return
  // Text outside any paragraph (straight in a div or the body) is a block of its own.
  pass.block ??= { element: '', depth: pass.open.length, box: EMPTY_BOX, id: `block-${++pass.blocks}`, heading: false, unit: pass.unitStack.at(-1) }
  pass.line ??= { tokens: [] }
  pass.line.tokens.push(text)
}

/** The facsimile's elements: surfaces and zones are the boxes, a surface's graphic its page's scan. */
const FACSIMILE: Readonly<Record<string, OpenHandler>> = {
  facsimile: (pass, attributes) => {
    pass.facsimileId = attributes.id
  },
  surface: (pass, attributes) => {
    const id = attributes.id ?? `surface-${pass.surfaces.size + 1}`
    pass.surfaceId = id
    const x = number(attributes.ulx) ?? 0
    const y = number(attributes.uly) ?? 0
    const lrx = number(attributes.lrx)
    const lry = number(attributes.lry)
    pass.surfaces.set(id, { x, y, ...(lrx !== undefined && lrx > x ? { width: lrx - x } : {}), ...(lry !== undefined && lry > y ? { height: lry - y } : {}) })
    pass.surfaceOrder.push(id)
    if (pass.facsimileId !== undefined && !pass.facsimileFirstSurface.has(pass.facsimileId)) pass.facsimileFirstSurface.set(pass.facsimileId, id)
  },
  graphic: (pass, attributes) => {
    const surface = pass.surfaceId === undefined ? undefined : pass.surfaces.get(pass.surfaceId)
    if (surface) {
      surface.url ??= attributes.url
      surface.width ??= number(attributes.width)
      surface.height ??= number(attributes.height)
    }
  },
  zone: (pass, attributes) => {
    const ulx = number(attributes.ulx)
    const uly = number(attributes.uly)
    const lrx = number(attributes.lrx)
    const lry = number(attributes.lry)
    const box =
      attributes.points !== undefined
        ? boxOfPoints(attributes.points)
        : ulx !== undefined && uly !== undefined && lrx !== undefined && lry !== undefined
          ? boxFromEdges(ulx, uly, lrx, lry)
          : undefined
    if (box && attributes.id !== undefined && pass.surfaceId !== undefined) pass.zones.set(attributes.id, { box, surface: pass.surfaceId })
  },
}

/** Graphics and zones count only inside a surface. */
const IN_SURFACE = new Set(['graphic', 'zone'])

function openTextContainer(pass: TeiPass, attributes: Attributes, name: string): void {
  pass.inText = true
  const lang = normalizeLanguage(attributes.lang ?? '')
  if (name === 'text' && lang && !pass.languages.includes(lang)) pass.languages.push(lang)
}
const TEXT_CONTAINERS = new Set(['text', 'body', 'front', 'back'])

function openPageBreak(pass: TeiPass, attributes: Attributes): void {
  endLine(pass)
  const last = pass.pages.at(-1)
  const page = last && !last.used && last.surface === undefined && last.ref.label === undefined ? last : newPage(pass)
  if (attributes.n !== undefined) page.ref.label = attributes.n
  const facs = attributes.facs?.trim()
  const local = pointer(facs)
  if (local !== undefined) page.surface = pass.facsimileFirstSurface.get(local) ?? local
  else if (facs) page.ref.imageHref = facs
}

function openDivision(pass: TeiPass, attributes: Attributes, name: string): void {
  endLine(pass)
  if (pass.block?.element === '') pass.block = undefined
  const type = attributes.type?.trim() ?? ''
  const frame: UnitFrame = {
    unit: { id: attributes.id ?? `div-${pass.units.length + 1}`, type: mapLogicalType(type)?.type ?? 'section', sourceType: type === '' ? name : type, blocks: [] },
    titled: false,
  }
  const lang = normalizeLanguage(attributes.lang ?? '')
  if (lang) frame.unit.language = lang
  pass.units.push(frame)
  pass.unitStack.push(frame)
}

function openBlock(pass: TeiPass, attributes: Attributes, name: string): void {
  endLine(pass)
  const unit = pass.unitStack.at(-1)
  const isHeading = name === 'head' && unit !== undefined && !unit.titled
  pass.block = { element: name, depth: pass.open.length, box: zoneBox(pass, pointer(attributes.facs)) ?? EMPTY_BOX, id: attributes.id ?? `block-${++pass.blocks}`, heading: isHeading, unit }
  if (isHeading && unit) {
    unit.titled = true
    pass.heading = { depth: pass.open.length, text: '', unit }
  }
}

function openLine(pass: TeiPass, attributes: Attributes, name: string): void {
  if (pass.word) return
  const box = zoneBox(pass, pointer(attributes.facs))
  endLine(pass, name === 'lb' && attributes.break === 'no')
  pass.line = { tokens: [], ...(box ? { box } : {}) }
}

function openWord(pass: TeiPass, attributes: Attributes): void {
  const box = zoneBox(pass, pointer(attributes.facs))
  const confidence = certainty(attributes.cert ?? attributes.conf)
  pass.word = { text: '', depth: pass.open.length, ...(box ? { box } : {}), ...(confidence === undefined ? {} : { confidence }) }
}

/** The handler of an element inside the text, if it has one. */
function textHandler(pass: TeiPass, name: string): OpenHandler | undefined {
  if (name === 'pb') return openPageBreak
  if (DIVISIONS.test(name)) return openDivision
  if (BLOCKS.has(name) && (!pass.block || pass.block.element === '')) return openBlock
  if (name === 'lb' || name === 'l') return openLine
  if (name === 'w') return openWord
  return undefined
}

function openTag(pass: TeiPass, qualified: string, raw: Attributes): void {
  const name = localName(qualified)
  const { open } = pass
  if (open.length === 0 && name !== 'TEI' && name !== 'TEI.2' && name !== 'teiCorpus') {
    throw new IngestError(pass.file, pass.parser.line, `expected a TEI document (<TEI>), found <${qualified}>`)
  }
  open.push(name)
  checkDepth(open.length, pass.file, pass.parser.line)
  const attributes = localAttributes(raw)
  if (open.includes('teiHeader')) return readHeaderElement(pass, name, attributes)
  const facsimile = Object.hasOwn(FACSIMILE, name) ? FACSIMILE[name] : undefined
  if (facsimile && (!IN_SURFACE.has(name) || pass.surfaceId !== undefined)) return facsimile(pass, attributes, name)
  if (TEXT_CONTAINERS.has(name)) return openTextContainer(pass, attributes, name)
  if (!pass.inText || pass.skipDepth !== undefined) return
  if (SKIPPED.has(name) || (NOT_CHOSEN.has(name) && open.at(-2) === 'choice')) {
    pass.skipDepth = open.length
    return
  }
  textHandler(pass, name)?.(pass, attributes, name)
}

/** The header's elements: where each one's text goes. */
function readHeaderElement(pass: TeiPass, name: string, attributes: Attributes): void {
  const { open, header } = pass
  const inSource = open.includes('sourceDesc')
  const collect = (done: (text: string) => void) => {
    pass.collecting ??= { depth: open.length, text: '', done }
  }
  if (name === 'msDesc') pass.manuscript = true
  else if (name === 'title' && open.includes('titleStmt') && !inSource) {
    const type = attributes.type
    collect((text) => {
      if ((type === undefined || type === 'main') && header.mainTitle === '') header.mainTitle = text
      if (header.title === '') header.title = text
    })
  } else if (name === 'title' && inSource && attributes.level === 'j') collect((text) => (header.journal ||= text))
  else if (name === 'author' && (open.includes('titleStmt') || inSource)) {
    collect((text) => {
      if (text !== '' && !pass.authors.includes(text)) pass.authors.push(text)
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
    if (code && !pass.languages.includes(code)) pass.languages.push(code)
  }
}

/** Closes the innermost word, heading, block, division or text part the closing element ends. */
function closeTag(pass: TeiPass): void {
  const depth = pass.open.length
  const name = pass.open.pop()
  if (pass.collecting && depth === pass.collecting.depth) {
    pass.collecting.done(pass.collecting.text.replace(/\s+/g, ' ').trim())
    pass.collecting = undefined
  }
  if (name === 'surface') pass.surfaceId = undefined
  if (name === 'facsimile') pass.facsimileId = undefined
  if (pass.skipDepth !== undefined) {
    if (depth === pass.skipDepth) pass.skipDepth = undefined
    return
  }
  const { word, heading } = pass
  if (word && depth === word.depth) {
    const content = word.text.replace(/\s+/g, ' ').trim()
    if (content !== '') {
      pass.line ??= { tokens: [] }
      pass.line.tokens.push({ content, ...(word.box ? { box: word.box } : {}), ...(word.confidence === undefined ? {} : { confidence: word.confidence }) })
    }
    pass.word = undefined
    return
  }
  if (heading && depth === heading.depth) {
    const title = heading.text.replace(/\s+/g, ' ').trim()
    if (title !== '') heading.unit.unit.title = title
    pass.heading = undefined
  }
  if (pass.block && depth === pass.block.depth) {
    endLine(pass)
    pass.block = undefined
  }
  if (name !== undefined && DIVISIONS.test(name)) pass.unitStack.pop()
  if (name === 'body' || name === 'front' || name === 'back') {
    endLine(pass)
    pass.block = undefined
  }
}

/** Reads a TEI file into its package and its pages' OCR. `file` names it in errors and is the folder its scans are found in. */
export function readTei(xml: string, file: string): DocumentRead {
  const parser = createXmlParser(file)
  const pass: TeiPass = {
    file,
    parser,
    open: [],
    warnings: [],
    header: { title: '', mainTitle: '', journal: '', idno: '', sourceDate: '', publicationDate: '', number: '', publisher: '' },
    authors: [],
    languages: [],
    manuscript: false,
    collecting: undefined,
    zones: new Map(),
    surfaces: new Map(),
    surfaceOrder: [],
    facsimileFirstSurface: new Map(),
    surfaceId: undefined,
    facsimileId: undefined,
    pages: [],
    units: [],
    unitStack: [],
    block: undefined,
    blocks: 0,
    line: undefined,
    word: undefined,
    heading: undefined,
    skipDepth: undefined,
    inText: false,
  }
  parser.on('opentag', (tag) => openTag(pass, tag.name, tag.attributes))
  parser.on('text', (text) => addText(pass, text))
  parser.on('cdata', (text) => addText(pass, text))
  parser.on('closetag', () => closeTag(pass))

  runXmlParser(parser, xml.replace(/^\uFEFF/, ''), file)
  const unclosed = pass.open.at(-1)
  if (unclosed !== undefined) throw new IngestError(file, parser.line, `malformed XML: unclosed tag: ${unclosed}`)
  if (!pass.inText) throw new IngestError(file, parser.line, 'the TEI document has no <text>')
  const { header, authors, languages, manuscript, pages, units, surfaces, surfaceOrder, warnings } = pass
  return teiDocument({ header, authors, languages, manuscript, pages, units, surfaces, surfaceOrder, warnings }, xml, file, parser.line)
}
