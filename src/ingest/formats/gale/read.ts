/**
 * Gale's whole-issue XML (ADR 056): root `<UKP>` (the British Library's 19th-century newspapers
 * digitised with JISC) or `<GALENP>` (Gale's newspaper products), one file holding the issue's
 * metadata and every article's text with its words' coordinates:
 *
 *   issue: id (the title's code and the date), is (number), volNum, da (the date as printed),
 *     pf (YYYYMMDD), ip (pages), metadatainfo/newspaperID, and where a product gives them the
 *     title (jn, pubTitle) and the language (la, language);
 *   page: pageid, pa (the page's label), and the articles that begin on it;
 *   article: id, ti (its headline), ct (its category: Article, Classifieds, Advertising…),
 *     ocr (Gale's word accuracy, a percentage), text.title and text.cr (the body): each a run of
 *     clips `<pg pgref clipref pos="l,t,r,b"/>` on the page `pgref`, followed by paragraphs `<p>`
 *     of words `<wd pos="l,t,r,b">`, in pixels of the page's scan.
 *
 * Each clip is a block of its page; its paragraphs' words are set in lines by their positions, a
 * word hyphenated at a line's end joined with the next line's first. An article is a unit of its
 * clips, its text.title clips its heading; its `ocr` percentage is its words' confidence. The file
 * does not name its newspaper: the title comes from a METS beside it (src/ingest/whole-issue.ts) or
 * from the librarian (`--title`, `library-import.json`).
 */
import { basename } from 'node:path'
import { normalizeLanguage } from '../../../domain/languages.ts'
import { parseRecordDate } from '../../crosswalks/record.ts'
import { checkPackageLimits } from '../../limits.ts'
import { PageBuilder, boxFromEdges, checkDepth, confidenceOf, intoLines } from '../../ocr-page.ts'
import { slugify } from '../../slug.ts'
import { type AltoBlock, type AltoWord, type Box, IngestError, type LogicalUnit, type PageRef, type SourcePackage } from '../../types.ts'
import { createXmlParser, localAttributes, localName, runXmlParser } from '../../xml.ts'

/** Gale's article categories onto the METS words the logical types know (src/ingest/logical-types.ts). */
const CATEGORIES: [RegExp, string][] = [
  [/advert|classified/i, 'ADVERTISEMENT'],
  [/death|obituar|births?,?\s*marriages?/i, 'DEATH_NOTICE'],
  [/illustration|picture|photo|cartoon/i, 'ILLUSTRATION'],
  [/table|stock|price|market/i, 'TABLE'],
]

const ISSUE_FIELDS = new Set(['id', 'is', 'volNum', 'da', 'pf', 'ip', 'newspaperID', 'jn', 'pubTitle', 'la', 'language'])

interface Article {
  id: string
  title: string
  category: string
  confidence: number | undefined
  section: string
  blocks: { pageSequence: number; blockId: string }[]
  headingBlocks: { pageSequence: number; blockId: string }[]
  line: number
}

function boxOf(pos: string | undefined): Box | undefined {
  const [left, top, right, bottom] = (pos ?? '').split(',').map((value) => Number(value.trim()))
  return left === undefined || top === undefined || right === undefined || bottom === undefined ? undefined : boxFromEdges(left, top, right, bottom)
}

class GaleIssue {
  readonly fields = new Map<string, string>()
  readonly pages = new Map<number, { builder: PageBuilder; label?: string; line: number }>()
  readonly units: LogicalUnit[] = []
  private readonly file: string
  private article: Article | undefined
  private block: { builder: PageBuilder; block: AltoBlock; sequence: number } | undefined
  private paragraph: AltoWord[] = []
  private pageCount = 0

  constructor(file: string) {
    this.file = file
  }

  page(line: number): void {
    this.pageCount += 1
    this.pageAt(this.pageCount, line)
  }

  label(text: string): void {
    const page = this.pages.get(this.pageCount)
    if (page && text !== '') page.label = text
  }

  private pageAt(sequence: number, line: number): { builder: PageBuilder; label?: string; line: number } {
    const existing = this.pages.get(sequence)
    if (existing) return existing
    const page = { builder: new PageBuilder(this.file), line }
    this.pages.set(sequence, page)
    return page
  }

  startArticle(line: number): void {
    this.article = { id: '', title: '', category: '', confidence: undefined, section: '', blocks: [], headingBlocks: [], line }
  }

  articleField(name: string, text: string): void {
    if (!this.article) return
    if (name === 'id' && this.article.id === '') this.article.id = text
    else if (name === 'ti') this.article.title = text
    else if (name === 'ct') this.article.category = text
    else if (name === 'ocr') this.article.confidence = confidenceOf(Number(text), 100)
  }

  section(name: string): void {
    if (this.article) this.article.section = name
  }

  /** A clip `<pg pgref clipref pos>`: a block on its page for the paragraphs that follow. */
  clip(attributes: Record<string, string>, line: number): void {
    this.endParagraph()
    const article = this.article
    if (!article) return
    const sequence = Number(attributes.pgref)
    if (!Number.isInteger(sequence) || sequence < 1 || sequence > 10_000) {
      throw new IngestError(this.file, line, `a clip names the page ${JSON.stringify(attributes.pgref ?? '')}, which is not a page number`)
    }
    const page = this.pageAt(sequence, line)
    const id = `${article.id || `article-${this.units.length + 1}`}-${article.section.replace(/^text\./, '')}-${attributes.clipref ?? ''}-${page.builder.blocks.length + 1}`
    const block = page.builder.block(id, 'text', boxOf(attributes.pos) ?? { x: 0, y: 0, w: 0, h: 0 })
    this.block = { builder: page.builder, block, sequence }
    const ref = { pageSequence: sequence, blockId: id }
    article.blocks.push(ref)
    if (article.section === 'text.title') article.headingBlocks.push(ref)
  }

  word(text: string, pos: string | undefined, line: number): void {
    const content = text.trim()
    if (!this.block || content === '') return
    const box = boxOf(pos) ?? this.block.block.box
    this.paragraph.push(this.block.builder.word(content, box, this.article?.confidence, line))
  }

  endParagraph(): void {
    const current = this.block
    if (!current || this.paragraph.length === 0) return
    for (const line of intoLines(this.paragraph)) current.builder.addLine(line, current.block)
    this.paragraph = []
  }

  endArticle(): void {
    this.endParagraph()
    const article = this.article
    this.article = undefined
    this.block = undefined
    if (!article || article.blocks.length === 0) return
    const sourceType = CATEGORIES.find(([pattern]) => pattern.test(article.category))?.[1] ?? 'ARTICLE'
    const unit: LogicalUnit = {
      id: article.id || `article-${this.units.length + 1}`,
      type: sourceType === 'ADVERTISEMENT' ? 'advertisement' : sourceType === 'DEATH_NOTICE' ? 'death_notice' : sourceType === 'ILLUSTRATION' ? 'illustration' : sourceType === 'TABLE' ? 'table' : 'article',
      sourceType,
      blocks: article.blocks,
    }
    if (article.title !== '') unit.title = article.title
    if (article.headingBlocks.length > 0) unit.headingBlocks = article.headingBlocks
    this.units.push(unit)
  }
}

/** Reads a Gale issue file into its package, each page's OCR in its PageRef. */
export function readGaleIssue(xml: string, file: string): SourcePackage {
  const parser = createXmlParser(file)
  const issue = new GaleIssue(file)
  const open: string[] = []
  let text = ''
  let wordPos: string | undefined
  parser.on('opentag', (tag) => {
    const name = localName(tag.name)
    if (open.length === 0 && !/^(?:UKP|GALENP)$/i.test(name)) throw new IngestError(file, parser.line, `expected a Gale issue (<UKP> or <GALENP>), found <${name}>`)
    open.push(name)
    checkDepth(open.length, file, parser.line)
    text = ''
    const attributes = localAttributes(tag.attributes)
    if (name === 'page' && open.at(-2) === 'issue') issue.page(parser.line)
    else if (name === 'article') issue.startArticle(parser.line)
    else if (name.startsWith('text.')) issue.section(name)
    else if (name === 'pg' && open.includes('text')) issue.clip(attributes, parser.line)
    else if (name === 'wd') wordPos = attributes.pos
  })
  parser.on('text', (chunk) => {
    text += chunk
  })
  parser.on('closetag', () => {
    const name = open.pop() ?? ''
    const parent = open.at(-1)
    const value = text.replace(/\s+/g, ' ').trim()
    if (name === 'wd') issue.word(text, wordPos, parser.line)
    else if (name === 'p') issue.endParagraph()
    else if (name === 'article') issue.endArticle()
    else if (name === 'pa' && parent === 'page') issue.label(value)
    else if (parent === 'article') issue.articleField(name, value)
    else if ((parent === 'issue' || parent === 'metadatainfo') && ISSUE_FIELDS.has(name) && !issue.fields.has(name)) issue.fields.set(name, value)
    text = ''
  })
  runXmlParser(parser, xml, file)
  return galePackage(issue, file)
}

function galePackage(issue: GaleIssue, file: string): SourcePackage {
  const fields = issue.fields
  const pages: PageRef[] = []
  const last = Math.max(0, ...issue.pages.keys())
  for (let sequence = 1; sequence <= last; sequence += 1) {
    const page = issue.pages.get(sequence)
    const ref: PageRef = { sequence }
    if (page) ref.ocr = page.builder.finish(undefined, undefined)
    if (page?.label) ref.label = page.label
    pages.push(ref)
  }
  if (pages.length === 0) throw new IngestError(file, undefined, 'the Gale issue has no pages')
  const title = fields.get('jn') ?? fields.get('pubTitle')
  const stand = title ?? basename(file).replace(/\.xml$/i, '')
  const pkg: SourcePackage = {
    kind: 'issue',
    documentType: 'newspaper',
    bornDigital: false,
    parentId: title ? (fields.get('newspaperID')?.toLowerCase() ?? slugify(title)) : slugify(stand),
    title: stand,
    ...(title ? {} : { titleFromFile: true }),
    edition: 1,
    languages: [fields.get('la'), fields.get('language')].flatMap((value) => normalizeLanguage(value ?? '') ?? []),
    pages,
    units: issue.units,
    sourcePath: file,
  }
  const date = parseRecordDate(fields.get('pf') ?? '') ?? parseRecordDate(fields.get('da') ?? '')
  if (date) pkg.date = date
  const number = fields.get('is')
  if (number) pkg.number = number
  checkPackageLimits(pkg, () => undefined)
  return pkg
}
