/**
 * The precomputed answers for common words (ADR 008, migration 2): for every word in at least 1 %
 * of the units, its best-ranked units in the order a search ranks them and all its unit ids,
 * written by the import (catalog-maintenance.ts computeTermRanks) and read by the embedded engine.
 */
import type { Statement } from 'better-sqlite3'
import type { Db } from './db.ts'

export interface TermRank {
  /** How many units contain the word. */
  matches: number
  /** The best-ranked unit ids, best first (all of them when `matches` fits). */
  ids: Uint32Array
}

/** The ids of a stored blob (32-bit, the machine's order), copied out of the row's buffer, which SQLite may reuse. */
function blobIds(blob: Buffer): Uint32Array {
  const bytes = Uint8Array.from(blob)
  return new Uint32Array(bytes.buffer, 0, bytes.byteLength / 4)
}

interface Statements {
  all: Statement<[string], Buffer>
  rank: Statement<[string], { matches: number; ids: Buffer }>
}

const prepared = new WeakMap<Db, Statements>()

function statements(db: Db): Statements {
  let found = prepared.get(db)
  if (!found) {
    found = {
      all: db.prepare<[string], Buffer>('SELECT all_ids FROM term_rank WHERE term = ?').pluck(),
      rank: db.prepare<[string], { matches: number; ids: Buffer }>('SELECT matches, ids FROM term_rank WHERE term = ?'),
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

/** A common word's stored ranking; undefined when the word is not among the stored ones. */
export function termRank(db: Db, word: string): TermRank | undefined {
  const row = statements(db).rank.get(word)
  return row ? { matches: row.matches, ids: blobIds(row.ids) } : undefined
}
