/**
 * MPEG-21 DIDL as the Dutch KB delivers newspapers (Delpher): one DIDL per issue, bare (`didl.xml`)
 * or as the record of an OAI-PMH response (`GetRecord`, `ListRecords`: the KB's harvesting
 * service, metadataPrefix=didl). An Item tree with Dublin Core (`srw_dc:dcx` with `dc:title`,
 * `dc:date`, `dc:language`) for the issue and for each article; pages as Items whose Resources
 * name their ALTO by `dcx:filename` (their `ref` is a resolver URL ending in `:alto`); articles
 * as Items whose `:ocr` Resource is a separate article-text file (`<text><title/><p/>…</text>`),
 * and whose zoning (`dcx:article-part pageid=… / dcx:blocks alto=… / dcx:TextBlock ID=…`) names
 * the pages and ALTO blocks they are printed in. Each page Item also holds, per article on it,
 * an Item pointing at the article (`ddd:article_id`) with that page's zoning only: not an article
 * of its own. Studied on the KB's Algemeen Handelsblad of 1–5 January 1870 (ddd:010097934 …
 * ddd:010097938, as harvested in the KB's public XML workshop). Every element is known by its
 * local name, so undeclared prefixes (the `xsi:` of a DIDL taken out of its OAI-PMH response)
 * do not matter.
 *
 * An article's text is its article-text file, which the KB made in reading order; its blocks
 * place it on the pages, for the reader and the page view.
 */
import { dirname } from 'node:path'
import { localHref } from '../../confine.ts'
import { checkPackageLimits } from '../../limits.ts'
import { normalizeLanguage } from '../../../domain/languages.ts'
import { slugify } from '../../slug.ts'
import { IngestError, type LogicalUnit, type PageRef, type SourcePackage, type StructuralType } from '../../types.ts'
import { type XmlElement, children, parseXml, textOf } from '../../xml.ts'

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

/** One page's part of an article, from its zoning. */
interface ArticlePart {
  order: number
  /** The page Item's identifier (`ddd:010097934:mpeg21:p001`). */
  pageId: string
  /** The ALTO file the blocks are in, as the DIDL names it. */
  alto: string
  blockIds: string[]
}

interface DidlItem {
  id: string
  element: XmlElement
  /** The Dublin Core record of the item's own components (not of its sub-items). */
  dc: Map<string, string>
  /** Every dc:language the item names (a bilingual paper names two). */
  languages: string[]
  resources: DidlResource[]
  parts: ArticlePart[]
  items: DidlItem[]
}

function readItem(element: XmlElement): DidlItem {
  const dc = new Map<string, string>()
  const languages: string[] = []
  const resources: DidlResource[] = []
  const parts: ArticlePart[] = []
  const collect = (node: XmlElement) => {
    for (const child of node.children) {
      if (child.name === 'Item') continue
      if (child.name === 'Resource') {
        const filename = child.attributes.filename ?? ''
        resources.push({ ref: child.attributes.ref ?? '', filename, line: child.line })
      }
      if (child.name === 'dcx' || child.name === 'dc') {
        for (const field of child.children) {
          if (!dc.has(field.name) && textOf(field) !== '') dc.set(field.name, textOf(field))
          if (field.name === 'language') {
            for (const part of textOf(field).split(/[\s,;]+/)) {
              const code = normalizeLanguage(part)
              if (code && !languages.includes(code)) languages.push(code)
            }
          }
        }
      }
      if (child.name === 'article-part') {
        const blocks = children(child, 'blocks')
        parts.push({
          order: Number(child.attributes.order ?? parts.length + 1),
          pageId: child.attributes.pageid ?? '',
          alto: blocks[0]?.attributes.alto ?? '',
          blockIds: blocks.flatMap((list) => children(list, 'TextBlock').map((block) => block.attributes.ID ?? '')).filter((id) => id !== ''),
        })
        continue
      }
      collect(child)
    }
  }
  collect(element)
  return { id: element.attributes.identifier ?? '', element, dc, languages, resources, parts, items: children(element, 'Item').map(readItem) }
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
/** The page's access image (`…:p001:image`, DDD_…_001_access.jp2), not the preservation master. */
const isImage = (resource: DidlResource) => /:image$/i.test(resource.ref) && resource.filename !== ''
const isArticleText = (resource: DidlResource) => /:ocr$/i.test(resource.ref) || /articletext/i.test(resource.filename)

/**
 * Reads a DIDL document: one issue, or one per record of an OAI-PMH response. `file` names it in
 * errors and is the folder its files are found in.
 */
export function readDidl(xml: string, file: string): SourcePackage[] {
  const root = parseXml(xml, file)
  if (root.name === 'DIDL') return [readIssue(root, file)]
  if (root.name !== 'OAI-PMH') throw new IngestError(file, root.line, `expected an MPEG-21 DIDL document, found <${root.name}>`)
  // GetRecord or ListRecords, then record/metadata/DIDL; a deleted record has no metadata.
  const didls = root.children.flatMap((verb) =>
    children(verb, 'record').flatMap((record) => children(record, 'metadata').flatMap((metadata) => children(metadata, 'DIDL'))),
  )
  const error = children(root, 'error')[0]
  if (didls.length === 0) {
    const why = error ? `the response is an error: ${error.attributes.code ?? ''} ${textOf(error)}`.trim() : 'it holds no DIDL record (harvest with metadataPrefix=didl)'
    throw new IngestError(file, (error ?? root).line, `an OAI-PMH response, but ${why}`)
  }
  return didls.map((didl) => readIssue(didl, file))
}

function readIssue(root: XmlElement, file: string): SourcePackage {
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
    const image = item.resources.find(isImage)
    pages.push({
      sequence: pages.length + 1,
      altoHref: href,
      altoPath: alto.filename ? localHref(alto.filename, baseDir) : undefined,
      altoLine: alto.line,
      ...(image ? { imagePath: localHref(image.filename, baseDir), imageHref: image.filename } : {}),
    })
  }
  if (pages.length === 0) throw new IngestError(file, top.line, 'the DIDL names no ALTO page (no Resource with a dcx:filename of an ALTO file)')

  const pageOfId = (id: string) => {
    const key = /:(p\d+)$/i.exec(id)?.[1]?.toLowerCase()
    return key ? pageByKey.get(key) : undefined
  }
  const pageOfAlto = (name: string) => {
    const base = name.split(/[/\\]/).at(-1) ?? ''
    return pages.find((page) => (page.altoHref ?? '').split(/[/\\]/).at(-1) === base)?.sequence
  }
  /** Pages an article is printed on, by the per-page Items that point at it (`ddd:article_id`). */
  const pagesOfArticle = new Map<string, number[]>()
  for (const item of all) {
    const articleId = item.element.attributes.article_id
    const parent = parentPage.get(item)
    const sequence = parent ? pageOfItem.get(parent) : undefined
    if (articleId === undefined || sequence === undefined) continue
    pagesOfArticle.set(articleId, [...(pagesOfArticle.get(articleId) ?? []), sequence])
  }

  const units: LogicalUnit[] = []
  for (const item of all) {
    if (!isArticle(item)) continue
    const text = item.resources.find(isArticleText)
    const type = SUBJECT_TYPES[(item.dc.get('subject') ?? '').toLowerCase()] ?? 'article'
    // Its blocks, page by page in the order of its parts, when its zoning names them.
    const blocks = [...item.parts]
      .sort((a, b) => a.order - b.order)
      .flatMap((part) => {
        const pageSequence = pageOfId(part.pageId) ?? pageOfAlto(part.alto)
        return pageSequence === undefined ? [] : part.blockIds.map((blockId) => ({ pageSequence, blockId }))
      })
    // Otherwise the page it is on: the first page Item pointing at it, the page its id names
    // (`…:p011:a0239`), or the page Item it is nested in.
    const pageKey = /:(p\d+):a\d+$/i.exec(item.id)?.[1]?.toLowerCase()
    const parent = parentPage.get(item)
    const page =
      pagesOfArticle.get(item.id)?.[0] ?? (pageKey ? pageByKey.get(pageKey) : undefined) ?? (parent ? pageOfItem.get(parent) : undefined)
    units.push({
      id: item.id.split(':').at(-1) || `a${units.length + 1}`,
      type,
      // As METS names it, so the content filters (advertisements, death notices) apply alike.
      sourceType: type.toUpperCase(),
      ...(item.dc.get('title') ? { title: item.dc.get('title') } : {}),
      blocks,
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
    languages: issue.languages,
    pages,
    units,
    sourcePath: file,
  }
  const date = didlDate(issue.dc.get('date'))
  if (date) pkg.date = date
  checkPackageLimits(pkg, () => top.line)
  return pkg
}

/**
 * An article Item: it has an article-text resource, or its identifier ends in `:a0001`; not the
 * Item a page holds for each article on it (`ddd:article_id` points at the article).
 */
function isArticle(item: DidlItem): boolean {
  if (item.element.attributes.article_id !== undefined) return false
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
