import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { gotoHydrated } from './helpers'

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

/**
 * OCR confidence in the open (issue 36, ADR 040), by keyboard on a phone and on a desktop: the
 * results filtered by band, each result's score in the details view, and in the reader the
 * document's score and the switch that shades the words the OCR was unsure of, in the text and on
 * the page drawn from its layout, with its legend; axe clean throughout.
 */
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`filter by OCR band, see the score, shade uncertain words by keyboard (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await gotoHydrated(page, '/en/search?q=anzeigen&view=details')
    const count = page.getByRole('status').filter({ hasText: /results?$/ })
    await expect(count).toHaveText(/^[\d,]+ results?$/)
    // Filter by band by keyboard: from the sidebar, or on a phone from the filters' dialog.
    if (viewport.width < 800) {
      await page.getByRole('button', { name: /^Filters/ }).focus()
      await page.keyboard.press('Enter')
    }
    const poor = page.getByRole(viewport.width < 800 ? 'dialog' : 'complementary', { name: 'Refine' }).getByRole('link', { name: /^Poor OCR \(below 70%\)/ })
    const band = Number(((await poor.locator('.facet__count').textContent()) ?? '').replace(/\D/g, ''))
    expect(band).toBeGreaterThan(0)
    await poor.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?q=anzeigen&ocr=poor&view=details$/)
    // The filters' dialog of a phone is closed by keyboard to see the results.
    if (viewport.width < 800) await page.keyboard.press('Escape')
    await expect(count).toHaveText(`${band.toLocaleString('en-GB')} ${band === 1 ? 'result' : 'results'}`)
    await expect(page.getByRole('navigation', { name: 'Active filters' }).getByRole('link', { name: 'Remove filter: Poor OCR (below 70%)' })).toBeVisible()
    // Every result shown is in the band filtered by, and says its score.
    const scores = page.locator('.hit__fields div').filter({ has: page.locator('dt', { hasText: 'OCR confidence' }) }).locator('dd')
    await expect(scores.first()).toBeVisible()
    for (const text of await scores.allTextContents()) expect(text).toMatch(/^\d{1,2}% \(poor\)(: the mean of the OCR’s word confidences|, estimated: the share of words a dictionary knows)$/)
    await expectNoAxeViolations(page)

    // Into the reader by keyboard.
    // A section, whose page is drawn from its layout (the poor band also holds a scanned page).
    const hit = page.locator('.hit').filter({ has: page.locator('dd', { hasText: /^Section$/ }) }).first().locator('h3 a')
    await hit.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/periodicals\//)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    const unitId = new URL(page.url()).hash.replace('#unit-', '')
    await expect(page.locator('.reader__ocr dt')).toHaveText('OCR confidence')
    await expect(page.locator('.reader__ocr dd')).toHaveText(/^\d{1,3}% \((good|fair|poor)\)/)

    const shade = page.getByRole('checkbox', { name: 'Shade uncertain words' })
    await expect(shade).not.toBeChecked()
    await expect(shade).toHaveAccessibleDescription(/^Shaded and underlined with dots: words the OCR read with less than 70% confidence\.$/)
    await expect(page.locator(`#unit-${unitId} .ocr-low`)).toHaveCount(0)
    await shade.focus()
    await page.keyboard.press('Space')
    await expect(shade).toBeChecked()
    // A poor article has words below 70 %: they are shaded in its text, and on the page drawn beside it.
    const article = page.locator(`#unit-${unitId}`)
    await expect(article.locator('.ocr-low').first()).toBeVisible()
    const underline = await article.locator('.ocr-low').first().evaluate((element) => getComputedStyle(element).textDecorationStyle)
    expect(underline).toBe('dotted')
    const section = page.locator('section.reader__page').filter({ has: article })
    await section.getByRole('figure').scrollIntoViewIfNeeded()
    await expect(section.locator('.page-view__low').first()).toBeAttached()
    await expect(section.getByText(/^[\d,]+ uncertain words? on this page$/)).toBeVisible()
    await expectNoAxeViolations(page)

    // And off again by keyboard: nothing shaded.
    await shade.focus()
    await page.keyboard.press('Space')
    await expect(shade).not.toBeChecked()
    await expect(page.locator('.ocr-low:not([aria-hidden])')).toHaveCount(0)
    await expect(page.locator('.page-view__low')).toHaveCount(0)
  })
}

test('a band no one knows falls back to all results, never an error', async ({ page }) => {
  const response = await page.goto('/en/search?q=die&ocr=excellent')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/en\/search\?q=die$/)
})

test('a page that is its own unit (bare ALTO) shades in its text as many words as its page view (issue 50)', async ({ page }) => {
  await gotoHydrated(page, '/en/periodicals/general-anzeiger-fur-halle-und-den-saalkreis/1897-12-14')
  const shade = page.getByRole('checkbox', { name: 'Shade uncertain words' })
  await shade.focus()
  await page.keyboard.press('Space')
  await expect(shade).toBeChecked()
  const section = page.locator('section.reader__page').first()
  await section.getByRole('figure').scrollIntoViewIfNeeded()
  const note = section.getByText(/^[\d,]+ uncertain words? on this page$/)
  await expect(note).toBeVisible()
  const onPage = Number(((await note.textContent()) ?? '').replace(/\D/g, ''))
  expect(onPage).toBeGreaterThan(0)
  // Each shaded word of the text is a span of its own (the spaces between are not shaded); a mark would hold one word.
  const inText = section.locator('article .ocr-low')
  await expect(inText.first()).toBeVisible()
  const words = (await inText.allTextContents()).reduce((sum, text) => sum + text.trim().split(/\s+/u).filter((word) => word !== '').length, 0)
  expect(words).toBe(onPage)
})
