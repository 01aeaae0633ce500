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

/** Reads an hOCR file: one page per `ocr_page`. `file` names it in errors. */
export function readHocr(html: string, file: string): AltoPage[] {
  const pages: AltoPage[] = []
  /** Open elements with the role they play; a line or word that HTML left open is ended by the next one, so each frame knows whether it is still the current one. */
  const stack: { role: Role; frame: number; language: string | undefined }[] = []
  let frames = 0
  let lineFrame = -1
  let blockFrame = -1
  /** The current block is an ocr_par: another ocr_par (HTML left the first open) starts a new block. */
  let blockIsPar = false
  let wordFrame = -1
  let page: { builder: PageBuilder; box?: Box } | undefined
  let block: AltoBlock | undefined
  /** The block made for lines straight under the page, which a real block element ends. */
  let implicit = false
  let line: { box: Box; words: AltoWord[]; text: string; marked: boolean; line: number } | undefined
  let word: { title: Title; text: string } | undefined

  // Lines of the source, counted once as the parser moves forward (the next newline is looked up once, not per tag).
  let nextNewline = html.indexOf('\n')
  let lineNumber = 1
  const lineAt = (index: number) => {
    while (nextNewline !== -1 && nextNewline < index) {
      lineNumber += 1
      nextNewline = html.indexOf('\n', nextNewline + 1)
    }
    return lineNumber
  }

  const endWord = () => {
    if (!word || !line || !page) return
    const current = line
    const builder = page.builder
    const box = word.title.box ?? current.box
    // Before it is split and trimmed: a word of controls alone is no word (L2 of issue 48).
    const content = withoutControls(word.text).trim()
    // A word element holding spaces (a line put in one word) is split like a line.
    const words = /\s/u.test(content) ? shareBox(content, box, word.title.confidence) : content === '' ? [] : [{ content, box, confidence: word.title.confidence }]
    for (const w of words) current.words.push(builder.word(w.content, w.box, w.confidence, current.line))
    word = undefined
    wordFrame = -1
  }
  const endLine = () => {
    if (!line || !page || !block) return
    const current = line
    const builder = page.builder
    const words = current.marked ? current.words : shareBox(withoutControls(current.text).trim(), current.box).map((w) => builder.word(w.content, w.box, undefined, current.line))
    builder.addLine(words, block)
    line = undefined
    lineFrame = -1
  }

  const parser: Parser = new Parser(
    {
      onopentag(_name, attributes) {
        const classes = (attributes.class ?? '').split(/\s+/)
        const here = lineAt(parser.startIndex)
        let role: Role = 'other'
        if (classes.includes('ocr_page')) {
          role = 'page'
          page = { builder: new PageBuilder(file, here), ...parseTitle(attributes.title) }
          block = undefined
          implicit = false
        } else if (page && (!block || implicit || (blockIsPar && classes.includes('ocr_par'))) && classes.some((c) => Object.hasOwn(BLOCK_CLASSES, c) || c === 'ocr_par')) {
          role = 'block'
          implicit = false
          endWord()
          endLine()
          blockIsPar = !classes.some((c) => Object.hasOwn(BLOCK_CLASSES, c))
          const kind = BLOCK_CLASSES[classes.find((c) => Object.hasOwn(BLOCK_CLASSES, c)) ?? ''] ?? 'text'
          block = page.builder.block(attributes.id?.trim() || `block-${page.builder.blocks.length + 1}`, kind, parseTitle(attributes.title).box ?? EMPTY_BOX)
        } else if (page && classes.some((c) => LINE_CLASSES.has(c))) {
          role = 'line'
          // A line opened inside another (an unclosed <span>) ends it.
          endWord()
          endLine()
          // Lines straight under the page (OCRopus) get a block of their own.
          if (!block) {
            block = page.builder.block(`block-${page.builder.blocks.length + 1}`, 'text', EMPTY_BOX)
            implicit = true
          }
          line = { box: parseTitle(attributes.title).box ?? block.box, words: [], text: '', marked: false, line: here }
        } else if (line && classes.includes('ocrx_word')) {
          role = 'word'
          endWord()
          word = { title: parseTitle(attributes.title), text: '' }
          line.marked = true
        }
        frames += 1
        // The language an element names holds for what it holds; the html root's is Tesseract's interface language, not the text's.
        const language = page?.builder.language
        const named = attributes.lang ?? attributes['xml:lang']
        if (page && named !== undefined) page.builder.language = normalizeLanguage(named)
        if (role === 'line') lineFrame = frames
        if (role === 'block') blockFrame = frames
        if (role === 'word') wordFrame = frames
        stack.push({ role, frame: frames, language })
        checkDepth(stack.length, file, here)
      },
      ontext(text) {
        if (word) word.text += text
        else if (line && !line.marked) line.text += text
      },
      onclosetag() {
        const top = stack.pop()
        if (!top) return
        if (page) page.builder.language = top.language
        if (top.role === 'word' && top.frame === wordFrame) endWord()
        else if (top.role === 'line' && top.frame === lineFrame) {
          endWord()
          endLine()
        } else if (top.role === 'block' && top.frame === blockFrame) {
          endWord()
          endLine()
          block = undefined
        } else if (top.role === 'page' && page) {
          endWord()
          endLine()
          const box = page.box
          pages.push(page.builder.finish(box ? box.x + box.w : undefined, box ? box.y + box.h : undefined))
          page = undefined
          block = undefined
        }
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  )
  try {
    parser.write(html)
    parser.end()
  } catch (error) {
    if (error instanceof IngestError) throw error
    throw new IngestError(file, lineAt(parser.startIndex), `unreadable HTML: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (pages.length === 0) throw new IngestError(file, undefined, 'not hOCR: no element of class ocr_page')
  return pages
}
