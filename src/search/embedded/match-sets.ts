/**
 * Which units match a search's words (ADR 008): SQLite's FTS5 index answers, in relevance order
 * (ADR 019) when relevance is asked for; a query of common plain words is answered from the
 * stored id lists instead (src/store/term-ranks.ts). Match sets are kept per FTS5 expression in a
 * least-recently-used cache bounded by the memory they hold, so paging, changing filters, sort,
 * view or size, and a second visitor with the same words do not query FTS5 again.
 */
import { foldToAscii } from '#src/domain/fold.ts'
import type { Db } from '#src/store/db.ts'
import { matchingIds, matchingIdsByRank } from '#src/store/search.ts'
import { averageLength, bm25Idf, bm25Part } from '#src/store/bm25.ts'
import { rankScores } from '#src/store/ranking.ts'
import { type WordFrequencies, commonWordIds, wordFrequencies } from '#src/store/term-ranks.ts'
import type { ParsedQuery } from '../query.ts'
import type { UnitColumns } from './columns.ts'

export interface MatchSet {
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
const CACHE_POSITIONS = 16_000_000
/** Relevance orders of filtered matches kept, by words and filters, so paging does not rank again. */
const FILTERED_RANKINGS_KEPT = 32

/**
 * What one engine keeps per store handle: match sets and relevance orders of filtered matches.
 * A new engine starts cold (the bench measures cold searches so); a new store handle (after an
 * import) gets its own.
 */
export class EngineCaches {
  private readonly matchCaches = new WeakMap<Db, MatchCache>()
  private readonly rankingCaches = new WeakMap<Db, Map<string, number[]>>()

  matches(db: Db): MatchCache {
    let cache = this.matchCaches.get(db)
    if (!cache) {
      cache = new MatchCache(CACHE_POSITIONS)
      this.matchCaches.set(db, cache)
    }
    return cache
  }

  /** A filtered ranking kept, or made by `rank` (and kept) when it is missing or too short. */
  ranking(db: Db, key: string, usable: (ranking: number[]) => boolean, rank: () => number[]): number[] {
    let rankings = this.rankingCaches.get(db)
    if (!rankings) {
      rankings = new Map()
      this.rankingCaches.set(db, rankings)
    }
    let ranking = rankings.get(key)
    if (!ranking || !usable(ranking)) {
      ranking = rank()
      rankings.delete(key)
      rankings.set(key, ranking)
      for (const oldest of rankings.keys()) {
        if (rankings.size <= FILTERED_RANKINGS_KEPT) break
        rankings.delete(oldest)
      }
    }
    return ranking
  }
}

function toPositions(columns: UnitColumns, ids: readonly number[] | Uint32Array): Int32Array {
  const positions = new Int32Array(ids.length)
  let length = 0
  for (const id of ids) {
    const position = columns.positionOf[id] ?? -1
    if (position >= 0) positions[length++] = position
  }
  return positions.subarray(0, length)
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
 * A plain word as the FTS5 vocabulary holds it (diacritics removed, one token), the key of the
 * stored rankings; undefined when it is not one token.
 */
export function vocabularyKey(text: string): string | undefined {
  const key = foldToAscii(text)
  return /^[\p{L}\p{N}]+$/u.test(key) ? key : undefined
}

/**
 * The ids matching a query of plain words only, every one of them common, from the stored id
 * lists (ADR 008); undefined for any other query.
 */
function commonMatches(db: Db, query: ParsedQuery): Uint32Array | undefined {
  if (query.terms.length === 0 || query.terms.some((term) => term.kind !== 'word' || term.negated)) return undefined
  let ids: Uint32Array | undefined
  for (const term of query.terms) {
    const key = vocabularyKey(term.text)
    let found = key === undefined ? undefined : commonWordIds(db, key)
    if (!found) return undefined
    // A common word's misreadings (ADR 039) are mostly rare: their few ids join the word's stored ones.
    for (const variant of term.variants ?? []) found = union(found, commonWordIds(db, variant) ?? Uint32Array.from(matchingIds(db, `"${variant.replace(/"/g, '')}"`)))
    ids = ids ? intersect(ids, found) : found
  }
  return ids
}

/** Ascending ids in either sorted list. */
function union(a: Uint32Array, b: Uint32Array): Uint32Array {
  if (b.length === 0) return a
  const out = new Uint32Array(a.length + b.length)
  let i = 0
  let j = 0
  let length = 0
  while (i < a.length || j < b.length) {
    const x = a[i]
    const y = b[j]
    if (y === undefined || (x !== undefined && x < y)) {
      out[length++] = x ?? 0
      i += 1
    } else if (x === undefined || y < x) {
      out[length++] = y
      j += 1
    } else {
      out[length++] = x
      i += 1
      j += 1
    }
  }
  return out.subarray(0, length)
}

/**
 * The units of a query of common plain words (no phrase, prefix, exclusion or misreading), in
 * relevance order, scored from the words' stored counts (ADR 050): FTS5's bm25 for the same MATCH
 * expression, its phrases in the query's order, times the prior, to the bit. Undefined when a word
 * has no stored counts.
 */
function commonRanked(db: Db, columns: UnitColumns, query: ParsedQuery): number[] | undefined {
  if (query.terms.length === 0 || query.terms.some((term) => term.kind !== 'word' || term.negated || (term.variants?.length ?? 0) > 0)) return undefined
  const words: WordFrequencies[] = []
  for (const term of query.terms) {
    const key = vocabularyKey(term.text)
    const found = key === undefined ? undefined : wordFrequencies(db, key)
    if (!found) return undefined
    words.push(found)
  }
  // The stored idf is FTS5's own; ours from today's totals must agree but for the last bits, or the
  // index changed since the words were counted (then FTS5 ranks).
  const idfs = words.map((word) => word.idf)
  if (words.some((word) => Math.abs(word.idf - bm25Idf(columns.totals, word.ids.length)) > Math.abs(word.idf) * 1e-12)) return undefined
  const avgdl = averageLength(columns.totals)
  // The shortest list leads; each other list's place only moves forward (all are ascending).
  const lead = words.reduce((shortest, word, index) => (word.ids.length < (words[shortest]?.ids.length ?? 0) ? index : shortest), 0)
  const leader = words[lead]?.ids ?? new Uint32Array(0)
  const ids = new Uint32Array(leader.length)
  const scores = new Float64Array(leader.length)
  const at = words.map(() => 0)
  let found = 0
  candidates: for (let index = 0; index < leader.length; index += 1) {
    const id = leader[index] ?? 0
    for (const [which, word] of words.entries()) {
      let position = which === lead ? index : (at[which] ?? 0)
      while (position < word.ids.length && (word.ids[position] ?? 0) < id) position += 1
      at[which] = position
      if (word.ids[position] !== id) continue candidates
    }
    const length = columns.lengths[id] ?? 0
    // Summed in the query's order, from 0 as FTS5 does, for the same double.
    let score = 0.0
    for (const [which, word] of words.entries()) score += bm25Part(idfs[which] ?? 0, word.freqs[at[which] ?? 0] ?? 0, length, avgdl)
    ids[found] = id
    scores[found] = -1.0 * score * (columns.priors[id] ?? 0)
    found += 1
  }
  return rankScores(ids.subarray(0, found), scores.subarray(0, found))
}

/** The units matching an FTS5 expression (`match`), ranked when asked for: cached, or looked up and cached. */
export function matchSet(db: Db, caches: EngineCaches, columns: UnitColumns, query: ParsedQuery, match: string, ranked: boolean): MatchSet {
  const cache = caches.matches(db)
  const cached = cache.get(match)
  if (cached && (cached.ranked || !ranked)) return cached
  const common = ranked ? commonRanked(db, columns, query) : commonMatches(db, query)
  const entry = common
    ? { positions: toPositions(columns, common), ranked }
    : { positions: toPositions(columns, ranked ? matchingIdsByRank(db, match, columns.priors) : matchingIds(db, match)), ranked }
  cache.set(match, entry)
  return entry
}
