/**
 * The visitors' published lists (issue 55, ADR 063), in a store of their own (LISTS_DB, default
 * data/lists.db): the library's store is read-only while serving and replaced whole by every import,
 * so it cannot hold them, and no import touches this one. Each list is kept as the canonical text of
 * its content (src/domain/lists.ts) under the id that text hashes to; the id is checked again on
 * every read, so a row changed behind the site's back is refused rather than shown as published.
 * Written in WAL mode, so several server processes publish into one file, each waiting its turn.
 *
 * Staff may withdraw a list (the lists command, with a reason): it is then shown as withdrawn, with
 * the reason, never deleted. Staff may feature a list under a staff pick (the pick's page then links
 * to it). Every publication, withdrawal and feature is logged here, with no trace of who published
 * (no address, no identifier).
 */
import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { type ListContent, canonicalContent, parseCanonicalContent } from '../domain/lists.ts'

export const LISTS_MIGRATIONS: readonly string[] = [
  // 1: lists, their withdrawals and the log.
  `
  CREATE TABLE list (
    id TEXT PRIMARY KEY,
    -- The canonical content (src/domain/lists.ts canonicalContent): what the id is the hash of.
    content TEXT NOT NULL,
    title TEXT NOT NULL,
    asof TEXT NOT NULL,
    members INTEGER NOT NULL,
    -- The published list this one was made from ("Make a copy to edit"): provenance, not content.
    copied_from TEXT,
    published_at TEXT NOT NULL
  ) STRICT;
  CREATE TABLE withdrawal (
    list_id TEXT PRIMARY KEY REFERENCES list (id),
    reason TEXT NOT NULL,
    by TEXT NOT NULL,
    at TEXT NOT NULL
  ) STRICT;
  CREATE TABLE log (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('publish', 'withdraw', 'restore', 'import')),
    list_id TEXT NOT NULL,
    reason TEXT,
    by TEXT
  ) STRICT;
  CREATE INDEX log_list ON log (list_id, id);
  `,
  // 2: lists the staff feature under a staff pick (issue 55's audit), logged as withdrawals are. The
  // log's actions are a CHECK, which SQLite cannot alter: the log is rebuilt with the two new ones
  // and the staff pick a feature names.
  `
  CREATE TABLE featured (
    -- The staff pick's id in the library store (which an import replaces: the pick is named, not referenced).
    pick_id TEXT PRIMARY KEY,
    list_id TEXT NOT NULL REFERENCES list (id),
    reason TEXT NOT NULL,
    by TEXT NOT NULL,
    at TEXT NOT NULL
  ) STRICT;
  CREATE TABLE log_2 (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('publish', 'withdraw', 'restore', 'import', 'feature', 'unfeature')),
    list_id TEXT NOT NULL,
    reason TEXT,
    by TEXT,
    pick_id TEXT
  ) STRICT;
  INSERT INTO log_2 (id, at, action, list_id, reason, by) SELECT id, at, action, list_id, reason, by FROM log;
  DROP TABLE log;
  ALTER TABLE log_2 RENAME TO log;
  CREATE INDEX log_list ON log (list_id, id);
  `,
]

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'

/** RFC 4648 base32, lower case, without padding (a few lines: no package for it). */
function base32(bytes: Uint8Array): string {
  let out = ''
  let bits = 0
  let value = 0
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
    value &= (1 << bits) - 1
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

/** A list's id: its canonical content's SHA-256 in base32, the first 26 characters (130 bits). */
export function listIdOf(canonical: string): string {
  return base32(createHash('sha256').update(canonical, 'utf8').digest()).slice(0, 26)
}

export interface Withdrawal {
  reason: string
  by: string
  at: string
}

export interface PublishedList {
  id: string
  content: ListContent
  /** The canonical text, exactly as hashed. */
  canonical: string
  copiedFrom: string | null
  publishedAt: string
  withdrawal: Withdrawal | null
}

interface ListRow {
  id: string
  content: string
  copied_from: string | null
  published_at: string
  reason: string | null
  by: string | null
  at: string | null
}

export interface LogEntry {
  at: string
  action: 'publish' | 'withdraw' | 'restore' | 'import' | 'feature' | 'unfeature'
  listId: string
  reason: string | null
  by: string | null
  /** The staff pick a feature or unfeature names. */
  pickId: string | null
}

/** A list the staff feature under a staff pick: its page links to the list. */
export interface Feature {
  pickId: string
  listId: string
  reason: string
  by: string
  at: string
}

/** A row whose content no longer hashes to its id: the store was changed by hand. */
export class ListIntegrityError extends Error {
  override name = 'ListIntegrityError'
}

export class ListsStore {
  readonly #db: Database.Database
  readonly path: string

  /** Opens (or, for writing, creates) the store; read-only connections never create it. */
  constructor(path: string, options: { readonly?: boolean } = {}) {
    this.path = resolve(path)
    if (options.readonly) {
      this.#db = new Database(this.path, { readonly: true, fileMustExist: true })
    } else {
      mkdirSync(dirname(this.path), { recursive: true })
      this.#db = new Database(this.path)
      this.#db.pragma('journal_mode = WAL')
      // Another process publishing at the same moment: wait for it rather than fail.
      this.#db.pragma('busy_timeout = 5000')
      this.#migrate()
    }
  }

  #migrate(): void {
    const version = Number(this.#db.pragma('user_version', { simple: true }))
    if (version > LISTS_MIGRATIONS.length) throw new Error(`${this.path} has lists schema version ${version}, newer than this code (${LISTS_MIGRATIONS.length})`)
    for (let index = version; index < LISTS_MIGRATIONS.length; index++) {
      this.#db.transaction(() => {
        this.#db.exec(LISTS_MIGRATIONS[index] ?? '')
        this.#db.pragma(`user_version = ${index + 1}`)
      })()
    }
  }

  #log(action: LogEntry['action'], listId: string, reason: string | null, by: string | null, at: string, pickId: string | null = null): void {
    this.#db.prepare('INSERT INTO log (at, action, list_id, reason, by, pick_id) VALUES (?, ?, ?, ?, ?, ?)').run(at, action, listId, reason, by, pickId)
  }

  /**
   * Publishes a list: its id from its content; the same content already published is that list
   * (`created` false, its first publication and provenance kept as they were).
   */
  publish(content: ListContent, copiedFrom: string | null, now: Date): { id: string; created: boolean } {
    const canonical = canonicalContent(content)
    const id = listIdOf(canonical)
    const at = now.toISOString()
    const created = this.#db.transaction(() => {
      const result = this.#db
        .prepare('INSERT OR IGNORE INTO list (id, content, title, asof, members, copied_from, published_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(id, canonical, content.title, content.asof, content.members.length, copiedFrom, at)
      if (result.changes > 0) this.#log('publish', id, null, null, at)
      return result.changes > 0
    })()
    return { id, created }
  }

  /** A published list, or undefined; throws ListIntegrityError when its row no longer matches its id. */
  get(id: string): PublishedList | undefined {
    const row = this.#db
      .prepare<[string], ListRow>(
        `SELECT l.id, l.content, l.copied_from, l.published_at, w.reason, w.by, w.at
         FROM list l LEFT JOIN withdrawal w ON w.list_id = l.id WHERE l.id = ?`,
      )
      .get(id)
    return row ? checked(row) : undefined
  }

  has(id: string): boolean {
    return this.#db.prepare<[string], number>('SELECT 1 FROM list WHERE id = ?').pluck().get(id) === 1
  }

  /** Withdraws a list from view, with the reason the page will give; false when there is no such list. */
  withdraw(id: string, reason: string, by: string, now: Date): boolean {
    if (!this.has(id)) return false
    const at = now.toISOString()
    this.#db.transaction(() => {
      this.#db.prepare('INSERT INTO withdrawal (list_id, reason, by, at) VALUES (?, ?, ?, ?) ON CONFLICT (list_id) DO UPDATE SET reason = excluded.reason, by = excluded.by, at = excluded.at').run(id, reason, by, at)
      this.#log('withdraw', id, reason, by, at)
    })()
    return true
  }

  /** Shows a withdrawn list again; false when it was not withdrawn. */
  restore(id: string, reason: string, by: string, now: Date): boolean {
    const at = now.toISOString()
    return this.#db.transaction(() => {
      const removed = this.#db.prepare('DELETE FROM withdrawal WHERE list_id = ?').run(id).changes > 0
      if (removed) this.#log('restore', id, reason, by, at)
      return removed
    })()
  }

  /** The log, newest first; of one list when `id` is given. */
  logOf(id?: string, limit = 200): LogEntry[] {
    const rows = this.#db
      .prepare<[string | null, string | null, number], { at: string; action: LogEntry['action']; list_id: string; reason: string | null; by: string | null; pick_id: string | null }>(
        'SELECT at, action, list_id, reason, by, pick_id FROM log WHERE (? IS NULL OR list_id = ?) ORDER BY id DESC LIMIT ?',
      )
      .all(id ?? null, id ?? null, limit)
    return rows.map((row) => ({ at: row.at, action: row.action, listId: row.list_id, reason: row.reason, by: row.by, pickId: row.pick_id }))
  }

  /**
   * Features a published list under a staff pick (its page then links to the list), in place of the
   * one featured there before. Only the staff do this (the lists command, the demo build): publishing
   * never features a list, whatever its title. A withdrawn list is not featured; the same list
   * featured again is left as it was (nothing logged).
   */
  feature(pickId: string, listId: string, reason: string, by: string, now: Date): 'featured' | 'unchanged' | 'no-list' | 'withdrawn' {
    const list = this.get(listId)
    if (!list) return 'no-list'
    if (list.withdrawal) return 'withdrawn'
    const at = now.toISOString()
    return this.#db.transaction(() => {
      const current = this.#db.prepare<[string], string>('SELECT list_id FROM featured WHERE pick_id = ?').pluck().get(pickId)
      if (current === listId) return 'unchanged'
      this.#db
        .prepare('INSERT INTO featured (pick_id, list_id, reason, by, at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (pick_id) DO UPDATE SET list_id = excluded.list_id, reason = excluded.reason, by = excluded.by, at = excluded.at')
        .run(pickId, listId, reason, by, at)
      this.#log('feature', listId, reason, by, at, pickId)
      return 'featured'
    })()
  }

  /** Stops featuring a list under a staff pick; the list that was featured there, or undefined when none was. */
  unfeature(pickId: string, reason: string, by: string, now: Date): string | undefined {
    const at = now.toISOString()
    return this.#db.transaction(() => {
      const listId = this.#db.prepare<[string], string>('DELETE FROM featured WHERE pick_id = ? RETURNING list_id').pluck().get(pickId)
      if (listId !== undefined) this.#log('unfeature', listId, reason, by, at, pickId)
      return listId
    })()
  }

  /**
   * The list featured under a staff pick, as its page links to it: undefined when none is, or when
   * it has been withdrawn since; throws ListIntegrityError when its row no longer matches its id.
   */
  featuredList(pickId: string): PublishedList | undefined {
    const listId = this.#db.prepare<[string], string>('SELECT list_id FROM featured WHERE pick_id = ?').pluck().get(pickId)
    const list = listId === undefined ? undefined : this.get(listId)
    return list && !list.withdrawal ? list : undefined
  }

  /** Every feature, by staff pick. */
  features(): Feature[] {
    return this.#db.prepare<[], Feature>('SELECT pick_id AS pickId, list_id AS listId, reason, by, at FROM featured ORDER BY pick_id').all()
  }

  /** Every list, oldest first, for an export or a check; rows that fail their hash are given as failures. */
  *all(): Generator<PublishedList | { id: string; error: string }> {
    const rows = this.#db
      .prepare<[], ListRow>(
        `SELECT l.id, l.content, l.copied_from, l.published_at, w.reason, w.by, w.at
         FROM list l LEFT JOIN withdrawal w ON w.list_id = l.id ORDER BY l.published_at, l.id`,
      )
      .iterate()
    for (const row of rows) {
      try {
        yield checked(row)
      } catch (error) {
        yield { id: row.id, error: error instanceof Error ? error.message : String(error) }
      }
    }
  }

  /**
   * Takes a list exported from another server (`lists export`): its content must hash to its id;
   * its first publication, provenance and withdrawal come with it. False when it was here already.
   */
  adopt(list: Omit<PublishedList, 'content'>, now: Date): boolean {
    const content = parseCanonicalContent(list.canonical)
    if (!content || listIdOf(list.canonical) !== list.id) throw new ListIntegrityError(`list ${list.id}: its content does not hash to its id`)
    return this.#db.transaction(() => {
      const added =
        this.#db
          .prepare('INSERT OR IGNORE INTO list (id, content, title, asof, members, copied_from, published_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(list.id, list.canonical, content.title, content.asof, content.members.length, list.copiedFrom, list.publishedAt).changes > 0
      if (added) this.#log('import', list.id, null, null, now.toISOString())
      if (added && list.withdrawal) {
        this.#db.prepare('INSERT OR REPLACE INTO withdrawal (list_id, reason, by, at) VALUES (?, ?, ?, ?)').run(list.id, list.withdrawal.reason, list.withdrawal.by, list.withdrawal.at)
      }
      return added
    })()
  }

  /** How many lists are kept. */
  count(): number {
    return this.#db.prepare<[], number>('SELECT COUNT(*) FROM list').pluck().get() ?? 0
  }

  /** A consistent copy of the whole store into `file`, while it is in use (SQLite's online backup). */
  backup(file: string): Promise<unknown> {
    mkdirSync(dirname(resolve(file)), { recursive: true })
    return this.#db.backup(file)
  }

  close(): void {
    this.#db.close()
  }
}

function checked(row: ListRow): PublishedList {
  const content = parseCanonicalContent(row.content)
  if (!content || listIdOf(row.content) !== row.id) throw new ListIntegrityError(`list ${row.id}: its stored content does not hash to its id`)
  return {
    id: row.id,
    content,
    canonical: row.content,
    copiedFrom: row.copied_from,
    publishedAt: row.published_at,
    withdrawal: row.reason !== null && row.by !== null && row.at !== null ? { reason: row.reason, by: row.by, at: row.at } : null,
  }
}

const opened = new Map<string, ListsStore>()

/** The store at `path`, opened once per process and thread for writing (created when missing). */
export function listsStore(path: string): ListsStore {
  const key = resolve(path)
  let store = opened.get(key)
  if (!store) {
    store = new ListsStore(key)
    opened.set(key, store)
  }
  return store
}
