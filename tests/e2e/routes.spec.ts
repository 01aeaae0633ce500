import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { LANG_OF_PREFIX, PREFIXES, STATIC_ROUTES, withPrefix } from './routes'

const PROJECT_NAME: Record<string, string> = {
  'en-GB': 'Digital Collections',
  'de-DE': 'Digitale Sammlungen',
  'fr-FR': 'Collections numériques',
}

for (const prefix of PREFIXES) {
  for (const route of STATIC_ROUTES) {
    const path = withPrefix(prefix, route)
    test(`${path} renders in its language, with canonical and hreflang links, axe-clean`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      const lang = LANG_OF_PREFIX[prefix]
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page).toHaveTitle(new RegExp(PROJECT_NAME[lang] ?? ''))
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('main')).toBeVisible()

      const unprefixed = route
      const origin = new URL(page.url()).origin
      const canonical = prefix === '' || prefix === '/fr' ? unprefixed : withPrefix(prefix, route)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${canonical}`)
      for (const [hreflang, altPrefix] of [
        ['en-GB', '/en'],
        ['de-DE', '/de'],
        ['fr-FR', ''],
        ['x-default', ''],
      ] as const) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
          'href',
          `${origin}${withPrefix(altPrefix, route)}`,
        )
      }

      // The unprefixed French page is the same page as under /fr (its canonical address): axe once.
      if (prefix !== '/fr') await expectNoAxeViolations(page)
    })
  }
}

test('no page scrolls sideways from 320 px to 1440 px', async ({ page }) => {
  for (const width of [320, 375, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    for (const route of ['/', '/search', '/support/legal', '/de/collections', '/en/nope']) {
      await page.goto(route)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${route} at ${width}px`).toBeLessThanOrEqual(0)
    }
  }
})

test('dark mode pages are axe-clean too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  for (const route of ['/', '/en/search', '/de/support/about', '/en/nope']) {
    await page.goto(route)
    await expectNoAxeViolations(page)
  }
})
