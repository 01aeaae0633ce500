/**
 * A search plan (plan.ts) as a Solr JSON request (ADR 030): pure functions, so every query the
 * site can send is tested without a cluster. The visitor's words come parsed in the plan, by the
 * same parser as the embedded engine's (query.ts), and every term is escaped here, so nothing a
 * visitor types is Solr syntax.
 *
 * Words are searched with edismax over each language's analysed fields (stemming, French
 * elision); phrases, prefixes and exclusions over the exact (folded, unstemmed) fields, as typed.
 * Filters carry tags and each facet excludes its own (the multi-select rule of the embedded
 * engine: a value is counted as if its facet's own selection were not applied).
 */
import { FACET_NAMES, type FacetName } from '#src/domain/facets.ts'
import { type PlanFilter, type SearchPlan, type SortOrder } from '../plan.ts'
import { type ParsedQuery, type QueryTerm, withoutVariants } from '../query.ts'
import { FIELD_SUFFIXES } from './documents.ts'
import { FACET_FIELDS } from './fields.ts'

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

/** A misreading on the exact fields: the index's own term (ADR 039), as the embedded engine searches it. */
function variantClause(variant: string): string {
  return exactClause({ kind: 'word', text: variant, negated: false })
}

/** A word, or any of its misreadings where it was expanded. */
function wordClause(term: QueryTerm): string {
  const variants = term.variants ?? []
  return variants.length === 0 ? escapeTerm(term.text) : `(${[escapeTerm(term.text), ...variants.map(variantClause)].join(' OR ')})`
}

/**
 * What the search finds without the misreadings (the words as Solr searches them, stems and all),
 * which ranks above the units only a misreading found (ADR 039), as the embedded engine puts its
 * exact search's hits first; undefined when no word was expanded. Parsed by edismax with the
 * request's own fields and operators.
 */
export function exactOf(query: ParsedQuery): string | undefined {
  if (!query.terms.some((term) => !term.negated && (term.variants?.length ?? 0) > 0)) return undefined
  const exact = queryOf(withoutVariants(query))
  return exact === undefined ? undefined : `{!edismax}${exact}`
}

/** The edismax `q` of a parsed query; undefined when no term is positive (nothing to search for). */
export function queryOf(query: ParsedQuery): string | undefined {
  const positive = query.terms.filter((term) => !term.negated)
  if (positive.length === 0) return undefined
  const clauses = positive.map((term) => (term.kind === 'word' ? wordClause(term) : exactClause(term)))
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
    .flatMap((term) => [termValue(term), ...(term.variants ?? []).map(escapeTerm)])
    .join(' OR ')
}

function anyOf(field: string, values: readonly string[]): string {
  return `${field}:(${values.map(quoted).join(' OR ')})`
}

/** A facet's filter, tagged with the facet so the facet's own counts can leave it out. */
function facetFilter(filter: PlanFilter): string {
  return `{!tag=${filter.facet}}${anyOf(FACET_FIELDS[filter.facet], filter.values)}`
}

/** The filter queries of a plan: each facet's tagged with its facet, then the dates and the pinned day. */
export function filtersOf(plan: SearchPlan): string[] {
  const filters = plan.filters.map(facetFilter)
  if (plan.dates) {
    // As the embedded engine's keys compare: an undated unit (0) is outside every range.
    const { from, to } = plan.dates
    filters.push(`date_key:[${Math.max(1, from)} TO ${to > 0 ? to : '*'}]`)
  }
  if (plan.asof > 0) filters.push(`added_key:[* TO ${plan.asof}]`)
  // "New since": added after the end of that day, as the embedded engine compares the same keys.
  if (plan.since > 0) filters.push(`added_key:{${plan.since} TO *]`)
  return filters
}

/** A sort clause of the plan's order: the key, then the unit's id as the tie-break. */
function sortOf(order: SortOrder): string {
  const direction = (descending: boolean) => (descending ? 'desc' : 'asc')
  const key = order.by === 'relevance' ? 'score' : order.by === 'date' ? 'date_key' : 'sort_title'
  return `${key} ${direction(order.descending)}, uid ${direction(order.tieBreakDescending)}`
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

const QUERY_PARAMS = { defType: 'edismax', qf: QUERY_FIELDS, 'q.op': 'AND', sow: true, uf: 'title_exact text_exact', mm: '100%' }

function base(plan: SearchPlan): Omit<SolrRequest, 'offset' | 'limit' | 'fields'> {
  // Without words, every unit that passes the filters.
  return { query: queryOf(plan.query) ?? '*:*', filter: filtersOf(plan), params: { ...QUERY_PARAMS } }
}

/**
 * Passage lengths of the list and details views; compact shows none. Shorter than the embedded
 * engine's window (embedded/passages.ts PASSAGE_LENGTH): Solr's passage starts at a word and is
 * followed by an ellipsis on both sides, and the list view keeps each passage to two lines at 1280 px.
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
export function resultsRequest(plan: SearchPlan): SolrRequest {
  const request: SolrRequest = { ...base(plan), offset: plan.window.offset, limit: plan.window.limit, sort: sortOf(plan.order), fields: 'uid' }
  const exact = exactOf(plan.query)
  if (exact !== undefined) {
    // Exact matches first, each tier by score (the embedded engine's order, match-sets.ts).
    if (plan.order.by === 'relevance') {
      request.sort = `query($exact,0) desc, ${request.sort ?? ''}`
      request.params = { ...request.params, exact }
    }
    request.facet = variantFacets(plan)
  }
  if (plan.passage !== 'none') {
    const length = SNIPPET_LENGTH[plan.passage]
    // Without words, a passage from the text's start (the default summary), as the embedded snippet does.
    request.params = { ...request.params, ...highlighting(highlightQueryOf(plan.query) ?? '*:*', length) }
  }
  return request
}

/** The count of each variant searched among the search's matches (`variant0`, `variant1`…). */
function variantFacets(plan: SearchPlan): Record<string, FacetRequest> {
  return Object.fromEntries(variantTerms(plan).map((variant, index) => [`variant${index}`, { type: 'query', q: variantClause(variant) }]))
}

/**
 * The plan of a search with misreadings less them, by relevance: its matches are the exact tier,
 * which comes first (ADR 039); undefined when the plan has no variants or another order.
 */
export function exactTierPlan(plan: SearchPlan): SearchPlan | undefined {
  if (plan.order.by !== 'relevance' || exactOf(plan.query) === undefined) return undefined
  return { ...plan, query: withoutVariants(plan.query), variants: [] }
}

/**
 * A page inside the exact tier (issue 40): the exact words alone, by their score, with passages
 * marking the variants too. Sent beside variantCountsRequest, it spares Solr the whole expanded
 * match sorted by a function query (`query($exact)`), which cost 200 ms at a million articles.
 */
export function exactTierRequest(plan: SearchPlan, exactPlan: SearchPlan): SolrRequest {
  const request = resultsRequest(exactPlan)
  const marked = highlightQueryOf(plan.query)
  return plan.passage === 'none' || marked === undefined ? request : { ...request, params: { ...request.params, 'hl.q': marked } }
}

/** The expanded search's total and each variant's count, without rows. */
export function variantCountsRequest(plan: SearchPlan): SolrRequest {
  return { ...base(plan), offset: 0, limit: 0, fields: 'uid', facet: variantFacets(plan) }
}

function termsFacet(name: FacetName): FacetRequest {
  // Every value, counted exactly: the sidebar shows how many values a facet has ("All N values"),
  // and a distributed top-N with its estimated bucket count would not say it exactly. Each facet
  // leaves out its own filter's tag.
  return { type: 'terms', field: FACET_FIELDS[name], limit: -1, sort: 'count desc', mincount: 1, domain: { excludeTags: [name] } }
}

/** Hits per month (YYYYMM, 0 undated), for the timeline. */
const MONTHS: FacetRequest = { type: 'terms', field: 'month_key', limit: -1, sort: 'index asc', mincount: 1 }

/** Facet counts of every facet of the table (each named as the facet is) and the timeline, without rows. */
export function breakdownRequest(plan: SearchPlan): SolrRequest {
  const facet: Record<string, FacetRequest> = { months: MONTHS }
  for (const name of FACET_NAMES) facet[name] = termsFacet(name)
  return { ...base(plan), offset: 0, limit: 0, fields: 'uid', facet }
}

/** Every value of one facet (the "All N values" list). */
export function facetListRequest(plan: SearchPlan, facet: FacetName): SolrRequest {
  return { ...base(plan), offset: 0, limit: 0, fields: 'uid', facet: { values: termsFacet(facet) } }
}

/** One search's hits per month, for the query comparison. */
export function monthsRequest(plan: SearchPlan): SolrRequest {
  return { ...base(plan), offset: 0, limit: 0, fields: 'uid', facet: { months: MONTHS } }
}

/** A search's newest arrivals: by the day they were added, then by date, then by id (embedded/research.ts feedEntries). */
export function feedRequest(plan: SearchPlan, entries: number): SolrRequest {
  return {
    ...base(plan),
    offset: 0,
    limit: entries,
    sort: 'added_key desc, date_key desc, uid desc',
    fields: 'uid',
    params: { ...QUERY_PARAMS, ...highlighting(highlightQueryOf(plan.query) ?? '*:*', SNIPPET_LENGTH.list) },
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

/** Every variant searched, in the order the results request counts them (`variant0`, `variant1`…). */
export function variantTerms(plan: SearchPlan): string[] {
  return [...new Set(plan.variants.flatMap((group) => group.terms))]
}
