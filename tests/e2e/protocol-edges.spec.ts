import { expect, test } from './fixtures'

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

/**
 * Issue 48, L5 and L6 through the production server: OAI-PMH's empty arguments reach the protocol
 * (the site's redirect of empty parameters leaves /oai alone) and are answered as it says; the ARK
 * spelling without a slash after `ark:` resolves as the one with it.
 */
test('OAI-PMH answers empty arguments itself, as the protocol says, never with the site’s redirect', async ({ request }) => {
  const cases: [string, string][] = [
    ['verb=ListIdentifiers&metadataPrefix=oai_dc&from=', 'badArgument'],
    ['verb=ListIdentifiers&metadataPrefix=oai_dc&set=', 'badArgument'],
    ['verb=GetRecord&metadataPrefix=oai_dc&identifier=', 'badArgument'],
    ['verb=ListRecords&resumptionToken=', 'badResumptionToken'],
    ['verb=&verb=Identify', 'badVerb'],
    ['verb=Identify&foo', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=0001-01-01&until=0099-12-31', 'noRecordsMatch'],
  ]
  for (const [query, code] of cases) {
    const response = await request.get(`/oai?${query}`, { maxRedirects: 0 })
    expect(response.status(), query).toBe(200)
    expect(await response.text(), query).toContain(`<error code="${code}">`)
  }
  // A page keeps its redirect of empty parameters.
  expect((await request.get('/en/search?q=die&from=&to=', { maxRedirects: 0 })).headers().location).toBe('/en/search?q=die')
})

test('an ARK without the slash after ark: resolves as the one with it', async ({ request }) => {
  const titles = await (await request.get('/oai?verb=ListIdentifiers&metadataPrefix=oai_dc&set=periodical:morgenblatt')).text()
  const date = /<identifier>oai:[^:]+:periodicals\/morgenblatt\/(\d{4}-\d{2}-\d{2})<\/identifier>/.exec(titles)?.[1] ?? ''
  expect(date).not.toBe('')
  const reader = await (await request.get(`/en/periodicals/morgenblatt/${date}`)).text()
  const ark = /\/ark:\/(\d{5,})\/(fk4\w+)/.exec(reader)
  if (!ark) throw new Error('the demo issue names no ARK')
  const withSlash = await request.get(`/ark:/${ark[1]}/${ark[2]}`, { maxRedirects: 0 })
  const without = await request.get(`/ark:${ark[1]}/${ark[2]}`, { maxRedirects: 0 })
  expect(withSlash.status()).toBe(302)
  expect(without.status()).toBe(302)
  expect(without.headers().location).toBe(withSlash.headers().location)
  expect((await request.get(`/ark:${ark[1]}/fk4nothing`, { maxRedirects: 0 })).status()).toBe(404)
})
