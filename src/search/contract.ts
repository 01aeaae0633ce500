/**
 * The search contract (ADR 037): what is asked of a search engine and what it answers, as valibot
 * schemas with the types inferred from them, and the `SearchEngine` interface that the embedded
 * engine (embedded/engine.ts), the Solr engine (solr/engine.ts) and the threads' transport
 * (src/threads/pool.ts) implement. A field added to an answer is added here once: the engines' types,
 * the threads' checks and the pages' types all follow.
 *
 * Requests are checked where they cross into the process (the URL's state in the router and the
 * server function) and where they cross into a thread (src/threads/worker.ts, as the jobs of
 * ./jobs.ts); answers where they cross back from a thread (src/threads/pool.ts): structured clone
 * hands the receiver `unknown`.
 */
import * as v from 'valibot'
import { MAX_COMPARED_QUERIES } from '../domain/compare-state.ts'
import { FACET_NAMES, LISTED_FACETS, recordOf } from '../domain/facets.ts'
import { ITEM_TYPES } from '../domain/issue-path.ts'
import { LOCALES } from '../domain/locale.ts'
import { type SearchState, searchStateSchema } from '../domain/search-state.ts'
import { QUERY_NOTES } from './query.ts'

// ---------------------------------------------------------------- requests

/** `start`: the first page shown of a document too long to show at once (src/search/reader.ts). */
const start = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)))

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

export const issueRequestSchema = v.object({ paperid: v.string(), issue: v.string(), q: v.string(), start, marks: v.optional(documentMarksSchema) })
export const itemRequestSchema = v.object({ id: v.string(), type: v.picklist(ITEM_TYPES), q: v.string(), start, marks: v.optional(documentMarksSchema) })
export type IssueRequest = v.InferOutput<typeof issueRequestSchema>
export type ItemRequest = v.InferOutput<typeof itemRequestSchema>

/** One to three searches side by side on one timeline (src/domain/compare-state.ts). */
export const compareRequestSchema = v.object({ states: v.pipe(v.array(searchStateSchema), v.minLength(1), v.maxLength(MAX_COMPARED_QUERIES)) })

/** One page of every value of an open-ended facet (the "All N values" dialog). */
export const facetListRequestSchema = v.object({
  state: searchStateSchema,
  facet: v.picklist(LISTED_FACETS),
  /** Words the value's name must contain (case and accents aside); empty for every value. */
  filter: v.pipe(v.string(), v.maxLength(200)),
  sort: v.picklist(['count', 'alpha']),
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
  /** The language names and the A–Z order are this locale's. */
  locale: v.picklist(LOCALES),
})
export type FacetListRequest = v.InferOutput<typeof facetListRequestSchema>

// ---------------------------------------------------------------- answers

export const facetValueSchema = v.object({
  value: v.string(),
  count: v.number(),
  /** Display label when the store has one (periodical titles). */
  label: v.optional(v.string()),
})
export type FacetValue = v.InferOutput<typeof facetValueSchema>

/** Counts per value of every facet of the table, each as if that facet's own selection were not applied. */
export const facetsSchema = v.object(recordOf(FACET_NAMES, () => v.array(facetValueSchema)))
export type Facets = v.InferOutput<typeof facetsSchema>

const reference = v.nullable(v.object({ id: v.string(), title: v.string() }))

export const searchHitSchema = v.object({
  id: v.number(),
  /** The id its source gave the unit, which its permanent link names (src/domain/permalink.ts). */
  sourceId: v.string(),
  type: v.string(),
  title: v.nullable(v.string()),
  docType: v.string(),
  periodical: reference,
  item: reference,
  /** As much of the date as is known (a monthly's "1924-01"). */
  date: v.nullable(v.string()),
  language: v.nullable(v.string()),
  page: v.number(),
  snippet: v.array(part),
  /** Where the hit is read: its issue or item. */
  place: v.variant('kind', [
    v.object({ kind: v.literal('issue'), periodicalId: v.string(), date: v.string(), edition: v.number() }),
    v.object({ kind: v.literal('item'), type: v.picklist(ITEM_TYPES), id: v.nullable(v.string()) }),
  ]),
  /** The unit's OCR score (ADR 040): the mean word confidence, or a lexicon's estimate. */
  ocr: v.object({ score: v.nullable(v.number()), estimated: v.boolean() }),
})
export type SearchHit = v.InferOutput<typeof searchHitSchema>

/** A word's OCR misreadings that matched (ADR 039, 057): "also matched: luxembouig 3, luximbourg 2". */
export const variantReportSchema = v.object({
  /** The word as the index holds it (folded). */
  word: v.string(),
  /** The word as typed (`Großherzogin`), for the page. */
  typed: v.string(),
  /** How far the misreadings go: 1 (`word~`, `variants=1`) or 2 (`word~2`). */
  distance: v.picklist([1, 2]),
  /** The variants found among the hits and in how many of them, most first; `added` for a word added from `others`. */
  matched: v.array(v.object({ term: v.string(), count: v.number(), added: v.boolean() })),
  /** The word had more plausible misreadings than were searched: the least plausible were left out. */
  capped: v.boolean(),
  /** Variants the visitor removed (`skip`), to put back. */
  skipped: v.array(v.string()),
  /** Words of the lexicon that are frequent misreadings of the word, not searched unless added: "possibly another word". */
  others: v.array(v.string()),
})
export type VariantReport = v.InferOutput<typeof variantReportSchema>

/** Part of the query read otherwise than typed (a `~` where it cannot apply): the page says so. */
export const queryNoteSchema = v.object({ kind: v.picklist(QUERY_NOTES), text: v.string() })
export type QueryNoteAnswer = v.InferOutput<typeof queryNoteSchema>

export const searchResultsSchema = v.object({
  total: v.number(),
  /** The words expanded to their misreadings and the variants that matched; empty when none was. */
  variants: v.array(variantReportSchema),
  notes: v.array(queryNoteSchema),
  /** Titles of the periodicals the search is filtered by, for its filter chips. */
  filteredTitles: v.array(facetValueSchema),
  page: v.number(),
  size: v.number(),
  hits: v.array(searchHitSchema),
  /** True when the query had words but none that can be searched (only exclusions or punctuation). */
  unanswerable: v.boolean(),
  /** True when the search engine could not answer (a cluster down): the page says so (ADR 030). */
  unavailable: v.boolean(),
  /** With `unavailable`: the search ran out of its budget (ADR 051), rather than the engine being down. */
  overBudget: v.optional(v.boolean()),
})
export type SearchResults = v.InferOutput<typeof searchResultsSchema>

export const timelineSchema = v.object({
  unit: v.picklist(['decade', 'year', 'month']),
  /** Every bucket from the first hit's to the last's, empty ones included, oldest first; one count per search. */
  buckets: v.array(v.object({ key: v.string(), from: v.string(), to: v.string(), counts: v.array(v.number()) })),
  /** Hits without a date, per search: they have no bar. */
  undated: v.array(v.number()),
})

/** What a search's filters show beside its results: counts per value, how many values, the timeline. */
export const breakdownSchema = v.object({
  /** The most frequent values of each facet (at most FACET_VALUES_SHOWN). */
  facets: facetsSchema,
  /** How many values each facet has in all: "All N values" opens the full list. */
  sizes: v.object(recordOf(FACET_NAMES, () => v.number())),
  timeline: timelineSchema,
})
export type SearchBreakdown = v.InferOutput<typeof breakdownSchema>

export const facetListSchema = v.object({
  /** Values matching the filter, in all pages. */
  total: v.number(),
  /** Values of the facet before the filter. */
  size: v.number(),
  page: v.number(),
  pageSize: v.number(),
  values: v.array(facetValueSchema),
})
export type FacetList = v.InferOutput<typeof facetListSchema>

export const comparisonSchema = v.object({
  timeline: timelineSchema,
  /** `answerable` is false when the words cannot be searched (only exclusions or punctuation). */
  series: v.array(v.object({ q: v.string(), total: v.number(), answerable: v.boolean() })),
  /** True when the search engine could not answer (ADR 030). */
  unavailable: v.boolean(),
})
export type TimelineComparison = v.InferOutput<typeof comparisonSchema>

export const feedSchema = v.object({
  total: v.number(),
  /** `addedAt`: when its issue or item first entered the collection (ISO 8601, UTC). */
  entries: v.array(v.object({ ...searchHitSchema.entries, addedAt: v.nullable(v.string()) })),
})
export type FeedAnswer = v.InferOutput<typeof feedSchema>
export type FeedEntry = FeedAnswer['entries'][number]

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
  /** The id its source gave it, which its permanent link names (src/domain/permalink.ts). */
  sourceId: v.string(),
  type: v.string(),
  title: v.nullable(v.string()),
  language: v.nullable(v.string()),
  firstPage: v.number(),
  lastPage: v.number(),
  contentTypes: v.array(v.string()),
  parts: v.array(part),
  matches: v.number(),
  /** Its text is longer than the reader shows (READER_MAX_CHARACTERS): it was cut there. */
  cut: v.boolean(),
})
const windowSchema = v.nullable(v.object({ first: v.number(), last: v.number(), total: v.number(), previous: v.nullable(v.number()), next: v.nullable(v.number()) }))
const issueRef = v.nullable(v.object({ date: v.string(), edition: v.number() }))
const strings = v.array(v.string())
/** An OCR score (ADR 040): the mean word confidence, or a lexicon's estimate; null score when none. */
export const ocrScoreSchema = v.object({ score: v.nullable(v.number()), estimated: v.boolean() })

/** An issue as the reader shows it, with the words of the search marked. */
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
  ocr: ocrScoreSchema,
  pages: v.array(page),
  units: v.array(unit),
  matches: v.number(),
  window: windowSchema,
})
export type ReaderIssue = v.InferOutput<typeof readerIssueSchema>

/** A book, manuscript, poster or postcard as the reader shows it. */
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
  ocr: ocrScoreSchema,
  pages: v.array(page),
  units: v.array(unit),
  matches: v.number(),
  window: windowSchema,
})
export type ReaderItem = v.InferOutput<typeof readerItemSchema>

// ---------------------------------------------------------------- the engine

/**
 * A search engine: every answer the site's search pages, feeds, exports and readers need. Each
 * method compiles the search state into a plan once (plan.ts) and answers from the plan. Null:
 * there is no usable store. An engine that cannot reach its index throws SearchUnavailableError.
 */
export interface SearchEngine {
  /** The count and the page of results, without facets: what a visitor sees first. */
  results(state: SearchState): Promise<SearchResults | null>
  /** Facet counts and the timeline. */
  facets(state: SearchState): Promise<SearchBreakdown | null>
  facetList(request: FacetListRequest): Promise<FacetList | null>
  compare(states: readonly SearchState[]): Promise<TimelineComparison | null>
  /** A search's newest arrivals, for its Atom feed. */
  feed(state: SearchState): Promise<FeedAnswer | null>
  /** An issue for the reader, with the words of `q` marked; null when there is no such issue. */
  issue(request: IssueRequest): Promise<ReaderIssue | null>
  item(request: ItemRequest): Promise<ReaderItem | null>
}

/** The reader's side of an engine: where documents are read (the search threads, or this thread). */
export type DocumentReader = Pick<SearchEngine, 'issue' | 'item'>
