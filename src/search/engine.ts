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
import { type Facets, type FacetValue, matchingIds, matchingIdsByRank, rankedAmong, type SearchSort, unitsByIds } from '../store/search.ts'
import { CONTENT_BITS, codeSet, dateKey, type UnitColumns, unitColumns } from './columns.ts'
import { foldToAscii } from './fold.ts'
import { type ParsedQuery, parseQuery, toFtsMatch } from './query.ts'
import { snippet, type SnippetPart } from './snippet.ts'

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
}

export interface SearchAnswer extends SearchResults {
  /** Counts per filter value, each as if that filter's own selection were not applied. */
  facets: Facets
}

export const NO_FACETS: Facets = { types: [], languages: [], contentTypes: [], periodicals: [] }

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
  facets: Facets | undefined
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
  }
  return { ...compiled, any: compiled.typeOk !== undefined || compiled.languageOk !== undefined || compiled.periodicalOk !== undefined || contentMask !== 0 || compiled.dated }
}

/** Whether one unit passes every filter (the one-at-a-time form of `evaluate`). */
function passes(columns: UnitColumns, filters: CompiledFilters, position: number): boolean {
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

function evaluate(columns: UnitColumns, candidates: Int32Array | undefined, filters: CompiledFilters, withFacets: boolean): Evaluation {
  const { typeOk, languageOk, periodicalOk, contentMask, from, to, dated } = filters

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

  const facets = withFacets
    ? {
        types: facetValues(columns.docTypeNames, typeCounts),
        languages: facetValues(columns.languageNames, languageCounts),
        contentTypes: CONTENT_BITS.map((value, bit) => ({ value, count: contentCounts[bit] ?? 0 })).filter((facet) => facet.count > 0),
        periodicals: facetValues(columns.periodicalNames, periodicalCounts, columns.periodicalTitles),
      }
    : undefined
  return { hits: hits.subarray(0, total), total, facets }
}

/** Non-zero counts, most frequent first, at most 50 (code 0 is "none" where a dictionary reserves it). */
function facetValues(names: readonly string[], counts: Uint32Array, labels?: readonly string[]): FacetValue[] {
  const values: FacetValue[] = []
  counts.forEach((count, code) => {
    const value = names[code]
    if (count === 0 || !value) return
    const label = labels?.[code]
    values.push(label ? { value, count, label } : { value, count })
  })
  values.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
  return values.slice(0, 50)
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
  const key = JSON.stringify([plan.match, state.type, state.lang, state.title, state.content, state.from, state.to])
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
    return { plan, total: rank.matches, facets: undefined, ids: fromRank }
  }
  const ranked = parts.hits && plan.sort === 'relevance' && !fromRank
  if (ranked && filters.any && plan.match !== undefined && matchCache(db).get(plan.match)?.ranked !== true) {
    // Filters that keep a small part of the matches: rank that part alone (ADR 011), not every match.
    const unranked = matchSet(db, columns, plan, false)
    const evaluation = evaluate(columns, unranked.positions, filters, parts.facets)
    if (evaluation.total * 2 <= unranked.positions.length) {
      const ids = rankedPageAmong(db, columns, plan, state, evaluation.hits.subarray(0, evaluation.total))
      return { plan, total: evaluation.total, facets: evaluation.facets, ids }
    }
  }
  const candidates = plan.match === undefined ? undefined : matchSet(db, columns, plan, ranked).positions
  const evaluation = evaluate(columns, candidates, filters, parts.facets)
  const ids = parts.hits ? (fromRank ?? pageOf(columns, evaluation, plan)) : []
  return { plan, total: evaluation.total, facets: evaluation.facets, ids }
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
  return unitsByIds(db, ids).map((row) => ({
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
    // The details view shows a longer passage; compact shows none.
    snippet: state.view === 'compact' ? [] : snippet(row.text, query, state.view === 'details' ? 600 : 170),
    place: documentPlace(row),
  }))
}

/** The count and the page of results, without facets: what a visitor sees first. */
export function searchResults(db: Db, state: SearchState): SearchResults {
  const outcome = run(db, state, { hits: true, facets: false })
  if (!outcome) return { total: 0, filteredTitles: filteredTitles(db, state), page: state.page, size: state.size, hits: [], unanswerable: true }
  return {
    total: outcome.total,
    filteredTitles: filteredTitles(db, state),
    page: state.page,
    size: state.size,
    hits: hitsOf(db, outcome.ids, outcome.plan.query, state),
    unanswerable: false,
  }
}

/** Facet counts for a search state; cheap after `searchResults` for the same words (the match set is cached). */
export function searchFacetCounts(db: Db, state: SearchState): Facets {
  return run(db, state, { hits: false, facets: true })?.facets ?? NO_FACETS
}

/** Results and facets in one answer. */
export function search(db: Db, state: SearchState): SearchAnswer {
  const outcome = run(db, state, { hits: true, facets: true })
  if (!outcome) return { total: 0, filteredTitles: filteredTitles(db, state), facets: NO_FACETS, page: state.page, size: state.size, hits: [], unanswerable: true }
  return {
    total: outcome.total,
    filteredTitles: filteredTitles(db, state),
    facets: outcome.facets ?? NO_FACETS,
    page: state.page,
    size: state.size,
    hits: hitsOf(db, outcome.ids, outcome.plan.query, state),
    unanswerable: false,
  }
}

/** Drops the cached match sets of a store handle (the benchmark measures cold queries with it). */
export function forgetMatches(db: Db): void {
  caches.delete(db)
  filteredRankings.delete(db)
}
