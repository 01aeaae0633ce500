import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { gotoHydrated } from './helpers'

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

/**
 * The design card on the comparison page (issue 53): its form navigates inside the app, so
 * comparing, switching to shares and going Back and Forward make no document load, and each
 * history entry comes back exactly (address, boxes, chart); an empty box adds no `q=` and no
 * redirect. By keyboard, on a phone and a desktop, in two languages.
 */
const LANGUAGES = {
  en: { box: (n: number) => `Search ${n}`, compare: 'Compare', shares: 'Share of all texts', heading: /^Results over time, by / },
  de: { box: (n: number) => `Suche ${n}`, compare: 'Vergleichen', shares: 'Anteil an allen Texten', heading: /^Ergebnisse im Zeitverlauf, nach / },
} as const

/** Counts the documents the page loads from now on (a full page load is one). */
function countDocuments(page: Page): () => number {
  let documents = 0
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents += 1
  })
  return () => documents
}

async function boxes(page: Page, label: (n: number) => string): Promise<string[]> {
  return Promise.all([1, 2, 3].map((n) => page.getByRole('searchbox', { name: label(n), exact: true }).inputValue()))
}

for (const [locale, words] of Object.entries(LANGUAGES)) {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test(`comparing, shares, Back and Forward: no document load, every state exact (${locale}, ${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, `/${locale}/compare`)
      const documents = countDocuments(page)
      const empty = page.url()

      // Two words and an empty third box, by keyboard: Enter in a box compares.
      await page.getByRole('searchbox', { name: words.box(1), exact: true }).focus()
      await page.keyboard.type('zeitung')
      await page.keyboard.press('Tab')
      await page.keyboard.type('luxemburg')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${locale}/compare\\?q=zeitung&q=luxemburg$`))
      const chart = page.getByRole('region', { name: words.heading })
      await expect(chart).toBeVisible()
      // Focus stays where the visitor pressed Enter, not on the page's heading.
      await expect(page.getByRole('searchbox', { name: words.box(2), exact: true })).toBeFocused()
      const two = page.url()

      // A third word, then the compare button by keyboard.
      await page.keyboard.press('Tab')
      await page.keyboard.type('eisenbahn')
      await page.keyboard.press('Tab')
      await expect(page.getByRole('button', { name: words.compare })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${locale}/compare\\?q=zeitung&q=luxemburg&q=eisenbahn$`))
      const three = page.url()
      await expect(chart.locator('.compare__legend li')).toHaveCount(3)

      // Shares of all texts: a link of the chart, by keyboard.
      const shares = chart.getByRole('link', { name: words.shares })
      await shares.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${locale}/compare\\?q=zeitung&q=luxemburg&q=eisenbahn&freq=rel$`))
      const rel = page.url()
      await expectNoAxeViolations(page)

      // Back three times and Forward three times: each entry exactly, boxes included.
      const states = [
        { url: empty, boxes: ['', '', ''] },
        { url: two, boxes: ['zeitung', 'luxemburg', ''] },
        { url: three, boxes: ['zeitung', 'luxemburg', 'eisenbahn'] },
        { url: rel, boxes: ['zeitung', 'luxemburg', 'eisenbahn'] },
      ]
      for (const state of [states[2], states[1], states[0]]) {
        await page.goBack()
        await expect(page).toHaveURL(state?.url ?? '')
        await expect.poll(() => boxes(page, words.box)).toEqual(state?.boxes)
      }
      await expect(chart).toBeHidden()
      for (const state of [states[1], states[2], states[3]]) {
        await page.goForward()
        await expect(page).toHaveURL(state?.url ?? '')
        await expect.poll(() => boxes(page, words.box)).toEqual(state?.boxes)
      }
      await expect(chart.locator('.compare__legend li')).toHaveCount(3)
      expect(documents()).toBe(0)
    })
  }
}

test('without JavaScript the form still compares, and the server tidies the empty boxes away', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto('/en/compare?q=zeitung&q=&q=luxemburg')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/en\/compare\?q=zeitung&q=luxemburg$/)
  await context.close()
})
