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
  en: {
    next: 'Next hit', previous: 'Previous hit', hitOf: (n: number, total: number) => `Hit ${n} of ${total}`, layout: 'Layout of page', page: 'Page', full: 'Full screen',
    zoom: ['Zoom in', 'Zoom out', 'Whole page'], continued: (label: number) => `Page ${label}, where the article goes on`,
  },
  de: {
    next: 'Nächster Treffer', previous: 'Vorheriger Treffer', hitOf: (n: number, total: number) => `Treffer ${n} von ${total}`, layout: 'Layout der Seite', page: 'Seite', full: 'Vollbild',
    zoom: ['Vergrößern', 'Verkleinern', 'Ganze Seite'], continued: (label: number) => `Seite ${label}, auf der der Artikel weitergeht`,
  },
} as const

/** Whether `element` lies wholly inside the window, with no scrolling done for it. */
async function onScreen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox()
  const size = page.viewportSize()
  return !!box && !!size && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height
}

/** Waits for the window to stop scrolling (a hit is scrolled to smoothly): still for ten frames. */
async function windowStill(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let last = Number.NaN
        let still = 0
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 10) done()
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
}

/** Whether two elements' boxes on the screen overlap. */
async function overlap(one: Locator, other: Locator): Promise<boolean> {
  const a = await one.boundingBox()
  const b = await other.boundingBox()
  if (!a || !b) return true
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

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
      // Which page the view shows is said where a sighted visitor sees it: never under the sticky hit
      // bar. Beside the text (a wide screen) at once; on a phone, where the view is above the text,
      // once the visitor has gone back up to it.
      const caption = view.locator('figcaption')
      await expect(caption.locator('.page-view__continued')).toHaveText(words.continued(article.lastPage))
      if (viewport.width < 1024) {
        await windowStill(page)
        await view.evaluate((figure) => figure.scrollIntoView({ block: 'start', behavior: 'instant' }))
      }
      const bar = page.locator('nav.reader__hitbar')
      await expect.poll(() => onScreen(page, caption)).toBe(true)
      await expect.poll(() => overlap(caption, bar)).toBe(false)
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
      // The page takes most of the screen: the tools are above it, in one row on a desktop, three on a phone.
      const frame = view.locator('.page-view__viewport')
      const area = await frame.boundingBox()
      expect(area?.height ?? 0).toBeGreaterThan(viewport.height * 0.75)
      expect(area?.width ?? 0).toBeGreaterThan(viewport.width * 0.9)
      // N goes to the next hit, shown where it is printed, with where one stands said in the view.
      await page.keyboard.press('n')
      const where = view.getByRole('status').filter({ hasText: words.hitOf(1, 1) })
      await expect(where).toBeVisible()
      // A phone has no N key: the hit controls and the zoom are all on the screen, none scrolled to
      // by focus, none past its edge (the tools do not scroll sideways).
      const tools = view.getByRole('group', { name: new RegExp(`^${words.layout} `) })
      expect(await tools.evaluate((group) => group.scrollWidth <= group.clientWidth)).toBe(true)
      for (const control of [view.getByRole('button', { name: words.previous }), where, view.getByRole('button', { name: words.next }), ...words.zoom.map((name) => view.getByRole('button', { name, exact: true })), button]) {
        expect(await onScreen(page, control), (await control.textContent()) ?? '').toBe(true)
      }
      // Their names are written out, not arrows alone (a name hidden for screen readers only is 1 px wide).
      for (const label of await view.locator('.page-view__hit-step .page-view__tool-label').all()) {
        expect((await label.boundingBox())?.width ?? 0).toBeGreaterThan(20)
      }
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
