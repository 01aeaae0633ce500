/**
 * MPEG-21 DIDL as the Dutch KB delivers newspapers (Delpher): one `didl.xml` per issue, an Item
 * tree with Dublin Core (`srw_dc:dcx` with `dc:title`, `dc:date`, `dc:language`) for the issue and
 * for each article, pages as Items whose Resources name their ALTO by `dcx:filename` (their `ref`
 * is a resolver URL ending in `:alto`), articles as Items whose `:ocr` Resource is a separate
 * article-text file (`<text><title/><p/>…</text>`, articletext.xsd). Every element is known by its
 * local name, so undeclared prefixes (the `xsi:` of real files) do not matter.
 *
 * Articles carry their own text and no ALTO blocks: they are search units whose text the loader
 * reads from the article-text file; the pages' ALTO gives the page text and word boxes.
 */
import { dirname } from 'node:path'
import { localHref } from './confine.ts'
import { checkPackageLimits } from './limits.ts'
import { normalizeLanguage } from './languages.ts'
import { slugify } from './slug.ts'
import { IngestError, type LogicalUnit, type PageRef, type SourcePackage, type StructuralType } from './types.ts'
import { type XmlElement, children, parseXml, textOf } from './xml.ts'

/** Delpher's article kinds (dc:subject), in Dutch as delivered. */
const SUBJECT_TYPES: Record<string, StructuralType> = {
  artikel: 'article',
  advertentie: 'advertisement',
  familiebericht: 'death_notice',
  'illustratie met onderschrift': 'illustration',
}

interface DidlResource {
  ref: string
  filename: string
  line: number
}

interface DidlItem {
  id: string
  element: XmlElement
  /** The Dublin Core record of the item's own components (not of its sub-items). */
  dc: Map<string, string>
  resources: DidlResource[]
  items: DidlItem[]
}

function readItem(element: XmlElement): DidlItem {
  const dc = new Map<string, string>()
  const resources: DidlResource[] = []
  const collect = (node: XmlElement) => {
    for (const child of node.children) {
      if (child.name === 'Item') continue
      if (child.name === 'Resource') {
        const filename = child.attributes.filename ?? ''
        resources.push({ ref: child.attributes.ref ?? '', filename, line: child.line })
      }
      if (child.name === 'dcx' || child.name === 'dc') {
        for (const field of child.children) if (!dc.has(field.name) && textOf(field) !== '') dc.set(field.name, textOf(field))
      }
      collect(child)
    }
  }
  collect(element)
  return { id: element.attributes.identifier ?? '', element, dc, resources, items: children(element, 'Item').map(readItem) }
}

/** ISO date from the forms Dublin Core dates take in deliveries: 1870-01-31, 1870/01/31, 31-01-1870. */
export function didlDate(value: string | undefined): string | undefined {
  const text = value?.trim() ?? ''
  const iso = /^(\d{4})[-/](\d{2})[-/](\d{2})/.exec(text)
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`
  const european = /^(\d{2})[-/.](\d{2})[-/.](\d{4})$/.exec(text)
  if (european) return `${european[3]}-${european[2]}-${european[1]}`
  return undefined
}

const isAlto = (resource: DidlResource) => /:alto$/i.test(resource.ref) || /alto/i.test(resource.filename)
const isArticleText = (resource: DidlResource) => /:ocr$/i.test(resource.ref) || /articletext/i.test(resource.filename)

/** Reads an issue's didl.xml. `file` names it in errors and is the folder its files are found in. */
export function readDidl(xml: string, file: string): SourcePackage {
  const root = parseXml(xml, file)
  if (root.name !== 'DIDL') throw new IngestError(file, root.line, `expected an MPEG-21 DIDL document, found <${root.name}>`)
  const top = children(root, 'Item')[0]
  if (!top) throw new IngestError(file, root.line, 'the DIDL has no Item')
  const issue = readItem(top)
  const baseDir = dirname(file)
  const all: DidlItem[] = []
  /** The page Item an Item is nested in, when articles sit under their page. */
  const parentPage = new Map<DidlItem, DidlItem>()
  const walk = (item: DidlItem, page: DidlItem | undefined) => {
    for (const sub of item.items) {
      all.push(sub)
      if (page) parentPage.set(sub, page)
      walk(sub, !isArticle(sub) && sub.resources.some(isAlto) ? sub : page)
    }
  }
  walk(issue, undefined)

  const pages: PageRef[] = []
  /** Page sequence by the page part of its identifier (`p011`), and by Item. */
  const pageByKey = new Map<string, number>()
  const pageOfItem = new Map<DidlItem, number>()
  for (const item of all) {
    const alto = item.resources.find(isAlto)
    if (!alto || isArticle(item)) continue
    const key = /:(p\d+)$/i.exec(item.id)?.[1]?.toLowerCase()
    if (key) pageByKey.set(key, pages.length + 1)
    pageOfItem.set(item, pages.length + 1)
    const href = alto.filename || alto.ref
    pages.push({ sequence: pages.length + 1, altoHref: href, altoPath: alto.filename ? localHref(alto.filename, baseDir) : undefined, altoLine: alto.line })
  }
  if (pages.length === 0) throw new IngestError(file, top.line, 'the DIDL names no ALTO page (no Resource with a dcx:filename of an ALTO file)')

  const language = normalizeLanguage(issue.dc.get('language') ?? '')
  const units: LogicalUnit[] = []
  for (const item of all) {
    if (!isArticle(item)) continue
    const text = item.resources.find(isArticleText)
    const type = SUBJECT_TYPES[(item.dc.get('subject') ?? '').toLowerCase()] ?? 'article'
    // The page it is on: named in its id (`…:p011:a0239`) or the page Item it is nested in.
    const pageKey = /:(p\d+):a\d+$/i.exec(item.id)?.[1]?.toLowerCase()
    const parent = parentPage.get(item)
    const page = (pageKey ? pageByKey.get(pageKey) : undefined) ?? (parent ? pageOfItem.get(parent) : undefined)
    units.push({
      id: item.id.split(':').at(-1) || `a${units.length + 1}`,
      type,
      // As METS names it, so the content filters (advertisements, death notices) apply alike.
      sourceType: type.toUpperCase(),
      ...(item.dc.get('title') ? { title: item.dc.get('title') } : {}),
      blocks: [],
      ...(page === undefined ? {} : { page }),
      ...(text?.filename ? { textPath: localHref(text.filename, baseDir), textHref: text.filename, textLine: text.line } : {}),
    })
  }

  const title = issue.dc.get('title') ?? ''
  const identifier = issue.dc.get('recordIdentifier') ?? issue.id
  const pkg: SourcePackage = {
    kind: 'issue',
    documentType: 'newspaper',
    bornDigital: false,
    // The periodical, not the issue: an issue identifier (ddd:010097934) names one issue only.
    parentId: slugify(title) || slugify(identifier),
    title,
    ...(title === '' ? { titleFromFile: true } : {}),
    edition: 1,
    languages: language ? [language] : [],
    pages,
    units,
    sourcePath: file,
  }
  const date = didlDate(issue.dc.get('date'))
  if (date) pkg.date = date
  checkPackageLimits(pkg, () => top.line)
  return pkg
}

/** An article Item: its identifier ends in `:a0001`, or it has an article-text resource. */
function isArticle(item: DidlItem): boolean {
  return /:a\d+$/i.test(item.id) || item.resources.some(isArticleText)
}

/** The text of an article-text file (`<text><title/><p/>…</text>`), paragraphs on their own lines. */
export function readArticleText(xml: string, file: string): { title: string; text: string } {
  const root = parseXml(xml, file)
  if (root.name !== 'text') throw new IngestError(file, root.line, `expected an article text (<text>), found <${root.name}>`)
  const title = children(root, 'title').map(textOf).join(' ')
  const paragraphs = children(root, 'p').map(textOf).filter((paragraph) => paragraph !== '')
  return { title, text: paragraphs.join('\n') }
}
