/** `npm start`: builds when the sources changed since the last build, then serves. */
import { buildIsCurrent } from './build-state.ts'
import { build } from './build.ts'
import { serveFromEnv } from './serve.ts'

if (!buildIsCurrent()) {
  console.log('The sources changed since the last build (or there is none): building…')
  build()
}
await serveFromEnv()
