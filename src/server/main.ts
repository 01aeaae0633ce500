/**
 * The production entry, built to dist/server/main.js beside TanStack Start's server.js and the
 * search thread's search-worker.js, so dist/ (with the production node_modules) deploys on its own:
 * `node dist/server/main.js`. Serves on HOST:PORT until SIGTERM or SIGINT, then drains:
 * /api/health answers 503 "draining" so a load balancer stops sending visitors, responses ask
 * clients to close their connections, and after SHUTDOWN_DELAY_MS the server stops accepting and
 * waits for requests in flight (at most 30 s) before exiting 0.
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { EnvError, type ServerEnv, serverEnv } from './env.ts'
import { installClientGoneLog, installLastResort } from './last-resort.ts'
import { startServer } from './server.ts'

installLastResort()
installClientGoneLog()

/** The settings, or a clear message and exit 1: the server never starts on a value it cannot use. */
function settingsOrExit(): ServerEnv {
  try {
    return serverEnv()
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error)
    process.exit(1)
  }
}

const env = settingsOrExit()
// LIBRARY_DB is read by the store as well (src/store/location.ts): both see the same value.
process.env.LIBRARY_DB = env.libraryDb

const here = dirname(fileURLToPath(import.meta.url))
const running = await startServer({ env, distDir: join(here, '..'), searchWorker: new URL('./search-worker.js', import.meta.url) })
console.log(`The digital library is served on http://${env.host.includes(':') ? `[${env.host}]` : env.host}:${env.port} as ${env.publicOrigin}`)

let stopping = false
function shutdown(signal: string): void {
  if (stopping) return
  stopping = true
  running.startDraining()
  const delay = env.shutdownDelayMs
  console.log(`${signal}: draining (${running.inFlight} requests in flight), closing in ${delay} ms`)
  const force = setTimeout(() => {
    console.error(`still ${running.inFlight} requests in flight after 30 s: exiting anyway`)
    process.exit(1)
  }, delay + 30_000)
  force.unref()
  setTimeout(() => {
    void running.stop().then(() => {
      console.log('drained: every request answered')
      process.exit(0)
    })
  }, delay)
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
