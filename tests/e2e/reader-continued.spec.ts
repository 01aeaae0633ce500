import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { gotoHydrated } from './helpers'
import { continuedArticle } from './store-facts'

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

/**
 * The reader's page views follow the hits wherever they are printed (issue 53): a hit on the page
 * an article goes on to is shown beside the article's text, on that page, its box marked; full
 * screen fills the screen on a desktop and a phone and steps through the hits by N and P; an image
 * server that does not answer is said in the page's language. By keyboard.
 */
const WORDS = {
  en: { next: 'Next hit', hitOf: (n: number, total: number) => `Hit ${n} of ${total}`, layout: 'Layout of page', page: 'Page', full: 'Full screen' },
  de: { next: 'Nächster Treffer', hitOf: (n: number, total: number) => `Treffer ${n} von ${total}`, layout: 'Layout der Seite', page: 'Seite', full: 'Vollbild' },
} as const

/** Whether `inner` lies wholly inside `outer` on the screen. */
async function inside(inner: Locator, outer: Locator): Promise<boolean> {
  const box = await inner.boundingBox()
  const frame = await outer.boundingBox()
  return !!box && !!frame && box.x >= frame.x - 1 && box.y >= frame.y - 1 && box.x + box.width <= frame.x + frame.width + 1 && box.y + box.height <= frame.y + frame.height + 1
}

function section(page: Page, heading: string) {
  return page.locator('section.reader__page').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
}

const article = continuedArticle(process.env.LIBRARY_DB ?? '')

for (const [locale, words] of Object.entries(WORDS)) {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test(`next hit on the page an article goes on to shows that page beside its text, the box marked (${locale}, ${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, `/${locale}${article.path}?q=${encodeURIComponent(article.word)}#unit-${article.unitId}`)
      const next = page.getByRole('navigation', { name: new RegExp(article.word, 'i') }).getByRole('button', { name: words.next })
      await next.focus()
      await page.keyboard.press('Enter')
      const mark = page.locator(`#unit-${article.unitId} mark.hit--current`)
      await expect(mark).toBeFocused()
      await expect(page.locator('.reader__hit-where')).toHaveText(/\d/)
      // The view beside the article's text (its first page's part of the reader) shows the later page.
      const view = section(page, `${words.page} ${article.firstPage}`).getByRole('figure')
      await expect(view).toHaveAccessibleName(new RegExp(`^${words.layout} ${article.lastPage}\\b`))
      const box = view.locator('.page-view__hit--current')
      await expect(box).toHaveCount(1)
      const frame = view.locator('.page-view__viewport')
      await box.scrollIntoViewIfNeeded()
      await expect.poll(() => inside(box, frame)).toBe(true)
      await expectNoAxeViolations(page)
    })

    test(`full screen fills the screen and steps to the next hit with N, on its page (${locale}, ${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, `/${locale}${article.path}?q=${encodeURIComponent(article.word)}`)
      const view = section(page, `${words.page} ${article.firstPage}`).getByRole('figure')
      const button = view.getByRole('button', { name: words.full, exact: true })
      await button.focus()
      await page.keyboard.press('Enter')
      await expect(button).toHaveAttribute('aria-pressed', 'true')
      expect(await view.boundingBox()).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height })
      // The page takes most of the screen: the tools are one row above it.
      const frame = view.locator('.page-view__viewport')
      const area = await frame.boundingBox()
      expect(area?.height ?? 0).toBeGreaterThan(viewport.height * 0.75)
      expect(area?.width ?? 0).toBeGreaterThan(viewport.width * 0.9)
      // N goes to the next hit, shown where it is printed, with where one stands said in the view.
      await page.keyboard.press('n')
      await expect(view.getByRole('status').filter({ hasText: words.hitOf(1, 1) })).toBeVisible()
      await expect(view).toHaveAccessibleName(new RegExp(`^${words.layout} ${article.lastPage}\\b`))
      const box = view.locator('.page-view__hit--current')
      await expect(box).toHaveCount(1)
      await expect.poll(() => inside(box, frame)).toBe(true)
      // The buttons do it too, by keyboard, and the keyboard never leaves the view.
      const step = view.getByRole('button', { name: words.next })
      await step.focus()
      await page.keyboard.press('Enter')
      await expect(view.getByRole('status').filter({ hasText: words.hitOf(1, 1) })).toBeVisible()
      expect(await view.evaluate((element) => element.contains(document.activeElement))).toBe(true)
      await expectNoAxeViolations(page)
      await page.keyboard.press('Escape')
      await expect(button).toHaveAttribute('aria-pressed', 'false')
    })
  }
}

test('an image server that does not answer is said in the page’s language, not by the viewer’s English error', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/^console\.error: Failed to load resource: net::ERR_FAILED @ .*\/info\.json$/, 'the image server this test refuses')
  consoleErrors.allow(/^console\.error: HTTP 0 attempting to load TileSource: .*\/info\.json @ .*\/assets\/openseadragon-[\w-]+\.js$/, 'the viewer library logs the refused server')
  // The Tribune's manifest names an image service by its absolute address (tests/fixtures/e2e-scans.ts): refused here.
  await page.route(/\/iiif\/image\/[0-9a-f]{64}\/info\.json$/, (route) => route.abort('failed'))
  await gotoHydrated(page, '/de/periodicals/the-national-tribune/1898-11-10')
  const figure = page.getByRole('figure', { name: /^Scan der Seite 1/ })
  await figure.scrollIntoViewIfNeeded()
  await expect(figure.getByRole('status').filter({ hasText: 'Der Bildserver hat nicht geantwortet' })).toBeVisible()
  await expect(page.getByText('[object Object]')).toHaveCount(0)
  await expect(page.getByText(/Unable to open/)).toHaveCount(0)
  await expectNoAxeViolations(page)
})
