/**
 * The precomputed answers for common words and heavy prefixes (ADR 008, migrations 2 and 14): for
 * every word in at least 1 % of the units, its best-ranked units in the order a search ranks them,
 * all its unit ids and the rank of each; for every prefix matching as many (key 'werde*'), its
 * best-ranked units. Written by the import (catalog-maintenance.ts computeTermRanks) and read by
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
}

const prepared = new WeakMap<Db, Statements>()

function statements(db: Db): Statements {
  let found = prepared.get(db)
  if (!found) {
    found = {
      all: db.prepare<[string], Buffer>('SELECT all_ids FROM term_rank WHERE term = ?').pluck(),
      rank: db.prepare<[string], { matches: number; ids: Buffer }>('SELECT matches, ids FROM term_rank WHERE term = ?'),
      ranks: db.prepare<[string], { all: Buffer; ranks: Buffer | null }>('SELECT all_ids AS "all", ranks FROM term_rank WHERE term = ?'),
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
