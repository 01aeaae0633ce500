/**
 * What the reader shows of an issue or an item: its pages and units, with the words of the search
 * the visitor came from (`?q=`) marked in the text and flagged among the page's word boxes. Run on
 * a search thread like the searches (src/threads/pool.ts): a whole issue's text and word boxes are
 * read, parsed and scanned here, and a prefix query on a large page used to hold the request
 * thread for seconds. Bounded: a query past MAX_HIGHLIGHT_TERMS words highlights its first ones,
 * and past MAX_MARKS marks (or MAX_BOXES boxes) the rest of the document is shown unmarked.
 */
import { type ItemType, parseIssueSegment } from '../domain/issue-path.ts'
import type { Db } from '../store/db.ts'
import { type IssuePage, type IssueUnit, type PageDocumentRef, neighbours, pagesIn } from '../store/issues.ts'
import type { PageOutline, UnitOutline } from '../domain/library-views.ts'
import { issueOutline, itemOutline, unitTexts } from '../store/outlines.ts'
import type { DocumentMarks, ReaderIssue, ReaderItem } from './contract.ts'
import { type ParsedQuery, parseQuery } from './query.ts'
import { highlight, markedWordMatcher, type SnippetPart, wordMatcher } from './snippet.ts'
import { markingQuery } from './variants.ts'

/** Words of `q` that are highlighted; a search of more words is answered by its first ones. */
export const MAX_HIGHLIGHT_TERMS = 16
/** Marks in one document's text. */
export const MAX_MARKS = 2000
/** Word boxes drawn over one document's page images. */
export const MAX_BOXES = 2000
/**
 * Text the reader shows at once (characters, about 150,000 words): a longer document is read a
 * few pages at a time (`?start=` names the first), and an article longer than this alone is cut
 * here (its whole text is in its download). A reader page stays a few megabytes at most, whatever
 * the importer let in (issue 33).
 */
export const READER_MAX_CHARACTERS = 1_000_000

/** The pages shown of a long document: the first and last shown, where the ones before and after begin. */
export interface ReaderWindow {
  first: number
  last: number
  /** The document's pages in all. */
  total: number
  previous: number | null
  next: number | null
}

/**
 * Which pages of a document are shown, starting at page `start`: as many as hold at most
 * READER_MAX_CHARACTERS of the text of the units that start on them (at least one page). Null
 * when the whole document fits.
 */
export function readerWindow(
  pages: readonly Pick<PageOutline, 'sequence'>[],
  units: readonly Pick<UnitOutline, 'firstPage' | 'characters'>[],
  start: number,
  budget = READER_MAX_CHARACTERS,
): ReaderWindow | null {
  const sequences = pages.map((page) => page.sequence)
  if (units.reduce((sum, unit) => sum + unit.characters, 0) <= budget || sequences.length === 0) return null
  const onPage = new Map<number, number>()
  for (const unit of units) onPage.set(unit.firstPage, (onPage.get(unit.firstPage) ?? 0) + unit.characters)
  // A page asked for that does not exist opens the window at the next one there is.
  let from = sequences.findIndex((sequence) => sequence >= start)
  if (from < 0) from = sequences.length - 1
  const fill = (index: number, step: 1 | -1) => {
    let used = 0
    let at = index
    for (let next = index; next >= 0 && next < sequences.length; next += step) {
      used += onPage.get(sequences[next] ?? 0) ?? 0
      if (next !== index && used > budget) break
      at = next
    }
    return at
  }
  const to = fill(from, 1)
  return {
    first: sequences[from] ?? 1,
    last: sequences[to] ?? 1,
    total: sequences.length,
    previous: from > 0 ? (sequences[fill(from - 1, -1)] ?? null) : null,
    next: to + 1 < sequences.length ? (sequences[to + 1] ?? null) : null,
  }
}

/** The query as the reader highlights it: its positive terms, the first MAX_HIGHLIGHT_TERMS of them. */
function highlightQuery(q: string, db: Db | undefined): ParsedQuery {
  return { terms: (db ? markingQuery(db, q) : parseQuery(q)).terms.filter((term) => !term.negated).slice(0, MAX_HIGHLIGHT_TERMS) }
}

/** A unit's parts from the engine's marks, when they are of its text (else it is shown unmarked). */
function markedParts(marks: Map<number, SnippetPart[]>, id: number, text: string, limit: number): SnippetPart[] {
  const parts = marks.get(id)
  if (!parts || parts.map((piece) => piece.text).join('') !== text) return [{ text, match: false }]
  let left = limit
  return parts.map((piece) => {
    if (!piece.match) return piece
    left -= 1
    return left >= 0 ? piece : { text: piece.text, match: false }
  })
}

/** Units with their text split into marked parts, and pages with the word boxes to draw, for the words of `q`. */
export function highlighted<U extends IssueUnit>(pages: Omit<IssuePage, 'layout'>[], units: U[], q: string, engineMarks?: DocumentMarks, db?: Db) {
  // With the store, a word's `~` marks its misreadings too (ADR 039).
  const query = highlightQuery(q, db)
  const searching = query.terms.length > 0
  const byUnit = engineMarks ? new Map(engineMarks.units.map((entry) => [entry.id, entry.parts])) : undefined
  let marks = 0
  const marked = units.map(({ text, ...unit }) => {
    const parts =
      !searching || marks >= MAX_MARKS
        ? [{ text, match: false }]
        : byUnit
          ? markedParts(byUnit, unit.id, text, MAX_MARKS - marks)
          : highlight(text, query, MAX_MARKS - marks)
    const matches = parts.filter((piece) => piece.match).length
    marks += matches
    return { ...unit, parts, matches }
  })
  const matches = !searching ? undefined : engineMarks ? markedWordMatcher(engineMarks.words) : wordMatcher(query)
  let boxes = 0
  return {
    units: marked,
    matches: marks,
    pages: pages.map(({ sequence, label, imageService, imageKey, imagePath, width, height, words }) => {
      // Only the boxes to draw: the matches (the text itself is in the units). The layout is
      // fetched for the page shown, not sent with every page of the document.
      const drawn = matches && boxes < MAX_BOXES ? words.filter((box) => matches(box.word)).slice(0, MAX_BOXES - boxes) : []
      boxes += drawn.length
      return { sequence, label, imageService, imageKey, imagePath, width, height, boxes: drawn }
    }),
  }
}

/**
 * A document's pages and units as the reader shows them: all of them when its text fits, else the
 * window from `start` (readerWindow), whose units carry their text (cut at the limit when one alone
 * is longer) and whose pages their word boxes; the other units are listed without text.
 */
function readable(db: Db, document: PageDocumentRef, pages: PageOutline[], units: UnitOutline[], q: string, start: number, marks?: DocumentMarks) {
  const window = readerWindow(pages, units, start)
  const shown = (sequence: number) => window === null || (sequence >= window.first && sequence <= window.last)
  const texts = unitTexts(
    db,
    units.filter((unit) => shown(unit.firstPage)).map((unit) => unit.id),
    READER_MAX_CHARACTERS,
  )
  const words = new Map(pagesIn(db, document, window ? { first: window.first, last: window.last } : undefined).map((page) => [page.sequence, page.words]))
  const withText = units.flatMap(({ characters, ...unit }) => {
    const text = texts.get(unit.id)
    return text === undefined ? [] : [{ ...unit, text, cut: characters > READER_MAX_CHARACTERS }]
  })
  const marked = highlighted(
    pages.map((page) => ({ ...page, words: words.get(page.sequence) ?? [] })),
    withText,
    q,
    marks,
    db,
  )
  const byId = new Map(marked.units.map((unit) => [unit.id, unit]))
  return {
    ...marked,
    window,
    // Every unit in the contents; those outside the window without their text.
    units: units.map(({ characters, ...unit }) => byId.get(unit.id) ?? { ...unit, parts: [], matches: 0, cut: characters > READER_MAX_CHARACTERS }),
  }
}

/** The issue `segment` (YYYY-MM-DD, maybe -eN) of a periodical, highlighted; null when there is none. */
export function readIssue(db: Db, periodicalId: string, segment: string, q: string, marks?: DocumentMarks, start = 1): ReaderIssue | null {
  const ref = parseIssueSegment(segment)
  const issue = ref ? issueOutline(db, periodicalId, ref.date, ref.edition) : undefined
  if (!issue) return null
  const { pages, units, ...head } = issue
  const document: PageDocumentRef = { kind: 'issue', periodicalId, date: issue.date, edition: issue.edition }
  return { ...head, ...neighbours(db, periodicalId, issue.date, issue.edition), ...readable(db, document, pages, units, q, start, marks) }
}

/** A book, manuscript, poster or postcard, highlighted; found only under its own kind (/books/{id} is not a poster). */
export function readItem(db: Db, id: string, type: ItemType, q: string, marks?: DocumentMarks, start = 1): ReaderItem | null {
  const item = itemOutline(db, id, type)
  if (!item) return null
  const { pages, units, ...head } = item
  return { ...head, ...readable(db, { kind: 'item', id }, pages, units, q, start, marks) }
}
