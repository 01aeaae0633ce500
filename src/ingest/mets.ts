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
import { isBornDigital, matchDocumentType } from './logical-types.ts'
import { type DcRecord, dcIssueNumber, dcRecordOf, isDesignationTitle, mergeDc, parseDcDate } from './mets-dc.ts'
import { type BlockRef, readStructLinks, readUnits, supplementUnits } from './mets-units.ts'
import type { ArticleSupplement } from './supplement.ts'
import {
  modsAlternativeTitles,
  modsNameVariants,
  modsAuthors,
  modsDateIssued,
  modsExtent,
  modsIdentifier,
  modsIdentifiers,
  modsLanguages,
  modsPartNumber,
  modsPartNumberInTitle,
  modsPublisher,
  modsRecordIdentifier,
  modsRelatedItems,
  modsTitle,
  parseModsDate,
} from './mods.ts'
import { type FileEntry, readFiles } from './mets-files.ts'
import { checkPackageLimits, xmlLineOf } from './limits.ts'
import { slugify } from './slug.ts'
import { type DocumentType, IngestError, type PageRef, type SourcePackage } from './types.ts'
import { children, descendant, descendants, parseXml, textOf, type XmlElement } from './xml.ts'

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

function packageMods(root: XmlElement, mods: Map<string, XmlElement>): XmlElement[] {
  const referenced = new Set(descendants(root, 'div').flatMap((div) => idList(attr(div, 'DMDID'))))
  // A dmdSec no div points at describes the whole package (hand-made METS).
  const unreferenced = [...mods.keys()].filter((id) => !referenced.has(id))
  const ids = [...packageDmdIds(root), ...unreferenced]
  // The collection-level record names the periodical; BnL also has a
  // print-level record whose local identifier is a shelf mark.
  const ordered = [...ids.filter((id) => /collection/i.test(id)), ...ids.filter((id) => !/collection/i.test(id))]
  return distinct(ordered.map((id) => mods.get(id)))
}

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

function firstOf<T>(records: XmlElement[], read: (mods: XmlElement) => T | undefined): T | undefined {
  for (const record of records) {
    const value = read(record)
    if (value !== undefined) return value
  }
  return undefined
}

/** ISBD punctuation ends many catalogue titles ("Colored News."); it is not part of the name. */
function cleanTitle(title: string): string {
  return title.replace(/\s*[.:;,/]\s*$/, '').trim()
}

/** "Der Nordstern (St. Cloud, Minn.), 1878-01-03" or "… Luxembourg 1858-07-10_01" without the date. */
function titleFromLabel(label: string | undefined): string | undefined {
  if (!label) return undefined
  const title = label.replace(/[,\s]*\d{4}-\d{2}-\d{2}(?:_\d+)?\s*$/, '').trim()
  return title === '' ? undefined : title
}

/** The British Library title id: relatedItem host NLP identifier, or the numeric id in the file name or its folder. */
function blTitleId(records: XmlElement[], file: string): string | undefined {
  const fromMods = firstOf(records, (record) =>
    firstOf(modsRelatedItems(record, 'host'), (host) => modsIdentifier(host, 'nlp') ?? modsIdentifiers(host)[0]?.value),
  )
  if (fromMods && SAFE_ID.test(fromMods)) return fromMods
  const fromName = /^(\d+)_\d{8}_mets\.xml$/i.exec(basename(file))?.[1]
  if (fromName) return fromName
  // …/<title id>/<year>/<month+day>/<file>
  const folder = basename(dirname(dirname(dirname(file))))
  return /^\d+$/.test(folder) ? folder : undefined
}

function lccnOf(records: XmlElement[]): string | undefined {
  const lccn = firstOf(
    records,
    (record) => modsIdentifier(record, 'lccn') ?? firstOf(modsRelatedItems(record, 'host'), (host) => modsIdentifier(host, 'lccn')),
  )
  return lccn?.replace(/\s+/g, '')
}

function editionOf(records: XmlElement[], hints: (string | undefined)[]): number {
  const detail = firstOf(records, (record) => modsPartNumber(record, 'edition'))
  const fromDetail = detail ? Number.parseInt(detail, 10) : Number.NaN
  if (Number.isInteger(fromDetail) && fromDetail >= 1) return fromDetail
  // BnL names issues "…_1858-12-07_01-mets.xml" and labels them "… 1858-07-10_01".
  for (const hint of hints) {
    const match = hint ? /\d{4}-?\d{2}-?\d{2}_(\d{1,2})(?!\d)/.exec(hint) : null
    const edition = match?.[1] ? Number(match[1]) : 0
    if (edition >= 1) return edition
  }
  return 1
}

function issueDate(records: XmlElement[], label: string | undefined): string | undefined {
  for (const record of records) {
    const date = parseModsDate(modsDateIssued(record) ?? '')
    if (date && date.length === 10) return date
  }
  const fromLabel = label ? /\b(\d{4}-\d{2}-\d{2})\b/.exec(label)?.[1] : undefined
  return fromLabel ? parseModsDate(fromLabel) : undefined
}

function itemDate(records: XmlElement[]): string | undefined {
  for (const record of records) {
    const raw = modsDateIssued(record)
    if (!raw) continue
    const date = parseModsDate(raw)
    // Items carry a year or a full date, never a month alone.
    if (date) return date.length === 7 ? date.slice(0, 4) : date
    const year = /\b(\d{4})\b/.exec(raw)?.[1]
    if (year) return year
  }
  return undefined
}

function permalinkOf(root: XmlElement, records: XmlElement[]): string | undefined {
  const objid = attr(root, 'OBJID')
  if (objid && /^https?:\/\//i.test(objid)) return objid
  return firstOf(records, (record) =>
    modsIdentifiers(record).find((identifier) => ['uri', 'purl', 'ark', 'permalink', 'url'].includes(identifier.type) && /^https?:\/\//i.test(identifier.value))
      ?.value,
  )
}

export function readMets(xml: string, file: string): SourcePackage {
  const read = readMetsFile(xml, file)
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
 * issue delivered beside the METS of its pages), those articles (src/ingest/supplement.ts).
 */
export function readMetsFile(xml: string, file: string): SourcePackage | ArticleSupplement {
  const root = parseXml(xml, file)
  if (root.name !== 'mets') throw new IngestError(file, root.line, `expected a METS document, found <${root.name}>`)
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
  const dc = packageDc(root, physical, readDcSecs(root))
  if (pages.pages.length === 0) {
    // Its blocks name files of its own fileSec, or of the pages' METS beside it (their FILEIDs).
    const named = logical ? [...descendants(logical, 'area'), ...descendants(logical, 'fptr')].map((element) => attr(element, 'FILEID')) : []
    const fileIds = distinct([...files.keys(), ...named])
    const units = logical ? supplementUnits(logical, fileIds, readStructLinks(root), mods) : []
    if (units.length === 0) throw new IngestError(file, root.line, 'the METS has no pages (no divs in a physical structMap)')
    return articlesOf(units, files, packageMods(root, mods), dc, file)
  }
  const units = readUnits(logical, pages, readStructLinks(root), mods)
  const profile = detectMetsProfile(root)
  const records = packageMods(root, mods)

  const logicalRoot = logical ? children(logical, 'div')[0] : undefined
  const physicalRoot = physical ? children(physical, 'div')[0] : undefined
  const typeHints = [attr(root, 'TYPE'), logicalRoot && attr(logicalRoot, 'TYPE'), physicalRoot && attr(physicalRoot, 'TYPE')].filter(
    (hint): hint is string => hint !== undefined,
  )
  const documentType: DocumentType =
    typeHints.map(matchDocumentType).find((type): type is DocumentType => type !== undefined) ?? 'newspaper'
  const bornDigital = typeHints.some(isBornDigital)
  const kind = documentType === 'newspaper' || documentType === 'serial' ? 'issue' : 'item'

  const label = attr(root, 'LABEL') ?? (logicalRoot && attr(logicalRoot, 'LABEL'))
  const blId = profile === 'bl' ? blTitleId(records, file) : undefined
  const modsTitleText = firstOf(records, modsTitle)
  const givenTitle =
    (modsTitleText && cleanTitle(modsTitleText)) || dcTitle(dc) || titleFromLabel(label) || (blId ? `British Library newspaper ${blId}` : undefined)
  const title = givenTitle || basename(file).replace(/\.xml$/i, '')

  const localId = firstOf(records, (record) => {
    const id = modsIdentifier(record, 'local')
    // "LQ 1007" (a shelf mark) is not an id; "luxzeit1858" is.
    return id && SAFE_ID.test(id) ? id : undefined
  })
  let parentId: string
  if (kind === 'issue') {
    parentId = localId ?? lccnOf(records) ?? (blId ? `bl-${blId}` : undefined) ?? (slugify(title) || slugify(basename(file)))
  } else {
    const recordId = firstOf(records, modsRecordIdentifier)
    parentId = localId ?? (recordId ? slugify(recordId) : undefined) ?? (slugify(title) || slugify(basename(file)))
  }

  const languages = distinct([...records.flatMap(modsLanguages), ...(dc?.languages ?? []), ...units.map((unit) => unit.language)])
  const pkg: SourcePackage = {
    kind,
    documentType,
    bornDigital,
    parentId,
    title,
    ...(givenTitle ? {} : { titleFromFile: true }),
    edition: kind === 'issue' ? editionOf(records, [basename(file), label, firstOf(records, modsRecordIdentifier)]) : 1,
    languages,
    pages: pages.pages,
    units,
    sourcePath: file,
    fileIds: Object.fromEntries(pages.pageOfFile),
  }
  const date = (kind === 'issue' ? issueDate(records, label) : itemDate(records)) ?? dcDate(dc, kind)
  if (date) pkg.date = date
  const number =
    kind === 'issue' ? (firstOf(records, (record) => modsPartNumber(record, 'issue') ?? modsPartNumberInTitle(record)) ?? dcIssueNumber(dc?.designations ?? [])) : undefined
  if (number) pkg.number = number
  const permalink = permalinkOf(root, records) ?? dc?.identifiers.find((id) => /^https?:\/\//i.test(id))
  if (permalink) pkg.permalink = permalink

  if (kind === 'item') {
    const authors = distinct(records.flatMap(modsAuthors))
    if (authors.length > 0) pkg.authors = authors
    const alternativeTitles = distinct(records.flatMap((record) => modsAlternativeTitles(record)))
    if (alternativeTitles.length > 0) pkg.alternativeTitles = alternativeTitles
    // Other names: its authors' (pseudonyms, initials) and the item's uniform, translated and abbreviated titles.
    const alsoKnownAs = distinct([
      ...records.flatMap(modsNameVariants),
      ...records.flatMap((record) => modsAlternativeTitles(record, ['uniform', 'translated', 'abbreviated'])),
    ])
    if (alsoKnownAs.length > 0) pkg.alsoKnownAs = alsoKnownAs
    const publisher = firstOf(records, modsPublisher) ?? dc?.publishers[0]
    if (publisher) pkg.publisher = publisher
    const physicalDescription = firstOf(records, modsExtent)
    if (physicalDescription) pkg.physicalDescription = physicalDescription
  }
  checkPackageLimits(pkg, xmlLineOf(root))
  return pkg
}

/** A DC title that names the document, not the issue's date and designation. */
function dcTitle(dc: DcRecord | undefined): string | undefined {
  const title = dc?.titles.find((candidate) => !isDesignationTitle(candidate, dc))
  return title === undefined ? undefined : cleanTitle(title)
}

function dcDate(dc: DcRecord | undefined, kind: 'issue' | 'item'): string | undefined {
  for (const raw of dc?.dates ?? []) {
    const date = parseDcDate(raw)
    if (date === undefined) continue
    if (kind === 'item') return date.length === 7 ? date.slice(0, 4) : date
    // An issue's month or year is kept with its precision by completePackage.
    return date
  }
  return undefined
}

/** The articles of a METS without pages, with what it says of the issue. */
function articlesOf(
  units: ArticleSupplement['units'],
  files: Map<string, FileEntry>,
  records: XmlElement[],
  dc: DcRecord | undefined,
  file: string,
): ArticleSupplement {
  const paths = Object.fromEntries([...files].flatMap(([id, entry]) => (entry.path === undefined ? [] : [[id, entry.path] as const])))
  const supplement: ArticleSupplement = {
    units,
    files: paths,
    languages: distinct([...records.flatMap(modsLanguages), ...(dc?.languages ?? []), ...units.map((unit) => unit.language)]),
    sourcePath: file,
  }
  const title = (firstOf(records, modsTitle) && cleanTitle(firstOf(records, modsTitle) ?? '')) || dcTitle(dc)
  if (title) supplement.title = title
  const date = issueDate(records, undefined) ?? dcDate(dc, 'issue')
  if (date) supplement.date = date
  const number = firstOf(records, (record) => modsPartNumber(record, 'issue') ?? modsPartNumberInTitle(record)) ?? dcIssueNumber(dc?.designations ?? [])
  if (number) supplement.number = number
  return supplement
}
