/**
 * Issue 37's research tools, by keyboard and checked with axe: "What is new in this search
 * since…" beside the search's feed (since=YYYY-MM-DD), and the timeline's and the comparison's
 * counts as shares of each period's texts (freq=rel), kept in the address.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { gotoHydrated } from './helpers'

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

const resultCount = async (page: Page) =>
  Number(((await page.getByRole('status').filter({ hasText: /results?$/ }).textContent()) ?? '').replace(/\D/g, ''))

test('what is new in a search since a day: chosen by keyboard beside the feed, a chip that removes it, a bad day dropped', async ({ page }) => {
  await gotoHydrated(page, '/en/search?q=die&type=newspaper')
  const all = await resultCount(page)
  expect(all).toBeGreaterThan(0)
  const day = page.getByLabel('What is new in this search since…')
  await expect(day).toHaveAccessibleDescription('Only what was added to the collection after that day.')
  // Long before the store was built: everything in it is new since then.
  await day.focus()
  await day.fill('2001-01-01')
  // The date box's day, month and year are stops of their own; the button follows them.
  await page.getByRole('button', { name: 'Show what is new' }).press('Enter')
  await expect(page).toHaveURL(/\/en\/search\?q=die&type=newspaper&since=2001-01-01$/)
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(`${all.toLocaleString('en-GB')} results`)
  const chip = page.getByRole('navigation', { name: 'Active filters' }).getByRole('link', { name: /^Remove filter: New since 1 January 2001$/ })
  await expect(chip).toBeVisible()
  await expectNoAxeViolations(page)
  // Nothing can have been added after the end of today.
  const today = new Date().toISOString().slice(0, 10)
  await gotoHydrated(page, `/en/search?q=die&type=newspaper&since=${today}`)
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText('0 results')
  await page.getByRole('navigation', { name: 'Active filters' }).getByRole('link', { name: /^Remove filter: New since / }).press('Enter')
  await expect(page).toHaveURL(/\/en\/search\?q=die&type=newspaper$/)
  // A day that is not one is dropped: the search as it is, never an error.
  const bad = await page.goto('/en/search?q=die&type=newspaper&since=2026-02-30')
  expect(bad?.status()).toBeLessThan(400)
  expect(await resultCount(page)).toBe(all)
})

test('the timeline as shares of each period’s texts: a switch by keyboard kept in the address, percentages in the bars, the table and the CSV', async ({ page, request }) => {
  await gotoHydrated(page, '/en/search?q=zeitung')
  const timeline = page.getByRole('region', { name: /^Results over time, by / })
  const switcher = timeline.locator('.timeline__frequency')
  const share = switcher.getByRole('link', { name: 'Share of all texts' })
  await expect(share).toHaveAccessibleDescription(/^Count as: Share of all texts: each period’s results as a percentage/)
  await share.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/search\?q=zeitung&freq=rel$/)
  await expect(switcher.getByRole('link', { name: 'Share of all texts' })).toHaveAttribute('aria-current', 'page')
  const bars = timeline.getByRole('group', { name: /^Results over time/ }).getByRole('link')
  // Each bar says its share, its hits and the texts of its period.
  await expect(bars.first()).toHaveAttribute('aria-label', /^.+: [\d.,]+% \([\d,]+ of [\d,]+ texts?\)$/)
  await expect(timeline.locator('.chart-axis__tick').last()).toHaveText(/%$/)
  await timeline.getByText('Show the counts as a table').press('Enter')
  await expect(timeline.getByRole('columnheader')).toHaveText(['Period', 'Results', 'All texts', 'Share: Results'])
  const cells = await timeline.getByRole('row').nth(1).getByRole('cell').allTextContents()
  expect(cells[2]).toMatch(/^([\d.]+%|–)$/)
  await expectNoAxeViolations(page)
  // The CSV has the same shares, as fractions, beside the texts of each period.
  const csv = (await (await request.get('/api/timeline?q=zeitung&freq=rel')).text()).replace('\uFEFF', '').trim().split('\r\n')
  expect(csv[0]).toBe('period,from,to,zeitung,units,share:zeitung')
  for (const row of csv.slice(1)) {
    const [, , , hits = '', units = '', fraction = ''] = row.split(',')
    if (Number(units) > 0) expect(Number(fraction)).toBeCloseTo(Number(hits) / Number(units), 10)
    else expect(fraction).toBe('')
  }
  // Back to counts, by the same switch.
  await switcher.getByRole('link', { name: 'Results' }).press('Enter')
  await expect(page).toHaveURL(/\/en\/search\?q=zeitung$/)
  await expect(bars.first()).toHaveAttribute('aria-label', /^.+: [\d,]+ results?$/)
})

test('the comparison as shares of each period’s texts, in German, axe clean', async ({ page }) => {
  await gotoHydrated(page, '/de/compare?q=die&q=zeitung')
  const result = page.locator('.compare__result')
  await result.locator('.timeline__frequency').getByRole('link', { name: 'Anteil an allen Texten' }).press('Enter')
  await expect(page).toHaveURL(/\/de\/compare\?q=die&q=zeitung&freq=rel$/)
  await expect(result.locator('.chart-axis__tick').last()).toHaveText(/\u00a0%$|\u202f%$/)
  await result.getByText('Zahlen als Tabelle anzeigen').press('Enter')
  await expect(result.getByRole('columnheader')).toHaveText(['Zeitraum', '„die“', '„zeitung“', 'Alle Texte', 'Anteil: „die“', 'Anteil: „zeitung“'])
  await expectNoAxeViolations(page)
})
