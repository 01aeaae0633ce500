/**
 * METS issue and item packages → SourcePackage. Three profiles are met in
 * practice and read by the same code:
 *
 * - BnL (docWorks): logical divs point at ALTO blocks with fptr/area, the
 *   area's FILEID naming the page's ALTO file and BEGIN the block ID.
 * - British Library: logical divs have no fptr; structLink/smLinkGrp arcs
 *   link them to physical "pagearea" divs, whose IDs are the ALTO TextBlock
 *   IDs (their own areas point at word ranges, BEGIN/END on String IDs).
 * - NDNP and plain METS: no logical structMap, pages only, so units is empty
 *   and the loader indexes page text.
 */
import { basename, dirname, resolve } from 'node:path'
import { localHref, type Reference } from '../../confine.ts'
import { dcDescription } from '../../crosswalks/dc.ts'
import { describeElement } from '../../crosswalks/describe.ts'
import { labelRecord } from '../../crosswalks/label.ts'
import type { DescriptiveRecord } from '../../crosswalks/record.ts'
import type { ReadCompanion } from '../../document.ts'
import {
  type MetsDescriptions,
  describedDate,
  describedEdition,
  describedItem,
  describedLanguages,
  describedNumber,
  describedParentId,
  describedPermalink,
  describedTitle,
} from './description.ts'
import { isBornDigital, matchDocumentType } from '../../logical-types.ts'
import { type DcRecord, dcRecordOf, mergeDc } from '../../crosswalks/dc-read.ts'
import { type BlockRef, readStructLinks, readUnits, supplementUnits } from './units.ts'
import type { ArticleSupplement } from '../../supplement.ts'
import { modsPartNumber } from '../../crosswalks/mods-read.ts'
import { type FileEntry, readFiles } from './files.ts'
import { checkPackageLimits, xmlLineOf } from '../../limits.ts'
import { type DocumentType, IngestError, type PageRef, type SourcePackage } from '../../types.ts'
import { children, descendant, descendants, parseXml, textOf, type XmlElement } from '../../xml.ts'

export type MetsProfile = 'bnl' | 'bl' | 'ndnp' | 'plain'

function attr(element: XmlElement, name: string): string | undefined {
  const value = element.attributes[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

function idList(value: string | undefined): string[] {
  return value ? value.split(/\s+/).filter((id) => id !== '') : []
}

function distinct<T>(values: (T | undefined)[]): T[] {
  const out: T[] = []
  for (const value of values) if (value !== undefined && !out.includes(value)) out.push(value)
  return out
}

/** The FILEIDs an element's fptrs name, directly or through area/par/seq, in document order. */
function fptrFileIds(fptrs: XmlElement[]): string[] {
  return fptrs.flatMap((fptr) => [attr(fptr, 'FILEID'), ...descendants(fptr, 'area').map((area) => attr(area, 'FILEID'))]).filter(
    (id): id is string => id !== undefined,
  )
}

function structMaps(root: XmlElement): { logical?: XmlElement; physical?: XmlElement } {
  const maps = children(root, 'structMap')
  const type = (map: XmlElement) => attr(map, 'TYPE') ?? ''
  const logical = maps.find((map) => /logical/i.test(type(map)))
  // NDNP's only structMap has no TYPE; a SINGLEFILE map is a PDF of the whole issue.
  const physical =
    maps.find((map) => /physical/i.test(type(map))) ?? maps.find((map) => map !== logical && !/logical|single/i.test(type(map)))
  return { logical, physical }
}

function pageDivs(physical: XmlElement): XmlElement[] {
  const divs = descendants(physical, 'div')
  const typed = divs.filter((div) => /(?:^|[:_\s])page$/i.test(attr(div, 'TYPE') ?? ''))
  return typed.length > 0 ? typed : divs.filter((div) => children(div, 'fptr').length > 0)
}

function readDmdSecs(root: XmlElement): Map<string, XmlElement> {
  const mods = new Map<string, XmlElement>()
  for (const dmdSec of children(root, 'dmdSec')) {
    const id = attr(dmdSec, 'ID')
    const record = descendant(dmdSec, 'mods')
    if (id && record) mods.set(id, record)
  }
  return mods
}

/**
 * The MODS and MARC records of the dmdSecs, by ID, read by their crosswalks (ADR 054): wrapped in
 * the METS (mdWrap MDTYPE MODS or MARC, or found by their root), or in a local file an mdRef names,
 * read confined to the METS's folder. A record on another server is a warning, never fetched.
 */
function readDescriptions(root: XmlElement, file: string, options: MetsReadOptions): Map<string, DescriptiveRecord> {
  const records = new Map<string, DescriptiveRecord>()
  for (const dmdSec of children(root, 'dmdSec')) {
    const id = attr(dmdSec, 'ID')
    if (!id) continue
    const wrap = children(dmdSec, 'mdWrap')[0]
    const ref = children(dmdSec, 'mdRef')[0]
    const problem = (message: string) => options.warnings?.push(`${file}:${wrap?.line ?? dmdSec.line}: ${message}`)
    const record = wrap ? describeElement(wrap, attr(wrap, 'MDTYPE'), problem) : ref ? referencedRecord(ref, file, options) : undefined
    // Dublin Core is read apart, from the divs above the pages (packageDc).
    if (record && record.standard !== 'DC') records.set(id, record)
  }
  return records
}

function referencedRecord(ref: XmlElement, file: string, options: MetsReadOptions): DescriptiveRecord | undefined {
  const href = attr(ref, 'href')
  if (!href || /^DC$/i.test(attr(ref, 'MDTYPE') ?? '')) return undefined
  const path = localHref(href, dirname(resolve(file)))
  const reference: Reference = { from: file, line: ref.line, href, what: `the ${attr(ref, 'MDTYPE') ?? 'descriptive'} record`, within: 'the package folder' }
  if (path === undefined || options.read === undefined) {
    if (path === undefined) options.warnings?.push(`${file}:${ref.line}: ${reference.what} ${JSON.stringify(href)} is on another server: not fetched, so not read`)
    return undefined
  }
  return describeElement(parseXml(options.read(reference, path, 'xml'), path), attr(ref, 'MDTYPE'))
}

/** The Dublin Core records of the dmdSecs, by ID (mets-dc.ts). */
function readDcSecs(root: XmlElement): Map<string, DcRecord> {
  const dc = new Map<string, DcRecord>()
  for (const dmdSec of children(root, 'dmdSec')) {
    const id = attr(dmdSec, 'ID')
    const record = dcRecordOf(dmdSec)
    if (id && record) dc.set(id, record)
  }
  return dc
}

/** The DC describing the package: that of the structMaps' divs above the pages, and of an issue div. */
function packageDc(root: XmlElement, physical: XmlElement | undefined, dc: Map<string, DcRecord>): DcRecord | undefined {
  if (dc.size === 0) return undefined
  const pages = new Set(physical ? pageDivs(physical) : [])
  const ids: string[] = []
  const walk = (div: XmlElement) => {
    if (pages.has(div)) return
    const type = attr(div, 'TYPE') ?? ''
    const holdsPages = descendants(div, 'div').some((inner) => pages.has(inner))
    if (holdsPages || /^(?:issue|volume|group|newspaper|periodical)$/i.test(type)) ids.push(...idList(attr(div, 'DMDID')))
    for (const inner of children(div, 'div')) walk(inner)
  }
  for (const map of children(root, 'structMap')) for (const top of children(map, 'div')) walk(top)
  const records = distinct(ids.map((id) => dc.get(id)))
  return records.length === 0 ? undefined : mergeDc(records)
}

export function detectMetsProfile(root: XmlElement): MetsProfile {
  const { logical } = structMaps(root)
  if (logical && descendants(logical, 'area').some((area) => attr(area, 'BEGIN') !== undefined)) return 'bnl'
  if (children(root, 'structLink').some((link) => children(link, 'smLinkGrp').length > 0)) return 'bl'
  if (/ndnp/i.test(`${attr(root, 'PROFILE') ?? ''} ${attr(root, 'TYPE') ?? ''}`)) return 'ndnp'
  return 'plain'
}

interface Pages {
  pages: PageRef[]
  /** File ID → page sequence, for logical areas (BnL). */
  pageOfFile: Map<string, number>
  /** Physical div ID inside a page → the ALTO block it is (BL page areas). */
  physicalBlocks: Map<string, BlockRef>
}

function readPages(physical: XmlElement | undefined, files: Map<string, FileEntry>, mods: Map<string, XmlElement>): Pages {
  const pages: PageRef[] = []
  const pageOfFile = new Map<string, number>()
  const physicalBlocks = new Map<string, BlockRef>()
  if (!physical) return { pages, pageOfFile, physicalBlocks }
  for (const [index, div] of pageDivs(physical).entries()) {
    const sequence = index + 1
    // The page's own fptrs first; BL repeats the ALTO file in each page area.
    const fileIds = distinct([...fptrFileIds(children(div, 'fptr')), ...fptrFileIds(descendants(div, 'fptr'))])
    for (const id of fileIds) if (!pageOfFile.has(id)) pageOfFile.set(id, sequence)
    const entries = fileIds.map((id) => files.get(id))
    // A local ALTO file first; a remote one is kept so the loader can refuse it rather than import an
    // empty page. Without ALTO, PAGE-XML: of OCR-D's several steps, the last whose group says it
    // holds text (OCR, ground truth) rather than only a segmentation.
    const pageXml = entries.filter((entry) => entry?.page)
    const alto =
      entries.find((entry) => entry?.namedAlto && entry.path) ??
      entries.find((entry) => entry?.alto && entry.path) ??
      entries.find((entry) => entry?.alto && entry.href) ??
      pageXml.filter((entry) => entry?.path && /OCR|GT/i.test(entry.use)).at(-1) ??
      pageXml.filter((entry) => entry?.path).at(-1) ??
      pageXml.find((entry) => entry?.href)
    const pageMods = idList(attr(div, 'DMDID'))
      .map((id) => mods.get(id))
      .find((record) => record !== undefined)
    const label =
      attr(div, 'ORDERLABEL') ??
      attr(div, 'LABEL') ??
      (pageMods ? (modsPartNumber(pageMods, 'page number') ?? modsPartNumber(pageMods, 'page') ?? pageStart(pageMods)) : undefined)
    const page: PageRef = { sequence }
    if (alto?.path) page.altoPath = alto.path
    if (alto?.href) page.altoHref = alto.href
    if (alto?.line !== undefined) page.altoLine = alto.line
    if (alto?.page) page.ocrLabel = 'PAGE'
    // A remote or absolute reference: the loader looks for the copy downloaded beside the METS.
    if (alto?.foreign) {
      page.altoUse = alto.use
      page.altoId = alto.id
    }
    const service = entries.find((entry) => entry?.imageService)?.imageService
    if (service) page.imageService = service
    // The first local scan the page names (BnL names a colour and a black-and-white one, in that order).
    const image = entries.find((entry) => entry?.image && entry.path && !entry.imageService)
    if (image?.path) {
      page.imagePath = image.path
      if (image.href) page.imageHref = image.href
    }
    if (label) page.label = label
    pages.push(page)

    for (const area of descendants(div, 'div')) {
      const id = attr(area, 'ID')
      if (!id) continue
      // An area naming one block by BEGIN alone is that block; a BEGIN/END
      // word range (BL) is not, and there the div ID is the block ID.
      const block = descendants(area, 'area').find(
        (a) => attr(a, 'BEGIN') !== undefined && attr(a, 'END') === undefined && files.get(attr(a, 'FILEID') ?? '')?.alto,
      )
      physicalBlocks.set(id, { pageSequence: sequence, blockId: (block && attr(block, 'BEGIN')) ?? id })
    }
  }
  return { pages, pageOfFile, physicalBlocks }
}

function pageStart(mods: XmlElement): string | undefined {
  for (const part of children(mods, 'part')) {
    for (const extent of children(part, 'extent')) {
      const start = textOf(children(extent, 'start')[0])
      if (start !== '') return start
    }
  }
  return undefined
}

/** Divs that stand for the package itself: structMap roots and issue/volume/document-type wrappers. */
function packageDmdIds(root: XmlElement): string[] {
  const ids: string[] = []
  for (const map of children(root, 'structMap')) {
    for (const top of children(map, 'div')) {
      ids.push(...idList(attr(top, 'DMDID')))
      for (const div of descendants(top, 'div')) {
        const type = attr(div, 'TYPE') ?? ''
        if (/^(?:issue|volume)$/i.test(type) || matchDocumentType(type)) ids.push(...idList(attr(div, 'DMDID')))
      }
    }
  }
  return distinct(ids)
}

/** The descriptions of the package, in the order they are asked: the periodical's (collection) first, then the others. */
function packageRecords(root: XmlElement, descriptions: Map<string, DescriptiveRecord>): DescriptiveRecord[] {
  const referenced = new Set(descendants(root, 'div').flatMap((div) => idList(attr(div, 'DMDID'))))
  // A dmdSec no div points at describes the whole package (hand-made METS).
  const unreferenced = [...descriptions.keys()].filter((id) => !referenced.has(id))
  const ids = [...packageDmdIds(root), ...unreferenced]
  // The collection-level record names the periodical; BnL also has a
  // print-level record whose local identifier is a shelf mark.
  const ordered = [...ids.filter((id) => /collection/i.test(id)), ...ids.filter((id) => !/collection/i.test(id))]
  return distinct(ordered.map((id) => descriptions.get(id)))
}

export interface MetsReadOptions {
  /** Reads a file a dmdSec's mdRef names, confined to the METS's folder (src/ingest/document.ts); without it local mdRefs are not read. */
  read?: ReadCompanion
  /** Where what the METS names but is not read (a remote mdRef) is said. */
  warnings?: string[]
}

export function readMets(xml: string, file: string, options: MetsReadOptions = {}): SourcePackage {
  const read = readMetsFile(xml, file, options)
  if ('pages' in read) {
    // The file ids are for articles delivered apart; the package is the same without them.
    const pkg = { ...read }
    delete pkg.fileIds
    return pkg
  }
  throw new IngestError(file, undefined, 'the METS has no pages (no divs in a physical structMap)')
}

/**
 * A METS file: its package, or, when it has no pages but a logical structMap (the articles of an
 * issue delivered beside the METS of its pages), those articles (src/ingest/supplement.ts). A METS
 * in an OAI-PMH response (GetRecord) is read from its record.
 */
export function readMetsFile(xml: string, file: string, options: MetsReadOptions = {}): SourcePackage | ArticleSupplement {
  const [first, ...more] = metsElements(parseXml(xml, file), file)
  if (first === undefined) throw new IngestError(file, 1, 'expected a METS document')
  if (more.length > 0) options.warnings?.push(`${file}: the OAI-PMH response holds ${more.length + 1} METS records; only the first is read (harvest them one by one with GetRecord)`)
  return readMetsElement(first, file, options)
}

/** The METS documents a file holds: itself, or the records of an OAI-PMH response. */
function metsElements(root: XmlElement, file: string): XmlElement[] {
  if (root.name === 'mets') return [root]
  if (root.name === 'OAI-PMH') {
    const found = descendants(root, 'metadata').flatMap((metadata) => children(metadata, 'mets'))
    if (found.length > 0) return found
  }
  throw new IngestError(file, root.line, `expected a METS document, found <${root.name}>`)
}

function readMetsElement(root: XmlElement, file: string, options: MetsReadOptions): SourcePackage | ArticleSupplement {
  // Reel METS sit next to the issues in NDNP batches and have "pages" of
  // their own (scanner targets); read as an issue they would be a dateless one.
  if (/microfilm\s*reel|:reel\b/i.test(`${attr(root, 'PROFILE') ?? ''} ${attr(root, 'TYPE') ?? ''}`)) {
    throw new IngestError(file, root.line, 'an NDNP reel METS describes microfilm, not an issue or item')
  }
  const baseDir = dirname(resolve(file))
  const files = readFiles(root, baseDir)
  const mods = readDmdSecs(root)
  const { logical, physical } = structMaps(root)
  const pages = readPages(physical, files, mods)
  const dcRecord = packageDc(root, physical, readDcSecs(root))
  const logicalRoot = logical ? children(logical, 'div')[0] : undefined
  const described: MetsDescriptions = {
    records: packageRecords(root, readDescriptions(root, file, options)),
    dc: dcRecord ? dcDescription(dcRecord) : undefined,
    label: labelRecord(attr(root, 'LABEL') ?? (logicalRoot && attr(logicalRoot, 'LABEL'))),
    objid: attr(root, 'OBJID'),
    file,
    britishLibrary: detectMetsProfile(root) === 'bl',
  }
  if (pages.pages.length === 0) {
    // Its blocks name files of its own fileSec, or of the pages' METS beside it (their FILEIDs).
    const named = logical ? [...descendants(logical, 'area'), ...descendants(logical, 'fptr')].map((element) => attr(element, 'FILEID')) : []
    const fileIds = distinct([...files.keys(), ...named])
    const units = logical ? supplementUnits(logical, fileIds, readStructLinks(root), mods) : []
    if (units.length === 0) throw new IngestError(file, root.line, 'the METS has no pages (no divs in a physical structMap)')
    return articlesOf(units, files, described, file)
  }
  const units = readUnits(logical, pages, readStructLinks(root), mods)

  const physicalRoot = physical ? children(physical, 'div')[0] : undefined
  const typeHints = [attr(root, 'TYPE'), logicalRoot && attr(logicalRoot, 'TYPE'), physicalRoot && attr(physicalRoot, 'TYPE')].filter(
    (hint): hint is string => hint !== undefined,
  )
  const statedType = typeHints.map(matchDocumentType).find((type): type is DocumentType => type !== undefined)
  // A METS that names no kind of document is taken for a newspaper issue, a guess --type may correct.
  const documentType: DocumentType = statedType ?? 'newspaper'
  const bornDigital = typeHints.some(isBornDigital)
  const kind = documentType === 'newspaper' || documentType === 'serial' ? 'issue' : 'item'

  const givenTitle = describedTitle(described, kind)
  const title = givenTitle || basename(file).replace(/\.xml$/i, '')
  const pkg: SourcePackage = {
    kind,
    documentType,
    bornDigital,
    parentId: describedParentId(described, kind, title),
    title,
    ...(givenTitle ? {} : { titleFromFile: true }),
    ...(statedType ? {} : { kindGuessed: true }),
    edition: kind === 'issue' ? describedEdition(described) : 1,
    languages: distinct([...describedLanguages(described), ...units.map((unit) => unit.language)]),
    pages: pages.pages,
    units,
    sourcePath: file,
    fileIds: Object.fromEntries(pages.pageOfFile),
  }
  const date = describedDate(described, kind)
  if (date) pkg.date = date
  const number = kind === 'issue' ? describedNumber(described) : undefined
  if (number) pkg.number = number
  const permalink = describedPermalink(described)
  if (permalink) pkg.permalink = permalink
  if (kind === 'item') addItemData(pkg, described)
  checkPackageLimits(pkg, xmlLineOf(root))
  return pkg
}

function addItemData(pkg: SourcePackage, described: MetsDescriptions): void {
  const item = describedItem(described)
  if (item.authors.length > 0) pkg.authors = item.authors
  if (item.alternativeTitles.length > 0) pkg.alternativeTitles = item.alternativeTitles
  if (item.alsoKnownAs.length > 0) pkg.alsoKnownAs = item.alsoKnownAs
  if (item.publisher) pkg.publisher = item.publisher
  if (item.extent) pkg.physicalDescription = item.extent
}

/** The articles of a METS without pages, with what it says of the issue. */
function articlesOf(units: ArticleSupplement['units'], files: Map<string, FileEntry>, described: MetsDescriptions, file: string): ArticleSupplement {
  const paths = Object.fromEntries([...files].flatMap(([id, entry]) => (entry.path === undefined ? [] : [[id, entry.path] as const])))
  const supplement: ArticleSupplement = {
    units,
    files: paths,
    languages: distinct([...describedLanguages(described), ...units.map((unit) => unit.language)]),
    sourcePath: file,
  }
  // Its own records and DC only: its label names the table of contents, not the issue.
  const own = { ...described, label: undefined, britishLibrary: false }
  const title = describedTitle(own, 'issue')
  if (title) supplement.title = title
  const date = describedDate(own, 'issue')
  if (date) supplement.date = date
  const number = describedNumber(own)
  if (number) supplement.number = number
  return supplement
}
