/**
 * `npm run screenshots`: full-page screenshots of every route at 375 px and
 * 1280 px, light and dark, into screenshots/ for a look by eye. Needs a
 * running server (npm start) at BASE_URL, default http://127.0.0.1:3000.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { PREFIXES, STATIC_ROUTES, withPrefix } from '../tests/e2e/routes.ts'
import { ROOT } from './build-state.ts'

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const out = join(ROOT, 'screenshots')
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const paths = [
  ...STATIC_ROUTES,
  '/nope/deeper',
  ...PREFIXES.filter((prefix) => prefix !== '').map((prefix) => withPrefix(prefix, '/')),
]
let done = 0
for (const width of [375, 1280]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme })
    for (const path of paths) {
      await page.goto(`${base}${path}`)
      const name = `${path.replace(/\//g, '_').replace(/^_/, '') || 'home'}-${width}-${colorScheme}.png`
      await page.screenshot({ path: join(out, name), fullPage: true })
      done += 1
      process.stdout.write(`\r${done}/${paths.length * 4} screenshots`)
    }
    await page.close()
  }
}
await browser.close()
console.log(`\nwritten to ${out}`)
