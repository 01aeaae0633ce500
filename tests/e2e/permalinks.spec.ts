import { spawnSync } from 'node:child_process'
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { ImportSession } from '#src/ingest/loader.ts'
import { writeMiniIssue } from '../fixtures/mini-issue'
import { startSite } from '../support/site'
import { unzip } from '../support/unzip'
import { expect, test } from './fixtures'

/**
 * One permanent link per unit in every export (issue 53, ADR 035): the search's RIS, BibTeX and CSV,
 * the texts ZIP's manifest, the article's own citations (RIS, BibTeX, CSL-JSON) and its PDF all name
 * the same address, built from the id the unit's source gave it; and after the issue is imported
 * again (the store's row numbers change) every one of them still names that address, which still
 * leads to the article. On a store and a server of the test's own.
 */

const WORD = 'Permalinkprobe'
const ISSUE = { paperid: 'permablatt', title: 'Permanent-Blatt', date: '1902-03-04', articleText: `Die ${WORD} der Eisenbahn gestern` }
const UNIT = `/periodicals/${ISSUE.paperid}/${ISSUE.date}/units/DIVL3`

function port(): number {
  return Number(process.env.E2E_PORT ?? 3210) + 70 + test.info().parallelIndex
}

/** Imports issues as one batch, as `npm run import` does. */
function importBatch(store: string, folder: string, began: string, issues: (typeof ISSUE)[]): void {
  const session = new ImportSession(store, {}, new Date(began))
  try {
    for (const issue of issues) session.importPath(writeMiniIssue(join(folder, began.slice(0, 10), issue.paperid), issue))
    session.commit()
  } catch (error) {
    session.abort()
    throw error
  }
}

/** The store's row number of the article, which the reader's and the downloads' addresses name. */
function rowOf(store: string): number {
  const db = new Database(store, { readonly: true, fileMustExist: true })
  try {
    const row = db.prepare<[string], number>("SELECT u.id FROM unit u JOIN issue i ON i.id = u.issue_id WHERE u.source_id = 'DIVL3' AND i.periodical_id = ?").pluck().get(ISSUE.paperid)
    if (row === undefined) throw new Error('the article was not imported')
    return row
  } finally {
    db.close()
  }
}

/** A CSV's rows as records, by its header (the first row that begins with `first`; the CSV export opens with its citation). */
function csvRecords(text: string, first: string): Record<string, string>[] {
  const lines = text.replace(/^\uFEFF/, '').split('\r\n')
  const start = lines.findIndex((line) => line.startsWith(`${first},`))
  const header = (lines[start] ?? '').split(',')
  return lines.slice(start + 1).filter((line) => line !== '').map((line) => Object.fromEntries(line.split(',').map((value, index) => [header[index] ?? '', value])))
}

/** Every export's link for the article, by export. */
async function linksOf(base: string, row: number, dir: string): Promise<Record<string, string>> {
  const text = async (path: string) => {
    const response = await fetch(`${base}${path}`)
    expect(response.status, path).toBe(200)
    return response.text()
  }
  const search = `q=${WORD}&locale=en`
  const ris = await text(`/api/export?${search}&format=ris`)
  const bib = await text(`/api/export?${search}&format=bib`)
  const csv = csvRecords(await text(`/api/export?${search}`), 'type')
  const zip = await unzip(Buffer.from(await (await fetch(`${base}/api/texts?${search}`)).arrayBuffer()))
  const manifest = csvRecords(zip.get('manifest.csv')?.toString('utf8') ?? '', 'file')
  const cite = `/cite/periodicals/${ISSUE.paperid}/${ISSUE.date}/${row}`
  const pdf = join(dir, `article-${row}.pdf`)
  writeFileSync(pdf, Buffer.from(await (await fetch(`${base}/pdf/periodicals/${ISSUE.paperid}/${ISSUE.date}/${row}.pdf?lang=en`)).arrayBuffer()))
  const pdfText = spawnSync('pdftotext', ['-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, ' ')
  expect(csv).toHaveLength(1)
  expect(manifest).toHaveLength(1)
  return {
    'search RIS (UR)': /^UR {2}- (.+)$/m.exec(ris)?.[1] ?? '',
    'search BibTeX (url)': /^ {2}url = \{(.+)\},?$/m.exec(bib)?.[1] ?? '',
    'search CSV (permalink)': csv[0]?.permalink ?? '',
    'texts ZIP (manifest.csv permalink)': manifest[0]?.permalink ?? '',
    'article RIS': /^UR {2}- (.+)$/m.exec(await text(`${cite}.ris?lang=en`))?.[1] ?? '',
    'article BibTeX': /^ {2}url = \{(.+)\},?$/m.exec(await text(`${cite}.bib?lang=en`))?.[1] ?? '',
    'article CSL-JSON': /"URL": "([^"]+)"/.exec(await text(`${cite}.json?lang=en`))?.[1] ?? '',
    'article PDF (permanent link)': /Permanent link (\S+)/.exec(pdfText)?.[1] ?? '',
  }
}

test('every export of a unit names its one permanent link, the same after the issue is imported again', async () => {
  test.setTimeout(180_000)
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'permalinks-')))
  const store = join(dir, 'library.db')
  try {
    importBatch(store, join(dir, 'sources'), '2026-01-10T09:00:00Z', [ISSUE])
    const before = rowOf(store)
    let site = await startSite(store, port(), { EXPORTS_PER_MINUTE: '10000' })
    let first: Record<string, string>
    try {
      first = await linksOf(site.base, before, dir)
      const permalink = `${site.base}${UNIT}`
      expect(first).toEqual(Object.fromEntries(Object.keys(first).map((name) => [name, permalink])))
      // The link leads to the article in the reader.
      const followed = await fetch(permalink, { redirect: 'manual' })
      expect(followed.status).toBe(302)
      expect(followed.headers.get('location')).toBe(`/periodicals/${ISSUE.paperid}/${ISSUE.date}#unit-${before}`)
    } finally {
      await site.stop()
    }

    // A later batch: another issue first, then this one again. Its units get new row numbers.
    importBatch(store, join(dir, 'sources'), '2026-02-20T15:30:00Z', [{ ...ISSUE, paperid: 'anderesblatt', title: 'Anderes Blatt', articleText: 'Die Post kam gestern' }, ISSUE])
    const after = rowOf(store)
    expect(after).not.toBe(before)
    site = await startSite(store, port(), { EXPORTS_PER_MINUTE: '10000' })
    try {
      expect(await linksOf(site.base, after, dir)).toEqual(first)
      const followed = await fetch(`${site.base}${UNIT}`, { redirect: 'manual' })
      expect(followed.headers.get('location')).toBe(`/periodicals/${ISSUE.paperid}/${ISSUE.date}#unit-${after}`)
    } finally {
      await site.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
