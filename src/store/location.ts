import { dirname, join, resolve } from 'node:path'

/** The store file: LIBRARY_DB, or data/library.db under the working directory. */
export function defaultDatabasePath(): string {
  return resolve(process.env.LIBRARY_DB || 'data/library.db')
}

/**
 * Where the page scans' tiles of a store are kept (src/ingest/images.ts): LIBRARY_IMAGES, or an
 * `images` folder beside the store. The importer writes there and the server reads there.
 */
export function imagesDirFor(database: string): string {
  return resolve(process.env.LIBRARY_IMAGES || join(dirname(resolve(database)), 'images'))
}
