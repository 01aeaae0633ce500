import { expect, test } from '@playwright/test'
import * as v from 'valibot'
import { gotoHydrated } from './helpers'

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

/**
 * Issue 37 on the production server: OAI-PMH by GET and POST (never kept nor cached), Change
 * Discovery, a periodical's feed of new issues linked from its page, one permanent link per thing
 * resolved to its page (items, units, sources' ARKs), and the help page that lists them.
 */

test('OAI-PMH answers GET and POST with the same repository, never cached, readable from other sites; other methods get 405', async ({ request }) => {
  const get = await request.get('/oai?verb=Identify')
  expect(get.status()).toBe(200)
  expect(get.headers()['content-type']).toBe('text/xml; charset=utf-8')
  expect(get.headers()['cache-control']).toBe('no-store')
  expect(get.headers()['access-control-allow-origin']).toBe('*')
  const body = await get.text()
  expect(body).toContain('<protocolVersion>2.0</protocolVersion>')
  expect(body).toContain('<deletedRecord>persistent</deletedRecord>')
  const posted = await request.post('/oai', { form: { verb: 'Identify' } })
  expect(posted.status()).toBe(200)
  expect((await posted.text()).replace(/<responseDate>[^<]*<\/responseDate>/, '')).toBe(body.replace(/<responseDate>[^<]*<\/responseDate>/, ''))
  // The same address asked again is answered again (a kept answer would carry an old responseDate).
  expect((await request.get('/oai?verb=Identify')).headers()['x-document-cache']).toBe('miss')
  const put = await request.put('/oai', { data: 'verb=Identify' })
  expect(put.status()).toBe(405)
  expect(put.headers().allow).toBe('GET, HEAD, POST')
  // A bad request is an OAI error, in XML, escaped.
  const bad = await request.get('/oai?verb=ListRecords&metadataPrefix=%3Cb%3E')
  expect(bad.status()).toBe(200)
  expect(await bad.text()).toContain('<error code="cannotDisseminateFormat">')
})

test('IIIF Change Discovery: the collection names its first and last pages, the last lists the newest activities in order', async ({ request }) => {
  const collection = await request.get('/iiif/activity/all-changes')
  expect(collection.status()).toBe(200)
  expect(collection.headers()['access-control-allow-origin']).toBe('*')
  const all = v.parse(v.object({ totalItems: v.number(), first: v.object({ id: v.string() }), last: v.object({ id: v.string() }) }), await collection.json())
  expect(all.totalItems).toBeGreaterThan(100)
  const last = v.parse(
    v.object({ orderedItems: v.array(v.object({ type: v.string(), endTime: v.string() })), prev: v.optional(v.object({ id: v.string() })) }),
    await (await request.get(new URL(all.last.id).pathname)).json(),
  )
  expect(last.orderedItems.length).toBeGreaterThan(0)
  expect(last.prev?.id).toMatch(/\/iiif\/activity\/page-\d+$/)
  const times = last.orderedItems.map((item) => item.endTime)
  expect(times).toEqual([...times].sort())
  expect((await request.get('/iiif/activity/page-999999')).status()).toBe(404)
})

test('a periodical’s page links its feed of new issues (and announces it); the feed names each issue by its permanent link', async ({ page, request, baseURL }) => {
  await gotoHydrated(page, '/en/periodicals/morgenblatt')
  const link = page.getByRole('link', { name: 'New issues of this title (Atom feed)' })
  await expect(link).toHaveAttribute('href', '/feeds/periodicals/morgenblatt.atom?locale=en')
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `${baseURL}/feeds/periodicals/morgenblatt.atom?locale=en`)
  await expect(page.locator('.fields').getByRole('link', { name: `${baseURL}/periodicals/morgenblatt` })).toBeVisible()
  const feed = await request.get('/feeds/periodicals/morgenblatt.atom?locale=de')
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
  const xml = await feed.text()
  expect(xml).toContain('<title>Neue Ausgaben von Luxemburger Morgenblatt')
  expect(xml).toMatch(new RegExp(`<id>${baseURL}/periodicals/morgenblatt/\\d{4}-\\d{2}-\\d{2}</id>`))
  expect(xml).toMatch(new RegExp(`<link rel="alternate" type="text/html" href="${baseURL}/de/periodicals/morgenblatt/\\d{4}-\\d{2}-\\d{2}"/>`))
  expect((await request.get('/feeds/periodicals/morgenblatt.atom?locale=xx')).status()).toBe(400)
  expect((await request.get('/feeds/periodicals/no-such-title.atom')).status()).toBe(404)
})

test('permanent links: an issue’s is ours and its source’s ARK resolves here; units and items are sent on to their pages', async ({ page, request, baseURL }) => {
  // An issue of the demo, as OAI-PMH names it.
  const titles = await (await request.get('/oai?verb=ListIdentifiers&metadataPrefix=oai_dc&set=periodical:morgenblatt')).text()
  const date = /<identifier>oai:[^:]+:periodicals\/morgenblatt\/(\d{4}-\d{2}-\d{2})<\/identifier>/.exec(titles)?.[1] ?? ''
  expect(date).not.toBe('')
  const issue = `/periodicals/morgenblatt/${date}`
  await gotoHydrated(page, `/en${issue}`)
  await expect(page.locator('.reader__permalink a').first()).toHaveAttribute('href', `${baseURL}${issue}`)
  const ark = (await page.locator('.reader__source-identifier a').first().getAttribute('href')) ?? ''
  expect(ark).toMatch(new RegExp(`^${baseURL}/ark:/99999/fk4\\w+$`))
  const arkAnswer = await request.get(new URL(ark).pathname, { maxRedirects: 0 })
  expect(arkAnswer.status()).toBe(302)
  expect(arkAnswer.headers().location).toBe(issue)
  expect((await request.get('/ark:/99999/fk4nothing', { maxRedirects: 0 })).status()).toBe(404)

  // An article's permanent link (as its citation names it) leads to the article in the reader.
  const unitId = ((await page.locator('article.reader__unit').first().getAttribute('id')) ?? '').replace('unit-', '')
  const citation = v.parse(v.array(v.object({ URL: v.string() })), await (await request.get(`/cite${issue}/${unitId}.json`)).json())
  const unitLink = citation[0]?.URL ?? ''
  expect(unitLink).toMatch(new RegExp(`^${baseURL}${issue}/units/[^/#]+$`))
  const unit = await request.get(new URL(unitLink).pathname, { maxRedirects: 0 })
  expect(unit.status()).toBe(302)
  expect(unit.headers().location).toBe(`${issue}#unit-${unitId}`)
  expect((await request.get(`${issue}/units/no-such-unit`, { maxRedirects: 0 })).status()).toBe(404)

  // An item's permanent link does not name its kind; it is sent on to the page of its kind.
  const identifiers = await (await request.get('/oai?verb=ListIdentifiers&metadataPrefix=oai_dc&set=type:book')).text()
  const item = /<identifier>oai:[^:]+:items\/([^<]+)<\/identifier>/.exec(identifiers)?.[1] ?? ''
  expect(item).not.toBe('')
  const moved = await request.get(`/items/${item}`, { maxRedirects: 0 })
  expect(moved.status()).toBe(302)
  expect(moved.headers().location).toBe(`/books/${item}`)
  await gotoHydrated(page, `/en/books/${item}`)
  await expect(page.locator('.fields').getByRole('link', { name: `${baseURL}/items/${item}` })).toBeVisible()
  expect((await request.get('/items/no-such-item', { maxRedirects: 0 })).status()).toBe(404)

  // The source's own ARK is labelled as what it is ("Also known as" is the label of an author's other names).
  await gotoHydrated(page, '/en/books/book-flore')
  await expect(page.locator('.fields dt').filter({ hasText: /^Source identifier$/ })).toBeVisible()
  await expect(page.locator('.fields dd').getByRole('link', { name: `${baseURL}/ark:/99999/fk4wt5djpjd` })).toBeVisible()
})

test('the help lists the machine interfaces, linking the addresses as they are (no language prefix)', async ({ page }) => {
  await gotoHydrated(page, '/en/support/machine-interfaces')
  await expect(page.getByRole('heading', { level: 1, name: 'Machine interfaces' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'OAI-PMH 2.0 repository' })).toHaveAttribute('href', '/oai?verb=Identify')
  await expect(page.getByRole('link', { name: 'IIIF Change Discovery 1.0' })).toHaveAttribute('href', '/iiif/activity/all-changes')
  await gotoHydrated(page, '/en/support/help')
  await expect(page.getByRole('link', { name: 'Machine interfaces' })).toHaveAttribute('href', '/en/support/machine-interfaces')
})

test('opened in a browser, OAI-PMH reads as a page in the visitor’s language (its XSLT stylesheet), the XML unchanged for harvesters (issue 53)', async ({ browser, request }) => {
  const xml = await (await request.get('/oai?verb=ListRecords&metadataPrefix=oai_dc')).text()
  expect(xml.split('\n').slice(0, 2)).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', '<?xml-stylesheet type="text/xsl" href="/oai.xsl"?>'])
  const stylesheet = await request.get('/oai.xsl', { headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } })
  expect(stylesheet.headers()['content-type']).toBe('text/xsl; charset=utf-8')
  expect(await stylesheet.text()).toContain('Nächster Teil der Liste')
  const context = await browser.newContext({ locale: 'en-GB' })
  const page = await context.newPage()
  await page.goto('/oai?verb=Identify')
  await expect(page.getByRole('heading', { level: 1, name: 'OAI-PMH: Identify' })).toBeVisible()
  await expect(page.getByRole('row', { name: /^protocolVersion 2\.0$/ })).toBeVisible()
  await page.getByRole('link', { name: 'ListRecords' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'OAI-PMH: ListRecords' })).toBeVisible()
  // Each record with its title and permanent link, and the way to the rest of the list.
  await expect(page.getByRole('link', { name: /^oai:/ }).first()).toBeVisible()
  await page.getByRole('link', { name: 'Next part of the list' }).click()
  await expect(page).toHaveURL(/resumptionToken=/)
  await expect(page.getByRole('heading', { level: 1, name: 'OAI-PMH: ListRecords' })).toBeVisible()
  await context.close()
})

test('every example address on the machine-interfaces page is one the library answers (issue 53)', async ({ page, request }) => {
  for (const locale of ['en', 'de', 'fr']) {
    await page.goto(`/${locale}/support/machine-interfaces`)
    const text = (await page.locator('main').textContent()) ?? ''
    const examples = [...new Set(text.match(/\/periodicals\/[\w-]+(?:\/\d{4}-\d{2}-\d{2}(?:-e\d+)?)?(?=[\s.,)]|$)/g) ?? [])]
    expect(examples.length, locale).toBeGreaterThan(1)
    for (const path of examples) expect((await request.get(path)).status(), `${locale}: ${path}`).toBe(200)
  }
})
