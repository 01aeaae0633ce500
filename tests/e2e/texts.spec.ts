import { createHash } from 'node:crypto'
import { unzip } from '../support/unzip.ts'
import { expect, test } from './fixtures'
import { withOwnSite } from './own-site'

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

/**
 * The texts of a search in bulk (issue 37, /api/texts): offered beside the export, a ZIP whose
 * files the manifest's checksums verify, of the size the response announced; past the limits, a
 * 413 in the visitor's language that says how to split the search by date; hostile parameters a
 * 4xx or a ZIP, never a 5xx. The limits and the hostile traffic run on a site of their own, so the
 * export allowance they use up is not the shared server's.
 */

/** Ports of this spec's own sites: past the suite's, apart for each parallel worker. */
function port(): number {
  return Number(process.env.E2E_PORT ?? 3210) + 60 + test.info().parallelIndex
}

test('"Download the texts" beside the export gives a ZIP of every result, each file verified by the manifest', async ({ page, request }) => {
  await page.goto('/en/search?q=Luxembourg&type=newspaper&from=1900&to=1930')
  const count = Number(((await page.getByRole('status').filter({ hasText: /results?$/ }).textContent()) ?? '').replace(/\D/g, ''))
  expect(count).toBeGreaterThan(0)
  const link = page.getByRole('link', { name: 'Download the texts' })
  await expect(link).toHaveAttribute('href', '/api/texts?q=Luxembourg&type=newspaper&from=1900&to=1930&locale=en')
  await expect(link).toHaveAccessibleDescription('The texts as a ZIP: one text file per result and a manifest (at most 10,000 results or 200 MB):')
  // Reached by keyboard like every other control of the results.
  await link.focus()
  await expect(link).toBeFocused()

  const response = await request.get('/api/texts?q=Luxembourg&type=newspaper&from=1900&to=1930&locale=en')
  expect(response.status()).toBe(200)
  const headers = response.headers()
  expect(headers['content-type']).toBe('application/zip')
  const day = new Date().toISOString().slice(0, 10)
  expect(headers['content-disposition']).toBe(`attachment; filename="texts-luxembourg-asof-${day}.zip"`)
  const zip = await response.body()
  expect(zip.byteLength).toBe(Number(headers['content-length']))
  const entries = await unzip(zip)
  const manifest = (entries.get('manifest.csv')?.toString('utf8') ?? '').replace(/^\uFEFF/, '').trim().split('\r\n')
  expect(manifest[0]).toBe('file,sha256,bytes,permalink,document_permalink,type,title,periodical_or_item,document_type,date,language,pages,ocr_quality,note')
  const rows = manifest.slice(1)
  expect(rows).toHaveLength(count)
  for (const row of rows) {
    const [file = '', sha256 = ''] = row.split(',')
    const bytes = entries.get(file)
    expect(bytes, file).toBeDefined()
    expect(createHash('sha256').update(bytes ?? Buffer.alloc(0)).digest('hex'), file).toBe(sha256)
  }
  expect(entries.get('search.csv')?.toString('utf8')).toContain(`asof,${day}`)
})

test('past the limits, a 413 in the visitor’s language says how to split by date; hostile parameters never a 5xx', async () => {
  test.setTimeout(300_000)
  await withOwnSite(port(), { TEXTS_MAX_UNITS: '5', EXPORTS_PER_MINUTE: '10000' }, async (site) => {
    const messages = {
      en: 'one download of texts holds at most 5 texts. Split it by date',
      de: 'ein Download von Texten umfasst höchstens 5 Texte. Teilen Sie sie nach Datum',
      fr: 'un téléchargement de textes en contient au plus 5. Divisez-la par date',
    }
    for (const [locale, message] of Object.entries(messages)) {
      const response = await fetch(`${site.base}/api/texts?q=Luxembourg&locale=${locale}`)
      expect(response.status).toBe(413)
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      const text = await response.text()
      expect(text).toContain(message)
      expect(text).toContain('from=1900&to=1909')
    }
    // A search within the limit is still a ZIP there.
    const small = await fetch(`${site.base}/api/texts?q=Luxembourg&from=1900&to=1900&type=newspaper&title=morgenblatt`)
    expect([200, 413]).toContain(small.status)
    await small.arrayBuffer()

    const hostile = ['-1', '0', '10001', '99999999999999999999', 'NaN', '1e309', '9999-99-99', '1940-02-30', '%', '%E0%A4%A', '%00', 'x'.repeat(4000), encodeURIComponent('<svg/onload=alert(7)>')]
    for (const key of ['q', 'type', 'from', 'to', 'lang', 'content', 'title', 'sort', 'size', 'view', 'page', 'paging', 'asof', 'locale']) {
      for (const value of hostile) {
        const path = `/api/texts?q=zeitung&${key}=${value}`
        const response = await fetch(`${site.base}${path}`, { redirect: 'manual' })
        expect(response.status, path.slice(0, 120)).toBeLessThan(500)
        const body = await response.text()
        if (response.headers.get('content-type')?.startsWith('text/')) expect(body).not.toContain('<svg/onload')
      }
      // Repeated keys, as a hostile form would send them.
      const repeated = `/api/texts?${Array.from({ length: 300 }, () => `${key}=1`).join('&')}`
      const response = await fetch(`${site.base}${repeated}`, { redirect: 'manual' })
      expect(response.status, repeated.slice(0, 120)).toBeLessThan(500)
      await response.arrayBuffer()
    }
    expect((await fetch(`${site.base}/api/health`)).status).toBe(200)
  })
})
