/**
 * IIIF Presentation 2.1 (and 2.0) manifests and collections, still what most library servers
 * publish (Europeana, Gallica, the BL, the Bodleian, e-codices, the BSB, Heidelberg…), into the
 * same model as the Presentation 3 reader (iiif.ts):
 *
 * - `sc:Manifest`: its label, `navDate`, `metadata` (dates, languages, issue number, authors,
 *   publisher, type), its `within` collection (the periodical of an issue); `sequences[0]
 *   .canvases` are its pages, each with its image service (`images[].resource.service['@id']`).
 *   A manifest with a `navDate` or a newspaper/periodical type is an issue; otherwise an item.
 * - A canvas's text: its `seeAlso` ALTO (a local file: the loader reads it as every ALTO page), or
 *   its `otherContent` annotation lists (`sc:AnnotationList` of `cnt:ContentAsText` `chars` on
 *   `#xywh=` targets), read by readAnnotationList into the page model.
 * - Remote references (http seeAlso, otherContent) are recorded and never fetched; a manifest
 *   without local text is a metadata-only issue or item with its canvases and image services.
 *   A downloaded copy of a list lies beside the manifest under its last path segment (`…/list/
 *   p1` as `p1` or `p1.json`), and is then read like a local one.
 * - `sc:Collection`: its `manifests`, `collections` and `members`, local files only.
 */
import { dirname, resolve } from 'node:path'
import { localHref, type Reference } from '../../confine.ts'
import { type DocumentRead, type ReadCompanion, readCompanion } from '../../document.ts'
import { normalizeLanguage } from '../../../domain/languages.ts'
import { checkPackageLimits } from '../../limits.ts'
import { matchDocumentType } from '../../logical-types.ts'
import { PageBuilder, shareBox } from '../../ocr-page.ts'
import { baseName } from '../../sniff-xml.ts'
import { slugify } from '../../slug.ts'
import { foldToAscii } from '../../../domain/fold.ts'
import { parseJson as parseJsonWithLine } from './read.ts'
import { type AltoPage, type Box, IngestError, type PageRef, type SourcePackage } from '../../types.ts'

/** Whether a file is a IIIF Presentation 2 manifest or collection: JSON that says so (`@context` or `sc:` type), never by name alone. */
export function detect(head: string, name: string): boolean {
  const text = head.replace(/^\uFEFF/, '').trimStart()
  if (!text.startsWith('{') || !/\.json(?:ld)?$|^[^.]*$/.test(baseName(name))) return false
  return /iiif\.io\/api\/presentation\/2\/context\.json/.test(text) || /"@type"\s*:\s*"sc:(?:Manifest|Collection)"/.test(text)
}

type Json = Record<string, unknown>

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
}
function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}
function idOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : isRecord(value) ? (str(value['@id']) ?? str(value.id)) : undefined
}
function num(value: unknown): number | undefined {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
  return Number.isFinite(parsed) ? parsed : undefined
}

/** The texts of a v2 value: a string, `{ "@value", "@language" }`, or a list of them; HTML stripped. */
function texts(value: unknown): { text: string; language?: string }[] {
  return list(value).flatMap((item) => {
    const text = typeof item === 'string' ? item : isRecord(item) ? str(item['@value']) : undefined
    if (text === undefined) return []
    const clean = stripHtml(text)
    const language = isRecord(item) ? str(item['@language']) : undefined
    return clean === '' ? [] : [{ text: clean, ...(language ? { language } : {}) }]
  })
}

const PREFERRED = ['de', 'en', 'fr']
function pick(value: unknown): string | undefined {
  const all = texts(value)
  return (PREFERRED.map((language) => all.find((t) => t.language === language)).find(Boolean) ?? all[0])?.text
}

function stripHtml(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' })[entity] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

const HTTP = /^https?:\/\//i

function parseJson(json: string, file: string): unknown {
  return parseJsonWithLine(json.replace(/^\uFEFF/, ''), file)
}

/** The line of a string value in the JSON text (JSON.parse keeps no positions), or undefined. */
function lineOf(json: string, value: string): number | undefined {
  const at = json.indexOf(JSON.stringify(value).slice(0, 60))
  if (at === -1) return undefined
  let line = 1
  for (let i = json.indexOf('\n'); i !== -1 && i < at; i = json.indexOf('\n', i + 1)) line++
  return line
}

export interface Iiif2Reference {
  href: string
  line: number | undefined
  /** The local file, resolved lexically (the loader confines it); undefined for a remote reference without a copy beside the file. */
  path?: string
}

export interface Iiif2Options {
  /** Lets a remote reference fall back to a downloaded copy beside the file read (its last path segment, with or without `.json`). */
  exists?: (path: string) => boolean
}

function reference(href: string, file: string, json: string, options: Iiif2Options): Iiif2Reference {
  const line = lineOf(json, href)
  if (HTTP.test(href)) {
    if (!options.exists) return { href, line }
    let name: string
    try {
      name = decodeURIComponent(new URL(href).pathname.split('/').filter(Boolean).at(-1) ?? '')
    } catch {
      name = ''
    }
    if (name === '' || name === '.' || name === '..' || /[/\\]/.test(name)) return { href, line }
    for (const candidate of [name, `${name}.json`]) {
      const path = resolve(dirname(file), candidate)
      if (options.exists(path)) return { href, line, path }
    }
    return { href, line }
  }
  const path = localHref(href.replace(/[?#].*$/, ''), dirname(file))
  return path === undefined ? { href, line } : { href, line, path }
}

export interface Iiif2Canvas {
  sequence: number
  id: string
  width?: number
  height?: number
  /** Its annotation lists, in order: local files to read as its text, or remote ones (recorded). */
  annotationLists: Iiif2Reference[]
}

export interface Iiif2Manifest {
  kind: 'manifest'
  package: SourcePackage
  canvases: Iiif2Canvas[]
  /** Remote references recorded and not fetched (ALTO, annotation lists), for the import's warnings. */
  warnings: string[]
}

export interface Iiif2Collection {
  kind: 'collection'
  title: string
  id: string
  manifests: Iiif2Reference[]
  collections: Iiif2Reference[]
}

const LABELS = {
  date: new Set(['date', 'datum', 'date of publication', 'publication date', 'date de publication', 'erscheinungsjahr', 'erscheinungsdatum', 'published', 'created', 'date issued', 'issued', 'year', 'jahr']),
  language: new Set(['language', 'languages', 'sprache', 'langue', 'langues', 'taal']),
  number: new Set(['number', 'issue number', 'issue', 'nummer', 'ausgabe', 'heft', 'numero', 'nr', 'no']),
  author: new Set(['author', 'authors', 'creator', 'verfasser', 'autor', 'auteur']),
  publisher: new Set(['publisher', 'verlag', 'editeur', 'imprint']),
  type: new Set(['type', 'genre', 'document type', 'objekttyp', 'dokumenttyp', 'format', 'type of resource']),
}

function metadata(manifest: Json, labels: Set<string>): string[] {
  return list(manifest.metadata).flatMap((entry) => {
    if (!isRecord(entry)) return []
    const names = texts(entry.label).map((t) => foldToAscii(t.text).replace(/[.:]+$/, '').trim())
    return names.some((name) => labels.has(name)) ? texts(entry.value).map((t) => t.text) : []
  })
}

function leapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

function realDay(year: number, month: number, day: number): boolean {
  const days = [31, leapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  return days !== undefined && day >= 1 && day <= days
}

/** A date from the shapes metadata values take: 1897-12-14, 14.12.1897, 1897-12, "[1655]", "ca. 1655", "1655-1660". */
export function metadataDate(text: string): string | undefined {
  const iso = /(?<!\d)(\d{4})-(\d{2})(?:-(\d{2}))?(?!\d)/.exec(text)
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), iso[3] === undefined ? undefined : Number(iso[3])]
    if (month >= 1 && month <= 12 && (day === undefined || realDay(year, month, day))) return iso[0]
  }
  const european = /(?<!\d)(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})(?!\d)/.exec(text)
  if (european) {
    const [day, month, year] = [Number(european[1]), Number(european[2]), Number(european[3])]
    if (realDay(year, month, day)) return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  }
  return /(?<!\d)(1[4-9]\d\d|20\d\d)(?!\d)/.exec(text)?.[1]
}

function imageService(canvas: Json): string | undefined {
  for (const image of list(canvas.images)) {
    if (!isRecord(image)) continue
    const resources = list(image.resource).flatMap((resource) => (isRecord(resource) && resource['@type'] === 'oa:Choice' ? [resource.default, ...list(resource.item)] : [resource]))
    for (const resource of resources) {
      if (!isRecord(resource)) continue
      for (const service of list(resource.service)) {
        const id = idOf(service)
        const profile = isRecord(service) ? JSON.stringify(service.profile ?? '') + JSON.stringify(service['@context'] ?? '') : ''
        if (id !== undefined && HTTP.test(id) && /iiif\.io\/api\/image/.test(profile)) return id.replace(/\/+$/, '').replace(/\/info\.json$/, '')
      }
    }
  }
  return undefined
}

function isAlto(resource: unknown): boolean {
  if (!isRecord(resource)) return false
  return /alto/i.test(`${str(resource.format) ?? ''} ${JSON.stringify(resource.profile ?? '')} ${str(resource.label) ?? ''}`)
}

/** Reads a Presentation 2 manifest or collection; pure (the caller reads the files it names). */
export function readIiif2(json: string, file: string, options: Iiif2Options = {}): Iiif2Manifest | Iiif2Collection {
  const value = parseJson(json, file)
  if (!isRecord(value)) throw new IngestError(file, undefined, 'not a IIIF resource: expected a JSON object')
  const type = str(value['@type'])
  if (type === 'sc:Collection') return readCollection(value, json, file, options)
  if (type === 'sc:Manifest') return readManifest(value, json, file, options)
  throw new IngestError(file, undefined, `not a IIIF Presentation 2 Manifest or Collection (@type ${JSON.stringify(type ?? 'missing')})`)
}

function readCollection(collection: Json, json: string, file: string, options: Iiif2Options): Iiif2Collection {
  const title = pick(collection.label)
  if (title === undefined) throw new IngestError(file, undefined, 'IIIF Collection without a label')
  const manifests: Iiif2Reference[] = []
  const collections: Iiif2Reference[] = []
  const add = (item: unknown, fallback: 'sc:Manifest' | 'sc:Collection') => {
    const id = idOf(item)
    if (id === undefined) return
    const kind = isRecord(item) ? (str(item['@type']) ?? fallback) : fallback
    ;(kind === 'sc:Collection' ? collections : manifests).push(reference(id, file, json, options))
  }
  for (const item of list(collection.manifests)) add(item, 'sc:Manifest')
  for (const item of list(collection.collections)) add(item, 'sc:Collection')
  for (const item of list(collection.members)) add(item, 'sc:Manifest')
  const id = slugify(idOf(collection)?.split('/').filter((segment) => segment !== '' && !/^(?:collection|manifest|iiif|top|index)(?:\.json)?$/i.test(segment)).at(-1) ?? '') || slugify(title)
  return { kind: 'collection', title, id, manifests, collections }
}

const TRAILING_DATE = /[\s,;:–—-]*(?:\d{4}-\d{2}-\d{2}|\d{1,2}\.\s?\d{1,2}\.\s?\d{4})\s*$/

function readManifest(manifest: Json, json: string, file: string, options: Iiif2Options): Iiif2Manifest {
  const warnings: string[] = []
  const sequence = list(manifest.sequences).find(isRecord)
  const canvasList = sequence ? list(sequence.canvases).filter(isRecord) : []
  if (canvasList.length === 0) throw new IngestError(file, undefined, 'IIIF Manifest without canvases (sequences[0].canvases)')
  const label = pick(manifest.label)
  if (label === undefined) throw new IngestError(file, undefined, 'IIIF Manifest without a label')

  const canvases: Iiif2Canvas[] = []
  const pages: PageRef[] = canvasList.map((canvas, index) => {
    const page: PageRef = { sequence: index + 1 }
    const pageLabel = pick(canvas.label)
    if (pageLabel !== undefined) page.label = pageLabel
    const service = imageService(canvas)
    if (service !== undefined) page.imageService = service
    const alto = list(canvas.seeAlso).filter(isAlto).map((resource) => reference(idOf(resource) ?? '', file, json, options)).filter((ref) => ref.href !== '')
    const local = alto.find((ref) => ref.path !== undefined)
    if (local?.path !== undefined) {
      page.altoPath = local.path
      page.altoHref = local.href
      if (local.line !== undefined) page.altoLine = local.line
    } else {
      for (const ref of alto) warnings.push(`${file}: page ${page.sequence}: the ALTO file ${JSON.stringify(ref.href)} is not a local file and was not fetched`)
    }
    const lists = list(canvas.otherContent).flatMap((item) => {
      const id = idOf(item)
      return id === undefined ? [] : [reference(id, file, json, options)]
    })
    canvases.push({
      sequence: page.sequence,
      id: idOf(canvas) ?? '',
      ...(num(canvas.width) === undefined ? {} : { width: num(canvas.width) }),
      ...(num(canvas.height) === undefined ? {} : { height: num(canvas.height) }),
      annotationLists: lists,
    })
    return page
  })

  const typeText = metadata(manifest, LABELS.type).join(' ')
  const matched = matchDocumentType(`${typeText} ${str(manifest.viewingHint) ?? ''}`)
  const navDate = str(manifest.navDate)
  const isIssue = navDate !== undefined || matched === 'newspaper' || matched === 'serial'
  const parent = list(manifest.within).find((item) => idOf(item) !== undefined)
  const parentLabel = isRecord(parent) ? pick(parent.label) : undefined

  let date: string | undefined
  if (navDate !== undefined) {
    date = metadataDate(navDate.slice(0, 10))
    if (date === undefined) throw new IngestError(file, lineOf(json, navDate), `navDate ${JSON.stringify(navDate)} is not a date`)
  } else {
    date = metadata(manifest, LABELS.date).map(metadataDate).find((found) => found !== undefined) ?? (isIssue ? metadataDate(label) : undefined)
  }
  if (date !== undefined && !isIssue && /^\d{4}-\d{2}$/.test(date)) date = date.slice(0, 4)

  const languages: string[] = []
  for (const value of metadata(manifest, LABELS.language)) {
    for (const part of value.split(/[,;/]|\s+and\s+|\s+und\s+|\s+et\s+/)) {
      const code = normalizeLanguage(part.trim())
      if (code && !languages.includes(code)) languages.push(code)
    }
  }

  const title = isIssue ? (parentLabel ?? (label.replace(TRAILING_DATE, '').trim() || label)) : label
  const parentSlug = slugify(idOf(parent)?.split('/').filter(Boolean).at(-1) ?? '')
  const itemSlug = slugify(idOf(manifest)?.split('/').filter((segment) => segment !== '' && !/^(?:manifest|iiif)(?:\.json)?$/i.test(segment)).at(-1) ?? '')
  const related = list(manifest.related).map(idOf).find((id) => id !== undefined && HTTP.test(id))
  const manifestId = idOf(manifest)
  const authors = metadata(manifest, LABELS.author)
  const publisher = metadata(manifest, LABELS.publisher)[0]
  const pkg: SourcePackage = {
    kind: isIssue ? 'issue' : 'item',
    documentType: isIssue ? (matched === 'serial' ? 'serial' : 'newspaper') : (matched ?? 'book'),
    bornDigital: false,
    parentId: (isIssue ? parentSlug || slugify(title) : itemSlug || slugify(title)).slice(0, 100),
    title,
    edition: 1,
    languages,
    pages,
    units: [],
    sourcePath: file,
    ...(date === undefined ? {} : { date }),
    ...(metadata(manifest, LABELS.number)[0] === undefined ? {} : { number: metadata(manifest, LABELS.number)[0] }),
    ...(related ?? (manifestId !== undefined && HTTP.test(manifestId) ? manifestId : undefined) ? { permalink: related ?? manifestId } : {}),
    ...(authors.length > 0 && !isIssue ? { authors } : {}),
    ...(publisher !== undefined && !isIssue ? { publisher } : {}),
    // Neither a navDate nor a type in its metadata: an item, a book, is a guess that --type may correct.
    ...(navDate === undefined && matched === undefined ? { kindGuessed: true } : {}),
  }
  checkPackageLimits(pkg, (value) => lineOf(json, value))
  // What the manifest says more of itself elsewhere (Heidelberg's METS, a MARC record) is not read:
  // a reference to another server is recorded, never fetched.
  for (const also of list(manifest.seeAlso)) {
    const href = idOf(also)
    if (href !== undefined && HTTP.test(href)) warnings.push(`${file}: the manifest's seeAlso ${JSON.stringify(href)} is not a local file and was not fetched`)
  }
  return { kind: 'manifest', package: pkg, canvases, warnings }
}

/** The `xywh` of an annotation target: `canvas#xywh=x,y,w,h`, a SpecificResource's FragmentSelector, `percent:` forms. */
function targetBox(on: unknown, canvas: { width?: number; height?: number }): Box | undefined {
  for (const target of list(on)) {
    const fragment = typeof target === 'string' ? target : isRecord(target) ? (str(isRecord(target.selector) ? target.selector.value : undefined) ?? idOf(target)) : undefined
    const match = /xywh=(percent:|pixel:)?(-?[\d.]+),(-?[\d.]+),([\d.]+),([\d.]+)/.exec(fragment ?? '')
    if (!match) continue
    const [x, y, w, h] = [Number(match[2]), Number(match[3]), Number(match[4]), Number(match[5])]
    if (![x, y, w, h].every(Number.isFinite)) continue
    if (match[1] === 'percent:') {
      const width = canvas.width ?? 0
      const height = canvas.height ?? 0
      return { x: (x / 100) * width, y: (y / 100) * height, w: (w / 100) * width, h: (h / 100) * height }
    }
    return { x: Math.max(0, x), y: Math.max(0, y), w, h }
  }
  return undefined
}

/** The text of an annotation's resource(s): `cnt:ContentAsText` `chars` (HTML stripped), or undefined when it is only referenced. */
function annotationText(resource: unknown): string | undefined {
  const parts = list(resource).flatMap((item) => {
    if (!isRecord(item)) return []
    const chars = str(item.chars) ?? str(item.value)
    if (chars === undefined) return []
    return [/html/i.test(str(item.format) ?? '') || /<[a-z]/i.test(chars) ? stripHtml(chars) : chars]
  })
  return parts.length === 0 ? undefined : parts.join(' ')
}

/**
 * An annotation list's text as a page: each painting (or transcribing) annotation with text is a
 * word, or a line when its text has spaces; words follow each other on a line until one starts
 * left of the one before or below its bottom. `canvas` gives the coordinate frame.
 */
export function readAnnotationList(json: string, file: string, canvas: { width?: number; height?: number }): { page: AltoPage; referencedOnly: number } {
  const value = parseJson(json, file)
  if (!isRecord(value) || !/AnnotationList|AnnotationPage/.test(str(value['@type']) ?? str(value.type) ?? '')) {
    throw new IngestError(file, undefined, 'not a IIIF annotation list (sc:AnnotationList)')
  }
  const builder = new PageBuilder(file)
  const block = builder.block('annotations', 'text', { x: 0, y: 0, w: 0, h: 0 })
  let referencedOnly = 0
  let line: { words: ReturnType<PageBuilder['word']>[]; bottom: number; right: number } | undefined
  const flush = () => {
    if (line) builder.addLine(line.words, block)
    line = undefined
  }
  for (const annotation of list(value.resources ?? value.items)) {
    if (!isRecord(annotation)) continue
    const motivation = JSON.stringify(annotation.motivation ?? '')
    if (motivation !== '""' && !/painting|transcrib|supplement/i.test(motivation)) continue
    const text = annotationText(annotation.resource ?? annotation.body)
    if (text === undefined) {
      referencedOnly += 1
      continue
    }
    const box = targetBox(annotation.on ?? annotation.target, canvas) ?? { x: 0, y: 0, w: 0, h: 0 }
    const at = lineOf(json, idOf(annotation) ?? text)
    const words = shareBox(text, box).map((word) => builder.word(word.content, word.box, undefined, at))
    if (words.length === 0) continue
    if (words.length > 1) {
      flush()
      builder.addLine(words, block)
      continue
    }
    const [word] = words
    if (!word) continue
    if (line && (box.x < line.right - box.w || box.y >= line.bottom)) flush()
    line ??= { words: [], bottom: box.y + box.h, right: box.x }
    line.words.push(word)
    line.right = box.x + box.w
  }
  flush()
  return { page: builder.finish(canvas.width, canvas.height), referencedOnly }
}

/**
 * Glue for the loader: the manifest, and each canvas's text from its local annotation lists
 * (read through `read`, confined to the manifest's folder). A canvas with a local ALTO file keeps
 * it (the loader reads it); remote lists are recorded as warnings, never fetched.
 */
export function loadIiif2Manifest(json: string, file: string, read: ReadCompanion = readCompanion, options: Iiif2Options = {}): DocumentRead {
  const result = readIiif2(json, file, options)
  if (result.kind !== 'manifest') throw new IngestError(file, undefined, 'a IIIF Collection, not a Manifest: read its manifests in turn')
  const pages = new Map<number, AltoPage>()
  const warnings = [...result.warnings]
  // A copy beside the manifest stands for one remote list: another list whose last segment is the
  // same (Readux names the OCR and a reader's notes `…/list/<canvas>`) is not that copy.
  const readPaths = new Set<string>()
  for (const canvas of result.canvases) {
    const ref = result.package.pages[canvas.sequence - 1]
    for (const list of canvas.annotationLists) {
      if (list.path === undefined || (HTTP.test(list.href) && readPaths.has(list.path))) {
        warnings.push(`${file}: page ${canvas.sequence}: the annotation list ${JSON.stringify(list.href)} is not a local file and was not fetched`)
        continue
      }
      if (ref?.altoPath !== undefined || pages.has(canvas.sequence)) {
        warnings.push(`${file}: page ${canvas.sequence}: the annotation list ${JSON.stringify(list.href)} was not read: the page has its text already`)
        continue
      }
      const reference: Reference = { from: file, line: list.line, href: list.href, what: `page ${canvas.sequence}: annotation list`, within: 'the manifest folder' }
      readPaths.add(list.path)
      const read_ = readAnnotationList(read(reference, list.path, 'json'), list.path, canvas)
      if (read_.referencedOnly > 0) warnings.push(`${list.path}: ${read_.referencedOnly} annotation(s) give their text only by reference, which is not read`)
      pages.set(canvas.sequence, read_.page)
    }
  }
  return { package: result.package, pages, warnings }
}
