/**
 * hOCR (HTML with OCR classes: Tesseract, OCRopus, the Internet Archive, Google Books) into the
 * ALTO page model, one AltoPage per `ocr_page`.
 *
 * hOCR is HTML: Tesseract writes well-formed XHTML, but files that have been through other tools
 * (and Google Books' and older engines' output) are HTML that is not XML (unquoted attributes,
 * `<br>`, unclosed `<p>` and `<span>`, entities XML does not know). So it is read with
 * htmlparser2 (pinned in package.json), a maintained streaming HTML tokenizer that closes what
 * HTML closes implicitly, instead of saxes, which stops at the first such error. It reads no DTD,
 * so no entity can expand.
 *
 * - `ocr_page`: its `bbox` is the page's size (pixels).
 * - Blocks: `ocr_carea`, `ocr_column`, `ocr_table`, `ocr_float`, or an `ocr_par` outside them (lines
 *   straight under the page, as OCRopus writes them, get a block of their own); `ocr_photo`,
 *   `ocr_image` are illustrations, `ocr_separator`, `ocr_linedrawing` graphics.
 * - Lines: `ocr_line`, `ocrx_line`, and Tesseract's `ocr_caption`, `ocr_header`, `ocr_textfloat`.
 * - Words: `ocrx_word` with `bbox` and `x_wconf` (0..100, made 0..1) in the `title`; characters
 *   in `ocrx_cinfo` (the Internet Archive's) make up their word's text. A line without word markup
 *   is split at spaces, its words sharing the line's box; a word without a `bbox` takes its line's.
 */
import { Parser } from 'htmlparser2'
import { type AltoBlock, type AltoPage, type AltoWord, type Box, IngestError } from '../../types.ts'
import { withoutControls } from '../../clean-text.ts'
import { EMPTY_BOX, PageBuilder, boxFromEdges, checkDepth, confidenceOf, shareBox } from '../../ocr-page.ts'
import { baseName } from '../../sniff-xml.ts'
import { normalizeLanguage } from '../../../domain/languages.ts'

/** Whether a file is hOCR, from its name and its first few KB. */
export function detect(head: string, name: string): boolean {
  const html = /\.(?:hocr|html?|xhtml)$/.test(baseName(name)) || /<html[\s>]/i.test(head)
  return html && /\bocr_page\b|name\s*=\s*["']?ocr-system\b|\bocrx?_(?:line|word)\b/.test(head)
}

interface Title {
  box?: Box
  confidence?: number
}

/** The `title` properties hOCR uses: `bbox x0 y0 x1 y1; x_wconf 93; …`. */
function parseTitle(title: string | undefined): Title {
  const out: Title = {}
  for (const property of (title ?? '').split(';')) {
    const [key, ...values] = property.trim().split(/\s+/)
    if (key === 'bbox' && values.length >= 4) {
      const [x0, y0, x1, y1] = values.map(Number)
      const box = x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined ? undefined : boxFromEdges(x0, y0, x1, y1)
      if (box) out.box = box
    } else if (key === 'x_wconf' && values[0] !== undefined) {
      const confidence = confidenceOf(Number(values[0]), 100)
      if (confidence !== undefined) out.confidence = confidence
    }
  }
  return out
}

const BLOCK_CLASSES: Record<string, AltoBlock['kind']> = {
  ocr_carea: 'text',
  ocr_column: 'text',
  ocr_table: 'text',
  ocr_float: 'text',
  ocr_photo: 'illustration',
  ocr_image: 'illustration',
  ocr_separator: 'graphic',
  ocr_linedrawing: 'graphic',
}
const LINE_CLASSES = new Set(['ocr_line', 'ocrx_line', 'ocr_caption', 'ocr_header', 'ocr_textfloat'])

type Role = 'page' | 'block' | 'line' | 'word' | 'other'

/** The state of one pass over an hOCR file, which the role handlers below share. */
interface HocrPass {
  file: string
  html: string
  pages: AltoPage[]
  /** Open elements with the role they play; a line or word that HTML left open is ended by the next one, so each frame knows whether it is still the current one. */
  stack: { role: Role; frame: number; language: string | undefined }[]
  frames: number
  lineFrame: number
  blockFrame: number
  /** The current block is an ocr_par: another ocr_par (HTML left the first open) starts a new block. */
  blockIsPar: boolean
  wordFrame: number
  page: { builder: PageBuilder; box?: Box } | undefined
  block: AltoBlock | undefined
  /** The block made for lines straight under the page, which a real block element ends. */
  implicit: boolean
  line: { box: Box; words: AltoWord[]; text: string; marked: boolean; line: number } | undefined
  word: { title: Title; text: string } | undefined
  /** Lines of the source, counted once as the parser moves forward (the next newline is looked up once, not per tag). */
  nextNewline: number
  lineNumber: number
}

type Attributes = Record<string, string>

function lineAt(pass: HocrPass, index: number): number {
  while (pass.nextNewline !== -1 && pass.nextNewline < index) {
    pass.lineNumber += 1
    pass.nextNewline = pass.html.indexOf('\n', pass.nextNewline + 1)
  }
  return pass.lineNumber
}

function endWord(pass: HocrPass): void {
  const { word, line, page } = pass
  if (!word || !line || !page) return
  const box = word.title.box ?? line.box
  // Before it is split and trimmed: a word of controls alone is no word (L2 of issue 48).
  const content = withoutControls(word.text).trim()
  // A word element holding spaces (a line put in one word) is split like a line.
  const words = /\s/u.test(content) ? shareBox(content, box, word.title.confidence) : content === '' ? [] : [{ content, box, confidence: word.title.confidence }]
  for (const w of words) line.words.push(page.builder.word(w.content, w.box, w.confidence, line.line))
  pass.word = undefined
  pass.wordFrame = -1
}

function endLine(pass: HocrPass): void {
  const { line, page, block } = pass
  if (!line || !page || !block) return
  const builder = page.builder
  const words = line.marked ? line.words : shareBox(withoutControls(line.text).trim(), line.box).map((w) => builder.word(w.content, w.box, undefined, line.line))
  builder.addLine(words, block)
  pass.line = undefined
  pass.lineFrame = -1
}

const blockClass = (c: string) => Object.hasOwn(BLOCK_CLASSES, c)

/** The role an element plays, by its classes and what is open. */
function roleOf(pass: HocrPass, classes: string[]): Role {
  if (classes.includes('ocr_page')) return 'page'
  const { page, block } = pass
  if (page && (!block || pass.implicit || (pass.blockIsPar && classes.includes('ocr_par'))) && classes.some((c) => blockClass(c) || c === 'ocr_par')) return 'block'
  if (page && classes.some((c) => LINE_CLASSES.has(c))) return 'line'
  if (pass.line && classes.includes('ocrx_word')) return 'word'
  return 'other'
}

/** What an element of each role opens. */
const OPEN: Readonly<Record<Role, (pass: HocrPass, attributes: Attributes, classes: string[], here: number) => void>> = {
  page: (pass, attributes, _classes, here) => {
    pass.page = { builder: new PageBuilder(pass.file, here), ...parseTitle(attributes.title) }
    pass.block = undefined
    pass.implicit = false
  },
  block: (pass, attributes, classes) => {
    const page = pass.page
    if (!page) return
    pass.implicit = false
    endWord(pass)
    endLine(pass)
    pass.blockIsPar = !classes.some(blockClass)
    const kind = BLOCK_CLASSES[classes.find(blockClass) ?? ''] ?? 'text'
    pass.block = page.builder.block(attributes.id?.trim() || `block-${page.builder.blocks.length + 1}`, kind, parseTitle(attributes.title).box ?? EMPTY_BOX)
  },
  line: (pass, attributes, _classes, here) => {
    const page = pass.page
    if (!page) return
    // A line opened inside another (an unclosed <span>) ends it.
    endWord(pass)
    endLine(pass)
    // Lines straight under the page (OCRopus) get a block of their own.
    if (!pass.block) {
      pass.block = page.builder.block(`block-${page.builder.blocks.length + 1}`, 'text', EMPTY_BOX)
      pass.implicit = true
    }
    pass.line = { box: parseTitle(attributes.title).box ?? pass.block.box, words: [], text: '', marked: false, line: here }
  },
  word: (pass, attributes) => {
    if (!pass.line) return
    endWord(pass)
    pass.word = { title: parseTitle(attributes.title), text: '' }
    pass.line.marked = true
  },
  other: () => {},
}

function openTag(pass: HocrPass, attributes: Attributes, here: number): void {
  const classes = (attributes.class ?? '').split(/\s+/)
  const role = roleOf(pass, classes)
  OPEN[role](pass, attributes, classes, here)
  pass.frames += 1
  // The language an element names holds for what it holds; the html root's is Tesseract's interface language, not the text's.
  const page = pass.page
  const language = page?.builder.language
  const named = attributes.lang ?? attributes['xml:lang']
  if (page && named !== undefined) page.builder.language = normalizeLanguage(named)
  if (role === 'line') pass.lineFrame = pass.frames
  if (role === 'block') pass.blockFrame = pass.frames
  if (role === 'word') pass.wordFrame = pass.frames
  pass.stack.push({ role, frame: pass.frames, language })
  checkDepth(pass.stack.length, pass.file, here)
}

function closeTag(pass: HocrPass): void {
  const top = pass.stack.pop()
  if (!top) return
  const page = pass.page
  if (page) page.builder.language = top.language
  if (top.role === 'word' && top.frame === pass.wordFrame) endWord(pass)
  else if (top.role === 'line' && top.frame === pass.lineFrame) {
    endWord(pass)
    endLine(pass)
  } else if (top.role === 'block' && top.frame === pass.blockFrame) {
    endWord(pass)
    endLine(pass)
    pass.block = undefined
  } else if (top.role === 'page' && page) {
    endWord(pass)
    endLine(pass)
    const box = page.box
    pass.pages.push(page.builder.finish(box ? box.x + box.w : undefined, box ? box.y + box.h : undefined))
    pass.page = undefined
    pass.block = undefined
  }
}

/** Reads an hOCR file: one page per `ocr_page`. `file` names it in errors. */
export function readHocr(html: string, file: string): AltoPage[] {
  const pass: HocrPass = {
    file,
    html,
    pages: [],
    stack: [],
    frames: 0,
    lineFrame: -1,
    blockFrame: -1,
    blockIsPar: false,
    wordFrame: -1,
    page: undefined,
    block: undefined,
    implicit: false,
    line: undefined,
    word: undefined,
    nextNewline: html.indexOf('\n'),
    lineNumber: 1,
  }
  const parser: Parser = new Parser(
    {
      onopentag: (_name, attributes) => openTag(pass, attributes, lineAt(pass, parser.startIndex)),
      ontext: (text) => {
        if (pass.word) pass.word.text += text
        else if (pass.line && !pass.line.marked) pass.line.text += text
      },
      onclosetag: () => closeTag(pass),
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  )
  try {
    parser.write(html)
    parser.end()
  } catch (error) {
    if (error instanceof IngestError) throw error
    throw new IngestError(file, lineAt(pass, parser.startIndex), `unreadable HTML: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (pass.pages.length === 0) throw new IngestError(file, undefined, 'not hOCR: no element of class ocr_page')
  return pass.pages
}
