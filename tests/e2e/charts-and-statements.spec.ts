import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { gotoHydrated } from './helpers'

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

/**
 * Issue 53's charts, filter count and statements, checked against what the pages do: the time
 * axis names periods between the first and the last; a share resting on few texts says so, and
 * only then; "Filters (n)" counts the since and asof days; the accessibility statement's claims
 * (skip links, light and dark) are the site's.
 */

test('the time axis names round periods between the first and the last, and shares on few texts are marked, only those', async ({ page }) => {
  await gotoHydrated(page, '/en/search?q=die&freq=rel')
  const timeline = page.getByRole('region', { name: /^Results over time, by decade$/ })
  // The timeline comes with the facets, after the results.
  await expect(timeline.locator('.period-axis__tick').first()).toBeVisible()
  const axis = await timeline.locator('.period-axis__tick').allTextContents()
  expect(axis.length).toBeGreaterThan(2)
  expect(axis.every((label) => /^\d{4}s$/.test(label))).toBe(true)
  await expectLabelsApart(timeline)
  // The table: each period's results, all its texts and the share, "few texts" where they are under 30.
  await timeline.getByText('Show the counts as a table').click()
  const readRows = () => timeline.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')))
  // The shares (each period's count of all its texts) come after the counts: wait until every row has them.
  await expect.poll(async () => { const now = await readRows(); return now.length > 0 && now.every(([, units = '']) => /\d/.test(units)) }).toBe(true)
  const rows = await readRows()
  let marked = 0
  for (const [hits = '', units = '', share = ''] of rows) {
    const few = Number(units.replace(/\D/g, '')) < 30 && Number(hits.replace(/\D/g, '')) > 0
    expect(share.endsWith('(few texts)'), `${hits} of ${units}: ${share}`).toBe(few)
    if (few) marked += 1
  }
  // The suite's store has such a period (the 1850s hold 9 texts).
  expect(marked).toBeGreaterThan(0)
  await expect(timeline.getByRole('link', { name: /Uncertain: only \d+ texts? in this period\.$/ }).first()).toBeAttached()
  await expect(timeline.getByText(/^Hatched bars and shares marked “few texts”/)).toBeVisible()
  await expectNoAxeViolations(page)
})

/** The time axis's labels, as drawn: each inside the axis, and none touching the next. */
async function expectLabelsApart(chart: Locator) {
  const { axis, ticks } = await chart.locator('.period-axis').evaluate((element) => {
    const box = element.getBoundingClientRect()
    return { axis: { left: box.left, right: box.right }, ticks: [...element.children].filter((tick) => tick.getClientRects().length > 0).map((tick) => ({ text: tick.textContent ?? '', left: tick.getBoundingClientRect().left, right: tick.getBoundingClientRect().right })) }
  })
  expect(ticks.length).toBeGreaterThan(0)
  ticks.forEach((tick, index) => {
    expect(tick.left, tick.text).toBeGreaterThanOrEqual(axis.left - 0.5)
    expect(tick.right, tick.text).toBeLessThanOrEqual(axis.right + 0.5)
    const before = ticks[index - 1]
    if (before) expect(tick.left - before.right, `${before.text} | ${tick.text}`).toBeGreaterThan(2)
  })
}

test('in French and German the sidebar time axis takes fewer periods, so that its longer labels do not run into each other', async ({ page }) => {
  for (const [path, name, label] of [
    ['/search?q=die', /^Résultats au fil du temps, par décennie$/, /^années \d{4}$/],
    ['/de/search?q=die', /^Ergebnisse im Zeitverlauf, nach Jahrzehnt$/, /^\d{4}er$/],
  ] as const) {
    await gotoHydrated(page, path)
    const timeline = page.getByRole('region', { name })
    await expect(timeline.locator('.period-axis__tick').first()).toBeVisible()
    const axis = await timeline.locator('.period-axis__tick').allTextContents()
    expect(axis.length, path).toBeGreaterThanOrEqual(2)
    expect(axis.every((text) => label.test(text)), axis.join(' | ')).toBe(true)
    await expectLabelsApart(timeline)
  }
  // The comparison's axis names more periods on a wide screen than on a phone, apart on both.
  const counts: number[] = []
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await gotoHydrated(page, '/compare?q=die&q=der')
    const chart = page.locator('.compare__plot')
    await expect(chart.locator('.period-axis__tick:visible').first()).toBeVisible()
    await expectLabelsApart(chart)
    counts.push(await chart.locator('.period-axis__tick:visible').count())
  }
  expect(counts[1] ?? 0).toBeGreaterThan(counts[0] ?? 0)
})

test('on a phone, "Filters (n)" counts the days a search is new since and pinned to', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const today = new Date().toISOString().slice(0, 10)
  await gotoHydrated(page, `/en/search?q=die&since=2020-01-01&asof=${today}`)
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible()
  await gotoHydrated(page, '/en/search?q=die&type=newspaper&since=2020-01-01')
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible()
})

test('the accessibility statement says what the site has: three skip links, light and dark by the device', async ({ page }) => {
  for (const [locale, three] of [
    ['en', 'three links take you straight to the main content, to the search box or to the footer'],
    ['de', 'führen drei Links direkt zum Hauptinhalt, zum Suchfeld oder zur Fußzeile'],
    ['fr', 'trois liens mènent directement au contenu principal, au champ de recherche ou au pied de page'],
  ] as const) {
    await gotoHydrated(page, `/${locale}/accessibility`)
    await expect(page.locator('main')).toContainText(three)
    await expect(page.locator('nav.skip-links a')).toHaveCount(3)
  }
  // No switch of its own: the colours follow the device's setting.
  await expect(page.getByRole('button', { name: /theme|thème|Design/i })).toHaveCount(0)
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  await page.emulateMedia({ colorScheme: 'light' })
  const light = await background()
  await page.emulateMedia({ colorScheme: 'dark' })
  expect(await background()).not.toBe(light)
})
