/**
 * A streaming ALTO reader: one SAX pass over a page's OCR, no DOM, because
 * newspaper pages run to megabytes and thousands of strings. Elements and
 * attributes are known by their local names, so `alto:String` and `String`
 * are the same thing, whatever the ALTO version (1.4 without namespace, v2,
 * v3, v4).
 *
 * Boxes come out page-relative (0..10000 of the page's width and height,
 * ADR 005), so the unit the file was written in (pixel, mm10, inch1200) only
 * matters for the page size kept for reference.
 */
import { MAX_LENGTH, MAX_PAGE_CHARACTERS, MAX_PAGE_WORDS, checkLength, checkPageSize } from '../../limits.ts'
import { normalizeLanguage } from '../../../domain/languages.ts'
import { withoutControls } from '../../clean-text.ts'
import type { SaxesParser } from 'saxes'
import { createXmlParser, localName, runXmlParser } from '../../xml.ts'
import { type AltoBlock, type AltoLine, type AltoPage, type AltoWord, type Box, IngestError } from '../../types.ts'
import { BREAK_MARKS, LINE_END_HYPHEN, PIXELS_PER_UNIT, PLAIN_HYPHENS, clamp, joinHyphenated, normalise } from '../../page-text.ts'

const BLOCK_KINDS = {
  TextBlock: 'text',
  Illustration: 'illustration',
  GraphicalElement: 'graphic',
  ComposedBlock: 'composed',
} as const

type BlockElement = keyof typeof BLOCK_KINDS

function isBlockElement(name: string): name is BlockElement {
  return Object.hasOwn(BLOCK_KINDS, name)
}

const UNITS = ['pixel', 'mm10', 'inch1200'] as const
type Unit = AltoPage['unit']

function isUnit(value: string): value is Unit {
  return UNITS.some((unit) => unit === value)
}

/** An element's attributes by local name (`CONTENT` or `default:CONTENT`). */
interface Attributes {
  get(name: string): string | undefined
}

/**
 * Looked up where they are, not copied: a page has tens of thousands of elements and the reader
 * asks each for a few attributes, almost always unprefixed (copying every element's attributes
 * into a map by local name was the largest cost of an import).
 */
function attributesByLocalName(raw: Record<string, string>): Attributes {
  return {
    get(name) {
      if (Object.hasOwn(raw, name)) return raw[name]
      // Most lookups that miss are of attributes the element does not have (SUBS_TYPE, WC): no copy.
      for (const key in raw) {
        const colon = key.indexOf(':')
        if (colon !== -1 && key.length === colon + 1 + name.length && key.endsWith(name) && !key.startsWith('xmlns')) return raw[key]
      }
      return undefined
    },
  }
}

function numberAttribute(attributes: Attributes, name: string): number | undefined {
  const value = attributes.get(name)?.trim()
  if (value === undefined || value === '') return undefined
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : undefined
}

/**
 * A word's confidence from its characters' `CC`, where the String has no `WC`: ALTO gives each
 * character a digit from 0 (sure) to 9 (unsure), written together ("0304") or apart ("5 0"), so
 * the word is 1 − their mean / 9. Undefined when the attribute is absent or holds anything else.
 */
export function characterConfidence(cc: string | undefined): number | undefined {
  const value = cc?.trim()
  if (value === undefined || value === '') return undefined
  const digits = /\s/u.test(value) ? value.split(/\s+/u) : [...value]
  if (!digits.every((digit) => /^[0-9]$/u.test(digit))) return undefined
  return 1 - digits.reduce((sum, digit) => sum + Number(digit), 0) / digits.length / 9
}

/** The box as written in the file, in its own unit; normalised once the page size is certain. */
function rawBox(attributes: Attributes): Box {
  return {
    x: numberAttribute(attributes, 'HPOS') ?? 0,
    y: numberAttribute(attributes, 'VPOS') ?? 0,
    w: numberAttribute(attributes, 'WIDTH') ?? 0,
    h: numberAttribute(attributes, 'HEIGHT') ?? 0,
  }
}

function parseUnit(text: string, file: string, line: number): Unit {
  const unit = text.trim().toLowerCase()
  if (unit === '') return 'pixel'
  if (isUnit(unit)) return unit
  throw new IngestError(file, line, `unsupported MeasurementUnit "${text.trim()}"`)
}

interface PendingHyphen {
  word: AltoWord
  /** With SUBS_CONTENT the first part already holds the whole word; without, the second part is appended. */
  complete: boolean
}

function isHyphenPart(subsType: string | undefined, part: 1 | 2): boolean {
  return subsType?.trim().toLowerCase() === `hyppart${part}`
}

/** What may precede <HYP/>: a word part, with or without its mark. */
const BEFORE_HYP = new RegExp(`[${PLAIN_HYPHENS}${BREAK_MARKS}\\p{L}]$`, 'u')

/** A word ending its line with a hyphen and no SUBS markup, waiting for the next line's first word. */
interface LineEndHyphen {
  word: AltoWord
  /** An ALTO <HYP/> element followed the word: the word is printed without the mark. */
  marked: boolean
}

/** The state of one pass over an ALTO page, which the element handlers below share. */
interface AltoPass {
  file: string
  parser: SaxesParser
  open: string[]
  /** The language each open element states or inherits (ALTO 4 LANG, ALTO 2 and 3 language). */
  languages: (string | undefined)[]
  blockLanguages: Map<AltoBlock, Map<string, number>>
  openBlocks: AltoBlock[]
  blocks: AltoBlock[]
  words: AltoWord[]
  unit: Unit
  unitText: string | undefined
  pageWidth: number | undefined
  pageHeight: number | undefined
  pageLine: number | undefined
  printSpaceWidth: number | undefined
  printSpaceHeight: number | undefined
  seenPage: boolean
  line: AltoLine | undefined
  pending: PendingHyphen | undefined
  lineEnd: LineEndHyphen | undefined
  lineHasWords: boolean
  characters: number
}

type OpenHandler = (pass: AltoPass, attributes: Attributes, name: string) => void

/** A String's content and what it says about hyphenation, checked against the page's limits. */
function stringText(pass: AltoPass, attributes: Attributes): { text: string; hyphenStart: boolean; subsContent: string } | undefined {
  const { file } = pass
  const lineHere = () => pass.parser.line
  const subsType = attributes.get('SUBS_TYPE')
  const content = withoutControls(attributes.get('CONTENT') ?? '').trim()
  checkLength(content, MAX_LENGTH.word, 'a word', file, lineHere)
  pass.characters += content.length
  if (pass.characters > MAX_PAGE_CHARACTERS) {
    throw new IngestError(file, pass.parser.line, `the page has more than ${MAX_PAGE_CHARACTERS.toLocaleString('en')} characters of text, the limit for one page`)
  }
  if (isHyphenPart(subsType, 2) && pass.pending) {
    if (!pass.pending.complete) pass.pending.word.content += content
    pass.pending = undefined
    pass.lineEnd = undefined
    pass.lineHasWords = true
    return undefined
  }
  pass.pending = undefined
  const hyphenStart = isHyphenPart(subsType, 1)
  const subsContent = hyphenStart ? withoutControls(attributes.get('SUBS_CONTENT') ?? '').trim() : ''
  checkLength(subsContent, MAX_LENGTH.word, 'a word (SUBS_CONTENT)', file, lineHere)
  const text = subsContent !== '' ? subsContent : content
  return text === '' ? undefined : { text, hyphenStart, subsContent }
}

function openString(pass: AltoPass, attributes: Attributes): void {
  const line = pass.line
  if (!line) return
  const string = stringText(pass, attributes)
  if (!string) return
  const { text, hyphenStart, subsContent } = string
  // Some engines write a whole line as one String (ALTO 4 exports with line-level OCR): its
  // words share the box in proportion to their length, so a hit still points at its place.
  const parts = hyphenStart ? [text] : text.split(/\s+/u)
  const box = rawBox(attributes)
  // WC is the engine's word confidence; only without it are the characters' CC averaged.
  const wc = numberAttribute(attributes, 'WC') ?? characterConfidence(attributes.get('CC'))
  const total = parts.reduce((sum, part) => sum + part.length + 1, -1)
  let offset = 0
  for (const part of parts) {
    const share = total > 0 ? box.w / total : 0
    const word: AltoWord = { content: part, box: parts.length === 1 ? box : { x: box.x + offset * share, y: box.y, w: part.length * share, h: box.h } }
    offset += part.length + 1
    if (wc !== undefined) word.confidence = clamp(wc, 0, 1)
    // The first word of a line finishes a word hyphenated at the end of the line before.
    if (pass.lineEnd && !pass.lineHasWords) {
      pass.lineEnd.word.content = joinHyphenated(pass.lineEnd.word.content, word.content, pass.lineEnd.marked)
      checkLength(pass.lineEnd.word.content, MAX_LENGTH.word, 'a word joined across a line break', pass.file, () => pass.parser.line)
      pass.lineEnd = undefined
      pass.lineHasWords = true
      continue
    }
    pass.lineEnd = undefined
    if (pass.words.length >= MAX_PAGE_WORDS) {
      throw new IngestError(pass.file, pass.parser.line, `the page has more than ${MAX_PAGE_WORDS.toLocaleString('en')} words, the limit for one page`)
    }
    line.words.push(word)
    pass.words.push(word)
    countLanguage(pass.blockLanguages, pass.openBlocks.at(-1), pass.languages.at(-1))
    pass.lineHasWords = true
    if (hyphenStart) pass.pending = { word, complete: subsContent !== '' }
  }
}

function openBlock(pass: AltoPass, attributes: Attributes, name: string): void {
  if (!isBlockElement(name)) return
  const block: AltoBlock = {
    id: attributes.get('ID')?.trim() || `block-${pass.blocks.length + 1}`,
    kind: BLOCK_KINDS[name],
    box: rawBox(attributes),
    lines: [],
  }
  pass.blocks.push(block)
  pass.openBlocks.push(block)
}

/** What each element opens, by its local name. */
const OPEN: Readonly<Record<string, OpenHandler>> = {
  ...Object.fromEntries(Object.keys(BLOCK_KINDS).map((name): [string, OpenHandler] => [name, openBlock])),
  TextLine: (pass) => {
    pass.line = pass.openBlocks.at(-1)?.kind === 'text' ? { words: [] } : undefined
    pass.lineHasWords = false
  },
  String: openString,
  HYP: (pass) => {
    if (!pass.line || pass.pending) return
    // <HYP/> after a line's last word: it goes on on the next line (the mark is not in CONTENT).
    const last = pass.line.words.at(-1)
    if (last && BEFORE_HYP.test(last.content)) pass.lineEnd = { word: last, marked: true }
  },
  MeasurementUnit: (pass) => {
    pass.unitText = ''
  },
  Page: (pass, attributes) => {
    // Boxes of a second Page would need their own size; the first one sets the frame.
    if (pass.seenPage) return
    pass.seenPage = true
    pass.pageWidth = numberAttribute(attributes, 'WIDTH')
    pass.pageHeight = numberAttribute(attributes, 'HEIGHT')
    pass.pageLine = pass.parser.line
  },
  PrintSpace: (pass, attributes) => {
    if (pass.open.at(-2) !== 'Page' || pass.printSpaceWidth !== undefined) return
    // Positions are page-absolute, so the page reaches at least to the print space's far edge.
    const box = rawBox(attributes)
    pass.printSpaceWidth = box.w > 0 ? box.x + box.w : undefined
    pass.printSpaceHeight = box.h > 0 ? box.y + box.h : undefined
  },
}

function closeTag(pass: AltoPass): void {
  const name = pass.open.pop()
  pass.languages.pop()
  if (name === undefined) return
  if (isBlockElement(name)) {
    pass.openBlocks.pop()
    // A word does not go on into another block (a column, an article).
    pass.lineEnd = undefined
  } else if (name === 'MeasurementUnit' && pass.unitText !== undefined) {
    pass.unit = parseUnit(pass.unitText, pass.file, pass.parser.line)
    pass.unitText = undefined
  } else if (name === 'TextLine' && pass.line) {
    const line = pass.line
    // A composed block's text is its inner blocks' text, so it shares their lines.
    if (line.words.length > 0) for (const block of pass.openBlocks) block.lines.push(line)
    const last = line.words.at(-1)
    // A hyphen the file does not mark (no SUBS_TYPE, no HYP) still joins the word's halves.
    if (last && !pass.pending && !pass.lineEnd && LINE_END_HYPHEN.test(last.content)) pass.lineEnd = { word: last, marked: false }
    pass.line = undefined
  }
}

/** The page once read: its size (its own, its print space's or what is on it), boxes made page-relative, each block's language. */
function finishPage(pass: AltoPass): AltoPage {
  const { file, pageLine, unit, blocks, words } = pass
  // In the file's unit: the bound is in pixels (issue 48, L1).
  checkPageSize(pass.pageWidth, 'width', file, pageLine, PIXELS_PER_UNIT[unit])
  checkPageSize(pass.pageHeight, 'height', file, pageLine, PIXELS_PER_UNIT[unit])
  const width = positive(pass.pageWidth) ?? pass.printSpaceWidth ?? maxExtent(blocks, words, (box) => box.x + box.w)
  const height = positive(pass.pageHeight) ?? pass.printSpaceHeight ?? maxExtent(blocks, words, (box) => box.y + box.h)
  // Without a size of its own the page reaches as far as what is on it: that too is a page's size.
  checkPageSize(width, 'width', file, pageLine, PIXELS_PER_UNIT[unit])
  checkPageSize(height, 'height', file, pageLine, PIXELS_PER_UNIT[unit])
  for (const block of blocks) block.box = normalise(block.box, width, height)
  for (const word of words) word.box = normalise(word.box, width, height)
  for (const [block, tally] of pass.blockLanguages) {
    const language = [...tally].sort((a, b) => b[1] - a[1])[0]?.[0]
    if (language !== undefined) block.language = language
  }
  return { width, height, unit, blocks }
}

/** Reads one ALTO page. `file` names the source in errors. */
export function readAlto(xml: string, file: string): AltoPage {
  const parser = createXmlParser(file)
  const pass: AltoPass = {
    file,
    parser,
    open: [],
    languages: [],
    blockLanguages: new Map(),
    openBlocks: [],
    blocks: [],
    words: [],
    unit: 'pixel',
    unitText: undefined,
    pageWidth: undefined,
    pageHeight: undefined,
    pageLine: undefined,
    printSpaceWidth: undefined,
    printSpaceHeight: undefined,
    seenPage: false,
    line: undefined,
    pending: undefined,
    lineEnd: undefined,
    lineHasWords: false,
    characters: 0,
  }
  parser.on('opentag', (tag) => {
    const name = localName(tag.name)
    if (pass.open.length === 0 && name !== 'alto') throw new IngestError(file, parser.line, 'not an ALTO document')
    pass.open.push(name)
    const attributes = attributesByLocalName(tag.attributes)
    pass.languages.push(normalizeLanguage(attributes.get('LANG') ?? attributes.get('language') ?? '') ?? pass.languages.at(-1))
    if (Object.hasOwn(OPEN, name)) OPEN[name]?.(pass, attributes, name)
  })
  const addText = (text: string) => {
    if (pass.unitText !== undefined && pass.open.at(-1) === 'MeasurementUnit') pass.unitText += text
  }
  parser.on('text', addText)
  parser.on('cdata', addText)
  parser.on('closetag', () => closeTag(pass))

  runXmlParser(parser, xml, file)
  const unclosed = pass.open.at(-1)
  if (unclosed !== undefined) throw new IngestError(file, parser.line, `malformed XML: unclosed tag: ${unclosed}`)
  return finishPage(pass)
}

/** One more word of a language in a block. */
function countLanguage(tally: Map<AltoBlock, Map<string, number>>, block: AltoBlock | undefined, language: string | undefined): void {
  if (block === undefined || language === undefined) return
  const counts = tally.get(block) ?? new Map<string, number>()
  counts.set(language, (counts.get(language) ?? 0) + 1)
  tally.set(block, counts)
}

function positive(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined
}

function maxExtent(blocks: AltoBlock[], words: AltoWord[], edge: (box: Box) => number): number {
  let extent = 0
  for (const block of blocks) extent = Math.max(extent, edge(block.box))
  for (const word of words) extent = Math.max(extent, edge(word.box))
  return extent
}

