import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'

/** Mirador 4's browser build, which npm test fetches from its npm tarball (scripts/test.ts). */
const MIRADOR = join(import.meta.dirname, '..', '..', '.tools', 'mirador', 'mirador.min.js')

/**
 * Mirador on a site of its own, another origin on this machine (what it reads of ours goes through
 * CORS), opening one IIIF resource (a manifest or a collection) in a window with its side bar.
 */
export async function startMirador(resource: string): Promise<{ origin: string; close: () => Promise<void> }> {
  if (!existsSync(MIRADOR)) throw new Error(`${MIRADOR} is missing: npm test fetches it (ensureMirador)`)
  const script = readFileSync(MIRADOR)
  const viewer = createServer((request, response) => {
    if (request.url === '/mirador.min.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      response.end(script)
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mirador</title></head><body>
<div id="viewer" style="position:absolute;inset:0"></div><script src="/mirador.min.js"></script>
<script>Mirador.viewer({ id: 'viewer', windows: [{ manifestId: ${JSON.stringify(resource)}, sideBarOpen: true }] })</script></body></html>`)
  })
  await new Promise<void>((resolve) => viewer.listen(0, 'localhost', resolve))
  const address = viewer.address()
  if (address === null || typeof address === 'string') throw new Error('the viewer site has no port')
  return { origin: `http://localhost:${(address satisfies AddressInfo).port}`, close: () => new Promise<void>((resolve) => viewer.close(() => resolve())) }
}

/** What Mirador's own bundle logs under React 19 (another site's viewer, not ours). */
export const MIRADOR_REACT_19_WARNING = /^console\.error: Accessing element\.ref was removed in React 19\. .* @ http:\/\/localhost:\d+\/mirador\.min\.js$/
