/**
 * `npm start`: builds when the sources changed since the last build, creates
 * the demo collection when the store named by LIBRARY_DB does not exist yet,
 * then serves.
 */
import { existsSync } from 'node:fs'
import { buildDemoWithProgress, DEMO_DEFAULT_ARTICLES, DEMO_DEFAULT_SEED } from '../src/demo/load.ts'
import { defaultDatabasePath } from '../src/store/location.ts'
import { buildIsCurrent } from './build-state.ts'
import { build } from './build.ts'
import { serveFromEnv } from './serve.ts'

if (!buildIsCurrent()) {
  console.log('The sources changed since the last build (or there is none): building…')
  build()
}

const database = defaultDatabasePath()
if (!existsSync(database)) {
  console.log(`No library database at ${database} yet: creating the demo collection first.`)
  const articles = Number(process.env.DEMO_ARTICLES ?? DEMO_DEFAULT_ARTICLES)
  buildDemoWithProgress(database, articles, DEMO_DEFAULT_SEED)
}
process.env.LIBRARY_DB = database
await serveFromEnv()
