/**
 * iArchives exports (ADR 056), the delivery of several US state newspaper programmes (Utah Digital
 * Newspapers among them): `unit.xml` (the issue: header items volume, number, date; the
 * collection's title; `pages/` and `articles/` references), a page file per page and an article
 * file per article, each in the export's namespace (http://www.iarchives.com/schema/2002/export).
 *
 * - A page file: its header items (the page's label) and the page's word lattice.
 * - An article file: its classification, its header items (its headline), and per page it is on an
 *   `article-clipping` (its place on the page) of `article-element`s (headline, article, byline…)
 *   made of `zone`s (boxes within the clipping) with their lattices.
 *
 * Each zone is a block of its page, its words placed by their boxes within the clipping, or
 * sharing the zone's box where the export has none; the page's words that fall in no zone are a
 * block of their own (the text outside the articles). Lattices: src/ingest/formats/iarchives/lattice.ts.
 * The collection title may be a placeholder ("Untitled"): the import then asks for `--title`.
 */
import { dirname, posix } from 'node:path'
import { parseRecordDate } from '../../crosswalks/record.ts'
import { localHref, type Reference } from '../../confine.ts'
import { type DocumentRead, type ReadCompanion, readCompanion } from '../../document.ts'
import { checkPackageLimits } from '../../limits.ts'
import { isPlaceholderTitle } from '../../metadata.ts'
import { PageBuilder, intoLines, shareBox } from '../../ocr-page.ts'
import { slugify } from '../../slug.ts'
import { type AltoPage, type Box, IngestError, type LogicalUnit, type PageRef, type SourcePackage, type StructuralType } from '../../types.ts'
import { children, parseXml, textOf, type XmlElement } from '../../xml.ts'
import { type LatticeWord, resolveLattice } from './lattice.ts'

const CLASSIFICATIONS: [RegExp, StructuralType, string][] = [
  [/advert|classified|\bad\b/i, 'advertisement', 'ADVERTISEMENT'],
  [/obituar|death/i, 'death_notice', 'DEATH_NOTICE'],
  [/photo|picture|illustration|cartoon/i, 'illustration', 'ILLUSTRATION'],
  [/masthead|title/i, 'title_section', 'TITLE_SECTION'],
]
const HEADING_ELEMENTS = /headline|heading|title|kicker/i

function headers(element: XmlElement): Map<string, { value: string; text: string }> {
  const out = new Map<string, { value: string; text: string }>()
  for (const item of children(element, 'header-item')) {
    const name = (item.attributes.name ?? '').trim().toLowerCase()
    if (name !== '' && !out.has(name)) out.set(name, { value: (item.attributes.value ?? '').trim(), text: textOf(item) })
  }
  return out
}

interface Page {
  sequence: number
  builder: PageBuilder
  label?: string
  zones: Box[]
  words: LatticeWord[]
}

class IArchivesReader {
  readonly pages: Page[] = []
  readonly units: LogicalUnit[] = []
  private readonly byPath = new Map<string, Page>()
  private readonly file: string
  private readonly read: ReadCompanion

  constructor(file: string, read: ReadCompanion) {
    this.file = file
    this.read = read
  }

  /** A file the unit names, read confined to the unit's folder. */
  private companion(href: string, line: number, what: string, from = this.file): { root: XmlElement; path: string } {
    const path = localHref(href, dirname(from))
    const reference: Reference = { from, line, href, what, within: 'the unit folder' }
    const text = this.read(reference, path, 'xml')
    return { root: parseXml(text, path ?? href), path: path ?? href }
  }

  readPage(href: string, line: number): void {
    const sequence = this.pages.length + 1
    const { root, path } = this.companion(href, line, `page ${sequence}`)
    if (root.name !== 'page') throw new IngestError(path, root.line, `expected an iArchives page (<page>), found <${root.name}>`)
    const label = headers(root).get('page')?.text
    const page: Page = { sequence, builder: new PageBuilder(path), zones: [], words: resolveLattice(children(root, 'nodes')[0]) }
    if (label) page.label = label
    this.pages.push(page)
    this.byPath.set(path, page)
  }

  readArticle(href: string, line: number): void {
    const index = this.units.length
    const { root, path } = this.companion(href, line, `article ${index + 1}`)
    if (root.name !== 'article') throw new IngestError(path, root.line, `expected an iArchives article (<article>), found <${root.name}>`)
    const id = `article-${posix.basename(href.replace(/\\/g, '/')).replace(/\.xml$/i, '') || index + 1}`
    const classification = root.attributes.classification ?? ''
    const [, type, sourceType] = CLASSIFICATIONS.find(([pattern]) => pattern.test(classification)) ?? [undefined, 'article' as const, 'ARTICLE']
    const unit: LogicalUnit = { id, type, sourceType, blocks: [] }
    const headline = headers(root).get('headline')?.text
    const headlines: string[] = []
    for (const articlePage of children(root, 'article-page')) {
      const page = this.byPath.get(localHref(articlePage.attributes.href ?? '', dirname(path)) ?? '')
      if (!page) throw new IngestError(path, articlePage.line, `the article's page ${JSON.stringify(articlePage.attributes.href ?? '')} is not one of the unit's pages`)
      for (const clipping of children(articlePage, 'article-clipping')) this.clipping(page, clipping, unit, headlines)
    }
    const title = headline || headlines.join(' ')
    if (title) unit.title = title
    this.units.push(unit)
  }

  private clipping(page: Page, clipping: XmlElement, unit: LogicalUnit, headlines: string[]): void {
    const offset = { x: Number(clipping.attributes.l) || 0, y: Number(clipping.attributes.t) || 0 }
    for (const element of children(clipping, 'article-element')) {
      const heading = HEADING_ELEMENTS.test(element.attributes.type ?? '')
      for (const zone of children(element, 'zone')) {
        const [l, t, r, b] = ['l', 't', 'r', 'b'].map((name) => Number(zone.attributes[name]) || 0)
        const box: Box = { x: (l ?? 0) + offset.x, y: (t ?? 0) + offset.y, w: Math.max(0, (r ?? 0) - (l ?? 0)), h: Math.max(0, (b ?? 0) - (t ?? 0)) }
        page.zones.push(box)
        const words = resolveLattice(children(zone, 'nodes')[0], offset)
        const blockId = `${unit.id}-${page.builder.blocks.length + 1}`
        const block = page.builder.block(blockId, 'text', box)
        for (const line of linesOf(words, box)) page.builder.addLine(line.map((word) => page.builder.word(word.content, word.box ?? box, undefined, word.line)), block)
        unit.blocks.push({ pageSequence: page.sequence, blockId })
        if (heading) {
          unit.headingBlocks = [...(unit.headingBlocks ?? []), { pageSequence: page.sequence, blockId }]
          headlines.push(words.map((word) => word.content).join(' '))
        }
      }
    }
  }

  /** Each page's words that fall in no article's zone: the text outside the articles, a block of its own. */
  finishPages(): Map<number, AltoPage> {
    const out = new Map<number, AltoPage>()
    for (const page of this.pages) {
      const outside = page.words.filter((word) => word.box !== undefined && !page.zones.some((zone) => contains(zone, word.box)))
      const unplaced = page.words.every((word) => word.box === undefined)
      // A page without any article, nor boxes to tell which words are outside them, is one block.
      const rest = page.zones.length === 0 && unplaced ? page.words : outside
      if (rest.length > 0) {
        const block = page.builder.block(`page-${page.sequence}-rest`, 'text', { x: 0, y: 0, w: 0, h: 0 })
        for (const line of linesOf(rest, undefined)) page.builder.addLine(line.map((word) => page.builder.word(word.content, word.box ?? { x: 0, y: 0, w: 0, h: 0 }, undefined, word.line)), block)
      }
      out.set(page.sequence, page.builder.finish(undefined, undefined))
    }
    return out
  }
}

function contains(zone: Box, box: Box | undefined): boolean {
  if (!box) return false
  const x = box.x + box.w / 2
  const y = box.y + box.h / 2
  return x >= zone.x && x <= zone.x + zone.w && y >= zone.y && y <= zone.y + zone.h
}

/** Words in lines by their boxes; words without boxes, one line sharing the zone's box. */
function linesOf(words: readonly LatticeWord[], zone: Box | undefined): LatticeWord[][] {
  if (words.length === 0) return []
  if (words.some((word) => word.box !== undefined)) return intoLines(words.map((word) => ({ ...word, box: word.box ?? zone ?? { x: 0, y: 0, w: 0, h: 0 } })))
  if (zone === undefined) return [[...words]]
  const shared = shareBox(words.map((word) => word.content).join(' '), zone)
  return [words.map((word, index) => ({ ...word, box: shared[index]?.box }))]
}

/** Reads an iArchives unit: its pages' and articles' files through `read`, confined to its folder. */
export function loadIArchivesUnit(xml: string, file: string, read: ReadCompanion = readCompanion): DocumentRead {
  const root = parseXml(xml, file)
  if (root.name !== 'unit') throw new IngestError(file, root.line, `expected an iArchives unit (<unit>), found <${root.name}>`)
  const reader = new IArchivesReader(file, read)
  for (const ref of children(root, 'pages').flatMap((pages) => children(pages, 'page-ref'))) reader.readPage(ref.attributes.href ?? '', ref.line)
  if (reader.pages.length === 0) throw new IngestError(file, root.line, 'the iArchives unit names no pages')
  for (const ref of children(root, 'articles').flatMap((articles) => children(articles, 'article-ref'))) reader.readArticle(ref.attributes.href ?? '', ref.line)
  const pages = reader.finishPages()
  const info = headers(root)
  const collection = (root.attributes['collection-title'] ?? '').trim()
  const titled = collection !== '' && !isPlaceholderTitle(collection)
  const title = titled ? collection : (posix.basename(dirname(file)) || 'unit')
  const pkg: SourcePackage = {
    kind: 'issue',
    documentType: 'newspaper',
    bornDigital: false,
    parentId: slugify(title) || 'unit',
    title,
    ...(titled ? {} : { titleFromFile: true }),
    edition: Number.parseInt(info.get('edition')?.value ?? '', 10) || 1,
    languages: [],
    pages: reader.pages.map((page): PageRef => ({ sequence: page.sequence, ...(page.label ? { label: page.label } : {}) })),
    units: reader.units,
    sourcePath: file,
  }
  const date = parseRecordDate(info.get('date')?.text ?? '')
  if (date) pkg.date = date
  const number = info.get('number')?.text || info.get('number')?.value
  if (number) pkg.number = number
  checkPackageLimits(pkg, () => undefined)
  return { package: pkg, pages, warnings: [] }
}
