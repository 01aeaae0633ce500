/**
 * Olive Software's XMD/PrXML, the format of large legacy newspaper archives (Le Temps' Gazette de
 * Lausanne and Journal de Genève, many others): an issue folder with `TOC.xml` (`Xmd_toc`: the
 * publication, `ISSUE_DATE` as DD/MM/YYYY, the language, the pages and the entities on each),
 * `Document/N/PgNNN.xml` per page (`XMD-PAGE`) and `Document/N/Ar*.xml`, `Ad*.xml` entities
 * (`XMD-entity`: articles and advertisements with their text). Files are windows-1252 as their
 * XML declaration says; readSource decodes them by it.
 *
 * - Entities are logical units (Article an article, Ad an advertisement, Picture an illustration,
 *   Table a table) with their `Name` as title unless Olive's "Untitled Article"; an article that
 *   goes on on another page (`CONTINUATION_TO`/`_FROM`) is one unit.
 * - Each `Primitive` of an entity is a block of its page; its first headline part (`HedLine_*`) is
 *   the unit's heading. Lines start at `<L/>`; words are `W`, or a word written in parts `Q`/`q`
 *   (hyphenated, or with an apostrophe) whose whole form is the `QW` of the same `QID`, placed
 *   where its first part is.
 * - Boxes (`BOX="left top right bottom"`) are in pixels at the entity's `IMAGES_RESOLUTION`; the
 *   page's size (`PAGE_WIDTH`, `PAGE_HEIGHT`) is at the default `Resolution`, so it is scaled by
 *   their ratio (Gazette de Lausanne: 994 × 1353 at 57 dpi, words at 144).
 */
import { dirname, join } from 'node:path'
import type { Reference } from '../../confine.ts'
import { type DocumentRead, type ReadCompanion, readCompanion } from '../../document.ts'
import { normalizeLanguage } from '../../../domain/languages.ts'
import { checkPackageLimits } from '../../limits.ts'
import { EMPTY_BOX, PageBuilder, boxFromEdges, checkDepth, positive, unionBox } from '../../ocr-page.ts'
import { baseName, xmlRoot } from '../../sniff-xml.ts'
import { slugify } from '../../slug.ts'
import { type AltoPage, type AltoWord, type Box, IngestError, type LogicalUnit, type PageRef, type SourcePackage, type StructuralType } from '../../types.ts'
import { createXmlParser, localAttributes, localName, runXmlParser } from '../../xml.ts'

/** Whether a file is Olive XMD: the issue's TOC.xml (what the registry reads); its page and entity files are read through it. */
export function detect(head: string, name: string): boolean {
  const root = xmlRoot(head)
  return root?.name === 'Xmd_toc' || (baseName(name) === 'toc.xml' && /<Xmd_toc\b/.test(head))
}

/** Whether a file is one of an Olive issue's page or entity files (`XMD-PAGE`, `XMD-entity`), read only through its TOC.xml. */
export function isOlivePart(head: string): boolean {
  const name = xmlRoot(head)?.name
  return name === 'XMD-PAGE' || name === 'XMD-entity'
}

export interface OliveEntityRef {
  id: string
  type: string
  name: string
  /** `/1/Ar00100` as written; the file is `Document/1/Ar00100.xml` beside TOC.xml. */
  href: string
  line: number
  continuationFrom?: string
  continuationTo?: string
}

export interface OlivePage {
  sequence: number
  id: string
  label?: string
  /** Size at the default resolution. */
  width?: number
  height?: number
  entities: OliveEntityRef[]
}

export interface OliveToc {
  publication: string
  description: string
  /** ISO date. */
  date: string
  languages: string[]
  release?: string
  /** The default resolution (page sizes) and the images' (entity boxes). */
  defaultResolution?: number
  imagesResolution?: number
  pages: OlivePage[]
}

function number(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : undefined
}

/** DD/MM/YYYY (Olive's ISSUE_DATE) as an ISO date, when it is a real day. */
export function oliveDate(text: string | undefined): string | undefined {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text ?? '')
  if (!match) return undefined
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

function parseWith(xml: string, file: string, root: string, handlers: { open: (name: string, attributes: Record<string, string>, depth: number) => void; text?: (text: string) => void; close?: (name: string, depth: number) => void }): void {
  const parser = createXmlParser(file)
  const open: string[] = []
  parser.on('opentag', (tag) => {
    const name = localName(tag.name)
    if (open.length === 0 && name !== root) throw new IngestError(file, parser.line, `expected an Olive <${root}>, found <${tag.name}>`)
    open.push(name)
    checkDepth(open.length, file, parser.line)
    handlers.open(name, localAttributes(tag.attributes), parser.line)
  })
  parser.on('text', (text) => handlers.text?.(text))
  parser.on('closetag', () => {
    const depth = open.length
    const name = open.pop()
    if (name !== undefined) handlers.close?.(name, depth)
  })
  runXmlParser(parser, xml, file)
  const unclosed = open.at(-1)
  if (unclosed !== undefined) throw new IngestError(file, parser.line, `malformed XML: unclosed tag: ${unclosed}`)
}

/** Reads an issue's TOC.xml. */
export function readOliveToc(xml: string, file: string): OliveToc {
  const toc: OliveToc = { publication: '', description: '', date: '', languages: [], pages: [] }
  let dateText: string | undefined
  let dateLine = 1
  let inResolutions = false
  let resolution: { isDefault: boolean; text: string } | undefined
  const resolutions: number[] = []
  parseWith(xml, file, 'Xmd_toc', {
    open(name, attributes, line) {
      if (name === 'Xmd_toc') {
        toc.publication = attributes.PUBLICATION?.trim() ?? ''
        toc.description = attributes.PUBLICATION_DESCRIPTION?.trim() ?? ''
        dateText = attributes.ISSUE_DATE
        dateLine = line
        if (attributes.RELEASE_NO) toc.release = attributes.RELEASE_NO
        const language = normalizeLanguage(attributes.LANGUAGE ?? '')
        if (language) toc.languages.push(language)
      } else if (name === 'Meta' && toc.pages.length === 0) {
        dateText ??= attributes.DOC_DATE
        toc.imagesResolution ??= number(attributes.IMAGES_RESOLUTION)
      } else if (name === 'Resolutions') {
        inResolutions = true
      } else if (name === 'Resolution' && inResolutions) {
        resolution = { isDefault: attributes.DEFAULT === 'true', text: '' }
      } else if (name === 'Page') {
        const sequence = number(attributes.PAGE_NO) ?? toc.pages.length + 1
        toc.pages.push({
          sequence,
          id: attributes.ID ?? `Pg${String(sequence).padStart(3, '0')}`,
          ...(attributes.PAGE_LABEL ? { label: attributes.PAGE_LABEL } : {}),
          ...(number(attributes.PAGE_WIDTH) === undefined ? {} : { width: number(attributes.PAGE_WIDTH) }),
          ...(number(attributes.PAGE_HEIGHT) === undefined ? {} : { height: number(attributes.PAGE_HEIGHT) }),
          entities: [],
        })
      } else if (name === 'Entity') {
        const page = toc.pages.at(-1)
        if (!page || attributes.ID === undefined) return
        page.entities.push({
          id: attributes.ID,
          type: attributes.ENTITY_TYPE ?? 'Article',
          name: attributes.NAME?.trim() ?? '',
          href: attributes.HREF ?? `/${page.sequence}/${attributes.ID}`,
          line,
          ...(attributes.CONTINUATION_FROM ? { continuationFrom: attributes.CONTINUATION_FROM } : {}),
          ...(attributes.CONTINUATION_TO ? { continuationTo: attributes.CONTINUATION_TO } : {}),
        })
      }
    },
    text(text) {
      if (resolution) resolution.text += text
    },
    close(name) {
      if (name === 'Resolution' && resolution) {
        const value = number(resolution.text.trim())
        if (value !== undefined) {
          resolutions.push(value)
          if (resolution.isDefault) toc.defaultResolution = value
        }
        resolution = undefined
      } else if (name === 'Resolutions') inResolutions = false
    },
  })
  // Without a default, the smallest resolution is the one pages are measured at.
  toc.defaultResolution ??= resolutions.length > 0 ? Math.min(...resolutions) : undefined
  const date = oliveDate(dateText)
  if (!date) throw new IngestError(file, dateLine, `ISSUE_DATE ${JSON.stringify(dateText ?? '')} is not a date (DD/MM/YYYY)`)
  toc.date = date
  if (toc.pages.length === 0) throw new IngestError(file, undefined, 'the Olive TOC lists no <Page>')
  return toc
}

export interface OlivePrimitive {
  id: string
  box?: Box
  /** The element holding it: Content, HedLine_hl1, … */
  part: string
  lines: { box?: Box; words: { content: string; box: Box; joined?: boolean }[] }[]
}

export interface OliveEntity {
  id: string
  type: string
  name: string
  page?: number
  language?: string
  imagesResolution?: number
  primitives: OlivePrimitive[]
}

function oliveBox(value: string | undefined): Box | undefined {
  const parts = (value ?? '').trim().split(/\s+/).map(Number)
  if (parts.length !== 4) return undefined
  const [left, top, right, bottom] = parts
  return left === undefined || top === undefined || right === undefined || bottom === undefined ? undefined : boxFromEdges(left, top, right, bottom)
}

/** Reads one entity file (an article, an advertisement…): its name and its text with boxes. */
export function readOliveEntity(xml: string, file: string): OliveEntity {
  const entity: OliveEntity = { id: '', type: 'Article', name: '', primitives: [] }
  const parts: string[] = []
  let primitive: OlivePrimitive | undefined
  let word: { content: string; box?: Box; qid?: string; whole?: boolean; joined: boolean } | undefined
  /** Words written in parts, by QID: the word placed at the first part, its parts' boxes. */
  const quoted = new Map<string, { word: { content: string; box: Box }; boxes: Box[]; parts: string }>()
  let words = 0
  parseWith(xml, file, 'XMD-entity', {
    open(name, attributes, line) {
      if (name === 'XMD-entity') {
        entity.id = attributes.ID ?? ''
        entity.type = attributes.ENTITY_TYPE ?? 'Article'
        const page = number(attributes.PAGE_NO)
        if (page !== undefined) entity.page = page
        const language = normalizeLanguage(attributes.LANGUAGE ?? '')
        if (language) entity.language = language
        return
      }
      if (name === 'Meta' && !primitive) {
        entity.name ||= attributes.NAME?.trim() ?? ''
        entity.imagesResolution ??= number(attributes.IMAGES_RESOLUTION)
        return
      }
      if (name === 'Primitive') {
        primitive = { id: attributes.ID ?? `${entity.id}-${entity.primitives.length + 1}`, part: parts.at(-1) ?? 'Content', lines: [], ...(oliveBox(attributes.BOX) ? { box: oliveBox(attributes.BOX) } : {}) }
        entity.primitives.push(primitive)
        return
      }
      if (!primitive) {
        parts.push(name)
        return
      }
      if (name === 'L') {
        primitive.lines.push({ words: [], ...(oliveBox(attributes.BOX) ? { box: oliveBox(attributes.BOX) } : {}) })
      } else if (name === 'W' || name === 'Q' || name === 'q' || name === 'QW') {
        words += 1
        if (words > 1_000_000) throw new IngestError(file, line, 'the entity has more than 1,000,000 words')
        // NS="y": no space after the word, so punctuation that follows is written against it.
        word = { content: '', joined: attributes.NS === 'y', ...(oliveBox(attributes.BOX) ? { box: oliveBox(attributes.BOX) } : {}), ...(attributes.QID ? { qid: attributes.QID } : {}), whole: name === 'QW' }
      }
    },
    text(text) {
      if (word) word.content += text
    },
    close(name) {
      if (name === 'Primitive') {
        primitive = undefined
        return
      }
      if (!primitive) {
        if (parts.at(-1) === name) parts.pop()
        return
      }
      if (!word || (name !== 'W' && name !== 'Q' && name !== 'q' && name !== 'QW')) return
      const current = word
      word = undefined
      const content = current.content.trim()
      if (primitive.lines.length === 0) primitive.lines.push({ words: [] })
      const line = primitive.lines.at(-1)
      if (!line) return
      if (current.qid === undefined) {
        if (content === '') return
        const previous = line.words.at(-1)
        if (previous?.joined && /^\p{P}+$/u.test(content)) {
          previous.content += content
          previous.box = unionBox([previous.box, ...(current.box ? [current.box] : [])]) ?? previous.box
          previous.joined = current.joined
          return
        }
        line.words.push({ content, box: current.box ?? line.box ?? EMPTY_BOX, ...(current.joined ? { joined: true } : {}) })
        return
      }
      let entry = quoted.get(current.qid)
      if (current.whole) {
        if (entry && content !== '') entry.word.content = content
        quoted.delete(current.qid)
        return
      }
      if (!entry) {
        entry = { word: { content: '', box: current.box ?? line.box ?? EMPTY_BOX }, boxes: [], parts: '' }
        quoted.set(current.qid, entry)
        line.words.push(entry.word)
        entry.boxes.push(entry.word.box)
      } else if (name === 'Q' && current.box) {
        // Parts on the same line widen the word's box; a part on the next line (hyphenation) does not.
        entry.boxes.push(current.box)
        entry.word.box = unionBox(entry.boxes) ?? entry.word.box
      }
      entry.parts += content
      // Until its QW arrives (or if it never does), the word is its parts.
      entry.word.content = entry.parts
    },
  })
  return entity
}

const ENTITY_TYPES: Record<string, StructuralType> = {
  article: 'article',
  ad: 'advertisement',
  advertisement: 'advertisement',
  picture: 'illustration',
  pc: 'illustration',
  image: 'illustration',
  table: 'table',
}

/** Olive's stand-in names, which are no titles. */
const UNTITLED = /^(?:untitled(?: article| ad)?|)$/i

/**
 * The issue from its TOC and its entities (by id): a unit per entity (continuations merged), a
 * block per primitive, each page's OCR from the entities on it.
 */
export function oliveDocument(toc: OliveToc, entities: ReadonlyMap<string, OliveEntity>, file: string): DocumentRead {
  const warnings: string[] = []
  const pages = [...toc.pages].sort((a, b) => a.sequence - b.sequence)
  const builders = new Map<number, PageBuilder>()
  const refs: PageRef[] = pages.map((page, index) => ({ sequence: index + 1, ...(page.label ? { label: page.label } : {}) }))
  const sequenceOf = new Map(pages.map((page, index) => [page.sequence, index + 1]))
  const units: LogicalUnit[] = []
  const unitOf = new Map<string, LogicalUnit>()

  for (const page of pages) {
    const sequence = sequenceOf.get(page.sequence) ?? 1
    const builder = new PageBuilder(file)
    builders.set(sequence, builder)
    for (const ref of page.entities) {
      const entity = entities.get(ref.id)
      if (!entity) continue
      const type = ENTITY_TYPES[ref.type.toLowerCase()] ?? 'article'
      const continued = ref.continuationFrom === undefined ? undefined : unitOf.get(ref.continuationFrom)
      const name = entity.name || ref.name
      const unit: LogicalUnit = continued ?? {
        id: ref.id,
        type,
        sourceType: type.toUpperCase(),
        blocks: [],
        ...(UNTITLED.test(name) ? {} : { title: name }),
        ...(entity.language ? { language: entity.language } : {}),
      }
      if (!continued) units.push(unit)
      unitOf.set(ref.id, unit)
      let headed = (unit.headingBlocks ?? []).length > 0
      for (const primitive of entity.primitives) {
        const block = builder.block(primitive.id, type === 'illustration' ? 'illustration' : 'text', primitive.box ?? EMPTY_BOX)
        for (const line of primitive.lines) {
          const words: AltoWord[] = line.words.filter((w) => w.content !== '').map((w) => builder.word(w.content, w.box, undefined, ref.line))
          builder.addLine(words, block)
        }
        unit.blocks.push({ pageSequence: sequence, blockId: primitive.id })
        if (!headed && /^HedLine/i.test(primitive.part)) {
          ;(unit.headingBlocks ??= []).push({ pageSequence: sequence, blockId: primitive.id })
          headed = true
        }
      }
    }
  }

  const out = new Map<number, AltoPage>()
  for (const [index, page] of pages.entries()) {
    const sequence = index + 1
    const builder = builders.get(sequence)
    if (!builder) continue
    // Boxes are at the images' resolution, the page's size at the default one.
    const entityResolution = page.entities.map((ref) => entities.get(ref.id)?.imagesResolution).find((value) => value !== undefined) ?? toc.imagesResolution
    const ratio = positive(entityResolution) && positive(toc.defaultResolution) ? (entityResolution ?? 1) / (toc.defaultResolution ?? 1) : undefined
    const width = ratio !== undefined && page.width !== undefined ? page.width * ratio : undefined
    const height = ratio !== undefined && page.height !== undefined ? page.height * ratio : undefined
    out.set(sequence, builder.finish(width, height))
  }

  const title = toc.description || toc.publication
  const pkg: SourcePackage = {
    kind: 'issue',
    documentType: 'newspaper',
    bornDigital: false,
    parentId: slugify(toc.publication || toc.description),
    // A publication code (GDL) is no title: the loader asks for --title unless the TOC describes it.
    title,
    ...(toc.description === '' ? { titleFromFile: true } : {}),
    date: toc.date,
    edition: 1,
    languages: toc.languages,
    pages: refs,
    units: units.filter((unit) => unit.blocks.length > 0),
    sourcePath: file,
  }
  checkPackageLimits(pkg, () => undefined)
  return { package: pkg, pages: out, warnings }
}

/** The entity file an entity's HREF names: `/1/Ar00100` is `Document/1/Ar00100.xml` beside TOC.xml. */
export function entityPath(tocFile: string, href: string): string {
  const relative = href.replace(/^[/\\]+/, '')
  return join(dirname(tocFile), 'Document', /\.xml$/i.test(relative) ? relative : `${relative}.xml`)
}

/**
 * Glue for the loader: reads the TOC, then every entity file it lists (confined to the issue's
 * folder and decoded by its declaration, through `read`), and assembles the issue. Every entity
 * file that is missing is named in one error, as the loader does for ALTO pages.
 */
export function loadOliveIssue(toc: string, tocFile: string, read: ReadCompanion = readCompanion): DocumentRead {
  const parsed = readOliveToc(toc, tocFile)
  const entities = new Map<string, OliveEntity>()
  const missing: string[] = []
  for (const page of parsed.pages) {
    for (const ref of page.entities) {
      const path = entityPath(tocFile, ref.href)
      const reference: Reference = { from: tocFile, line: ref.line, href: ref.href, what: `entity ${ref.id}`, within: 'the issue folder' }
      try {
        entities.set(ref.id, readOliveEntity(read(reference, path, 'xml'), path))
      } catch (error) {
        if (error instanceof IngestError && /does not exist$/.test(error.message)) missing.push(`line ${ref.line}: ${ref.href}`)
        else throw error
      }
    }
  }
  if (missing.length > 0) {
    throw new IngestError(tocFile, undefined, `${missing.length} entity file(s) listed here do not exist:\n  ${missing.slice(0, 50).join('\n  ')}`)
  }
  return oliveDocument(parsed, entities, tocFile)
}
