/**
 * A TEI file read (src/ingest/formats/tei/read.ts) made into its package and its pages' OCR: each page's surface
 * and scan, the header's fields as the package's, the package's limits checked.
 */
import { dirname } from 'node:path'
import { localHref } from '../../confine.ts'
import type { DocumentRead } from '../../document.ts'
import { checkPackageLimits } from '../../limits.ts'
import type { PageBuilder } from '../../ocr-page.ts'
import { baseName } from '../../sniff-xml.ts'
import { slugify } from '../../slug.ts'
import { type AltoPage, IngestError, type LogicalUnit, type PageRef, type SourcePackage } from '../../types.ts'

export interface Surface {
  /** Offset of the surface's own frame. */
  x: number
  y: number
  width?: number
  height?: number
  url?: string
}

export interface UnitFrame {
  unit: LogicalUnit
  titled: boolean
}

export interface TeiPage {
  ref: PageRef
  builder: PageBuilder
  /** The surface its pb names. */
  surface?: string
  /** Whether text has been put on it. */
  used: boolean
}

/** The header's fields as read, '' where the file gave none. */
export interface TeiHeader {
  title: string
  mainTitle: string
  journal: string
  idno: string
  sourceDate: string
  publicationDate: string
  number: string
  publisher: string
}

/** What one pass over a TEI file collected. */
export interface TeiParsed {
  header: TeiHeader
  authors: string[]
  languages: string[]
  manuscript: boolean
  pages: TeiPage[]
  units: UnitFrame[]
  surfaces: ReadonlyMap<string, Surface>
  surfaceOrder: readonly string[]
  warnings: string[]
}

/** The package and pages of a TEI file read; `line` is where the parser stopped, for errors about the whole file. */
export function teiDocument({ header, authors, languages, manuscript, pages, units, surfaces, surfaceOrder, warnings }: TeiParsed, xml: string, file: string, line: number): DocumentRead {
  // A last pb with nothing after it (DTA closes with one) is no page.
  const lastPage = pages.at(-1)
  if (lastPage && !lastPage.used && lastPage.surface === undefined && pages.length > 1) pages.pop()
  if (pages.length === 0) throw new IngestError(file, line, 'the TEI document has no text and no page')

  const baseDir = dirname(file)
  const out = new Map<number, AltoPage>()
  const refs: PageRef[] = pages.map((page, index) => {
    // A page's surface by its pb's facs, else the surfaces in order when there is one per page.
    const key = page.surface ?? (surfaceOrder.length === pages.length ? surfaceOrder[index] : undefined)
    const surface = key === undefined ? undefined : surfaces.get(key)
    const { imageHref, ...rest } = page.ref
    const ref: PageRef = rest
    const url = surface?.url ?? imageHref
    if (url !== undefined && url !== '') {
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^file:/i.test(url)) {
        const service = /^(https?:\/\/.*?)\/(?:info\.json|full\/[^/]+\/[^/]+\/[^/]+\.\w+)$/i.exec(url)?.[1]
        if (service) ref.imageService = service
        else warnings.push(`${file}: page ${ref.sequence}: the scan ${JSON.stringify(url)} is not a local file and was not fetched`)
      } else {
        const path = localHref(url, baseDir)
        if (path !== undefined) {
          ref.imageHref = url
          ref.imagePath = path
        }
      }
    }
    out.set(ref.sequence, page.builder.finish(surface?.width, surface?.height))
    return ref
  })

  const journal = header.journal
  const title = journal || header.mainTitle || header.title
  const date = header.sourceDate || header.publicationDate
  const kind: SourcePackage['kind'] = journal ? 'issue' : 'item'
  const pkg: SourcePackage = {
    kind,
    documentType: journal ? 'newspaper' : manuscript ? 'manuscript' : 'book',
    bornDigital: false,
    parentId: slugify(journal || header.idno || title).slice(0, 100),
    title: title || baseName(file).replace(/\.xml$/, ''),
    // No title, or only an identifier (Transkribus names documents `wd17410315`): the loader asks for --title.
    ...(title === '' || /^[\w.-]*\d[\w.-]*$/.test(title) ? { titleFromFile: true } : {}),
    edition: 1,
    languages,
    pages: refs,
    units: units.filter((frame) => frame.unit.blocks.length > 0).map((frame) => frame.unit),
    sourcePath: file,
    ...(authors.length > 0 ? { authors } : {}),
    ...(header.publisher ? { publisher: header.publisher } : {}),
    ...(header.number ? { number: header.number } : {}),
    // Neither a journal nor a manuscript description: a book is a guess that --type may correct.
    ...(!journal && !manuscript ? { kindGuessed: true } : {}),
  }
  if (date) pkg.date = kind === 'item' && /^\d{4}-\d{2}$/.test(date) ? date.slice(0, 4) : date
  checkPackageLimits(pkg, lineFinder(xml))
  return { package: pkg, pages: out, warnings }
}

/** The line of the first occurrence of a value's start in the file, for messages. */
function lineFinder(xml: string): (value: string) => number | undefined {
  return (value) => {
    const at = xml.indexOf(value.slice(0, 40))
    if (at === -1) return undefined
    let line = 1
    for (let i = xml.indexOf('\n'); i !== -1 && i < at; i = xml.indexOf('\n', i + 1)) line++
    return line
  }
}
