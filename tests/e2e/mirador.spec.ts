import { expect, test } from './fixtures'
import { MIRADOR_REACT_19_WARNING, startMirador } from './mirador-site'

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

let viewer: Awaited<ReturnType<typeof startMirador>>
let viewerOrigin = ''

test.beforeAll(async ({ baseURL }) => {
  // The manifest of the real scan npm test imports (General-Anzeiger für Halle, 1897-12-14).
  viewer = await startMirador(`${baseURL}/iiif/periodicals/general-anzeiger-fur-halle-und-den-saalkreis/1897-12-14/manifest`)
  viewerOrigin = viewer.origin
})

test.afterAll(() => viewer.close())

test('Mirador 4 opens our manifest, shows the scan from our image service, and its search finds the word', async ({ page, consoleErrors }) => {
  // Mirador's own bundle (another site's viewer, served here from its npm tarball) warns through
  // console.error that it reads element.ref, which React 19 removed: its code, not ours.
  consoleErrors.allow(MIRADOR_REACT_19_WARNING, 'Mirador 4.0.0 under React 19')
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
