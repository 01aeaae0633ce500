import { type Page, type Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { E2E_ANALYTICS_TOKEN, gotoHydrated } from './helpers'

/** Marks the current document; a full page load loses the mark, an in-app navigation keeps it. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-test-mark', 'same-document'))
}
function documentMark(page: Page) {
  return page.locator('html').getAttribute('data-test-mark')
}

function isAnalytics(request: Request): boolean {
  const url = new URL(request.url())
  return url.pathname === '/analytics.js' || url.pathname === '/api/analytics'
}

test.describe('cookie consent', () => {
  // These visitors have not chosen yet (the other suites start with a choice made).
  test.use({ storageState: { cookies: [], origins: [] } })

  test('refusing: no analytics script or request, ever; the choice persists and can be changed from the footer', async ({ page }) => {
    const analytics: string[] = []
    page.on('request', (request) => {
      if (isAnalytics(request)) analytics.push(request.url())
    })
    await gotoHydrated(page, '/en')
    const banner = page.getByRole('region', { name: 'Cookies on this site' })
    await expect(banner).toBeVisible()
    await expectNoAxeViolations(page)
    await expect(page.locator('script[src*="analytics"]')).toHaveCount(0)

    await banner.getByRole('button', { name: 'Refuse all' }).click()
    await expect(banner).toBeHidden()
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'library_consent')?.value).toBe('1.o0a0')

    // A reload and an in-app page change: still no banner, no analytics.
    await gotoHydrated(page, '/en')
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeHidden()
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/en\/support\/about$/)
    await page.waitForTimeout(1500)
    expect(analytics).toEqual([])
    await expect(page.locator('script[src*="analytics"]')).toHaveCount(0)

    // The footer reopens the choice: essential on and locked, the others as refused.
    await page.getByRole('button', { name: 'Cookie settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('checkbox', { name: /Essential/ })).toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: /Essential/ })).toBeDisabled()
    await expect(dialog.getByRole('checkbox', { name: 'Optional' })).not.toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeFocused()
  })

  test('accepting loads analytics, which reports each page by path only', async ({ page }) => {
    const beacons: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/analytics' && request.method() === 'POST') beacons.push(url.search)
    })
    const views = async (path: string) => {
      const summary: unknown = await (await page.request.get('/api/analytics', { headers: { authorization: `Bearer ${E2E_ANALYTICS_TOKEN}` } })).json()
      const paths = typeof summary === 'object' && summary !== null && 'paths' in summary && Array.isArray(summary.paths) ? summary.paths : []
      return paths.find((entry) => entry.path === path)?.views ?? 0
    }
    const before = { search: await views('/de/search'), periodicals: await views('/de/periodicals') }
    await gotoHydrated(page, '/de/search?q=zeitung')
    await expect(page.locator('script[src*="analytics"]')).toHaveCount(0)
    // The optional group is off until chosen: no history is kept.
    await expect(page.getByText('Der Suchverlauf ist ausgeschaltet.', { exact: false })).toBeVisible()

    await page.getByRole('region', { name: 'Cookies auf dieser Website' }).getByRole('button', { name: 'Alle akzeptieren' }).click()
    await expect(page.locator('script[src="/analytics.js"]')).toHaveCount(1)
    await expect.poll(() => beacons.length).toBe(1)
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Periodika' }).click()
    await expect(page).toHaveURL(/\/de\/periodicals$/)
    await expect.poll(() => beacons.length).toBe(2)
    // Nothing but the path reaches the server: the query (the search words) is not counted anywhere.
    expect(beacons).toEqual(['', ''])
    await expect.poll(() => views('/de/search')).toBe(before.search + 1)
    await expect.poll(() => views('/de/periodicals')).toBe(before.periodicals + 1)
    await expect(page.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible()
  })

  test('customising: the dialog sets each group, confirms, and gives the focus back to the page', async ({ page }) => {
    const analytics: string[] = []
    page.on('request', (request) => {
      if (isAnalytics(request)) analytics.push(request.url())
    })
    await gotoHydrated(page, '/search?q=journal')
    const banner = page.getByRole('region', { name: 'Les cookies sur ce site' })
    await banner.getByRole('button', { name: 'Personnaliser' }).click()
    const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('checkbox', { name: 'Facultatifs' }).check()
    await dialog.getByRole('button', { name: 'Confirmer mon choix' }).click()
    await expect(dialog).toBeHidden()
    await expect(banner).toBeHidden()
    await expect(page.locator('#content')).toBeFocused()
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'library_consent')?.value).toBe('1.o1a0')
    // Optional on: the search is kept in the history; analytics stays off.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('library.searchHistory') ?? '')).toContain('journal')
    await page.waitForTimeout(1200)
    expect(analytics).toEqual([])
  })
})

test.describe('build updates', () => {
  test('a newer build makes the next route change a full load, never the same path twice within 10 s', async ({ page }) => {
    const polls: string[] = []
    await page.route('**/_build/latest.json*', async (route) => {
      polls.push(route.request().url())
      await route.fulfill({ json: { id: 'a-newer-build', builtAt: new Date().toISOString() } })
    })
    const footer = page.getByRole('contentinfo')

    await gotoHydrated(page, '/en/support/about')
    await markDocument(page)
    // Polled about a second after load, with a timestamp query.
    await expect.poll(() => polls.length, { timeout: 5000 }).toBeGreaterThan(0)
    expect(polls[0]).toMatch(/\/_build\/latest\.json\?t=\d+$/)
    await footer.getByRole('link', { name: 'Legal notice' }).click()
    await expect(page).toHaveURL(/\/en\/support\/legal$/)
    await expect.poll(() => documentMark(page)).toBeNull()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

    // Still behind: the next change to another path loads the whole page again…
    await markDocument(page)
    await expect.poll(() => polls.length, { timeout: 5000 }).toBeGreaterThan(1)
    await footer.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/en\/support\/about$/)
    await expect.poll(() => documentMark(page)).toBeNull()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

    // …but the legal page was loaded that way seconds ago: this time the app navigates in place.
    await markDocument(page)
    await expect.poll(() => polls.length, { timeout: 5000 }).toBeGreaterThan(2)
    await footer.getByRole('link', { name: 'Legal notice' }).click()
    await expect(page).toHaveURL(/\/en\/support\/legal$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Legal')
    expect(await documentMark(page)).toBe('same-document')
  })

  test('the current build is not an update: pages navigate in place', async ({ page }) => {
    const metadata: string[] = []
    page.on('response', (response) => {
      if (/\/_build\/[\w-]+\.json$/.test(new URL(response.url()).pathname)) metadata.push(response.url())
    })
    await gotoHydrated(page, '/en/support/about')
    await markDocument(page)
    // The build's metadata (route rules, prerendered pages) arrives about a second after load.
    await expect.poll(() => metadata.some((url) => !url.includes('latest')), { timeout: 5000 }).toBe(true)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' }).click()
    await expect(page).toHaveURL(/\/en\/support\/legal$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Legal')
    expect(await documentMark(page)).toBe('same-document')
  })

  test('a code chunk that fails to load: the page loads the target in full instead', async ({ page, consoleErrors }) => {
    // The test refuses the chunks itself, and the browser reports each refused load.
    consoleErrors.allow(/^console\.error: Failed to load resource: net::ERR_FAILED @ http:\/\/127\.0\.0\.1:\d+\/assets\/[\w.-]+\.js$/, 'the chunks this test refuses')
    // A deploy removed the old build's chunks: the editorial pages' code cannot be had by this
    // document any more, however often it asks; a newly loaded document gets it.
    let gone = false
    let refused = 0
    // Every chunk this document has not loaded yet is gone, the error screen's included.
    await page.route('**/assets/*.js', async (route) => {
      if (!gone) return route.continue()
      refused++
      return route.abort('failed')
    })
    let documents = 0
    await page.route('**/en/accessibility', async (route) => {
      if (route.request().resourceType() === 'document') {
        gone = false
        documents++
      }
      return route.continue()
    })
    await gotoHydrated(page, '/en')
    await markDocument(page)
    gone = true
    // Pointed at first: the failed prefetch comes before the click, as with a visitor's mouse.
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' })
    await link.hover()
    await page.waitForTimeout(300)
    await link.click()
    await expect(page).toHaveURL(/\/en\/accessibility$/)
    await expect.poll(() => documentMark(page)).toBeNull()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement')
    expect(refused).toBeGreaterThan(0)
    // Loaded once: the router's own reload on a failed chunk does not follow ours (it did, 350 ms later).
    await page.waitForTimeout(1500)
    expect(documents).toBe(1)
  })

  test('prerendered pages read their data from the payload file of the build', async ({ page }) => {
    const payloads: string[] = []
    const serverFunctions: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.includes('/payload/')) payloads.push(path)
      if (path.startsWith('/_serverFn')) serverFunctions.push(path)
    })
    await gotoHydrated(page, '/de')
    // By keyboard: a mouse left where the link was would rest on whatever the next page puts there,
    // and preload that on intent too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Rechtliche Hinweise' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/de\/support\/legal$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rechtliche Hinweise')
    expect({ payloads, serverFunctions }).toEqual({ payloads: [expect.stringMatching(/^\/_build\/[\w-]+\/payload\/de\/support\/legal\.json$/)], serverFunctions: [] })
  })
})

test.describe('prefetch', () => {
  test('pointing at a link loads its route before the click', async ({ page }) => {
    await gotoHydrated(page, '/en')
    const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/_serverFn'))
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Periodicals' }).hover()
    await prefetched
  })

  for (const [name, connection] of [
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['a 2G connection', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`nothing is prefetched with ${name}`, async ({ page }) => {
      await page.addInitScript((hints) => {
        Object.defineProperty(navigator, 'connection', { value: hints, configurable: true })
      }, connection)
      const early: string[] = []
      await gotoHydrated(page, '/en')
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname
        if (path.startsWith('/_serverFn') || path.startsWith('/assets/')) early.push(path)
      })
      const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Periodicals' })
      await link.hover()
      await link.focus()
      await page.mouse.wheel(0, 2000)
      await page.waitForTimeout(800)
      expect(early).toEqual([])
      // Following the link still works, of course.
      await link.click()
      await expect(page).toHaveURL(/\/en\/periodicals$/)
    })
  }
})

test.describe('deployable panels', () => {
  async function box(page: Page, selector: string) {
    const rect = await page.locator(selector).first().boundingBox()
    if (!rect) throw new Error(`${selector} has no box`)
    return rect
  }

  test('focus mode, centred: the search tips open on hover or focus (spec §2) and close when the pointer leaves', async ({ page }) => {
    await gotoHydrated(page, '/en/search')
    const trigger = page.getByRole('button', { name: 'Search tips' })
    await trigger.hover()
    const panel = page.getByRole('dialog', { name: 'Search tips' })
    await expect(panel).toBeVisible()
    await expect(panel).toContainText('exact phrase')
    // A hovered panel does not take the focus.
    await expect(trigger).not.toBeFocused()
    const t = await trigger.boundingBox()
    const p = await box(page, '.deployable--focus')
    if (!t) throw new Error('no trigger box')
    expect(Math.abs(p.x + p.width / 2 - (t.x + t.width / 2))).toBeLessThan(2)
    await expectNoAxeViolations(page)
    await page.mouse.move(0, 0)
    await expect(panel).toBeHidden()
    // Focus opens it too, and leaves the focus on the button; Escape closes it.
    await trigger.focus()
    await expect(panel).toBeVisible()
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
  })

  test('focus mode, right side: the error details open on focus, aligned to the right edge', async ({ page }) => {
    await gotoHydrated(page, '/en/no-such-page/at-all')
    const trigger = page.getByRole('button', { name: 'More details' })
    await trigger.focus()
    await expect(page.locator('.deployable--focus')).toBeVisible()
    const t = await trigger.boundingBox()
    const p = await box(page, '.deployable--focus')
    if (!t) throw new Error('no trigger box')
    expect(Math.abs(p.x + p.width - (t.x + t.width))).toBeLessThan(2)
  })

  test('focus-extend mode, left side: the active filters past the first four wait in a panel with the close bar, by keyboard', async ({ page }) => {
    const url = '/en/search?q=der&type=newspaper&lang=de&lang=fr&content=advertisement&content=map&content=table'
    await gotoHydrated(page, url)
    const chips = page.getByRole('navigation', { name: 'Active filters' })
    const more = chips.getByRole('button', { name: '2 more filters' })
    await expect(more).toBeVisible()
    // Focus reaching the trigger opens the panel and leaves the focus on it, so Tab goes on.
    await more.focus()
    const panel = page.locator('.deployable--focus-extend')
    await expect(panel).toBeVisible()
    await expect(more).toBeFocused()
    await expect(panel.getByRole('button', { name: 'Close filters' })).toBeVisible()
    await expect(panel).toContainText('Enter takes you into the list; there, Tab moves through the filters')
    const t = await more.boundingBox()
    const p = await box(page, '.deployable--focus-extend')
    if (!t) throw new Error('no trigger box')
    const viewport = page.viewportSize()
    if (!viewport) throw new Error('no viewport')
    // Aligned to the trigger's left edge, unless that would cross the viewport's right edge (then shifted inside it).
    if (t.x + p.width <= viewport.width) expect(Math.abs(p.x - t.x)).toBeLessThan(2)
    else expect(p.x + p.width).toBeLessThanOrEqual(viewport.width)
    await expectNoAxeViolations(page)
    // Enter takes the focus into the panel; Escape closes it and gives the focus back.
    await page.keyboard.press('Enter')
    await expect(panel.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(more).toBeFocused()
    // The close bar closes it too; a chip in the panel removes its filter like any other.
    await page.keyboard.press('Enter')
    await panel.getByRole('button', { name: 'Close filters' }).focus()
    await page.keyboard.press('Enter')
    await expect(panel).toBeHidden()
    await expect(more).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(panel.getByRole('link').first()).toBeFocused()
    // The chips follow the filter table's order: the last one in the panel is the last content type.
    await panel.getByRole('link', { name: /^Remove filter: / }).last().focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((address) => address.searchParams.getAll('content').join() === 'advertisement,map')
    // Five filters left: all in the row, no panel.
    await expect(chips.getByRole('link', { name: /^Remove filter: / })).toHaveCount(5)
    await expect(chips.getByRole('button', { name: /more filter/ })).toHaveCount(0)
  })

  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    test(`the loading icon spins only without reduced motion (${reducedMotion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion })
      await gotoHydrated(page, '/en/search')
      // Hold the facet counts (the search asks for them first, then for the results) so the filters show their loading state.
      let calls = 0
      await page.route('**/_serverFn/**', async (route) => {
        if (calls++ === 0) await new Promise((resolve) => setTimeout(resolve, 4000))
        await route.continue().catch(() => {})
      })
      const field = page.getByRole('searchbox').first()
      await field.fill('die')
      await field.press('Enter')
      const icon = page.locator('.filters__loading .icon--spin')
      await expect(icon).toBeVisible({ timeout: 10_000 })
      const animation = await icon.evaluate((node) => getComputedStyle(node).animationName)
      expect(animation).toBe(reducedMotion === 'reduce' ? 'none' : 'icon-spin')
    })
  }
})

test.describe('route rules', () => {
  test('the build metadata carries the rules; an internal target is followed inside the app', async ({ page, request }) => {
    const latest: unknown = await (await request.get('/_build/latest.json')).json()
    const id = typeof latest === 'object' && latest !== null && 'id' in latest ? String(latest.id) : ''
    const metadata = await request.get(`/_build/${id}.json`)
    expect(metadata.headers()['cache-control']).toContain('immutable')
    const body: unknown = await metadata.json()
    expect(body).toMatchObject({ id, routeRules: expect.arrayContaining([{ from: '/about', to: '/support/about' }]) })

    await gotoHydrated(page, '/en/periodicals')
    await markDocument(page)
    // A client-side change of address to an old one, as a link or the back button would make.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/en/about')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page).toHaveURL(/\/en\/support\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the Digital Collections')
    expect(await documentMark(page)).toBe('same-document')
  })
})

/** The dictionary parts the page requests, as `locale/part`, in order. */
function dictionaryRequests(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    const part = /\/assets\/i18n-(en|de|fr)-(first|rest)-[\w-]+\.js$/.exec(request.url())
    if (part) requested.push(`${part[1]}/${part[2]}`)
  })
  return requested
}

test.describe('languages in the browser', () => {
  test("a page announces its own dictionary with itself, and the browser loads that language's alone", async ({ page }) => {
    const dictionaries = dictionaryRequests(page)
    const response = await page.goto('/de/periodicals')
    expect(response?.headers()['link']).toMatch(/^<\/assets\/i18n-de-first-[\w-]+\.js>; rel=modulepreload, <\/assets\/i18n-de-rest-[\w-]+\.js>; rel=modulepreload$/)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    expect(dictionaries.toSorted()).toEqual(['de/first', 'de/rest'])
    // Another language is fetched when the visitor switches to it, not before.
    await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/periodicals$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Periodicals')
    expect(dictionaries.slice(2).toSorted()).toEqual(['en/first', 'en/rest'])
  })

  test("the home page loads only the first part of its dictionary, and the rest comes before another page renders", async ({ page }) => {
    // ADR 047: the home page's labels and every page's frame in the first part; the fixture fails
    // this journey if the home page reads an entry outside it (app/i18n.ts logs that as an error).
    const dictionaries = dictionaryRequests(page)
    const response = await page.goto('/en')
    expect(response?.headers()['link']).toMatch(/^<\/assets\/i18n-en-first-[\w-]+\.js>; rel=modulepreload$/)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    expect(dictionaries).toEqual(['en/first'])
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
    // A search from the home page's box: the results page renders with its own labels.
    const box = page.getByRole('searchbox', { name: 'Search the collections' })
    await box.fill('grossherzoglicher')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?q=grossherzoglicher$/)
    await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ results$/ })).toBeVisible()
    expect(dictionaries).toEqual(['en/first', 'en/rest'])
  })
})
