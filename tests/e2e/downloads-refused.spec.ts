import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { withOwnSite } from './own-site'

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

/**
 * A download refused past the visitor's allowance (issue 53): not a broken file in the browser's
 * downloads, but a sentence on the page, in the visitor's language, where the links are; the 429
 * itself in that one language. By keyboard, on a phone and a desktop, on a site of the test's own
 * (one export a minute), so the shared server's allowance is untouched.
 */
function port(): number {
  return Number(process.env.E2E_PORT ?? 3210) + 80 + test.info().parallelIndex
}

const WORDS = {
  en: { csv: 'CSV', texts: 'Download the texts', refused: /^Too many downloads: at most 1 a minute\. Please try again in \d+ seconds?\.$/ },
  de: { csv: 'CSV', texts: 'Texte herunterladen', refused: /^Zu viele Downloads: höchstens 1 pro Minute\. Bitte versuchen Sie es in \d+ Sekunden? noch einmal\.$/ },
} as const

for (const [locale, words] of Object.entries(WORDS)) {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test(`past the allowance a download says why on the page, in the visitor's language (${locale}, ${viewport.width} px)`, async ({ page }) => {
      test.setTimeout(90_000)
      await withOwnSite(
        port(),
        { EXPORTS_PER_MINUTE: '1' },
        async (site) => {
          await page.setViewportSize(viewport)
          await page.goto(`${site.base}/${locale}/search?q=zeitung&from=1900&to=1905`)
          await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
          const alert = page.getByRole('alert').filter({ hasText: words.refused })
          // The first export of the minute is a download, as from the link itself.
          const downloading = page.waitForEvent('download')
          await page.getByRole('link', { name: words.csv, exact: true }).focus()
          await page.keyboard.press('Enter')
          expect((await downloading).suggestedFilename()).toMatch(/^search-zeitung-\d{4}-\d{2}-\d{2}\.csv$/)
          await expect(alert).toHaveCount(0)
          // The next is refused: said where the links are, and no download starts.
          let downloads = 0
          page.on('download', () => (downloads += 1))
          const texts = page.getByRole('link', { name: words.texts, exact: true })
          await texts.focus()
          await page.keyboard.press('Enter')
          await expect(alert).toBeVisible()
          await expect(texts).toBeFocused()
          expect(downloads).toBe(0)
          await expectNoAxeViolations(page)
          // The refusal itself is in one language, the visitor's.
          const refused = await fetch(`${site.base}/api/export?q=zeitung&locale=${locale}`)
          expect(refused.status).toBe(429)
          expect(await refused.text()).toMatch(new RegExp(words.refused.source.replace('$', '\\n$')))
          expect(downloads).toBe(0)
        },
        { page },
      )
    })
  }
}
