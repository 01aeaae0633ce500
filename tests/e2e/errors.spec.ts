import { expect, test } from './fixtures'
import { gotoHydrated } from './helpers'
import { expectNoAxeViolations } from './axe'

test('an unknown route answers 404 with the error screen of the spec', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const response = await page.goto('/en/nope/deeper')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  await expect(page).toHaveTitle(/An error occured/)
  await expect(page.getByRole('heading', { level: 1, name: 'An error occured' })).toBeVisible()
  await expect(page.getByText('The requested resource was not found')).toBeVisible()
  await expect(page.getByText('Page Not Found /en/nope/deeper')).toBeVisible()
  await expect(page.getByRole('img', { name: 'National Library – Digital Collections' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en')
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expectNoAxeViolations(page)
  // The error is logged to the console once the page has hydrated.
  await expect.poll(() => errors.some((text) => text.includes('Page Not Found'))).toBe(true)
})

test('the French error screen keeps the spec’s wording', async ({ page }) => {
  const response = await page.goto('/nope/deeper')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Une erreur s'est produite")
  await expect(page.getByText('La page demandée n’existe pas')).toBeVisible()
  const de = await page.goto('/de/gibt/es/nicht')
  expect(de?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ein Fehler ist aufgetreten')
})

for (const path of ['/periodicals/', '/en/periodicals/', '/de/periodicals/', '/fr/periodicals/', '/staff-picks/', '/en/support/']) {
  test(`${path} has an empty id and fails validation with 404`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByText(`Page Not Found ${path}`)).toBeVisible()
  })
}

test('unknown ids and slugs are 404, known generic pages are 200', async ({ page }) => {
  expect((await page.goto('/periodicals/unknown-title'))?.status()).toBe(404)
  expect((await page.goto('/en/staff-picks/42'))?.status()).toBe(404)
  expect((await page.goto('/de/support/unbekannt'))?.status()).toBe(404)
  expect((await page.goto('/unbekannt'))?.status()).toBe(404)
  expect((await page.goto('/en/accessibility'))?.status()).toBe(200)
  expect((await page.goto('/support/help'))?.status()).toBe(200)
})

test('more details lists every field of the error, by keyboard', async ({ page }) => {
  await gotoHydrated(page, '/en/nope')
  const details = page.getByRole('button', { name: 'More details' })
  await details.focus()
  await page.keyboard.press('Enter')
  const table = page.getByRole('table', { name: 'Error details' })
  await expect(table).toBeVisible()
  await expect(table.getByRole('row', { name: /statusCode\s+404/ })).toBeVisible()
  await expect(table.getByRole('row', { name: /statusMessage\s+Page Not Found \/en\/nope/ })).toBeVisible()
  await expect(table.getByRole('row', { name: /url\s+\/en\/nope/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(table).toBeHidden()
})

test('previous page goes back and back home goes to the localised home page', async ({ page }) => {
  await page.goto('/de/books')
  await gotoHydrated(page, '/de/nope')
  await page.getByRole('button', { name: 'Vorherige Seite' }).click()
  await expect(page).toHaveURL(/\/de\/books$/)
  await page.goto('/de/nope')
  await page.getByRole('link', { name: 'Zurück zur Startseite' }).click()
  await expect(page).toHaveURL(/\/de$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('garbage in the query string never breaks a page', async ({ page }) => {
  for (const query of ['?q=123', '?q=%22a+phrase%22', '?q[]=x&q[]=y', '?q=%E0%A4%A', '?page=-1&size=abc', '?q=<script>alert(1)</script>']) {
    const response = await page.goto(`/search${query}`)
    expect(response?.status(), query).toBe(200)
  }
  await page.goto('/search?q=%3Cscript%3Ealert(1)%3C/script%3E')
  await expect(page.getByRole('searchbox')).toHaveValue('<script>alert(1)</script>')
})

test('a permanent link or a PDF of nothing the library holds answers the error screen, in the visitor’s language, with the language switcher (issue 53)', async ({ page }) => {
  // An unknown ARK: the site's own 404, not a sentence in English.
  const ark = await page.goto('/ark:/99999/fk4nothing')
  expect(ark?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Une erreur s'est produite")
  // An unknown article's permanent link and item.
  for (const path of ['/periodicals/morgenblatt/1939-08-14/units/no-such-unit', '/items/no-such-item']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Une erreur s'est produite")
  }
  // A PDF of a page the issue does not have, asked in German: the German screen.
  const pdf = await page.goto('/pdf/periodicals/general-anzeiger-fur-halle-und-den-saalkreis/1897-12-14/pages/9.pdf?lang=de')
  expect(pdf?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ein Fehler ist aufgetreten')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  // The error screen's language switcher leads to the same address in another language.
  await gotoHydrated(page, '/ark:/99999/fk4nothing')
  await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/ark:\/99999\/fk4nothing$/)
  await expect(page.getByRole('heading', { level: 1, name: 'An error occured' })).toBeVisible()
  await expectNoAxeViolations(page)
})
