/**
 * Serves the built anchor (bench/framework-anchor/server/server.js) on PORT with srvx, as the
 * library's own server does with its app, without anything of the library's in front: no static
 * files, no compression, no cache. `node scripts/framework-anchor/serve.ts <build folder>`.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from 'srvx'

process.env.NODE_ENV ??= 'production'
const folder = process.argv[2] ?? join(import.meta.dirname, '..', '..', 'bench', 'framework-anchor')
const mod: unknown = await import(pathToFileURL(join(folder, 'server', 'server.js')).href)
const entry: unknown = typeof mod === 'object' && mod !== null && 'default' in mod ? mod.default : undefined
const fetchApp: unknown = typeof entry === 'object' && entry !== null && 'fetch' in entry ? entry.fetch : undefined
if (typeof fetchApp !== 'function') throw new Error(`${folder}/server/server.js exports no fetch handler`)
const server = serve({
  hostname: '127.0.0.1',
  port: Number(process.env.PORT ?? 3499),
  silent: true,
  fetch: (request) => fetchApp.call(entry, request),
})
await server.ready()
console.log(`framework anchor on ${server.url ?? ''}`)
