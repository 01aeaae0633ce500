import { resolve } from 'node:path'

/** The store file: LIBRARY_DB, or data/library.db under the working directory. */
export function defaultDatabasePath(): string {
  return resolve(process.env.LIBRARY_DB || 'data/library.db')
}
