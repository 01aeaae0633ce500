/**
 * The production entry, built to dist/server/main.js beside TanStack Start's server.js and the
 * search thread's search-worker.js, so dist/ (with the production node_modules) deploys on its own:
 * `node dist/server/main.js`. Serves on HOST:PORT until SIGTERM or SIGINT, then drains:
 * /api/health answers 503 "draining" so a load balancer stops sending visitors, responses ask
 * clients to close their connections, and after SHUTDOWN_DELAY_MS the server stops accepting and
 * waits for requests in flight (at most 30 s) before exiting 0.
 *
 * With WEB_PROCESSES above 1 (ADR 048) this process is the primary of a cluster: it forks that many
 * server processes sharing the port, keeps the visitors' allowances for them (./shared-limits.ts),
 * replaces one that dies, and on SIGTERM or SIGINT has each drain as above, exiting 0 once all have.
 */
import cluster, { type Worker } from 'node:cluster'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { EnvError, type ServerEnv, serverEnv } from './env.ts'
import { installClientGoneLog, installLastResort } from './last-resort.ts'
import { startServer } from './server.ts'
import { serveAllowances } from './shared-limits.ts'

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
// The one setting passed through the environment (ADR 073): the app's bundle and the threads carry
// copies of the store module of their own, and the environment is what they all read.
process.env.LIBRARY_DB = env.libraryDb

const address = `http://${env.host.includes(':') ? `[${env.host}]` : env.host}:${env.port}`

if (env.webProcesses > 1 && cluster.isPrimary) {
  serveAllowances()
  let stopping = false
  let failed = false
  let announced = false
  const everReady = new Set<number>()
  const ready = new Set<number>()
  const fork = () =>
    cluster.fork().on('message', function (this: Worker, message: unknown) {
      if (message !== 'library:ready') return
      ready.add(this.id)
      everReady.add(this.id)
      if (announced || ready.size < env.webProcesses) return
      announced = true
      console.log(`The digital library is served on ${address} as ${env.publicOrigin} (${env.webProcesses} processes)`)
    })
  for (let index = 0; index < env.webProcesses; index++) fork()
  cluster.on('exit', (worker, code, signal) => {
    ready.delete(worker.id)
    if (stopping) {
      if (code !== 0) failed = true
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        console.log(failed ? 'stopped: a process did not start or did not drain in time' : 'drained: every process has stopped')
        process.exit(failed ? 1 : 0)
      }
      return
    }
    if (!everReady.has(worker.id)) {
      // It could not start (the store, the port): another would fail the same way, so the server stops.
      console.error(`server process ${worker.process.pid ?? '?'} stopped before it could serve (${signal ?? `exit ${code}`}): stopping`)
      failed = true
      stopping = true
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM')
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1)
      return
    }
    // A process that died (out of memory, a crash the last resort could not catch): another takes its place.
    console.error(`server process ${worker.process.pid ?? '?'} stopped (${signal ?? `exit ${code}`}): starting another`)
    fork()
  })
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: draining ${Object.keys(cluster.workers ?? {}).length} processes`)
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    // Each process gives up after its own 30 s; this is the backstop should one not.
    setTimeout(() => {
      console.error('processes still running 35 s after the delay: exiting anyway')
      process.exit(1)
    }, env.shutdownDelayMs + 35_000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
} else {
  const here = dirname(fileURLToPath(import.meta.url))
  // A server that cannot start (its port taken, its build missing) says why and exits 1, rather than
  // living on without listening: the search threads would otherwise keep the process up.
  const running = await startServer({ env, distDir: join(here, '..'), searchWorker: new URL('./search-worker.js', import.meta.url) }).catch((error: unknown) => {
    console.error(`The digital library could not start on ${address}: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
  if (cluster.isWorker) process.send?.('library:ready')
  else console.log(`The digital library is served on ${address} as ${env.publicOrigin}`)

  let stopping = false
  const shutdown = (signal: string): void => {
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
}
