/**
 * The precomputed answers for common words and heavy prefixes (ADR 008, migrations 2, 14, 15): for
 * every word in at least 1 % of the units, its best-ranked units in the order a search ranks them,
 * all its unit ids and the rank of each; for every prefix matching as many (key 'werde*'), its
 * best-ranked units; and each common word's count in each of its units, from which bm25 is
 * recomputed (ADR 050). Written by the import (catalog-maintenance.ts computeTermRanks) and read by
 * the embedded engine.
 */
import type { Statement } from 'better-sqlite3'
import type { Db } from './db.ts'

export interface TermRank {
  /** How many units contain the word (or a word of the prefix). */
  matches: number
  /** The best-ranked unit ids, best first (all of them when `matches` fits). */
  ids: Uint32Array
}

/** The key a prefix's stored ranking has in term_rank: the prefix and its `*`, which no word has. */
export function prefixRankKey(prefix: string): string {
  return `${prefix}*`
}

/** The ids of a stored blob (32-bit, the machine's order), copied out of the row's buffer, which SQLite may reuse. */
function blobIds(blob: Buffer): Uint32Array {
  const bytes = Uint8Array.from(blob)
  return new Uint32Array(bytes.buffer, 0, bytes.byteLength / 4)
}

interface Statements {
  all: Statement<[string], Buffer>
  rank: Statement<[string], { matches: number; ids: Buffer }>
  ranks: Statement<[string], { all: Buffer; ranks: Buffer | null }>
  freqs: Statement<[string], { all: Buffer; freqs: Buffer | null; idf: number | null }>
}

const prepared = new WeakMap<Db, Statements>()

function statements(db: Db): Statements {
  let found = prepared.get(db)
  if (!found) {
    found = {
      all: db.prepare<[string], Buffer>('SELECT all_ids FROM term_rank WHERE term = ?').pluck(),
      rank: db.prepare<[string], { matches: number; ids: Buffer }>('SELECT matches, ids FROM term_rank WHERE term = ?'),
      ranks: db.prepare<[string], { all: Buffer; ranks: Buffer | null }>('SELECT all_ids AS "all", ranks FROM term_rank WHERE term = ?'),
      freqs: db.prepare<[string], { all: Buffer; freqs: Buffer | null; idf: number | null }>('SELECT all_ids AS "all", freqs, idf FROM term_rank WHERE term = ?'),
    }
    prepared.set(db, found)
  }
  return found
}

/** Every unit id holding a common word, ascending; undefined when the word is not among the stored ones. */
export function commonWordIds(db: Db, word: string): Uint32Array | undefined {
  const blob = statements(db).all.get(word)
  return blob ? blobIds(blob) : undefined
}

/**
 * The first of a common word's or a heavy prefix's stored ranking (`key` as prefixRankKey writes a
 * prefix's); undefined when the key is not among the stored ones.
 */
export function termRank(db: Db, key: string): TermRank | undefined {
  const row = statements(db).rank.get(key)
  return row ? { matches: row.matches, ids: blobIds(row.ids) } : undefined
}

/** Every unit of a common word, ascending, and each one's rank in the word's relevance order (0 the best). */
export interface WordRanks {
  ids: Uint32Array
  ranks: Uint32Array
}

/** A common word's units and their ranks, when it has more than termRank gives; undefined otherwise. */
export function wordRanks(db: Db, word: string): WordRanks | undefined {
  const row = statements(db).ranks.get(word)
  return row?.ranks ? { ids: blobIds(row.all), ranks: blobIds(row.ranks) } : undefined
}

/** Every unit of a common word, ascending, and the word's weighted count in each (bm25's frequency, ADR 050). */
export interface WordFrequencies {
  ids: Uint32Array
  freqs: Uint8Array | Uint16Array
  /** The idf FTS5 gave the word when they were stored (its last bit may differ from V8's logarithm). */
  idf: number
}

/** The stored frequencies as the import writes them: one byte a unit, or two (the machine's order) where one exceeds 255. */
export function frequencyBlob(freqs: readonly number[]): Buffer {
  const wide = freqs.some((freq) => freq > 0xff)
  const values = wide ? Uint16Array.from(freqs) : Uint8Array.from(freqs)
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength)
}

/** A common word's units and frequencies; undefined when it is not stored or has no frequencies. */
export function wordFrequencies(db: Db, word: string): WordFrequencies | undefined {
  const row = statements(db).freqs.get(word)
  if (!row?.freqs || row.idf === null) return undefined
  const ids = blobIds(row.all)
  const bytes = Uint8Array.from(row.freqs)
  if (bytes.length === ids.length) return { ids, freqs: bytes, idf: row.idf }
  return bytes.length === ids.length * 2 ? { ids, freqs: new Uint16Array(bytes.buffer), idf: row.idf } : undefined
}
