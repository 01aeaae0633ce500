/**
 * Lays out the text of an issue or item on pages: wraps words into lines,
 * splits paragraphs across columns and pages, and hands out the ALTO block
 * IDs that the METS areas point at. It runs the same ColumnFlow as altoPage,
 * so the page a block is assigned to here is the page it fits on there.
 */
import {
  BLOCK_PADDING,
  ColumnFlow,
  SOFT_HYPHEN,
  TEXT_STYLES,
  blockHeight,
  linesThatFit,
  pageGeometry,
  textWidth,
  wrapWords,
  type PageGeometry,
  type TextStyleName,
} from './layout.ts'
import type { Rng } from './random.ts'
import type { AltoBlockInput, AltoPageInput } from './write-alto.ts'
import type { MetsArea, MetsName, MetsPart, MetsPartRole, MetsUnit } from './write-mets.ts'

export interface ComposerOptions {
  width: number
  height: number
  columns: number
  ocr: boolean
  /** Chance that a long word at a line end is broken with a hyphen. */
  hyphenRate: number
}

interface PageDraft {
  /** Column depth of the page (see ColumnFlow). */
  depth: number
  blocks: AltoBlockInput[]
  textBlocks: number
  illustrations: number
}

function pad5(n: number): string {
  return String(n).padStart(5, '0')
}

/** Splitting a word is only worth it with three letters on either side, and not inside numbers or before punctuation. */
function hyphenationPoint(word: string, rng: Rng, rate: number): number {
  const letters = /^[\p{L}]+/u.exec(word)?.[0] ?? ''
  if (letters.length < 8 || !rng.chance(rate)) return 0
  return rng.int(3, letters.length - 3)
}

export class PageComposer {
  readonly geometry: PageGeometry
  private readonly options: ComposerOptions
  private readonly rng: Rng
  private readonly drafts: PageDraft[] = []
  private flow: ColumnFlow
  private depth = 1

  constructor(rng: Rng, options: ComposerOptions) {
    this.rng = rng
    this.options = options
    this.geometry = pageGeometry(options.width, options.height, options.columns)
    this.flow = new ColumnFlow(this.geometry)
    this.drafts.push({ depth: 1, blocks: [], textBlocks: 0, illustrations: 0 })
  }

  /** 1-based number of the page being filled. */
  get pageNumber(): number {
    return this.drafts.length
  }

  get pageIsEmpty(): boolean {
    return this.flow.isEmpty
  }

  /** Room on one page, all columns together. */
  get pageCapacity(): number {
    return this.geometry.printHeight * this.geometry.columns
  }

  private get current(): PageDraft {
    const draft = this.drafts.at(-1)
    if (!draft) throw new Error('composer without a page')
    return draft
  }

  newPage(depth = this.depth): void {
    this.drafts.push({ depth, blocks: [], textBlocks: 0, illustrations: 0 })
    this.flow = new ColumnFlow(this.geometry, depth)
  }

  /** Sets the column depth of the current page, which must still be empty. */
  setDepth(depth: number): void {
    if (!this.flow.isEmpty) throw new Error('column depth set on a page with content')
    this.depth = depth
    this.current.depth = depth
    this.flow = new ColumnFlow(this.geometry, depth)
  }

  private advance(): void {
    if (!this.flow.nextColumn()) this.newPage()
  }

  private nextTextId(): string {
    const draft = this.current
    draft.textBlocks++
    return `P${this.pageNumber}_TB${pad5(draft.textBlocks)}`
  }

  private nextIllustrationId(): string {
    const draft = this.current
    draft.illustrations++
    return `P${this.pageNumber}_IL${pad5(draft.illustrations)}`
  }

  /** Line width available to a block of this span. */
  lineWidth(span: 'column' | 'full'): number {
    return (span === 'full' ? this.geometry.printWidth : this.geometry.columnWidth) - 2 * BLOCK_PADDING
  }

  /** A rough height for text before it is wrapped: for spreading content over pages. */
  estimateHeight(text: string, style: TextStyleName, span: 'column' | 'full' = 'column'): number {
    const s = TEXT_STYLES[style]
    const width = textWidth(text, s) * 1.08
    return blockHeight(Math.max(1, Math.ceil(width / this.lineWidth(span))), s) + 14
  }

  /** Places words as one or more text blocks (split across columns and pages) and returns their areas. */
  addText(
    words: readonly string[],
    style: TextStyleName,
    options: { span?: 'column' | 'full'; language?: string; split?: boolean } = {},
  ): MetsArea[] {
    if (words.length === 0) return []
    const span = options.span ?? 'column'
    const s = TEXT_STYLES[style]
    const rate = this.options.hyphenRate
    const lines = wrapWords(words, this.lineWidth(span), s, rate > 0 ? (w) => hyphenationPoint(w, this.rng, rate) : undefined)
    return this.placeLines(lines, style, span, options.language, options.split ?? true)
  }

  /** Places pre-broken lines (table rows), cutting rows that are too wide. */
  addRows(rows: readonly string[][], style: TextStyleName, language?: string): MetsArea[] {
    const s = TEXT_STYLES[style]
    const max = this.lineWidth('column')
    const lines: string[][] = []
    for (const row of rows) {
      const line: string[] = []
      let width = 0
      for (const word of row) {
        const w = textWidth(word, s) + (line.length > 0 ? Math.round(s.charWidth * 0.6) : 0)
        if (width + w > max) break
        line.push(word.replaceAll(SOFT_HYPHEN, ''))
        width += w
      }
      if (line.length > 0) lines.push(line)
    }
    return this.placeLines(lines, style, 'column', language, true)
  }

  private placeLines(lines: string[][], style: TextStyleName, span: 'column' | 'full', language: string | undefined, split: boolean): MetsArea[] {
    const s = TEXT_STYLES[style]
    const areas: MetsArea[] = []
    let rest = lines
    let guard = 0
    while (rest.length > 0) {
      if (++guard > 10000) throw new Error('layout does not converge')
      if (span === 'full') {
        const height = blockHeight(rest.length, s)
        if (height > this.geometry.printHeight) rest = rest.slice(0, linesThatFit(this.geometry.printHeight, s))
        const area = this.placeBlock(rest, style, 'full', language)
        if (area) {
          areas.push(area)
          rest = []
        } else {
          this.newPage()
        }
        continue
      }
      const fit = linesThatFit(this.flow.spaceLeft(), s)
      if (fit >= rest.length) {
        const area = this.placeBlock(rest, style, 'column', language)
        if (!area) throw new Error('a block that fits was refused')
        areas.push(area)
        rest = []
        continue
      }
      let take = fit
      // A word broken at the end of the last line would lose its second half to another block.
      while (take > 0 && (rest[take - 1]?.at(-1)?.endsWith(SOFT_HYPHEN) ?? false)) take--
      const columnLines = linesThatFit(this.geometry.printHeight, s)
      const mustSplit = rest.length > columnLines
      if ((split || mustSplit) && take >= 2) {
        const area = this.placeBlock(rest.slice(0, take), style, 'column', language)
        if (!area) throw new Error('a block part that fits was refused')
        areas.push(area)
        rest = rest.slice(take)
        // No advance here: altoPage fills columns greedily, and so must we.
        continue
      }
      this.advance()
    }
    return areas
  }

  private placeBlock(lines: string[][], style: TextStyleName, span: 'column' | 'full', language: string | undefined): MetsArea | undefined {
    const s = TEXT_STYLES[style]
    const height = blockHeight(lines.length, s)
    const box = this.flow.place(height, span)
    if (!box) return undefined
    const id = this.nextTextId()
    this.current.blocks.push({ id, lines, style, span, language })
    return { page: this.pageNumber, block: id }
  }

  /** Places an illustration of the given height (capped at a column) and returns its area. */
  addIllustration(height: number, type: string, span: 'column' | 'full' = 'column'): MetsArea {
    // In shortened columns a picture keeps to the column depth.
    const columnCap = span === 'column' ? Math.floor(this.geometry.printHeight * Math.max(0.25, this.current.depth) * 0.85) : Infinity
    const h = Math.min(height, Math.floor(this.geometry.printHeight * 0.9), columnCap)
    for (let attempt = 0; attempt < 64; attempt++) {
      if (span === 'column' && this.flow.spaceLeft() < h) {
        this.advance()
        continue
      }
      const box = this.flow.place(h, span)
      if (!box) {
        this.newPage()
        continue
      }
      const id = this.nextIllustrationId()
      this.current.blocks.push({ kind: 'illustration', id, height: h, span, type })
      return { page: this.pageNumber, block: id }
    }
    throw new Error('illustration does not fit on an empty page')
  }

  /** Finished pages as altoPage input; trailing empty pages are dropped. */
  pages(imagePrefix: string): AltoPageInput[] {
    const drafts = this.drafts.slice()
    while (drafts.length > 1 && drafts.at(-1)?.blocks.length === 0) drafts.pop()
    return drafts.map((draft, i) => ({
      pageNumber: i + 1,
      width: this.geometry.width,
      height: this.geometry.height,
      columns: this.geometry.columns,
      columnDepth: draft.depth,
      blocks: draft.blocks,
      ocr: this.options.ocr,
      imageName: `${imagePrefix}-${String(i + 1).padStart(5, '0')}.tif`,
    }))
  }
}

/** Splits running text into printable words. */
export function splitWords(text: string): string[] {
  return text.split(/\s+/).filter((w) => w.length > 0)
}

/** A piece of a unit before layout: its role in METS and what to print. */
export type DraftPiece =
  | { role: MetsPartRole; kind: 'text'; words: string[]; style: TextStyleName; split?: boolean; span?: 'column' | 'full' }
  | { role: MetsPartRole; kind: 'rows'; rows: string[][]; style: TextStyleName }
  | { role: MetsPartRole; kind: 'illustration'; height: number; type: string; span?: 'column' | 'full' }

/** A logical unit with its text written but not yet placed on pages. */
export interface DraftUnit {
  type: string
  title?: string
  subTitle?: string
  titleLanguage?: string
  language: string
  authors?: MetsName[]
  flat?: boolean
  pieces: DraftPiece[]
  children?: DraftUnit[]
}

/** Estimated height of a unit and its children, for spreading units over pages. */
export function estimateDraft(composer: PageComposer, draft: DraftUnit): number {
  let h = 0
  for (const piece of draft.pieces) {
    if (piece.kind === 'text') h += composer.estimateHeight(piece.words.join(' '), piece.style, piece.span)
    else if (piece.kind === 'rows') h += blockHeight(piece.rows.length, TEXT_STYLES[piece.style]) + 14
    else h += Math.min(piece.height, composer.geometry.printHeight * 0.9) * (piece.span === 'full' ? composer.geometry.columns : 1) + 14
  }
  for (const child of draft.children ?? []) h += estimateDraft(composer, child)
  return h
}

/** Lays a unit out and returns it as METS with the areas its blocks got. */
export function placeDraft(composer: PageComposer, draft: DraftUnit): MetsUnit {
  const parts: MetsPart[] = []
  for (const piece of draft.pieces) {
    let areas: MetsArea[]
    if (piece.kind === 'text') areas = composer.addText(piece.words, piece.style, { span: piece.span, language: draft.language, split: piece.split })
    else if (piece.kind === 'rows') areas = composer.addRows(piece.rows, piece.style, draft.language)
    else areas = [composer.addIllustration(piece.height, piece.type, piece.span)]
    if (areas.length > 0) parts.push({ role: piece.role, areas })
  }
  const unit: MetsUnit = { type: draft.type, language: draft.language, parts }
  if (draft.title !== undefined) unit.title = draft.title
  if (draft.subTitle !== undefined) unit.subTitle = draft.subTitle
  if (draft.titleLanguage !== undefined) unit.titleLanguage = draft.titleLanguage
  if (draft.authors !== undefined) unit.authors = draft.authors
  if (draft.flat) unit.flat = true
  if (draft.children) unit.children = draft.children.map((child) => placeDraft(composer, child))
  return unit
}
