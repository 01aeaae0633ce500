import { existsSync, readFileSync } from 'node:fs'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { expect, test } from './fixtures'

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

/** Mirador 4's browser build, which npm test fetches from its npm tarball (scripts/test.ts). */
const MIRADOR = join(import.meta.dirname, '..', '..', '.tools', 'mirador', 'mirador.min.js')

let viewer: Server
let viewerOrigin = ''

test.beforeAll(async ({ baseURL }) => {
  if (!existsSync(MIRADOR)) throw new Error(`${MIRADOR} is missing: npm test fetches it (ensureMirador)`)
  const script = readFileSync(MIRADOR)
  // The manifest of the real scan npm test imports (General-Anzeiger für Halle, 1897-12-14).
  const manifest = `${baseURL}/iiif/periodicals/general-anzeiger-fur-halle-und-den-saalkreis/1897-12-14/manifest`
  // Mirador on a site of its own, another origin on this machine: what it reads of ours goes through CORS.
  viewer = createServer((request, response) => {
    if (request.url === '/mirador.min.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      response.end(script)
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mirador</title></head><body>
<div id="viewer" style="position:absolute;inset:0"></div><script src="/mirador.min.js"></script>
<script>Mirador.viewer({ id: 'viewer', windows: [{ manifestId: ${JSON.stringify(manifest)}, sideBarOpen: true }] })</script></body></html>`)
  })
  await new Promise<void>((resolve) => viewer.listen(0, 'localhost', resolve))
  const address = viewer.address()
  if (address === null || typeof address === 'string') throw new Error('the viewer site has no port')
  viewerOrigin = `http://localhost:${(address satisfies AddressInfo).port}`
})

test.afterAll(() => new Promise<void>((resolve) => viewer.close(() => resolve())))

test('Mirador 4 opens our manifest, shows the scan from our image service, and its search finds the word', async ({ page, consoleErrors }) => {
  // Mirador's own bundle (another site's viewer, served here from its npm tarball) warns through
  // console.error that it reads element.ref, which React 19 removed: its code, not ours.
  consoleErrors.allow(/^console\.error: Accessing element\.ref was removed in React 19\. .* @ http:\/\/localhost:\d+\/mirador\.min\.js$/, 'Mirador 4.0.0 under React 19')
  const tile = page.waitForResponse((response) => /\/iiif\/image\/[0-9a-f]{64}\//.test(response.url()) && response.url().endsWith('.jpg'))
  await page.goto(`${viewerOrigin}/`)
  // The manifest's English label as the window's title, and a tile of the scan from our level 0 service.
  await expect(page.getByRole('heading', { level: 2, name: 'General-Anzeiger für Halle und den Saalkreis, 14 December 1897' })).toBeVisible({ timeout: 20_000 })
  expect((await tile).status()).toBe(200)
  await expect(page.getByText(/An error occurred/)).toHaveCount(0)

  // Mirador offers search because the manifest names a Content Search 1.0 service; it finds the word.
  const search = page.waitForResponse((response) => response.url().includes('/search/v1?q=reichskanzler'))
  await page.getByRole('tab', { name: 'Search' }).click()
  const box = page.getByRole('combobox', { name: 'search terms' })
  await box.fill('reichskanzler')
  await box.press('Enter')
  expect((await search).status()).toBe(200)
  await expect(page.getByText('1 of 1').first()).toBeVisible()
  await expect(page.getByText(/den\s*Reichskanzler\s*zu/).first()).toBeVisible()
  await expect(page.getByText(/An error occurred/)).toHaveCount(0)
})
