/**
 * ABBYY FineReader XML (schemas 6 to 10, FineReader Engine 9 to 12): the raw OCR behind most ALTO,
 * shipped as is by the Internet Archive (`*_abbyy.xml`, one file per book) and by many library
 * workflows (a file per page, often a bare `<page>` root without namespace, as the BCU Lausanne
 * delivers it). Read in one SAX pass into the ALTO page model, one AltoPage per `<page>`.
 *
 * - Blocks are `block`s: Text is text, Picture an illustration, Table a composed block holding a
 *   text block per cell, the rest (Separator, Barcode, Checkmark…) graphics.
 * - Words are assembled from per-character `charParams` (a space ends a word, `wordStart`/
 *   `wordFirst` begins one unless it is punctuation written against its word; the word's box is the union of its characters', its confidence the
 *   mean `charConfidence` on 0..100 made 0..1), or, where a `formatting` run holds plain text and
 *   no characters (FineReader 6 without character output), split at spaces sharing the line's box.
 * - Line-end hyphens (`-`, `¬`) are joined with the next line's first word, as in ALTO.
 * - Coordinates are pixels (`l t r b`), the page's size `width`/`height`.
 */
import type { SaxesParser } from 'saxes'
import { createXmlParser, localName, runXmlParser } from '../../xml.ts'
import { type AltoBlock, type AltoPage, type AltoWord, type Box, IngestError } from '../../types.ts'
import { EMPTY_BOX, PageBuilder, boxFromEdges, checkDepth, confidenceOf, shareBox, unionBox } from '../../ocr-page.ts'
import { baseName, xmlRoot } from '../../sniff-xml.ts'
import { normalizeLanguage } from '../../../domain/languages.ts'

const ABBYY_NAMESPACE = /abbyy\.com\/FineReader_xml/i

/** Whether a file is ABBYY FineReader XML, from its name and its first few KB. */
export function detect(head: string, name: string): boolean {
  const root = xmlRoot(head)
  if (!root) return false
  if (root.namespace !== undefined && ABBYY_NAMESPACE.test(root.namespace)) return true
  const named = /_abbyy(?:\.xml)?$/.test(baseName(name))
  // A bare `<page>` (or `<document>`) without namespace: ABBYY's by its blocks' `blockType`.
  if (root.name === 'document' || root.name === 'page') return named || /<(?:\w+:)?block\b[^>]*\bblockType\s*=/.test(head)
  return false
}

const BLOCK_KINDS: Record<string, AltoBlock['kind']> = {
  text: 'text',
  picture: 'illustration',
  table: 'composed',
}

function number(attributes: Record<string, string>, name: string): number | undefined {
  const value = attributes[name]?.trim()
  if (value === undefined || value === '') return undefined
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : undefined
}

function edges(attributes: Record<string, string>): Box | undefined {
  const l = number(attributes, 'l')
  const t = number(attributes, 't')
  const r = number(attributes, 'r')
  const b = number(attributes, 'b')
  return l === undefined || t === undefined || r === undefined || b === undefined ? undefined : boxFromEdges(l, t, r, b)
}

/**
 * ABBYY's language names as ISO 639-1: `FrenchStandard`, `GermanNewSpelling`, `OldFrench`,
 * `EnglishUnitedStates`: the language is the first word after an `Old`.
 */
export function abbyyLanguage(name: string | undefined): string | undefined {
  const word = /^(?:Old)?([A-Z][a-z]+)/.exec(name?.trim() ?? '')?.[1]
  return word === undefined ? undefined : normalizeLanguage(word)
}

const truthy = (value: string | undefined) => value === 'true' || value === '1'

/** Attributes by local name (`abbyy:l` is `l`); namespace declarations left out. */
function local(raw: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(raw)) if (name !== 'xmlns' && !name.startsWith('xmlns:')) out[localName(name)] = value
  return out
}

interface PendingWord {
  content: string
  boxes: Box[]
  confidences: number[]
}

/** The state of one pass over an ABBYY file, which the element handlers below share. */
interface AbbyyPass {
  file: string
  parser: SaxesParser
  open: string[]
  pages: AltoPage[]
  page: { builder: PageBuilder; width?: number; height?: number } | undefined
  block: { block: AltoBlock; rects: Box[]; kind: AltoBlock['kind'] } | undefined
  cell: AltoBlock | undefined
  cells: number
  line: { box: Box; words: AltoWord[]; plain: string; chars: boolean; line: number } | undefined
  word: PendingWord | undefined
  char: { text: string; box: Box | undefined; start: boolean; confidence?: number } | undefined
}

type Attributes = Record<string, string>

function endWord(pass: AbbyyPass): void {
  const { word, line, page } = pass
  if (!word || !line || !page) return
  const content = word.content.trim()
  if (content !== '') {
    const confidence = word.confidences.length > 0 ? word.confidences.reduce((sum, c) => sum + c, 0) / word.confidences.length : undefined
    line.words.push(page.builder.word(content, unionBox(word.boxes) ?? line.box, confidenceOf(confidence, 100), line.line))
  }
  pass.word = undefined
}

/** What each element opens, by its local name. */
const OPEN: Readonly<Record<string, (pass: AbbyyPass, attributes: Attributes) => void>> = {
  page: (pass, attributes) => {
    pass.page = { builder: new PageBuilder(pass.file, pass.parser.line), width: number(attributes, 'width'), height: number(attributes, 'height') }
    pass.cells = 0
  },
  block: (pass, attributes) => {
    const page = pass.page
    if (!page) return
    const type = (attributes.blockType ?? 'Text').trim().toLowerCase()
    const kind = BLOCK_KINDS[type] ?? 'graphic'
    const id = `block-${page.builder.blocks.length + 1}`
    pass.block = { block: page.builder.block(id, kind, edges(attributes) ?? EMPTY_BOX), rects: [], kind }
  },
  rect: (pass, attributes) => {
    const box = edges(attributes)
    if (pass.block && box) pass.block.rects.push(box)
  },
  cell: (pass) => {
    const { page, block } = pass
    if (page && block?.kind === 'composed') {
      pass.cells += 1
      pass.cell = page.builder.block(`${block.block.id}-cell-${pass.cells}`, 'text', EMPTY_BOX)
    }
  },
  formatting: (pass, attributes) => {
    if (pass.page) pass.page.builder.language = abbyyLanguage(attributes.lang)
  },
  line: (pass, attributes) => {
    pass.line = { box: edges(attributes) ?? EMPTY_BOX, words: [], plain: '', chars: false, line: pass.parser.line }
  },
  charParams: (pass, attributes) => {
    const confidence = number(attributes, 'charConfidence')
    pass.char = {
      text: '',
      box: edges(attributes),
      start: truthy(attributes.wordStart) || truthy(attributes.wordFirst),
      ...(confidence === undefined || confidence < 0 ? {} : { confidence }),
    }
    if (pass.line) pass.line.chars = true
  },
}

/** What each element ends, by its local name. */
const CLOSE: Readonly<Record<string, (pass: AbbyyPass) => void>> = {
  charParams: (pass) => {
    const { char } = pass
    if (!char || !pass.line) return
    const text = char.text
    if (text === '' || /^\s+$/u.test(text)) {
      endWord(pass)
    } else {
      // ABBYY starts a "word" at punctuation too (`nir` `,`): with no space before, it stays on its word.
      if (char.start && !/^\p{P}+$/u.test(text)) endWord(pass)
      const word = (pass.word ??= { content: '', boxes: [], confidences: [] })
      word.content += text
      if (char.box) word.boxes.push(char.box)
      if (char.confidence !== undefined) word.confidences.push(char.confidence)
    }
    pass.char = undefined
  },
  line: (pass) => {
    const { line, page, block, cell } = pass
    if (!line || !page) return
    endWord(pass)
    // A run of plain text (no characters) shares the line's box.
    if (!line.chars && line.plain.trim() !== '') {
      line.words = shareBox(line.plain, line.box).map((w) => page.builder.word(w.content, w.box, undefined, line.line))
    }
    const targets = cell && block ? [cell, block.block] : block && block.kind === 'text' ? [block.block] : []
    page.builder.addLine(line.words, ...targets)
    pass.line = undefined
  },
  cell: (pass) => {
    pass.cell = undefined
  },
  block: (pass) => {
    const { block } = pass
    if (block && block.block.box === EMPTY_BOX) block.block.box = unionBox(block.rects) ?? EMPTY_BOX
    pass.block = undefined
  },
  page: (pass) => {
    if (pass.page) pass.pages.push(pass.page.builder.finish(pass.page.width, pass.page.height))
    pass.page = undefined
  },
}

/** Reads an ABBYY FineReader XML file: one page per `<page>`. `file` names it in errors. */
export function readAbbyy(xml: string, file: string): AltoPage[] {
  const parser = createXmlParser(file)
  const pass: AbbyyPass = { file, parser, open: [], pages: [], page: undefined, block: undefined, cell: undefined, cells: 0, line: undefined, word: undefined, char: undefined }
  parser.on('opentag', (tag) => {
    const name = localName(tag.name)
    if (pass.open.length === 0 && name !== 'document' && name !== 'page') {
      throw new IngestError(file, parser.line, `expected ABBYY FineReader XML (<document> or <page>), found <${tag.name}>`)
    }
    pass.open.push(name)
    checkDepth(pass.open.length, file, parser.line)
    if (Object.hasOwn(OPEN, name)) OPEN[name]?.(pass, local(tag.attributes))
  })
  const addText = (text: string) => {
    if (pass.char) pass.char.text += text
    else if (pass.line && pass.open.at(-1) === 'formatting') pass.line.plain += text
  }
  parser.on('text', addText)
  parser.on('cdata', addText)
  parser.on('closetag', () => {
    const name = pass.open.pop()
    if (name !== undefined && Object.hasOwn(CLOSE, name)) CLOSE[name]?.(pass)
  })

  runXmlParser(parser, xml, file)
  const unclosed = pass.open.at(-1)
  if (unclosed !== undefined) throw new IngestError(file, parser.line, `malformed XML: unclosed tag: ${unclosed}`)
  if (pass.pages.length === 0) throw new IngestError(file, parser.line, 'the ABBYY document has no <page>')
  return pass.pages
}
