/**
 * What the reader shows of an issue or an item: its pages and units, with the words of the search
 * the visitor came from (`?q=`) marked in the text and flagged among the page's word boxes. Run on
 * a search thread like the searches (search-runner.ts): a whole issue's text and word boxes are
 * read, parsed and scanned here, and a prefix query on a large page used to hold the request
 * thread for seconds. Bounded: a query past MAX_HIGHLIGHT_TERMS words highlights its first ones,
 * and past MAX_MARKS marks (or MAX_BOXES boxes) the rest of the document is shown unmarked.
 */
import * as v from 'valibot'
import { ITEM_TYPES, type ItemType, parseIssueSegment } from '../domain/issue-path.ts'
import type { Db } from '../store/db.ts'
import { type IssuePage, type IssueUnit, getIssue, getItem } from '../store/issues.ts'
import { type ParsedQuery, parseQuery } from './query.ts'
import { highlight, markedWordMatcher, type SnippetPart, wordMatcher } from './snippet.ts'

/** Words of `q` that are highlighted; a search of more words is answered by its first ones. */
export const MAX_HIGHLIGHT_TERMS = 16
/** Marks in one document's text. */
export const MAX_MARKS = 2000
/** Word boxes drawn over one document's page images. */
export const MAX_BOXES = 2000

/** The query as the reader highlights it: its positive terms, the first MAX_HIGHLIGHT_TERMS of them. */
function highlightQuery(q: string): ParsedQuery {
  return { terms: parseQuery(q).terms.filter((term) => !term.negated).slice(0, MAX_HIGHLIGHT_TERMS) }
}

const part = v.object({ text: v.string(), match: v.boolean() })

/**
 * What a search engine marked in a document itself (the Solr engine, ADR 030): each unit's text in
 * parts, and the words marked. Without it the reader marks the words of `q` as typed.
 */
export const documentMarksSchema = v.object({
  units: v.array(v.object({ id: v.number(), parts: v.array(part) })),
  words: v.array(v.string()),
})
export type DocumentMarks = v.InferOutput<typeof documentMarksSchema>

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
export function highlighted(pages: IssuePage[], units: IssueUnit[], q: string, engineMarks?: DocumentMarks) {
  const query = highlightQuery(q)
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

const box = v.object({ word: v.string(), x: v.number(), y: v.number(), width: v.number(), height: v.number() })
const page = v.object({
  sequence: v.number(),
  label: v.nullable(v.string()),
  imageService: v.nullable(v.string()),
  imageKey: v.nullable(v.string()),
  imagePath: v.nullable(v.string()),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  boxes: v.array(box),
})
const unit = v.object({
  id: v.number(),
  type: v.string(),
  title: v.nullable(v.string()),
  language: v.nullable(v.string()),
  firstPage: v.number(),
  lastPage: v.number(),
  contentTypes: v.array(v.string()),
  parts: v.array(part),
  matches: v.number(),
})
const issueRef = v.nullable(v.object({ date: v.string(), edition: v.number() }))
const strings = v.array(v.string())

/** What a search thread sends back, checked on arrival (structured clone gives the main thread `unknown`). */
export const readerIssueSchema = v.object({
  periodical: v.object({ id: v.string(), title: v.string() }),
  date: v.string(),
  datePrecision: v.picklist(['day', 'month', 'year']),
  edition: v.number(),
  editions: v.number(),
  number: v.nullable(v.string()),
  languages: strings,
  permalink: v.nullable(v.string()),
  previous: issueRef,
  next: issueRef,
  pages: v.array(page),
  units: v.array(unit),
  matches: v.number(),
})
export type ReaderIssue = v.InferOutput<typeof readerIssueSchema>

export const readerItemSchema = v.object({
  id: v.string(),
  type: v.picklist(ITEM_TYPES),
  bornDigital: v.boolean(),
  title: v.string(),
  authors: strings,
  alsoKnownAs: strings,
  alternativeTitles: strings,
  publisher: v.nullable(v.string()),
  physicalDescription: v.nullable(v.string()),
  date: v.nullable(v.string()),
  languages: strings,
  permalink: v.nullable(v.string()),
  pages: v.array(page),
  units: v.array(unit),
  matches: v.number(),
})
export type ReaderItem = v.InferOutput<typeof readerItemSchema>

/** The issue `segment` (YYYY-MM-DD, maybe -eN) of a periodical, highlighted; null when there is none. */
export function readIssue(db: Db, periodicalId: string, segment: string, q: string, marks?: DocumentMarks): ReaderIssue | null {
  const ref = parseIssueSegment(segment)
  const issue = ref ? getIssue(db, periodicalId, ref.date, ref.edition) : undefined
  return issue ? { ...issue, ...highlighted(issue.pages, issue.units, q, marks) } : null
}

/** A book, manuscript, poster or postcard, highlighted; found only under its own kind (/books/{id} is not a poster). */
export function readItem(db: Db, id: string, type: ItemType, q: string, marks?: DocumentMarks): ReaderItem | null {
  const item = getItem(db, id)
  return item && item.type === type ? { ...item, ...highlighted(item.pages, item.units, q, marks) } : null
}
