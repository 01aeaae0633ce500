// The formats issue 34 registered, each imported end to end from a real delivery as it was
// published (tests/fixtures/<format>/README.md: provenance and licence), then searched: ABBYY
// FineReader (the BCU Lausanne's Feuille d'avis of 1762), hOCR (Tesseract 5.3.1), TEI P5 (the
// Wienerisches Diarium of 1741 from Transkribus/page2tei), Olive XMD (the Gazette de Lausanne of
// 1900, windows-1252) and IIIF Presentation 2 (Readux's Apollo 15 checklist with its OCR list,
// Heidelberg's Ferrerio of 1655 without text). Then the shapes the real samples do not show
// (an Internet Archive book in one gzipped ABBYY file, TEI divisions, a IIIF 2 newspaper issue and a
// collection of them), the dry run on each, and the hostile files of each format, refused with file
// and line.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseSearchState } from '#src/domain/search-state.ts'
import { checkPaths } from '#src/ingest/check.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { MAX_PAGE_WORDS } from '#src/ingest/limits.ts'
import type { SearchHit } from '#src/search/contract.ts'
import { searchResults } from '../support/search'
import { openForReading } from '#src/store/db.ts'
import { type Harness, expectRefused, lineIn, setUpHarness, tearDownHarness } from '../fixtures/import-harness'

const FIXTURES = join(import.meta.dirname, '..', 'fixtures')
const CLI = join(import.meta.dirname, '..', '..', 'src', 'ingest', 'cli.ts')

let h: Harness

beforeEach(() => {
  h = setUpHarness()
})

afterEach(() => {
  vi.restoreAllMocks()
  tearDownHarness(h)
})

/** A real sample copied where the test may add to it, without its README. */
function delivery(sample: string, name = sample): string {
  const folder = join(h.dir, 'in', name)
  cpSync(join(FIXTURES, sample), folder, { recursive: true })
  rmSync(join(folder, 'README.md'), { force: true })
  return folder
}

function query<T>(sql: string, ...params: string[]): T[] {
  const store = openForReading(h.db)
  try {
    return store.prepare<string[], T>(sql).all(...params)
  } finally {
    store.close()
  }
}

/** What a search for the words finds, as the site's search does. */
function search(q: string): SearchHit[] {
  const store = openForReading(h.db)
  try {
    return searchResults(store, parseSearchState({ q })).hits
  } finally {
    store.close()
  }
}

/** The dates of the issues a search finds, the ids of the items. */
const foundIn = (q: string) => [...new Set(search(q).map((hit) => hit.item?.id ?? hit.date ?? '?'))].sort()

interface StoredPage {
  sequence: number
  width: number
  height: number
  text: string
  words: string
  layout: string
}

/** The stored pages of an issue (by date) or an item (by id), in order. */
function pagesOf(where: { date: string } | { item: string }): StoredPage[] {
  return 'date' in where
    ? query<StoredPage>('SELECT p.sequence, p.width, p.height, p.text, p.words, p.layout FROM page p JOIN issue i ON i.id = p.issue_id WHERE i.date = ? ORDER BY p.sequence', where.date)
    : query<StoredPage>('SELECT sequence, width, height, text, words, layout FROM page WHERE item_id = ? ORDER BY sequence', where.item)
}

// A stored word: its text and box, and its confidence as a whole percent where the OCR gave one (ADR 040).
const isBox = (word: unknown): word is [string, number, number, number, number, number?] =>
  Array.isArray(word) && (word.length === 5 || word.length === 6) && typeof word[0] === 'string' && word.slice(1).every((n) => typeof n === 'number')

/** Every word of a page has a box inside the page (0..10000, ADR 005), most of some extent, and its layout has blocks. */
function expectBoxes(page: StoredPage | undefined): void {
  expect(page).toBeDefined()
  const words: unknown = JSON.parse(page?.words ?? '[]')
  const boxes = Array.isArray(words) ? words.filter(isBox) : []
  expect(boxes.length).toBeGreaterThan(0)
  expect(boxes).toHaveLength(Array.isArray(words) ? words.length : -1)
  for (const [, x, y, w, height] of boxes) expect(x >= 0 && y >= 0 && x + w <= 10_000 && y + height <= 10_000).toBe(true)
  expect(boxes.filter(([, , , w, height]) => w > 0 && height > 0).length * 2).toBeGreaterThan(boxes.length)
  expect(JSON.parse(page?.layout ?? '[]')).not.toEqual([])
}

/** A dry run from the command line: its lines and exit code. */
function check(...args: string[]): { lines: string[]; status: number | null } {
  const result = spawnSync(process.execPath, [CLI, '--check', ...args], { encoding: 'utf8', env: { ...process.env, LIBRARY_DB: h.db } })
  return { lines: result.stdout.split('\n'), status: result.status }
}

const EXIF = JSON.stringify([{ SourceFile: '0001.jpg', ExifToolVersion: 12.4, ImageWidth: 1854, ImageHeight: 2383, XResolution: 300 }])

describe('ABBYY FineReader: the Feuille d\'avis de Lausanne of 7 December 1762 (BCU Lausanne, a <page> per file)', () => {
  it('imports the page as delivered, the date from its file name, French from its formatting runs; its words found on that day with and without accents', () => {
    const folder = delivery('abbyy', 'bcul')
    // An EXIF dump beside the page is not read, and stops nothing.
    writeFileSync(join(folder, 'FAL_1762_12_07_0001_page_1.json'), EXIF)
    const report = importPaths(h.db, [folder], { metadata: { title: "Feuille d'avis de Lausanne" } })
    expect(report).toMatchObject({ issues: 1, items: 0, pages: 1, units: 1, skipped: 0, warnings: [] })
    expect(report.notRead).toEqual([{ file: join(folder, 'FAL_1762_12_07_0001_page_1.json'), reason: 'JSON without a IIIF "@context": not a IIIF resource' }])
    expect(query<{ periodical_id: string; date: string; languages: string }>("SELECT periodical_id, date, languages FROM issue WHERE date = '1762-12-07'")).toEqual([
      { periodical_id: 'feuille-d-avis-de-lausanne', date: '1762-12-07', languages: '["fr"]' },
    ])
    expect(foundIn('Décembre')).toEqual(['1762-12-07'])
    expect(foundIn('decembre')).toEqual(['1762-12-07'])
    expect(foundIn('périodique')).toEqual(['1762-12-07'])
    expect(foundIn('PERIODIQUE')).toEqual(['1762-12-07'])
    // "mainte¬" / "nir," across a line break: one word.
    expect(foundIn('maintenir')).toEqual(['1762-12-07'])
    const [page] = pagesOf({ date: '1762-12-07' })
    expect(page).toMatchObject({ sequence: 1, width: 1854, height: 2383 })
    expect(page?.text).toContain('Du Mardi 7. Décembre')
    expectBoxes(page)
  })

  it('takes a folder of page files as one issue, pages in file-name order, and a book in one gzipped file (the Internet Archive\'s _abbyy.gz) as one item', () => {
    const folder = delivery('abbyy', 'bcul')
    const page = (words: string) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<page width="1000" height="1400" resolution="300">\n<block blockType="Text" l="100" t="100" r="900" b="200"><text><par><line l="100" t="100" r="900" b="140"><formatting lang="FrenchStandard">${words}</formatting></line></par></text></block>\n</page>\n`
    writeFileSync(join(folder, 'FAL_1762_12_07_0002_page_2.xml'), page('Seconde feuille : avis de Genève'))
    const book = join(h.dir, 'in', 'ia', 'apollo00nasa')
    mkdirSync(book, { recursive: true })
    const document = `<?xml version="1.0" encoding="UTF-8"?>\n<document xmlns="http://www.abbyy.com/FineReader_xml/FineReader6-schema-v1.xml" version="1.0" producer="LuraDocument PDF Compressor">\n${['Anfang des Buches', 'Mitte der Reise', 'Ende der Mondfahrt']
      .map((words) => page(words).replace('<?xml version="1.0" encoding="UTF-8"?>\n', '').replace('FrenchStandard', 'GermanStandard'))
      .join('')}</document>\n`
    // The Internet Archive's name: the file inside has no extension.
    writeFileSync(join(book, 'apollo00nasa_abbyy.gz'), gzipSync(Buffer.from(document)))
    const report = importPaths(h.db, [folder], { metadata: { title: "Feuille d'avis de Lausanne" } })
    expect(report).toMatchObject({ issues: 1, pages: 2, skipped: 0 })
    const [first, second] = pagesOf({ date: '1762-12-07' })
    expect(first?.text).toContain('XXIVme. FEUILLE PÉRIODIQUE.')
    expect(second?.text).toBe('Seconde feuille : avis de Genève')
    expect(foundIn('Genève')).toEqual(['1762-12-07'])
    // A book says nothing of itself in ABBYY: --type and --title.
    const item = importPaths(h.db, [join(h.dir, 'in', 'ia')], { metadata: { title: 'Apollo 15 Flight Journal', type: 'book' } })
    expect(item).toMatchObject({ items: 1, pages: 3 })
    expect(query<{ id: string; type: string; languages: string; source_path: string }>("SELECT id, type, languages, source_path FROM item WHERE id = 'apollo-15-flight-journal'")).toEqual([
      { id: 'apollo-15-flight-journal', type: 'book', languages: '["de"]', source_path: join(book, 'apollo00nasa_abbyy.gz!/apollo00nasa_abbyy') },
    ])
    expect(pagesOf({ item: 'apollo-15-flight-journal' }).map((stored) => stored.text)).toEqual(['Anfang des Buches', 'Mitte der Reise', 'Ende der Mondfahrt'])
    expect(foundIn('mondfahrt')).toEqual(['apollo-15-flight-journal'])
  })

  it('is shown by the dry run with its word confidence', () => {
    const { lines, status } = check(delivery('abbyy', 'bcul'), '--title', "Feuille d'avis de Lausanne")
    expect(status).toBe(0)
    expect(lines).toContain(`issue "Feuille d'avis de Lausanne" (title from --title) · 1762-12-07 (date from the path (FAL_1762_12_07_0001_page_1.xml))`)
    expect(lines).toContain('  languages fr · pages 1 · units 1 · words 72 · scans 0 of 1 · word confidence 0.54')
  })
})

describe('hOCR: two pages of a Czech novel from Tesseract 5.3.1', () => {
  it('imports the file as one book, Czech from its paragraphs, pages in order with their boxes; its words found with and without diacritics', () => {
    const folder = delivery('hocr')
    const report = importPaths(h.db, [folder], { metadata: { title: 'Hradbami zavířily bubny', type: 'book' } })
    expect(report).toMatchObject({ items: 1, pages: 2, units: 2, skipped: 0, warnings: [] })
    const id = 'hradbami-zavirily-bubny'
    expect(query<{ type: string; languages: string }>('SELECT type, languages FROM item WHERE id = ?', id)).toEqual([{ type: 'book', languages: '["cs"]' }])
    expect(foundIn('zavířily')).toEqual([id])
    expect(foundIn('zavirily')).toEqual([id])
    expect(search('tvrdošijností').map((hit) => hit.page)).toEqual([2])
    expect(search('tvrdosijnosti').map((hit) => hit.page)).toEqual([2])
    const pages = pagesOf({ item: id })
    expect(pages.map((page) => [page.sequence, page.width, page.height])).toEqual([
      [1, 2212, 3503],
      [2, 2214, expect.any(Number)],
    ])
    for (const page of pages) expectBoxes(page)
  })

  it('is shown by the dry run with the mean of its x_wconf', () => {
    const { lines, status } = check(delivery('hocr'), '--title', 'Hradbami zavířily bubny', '--type', 'book')
    expect(status).toBe(0)
    expect(lines).toContain('item "Hradbami zavířily bubny" (title from --title) · no date (date from none)')
    expect(lines).toContain('  languages cs · pages 2 · units 2 · words 96 · scans 0 of 2 · word confidence 0.92')
  })
})

describe('TEI P5: the Wienerisches Diarium of 15 March 1741 (Transkribus, page2tei)', () => {
  it('imports it as an issue (--type: the TEI does not say it is a newspaper), the date from its folder; Fraktur words found with and without umlauts, pages with boxes', () => {
    const folder = delivery('tei')
    // Scans looked for, as the command line does.
    const report = importPaths(h.db, [folder], { metadata: { title: 'Wienerisches Diarium', type: 'newspaper', lang: 'de' }, imagesDir: join(h.dir, 'tiles') })
    expect(report).toMatchObject({ issues: 1, pages: 2, skipped: 0 })
    // The scans its facsimile names were not delivered with it: said, page by page.
    expect(report.warnings).toEqual([1, 2].map((n) => expect.stringMatching(new RegExp(`page2tei\\.xml: page ${n}: image "000${n}_17410315-00${n - 1}\\.png" does not exist`))))
    expect(query<{ periodical_id: string; date: string; languages: string }>("SELECT periodical_id, date, languages FROM issue WHERE date = '1741-03-15'")).toEqual([
      { periodical_id: 'wienerisches-diarium', date: '1741-03-15', languages: '["de"]' },
    ])
    expect(foundIn('Päpstlichen')).toEqual(['1741-03-15'])
    expect(foundIn('papstlichen')).toEqual(['1741-03-15'])
    expect(foundIn('Brüssel')).toEqual(['1741-03-15'])
    expect(search('Knäs').map((hit) => [hit.date, hit.page])).toEqual([['1741-03-15', 2]])
    const pages = pagesOf({ date: '1741-03-15' })
    // The surfaces' frames: 1639 × 2193.
    expect(pages[0]).toMatchObject({ width: 1639, height: 2193 })
    for (const page of pages) expectBoxes(page)
  })

  it('imports an edition\'s divisions as its articles, with their heads as titles', () => {
    const folder = join(h.dir, 'in', 'edition')
    mkdirSync(folder, { recursive: true })
    writeFileSync(
      join(folder, 'ausgabe.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>Brünner Zeitung, 2. Juni 1848</title></titleStmt>
<sourceDesc><bibl><title level="j">Brünner Zeitung</title><date when="1848-06-02"/></bibl></sourceDesc></fileDesc>
<profileDesc><langUsage><language ident="de"/></langUsage></profileDesc></teiHeader>
<text><body><pb n="1"/>
<div type="article"><head>Nachrichten aus Wien</head><p>Die Nationalgarde zog gestern durch die Straßen.</p></div>
<div type="advertisement"><p>Zu verkaufen: ein Flügel.</p></div>
</body></text></TEI>`,
    )
    const report = importPaths(h.db, [folder])
    expect(report).toMatchObject({ issues: 1, units: 2 })
    expect(query<{ type: string; title: string | null }>("SELECT type, title FROM unit WHERE date = '1848-06-02' ORDER BY id")).toEqual([
      { type: 'article', title: 'Nachrichten aus Wien' },
      { type: 'advertisement', title: null },
    ])
    expect(search('strassen').map((hit) => [hit.type, hit.title, hit.date])).toEqual([['article', 'Nachrichten aus Wien', '1848-06-02']])
    expect(foundIn('Flügel')).toEqual(['1848-06-02'])
  })

  it('is shown by the dry run', () => {
    const { lines, status } = check(delivery('tei'), '--title', 'Wienerisches Diarium', '--type', 'newspaper', '--lang', 'de')
    expect(status).toBe(0)
    expect(lines).toContain('issue "Wienerisches Diarium" (title from --title) · 1741-03-15 (date from the path (wd17410315))')
    expect(lines).toContain('  languages de · pages 2 · units 2 · words 70 · scans 0 of 2')
  })
})

describe('Olive XMD: the Gazette de Lausanne of 2 January 1900 (TOC.xml, entities, windows-1252)', () => {
  it('imports the issue folder as delivered, its entities as articles (one going on to page 2), found on its day with and without accents', () => {
    const folder = delivery('olive')
    const report = importPaths(h.db, [folder], { metadata: { title: 'Gazette de Lausanne' } })
    // The page files (Pg001.xml) and entities are read through TOC.xml, not listed as not read.
    expect(report).toMatchObject({ issues: 1, pages: 2, units: 4, outside: 0, skipped: 0, warnings: [], notRead: [] })
    expect(query<{ periodical_id: string; date: string; languages: string }>("SELECT periodical_id, date, languages FROM issue WHERE date = '1900-01-02'")).toEqual([
      { periodical_id: 'gazette-de-lausanne', date: '1900-01-02', languages: '["fr"]' },
    ])
    expect(query<{ source_id: string; type: string; title: string | null; first_page: number; last_page: number }>("SELECT source_id, type, title, first_page, last_page FROM unit WHERE date = '1900-01-02' ORDER BY id")).toEqual([
      { source_id: 'Ar00100', type: 'article', title: 'Lausanne,2janvier1900. Regards en arrière', first_page: 1, last_page: 1 },
      { source_id: 'Ar00103', type: 'article', title: 'LETTRE DE PARIS', first_page: 1, last_page: 2 },
      { source_id: 'Ar00104', type: 'article', title: null, first_page: 1, last_page: 1 },
      { source_id: 'Ar00107', type: 'article', title: null, first_page: 1, last_page: 1 },
    ])
    // Decoded from windows-1252: "arrière", "baigné".
    expect(foundIn('arrière')).toEqual(['1900-01-02'])
    expect(foundIn('arriere')).toEqual(['1900-01-02'])
    expect(search('Bouddha baigné').map((hit) => [hit.type, hit.title, hit.date])).toEqual([['article', 'LETTRE DE PARIS', '1900-01-02']])
    expect(search('bouddha baigne')).toHaveLength(1)
    const pages = pagesOf({ date: '1900-01-02' })
    expect(pages.map((page) => page.sequence)).toEqual([1, 2])
    for (const page of pages) expectBoxes(page)
  })

  it('is shown by the dry run', () => {
    const { lines, status } = check(delivery('olive'), '--title', 'Gazette de Lausanne')
    expect(status).toBe(0)
    expect(lines).toContain('issue "Gazette de Lausanne" (title from --title) · 1900-01-02 (date from the file)')
    expect(lines).toContain('  languages fr · pages 2 · units 4 · words 515 · scans 0 of 2')
  })
})

describe('IIIF Presentation 2: Readux\'s Apollo 15 checklist and Heidelberg\'s Ferrerio of 1655', () => {
  it('imports both manifests as delivered: the OCR list beside the first as its text, the second without text; remote references warned of, never fetched', () => {
    const folder = delivery('iiif2')
    writeFileSync(join(folder, 'readux-spb1b', 'exif.json'), EXIF)
    const fetched = vi.spyOn(globalThis, 'fetch')
    const report = importPaths(h.db, [folder])
    expect(fetched).not.toHaveBeenCalled()
    expect(report).toMatchObject({ items: 2, pages: 3, skipped: 0 })
    expect(report.warnings).toEqual([
      `${join(folder, 'heidelberg', 'manifest.json')}: the manifest's seeAlso "https://digi.ub.uni-heidelberg.de/diglit/ferrerio1655bd2/mets" is not a local file and was not fetched`,
      `${join(folder, 'readux-spb1b', 'manifest.json')}: page 1: the annotation list "https://readux.io/annotations/jay/spb1b/list/spb1b_000.tif" is not a local file and was not fetched`,
    ])
    expect(report.notRead).toEqual([{ file: join(folder, 'readux-spb1b', 'exif.json'), reason: 'JSON without a IIIF "@context": not a IIIF resource' }])
    expect(query<{ id: string; type: string; date: string; authors: string }>('SELECT id, type, date, authors FROM item ORDER BY id')).toEqual([
      { id: 'ferrerio1655bd2', type: 'book', date: '1655', authors: expect.stringContaining('Ferrerio') },
      { id: 'spb1b', type: 'book', date: '1971', authors: '["NASA"]' },
    ])
    expect(foundIn('checklist apollo')).toEqual(['spb1b'])
    const [page] = pagesOf({ item: 'spb1b' })
    expect(page?.text).toBe('APOLLO 15\nCSM ENTRY\nCHECKLIST\nPART NO . S / N\nSKB32100115-305 1001')
    expectBoxes(page)
    // A metadata-only item: its canvases with their image services, and no text.
    expect(query<{ sequence: number; image_service: string; text: string }>("SELECT sequence, image_service, text FROM page WHERE item_id = 'ferrerio1655bd2' ORDER BY sequence")).toEqual([
      { sequence: 1, image_service: 'https://digi.ub.uni-heidelberg.de/iiif/2/ferrerio1655bd2%3ATafel_001.jpg', text: '' },
      { sequence: 2, image_service: 'https://digi.ub.uni-heidelberg.de/iiif/2/ferrerio1655bd2%3ATafel_002.jpg', text: '' },
    ])
  })

  it('imports a newspaper issue by its navDate, the periodical from within, its annotation list of lines found with and without umlauts', () => {
    const folder = join(h.dir, 'in', 'nzz')
    mkdirSync(folder, { recursive: true })
    writeFileSync(
      join(folder, 'manifest.json'),
      JSON.stringify({
        '@context': 'http://iiif.io/api/presentation/2/context.json',
        '@id': 'https://example.org/iiif/nzz-18580710/manifest',
        '@type': 'sc:Manifest',
        label: 'Neue Zürcher Zeitung, 10.07.1858',
        navDate: '1858-07-10T00:00:00Z',
        within: { '@id': 'https://example.org/iiif/nzz', '@type': 'sc:Collection', label: 'Neue Zürcher Zeitung' },
        metadata: [{ label: 'Language', value: 'German' }],
        sequences: [{ '@type': 'sc:Sequence', canvases: [{ '@id': 'https://example.org/iiif/nzz-18580710/canvas/1', '@type': 'sc:Canvas', label: '1', width: 2000, height: 3000, otherContent: [{ '@id': 'list-1.json', '@type': 'sc:AnnotationList' }] }] }],
      }),
    )
    const line = (text: string, y: number) => ({ '@type': 'oa:Annotation', motivation: 'sc:painting', resource: { '@type': 'cnt:ContentAsText', chars: text }, on: `https://example.org/iiif/nzz-18580710/canvas/1#xywh=100,${y},1800,60` })
    writeFileSync(join(folder, 'list-1.json'), JSON.stringify({ '@context': 'http://iiif.io/api/presentation/2/context.json', '@type': 'sc:AnnotationList', resources: [line('Der Bürgermeister von Zürich', 100), line('eröffnete die Tagsatzung.', 200)] }))
    const report = importPaths(h.db, [folder])
    expect(report).toMatchObject({ issues: 1, pages: 1, warnings: [], notRead: [] })
    expect(query<{ periodical_id: string; date: string; languages: string }>("SELECT periodical_id, date, languages FROM issue WHERE date = '1858-07-10'")).toEqual([{ periodical_id: 'nzz', date: '1858-07-10', languages: '["de"]' }])
    expect(foundIn('Bürgermeister')).toEqual(['1858-07-10'])
    expect(foundIn('burgermeister eroffnete')).toEqual(['1858-07-10'])
  })

  it('imports a collection\'s local manifests, each an issue of the collection\'s periodical; a remote one is refused with its line and never fetched, the others go on under --skip-bad', () => {
    const folder = join(h.dir, 'in', 'nzz-collection')
    mkdirSync(join(folder, '18580710'), { recursive: true })
    mkdirSync(join(folder, '18580712'), { recursive: true })
    const issue = (day: string, text: string) => {
      const id = `https://example.org/iiif/nzz-185807${day}`
      writeFileSync(
        join(folder, `185807${day}`, 'manifest.json'),
        JSON.stringify({
          '@context': 'http://iiif.io/api/presentation/2/context.json',
          '@id': `${id}/manifest`,
          '@type': 'sc:Manifest',
          label: `Neue Zürcher Zeitung, ${day}.07.1858`,
          navDate: `1858-07-${day}T00:00:00Z`,
          within: 'https://example.org/iiif/collection/nzz',
          sequences: [{ '@type': 'sc:Sequence', canvases: [{ '@id': `${id}/canvas/1`, '@type': 'sc:Canvas', label: '1', width: 2000, height: 3000, otherContent: [{ '@id': 'list-1.json', '@type': 'sc:AnnotationList' }] }] }],
        }),
      )
      const resource = { '@type': 'oa:Annotation', motivation: 'sc:painting', resource: { '@type': 'cnt:ContentAsText', chars: text }, on: `${id}/canvas/1#xywh=100,100,1800,60` }
      writeFileSync(join(folder, `185807${day}`, 'list-1.json'), JSON.stringify({ '@context': 'http://iiif.io/api/presentation/2/context.json', '@type': 'sc:AnnotationList', resources: [resource] }))
    }
    issue('10', 'Der Große Rat tagte in Zürich.')
    issue('12', 'Die Tagsatzung schloß ihre Sitzung.')
    const collection = JSON.stringify(
      {
        '@context': 'http://iiif.io/api/presentation/2/context.json',
        '@id': 'https://example.org/iiif/collection/nzz',
        '@type': 'sc:Collection',
        label: 'Neue Zürcher Zeitung',
        manifests: [
          { '@id': '18580710/manifest.json', '@type': 'sc:Manifest' },
          { '@id': 'https://example.org/iiif/nzz-18580711/manifest', '@type': 'sc:Manifest' },
          { '@id': '18580712/manifest.json', '@type': 'sc:Manifest' },
        ],
      },
      null,
      2,
    )
    const file = join(folder, 'collection.json')
    writeFileSync(file, collection)
    const fetched = vi.spyOn(globalThis, 'fetch')
    expectRefused(h, [folder], { file, line: lineIn(collection, 'https://example.org/iiif/nzz-18580711'), message: /manifest "https:\/\/example\.org\/iiif\/nzz-18580711\/manifest" is not a local file: the importer reads only files inside the collection folder and never fetches over the network$/ })
    const report = importPaths(h.db, [folder], { skipBad: true })
    expect(fetched).not.toHaveBeenCalled()
    expect(report).toMatchObject({ issues: 2, pages: 2 })
    expect(report.skippedFiles.map((skipped) => skipped.file)).toEqual([file])
    expect(query<{ periodical_id: string; date: string }>("SELECT periodical_id, date FROM issue WHERE date LIKE '1858-%' ORDER BY date")).toEqual([
      { periodical_id: 'nzz', date: '1858-07-10' },
      { periodical_id: 'nzz', date: '1858-07-12' },
    ])
    expect(foundIn('grosse rat')).toEqual(['1858-07-10'])
    expect(foundIn('schloss')).toEqual(['1858-07-12'])
    expect(foundIn('Tagsatzung schloß')).toEqual(['1858-07-12'])
  })

  it('is shown by the dry run', () => {
    const { lines, status } = check(delivery('iiif2'))
    expect(status).toBe(0)
    expect(lines).toContain('item "CSM Entry Checklist (S/N 1001)" (title from the file) · 1971 (date from the file)')
    expect(lines).toContain('  languages none · pages 1 · units 1 · words 13 · scans 0 of 1')
    expect(lines).toContain(`item "Nvovi Disegni Dell' Architettvre, E Piante De Palazzi Di Roma De Piv Celebri Architetti" (title from the file) · 1655 (date from the file)`)
    expect(lines).toContain('  languages none · pages 2 · units 0 · words 0 · scans 0 of 2')
    expect(lines.filter((text) => text.startsWith('warning: '))).toHaveLength(2)
  })
})

describe('a document read twice in one import', () => {
  it('is a warning naming both files: an Internet Archive item holds its OCR as ABBYY and as hOCR', () => {
    const folder = join(h.dir, 'in', 'item')
    mkdirSync(folder, { recursive: true })
    cpSync(join(FIXTURES, 'hocr', 'default.hocr'), join(folder, 'roman_hocr.html'))
    writeFileSync(join(folder, 'roman_abbyy.gz'), gzipSync(readFileSync(join(FIXTURES, 'abbyy', 'FAL_1762_12_07_0001_page_1.xml'))))
    const report = checkPaths([folder], { metadata: { title: 'Roman', type: 'book' } })
    expect(report.documents).toHaveLength(2)
    expect(report.warnings).toEqual([`${join(folder, 'roman_hocr.html')}: the item "Roman" (roman) was read from ${join(folder, 'roman_abbyy.gz!/roman_abbyy')} too, earlier in this import: this one replaces it`])
  })
})

describe('hostile files of the new formats are refused with the file and the line, the store unchanged', () => {
  const abbyyPage = (lines: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<page width="1000" height="1000">\n<block blockType="Text" l="0" t="0" r="1000" b="1000"><text><par>\n${lines}\n</par></text></block>\n</page>\n`

  function folderWith(name: string, files: Record<string, string | Buffer>): string {
    const folder = join(h.dir, 'in', name)
    mkdirSync(folder, { recursive: true })
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(join(folder, file, '..'), { recursive: true })
      writeFileSync(join(folder, file), content)
    }
    return folder
  }

  it('ABBYY: malformed XML, a page over the word limit, bad UTF-8 inside a gzip', () => {
    const broken = abbyyPage('<line l="0" t="0" r="10" b="10"><formatting>Lausanne</formatting>\n<line l="0" t="20" r="10" b="30">').replace('</par>', '</parx>')
    const folder = folderWith('18000101', { 'page.xml': broken })
    expectRefused(h, [folder], { file: join(folder, 'page.xml'), line: lineIn(broken, '</parx>'), message: /malformed XML/ }, { metadata: { title: 'Feuille' } })
    const words = `<line l="0" t="0" r="1000" b="10"><formatting>${'mot '.repeat(MAX_PAGE_WORDS + 1)}</formatting></line>`
    const huge = folderWith('18000102', { 'page.xml': abbyyPage(words) })
    expectRefused(h, [huge], { file: join(huge, 'page.xml'), line: 4, message: /the page has more than 100,000 words, the limit for one page$/ }, { metadata: { title: 'Feuille' } })
    const [before, after] = abbyyPage('<line l="0" t="0" r="10" b="10"><formatting>Gen|ve</formatting></line>').split('|')
    const bad = Buffer.concat([Buffer.from(before ?? ''), Buffer.from([0xe8]), Buffer.from(after ?? '')])
    const gz = folderWith('18000103', { 'book_abbyy.gz': gzipSync(bad) })
    expectRefused(h, [gz], { file: join(gz, 'book_abbyy.gz!/book_abbyy'), line: 4, message: /invalid UTF-8: byte e8 at byte/ }, { metadata: { title: 'Feuille' } })
  })

  it('hOCR: elements nested past the limit, bad UTF-8', () => {
    const deep = `<html><head><meta name="ocr-system" content="x"/></head><body><div class="ocr_page" title="bbox 0 0 100 100">\n${'<div>'.repeat(1_001)}<span class="ocrx_word">x</span></body></html>`
    const folder = folderWith('18000104', { 'page.hocr': deep })
    expectRefused(h, [folder], { file: join(folder, 'page.hocr'), line: 2, message: /elements are nested more than 1,000 deep$/ }, { metadata: { title: 'Roman', type: 'book' } })
    const bad = Buffer.concat([Buffer.from('<html><head><meta name="ocr-system" content="x"/></head><body>\n<div class="ocr_page" title="bbox 0 0 100 100">\n<span class="ocr_line">Brno '), Buffer.from([0xc3, 0x28]), Buffer.from('</span></div></body></html>')])
    const encoded = folderWith('18000105', { 'page.html': bad })
    expectRefused(h, [encoded], { file: join(encoded, 'page.html'), line: 3, message: /invalid UTF-8: byte c3 at byte/ }, { metadata: { title: 'Roman', type: 'book' } })
  })

  it('TEI: malformed XML, a title over its limit, an encoding the importer cannot read', () => {
    const tei = (title: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>${title}</title></titleStmt></fileDesc></teiHeader>\n<text><body>\n${body}\n</body></text></TEI>\n`
    const broken = tei('Wiener Zeitung', '<p>Aus Wien <hi>vom 15.</p>')
    const folder = folderWith('tei-broken', { 'tei.xml': broken })
    expectRefused(h, [folder], { file: join(folder, 'tei.xml'), line: 4, message: /malformed XML|unclosed|mismatched/i })
    const long = tei('W'.repeat(2_001), '<p>Text</p>')
    const titled = folderWith('tei-long', { 'tei.xml': long })
    expectRefused(h, [titled], { file: join(titled, 'tei.xml'), line: 2, message: /title .*2,001 characters/ })
    const klingon = folderWith('tei-encoding', { 'tei.xml': tei('Wiener Zeitung', '<p>Text</p>').replace('UTF-8', 'x-klingon') })
    expectRefused(h, [klingon], { file: join(klingon, 'tei.xml'), line: 1, message: /names the encoding "x-klingon", which the importer cannot read/ })
  })

  it('Olive: a malformed entity, an entity outside the issue folder, a TOC without a date, windows-1252 declared as UTF-8', () => {
    const toc = (entity: string, date = '02/01/1900') =>
      `<?xml version="1.0" encoding="windows-1252"?>\n<Xmd_toc PUBLICATION="GDL" PUBLICATION_DESCRIPTION="Gazette de Lausanne" ISSUE_DATE="${date}" LANGUAGE="French">\n<Body_np><Section><Page PAGE_NO="1" ID="Pg001" PAGE_WIDTH="100" PAGE_HEIGHT="100">\n<Entity ENTITY_TYPE="Article" ID="Ar00100" HREF="${entity}" NAME="Chronique"/>\n</Page></Section></Body_np></Xmd_toc>\n`
    const entity = '<?xml version="1.0" encoding="windows-1252"?>\n<XMD-entity ID="Ar00100" ENTITY_TYPE="Article" PAGE_NO="1">\n<Content><Primitive ID="Ar0010000"><L/><W>Lausanne</W>\n</Content></XMD-entity>\n'
    const folder = folderWith('olive-broken', { 'TOC.xml': toc('/1/Ar00100'), 'Document/1/Ar00100.xml': entity })
    expectRefused(h, [folder], { file: join(folder, 'Document', '1', 'Ar00100.xml'), line: 4, message: /malformed XML|unclosed|mismatched/i })
    const outside = folderWith('olive-outside', { 'TOC.xml': toc('/../../../olive-broken/Document/1/Ar00100') })
    expectRefused(h, [outside], { file: join(outside, 'TOC.xml'), line: 4, message: /entity Ar00100 "\/\.\.\/\.\.\/\.\.\/olive-broken\/Document\/1\/Ar00100" leads outside the issue folder/ })
    const undated = folderWith('olive-undated', { 'TOC.xml': toc('/1/Ar00100', '1900-01-02') })
    expectRefused(h, [undated], { file: join(undated, 'TOC.xml'), line: 2, message: /ISSUE_DATE "1900-01-02" is not a date \(DD\/MM\/YYYY\)$/ })
    // "Genève" in windows-1252 (e8) in a file that says it is UTF-8.
    const [start, end] = entity.replace('windows-1252', 'UTF-8').replace('Lausanne', 'Gen|ve').split('|')
    const mislabelled = folderWith('olive-encoding', { 'TOC.xml': toc('/1/Ar00100'), 'Document/1/Ar00100.xml': Buffer.concat([Buffer.from(start ?? ''), Buffer.from([0xe8]), Buffer.from(end ?? '')]) })
    expectRefused(h, [mislabelled], { file: join(mislabelled, 'Document', '1', 'Ar00100.xml'), line: 3, message: /invalid UTF-8: byte e8 at byte \d+ \(declare another encoding in the XML declaration if the file is not UTF-8\)$/ })
  })

  it('IIIF 2: malformed JSON, an annotation list outside the manifest folder, a label over its limit, bad UTF-8', () => {
    const manifest = (list: string) =>
      `{\n"@context": "http://iiif.io/api/presentation/2/context.json",\n"@id": "https://example.org/m",\n"@type": "sc:Manifest",\n"label": "Zeitung",\n"sequences": [{"canvases": [{"@id": "https://example.org/c1", "@type": "sc:Canvas", "width": 10, "height": 10,\n"otherContent": [{"@id": "${list}", "@type": "sc:AnnotationList"}]}]}]\n}\n`
    const broken = manifest('list.json').replace('"label": "Zeitung",', '"label": "Zeitung",,')
    const folder = folderWith('iiif-broken', { 'manifest.json': broken })
    expectRefused(h, [folder], { file: join(folder, 'manifest.json'), line: 5, message: /^.*: malformed JSON: / })
    folderWith('iiif-elsewhere', { 'list.json': '{"@context": "http://iiif.io/api/presentation/2/context.json", "@type": "sc:AnnotationList", "resources": []}' })
    const escaping = folderWith('iiif-escaping', { 'manifest.json': manifest('../iiif-elsewhere/list.json') })
    expectRefused(h, [join(escaping, 'manifest.json')], { file: join(escaping, 'manifest.json'), line: 7, message: /page 1: annotation list "\.\.\/iiif-elsewhere\/list\.json" leads outside the manifest folder/ })
    const long = folderWith('iiif-long', { 'manifest.json': manifest('list.json').replace('Zeitung', 'Z'.repeat(2_001)) })
    expectRefused(h, [long], { file: join(long, 'manifest.json'), line: 5, message: /the title is 2,001 characters long, over the limit of 2,000/ })
    const bad = Buffer.concat([Buffer.from(manifest('list.json').replace('Zeitung', 'Z')), Buffer.from([0xff])])
    const encoded = folderWith('iiif-encoding', { 'manifest.json': bad })
    expectRefused(h, [encoded], { file: join(encoded, 'manifest.json'), line: 9, message: /invalid UTF-8: byte ff at byte .* \(JSON must be UTF-8\)/ })
  })
})
