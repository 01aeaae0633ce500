/**
 * `node scripts/profile-summary.ts <file.cpuprofile> [--pages N] [--top K] [--match text]`: where a
 * V8 CPU profile's time went (issue 52), for profiles of the server taken with
 * `node --cpu-prof --cpu-prof-dir=<dir> dist/server/main.js` while a load of N pages ran.
 *  - self time by origin: the package (react-dom, @tanstack/router-core…), our code, Node's internals,
 *    the garbage collector, `(program)`;
 *  - the K functions with most self time;
 *  - with --match, the inclusive time of every function whose name contains the text.
 * Times are ms a page when --pages is given, else ms in all. Only the thread the profile was taken on
 * (the request thread); other threads' CPU is read from /proc (scripts/server-cpu.ts).
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}

interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

function isProfile(value: unknown): value is Profile {
  return typeof value === 'object' && value !== null && Array.isArray(Reflect.get(value, 'nodes')) && Array.isArray(Reflect.get(value, 'samples'))
}

/** Where a function comes from: a package, our code, Node, or V8's pseudo-frames. */
export function originOf(url: string, name: string): string {
  if (url === '') return name.startsWith('(') ? name : '(native)'
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (inPackage?.[1]) return inPackage[1]
  if (url.startsWith('node:')) return 'node internals'
  if (/\/dist\/server\/main\.js$/.test(url)) return 'our server (dist/server/main.js)'
  if (/\/dist\/server\/assets\//.test(url) || /\/dist\/server\/server\.js$/.test(url)) return 'the app bundle (dist/server)'
  return url.replace(/^file:\/\//, '')
}

export function summarise(profile: Profile, options: { pages: number; top: number; match?: string }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const self = new Map<number, number>()
  for (const [index, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000)
  const total = [...self.values()].reduce((sum, ms) => sum + ms, 0)
  const per = (ms: number) => Math.round((ms / options.pages) * 1000) / 1000
  const origins = new Map<string, number>()
  const functions = new Map<string, number>()
  const inclusive = new Map<string, number>()
  for (const [id, ms] of self) {
    const node = byId.get(id)
    if (!node) continue
    const { functionName, url, lineNumber } = node.callFrame
    const origin = originOf(url, functionName)
    origins.set(origin, (origins.get(origin) ?? 0) + ms)
    const key = `${functionName || '(anonymous)'} ${origin}:${lineNumber + 1}`
    functions.set(key, (functions.get(key) ?? 0) + ms)
    if (options.match === undefined) continue
    // Inclusive: each matching function on the sample's stack once.
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame
      if (!frame || !frame.functionName.includes(options.match)) continue
      const name = `${frame.functionName} ${originOf(frame.url, frame.functionName)}:${frame.lineNumber + 1}`
      if (seen.has(name)) continue
      seen.add(name)
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms)
    }
  }
  const sorted = (map: Map<string, number>, count: number) =>
    Object.fromEntries(
      [...map]
        .sort(([, a], [, b]) => b - a)
        .slice(0, count)
        .map(([key, ms]) => [key, per(ms)]),
    )
  return {
    unit: options.pages > 1 ? 'ms a page' : 'ms',
    total: per(total),
    by_origin: sorted(origins, 40),
    top_self: sorted(functions, options.top),
    ...(options.match === undefined ? {} : { inclusive: sorted(inclusive, options.top) }),
  }
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { pages: { type: 'string', default: '1' }, top: { type: 'string', default: '30' }, match: { type: 'string' } } })
  const data: unknown = JSON.parse(readFileSync(positionals[0] ?? '', 'utf8'))
  if (!isProfile(data)) throw new Error(`${positionals[0] ?? '(no file)'} is not a V8 CPU profile`)
  console.log(JSON.stringify(summarise(data, { pages: Number(values.pages), top: Number(values.top), match: values.match }), null, 2))
}
