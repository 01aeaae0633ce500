import { expect, test } from './fixtures'
import { gotoHydrated } from './helpers'

test('skip links take keyboard users to content, search and footer', async ({ page }) => {
  await page.goto('/en/books')
  await page.keyboard.press('Tab')
  const toContent = page.getByRole('link', { name: 'Skip to content' })
  await expect(toContent).toBeFocused()
  await expect(toContent).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#content$/)
  await expect(page.locator('#content')).toBeFocused()

  await page.goto('/en/books')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to search' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('searchbox', { name: 'Search the collections' })).toBeFocused()

  await page.goto('/en/books')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to footer' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#footer')).toBeFocused()
})

test('the header logo leads home and the current section is marked', async ({ page }) => {
  await page.goto('/de/manuscripts')
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
  const current = nav.getByRole('link', { name: 'Handschriften' })
  await expect(current).toHaveAttribute('aria-current', 'page')
  await expect(current).toHaveCSS('text-decoration-line', 'underline')
  await expect(nav.getByRole('link', { name: 'Bücher' })).not.toHaveAttribute('aria-current', 'page')
  await page.getByRole('link', { name: 'Nationalbibliothek – Digitale Sammlungen' }).click()
  await expect(page).toHaveURL(/\/de$/)
  await expect(nav.getByRole('link', { name: 'Startseite' })).toHaveAttribute('aria-current', 'page')
})

test('external links open in a new tab and say so to screen readers', async ({ page }) => {
  await page.goto('/en/external-links')
  const link = page.getByRole('link', { name: /Europeana/ })
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
  await expect(link).toHaveAccessibleName(/\(opens in a new tab\)/)
  const footer = page.getByRole('contentinfo')
  for (const network of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'Bluesky']) {
    await expect(footer.getByRole('link', { name: new RegExp(`^${network}`) })).toHaveAttribute('target', '_blank')
  }
  for (const name of ['About', 'Legal notice', 'Sitemap']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
  }
})

test('internal links navigate inside the app and start at the top', async ({ page }) => {
  await gotoHydrated(page, '/en')
  await page.evaluate(() => {
    window.sessionStorage.setItem('marker', 'kept')
    Object.assign(window, { __noReload: true })
  })
  await page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' }).click()
  // The address changes once the page's loader has answered: under CI's load (two workers, the
  // server and Chromium on two cores) that took longer than the default 5 s once.
  await expect(page).toHaveURL(/\/en\/support\/legal$/, { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // A client-side navigation keeps the window object; a full load would not.
  expect(await page.evaluate(() => '__noReload' in window)).toBe(true)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('an in-page anchor scrolls to its target', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 400 })
  await page.goto('/en/support/legal')
  await page.getByRole('link', { name: 'Skip to footer' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('#footer')).toBeInViewport()
})

test('small screens get the menu page instead of the navigation bar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/en/books')
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()
  await page.getByRole('link', { name: 'Menu' }).click()
  await expect(page).toHaveURL(/\/en\/menu$/)
  await page.getByRole('link', { name: 'Posters' }).click()
  await expect(page).toHaveURL(/\/en\/posters$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Posters' })).toBeVisible()
})

test('the home search box is a GET form to /search that works without JavaScript', async ({ browser, consoleErrors }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  consoleErrors.watch(context)
  const page = await context.newPage()
  await page.goto('/en')
  const box = page.getByRole('searchbox', { name: 'Search the collections' })
  await expect(box).toHaveAttribute('name', 'q')
  await box.fill('Großherzoglicher')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/en\/search\?q=Gro%C3%9Fherzoglicher$/)
  await expect(page.getByRole('searchbox')).toHaveValue('Großherzoglicher')
  await context.close()
})

test('the search box navigates inside the app with JavaScript and keeps the query in the URL', async ({ page }) => {
  await gotoHydrated(page, '/de')
  await page.getByRole('searchbox', { name: 'Die Sammlungen durchsuchen' }).fill('"Luxemburger Morgenblatt"')
  await page.getByRole('button', { name: 'Suchen' }).click()
  await expect(page).toHaveURL(/\/de\/search\?q=%22Luxemburger\+Morgenblatt%22$/)
  await expect(page.getByRole('searchbox')).toHaveValue('"Luxemburger Morgenblatt"')
  await page.goBack()
  await expect(page).toHaveURL(/\/de$/)
})

test('typed links write each page in the page language, French without a prefix', async ({ page }) => {
  // The sitemap links every section and support page through the typed links (app/ui/targets.ts,
  // app/features/shell/sections.ts); each must be the page's own address under the right prefix.
  const pages = ['/search', '/periodicals', '/books', '/manuscripts', '/posters', '/collections', '/staff-picks', '/news', '/menu']
  const support = ['/support/about', '/support/project', '/support/help', '/support/legal', '/accessibility', '/external-links', '/support/sitemap']
  for (const [entry, prefix] of [
    ['/en/support/sitemap', '/en'],
    ['/de/support/sitemap', '/de'],
    ['/support/sitemap', ''],
    ['/fr/support/sitemap', ''],
  ] as const) {
    await gotoHydrated(page, entry)
    const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(hrefs).toContain(prefix || '/')
    for (const path of [...pages, ...support]) expect(hrefs).toContain(`${prefix}${path}`)
    const otherPrefix = hrefs.filter((href) => (prefix ? !href.startsWith(prefix) : /^\/(en|de|fr)(\/|$)/.test(href)))
    expect(otherPrefix).toEqual([])
  }
})
