/**
 * Read side of the documents: a periodical's issue calendar (years, then the
 * days of a year that have issues), and one issue or item with its pages and
 * logical units, for the reader.
 */
import * as v from 'valibot'
import { type DatePrecision, ITEM_TYPES, type IssueRef, type ItemType } from '../domain/issue-path.ts'
import type { OcrScore } from '../domain/ocr.ts'
import type { Db } from './db.ts'
import { type PageWordsText, type UnitLowWords, type WordConfidenceBox, lowWordBoxes, pageWordsText, scoreOf, unitLowWordsOf } from './word-confidence.ts'
import { type IssueYear, type IssueDay, type IssueCalendar } from '../domain/library-views.ts'

export function issueCalendar(db: Db, periodicalId: string, year: number | undefined): IssueCalendar {
  const years = db
    .prepare<[string], IssueYear>(
      `SELECT CAST(substr(date, 1, 4) AS INTEGER) AS year, COUNT(*) AS issues
       FROM issue WHERE periodical_id = ? GROUP BY year ORDER BY year`,
    )
    .all(periodicalId)
  const shown = years.find((entry) => entry.year === year)?.year ?? years.at(-1)?.year ?? null
  const issues =
    shown === null
      ? []
      : db
          .prepare<[string, string, string], IssueDay>(
            `SELECT date, edition, number FROM issue
             WHERE periodical_id = ? AND date >= ? AND date <= ? ORDER BY date, edition`,
          )
          .all(periodicalId, `${shown}-01-01`, `${shown}-12-31`)
  return { years, year: shown, issues }
}

export interface WordBox {
  word: string
  /** Page-relative units, 0..10000 (ADR 005). */
  x: number
  y: number
  width: number
  height: number
}

/** A block of a page's layout, page-relative (0..10000): its box and its lines' boxes, each with its number of the page's words. */
export interface LayoutBlock {
  id: string
  kind: string
  x: number
  y: number
  width: number
  height: number
  lines: { x: number; y: number; width: number; height: number; words: number }[]
}

export interface IssuePage {
  sequence: number
  label: string | null
  imageService: string | null
  /** The OCR file the page was read from, as imported (the server decides whether it may be served). */
  ocrPath: string | null
  /** The page's scan, tiled under this key and served at /iiif/image/{key} (src/ingest/images.ts). */
  imageKey: string | null
  /** The scan file the source named, as imported (the server decides whether an image server may be asked for it). */
  imagePath: string | null
  /** Size in pixels (of its image, or its OCR's page at 300 dpi); null for pages imported before migration 7. */
  width: number | null
  height: number | null
  words: WordBox[]
  layout: LayoutBlock[]
}

export interface IssueUnit {
  id: number
  type: string
  title: string | null
  language: string | null
  text: string
  firstPage: number
  lastPage: number
  contentTypes: string[]
}

export interface IssueView {
  periodical: { id: string; title: string }
  date: string
  /** How much of `date` is known (ADR 022): a monthly delivered without days is 'month'. */
  datePrecision: DatePrecision
  edition: number
  /** How many editions appeared that day (an edition suffix is needed when more than one). */
  editions: number
  number: string | null
  languages: string[]
  permalink: string | null
  pages: IssuePage[]
  units: IssueUnit[]
  previous: IssueRef | null
  next: IssueRef | null
}

const layoutRows = v.fallback(
  v.array(v.tuple([v.string(), v.string(), v.number(), v.number(), v.number(), v.number(), v.array(v.tuple([v.number(), v.number(), v.number(), v.number(), v.number()]))])),
  [],
)
const wordRows = v.fallback(v.array(v.tuple([v.string(), v.number(), v.number(), v.number(), v.number()])), [])
/** JSON arrays of strings (languages, authors …); anything else reads as empty. */
const stringList = v.fallback(v.array(v.string()), [])

/** What an issue says of itself, without its pages and units: the row every view of it starts from. */
export interface IssueHead {
  /** The issue's key in the store (its pages' and units' issue_id). */
  key: number
  periodical: { id: string; title: string }
  date: string
  datePrecision: DatePrecision
  edition: number
  editions: number
  number: string | null
  languages: string[]
  permalink: string | null
  /** The issue's OCR score (ADR 040). */
  ocr: OcrScore
}

export function issueHead(db: Db, periodicalId: string, date: string, edition: number): IssueHead | undefined {
  const issue = db
    .prepare<
      [string, string, number],
      {
        id: number
        title: string
        number: string | null
        languages: string
        permalink: string | null
        editions: number
        datePrecision: DatePrecision
        ocr_score: number | null
        ocr_estimated: number
      }
    >(
      `SELECT i.id, p.title, i.number, i.languages, i.permalink, i.date_precision AS datePrecision, i.ocr_score, i.ocr_estimated,
         (SELECT COUNT(*) FROM issue WHERE periodical_id = i.periodical_id AND date = i.date) AS editions
       FROM issue i JOIN periodical p ON p.id = i.periodical_id
       WHERE i.periodical_id = ? AND i.date = ? AND i.edition = ?`,
    )
    .get(periodicalId, date, edition)
  if (!issue) return undefined
  return {
    key: issue.id,
    periodical: { id: periodicalId, title: issue.title },
    date,
    datePrecision: issue.datePrecision,
    edition,
    editions: issue.editions,
    number: issue.number,
    languages: v.parse(stringList, JSON.parse(issue.languages)),
    permalink: issue.permalink,
    ocr: scoreOf(issue),
  }
}

/** The issues before and after one of a periodical, by date then edition. */
export function neighbours(db: Db, periodicalId: string, date: string, edition: number): { previous: IssueRef | null; next: IssueRef | null } {
  const neighbour = (comparison: '<' | '>', order: 'DESC' | 'ASC') =>
    db
      .prepare<[string, string, string, number], IssueRef>(
        `SELECT date, edition FROM issue
         WHERE periodical_id = ? AND (date ${comparison} ? OR (date = ? AND edition ${comparison} ?))
         ORDER BY date ${order}, edition ${order} LIMIT 1`,
      )
      .get(periodicalId, date, date, edition) ?? null
  return { previous: neighbour('<', 'DESC'), next: neighbour('>', 'ASC') }
}

export function getIssue(db: Db, periodicalId: string, date: string, edition: number): IssueView | undefined {
  const head = issueHead(db, periodicalId, date, edition)
  if (!head) return undefined
  const { key, ...issue } = head
  return { ...issue, pages: pagesOf(db, 'issue_id', key), units: unitsOf(db, 'issue_id', key), ...neighbours(db, periodicalId, date, edition) }
}

/** The pages of an issue or an item, in order, with their word boxes. */
function pagesOf(db: Db, owner: 'issue_id' | 'item_id', key: number | string, range?: { first: number; last: number }): IssuePage[] {
  // Only the pages asked for: a page's words and layout are tens of kilobytes of JSON each.
  const some = range === undefined ? '' : ' AND sequence BETWEEN ? AND ?'
  return db
    .prepare<
      (number | string)[],
      {
        sequence: number
        label: string | null
        image_service: string | null
        ocr_path: string | null
        image_key: string | null
        image_path: string | null
        width: number | null
        height: number | null
        words: string
        layout: string
      }
    >(`SELECT sequence, label, image_service, ocr_path, image_key, image_path, width, height, words, layout FROM page WHERE ${owner} = ?${some} ORDER BY sequence`)
    .all(...(range === undefined ? [key] : [key, range.first, range.last]))
    .map((page) => ({
      sequence: page.sequence,
      label: page.label,
      imageService: page.image_service,
      ocrPath: page.ocr_path,
      imageKey: page.image_key,
      imagePath: page.image_path,
      width: page.width,
      height: page.height,
      words: v.parse(wordRows, JSON.parse(page.words)).map(([word, x, y, width, height]) => ({ word, x, y, width, height })),
      layout: v.parse(layoutRows, JSON.parse(page.layout)).map(([id, kind, x, y, width, height, lines]) => ({
        id,
        kind,
        x,
        y,
        width,
        height,
        lines: lines.map(([lx, ly, lw, lh, words]) => ({ x: lx, y: ly, width: lw, height: lh, words })),
      })),
    }))
}

/** The logical units of an issue or an item, in reading order. */
function unitsOf(db: Db, owner: 'issue_id' | 'item_id', key: number | string): IssueUnit[] {
  return db
    .prepare<
      [number | string],
      { id: number; type: string; title: string | null; language: string | null; text: string; first_page: number; last_page: number; content_types: string }
    >(
      `SELECT id, type, title, language, text, first_page, last_page, content_types
       FROM unit WHERE ${owner} = ? ORDER BY first_page, id`,
    )
    .all(key)
    .map((unit) => ({
      id: unit.id,
      type: unit.type,
      title: unit.title,
      language: unit.language,
      text: unit.text,
      firstPage: unit.first_page,
      lastPage: unit.last_page,
      contentTypes: unit.content_types.split(' ').filter((value) => value !== ''),
    }))
}

export interface ItemView {
  id: string
  type: ItemType
  bornDigital: boolean
  title: string
  authors: string[]
  alsoKnownAs: string[]
  alternativeTitles: string[]
  publisher: string | null
  physicalDescription: string | null
  date: string | null
  languages: string[]
  permalink: string | null
  /** The item's OCR score (ADR 040). */
  ocr: OcrScore
  pages: IssuePage[]
  units: IssueUnit[]
}

const itemType = v.picklist(ITEM_TYPES)

/** What an item says of itself, without its pages and units. */
export type ItemHead = Omit<ItemView, 'pages' | 'units'>

export function itemHead(db: Db, id: string): ItemHead | undefined {
  const row = db
    .prepare<
      [string],
      {
        id: string
        type: string
        born_digital: number
        title: string
        authors: string
        also_known_as: string
        alternative_titles: string
        publisher: string | null
        physical_description: string | null
        date: string | null
        languages: string
        permalink: string | null
        ocr_score: number | null
        ocr_estimated: number
      }
    >(
      `SELECT id, type, born_digital, title, authors, also_known_as, alternative_titles, publisher, physical_description,
         date, languages, permalink, ocr_score, ocr_estimated FROM item WHERE id = ?`,
    )
    .get(id)
  if (!row) return undefined
  const list = (text: string) => v.parse(stringList, JSON.parse(text))
  return {
    id: row.id,
    type: v.parse(itemType, row.type),
    bornDigital: row.born_digital === 1,
    title: row.title,
    authors: list(row.authors),
    alsoKnownAs: list(row.also_known_as),
    alternativeTitles: list(row.alternative_titles),
    publisher: row.publisher,
    physicalDescription: row.physical_description,
    date: row.date,
    languages: list(row.languages),
    permalink: row.permalink,
    ocr: scoreOf(row),
  }
}

export function getItem(db: Db, id: string): ItemView | undefined {
  const head = itemHead(db, id)
  return head ? { ...head, pages: pagesOf(db, 'item_id', head.id), units: unitsOf(db, 'item_id', head.id) } : undefined
}

/** What the page view draws of one page: its size, its blocks and lines, and the regions of the units printed on it. */
export interface PageLayoutView {
  sequence: number
  /** Size in pixels; null for pages imported before sizes were kept (migration 7). */
  width: number | null
  height: number | null
  blocks: LayoutBlock[]
  /** Each unit on the page, as the boxes of its blocks there (page-relative, 0..10000), and those blocks' places in `blocks`, in the unit's order. */
  regions: { unitId: number; boxes: { x: number; y: number; width: number; height: number }[]; blocks: number[] }[]
  /** The page's OCR score (ADR 040). */
  ocr: OcrScore
  /** Its words below LOW_CONFIDENCE, shaded on request. */
  low: WordConfidenceBox[]
  /** The same words' places in the text of each unit that begins on the page, for the text view. */
  lowText: UnitLowWords[]
  /** The page's words in reading order, split into lines by `blocks` (issue 56: its text region, its selectable text, reading mode). */
  text: PageWordsText
}

const unitBlockRows = v.fallback(v.array(v.tuple([v.number(), v.string()])), [])

/** One column of the issue or item a reference names; undefined when there is none. */
function documentColumn<T>(db: Db, document: PageDocumentRef, column: 'id' | 'languages'): T | undefined {
  return document.kind === 'issue'
    ? db
        .prepare<[string, string, number], T>(`SELECT ${column} FROM issue WHERE periodical_id = ? AND date = ? AND edition = ?`)
        .pluck()
        .get(document.periodicalId, document.date, document.edition)
    : db.prepare<[string], T>(`SELECT ${column} FROM item WHERE id = ?`).pluck().get(document.id)
}

/** The issue or item a page belongs to, by its key in the page table. */
export function ownerOf(db: Db, document: PageDocumentRef): { column: 'issue_id' | 'item_id'; key: number | string } | undefined {
  const key = documentColumn<number | string>(db, document, 'id')
  return key === undefined ? undefined : { column: document.kind === 'issue' ? 'issue_id' : 'item_id', key }
}

export type PageDocumentRef = { kind: 'issue'; periodicalId: string; date: string; edition: number } | { kind: 'item'; id: string }

/** The languages of an issue or an item, as stored with it. */
export function documentLanguages(db: Db, document: PageDocumentRef): string[] {
  const languages = documentColumn<string>(db, document, 'languages')
  return languages === undefined ? [] : v.parse(stringList, JSON.parse(languages))
}

/** One page of an issue or item, with its words and layout, read alone. */
export function getPage(db: Db, document: PageDocumentRef, sequence: number): IssuePage | undefined {
  const owner = ownerOf(db, document)
  return owner ? pagesOf(db, owner.column, owner.key, { first: sequence, last: sequence })[0] : undefined
}

/**
 * How many words the pages of an issue or item hold, by sequence (those from `range.first` to
 * `range.last`, or all): counted by SQLite in the stored JSON, never read into JavaScript, so a PDF
 * knows its cost before it is made (src/documents/pdf.ts).
 */
export function pageWordCounts(db: Db, document: PageDocumentRef, range: { first: number; last: number }): Map<number, number> {
  const owner = ownerOf(db, document)
  if (!owner) return new Map()
  const rows = db
    .prepare<[number | string, number, number], [number, number]>(
      `SELECT sequence, json_array_length(words) FROM page WHERE ${owner.column} = ? AND sequence BETWEEN ? AND ?`,
    )
    .raw()
    .all(owner.key, range.first, range.last)
  return new Map(rows)
}

/** The pages of an issue or item with their words and layout, all or those from `range.first` to `range.last`. */
export function pagesIn(db: Db, document: PageDocumentRef, range?: { first: number; last: number }): IssuePage[] {
  const owner = ownerOf(db, document)
  return owner ? pagesOf(db, owner.column, owner.key, range) : []
}

/** One page's layout, of an issue (by periodical, date and edition) or of an item. */
export function getPageLayout(db: Db, document: PageDocumentRef, sequence: number): PageLayoutView | undefined {
  const found = ownerOf(db, document)
  if (found === undefined) return undefined
  const { column, key: owner } = found
  const page = pagesOf(db, column, owner, { first: sequence, last: sequence })[0]
  if (!page) return undefined
  const byId = new Map(page.layout.map((block, index) => [block.id, { ...block, index }]))
  const regions = db
    .prepare<[number | string, number, number], { id: number; blocks: string }>(
      `SELECT id, blocks FROM unit WHERE ${column} = ? AND first_page <= ? AND last_page >= ? ORDER BY first_page, id`,
    )
    .all(owner, sequence, sequence)
    .map((unit) => {
      const blocks = v
        .parse(unitBlockRows, JSON.parse(unit.blocks))
        .filter(([pageSequence]) => pageSequence === sequence)
        .flatMap(([, blockId]) => {
          const block = byId.get(blockId)
          return block ? [block] : []
        })
      return { unitId: unit.id, boxes: blocks.map((block) => ({ x: block.x, y: block.y, width: block.width, height: block.height })), blocks: blocks.map((block) => block.index) }
    })
    .filter((region) => region.boxes.length > 0)
  const confidence = db
    .prepare<[number | string, number], { words: string; ocr_score: number | null; ocr_estimated: number }>(
      `SELECT words, ocr_score, ocr_estimated FROM page WHERE ${column} = ? AND sequence = ?`,
    )
    .get(owner, sequence)
  const ocr = confidence ? scoreOf(confidence) : { score: null, estimated: false }
  const low = confidence ? lowWordBoxes(confidence.words) : []
  const text = pageWordsText(confidence?.words ?? '[]')
  return { sequence, width: page.width, height: page.height, blocks: page.layout, regions, ocr, low, lowText: unitLowWordsOf(db, found, sequence, sequence), text }
}
