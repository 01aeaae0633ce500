import Database from 'better-sqlite3'
import { MIGRATIONS } from './schema.ts'

export type Db = Database.Database

/** A store file whose schema is not the one this code reads: a sentence for the terminal, not a fault of the code. */
export class StoreVersionError extends Error {
  override name = 'StoreVersionError'
}

/** Opens (or creates) a store file for writing and brings its schema up to date. */
export function openForWriting(path: string): Db {
  const db = new Database(path)
  // One file, no -wal/-shm beside it: the file is swapped in whole (ADR 005).
  db.pragma('journal_mode = DELETE')
  db.pragma('synchronous = OFF')
  db.pragma('foreign_keys = ON')
  db.pragma('cache_size = -65536')
  migrate(db)
  return db
}

/** The page cache of a reading connection, in KB. */
const READ_CACHE_KB = 16_384

/** Opens a store file read-only, as the site does while serving. */
export function openForReading(path: string): Db {
  const db = new Database(path, { readonly: true, fileMustExist: true })
  // The server keeps one reading connection per thread (the request thread and each search
  // thread, ADR 014), and each fills its own page cache to this size and keeps it: 64 MB each
  // was 192 MB of the process with two search threads. The file's pages stay in the operating
  // system's cache, shared, whatever this is.
  db.pragma(`cache_size = -${READ_CACHE_KB}`)
  const version = Number(db.pragma('user_version', { simple: true }))
  if (version !== MIGRATIONS.length) {
    db.close()
    throw new StoreVersionError(`${path} has schema version ${version}, expected ${MIGRATIONS.length}: npm start upgrades it, or re-run the import`)
  }
  return db
}

/** The schema version of a store file, read without changing it. */
export function storeVersion(path: string): number {
  const db = new Database(path, { readonly: true, fileMustExist: true })
  try {
    return Number(db.pragma('user_version', { simple: true }))
  } finally {
    db.close()
  }
}

export function migrate(db: Db): void {
  const version = Number(db.pragma('user_version', { simple: true }))
  if (version > MIGRATIONS.length) {
    throw new StoreVersionError(`database schema version ${version} is newer than this code (${MIGRATIONS.length})`)
  }
  for (let index = version; index < MIGRATIONS.length; index += 1) {
    const step = MIGRATIONS[index]
    if (step === undefined) continue
    db.transaction(() => {
      if (typeof step === 'string') db.exec(step)
      else step(db)
      db.pragma(`user_version = ${index + 1}`)
    })()
  }
}
