/**
 * PDFs of issues, articles and pages (issue 38) from real material: the Halle scan (tiled at import),
 * the Tribune's JPEG (a page's own image file, imported without tiles) and the BnL issue of
 * 1858-12-07 (no scan: typeset). The text layer is read back with poppler's pdftotext, as a reader's
 * PDF viewer or a search engine would read it; `npm test` installs poppler-utils where it is missing.
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerPdf } from '#src/documents/pdf.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { boxWord } from '#src/search/snippet.ts'
import { type Db, openForReading } from '#src/store/db.ts'
import { getPage } from '#src/store/issues.ts'
import { HAS_REAL, REAL } from '../fixtures/real-data'
import { writeAltoIssue } from '../fixtures/alto-pages'
import { writeMiniIssue } from '../fixtures/mini-issue'

const ORIGIN = 'https://collections.example.org'
const SCANS = join(REAL, '..', 'scans')
const NOW = new Date('2026-11-27T12:00:00Z')
const HALLE = '/pdf/periodicals/general-anzeiger-fur-halle/1897-12-14.pdf'

let dir: string
let db: Db
let sources: string

function pdf(path: string, query = '') {
  return answerPdf({ db, generation: 'test', origin: ORIGIN, images: join(dir, 'images'), sources, now: NOW, folder: join(dir, 'pdf') }, path, new URLSearchParams(query))
}

/**
 * What poppler reads of pages `first` to `last` of a PDF, in the order the text is written (-raw):
 * the order of the layer itself, which is the OCR's reading order. (Without -raw, pdftotext guesses
 * columns from the words' places, and on a six-column newspaper page its guess is not the OCR's.)
 */
function pdftotext(file: string, first: number, last: number): string {
  const run = spawnSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-f', String(first), '-l', String(last), file, '-'], { encoding: 'utf8' })
  if (run.error) throw new Error('pdftotext (Debian poppler-utils) is missing: npm test installs it, or run "apt-get install poppler-utils"')
  expect(run.status, run.stderr).toBe(0)
  return run.stdout
}

const words = (text: string) => text.split(/\s+/).map(boxWord).filter((word) => word !== '')

/** How many of `expected` appear in `found` in the same order (their longest common subsequence). */
function inOrder(expected: readonly string[], found: readonly string[]): number {
  let previous = new Array<number>(found.length + 1).fill(0)
  for (const word of expected) {
    const row = new Array<number>(found.length + 1).fill(0)
    for (let j = 1; j <= found.length; j += 1) row[j] = word === found[j - 1] ? (previous[j - 1] ?? 0) + 1 : Math.max(previous[j] ?? 0, row[j - 1] ?? 0)
    previous = row
  }
  return previous[found.length] ?? 0
}

describe.skipIf(!HAS_REAL)('PDFs of real scans and texts', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pdf-'))
    sources = join(dir, 'sources')
    const halle = join(sources, 'halle')
    const tribune = join(sources, 'tribune')
    mkdirSync(halle, { recursive: true })
    mkdirSync(tribune, { recursive: true })
    copyFileSync(join(SCANS, 'general-anzeiger-halle-1897', '1667522809_J_0025_0001.xml'), join(halle, '0001.xml'))
    copyFileSync(join(SCANS, 'general-anzeiger-halle-1897', '1667522809_J_0025_0001.jpg'), join(halle, '0001.jpg'))
    copyFileSync(join(SCANS, 'national-tribune-1898', 'ndnp-alto-sample.xml'), join(tribune, '0001.xml'))
    copyFileSync(join(SCANS, 'national-tribune-1898', 'ndnp-sample1.jpg'), join(tribune, '0001.jpg'))
    const store = join(dir, 'library.db')
    importPaths(store, [join(REAL, 'bnl-luxzeit-1858-12-07')])
    const scanned = importPaths(store, [halle], {
      metadata: { title: 'General-Anzeiger für Halle', date: '1897-12-14', lang: 'de', periodical: 'general-anzeiger-fur-halle' },
      imagesDir: join(dir, 'images'),
    })
    expect(scanned.warnings).toEqual([])
    // Without tiles: the page's own JPEG, inside LIBRARY_SOURCES, is the scan.
    importPaths(store, [tribune], { metadata: { title: 'The National Tribune', date: '1898-11-10', lang: 'en', periodical: 'tribune' } })
    // An issue of 201 pages: one more than a PDF holds.
    const thick = writeAltoIssue(join(dir, 'thick'), Array.from({ length: 201 }, (_, index) => ['Seite', String(index + 1)]))
    importPaths(store, [thick], { metadata: { title: 'Dicke Zeitung', date: '1900-01-02', lang: 'de', periodical: 'dicke' } })
    // An issue of May 1941, printed under press control (spec §9), with articles its METS names.
    importPaths(store, [writeMiniIssue(join(dir, 'mini'), { paperid: 'testblatt', title: 'Test-Blatt', date: '1941-05-03' })])
    db = openForReading(store)
  })

  afterAll(() => {
    db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('makes a PDF of the scanned issue whose text layer reads back as the page’s words, in order', () => {
    const answer = pdf(HALLE, 'lang=de')
    expect(answer).toMatchObject({ status: 200, type: 'application/pdf', filename: 'general-anzeiger-fur-halle-1897-12-14.pdf' })
    const file = answer.file ?? ''
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const page = getPage(db, { kind: 'issue', periodicalId: 'general-anzeiger-fur-halle', date: '1897-12-14', edition: 1 }, 1)
    const printed = words((page?.words ?? []).map((word) => word.word).join(' '))
    expect(printed.length).toBeGreaterThan(2000)
    // Page 1 is the title page; page 2 the scan with its words.
    const read = words(pdftotext(file, 2, 2))
    const matched = inOrder(printed, read)
    expect(matched / printed.length).toBeGreaterThan(0.98)
    expect(read.length).toBeLessThan(printed.length * 1.02)
    // Fraktur's long s and the sharp s come back as themselves.
    const raw = pdftotext(file, 2, 2)
    expect(raw).toContain('ſ')
    expect(raw).toContain('ß')
    expect(raw).toContain('Reichskanzler')
  })

  it('opens with a title page: what it is, its citation, permanent link and rights, in the language asked for', () => {
    const file = pdf(HALLE, 'lang=de').file ?? ''
    const title = pdftotext(file, 1, 1).replace(/\s+/g, ' ')
    expect(title).toContain('General-Anzeiger für Halle, 14. Dezember 1897')
    expect(title).toContain('Zitierweise')
    expect(title).toContain(`${ORIGIN}/periodicals/general-anzeiger-fur-halle/1897-12-14`)
    expect(title).toContain('http://creativecommons.org/publicdomain/mark/1.0/')
    expect(pdftotext(pdf(HALLE, 'lang=fr').file ?? '', 1, 1)).toContain('Citation')
  })

  it('cites in the language asked for, names an article by its permanent link, and says when the press was under control', () => {
    // The article's row in the store, which its PDF's address names (a re-import changes it).
    const unit = db.prepare<[], number>("SELECT id FROM unit WHERE source_id = 'DIVL3'").pluck().get()
    const section = (text: string, from: string, to: string) => text.slice(text.indexOf(from), text.indexOf(to))
    const german = pdftotext(pdf(`/pdf/periodicals/testblatt/1941-05-03/${unit}.pdf`, 'lang=de').file ?? '', 1, 1).replace(/\s+/g, ' ')
    expect(section(german, 'Zitierweise', 'Dauerhafter Link')).toContain('„Aus der Hauptstadt“, Test-Blatt, 3. Mai 1941, Nr. 12, S. 1. Nationalbibliothek')
    expect(german).toContain(`Dauerhafter Link ${ORIGIN}/periodicals/testblatt/1941-05-03/units/DIVL3`)
    expect(german).toContain('Zwischen Mai 1940 und September 1944')
    const french = pdftotext(pdf(`/pdf/periodicals/testblatt/1941-05-03/${unit}.pdf`, 'lang=fr').file ?? '', 1, 1).replace(/\s+/g, ' ')
    expect(french).toMatch(/« Aus der Hauptstadt », Test-Blatt, 3 mai 1941, nº 12, p\. 1\. Bibliothèque nationale/)
    const english = pdftotext(pdf('/pdf/periodicals/testblatt/1941-05-03.pdf', 'lang=en').file ?? '', 1, 1).replace(/\s+/g, ' ')
    expect(english).toContain('Test-Blatt, 3 May 1941, No. 12. National Library')
    expect(english).toContain('Between May 1940 and September 1944')
    // Before May 1940 there is no such notice.
    expect(pdftotext(pdf(HALLE, 'lang=en').file ?? '', 1, 1)).not.toContain('Between May 1940')
  })

  it('embeds the scan as the tiles of one level of the pyramid, side by side; or a page’s own JPEG where it has no tiles', () => {
    const list = (file: string) => spawnSync('pdfimages', ['-list', file], { encoding: 'utf8' }).stdout.split('\n').slice(2).filter((line) => line.trim() !== '')
    const halle = list(pdf(HALLE).file ?? '')
    // The Halle scan, 7161 × 10808, at scale 4: 4 × 6 tiles of 512 pixels (the last ones narrower).
    expect(halle.length).toBe(24)
    expect(halle.every((line) => /\bjpeg\b/.test(line))).toBe(true)
    const tribune = pdf('/pdf/periodicals/tribune/1898-11-10/pages/1.pdf')
    expect(tribune.status).toBe(200)
    expect(list(tribune.file ?? '')).toHaveLength(1)
    const page = getPage(db, { kind: 'issue', periodicalId: 'tribune', date: '1898-11-10', edition: 1 }, 1)
    const printed = words((page?.words ?? []).map((word) => word.word).join(' '))
    expect(inOrder(printed, words(pdftotext(tribune.file ?? '', 2, 2))) / printed.length).toBeGreaterThan(0.98)
  })

  it('typesets the text of pages without a scan, and makes an article of the pages it is printed on', () => {
    const issue = pdf('/pdf/periodicals/luxzeit1858/1858-12-07.pdf', 'lang=en')
    expect(issue.status).toBe(200)
    const text = pdftotext(issue.file ?? '', 2, 999)
    expect(text).toContain('No scan of this page is available')
    const page = getPage(db, { kind: 'issue', periodicalId: 'luxzeit1858', date: '1858-12-07', edition: 1 }, 1)
    const printed = words((page?.words ?? []).map((word) => word.word).join(' ')).slice(0, 200)
    expect(inOrder(printed, words(text)) / printed.length).toBeGreaterThan(0.98)
  })

  it('refuses a PDF of more than 200 pages with a sentence that names the count and the limit, and makes its pages one by one', () => {
    const refused = pdf('/pdf/periodicals/dicke/1900-01-02.pdf', 'lang=en')
    expect(refused).toMatchObject({ status: 413, type: 'text/plain; charset=utf-8' })
    expect(refused.body).toBe('This PDF would have 201 pages, and a PDF holds at most 200: download its articles or its pages one at a time, or its text.\n')
    expect(refused.file).toBeUndefined()
    const last = pdf('/pdf/periodicals/dicke/1900-01-02/pages/201.pdf')
    expect(last.status).toBe(200)
    // No scan: the page's heading, the note that says so, then its OCR text.
    expect(words(pdftotext(last.file ?? '', 2, 2)).slice(-2)).toEqual(['seite', '201'])
  })

  it('keeps a PDF once made (per store, address, language and day), and answers 404 for what is not there', () => {
    const first = pdf(HALLE, 'lang=en').file ?? ''
    const made = statSync(first).ino
    expect(pdf(HALLE, 'lang=en').file).toBe(first)
    expect(statSync(first).ino).toBe(made)
    expect(pdf(HALLE, 'lang=fr').file).not.toBe(first)
    for (const path of ['/pdf/periodicals/general-anzeiger-fur-halle/1897-12-15.pdf', '/pdf/periodicals/general-anzeiger-fur-halle/1897-12-14', '/pdf/periodicals/general-anzeiger-fur-halle/1897-12-14/pages/2.pdf', '/pdf/periodicals/general-anzeiger-fur-halle/1897-12-14/999.pdf', '/pdf/items/nothing.pdf', '/pdf/%E0%A4%A.pdf']) {
      expect(pdf(path).status, path).toBe(404)
    }
  })
})
