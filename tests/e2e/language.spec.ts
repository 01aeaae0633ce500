import { expect, test } from './fixtures'
import { gotoHydrated } from './helpers'

test('the switcher keeps path and query and stores the choice for a year', async ({ page, context }) => {
  await gotoHydrated(page, '/search?q=Zeitung')
  const switcher = page.getByRole('navigation', { name: 'Langue' })
  await switcher.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/search\?q=Zeitung$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advanced search')
  await expect(page).toHaveTitle('“Zeitung” – Search | Digital Collections')

  const cookie = (await context.cookies()).find((c) => c.name === 'locale')
  expect(cookie?.value).toBe('en')
  expect(cookie?.path).toBe('/')
  expect(cookie?.sameSite).toBe('Lax')
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThanOrEqual(365)

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de\/search\?q=Zeitung$/)
  await expect(page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: /Aktuelle Sprache: Deutsch/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('an unprefixed URL redirects to the chosen language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }])
  const response = await page.goto('/periodicals?letter=L')
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/periodicals\?letter=L$/)
  await expect(page).toHaveURL(/\/en\/periodicals\?letter=L$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')

  // Prefixed URLs are always honoured as they are.
  await page.goto('/de/books')
  await expect(page).toHaveURL(/\/de\/books$/)
})

test('choosing French goes back to the unprefixed URL and stops the redirect', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'de', url: baseURL ?? '' }])
  await gotoHydrated(page, '/posters')
  await expect(page).toHaveURL(/\/de\/posters$/)
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Français' }).click()
  await expect(page).toHaveURL(/\/posters$/)
  await page.reload()
  await expect(page).toHaveURL(/\/posters$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
})

test('without a cookie, unprefixed URLs are French', async ({ page }) => {
  await page.goto('/books')
  await expect(page).toHaveURL(/\/books$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Livres')
})
