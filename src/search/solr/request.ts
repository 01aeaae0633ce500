/**
 * A search state as a Solr JSON request (ADR 030): pure functions, so every query the site can
 * send is tested without a cluster. The visitor's words are parsed by the same parser as the
 * embedded engine's (query.ts) and every term is escaped here, so nothing a visitor types is
 * Solr syntax.
 *
 * Words are searched with edismax over each language's analysed fields (stemming, French
 * elision); phrases, prefixes and exclusions over the exact (folded, unstemmed) fields, as typed.
 * Filters carry tags and each facet excludes its own (the multi-select rule of the embedded
 * engine: a value is counted as if its facet's own selection were not applied).
 */
import type { SearchState } from '../../domain/search-state.ts'
import { dateKey } from '../columns.ts'
import { type ParsedQuery, type QueryTerm, parseQuery } from '../query.ts'
import { FIELD_SUFFIXES } from './documents.ts'

/** Titles weigh four times the text, as in the embedded ranking (ADR 019). */
const TITLE_BOOST = 4
const QUERY_FIELDS = [...FIELD_SUFFIXES.map((suffix) => `title_${suffix}^${TITLE_BOOST}`), ...FIELD_SUFFIXES.map((suffix) => `text_${suffix}`)].join(' ')
export const TEXT_FIELDS = FIELD_SUFFIXES.map((suffix) => `text_${suffix}`)

/** Start and end of a marked passage in highlighted text: private-use characters OCR never holds. */
export const MARK_START = '\uE000'
export const MARK_END = '\uE001'

/** A term for Lucene's syntax: every character that could be an operator is escaped. */
export function escapeTerm(text: string): string {
  return text.replace(/[+\-&|!(){}[\]^"~*?:\\/\s]/g, (character) => `\\${character}`)
}

function quoted(text: string): string {
  return `"${text.replace(/["\\]/g, (character) => `\\${character}`)}"`
}

/** A term as Lucene reads it: a phrase in quotes, a prefix with its `*`, a word as it is. */
function termValue(term: QueryTerm): string {
  return term.kind === 'phrase' ? quoted(term.text) : term.kind === 'prefix' ? `${escapeTerm(term.text)}*` : escapeTerm(term.text)
}

/** A term on the exact fields. */
function exactClause(term: QueryTerm): string {
  const value = termValue(term)
  return `(title_exact:${value}^${TITLE_BOOST} OR text_exact:${value})`
}

/** The edismax `q` of a parsed query; undefined when no term is positive (nothing to search for). */
export function queryOf(query: ParsedQuery): string | undefined {
  const positive = query.terms.filter((term) => !term.negated)
  if (positive.length === 0) return undefined
  const clauses = positive.map((term) => (term.kind === 'word' ? escapeTerm(term.text) : exactClause(term)))
  // An exclusion removes the word as typed, not its other forms: what the embedded engine removes.
  const exclusions = query.terms.filter((term) => term.negated).map((term) => `-${exactClause(term)}`)
  return [...clauses, ...exclusions].join(' ')
}

/**
 * What the highlighter marks: every positive term on the analysed text fields, so a word found
 * through its stem is marked in its inflected form too ("Kinder" marks "Kindes").
 */
export function highlightQueryOf(query: ParsedQuery): string | undefined {
  const positive = query.terms.filter((term) => !term.negated)
  if (positive.length === 0) return undefined
  return positive
    .map(termValue)
    .join(' OR ')
}

function anyOf(field: string, values: readonly string[]): string {
  return `${field}:(${values.map(quoted).join(' OR ')})`
}

/** Filter tags, one per facet; the date, `asof` and `since` filters belong to no facet. */
const TAG = { types: 'types', languages: 'languages', contentTypes: 'contentTypes', periodicals: 'periodicals' } as const

/** The filter queries of a search state, each tagged with its facet. */
export function filtersOf(state: SearchState): string[] {
  const filters: string[] = []
  const types = state.type.flatMap((type) => (type === 'periodical' ? ['newspaper', 'serial'] : [type]))
  if (types.length > 0) filters.push(`{!tag=${TAG.types}}${anyOf('doc_type', types)}`)
  if (state.lang.length > 0) filters.push(`{!tag=${TAG.languages}}${anyOf('language', state.lang)}`)
  if (state.content.length > 0) filters.push(`{!tag=${TAG.contentTypes}}${anyOf('content_types', state.content)}`)
  if (state.title.length > 0) filters.push(`{!tag=${TAG.periodicals}}${anyOf('periodical_id', state.title)}`)
  if (state.from || state.to) {
    // As the embedded engine's keys compare: an undated unit (0) is outside every range, and a
    // year as the upper bound takes in all of it.
    const from = Math.max(1, state.from ? dateKey(state.from) : 1)
    const to = state.to ? (state.to.length === 4 ? Number(state.to) * 10000 + 1231 : dateKey(state.to)) : undefined
    filters.push(`date_key:[${from} TO ${to ?? '*'}]`)
  }
  if (state.asof) filters.push(`added_key:[* TO ${dateKey(state.asof)}]`)
  // "New since": added after the end of that day, as the embedded engine compares the same keys.
  if (state.since) filters.push(`added_key:{${dateKey(state.since)} TO *]`)
  return filters
}

export type SolrSort = 'relevance' | 'date_asc' | 'date_desc' | 'title_asc' | 'title_desc'

/** Every order ends on the unit's id, as the embedded engine breaks ties. */
const SORTS: Record<SolrSort, string> = {
  relevance: 'score desc, uid asc',
  date_asc: 'date_key asc, uid asc',
  date_desc: 'date_key desc, uid desc',
  title_asc: 'sort_title asc, uid asc',
  title_desc: 'sort_title desc, uid desc',
}

/** A Solr JSON Request API body. */
export interface SolrRequest {
  query: string
  filter: string[]
  offset: number
  limit: number
  sort?: string
  fields: string
  facet?: Record<string, FacetRequest>
  params: Record<string, string | number | boolean>
}

type FacetRequest =
  | { type: 'terms'; field: string; limit: number; sort: string; mincount: number; domain?: { excludeTags: string[] } }
  | { type: 'query'; q: string }

/** The search state's words as the engine reads them; undefined when they cannot be searched. */
export interface SolrPlan {
  query: ParsedQuery
  q: string
  highlight: string | undefined
  sort: SolrSort
  limit: number
  offset: number
}

export function planOf(state: SearchState): SolrPlan | undefined {
  const query = parseQuery(state.q)
  const q = queryOf(query)
  if (state.q.trim() !== '' && q === undefined) return undefined
  return {
    query,
    q: q ?? '*:*',
    highlight: highlightQueryOf(query),
    sort: q === undefined && state.sort === 'relevance' ? 'date_desc' : state.sort,
    // As the embedded engine pages (engine.ts): "load more" shows every row down to its depth.
    limit: state.paging === 'more' ? state.size * state.page : state.size,
    offset: state.paging === 'more' ? 0 : (state.page - 1) * state.size,
  }
}

const QUERY_PARAMS = { defType: 'edismax', qf: QUERY_FIELDS, 'q.op': 'AND', sow: true, uf: 'title_exact text_exact', mm: '100%' }

function base(plan: SolrPlan, state: SearchState): Omit<SolrRequest, 'offset' | 'limit' | 'fields'> {
  return { query: plan.q, filter: filtersOf(state), params: { ...QUERY_PARAMS } }
}

/**
 * Passage lengths of the list and details views; compact shows none. Shorter than the embedded
 * window (170 and 600 in engine.ts): Solr's passage starts at a word and is followed by an
 * ellipsis on both sides, and the list view keeps each passage to two lines at 1280 px.
 */
const SNIPPET_LENGTH = { list: 150, details: 560 } as const

function highlighting(query: string, fragsize: number): Record<string, string | number | boolean> {
  return {
    hl: true,
    'hl.method': 'unified',
    'hl.q': query,
    'hl.qparser': 'edismax',
    'hl.fl': TEXT_FIELDS.join(','),
    'hl.requireFieldMatch': false,
    'hl.tag.pre': MARK_START,
    'hl.tag.post': MARK_END,
    'hl.snippets': 1,
    'hl.fragsize': fragsize,
    'hl.bs.type': fragsize === 0 ? 'WHOLE' : 'WORD',
    'hl.defaultSummary': true,
    'hl.maxAnalyzedChars': 10_000_000,
  }
}

/** The page of results: ids in order, and a highlighted passage of each when the view shows one. */
export function resultsRequest(state: SearchState, plan: SolrPlan): SolrRequest {
  const request: SolrRequest = { ...base(plan, state), offset: plan.offset, limit: plan.limit, sort: SORTS[plan.sort], fields: 'uid' }
  if (state.view !== 'compact') {
    const length = SNIPPET_LENGTH[state.view]
    // Without words, a passage from the text's start (the default summary), as the embedded snippet does.
    request.params = { ...request.params, ...highlighting(plan.highlight ?? '*:*', length) }
  }
  return request
}

/** Facet names of the sidebar and their fields. */
export const FACET_FIELDS = {
  types: 'doc_type',
  languages: 'language',
  contentTypes: 'content_types',
  periodicals: 'periodical_id',
} as const
export type SolrFacet = keyof typeof FACET_FIELDS

function termsFacet(name: SolrFacet): FacetRequest {
  // Every value, counted exactly: the sidebar shows how many values a facet has ("All N values"),
  // and a distributed top-N with its estimated bucket count would not say it exactly.
  return { type: 'terms', field: FACET_FIELDS[name], limit: -1, sort: 'count desc', mincount: 1, domain: { excludeTags: [TAG[name]] } }
}

/** Hits per month (YYYYMM, 0 undated), for the timeline. */
const MONTHS: FacetRequest = { type: 'terms', field: 'month_key', limit: -1, sort: 'index asc', mincount: 1 }

/** Facet counts and the timeline, without rows. */
export function breakdownRequest(state: SearchState, plan: SolrPlan): SolrRequest {
  return {
    ...base(plan, state),
    offset: 0,
    limit: 0,
    fields: 'uid',
    facet: { types: termsFacet('types'), languages: termsFacet('languages'), contentTypes: termsFacet('contentTypes'), periodicals: termsFacet('periodicals'), months: MONTHS },
  }
}

/** Every value of one facet (the "All N values" list). */
export function facetListRequest(state: SearchState, plan: SolrPlan, facet: SolrFacet): SolrRequest {
  return { ...base(plan, state), offset: 0, limit: 0, fields: 'uid', facet: { values: termsFacet(facet) } }
}

/** One search's hits per month, for the query comparison. */
export function monthsRequest(state: SearchState, plan: SolrPlan): SolrRequest {
  return { ...base(plan, state), offset: 0, limit: 0, fields: 'uid', facet: { months: MONTHS } }
}

/** A search's newest arrivals: by the day they were added, then by date, then by id (engine.ts feedEntries). */
export function feedRequest(state: SearchState, plan: SolrPlan, entries: number): SolrRequest {
  return {
    ...base(plan, state),
    offset: 0,
    limit: entries,
    sort: 'added_key desc, date_key desc, uid desc',
    fields: 'uid',
    params: { ...QUERY_PARAMS, ...highlighting(plan.highlight ?? '*:*', SNIPPET_LENGTH.list) },
  }
}

/** Where in the collection the reader looks: one issue, or one item. */
export type DocumentScope = { issueId: number } | { itemId: string }

/** Units of a document the highlighter marks in full, and how many the reader asks for at most. */
export const DOCUMENT_UNITS = 10_000

/**
 * The units of one issue or item that hold any of the words, each with its whole text marked: the
 * reader's hits. The document is in the filter; the words are the search's.
 */
export function inDocumentRequest(scope: DocumentScope, query: ParsedQuery): SolrRequest | undefined {
  const highlight = highlightQueryOf(query)
  if (highlight === undefined) return undefined
  const filter = 'issueId' in scope ? `issue_id:${scope.issueId}` : `item_id:${quoted(scope.itemId)}`
  return {
    // Any of the words: the reader marks each of them wherever it occurs, as the embedded reader does.
    query: highlight,
    filter: [filter],
    offset: 0,
    limit: DOCUMENT_UNITS,
    sort: 'uid asc',
    fields: 'uid',
    params: { ...QUERY_PARAMS, 'q.op': 'OR', mm: '1', ...highlighting(highlight, 0), 'hl.defaultSummary': false },
  }
}
