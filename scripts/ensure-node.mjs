// Plain JavaScript on purpose: this runs first, possibly on a machine whose
// Node is older than the stack needs (TanStack Start wants >= 22.12), and
// provisions a local Node 22 from the npm registry when it must.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const NODE_PACKAGE = 'node@22.23.3'
const LOCAL_NODE = join(ROOT, '.tools', 'node_modules', 'node', 'bin', 'node')

function isRecentEnough(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number)
  return major > 22 || (major === 22 && minor >= 18)
}

/**
 * The Node binary to run the project with: this one when it is recent enough
 * (22.18+ runs TypeScript scripts natively), else a local Node 22, installed
 * into .tools/ on first use.
 */
export function projectNode() {
  if (isRecentEnough(process.versions.node)) return process.execPath
  if (!existsSync(LOCAL_NODE)) {
    console.log(`Node ${process.versions.node} is too old for this project; installing ${NODE_PACKAGE} into .tools/ …`)
    const result = spawnSync('npm', ['install', '--prefix', join(ROOT, '.tools'), NODE_PACKAGE, '--no-audit', '--no-fund'], {
      stdio: 'inherit',
      cwd: ROOT,
    })
    if (result.status !== 0 || !existsSync(LOCAL_NODE)) {
      console.error(`Could not install ${NODE_PACKAGE}. Install Node 22.18 or newer and try again.`)
      process.exit(1)
    }
  }
  return LOCAL_NODE
}

/** Environment whose PATH finds the project's Node (and its npm) first. */
export function projectEnv(node, extra = {}) {
  return { ...process.env, ...extra, PATH: `${dirname(node)}:${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}` }
}

/**
 * The flags the production server runs with on a Node version (issue 52, README "Operations").
 * `--experimental-async-context-frame`: AsyncLocalStorage (the framework's request context, the
 * server's last-resort log) kept in V8's context frames rather than by promise hooks on every promise,
 * 0.6 ms less CPU a page in paired runs. Node 22.9 to 23 have it behind this flag (22.7 and 22.8 break
 * under it); from Node 24 it is the default and the flag is refused.
 */
export function serverNodeFlags(version = process.versions.node) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number)
  return (major === 22 && minor >= 9) || major === 23 ? ['--experimental-async-context-frame'] : []
}

/** The version of a Node binary: this one's, or the local Node 22's. */
function versionOf(node) {
  return node === process.execPath ? process.versions.node : spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()
}

/**
 * Runs a TypeScript script of the project under the project's Node and exits with its status;
 * with `server`, under the production server's flags (serverNodeFlags).
 */
export function runScript(script, args = [], env = {}, { server = false } = {}) {
  const node = projectNode()
  const flags = server ? serverNodeFlags(versionOf(node)) : []
  const result = spawnSync(node, [...flags, join(ROOT, script), ...args], { stdio: 'inherit', cwd: ROOT, env: { ...env, ...projectEnv(node) } })
  process.exit(result.status ?? 1)
}
