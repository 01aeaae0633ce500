/**
 * ALTO v3 page writer (unit mm10), modelled on the BnL pages: TextBlock →
 * TextLine → String/SP, HypPart1/HypPart2 for words broken at a line end,
 * and Illustration blocks. A pure string builder: coordinates come from the
 * shared ColumnFlow, word confidences from a hash of the word's ID, so the
 * same input always gives the same bytes.
 */
import {
  BLOCK_PADDING,
  ColumnFlow,
  SOFT_HYPHEN,
  TEXT_STYLES,
  blockHeight,
  hyphenWidth,
  pageGeometry,
  spaceWidth,
  textWidth,
  type Placement,
  type TextStyleName,
} from './layout.ts'
import { hashString } from './random.ts'
import { attrs, escapeXml } from './xml-text.ts'

export const ALTO_NAMESPACE = 'http://www.loc.gov/standards/alto/ns-v3#'

export interface AltoTextBlockInput {
  kind?: 'text'
  /** e.g. P1_TB00001 */
  id: string
  /** Words per line, as wrapped by wrapWords (a trailing soft hyphen marks a broken word). */
  lines: string[][]
  style?: TextStyleName
  span?: 'column' | 'full'
  /** ISO 639-1, written as LANG. */
  language?: string
}

export interface AltoIllustrationInput {
  kind: 'illustration'
  /** e.g. P1_IL00001 */
  id: string
  height: number
  span?: 'column' | 'full'
  /** Free text in ALTO's Illustration/@TYPE: photo, map, chart, drawing. */
  type?: string
}

export type AltoBlockInput = AltoTextBlockInput | AltoIllustrationInput

export interface AltoPageInput {
  pageNumber: number
  width: number
  height: number
  columns?: number
  /** Depth of all columns but the last, as a fraction of the print space (see ColumnFlow); 1 by default. */
  columnDepth?: number
  blocks: AltoBlockInput[]
  /** Word confidences are written for OCR text only; born-digital text has none. */
  ocr?: boolean
  /** For sourceImageInformation/fileName. */
  imageName?: string
}

function pad5(n: number): string {
  return String(n).padStart(5, '0')
}

/** A word confidence in 0.50..0.99, mostly high, as OCR engines report them. */
function confidence(id: string, content: string): string {
  const u = (hashString(id, content) % 10007) / 10007
  return (0.99 - Math.pow(u, 3) * 0.49).toFixed(2)
}

/** The document's head: the XML declaration, the root, its description and the text styles. */
function altoHead(imageName: string | undefined, ocr: boolean): string[] {
  const out: string[] = []
  out.push('<?xml version="1.0" encoding="UTF-8"?>')
  out.push(
    `<alto xmlns="${ALTO_NAMESPACE}" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${ALTO_NAMESPACE} http://www.loc.gov/alto/v3/alto-3-1.xsd">`,
  )
  out.push('\t<Description>')
  out.push('\t\t<MeasurementUnit>mm10</MeasurementUnit>')
  if (imageName !== undefined) {
    out.push(`\t\t<sourceImageInformation><fileName>${escapeXml(imageName)}</fileName></sourceImageInformation>`)
  }
  out.push('\t\t<OCRProcessing ID="OCRPROCESSING_1"><ocrProcessingStep><processingSoftware>')
  out.push(
    `\t\t\t<softwareCreator>National Digital Library</softwareCreator><softwareName>${ocr ? 'demo OCR simulation' : 'demo text export'}</softwareName><softwareVersion>1.0</softwareVersion>`,
  )
  out.push('\t\t</processingSoftware></ocrProcessingStep></OCRProcessing>')
  out.push('\t</Description>')
  out.push('\t<Styles>')
  for (const style of Object.values(TEXT_STYLES)) {
    out.push(
      `\t\t<TextStyle${attrs([
        ['ID', style.id],
        ['FONTSIZE', style.fontSize],
        ['FONTFAMILY', style.fontFamily],
        ['FONTSTYLE', style.italic ? 'italics' : undefined],
      ])}/>`,
    )
  }
  out.push('\t\t<ParagraphStyle ID="PAR_LEFT" ALIGN="Left"/>')
  out.push('\t\t<ParagraphStyle ID="PAR_CENTER" ALIGN="Center"/>')
  out.push('\t\t<ParagraphStyle ID="PAR_BLOCK" ALIGN="Block"/>')
  out.push('\t</Styles>')
  return out
}

export function altoPage(input: AltoPageInput): string {
  const columns = input.columns ?? 1
  const geometry = pageGeometry(input.width, input.height, columns)
  const flow = new ColumnFlow(geometry, input.columnDepth ?? 1)
  const p = input.pageNumber
  const ocr = input.ocr ?? true
  let lineCounter = 0
  let stringCounter = 0
  const out: string[] = []

  const bottomMargin = geometry.height - geometry.top - geometry.printHeight
  out.push(...altoHead(input.imageName, ocr))
  out.push('\t<Layout>')
  out.push(`\t\t<Page ID="P${p}" PHYSICAL_IMG_NR="${p}" HEIGHT="${geometry.height}" WIDTH="${geometry.width}">`)
  out.push(`\t\t\t<TopMargin ID="P${p}_TM00001" HPOS="0" VPOS="0" WIDTH="${geometry.width}" HEIGHT="${geometry.top}"/>`)
  out.push(
    `\t\t\t<LeftMargin ID="P${p}_LM00001" HPOS="0" VPOS="${geometry.top}" WIDTH="${geometry.left}" HEIGHT="${geometry.printHeight}"/>`,
  )
  out.push(
    `\t\t\t<RightMargin ID="P${p}_RM00001" HPOS="${geometry.left + geometry.printWidth}" VPOS="${geometry.top}" WIDTH="${geometry.width - geometry.left - geometry.printWidth}" HEIGHT="${geometry.printHeight}"/>`,
  )
  out.push(
    `\t\t\t<BottomMargin ID="P${p}_BM00001" HPOS="0" VPOS="${geometry.top + geometry.printHeight}" WIDTH="${geometry.width}" HEIGHT="${bottomMargin}"/>`,
  )
  out.push(
    `\t\t\t<PrintSpace ID="P${p}_PS00001" HPOS="${geometry.left}" VPOS="${geometry.top}" WIDTH="${geometry.printWidth}" HEIGHT="${geometry.printHeight}">`,
  )

  for (const block of input.blocks) {
    if (block.kind === 'illustration') {
      const box = placeOrThrow(flow, block.height, block.span, block.id)
      out.push(
        `\t\t\t\t<Illustration${attrs([
          ['ID', block.id],
          ['HPOS', box.x],
          ['VPOS', box.y],
          ['WIDTH', box.w],
          ['HEIGHT', box.h],
          ['TYPE', block.type],
        ])}/>`,
      )
      continue
    }
    const style = TEXT_STYLES[block.style ?? 'body']
    const box = placeOrThrow(flow, blockHeight(block.lines.length, style), block.span, block.id)
    const centred = block.style === 'masthead' || block.style === 'display' || block.style === 'heading'
    out.push(
      `\t\t\t\t<TextBlock${attrs([
        ['ID', block.id],
        ['HPOS', box.x],
        ['VPOS', box.y],
        ['WIDTH', box.w],
        ['HEIGHT', box.h],
        ['STYLEREFS', `${style.id} ${centred ? 'PAR_CENTER' : 'PAR_BLOCK'}`],
        ['LANG', block.language],
      ])}>`,
    )
    const space = spaceWidth(style)
    const hyphen = hyphenWidth(style)
    const innerWidth = box.w - 2 * BLOCK_PADDING
    block.lines.forEach((line, lineIndex) => {
      lineCounter++
      const widths = line.map((word) => textWidth(word, style))
      const lineWidth = widths.reduce((a, b) => a + b, 0) + space * Math.max(0, line.length - 1)
      const brokenAtEnd = line.at(-1)?.endsWith(SOFT_HYPHEN) ?? false
      const fullWidth = lineWidth + (brokenAtEnd ? hyphen : 0)
      const x0 = box.x + BLOCK_PADDING + (centred ? Math.max(0, Math.floor((innerWidth - fullWidth) / 2)) : 0)
      const y = box.y + BLOCK_PADDING + lineIndex * style.pitch
      out.push(
        `\t\t\t\t\t<TextLine ID="P${p}_TL${pad5(lineCounter)}" HPOS="${x0}" VPOS="${y}" WIDTH="${Math.min(fullWidth, innerWidth)}" HEIGHT="${style.glyphHeight}">`,
      )
      const previous = lineIndex > 0 ? block.lines[lineIndex - 1] : undefined
      const continuesWord = previous?.at(-1)?.endsWith(SOFT_HYPHEN) ?? false
      const next = block.lines[lineIndex + 1]
      let x = x0
      line.forEach((word, wordIndex) => {
        stringCounter++
        const id = `P${p}_ST${pad5(stringCounter)}`
        const width = widths[wordIndex] ?? 1
        const isBroken = wordIndex === line.length - 1 && word.endsWith(SOFT_HYPHEN)
        const content = isBroken ? word.slice(0, -1) : word
        let subsType: string | undefined
        let subsContent: string | undefined
        if (isBroken && next?.[0] !== undefined) {
          subsType = 'HypPart1'
          subsContent = content + next[0]
        } else if (wordIndex === 0 && continuesWord && previous !== undefined) {
          subsType = 'HypPart2'
          subsContent = (previous.at(-1) ?? '').slice(0, -1) + content
        }
        if (wordIndex > 0) {
          out.push(`\t\t\t\t\t\t<SP HPOS="${x}" VPOS="${y + style.glyphHeight - 4}" WIDTH="${space}"/>`)
          x += space
        }
        // Written out rather than through attrs(): a page holds thousands of these.
        const subs = subsType === undefined ? '' : ` SUBS_TYPE="${subsType}" SUBS_CONTENT="${escapeXml(subsContent ?? '')}"`
        const wc = ocr ? ` WC="${confidence(id, content)}"` : ''
        out.push(`\t\t\t\t\t\t<String ID="${id}" HPOS="${x}" VPOS="${y}" WIDTH="${width}" HEIGHT="${style.glyphHeight}" CONTENT="${escapeXml(content)}"${subs}${wc}/>`)
        x += width
        if (isBroken) {
          out.push(`\t\t\t\t\t\t<HYP HPOS="${x}" VPOS="${y}" WIDTH="${hyphen}" CONTENT="-"/>`)
          x += hyphen
        }
      })
      out.push('\t\t\t\t\t</TextLine>')
    })
    out.push('\t\t\t\t</TextBlock>')
  }

  out.push('\t\t\t</PrintSpace>')
  out.push('\t\t</Page>')
  out.push('\t</Layout>')
  out.push('</alto>')
  return out.join('\n') + '\n'
}

function placeOrThrow(flow: ColumnFlow, height: number, span: 'column' | 'full' | undefined, id: string): Placement {
  const box = flow.place(height, span ?? 'column')
  // The generator runs the same flow before writing, so this only fires on a generator bug.
  if (!box) throw new RangeError(`ALTO block ${id} does not fit on its page`)
  return box
}
