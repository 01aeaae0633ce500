/**
 * Issue 18's research tools, each done by keyboard and checked with axe: the timeline of hits,
 * the full list of a facet, the feed of a search, citing a search pinned to a day, and the
 * comparison of several searches.
 */
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { gotoHydrated } from './helpers'

const today = () => new Date().toISOString().slice(0, 10)

test('the timeline of hits leads the filters: a bar per decade, a bar or a span by keyboard narrows the search, a table and a CSV file', async ({ page, request }) => {
  await gotoHydrated(page, '/en/search?q=die')
  const timeline = page.getByRole('region', { name: /^Results over time, by decade$/ })
  await expect(timeline).toBeVisible()
  const bars = timeline.getByRole('group', { name: /^Results over time/ }).getByRole('link')
  await expect.poll(() => bars.count()).toBeGreaterThan(5)
  // The bars are one stop for Tab: the last one takes the focus, arrows move along.
  await page.getByRole('link', { name: 'Counts as CSV' }).focus()
  await page.keyboard.press('Tab')
  const last = bars.last()
  await expect(last).toBeFocused()
  await page.keyboard.press('Home')
  const first = bars.first()
  await expect(first).toBeFocused()
  const firstName = (await first.getAttribute('aria-label')) ?? ''
  expect(firstName).toMatch(/^18[4-9]0s: [\d,]+ results?$/)
  await expectNoAxeViolations(page)
  // Shift with the arrows chooses a span of three decades; Enter searches it.
  await page.keyboard.press('Shift+ArrowRight')
  await page.keyboard.press('Shift+ArrowRight')
  await expect(timeline.getByText(/^18[4-9]0s to 18[6-9]0s: [\d,]+ results?\. Press Enter/)).toBeVisible()
  await page.keyboard.press('Enter')
  const decade = Number(firstName.slice(0, 4))
  await expect(page).toHaveURL(new RegExp(`/en/search\\?q=die&from=${decade}&to=${decade + 29}$`))
  // Narrowed to a span of thirty years, the bars are years.
  await expect(page.getByRole('region', { name: 'Results over time, by year' })).toBeVisible()
  // One bar, by Enter: its year alone, and the bars are months.
  const yearBars = page.getByRole('region', { name: 'Results over time, by year' }).getByRole('group').getByRole('link')
  await yearBars.first().focus()
  await expect(yearBars.first()).toBeFocused()
  const year = ((await yearBars.first().getAttribute('aria-label')) ?? '').slice(0, 4)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/en/search\\?q=die&from=${year}&to=${year}$`))
  const months = page.getByRole('region', { name: 'Results over time, by month' })
  await expect(months.getByRole('group').getByRole('link')).toHaveCount(12)
  await expect(months.getByRole('group').getByRole('link').first()).toHaveAttribute('aria-label', new RegExp(`^January ${year}: [\\d,]+ results?$`))
  // The same counts as a table, for screen readers and anyone who prefers one.
  await months.getByText('Show the counts as a table').press('Enter')
  const table = months.getByRole('table')
  await expect(table.getByRole('rowheader', { name: new RegExp(` ${year}$`) })).toHaveCount(12)
  await expect(table.getByRole('rowheader', { name: `March ${year}` })).toBeVisible()
  await expectNoAxeViolations(page)
  // And as CSV, by the same rows.
  const csv = await (await request.get(`/api/timeline?q=die&from=${year}&to=${year}`)).text()
  const rows = csv.replace('\uFEFF', '').trim().split('\r\n')
  expect(rows[0]).toBe('period,from,to,die')
  expect(rows[3]).toMatch(new RegExp(`^${year}-03,${year}-03-01,${year}-03-31,\\d+$`))
  expect(rows.filter((row) => row.startsWith(`${year}-`))).toHaveLength(12)
})

test('a bar chosen by keyboard keeps the focus in the new bars, one tab stop; an empty decade hands it to the heading', async ({ page }) => {
  await gotoHydrated(page, '/en/search?q=die')
  const focusedBar = () => page.evaluate(() => (document.activeElement?.classList.contains('timeline__bar') ? document.activeElement.getAttribute('aria-label') : null))
  const decades = page.getByRole('region', { name: 'Results over time, by decade' }).getByRole('group').getByRole('link')
  await decades.last().focus()
  await page.keyboard.press('Home')
  const decade = ((await decades.first().getAttribute('aria-label')) ?? '').slice(0, 4)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/en/search\\?q=die&from=${decade}&to=${Number(decade) + 9}$`))
  // Narrowed to a decade the bars are years: the focus is on one of them, the one that Tab stops at.
  await expect(page.getByRole('region', { name: 'Results over time, by year' })).toBeVisible()
  await expect.poll(focusedBar).toMatch(/^\d{4}: [\d,]+ results?$/)
  await expect(page.locator('.timeline__bar:focus')).toHaveAttribute('tabindex', '0')
  // A year's bar is gone among months: the focus moves to the months' tab stop, not to the page.
  await page.keyboard.press('Home')
  for (let step = 0; step < 10 && ((await focusedBar()) ?? '').endsWith(': 0 results'); step++) await page.keyboard.press('ArrowRight')
  const year = ((await focusedBar()) ?? '').slice(0, 4)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/en/search\\?q=die&from=${year}&to=${year}$`))
  await expect.poll(focusedBar).toMatch(new RegExp(`^\\w+ ${year}: [\\d,]+ results?$`))
  await expect(page.locator('.timeline__bar:focus')).toHaveAttribute('tabindex', '0')
  // One stop: Tab leaves the bars.
  await page.keyboard.press('Tab')
  expect(await focusedBar()).toBeNull()

  // An empty decade leaves no bars: the page's heading takes the focus, not the document.
  await gotoHydrated(page, '/en/search?q=die')
  await decades.last().focus()
  for (let step = 0; step < 30 && !((await focusedBar()) ?? '').endsWith(': 0 results'); step++) await page.keyboard.press('ArrowLeft')
  const empty = (await focusedBar()) ?? ''
  expect(empty).toMatch(/^\d{4}s: 0 results$/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`from=${empty.slice(0, 4)}&to=${Number(empty.slice(0, 4)) + 9}$`))
  await expect(page.getByRole('status').filter({ hasText: /results$/ })).toHaveText('0 results')
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced search' })).toBeFocused()
})

test('the timeline by pointer: dragging across bars searches the span', async ({ page }) => {
  await gotoHydrated(page, '/en/search?q=die&from=1900&to=1950')
  const bars = page.getByRole('region', { name: 'Results over time, by year' }).getByRole('group').getByRole('link')
  await expect.poll(() => bars.count()).toBeGreaterThan(10)
  const start = await bars.nth(2).boundingBox()
  const end = await bars.nth(6).boundingBox()
  if (!start || !end) throw new Error('no bars on screen')
  const from = ((await bars.nth(2).getAttribute('aria-label')) ?? '').slice(0, 4)
  const to = ((await bars.nth(6).getAttribute('aria-label')) ?? '').slice(0, 4)
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 })
  await page.mouse.up()
  await expect(page).toHaveURL(new RegExp(`/en/search\\?q=die&from=${from}&to=${to}$`))
})

test('every value of a facet: a dialog to filter, sort, page and choose several, applied to the address', async ({ page }) => {
  // Browsing from 1800 on finds more than fifty periodicals: two pages of values.
  await gotoHydrated(page, '/de/search?from=1800')
  const filters = page.getByRole('complementary', { name: 'Eingrenzen' })
  const more = filters.getByRole('button', { name: /^Alle \d+ Werte$/ }).last()
  await more.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Periodikum: alle Werte' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('checkbox')).toHaveCount(50)
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ Werte · 0 ausgewählt$/)
  const total = Number(((await dialog.getByRole('status').textContent()) ?? '').match(/^(\d+)/)?.[1] ?? 0)
  expect(total).toBeGreaterThan(50)
  await expectNoAxeViolations(page)
  // The first value of the first page, chosen by Space.
  const firstBox = dialog.getByRole('checkbox').first()
  await firstBox.focus()
  await page.keyboard.press('Space')
  // The next page, by keyboard: the choice survives it.
  await dialog.getByRole('button', { name: 'Nächste Seite' }).press('Enter')
  await expect(dialog.getByText('Seite 2 von 2')).toBeVisible()
  await expect(dialog.getByRole('checkbox')).toHaveCount(total - 50)
  // A–Z, then a filter by name: "zeitung" finds the titles holding it, case and accents aside.
  await dialog.getByRole('radio', { name: 'A bis Z' }).focus()
  await page.keyboard.press('Space')
  await expect(dialog.getByText('Seite 1 von 2')).toBeVisible()
  // The dialog keeps the list before on screen (page 2, two values) while the next one loads, and
  // says so (aria-busy): wait for the A–Z page itself, not for that one, which may happen to be sorted.
  const status = dialog.getByRole('status')
  await expect(status).toHaveAttribute('aria-busy', 'false')
  await expect(dialog.getByRole('checkbox')).toHaveCount(50)
  const labels = () => dialog.locator('.facet-dialog__value .facet__label').allTextContents()
  await expect.poll(async () => {
    const names = await labels()
    return names.length > 1 && names.join('|') === [...names].sort((a, b) => a.localeCompare(b, 'de', { sensitivity: 'base' })).join('|')
  }).toBe(true)
  await dialog.getByRole('searchbox', { name: 'Wert suchen' }).focus()
  await page.keyboard.type('ZEITUNG')
  // The filtered list, once loaded: fewer values than all (the count in the status is the list's own).
  const counted = async () => Number(((await status.textContent()) ?? '').match(/^(\d+)/)?.[1] ?? total)
  await expect.poll(counted).toBeLessThan(total)
  await expect(status).toHaveAttribute('aria-busy', 'false')
  const found = await labels()
  expect(found.length).toBe(await counted())
  expect(found.length).toBeGreaterThan(0)
  expect(found.every((name) => name.toLowerCase().includes('zeitung'))).toBe(true)
  await dialog.getByRole('checkbox').first().focus()
  await page.keyboard.press('Space')
  await expect(dialog.getByRole('status')).toHaveText(/ · 2 ausgewählt$/)
  await dialog.getByRole('button', { name: 'Übernehmen (2 ausgewählt)' }).press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/de\/search\?from=1800&title=[\w.-]+&title=[\w.-]+$/)
  // Two titles beside the dates.
  await expect(page.getByRole('navigation', { name: 'Aktive Filter' }).getByRole('link', { name: /^Filter entfernen: / })).toHaveCount(3)
})

test('every search has an Atom feed, announced on the page and in the OpenSearch description', async ({ page, request }) => {
  await gotoHydrated(page, '/en/search?q=die&type=newspaper&sort=date_asc&page=2')
  const announced = page.locator('link[rel="alternate"][type="application/atom+xml"]')
  await expect(announced).toHaveAttribute('href', /\/feed\.atom\?locale=en&q=die&type=newspaper$/)
  const link = page.getByRole('link', { name: 'Follow this search (Atom feed)' })
  await expect(link).toHaveAttribute('href', '/feed.atom?locale=en&q=die&type=newspaper')
  const response = await request.get('/feed.atom?locale=en&q=die&type=newspaper')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
  const feed = await response.text()
  expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">')
  expect(feed).toContain('<title>“die” · Newspaper: new in Digital Collections</title>')
  const entries = feed.match(/<entry>/g) ?? []
  expect(entries.length).toBeGreaterThan(0)
  expect(entries.length).toBeLessThanOrEqual(50)
  // Each entry opens the reader on its article with the words marked.
  const href = /<entry>[^]*?<link rel="alternate" type="text\/html" href="([^"]+)"\/>/.exec(feed)?.[1] ?? ''
  expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/en\/periodicals\/[\w.-]+\/\d{4}-\d{2}-\d{2}(-e\d+)?\?q=die#unit-\d+$/)
  const opensearch = await (await request.get('/opensearch.xml?lang=de')).text()
  expect(opensearch).toContain('type="application/atom+xml" method="get" template="http://127.0.0.1')
  expect(opensearch).toContain('/feed.atom?locale=de&amp;q={searchTerms}"')
})

test('cite this search: pinned to today, in words, with its count; the pinned link says so and can be unpinned', async ({ page }) => {
  await gotoHydrated(page, '/en/search?q=die&lang=de')
  const count = ((await page.getByRole('status').filter({ hasText: /results$/ }).textContent()) ?? '').trim()
  const cite = page.getByRole('button', { name: 'Cite this search' })
  await cite.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Cite this search' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('definition').first()).toHaveText('“die” · German')
  await expect(dialog.getByText(count.replace(' results', ''), { exact: true })).toBeVisible()
  const permalink = dialog.getByRole('link', { name: /\/en\/search\?q=die&lang=de&asof=/ })
  await expect(permalink).toHaveAttribute('href', new RegExp(`/en/search\\?q=die&lang=de&asof=${today()}$`))
  await expect(dialog.getByText(new RegExp(`^Digital Collections, search “die” · German, ${count} in the collection as of`))).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(cite).toBeFocused()

  // The pinned address: the same count, and a chip saying which collection it searches.
  await gotoHydrated(page, `/en/search?q=die&lang=de&asof=${today()}`)
  await expect(page.getByRole('status').filter({ hasText: /results$/ })).toHaveText(count)
  await expect(page).toHaveTitle(/Collection as of/)
  const chip = page.getByRole('navigation', { name: 'Active filters' }).getByRole('link', { name: /^Remove filter: Collection as of / })
  await chip.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/search\?q=die&lang=de$/)
  // Pinned before anything was imported, the collection was empty.
  await gotoHydrated(page, '/en/search?q=die&asof=2001-01-01')
  await expect(page.getByRole('status').filter({ hasText: /results$/ })).toHaveText('0 results')
  await expectNoAxeViolations(page)
})

test('query comparison: up to three searches on one timeline, each a link to its search, by keyboard', async ({ page, request }) => {
  await gotoHydrated(page, '/en/search?q=zeitung&type=newspaper')
  await page.getByRole('link', { name: 'Compare with other words' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/compare\?q=zeitung&type=newspaper$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Compare searches over time' })).toBeFocused()
  await expect(page.getByRole('searchbox', { name: 'Search 1' })).toHaveValue('zeitung')
  await expect(page.getByText('Every search keeps these filters: Newspaper')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search 2' }).focus()
  await page.keyboard.type('luxemburg')
  await page.keyboard.press('Tab')
  await page.keyboard.type('-nothing')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/compare\?q=zeitung&q=luxemburg&q=-nothing&type=newspaper$/)
  const result = page.getByRole('region', { name: /^Results over time, by / })
  await expect(result.getByRole('link', { name: '“zeitung”' })).toHaveAttribute('href', '/en/search?q=zeitung&type=newspaper')
  await expect(result.getByRole('link', { name: '“luxemburg”' })).toHaveAttribute('href', '/en/search?q=luxemburg&type=newspaper')
  await expect(result.getByText('These words cannot be searched')).toBeVisible()
  await result.getByText('Show the counts as a table').press('Enter')
  const headers = await result.getByRole('columnheader').allTextContents()
  expect(headers).toEqual(['Period', '“zeitung”', '“luxemburg”', '“-nothing”'])
  expect(await result.getByRole('row').count()).toBeGreaterThan(3)
  await expectNoAxeViolations(page)
  const csv = await (await request.get('/api/timeline?q=zeitung&q=luxemburg&type=newspaper')).text()
  expect(csv.replace('\uFEFF', '').split('\r\n')[0]).toBe('period,from,to,zeitung,luxemburg')
  // A legend link leads to that search.
  await result.getByRole('link', { name: '“luxemburg”' }).press('Enter')
  await expect(page).toHaveURL(/\/en\/search\?q=luxemburg&type=newspaper$/)
})

test('the timeline and the comparison chart have a counts axis from 0 past their largest count', async ({ page }) => {
  await gotoHydrated(page, '/en/search?q=die')
  const timeline = page.getByRole('region', { name: /^Results over time, by decade$/ })
  const ticks = async (scope: typeof timeline) => (await scope.locator('.chart-axis__tick').allTextContents()).map((tick) => Number(tick.replace(/\D/g, '')))
  const largest = Math.max(
    ...(await timeline.getByRole('link').evaluateAll((bars) => bars.map((bar) => Number((/: ([\d,]+) results?/.exec(bar.getAttribute('aria-label') ?? '')?.[1] ?? '0').replace(/,/g, ''))))),
  )
  const axis = await ticks(timeline)
  expect(axis[0]).toBe(0)
  expect(axis.at(-1) ?? 0).toBeGreaterThanOrEqual(largest)
  expect(axis.length).toBeGreaterThanOrEqual(2)
  await gotoHydrated(page, '/en/compare?q=die&q=zeitung')
  const chart = page.locator('.compare__result')
  const compared = await ticks(chart)
  expect(compared[0]).toBe(0)
  expect(compared.length).toBeGreaterThanOrEqual(2)
})
