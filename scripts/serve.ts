/**
 * `npm run serve`: serves the existing build with the production server (src/server/main.ts,
 * bundled to dist/server/main.js, which is what a deployment runs: `node dist/server/main.js`).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT } from './build-state.ts'

export const SERVER_ENTRY = join(ROOT, 'dist', 'server', 'main.js')

if (import.meta.main) {
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`There is no build at ${SERVER_ENTRY}: run npm run build first.`)
    process.exit(1)
  }
  await import(pathToFileURL(SERVER_ENTRY).href)
}
