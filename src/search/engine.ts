/**
 * One search: the URL's search state in, a page of results with snippets and
 * facet counts out (ADR 008).
 *
 * SQLite's FTS5 index answers "which units match the words" (in relevance order, ADR 019,
 * when relevance is asked for); that id set is cached per query. Filters,
 * counts, facets and date or title ordering are one pass over the set against
 * the in-memory columns of src/search/columns.ts. Only the rows of the page
 * shown are read back from SQL.
 */
import { type DocumentPlace, documentPlace, shownDate } from '../domain/issue-path.ts'
import type { SearchState } from '../domain/search-state.ts'
import type { Db } from '../store/db.ts'
import { type FacetName, type Facets, type FacetValue, matchingIds, matchingIdsByRank, rankedAmong, type SearchRow, type SearchSort, unitsByIds } from '../store/search.ts'
import { CONTENT_BITS, codeSet, dateKey, type UnitColumns, unitColumns } from './columns.ts'
import { foldToAscii } from '../domain/fold.ts'
import { type ParsedQuery, parseQuery, toFtsMatch } from './query.ts'
import { snippet, type SnippetPart } from './snippet.ts'
import { MonthCounts, type Timeline, timelineOf } from './timeline.ts'

export interface SearchHit {
  id: number
  type: string
  title: string | null
  docType: string
  periodical: { id: string; title: string } | null
  item: { id: string; title: string } | null
  date: string | null
  language: string | null
  page: number
  snippet: SnippetPart[]
  /** Where the hit is read: its issue or item. */
  place: DocumentPlace
}

export interface SearchResults {
  total: number
  /** Titles of the periodicals the search is filtered by, for its filter chips. */
  filteredTitles: FacetValue[]
  page: number
  size: number
  hits: SearchHit[]
  /** True when the query had words but none that can be searched (only exclusions or punctuation). */
  unanswerable: boolean
  /** True when the search engine could not answer (a cluster down): the page says so (ADR 030). */
  unavailable: boolean
}

export interface SearchAnswer extends SearchResults {
  /** Counts per filter value, each as if that filter's own selection were not applied. */
  facets: Facets
}

export const NO_FACETS: Facets = { types: [], languages: [], contentTypes: [], periodicals: [] }

/** What a search's filters show beside its results: counts per value, how many values, the timeline. */
export interface SearchBreakdown {
  /** The most frequent values of each facet (at most FACET_VALUES_SHOWN). */
  facets: Facets
  /** How many values each facet has in all: "All N values" opens the full list (facetList). */
  sizes: Record<FacetName, number>
  timeline: Timeline
}

export const NO_BREAKDOWN: SearchBreakdown = {
  facets: NO_FACETS,
  sizes: { types: 0, languages: 0, contentTypes: 0, periodicals: 0 },
  timeline: { unit: 'year', buckets: [], undated: [0] },
}

/** Values of a facet sent with the results; the rest are paged through in the full list. */
export const FACET_VALUES_SHOWN = 50

/** The search state as the engine needs it; undefined when the words cannot be searched. */
interface Plan {
  query: ParsedQuery
  match: string | undefined
  sort: SearchSort
  limit: number
  offset: number
}

function planOf(state: SearchState): Plan | undefined {
  const query = parseQuery(state.q)
  const match = toFtsMatch(query)
  if (state.q.trim() !== '' && match === undefined) return undefined
  return {
    query,
    match,
    sort: match === undefined && state.sort === 'relevance' ? 'date_desc' : state.sort,
    // "Load more" shows every row up to the requested depth, so a shared link shows the same rows.
    limit: state.paging === 'more' ? state.size * state.page : state.size,
    offset: state.paging === 'more' ? 0 : (state.page - 1) * state.size,
  }
}

// ---------------------------------------------------------------- match sets

interface MatchSet {
  /** Positions (see UnitColumns) of the matching units; in relevance order (ADR 019) when `ranked`. */
  positions: Int32Array
  ranked: boolean
}

/**
 * What an entry holds beyond its positions, in positions (4 bytes each): its key, the Map's slot,
 * the typed array and its buffer come to a few hundred bytes. Without it a set that matched nothing
 * would cost nothing, and distinct searches that match nothing would be kept without limit.
 */
const ENTRY_OVERHEAD_POSITIONS = 64

/** What an entry keeps alive: the whole buffer its positions are a view of, and its overhead. */
function footprint(entry: MatchSet): number {
  return entry.positions.buffer.byteLength / Int32Array.BYTES_PER_ELEMENT + ENTRY_OVERHEAD_POSITIONS
}

/** Recently used match sets, bounded by the memory they keep (in positions). */
class MatchCache {
  private readonly entries = new Map<string, MatchSet>()
  private held = 0
  private readonly budget: number
  constructor(budget: number) {
    this.budget = budget
  }

  get(key: string): MatchSet | undefined {
    const entry = this.entries.get(key)
    if (entry) {
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  set(key: string, entry: MatchSet): void {
    const previous = this.entries.get(key)
    if (previous) {
      this.held -= footprint(previous)
      this.entries.delete(key)
    }
    this.entries.set(key, entry)
    this.held += footprint(entry)
    for (const [oldest, value] of this.entries) {
      if (this.held <= this.budget || oldest === key) break
      this.entries.delete(oldest)
      this.held -= footprint(value)
    }
  }
}

/** About 64 MB of positions: several hundred typical queries, or a dozen of the commonest words. */
const caches = new WeakMap<Db, MatchCache>()
const CACHE_POSITIONS = 16_000_000

function toPositions(columns: UnitColumns, ids: readonly number[] | Uint32Array): Int32Array {
  const positions = new Int32Array(ids.length)
  let length = 0
  for (const id of ids) {
    const position = columns.positionOf[id] ?? -1
    if (position >= 0) positions[length++] = position
  }
  return positions.subarray(0, length)
}

function blobIds(blob: Buffer): Uint32Array {
  // Copied out of the row's buffer, which SQLite may reuse.
  const bytes = Uint8Array.from(blob)
  return new Uint32Array(bytes.buffer, 0, bytes.byteLength / 4)
}

/** Ascending ids in both sorted lists. */
function intersect(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(Math.min(a.length, b.length))
  let i = 0
  let j = 0
  let length = 0
  while (i < a.length && j < b.length) {
    const x = a[i] ?? 0
    const y = b[j] ?? 0
    if (x === y) {
      out[length++] = x
      i += 1
      j += 1
    } else if (x < y) i += 1
    else j += 1
  }
  return out.subarray(0, length)
}

/**
 * The ids matching a query of plain words only, every one of them common, from
 * the stored id lists (ADR 008); undefined for any other query.
 */
function commonMatches(db: Db, query: ParsedQuery): Uint32Array | undefined {
  if (query.terms.length === 0 || query.terms.some((term) => term.kind !== 'word' || term.negated)) return undefined
  const lookup = db.prepare<[string], Buffer>('SELECT all_ids FROM term_rank WHERE term = ?').pluck()
  let ids: Uint32Array | undefined
  for (const term of query.terms) {
    const key = vocabularyKey(term.text)
    const blob = key === undefined ? undefined : lookup.get(key)
    if (!blob) return undefined
    ids = ids ? intersect(ids, blobIds(blob)) : blobIds(blob)
  }
  return ids
}

function matchCache(db: Db): MatchCache {
  let cache = caches.get(db)
  if (!cache) {
    cache = new MatchCache(CACHE_POSITIONS)
    caches.set(db, cache)
  }
  return cache
}

function matchSet(db: Db, columns: UnitColumns, plan: Plan, ranked: boolean): MatchSet {
  const match = plan.match ?? ''
  const cache = matchCache(db)
  const cached = cache.get(match)
  if (cached && (cached.ranked || !ranked)) return cached
  const common = ranked ? undefined : commonMatches(db, plan.query)
  const entry = common
    ? { positions: toPositions(columns, common), ranked: false }
    : { positions: toPositions(columns, ranked ? matchingIdsByRank(db, match, columns.priors) : matchingIds(db, match)), ranked }
  cache.set(match, entry)
  return entry
}

// ---------------------------------------------------------------- filtering and facets

const TYPE = 0
const DATE = 1
const LANGUAGE = 2
const CONTENT = 3
const PERIODICAL = 4

interface Evaluation {
  /** Positions that pass every filter, in match order. */
  hits: Int32Array
  total: number
  /** Each facet's count per code (multi-select counting), when asked for. */
  counts: FacetCounts | undefined
}

interface FacetCounts {
  types: Uint32Array
  languages: Uint32Array
  periodicals: Uint32Array
  contentTypes: Uint32Array
}

/** What a pass over the matches counts besides the hits: facet values, and the hits per month. */
interface Tally {
  facets: boolean
  months?: MonthCounts | undefined
}

function upperBound(to: string): number {
  return to.length === 4 ? Number(to) * 10000 + 1231 : dateKey(to)
}

/** The filters of a search state as lookups over the columns' codes. */
interface CompiledFilters {
  typeOk: Uint8Array | undefined
  languageOk: Uint8Array | undefined
  periodicalOk: Uint8Array | undefined
  contentMask: number
  from: number
  to: number
  dated: boolean
  /** YYYYMMDD of `asof`: units added after that day are not in the collection searched; 0 when not pinned. */
  asof: number
  any: boolean
}

function compileFilters(columns: UnitColumns, state: SearchState): CompiledFilters {
  const types = state.type.flatMap((type) => (type === 'periodical' ? ['newspaper', 'serial'] : [type]))
  let contentMask = 0
  for (const name of state.content) {
    const bit = CONTENT_BITS.findIndex((value) => value === name)
    if (bit >= 0) contentMask |= 1 << bit
  }
  const from = state.from ? dateKey(state.from) : 0
  const to = state.to ? upperBound(state.to) : 0
  const compiled = {
    typeOk: types.length > 0 ? codeSet(columns.docTypeNames, types) : undefined,
    languageOk: state.lang.length > 0 ? codeSet(columns.languageNames, state.lang) : undefined,
    periodicalOk: state.title.length > 0 ? codeSet(columns.periodicalNames, state.title) : undefined,
    contentMask,
    from,
    to,
    dated: from > 0 || to > 0,
    asof: state.asof ? dateKey(state.asof) : 0,
  }
  return {
    ...compiled,
    any: compiled.typeOk !== undefined || compiled.languageOk !== undefined || compiled.periodicalOk !== undefined || contentMask !== 0 || compiled.dated || compiled.asof > 0,
  }
}

/** Whether one unit passes every filter (the one-at-a-time form of `evaluate`). */
function passes(columns: UnitColumns, filters: CompiledFilters, position: number): boolean {
  if (filters.asof > 0 && (columns.added[position] ?? 0) > filters.asof) return false
  if (filters.typeOk && filters.typeOk[columns.docType[position] ?? 0] !== 1) return false
  if (filters.dated) {
    const day = columns.date[position] ?? 0
    if (day === 0 || (filters.from > 0 && day < filters.from) || (filters.to > 0 && day > filters.to)) return false
  }
  if (filters.languageOk && filters.languageOk[columns.language[position] ?? 0] !== 1) return false
  if (filters.contentMask !== 0 && ((columns.content[position] ?? 0) & filters.contentMask) === 0) return false
  if (filters.periodicalOk && filters.periodicalOk[columns.periodical[position] ?? 0] !== 1) return false
  return true
}

function evaluate(columns: UnitColumns, candidates: Int32Array | undefined, filters: CompiledFilters, tally: Tally): Evaluation {
  const { typeOk, languageOk, periodicalOk, contentMask, from, to, dated, asof } = filters
  const withFacets = tally.facets
  const months = tally.months
  const { added } = columns

  const typeCounts = new Uint32Array(columns.docTypeNames.length)
  const languageCounts = new Uint32Array(columns.languageNames.length)
  const periodicalCounts = new Uint32Array(columns.periodicalNames.length)
  const contentCounts = new Uint32Array(CONTENT_BITS.length)
  const { docType, language, periodical, content, date } = columns
  const size = candidates ? candidates.length : columns.count
  const hits = new Int32Array(size)
  let total = 0

  for (let index = 0; index < size; index += 1) {
    const position = candidates ? (candidates[index] ?? 0) : index
    // Not yet in the collection of the pinned day: in no count at all.
    if (asof > 0 && (added[position] ?? 0) > asof) continue
    const typeCode = docType[position] ?? 0
    const languageCode = language[position] ?? 0
    const periodicalCode = periodical[position] ?? 0
    const contentBits = content[position] ?? 0
    // Which filters reject this unit: with none it is a hit; with exactly one,
    // it still counts in that filter's own facet (multi-select counting).
    let failed = 0
    let failedFilter = -1
    if (typeOk && typeOk[typeCode] !== 1) {
      failed += 1
      failedFilter = TYPE
    }
    if (dated) {
      const day = date[position] ?? 0
      if (day === 0 || (from > 0 && day < from) || (to > 0 && day > to)) {
        failed += 1
        failedFilter = DATE
      }
    }
    if (languageOk && languageOk[languageCode] !== 1) {
      failed += 1
      failedFilter = LANGUAGE
    }
    if (contentMask !== 0 && (contentBits & contentMask) === 0) {
      failed += 1
      failedFilter = CONTENT
    }
    if (periodicalOk && periodicalOk[periodicalCode] !== 1) {
      failed += 1
      failedFilter = PERIODICAL
    }
    if (failed === 0) {
      hits[total++] = position
      months?.add(date[position] ?? 0)
      if (!withFacets) continue
      typeCounts[typeCode] = (typeCounts[typeCode] ?? 0) + 1
      languageCounts[languageCode] = (languageCounts[languageCode] ?? 0) + 1
      periodicalCounts[periodicalCode] = (periodicalCounts[periodicalCode] ?? 0) + 1
      for (let bit = 0; contentBits >> bit !== 0; bit += 1) {
        if ((contentBits >> bit) & 1) contentCounts[bit] = (contentCounts[bit] ?? 0) + 1
      }
    } else if (failed === 1 && withFacets) {
      if (failedFilter === TYPE) typeCounts[typeCode] = (typeCounts[typeCode] ?? 0) + 1
      else if (failedFilter === LANGUAGE) languageCounts[languageCode] = (languageCounts[languageCode] ?? 0) + 1
      else if (failedFilter === PERIODICAL) periodicalCounts[periodicalCode] = (periodicalCounts[periodicalCode] ?? 0) + 1
      else if (failedFilter === CONTENT) {
        for (let bit = 0; contentBits >> bit !== 0; bit += 1) {
          if ((contentBits >> bit) & 1) contentCounts[bit] = (contentCounts[bit] ?? 0) + 1
        }
      }
    }
  }

  const counts = withFacets ? { types: typeCounts, languages: languageCounts, periodicals: periodicalCounts, contentTypes: contentCounts } : undefined
  return { hits: hits.subarray(0, total), total, counts }
}

/** Every non-zero count of a facet, most frequent first (code 0 is "none" where a dictionary reserves it). */
function allFacetValues(columns: UnitColumns, counts: FacetCounts, name: FacetName): FacetValue[] {
  const values: FacetValue[] = []
  if (name === 'contentTypes') {
    // In the table's order, as the sidebar has always listed them.
    CONTENT_BITS.forEach((value, bit) => {
      const count = counts.contentTypes[bit] ?? 0
      if (count > 0) values.push({ value, count })
    })
    return values
  } else {
    const names = name === 'types' ? columns.docTypeNames : name === 'languages' ? columns.languageNames : columns.periodicalNames
    const labels = name === 'periodicals' ? columns.periodicalTitles : undefined
    counts[name].forEach((count, code) => {
      const value = names[code]
      if (count === 0 || !value) return
      const label = labels?.[code]
      values.push(label ? { value, count, label } : { value, count })
    })
  }
  return values.sort(byCount)
}

/** Facet values most frequent first, ties by value: the sidebar's order in every engine. */
export function byCount(a: FacetValue, b: FacetValue): number {
  return b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)
}

const FACET_NAMES: readonly FacetName[] = ['types', 'languages', 'contentTypes', 'periodicals']

function breakdownOf(columns: UnitColumns, counts: FacetCounts, timeline: Timeline): SearchBreakdown {
  const facets: Facets = { ...NO_FACETS }
  const sizes = { ...NO_BREAKDOWN.sizes }
  for (const name of FACET_NAMES) {
    const values = allFacetValues(columns, counts, name)
    facets[name] = values.slice(0, FACET_VALUES_SHOWN)
    sizes[name] = values.length
  }
  return { facets, sizes, timeline }
}

// ---------------------------------------------------------------- ordering

/**
 * The first `k` of `hits` in a precomputed order of all units: mark the hits,
 * then walk the order until k are found. For a common word the walk stops
 * after a few hundred steps; at worst it is one pass over the units.
 */
function firstInOrder(columns: UnitColumns, hits: Int32Array, order: Int32Array, k: number, descending: boolean): number[] {
  const marked = new Uint8Array(columns.count)
  for (const position of hits) marked[position] = 1
  const found: number[] = []
  const step = descending ? -1 : 1
  for (let index = descending ? order.length - 1 : 0; index >= 0 && index < order.length && found.length < k; index += step) {
    const position = order[index] ?? 0
    if (marked[position] === 1) found.push(position)
  }
  return found
}

function pageOf(columns: UnitColumns, evaluation: Evaluation, plan: Plan): number[] {
  const end = plan.offset + plan.limit
  let positions: number[]
  if (plan.sort === 'relevance') positions = Array.from(evaluation.hits.subarray(plan.offset, end))
  else {
    const order = plan.sort === 'date_asc' || plan.sort === 'date_desc' ? columns.dateOrder : columns.titleOrder
    const descending = plan.sort === 'date_desc' || plan.sort === 'title_desc'
    positions = firstInOrder(columns, evaluation.hits, order, end, descending).slice(plan.offset)
  }
  return positions.map((position) => columns.ids[position] ?? 0)
}

// ---------------------------------------------------------------- the answers

/**
 * A plain word as the FTS5 vocabulary holds it (diacritics removed, one
 * token), the key of the stored rankings; undefined when it is not one token.
 */
function vocabularyKey(text: string): string | undefined {
  const key = foldToAscii(text)
  return /^[\p{L}\p{N}]+$/u.test(key) ? key : undefined
}

/** The one word of a query that is a single plain word, else undefined. */
function singleWord(query: ParsedQuery): string | undefined {
  const [term, ...rest] = query.terms
  return term && rest.length === 0 && term.kind === 'word' && !term.negated ? vocabularyKey(term.text) : undefined
}

interface TermRank {
  /** How many units contain the word. */
  matches: number
  /** The best-ranked unit ids, best first (all of them when `matches` fits). */
  ids: Uint32Array
}

function termRank(db: Db, word: string): TermRank | undefined {
  const row = db.prepare<[string], { matches: number; ids: Buffer }>('SELECT matches, ids FROM term_rank WHERE term = ?').get(word)
  return row ? { matches: row.matches, ids: blobIds(row.ids) } : undefined
}

/**
 * A relevance page of a one-word search for a common word, from the word's
 * precomputed ranking (ADR 008): no bm25 over every match. Undefined when the
 * ranking is too short for the page asked, so the caller ranks in full.
 */
function rankedPage(columns: UnitColumns, rank: TermRank, filters: CompiledFilters, plan: Plan): number[] | undefined {
  const wanted = plan.offset + plan.limit
  const page: number[] = []
  for (const id of rank.ids) {
    const position = columns.positionOf[id] ?? -1
    if (position < 0 || (filters.any && !passes(columns, filters, position))) continue
    page.push(id)
    if (page.length === wanted) break
  }
  const complete = rank.ids.length >= rank.matches
  return page.length === wanted || complete ? page.slice(plan.offset) : undefined
}

/** Relevance orders of filtered matches, by query and filters, so paging does not rank again. */
const filteredRankings = new WeakMap<Db, Map<string, number[]>>()
const FILTERED_RANKINGS_KEPT = 32
/** How much of a filtered ranking is computed at once: the first pages a visitor reads. */
const FILTERED_RANKING_DEPTH = 200

function rankedPageAmong(db: Db, columns: UnitColumns, plan: Plan, state: SearchState, hits: Int32Array): number[] {
  const end = plan.offset + plan.limit
  const key = JSON.stringify([plan.match, state.type, state.lang, state.title, state.content, state.from, state.to, state.asof])
  let rankings = filteredRankings.get(db)
  if (!rankings) {
    rankings = new Map()
    filteredRankings.set(db, rankings)
  }
  let ranking = rankings.get(key)
  if (!ranking || (ranking.length < end && ranking.length < hits.length)) {
    const ids = Array.from(hits, (position) => columns.ids[position] ?? 0)
    ranking = rankedAmong(db, plan.match ?? '', ids, Math.max(end, FILTERED_RANKING_DEPTH), columns.priors)
    rankings.delete(key)
    rankings.set(key, ranking)
    for (const oldest of rankings.keys()) {
      if (rankings.size <= FILTERED_RANKINGS_KEPT) break
      rankings.delete(oldest)
    }
  }
  return ranking.slice(plan.offset, end)
}

function run(db: Db, state: SearchState, parts: { hits: boolean; facets: boolean }) {
  const plan = planOf(state)
  if (!plan) return undefined
  const columns = unitColumns(db)
  const filters = compileFilters(columns, state)
  const word = plan.sort === 'relevance' && parts.hits ? singleWord(plan.query) : undefined
  const rank = word === undefined ? undefined : termRank(db, word)
  const fromRank = rank ? rankedPage(columns, rank, filters, plan) : undefined
  if (rank && fromRank && !filters.any && !parts.facets) {
    // Nothing to count but the word's own matches: no pass over them at all.
    return { plan, total: rank.matches, breakdown: undefined, ids: fromRank }
  }
  // The facets' pass also counts the hits per month: the timeline costs no pass of its own.
  const tally: Tally = { facets: parts.facets, months: parts.facets ? new MonthCounts(columns.firstYear, columns.lastYear) : undefined }
  const breakdown = (evaluation: Evaluation) =>
    evaluation.counts && tally.months ? breakdownOf(columns, evaluation.counts, timelineOf([tally.months], state)) : undefined
  const ranked = parts.hits && plan.sort === 'relevance' && !fromRank
  if (ranked && filters.any && plan.match !== undefined && matchCache(db).get(plan.match)?.ranked !== true) {
    // Filters that keep a small part of the matches: rank that part alone (ADR 011), not every match.
    const unranked = matchSet(db, columns, plan, false)
    const evaluation = evaluate(columns, unranked.positions, filters, tally)
    if (evaluation.total * 2 <= unranked.positions.length) {
      const ids = rankedPageAmong(db, columns, plan, state, evaluation.hits.subarray(0, evaluation.total))
      return { plan, total: evaluation.total, breakdown: breakdown(evaluation), ids }
    }
    tally.months = parts.facets ? new MonthCounts(columns.firstYear, columns.lastYear) : undefined
  }
  const candidates = plan.match === undefined ? undefined : matchSet(db, columns, plan, ranked).positions
  const evaluation = evaluate(columns, candidates, filters, tally)
  const ids = parts.hits ? (fromRank ?? pageOf(columns, evaluation, plan)) : []
  return { plan, total: evaluation.total, breakdown: breakdown(evaluation), ids }
}

/** One pass over a search state's unranked matches; undefined when the words cannot be searched. */
function evaluateState(db: Db, state: SearchState, tally: Tally): Evaluation | undefined {
  const plan = planOf(state)
  if (!plan) return undefined
  const columns = unitColumns(db)
  const candidates = plan.match === undefined ? undefined : matchSet(db, columns, plan, false).positions
  return evaluate(columns, candidates, compileFilters(columns, state), tally)
}

/** The positions that pass a search state's words and filters, in match order; undefined when the words cannot be searched. */
function hitPositions(db: Db, state: SearchState, months?: MonthCounts): Int32Array | undefined {
  return evaluateState(db, state, { facets: false, months })?.hits
}

function filteredTitles(db: Db, state: SearchState): FacetValue[] {
  if (state.title.length === 0) return []
  const columns = unitColumns(db)
  return state.title.map((value) => {
    const code = columns.periodicalNames.indexOf(value)
    return { value, count: 0, label: code > 0 ? (columns.periodicalTitles[code] ?? value) : value }
  })
}

function hitsOf(db: Db, ids: number[], query: ParsedQuery, state: SearchState): SearchHit[] {
  return hitsOfRows(unitsByIds(db, ids), query, state)
}

function hitsOfRows(rows: SearchRow[], query: ParsedQuery, state: SearchState): SearchHit[] {
  // The details view shows a longer passage; compact shows none.
  return rows.map((row) => hitOf(row, state.view === 'compact' ? [] : snippet(row.text, query, state.view === 'details' ? 600 : 170)))
}

/** A result as the pages show it: a store row and the passage shown of it (whichever engine chose it). */
export function hitOf(row: SearchRow, passage: SnippetPart[]): SearchHit {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    docType: row.docType,
    periodical: row.periodicalId && row.periodicalTitle ? { id: row.periodicalId, title: row.periodicalTitle } : null,
    item: row.itemId && row.itemTitle ? { id: row.itemId, title: row.itemTitle } : null,
    // As much of the date as is known (a monthly's "1924-01"); the place keeps the stored day.
    date: row.date === null ? null : shownDate(row.date, row.datePrecision),
    language: row.language,
    page: row.firstPage,
    snippet: passage,
    place: documentPlace(row),
  }
}

/** The count and the page of results, without facets: what a visitor sees first. */
export function searchResults(db: Db, state: SearchState): SearchResults {
  const outcome = run(db, state, { hits: true, facets: false })
  if (!outcome) return { total: 0, filteredTitles: filteredTitles(db, state), page: state.page, size: state.size, hits: [], unanswerable: true, unavailable: false }
  return {
    total: outcome.total,
    filteredTitles: filteredTitles(db, state),
    page: state.page,
    size: state.size,
    hits: hitsOf(db, outcome.ids, outcome.plan.query, state),
    unanswerable: false,
    unavailable: false,
  }
}

/** Facet counts and the timeline for a search state; cheap after `searchResults` for the same words (the match set is cached). */
export function searchBreakdown(db: Db, state: SearchState): SearchBreakdown {
  return run(db, state, { hits: false, facets: true })?.breakdown ?? NO_BREAKDOWN
}

/** Facet counts alone. */
export function searchFacetCounts(db: Db, state: SearchState): Facets {
  return searchBreakdown(db, state).facets
}

/** Results and facets in one answer. */
export function search(db: Db, state: SearchState): SearchAnswer {
  const outcome = run(db, state, { hits: true, facets: true })
  if (!outcome) return { total: 0, filteredTitles: filteredTitles(db, state), facets: NO_FACETS, page: state.page, size: state.size, hits: [], unanswerable: true, unavailable: false }
  return {
    total: outcome.total,
    filteredTitles: filteredTitles(db, state),
    facets: outcome.breakdown?.facets ?? NO_FACETS,
    page: state.page,
    size: state.size,
    hits: hitsOf(db, outcome.ids, outcome.plan.query, state),
    unanswerable: false,
    unavailable: false,
  }
}

// ---------------------------------------------------------------- research tools (issue 18)

/** The facets whose values run into the hundreds or thousands, listed in full in a dialog. */
export const LISTED_FACETS = ['languages', 'periodicals'] as const
export type ListedFacet = (typeof LISTED_FACETS)[number]

export interface FacetListRequest {
  facet: ListedFacet
  /** Words the value's name must contain (case and accents aside); empty for every value. */
  filter: string
  sort: 'count' | 'alpha'
  page: number
  /** The language names and the A–Z order are this locale's. */
  locale: string
}

export interface FacetList {
  /** Values matching the filter, in all pages. */
  total: number
  /** Values of the facet before the filter. */
  size: number
  page: number
  pageSize: number
  values: FacetValue[]
}

export const FACET_LIST_PAGE = 50

/**
 * One page of every value of a facet, counted as the filters sidebar counts (as if the facet's own
 * selection were not applied), named in the visitor's language, filtered and sorted.
 */
export function facetList(db: Db, state: SearchState, request: FacetListRequest): FacetList {
  const counts = evaluateState(db, state, { facets: true })?.counts
  if (!counts) return { total: 0, size: 0, page: 1, pageSize: FACET_LIST_PAGE, values: [] }
  return facetListPage(allFacetValues(unitColumns(db), counts, request.facet), request)
}

/**
 * One page of a facet's values (most frequent first, as counted), named in the visitor's language,
 * filtered by the words typed and sorted: the same for every engine.
 */
export function facetListPage(values: readonly FacetValue[], request: FacetListRequest): FacetList {
  const names = request.facet === 'languages' ? new Intl.DisplayNames([request.locale], { type: 'language', fallback: 'code' }) : undefined
  const all = values.map((value) => (names ? { ...value, label: names.of(value.value) ?? value.value } : value))
  const needle = foldToAscii(request.filter.trim()).toLowerCase()
  const matching = needle === '' ? all : all.filter((value) => foldToAscii(`${value.label ?? ''} ${value.value}`).toLowerCase().includes(needle))
  if (request.sort === 'alpha') {
    const collator = new Intl.Collator([request.locale], { sensitivity: 'base', numeric: true })
    matching.sort((a, b) => collator.compare(a.label ?? a.value, b.label ?? b.value) || b.count - a.count)
  }
  const pages = Math.max(1, Math.ceil(matching.length / FACET_LIST_PAGE))
  const page = Math.min(Math.max(1, request.page), pages)
  return {
    total: matching.length,
    size: all.length,
    page,
    pageSize: FACET_LIST_PAGE,
    values: matching.slice((page - 1) * FACET_LIST_PAGE, page * FACET_LIST_PAGE),
  }
}

export interface TimelineSeries {
  q: string
  total: number
  /** False when the words cannot be searched (only exclusions or punctuation). */
  answerable: boolean
}

export interface TimelineComparison {
  timeline: Timeline
  series: TimelineSeries[]
  /** True when the search engine could not answer (ADR 030). */
  unavailable: boolean
}

/**
 * The timelines of one to three searches on one calendar (the query comparison): each search's
 * hits per month are counted in one pass over its matches, and the bars of all are cut alike.
 */
export function compareTimelines(db: Db, states: readonly SearchState[]): TimelineComparison {
  const columns = unitColumns(db)
  const series: TimelineSeries[] = []
  const months = states.map((state) => {
    const counts = new MonthCounts(columns.firstYear, columns.lastYear)
    const hits = hitPositions(db, state, counts)
    series.push({ q: state.q, total: hits?.length ?? 0, answerable: hits !== undefined })
    return counts
  })
  const [first] = states
  return { timeline: timelineOf(months, { from: first?.from ?? '', to: first?.to ?? '' }), series, unavailable: false }
}

export interface FeedEntry extends SearchHit {
  /** When its issue or item first entered the collection (ISO 8601, UTC). */
  addedAt: string | null
}

export interface FeedAnswer {
  total: number
  entries: FeedEntry[]
}

export const FEED_ENTRIES = 50

/**
 * A search's newest arrivals for its Atom feed: the hits most recently added to the collection
 * (by the day their batch was imported), the latest published first within a day. A subscriber
 * is told of old material imported today, which an order by publication date would bury.
 */
export function feedEntries(db: Db, state: SearchState): FeedAnswer {
  const hits = hitPositions(db, state)
  if (!hits) return { total: 0, entries: [] }
  const columns = unitColumns(db)
  const newer = (a: number, b: number) =>
    (columns.added[a] ?? 0) - (columns.added[b] ?? 0) || (columns.date[a] ?? 0) - (columns.date[b] ?? 0) || a - b
  // The newest FEED_ENTRIES, kept sorted newest first: one pass, no sort of every hit.
  const newest: number[] = []
  for (const position of hits) {
    const last = newest.at(-1)
    if (newest.length === FEED_ENTRIES && last !== undefined && newer(position, last) <= 0) continue
    let at = newest.length
    while (at > 0 && newer(position, newest[at - 1] ?? 0) > 0) at -= 1
    newest.splice(at, 0, position)
    if (newest.length > FEED_ENTRIES) newest.pop()
  }
  const rows = unitsByIds(
    db,
    newest.map((position) => columns.ids[position] ?? 0),
  )
  const query = planOf(state)?.query ?? { terms: [] }
  const hitsShown = hitsOfRows(rows, query, { ...state, view: 'list' })
  return { total: hits.length, entries: hitsShown.map((hit, index) => ({ ...hit, addedAt: rows[index]?.addedAt ?? null })) }
}

/** Drops the cached match sets of a store handle (the benchmark measures cold queries with it). */
export function forgetMatches(db: Db): void {
  caches.delete(db)
  filteredRankings.delete(db)
}
