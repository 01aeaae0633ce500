import { type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { gotoHydrated } from './helpers'

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

const LOCALES = ['en', 'de', 'fr'] as const

/**
 * The texts the site writes itself on a French page (not the OCR of hits and articles, not text
 * in another language), with any plain space before ; ! ? : or inside « ».
 */
async function frenchSpacingFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      // Catalogue data keeps the record's own punctuation (ISBD " : "), marked translate="no".
      if (!parent || parent.closest('.hit, article, mark, script, style, [hidden], [translate="no"]')) continue
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? 'fr'
      if (!lang.startsWith('fr')) continue
      const text = node.textContent ?? ''
      if (/ [;!?:»]|« /.test(text)) faults.push(text.trim().slice(0, 80))
    }
    return faults
  })
}

for (const locale of LOCALES) {
  test(`home, search and a periodical page in ${locale}: the language's dates, counts and typography (screenshots for the record)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${locale}-${name}.png`), fullPage: false })

    await gotoHydrated(page, `/${locale}`)
    await expect(page.locator('html')).toHaveAttribute('lang', { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' }[locale])
    await shot('home')
    if (locale === 'fr') expect(await frenchSpacingFaults(page)).toEqual([])

    // A phrase in the language's own quotation marks finds what the straight quotes find.
    const phrase = { en: '“Luxemburger Morgenblatt”', de: '„Luxemburger Morgenblatt“', fr: '« Luxemburger Morgenblatt »' }[locale]
    await gotoHydrated(page, `/${locale}/search?q=${encodeURIComponent('"Luxemburger Morgenblatt"')}`)
    const straight = (await page.locator('.results__count').textContent()) ?? ''
    await gotoHydrated(page, `/${locale}/search?q=${encodeURIComponent(phrase)}`)
    await expect(page.locator('.results__count')).toHaveText(straight)
    expect(straight).toMatch(/\d/)
    await shot('search')
    if (locale === 'fr') expect(await frenchSpacingFaults(page)).toEqual([])

    // The demo's Luxemburger Morgenblatt runs from the first of a month: French writes "1er", ranges take each language's dash
    // (Playwright reads ICU's thin spaces round it as spaces).
    await gotoHydrated(page, `/${locale}/periodicals/morgenblatt`)
    const available = page.locator('dt', { hasText: { en: 'Available issues', de: 'Verfügbare Ausgaben', fr: 'Numéros disponibles' }[locale] }).locator('xpath=following-sibling::dd[1]')
    await expect(available).toHaveText({ en: /\(1\s?–\s?\d+ \p{L}+ \d{4}|\(1 \p{L}+ \d{4}\s–/u, de: /\(1\.\s?–\s?\d+\. \p{L}+ \d{4}|\(1\. \p{L}+ \d{4}\s–/u, fr: /\(1er\s?–\s?\d+ \p{L}+ \d{4}|\(1er \p{L}+ \d{4}\s–/u }[locale])
    await shot('periodical')
    if (locale === 'fr') expect(await frenchSpacingFaults(page)).toEqual([])
  })
}
