// Deliveries of issue 34: METS with Dublin Core and its articles in a METS of their own (the BnF's
// SPAR package of La Fronde, trimmed: tests/fixtures/bnf-spar/README.md), text outside the
// articles, side files that no format reads, imports that take nothing, scans that match no page,
// PAGE files over the network, the document limit, and the dry run.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseSearchState } from '#src/domain/search-state.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { searchResults } from '../support/search'
import { foldText } from '#src/domain/fold.ts'
import { openForReading } from '#src/store/db.ts'
import { type Harness, count, expectRefused, setUpHarness, storeHash, tearDownHarness } from '../fixtures/import-harness'
import { miniIssueAlto, miniIssueMets, writeMiniIssue } from '../fixtures/mini-issue'
import { refusal } from '../fixtures/ingest-error'
import { notAnyFormat, notReadLine, unreadEndingSource } from '../fixtures/unclaimed'

const BNF = join(import.meta.dirname, '..', 'fixtures', 'bnf-spar')
const CLI = join(import.meta.dirname, '..', '..', 'src', 'ingest', 'cli.ts')

let h: Harness

beforeEach(() => {
  h = setUpHarness()
})

afterEach(() => {
  tearDownHarness(h)
})

function query<T>(sql: string): T[] {
  const store = openForReading(h.db)
  try {
    return store.prepare<[], T>(sql).all()
  } finally {
    store.close()
  }
}

/** The dates of the issues whose units hold the word. */
function foundOn(word: string): string[] {
  const store = openForReading(h.db)
  try {
    return store
      .prepare<[string], string>('SELECT DISTINCT u.date FROM unit_fts JOIN unit u ON u.id = unit_fts.rowid WHERE unit_fts MATCH ? ORDER BY 1')
      .pluck()
      .all(`"${foldText(word)}"`)
  } finally {
    store.close()
  }
}

/** The BnF package copied where the test may change it. */
function bnf(name = 'fronde'): string {
  const folder = join(h.dir, name)
  cpSync(BNF, folder, { recursive: true })
  rmSync(join(folder, 'README.md'), { force: true })
  return folder
}

describe('METS with Dublin Core and a METS of its articles (BnF SPAR, La Fronde 1898-02-14)', () => {
  it('imports the issue with its date, number and language from the DC, and the articles from toc/', () => {
    const report = importPaths(h.db, [bnf()], { metadata: { title: 'La Fronde' } })
    // Every unit stored is counted (ADR 055): 3 articles and the text outside them on 4 pages.
    expect(report).toMatchObject({ issues: 1, pages: 4, units: 7, outside: 4, skipped: 0 })
    expect(query<{ periodical_id: string; date: string; number: string; languages: string }>("SELECT periodical_id, date, number, languages FROM issue WHERE periodical_id = 'la-fronde'")).toEqual([
      { periodical_id: 'la-fronde', date: '1898-02-14', number: '68', languages: '["fr"]' },
    ])
    expect(query<{ type: string; title: string }>("SELECT type, title FROM unit WHERE source_type != 'PAGE_OUTSIDE_ARTICLES' AND date = '1898-02-14' ORDER BY id")).toEqual([
      { type: 'article', title: 'Publicité' },
      { type: 'section', title: "Aujourd'hui" },
      { type: 'article', title: 'Lundi 14 Février' },
    ])
    // Found on the right day with and without accents.
    expect(foundOn('février')).toEqual(['1898-02-14'])
    expect(foundOn('fevrier')).toEqual(['1898-02-14'])
  })

  it('makes the text outside the articles searchable, as a unit of its own per page, and names its issue "<periodical>, <date>"', () => {
    importPaths(h.db, [bnf()], { metadata: { title: 'La Fronde' } })
    // The masthead's date line and a page with no article at all.
    expect(foundOn('pluviose')).toEqual(['1898-02-14'])
    expect(foundOn('Richepin')).toEqual(['1898-02-14'])
    const outside = query<{ type: string; title: string | null; first_page: number }>("SELECT type, title, first_page FROM unit WHERE source_type = 'PAGE_OUTSIDE_ARTICLES' ORDER BY first_page")
    expect(outside).toEqual([1, 2, 3, 4].map((page) => ({ type: 'issue', title: null, first_page: page })))
    const store = openForReading(h.db)
    try {
      const hit = searchResults(store, parseSearchState({ q: 'Richepin' })).hits[0]
      expect(hit).toMatchObject({ type: 'issue', title: null, periodical: { id: 'la-fronde', title: 'La Fronde' }, date: '1898-02-14', page: 4 })
    } finally {
      store.close()
    }
  })

  it('asks for the title the package does not give, and refuses a METS of articles with no pages beside it', () => {
    const folder = bnf()
    const error = refusal(() => importPaths(h.db, [folder]))
    expect(error.message).toBe(`${join(folder, 'manifest.xml')}: the issue names no periodical title (found "manifest"): give one with --title "…" or in library-import.json`)
    expectRefused(h, [join(folder, 'toc', 'T6703187.xml')], {
      file: join(folder, 'toc', 'T6703187.xml'),
      message: /the METS has no pages \(no divs in a physical structMap\), and no METS with the pages of its articles lies beside it or above it$/,
    })
  })
})

describe('side files never stop an import; an import that takes nothing says so', () => {
  it('imports a folder whose side files no format reads, and lists each with the reason', () => {
    const folder = join(h.dir, 'delivery')
    writeMiniIssue(join(folder, 'issue'), { date: '1941-07-01' })
    writeFileSync(join(folder, 'issue', 'exif.json'), JSON.stringify([{ SourceFile: '0001.jpg', ImageWidth: 4000 }]))
    writeFileSync(join(folder, 'ticket.json'), JSON.stringify({ ticket: 4711, type: 'delivery', pages: 1 }))
    writeFileSync(join(folder, 'checksums.md5'), 'd41d8cd98f00b204e9800998ecf8427e  issue/mets.xml\n')
    writeFileSync(join(folder, 'feed.xml'), '<?xml version="1.0"?>\n<rss><channel/></rss>')
    const report = importPaths(h.db, [folder])
    expect(report).toMatchObject({ issues: 1, skipped: 0 })
    expect(report.notRead).toEqual([
      { file: join(folder, 'checksums.md5'), reason: 'no format the importer reads comes in .md5 files' },
      { file: join(folder, 'feed.xml'), reason: expect.stringMatching(notAnyFormat('rss')) },
      { file: join(folder, 'issue', 'exif.json'), reason: 'JSON without a IIIF "@context": not a IIIF resource' },
      { file: join(folder, 'ticket.json'), reason: 'JSON without a IIIF "@context": not a IIIF resource' },
    ])
  })

  it('refuses an import that takes nothing, "nothing importable", listing the files and why, the store unchanged', () => {
    const folder = join(h.dir, 'sides')
    mkdirSync(folder)
    writeFileSync(join(folder, 'exif.json'), '[{"SourceFile": "0001.jpg"}]')
    writeFileSync(join(folder, 'README.txt'), 'scans to follow')
    expectRefused(h, [folder], {
      file: folder,
      message: new RegExp(
        `nothing importable; 2 file\\(s\\) not imported:\\n {2}${folder}/exif\\.json: JSON without a IIIF "@context": not a IIIF resource\\n {2}${folder}/README\\.txt: ${unreadEndingSource('.txt')}$`,
      ),
    })
    const empty = join(h.dir, 'empty')
    mkdirSync(empty)
    expectRefused(h, [empty], { file: empty, message: /nothing importable; no file of a format the importer reads was found$/ })
  })

  it('exits 1 from the command line with "nothing importable"', () => {
    const folder = join(h.dir, 'sides')
    mkdirSync(folder)
    writeFileSync(join(folder, 'vendor.json'), '{"order": 12}')
    const before = storeHash(h.db)
    const result = spawnSync(process.execPath, [CLI, '--db', h.db, folder], { encoding: 'utf8' })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`${folder}: nothing importable; 1 file(s) not imported:\n  ${folder}/vendor.json: JSON without a IIIF "@context"`)
    expect(storeHash(h.db)).toBe(before)
  })
})

describe('scans that cannot be matched to their page are warnings naming both files', () => {
  it('a bare page whose scan has another name', () => {
    const folder = join(h.dir, '19410702')
    mkdirSync(folder)
    writeFileSync(join(folder, '0001.xml'), miniIssueAlto())
    writeFileSync(join(folder, '0002.xml'), miniIssueAlto({ articleText: 'Zweite Seite' }))
    writeFileSync(join(folder, '0001.jpg'), 'not read: no tiles')
    writeFileSync(join(folder, 'scan_0002.jpg'), 'not read: no tiles')
    const report = importPaths(h.db, [folder], { metadata: { title: 'Test-Blatt', periodical: 'testblatt', date: '1941-07-02' } })
    expect(report.warnings).toEqual([`${join(folder, 'scan_0002.jpg')}: a scan whose name differs from the OCR file ${join(folder, '0002.xml')}: not shown as its page (name them alike)`])
  })

  it('a METS page whose scan is missing', () => {
    const folder = join(h.dir, 'scans')
    const mets = writeMiniIssue(folder, { date: '1941-07-03' })
    const withImage = miniIssueMets({ date: '1941-07-03' })
      .replace('</mets:fileGrp></mets:fileSec>', '</mets:fileGrp><mets:fileGrp USE="Images"><mets:file ID="IMG1" MIMETYPE="image/jpeg"><mets:FLocat LOCTYPE="URL" xlink:href="images/0001.jpg"/></mets:file></mets:fileGrp></mets:fileSec>')
      .replace('<mets:fptr FILEID="ALTO1"/>', '<mets:fptr FILEID="ALTO1"/><mets:fptr FILEID="IMG1"/>')
    writeFileSync(mets, withImage)
    const report = importPaths(h.db, [folder], { imagesDir: join(h.dir, 'tiles') })
    expect(report.warnings).toEqual([`${mets}: page 1: image "images/0001.jpg" does not exist; the page of "file://text/0001.xml" is shown without a scan`])
  })
})

describe('references and limits', () => {
  it('names PAGE files as PAGE when a METS names them over the network', () => {
    const folder = join(h.dir, 'remote')
    mkdirSync(folder)
    const mets = miniIssueMets({ date: '1941-07-04' })
      .replace('<mets:fileGrp ID="ALTOGRP" USE="Text">', '<mets:fileGrp ID="OCR-D-OCR" USE="OCR-D-OCR">')
      .replace('<mets:file ID="ALTO1" MIMETYPE="text/xml">', '<mets:file ID="ALTO1" MIMETYPE="application/vnd.prima.page+xml">')
      .replace('file://text/0001.xml', 'https://example.org/page/0001.xml')
    writeFileSync(join(folder, 'mets.xml'), mets)
    expectRefused(h, [join(folder, 'mets.xml')], {
      file: join(folder, 'mets.xml'),
      message: /page 1: PAGE file "https:\/\/example\.org\/page\/0001\.xml" is not a local file/,
    })
  })

  it('refuses a document of more than 2,000,000 words, with the file, the count and the limit', () => {
    const folder = join(h.dir, 'huge')
    mkdirSync(join(folder, 'text'), { recursive: true })
    // 100,000 words a page (the page limit), 21 pages naming the one ALTO file.
    const words = '<String CONTENT="w"/>'.repeat(100_000)
    writeFileSync(join(folder, 'text', '0001.xml'), `<alto><Layout><Page WIDTH="10" HEIGHT="10"><PrintSpace><TextBlock ID="B1"><TextLine>${words}</TextLine></TextBlock></PrintSpace></Page></Layout></alto>`)
    const pages = Array.from({ length: 21 }, (_, i) => i + 1)
    const files = pages.map((n) => `<mets:file ID="ALTO${n}" MIMETYPE="text/xml"><mets:FLocat LOCTYPE="URL" xlink:href="text/0001.xml"/></mets:file>`).join('')
    const divs = pages.map((n) => `<mets:div TYPE="page" ORDER="${n}"><mets:fptr FILEID="ALTO${n}"/></mets:div>`).join('')
    const mets = `<mets:mets xmlns:mets="http://www.loc.gov/METS/" xmlns:mods="http://www.loc.gov/mods/v3" xmlns:xlink="http://www.w3.org/1999/xlink" TYPE="Newspaper">
<mets:dmdSec ID="D"><mets:mdWrap MDTYPE="MODS"><mets:xmlData><mods:mods><mods:titleInfo><mods:title>Riesenblatt</mods:title></mods:titleInfo><mods:originInfo><mods:dateIssued>1941-07-05</mods:dateIssued></mods:originInfo></mods:mods></mets:xmlData></mets:mdWrap></mets:dmdSec>
<mets:fileSec><mets:fileGrp USE="Text">${files}</mets:fileGrp></mets:fileSec><mets:structMap TYPE="PHYSICAL"><mets:div TYPE="issue" DMDID="D">${divs}</mets:div></mets:structMap></mets:mets>`
    writeFileSync(join(folder, 'mets.xml'), mets)
    expectRefused(h, [join(folder, 'mets.xml')], {
      file: join(folder, 'mets.xml'),
      message: /mets\.xml: the document holds more than 2,000,000 words \(2,100,000 on its first 21 pages\), over the limit of 2,000,000 words for one issue or item$/,
    })
    // It reads 2.1 million words to show the limit is counted, not guessed: a limit, not a timing.
  }, 120_000)
})

describe('npm run import -- --check', () => {
  it('reads two deliveries and says what it would store and where each value came from, writing nothing', () => {
    const halle = join(h.dir, 'in', '18971214_01')
    mkdirSync(halle, { recursive: true })
    writeFileSync(join(halle, '0001.xml'), miniIssueAlto({ articleText: 'Reichskanzler sprach gestern' }))
    writeFileSync(join(h.dir, 'in', 'library-import.json'), JSON.stringify({ title: 'General-Anzeiger für Halle', lang: 'de' }))
    const fronde = bnf()
    writeFileSync(join(fronde, 'notes.txt'), 'delivered 2019')
    const before = storeHash(h.db)
    const listed = readdirSync(join(h.dir, 'live'))
    const result = spawnSync(process.execPath, [CLI, '--check', join(h.dir, 'in'), fronde, '--title', 'La Fronde'], {
      encoding: 'utf8',
      env: { ...process.env, LIBRARY_DB: h.db },
    })
    expect(result.status).toBe(0)
    const lines = result.stdout.split('\n')
    expect(lines).toContain(`issue "La Fronde" (title from --title) · 1898-02-14 (date from the file) · no. 68`)
    expect(lines).toContain('  languages fr · pages 4 · units 7 (4 of them the text outside the articles of a page) · words 804 · scans 0 of 4 · word confidence 0.79')
    // --title is the command line's: it wins over the sidecar, for the bare pages too; their date is their folder's.
    expect(lines).toContain(`issue "La Fronde" (title from --title) · 1897-12-14 (date from the path (18971214_01))`)
    expect(lines).toContain(`  from ${join(fronde, 'manifest.xml')}`)
    expect(lines.some((line) => notReadLine(join(fronde, 'notes.txt'), '.txt').test(line))).toBe(true)
    expect(lines.some((line) => line.startsWith(`warning: ${join(fronde, 'manifest.xml')}: page 1: image "master/T0000001.jp2" does not exist`))).toBe(true)
    expect(lines.at(-2)).toBe('would import: issues 2 · items 0 · pages 5 · title records 0; nothing was written (a dry run)')
    expect(storeHash(h.db)).toBe(before)
    expect(readdirSync(join(h.dir, 'live'))).toEqual(listed)
    expect(count(h.db, 'issue')).toBe(1)
  })

  it('says where a sidecar gave the title, lists what it would refuse, and exits 1', () => {
    const folder = join(h.dir, 'in', '19410706')
    mkdirSync(folder, { recursive: true })
    // Beside the bare pages' folder, not above it: a METS refused keeps the pages under it from being bare (ADR 022).
    mkdirSync(join(h.dir, 'in', 'other'))
    writeFileSync(join(h.dir, 'in', 'other', 'broken.xml'), miniIssueMets().slice(0, 300))
    writeFileSync(join(folder, '0001.xml'), miniIssueAlto())
    writeFileSync(join(h.dir, 'in', 'library-import.json'), JSON.stringify({ title: 'Test-Blatt', lang: 'de' }))
    const result = spawnSync(process.execPath, [CLI, '--check', join(h.dir, 'in')], { encoding: 'utf8', env: { ...process.env, LIBRARY_DB: h.db } })
    expect(result.status).toBe(1)
    expect(result.stdout).toContain(`issue "Test-Blatt" (title from ${join(h.dir, 'in', 'library-import.json')}) · 1941-07-06 (date from the path (19410706))`)
    expect(result.stdout).toMatch(new RegExp(`would refuse ${join(h.dir, 'in', 'other', 'broken.xml')}:\\d+: malformed XML`))
  })
})

describe('METS with Dublin Core made here (Rosetta-style dc:record), its articles in a METS beside it', () => {
  const alto = miniIssueAlto({ articleText: 'Der Stadtrat beschloss gestern' })
  const physical = (date: string) => `<?xml version="1.0" encoding="UTF-8"?>
<mets:mets xmlns:mets="http://www.loc.gov/METS/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xlink="http://www.w3.org/1999/xlink">
<mets:dmdSec ID="ie-dmd"><mets:mdWrap MDTYPE="DC"><mets:xmlData><dc:record>
<dc:title>Vorarlberger Volksblatt</dc:title><dc:date>${date}</dc:date><dc:language>deu</dc:language><dc:language>ita</dc:language>
<dc:description xsi:type="spar_dc:sequentialDesignation1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">Nr. 17</dc:description>
</dc:record></mets:xmlData></mets:mdWrap></mets:dmdSec>
<mets:fileSec><mets:fileGrp USE="ALTO"><mets:file ID="FL1" MIMETYPE="text/xml"><mets:FLocat LOCTYPE="URL" xlink:href="alto/0001.xml"/></mets:file></mets:fileGrp></mets:fileSec>
<mets:structMap TYPE="PHYSICAL"><mets:div TYPE="issue" DMDID="ie-dmd"><mets:div TYPE="page" ORDER="1"><mets:fptr FILEID="FL1"/></mets:div></mets:div></mets:structMap>
</mets:mets>`
  const logical = (date: string) => `<?xml version="1.0" encoding="UTF-8"?>
<mets:mets xmlns:mets="http://www.loc.gov/METS/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<mets:dmdSec ID="d1"><mets:mdWrap MDTYPE="DC"><mets:xmlData><dc:record><dc:date>${date}</dc:date></dc:record></mets:xmlData></mets:mdWrap></mets:dmdSec>
<mets:structMap TYPE="LOGICAL"><mets:div TYPE="ISSUE" DMDID="d1">
<mets:div ID="A1" TYPE="ARTICLE" LABEL="Aus dem Stadtrat"><mets:fptr><mets:area FILEID="FL1" BEGIN="P1_TB00001"/></mets:fptr><mets:fptr><mets:area FILEID="FL1" BEGIN="P1_TB00002"/></mets:fptr></mets:div>
<mets:div ID="A2" TYPE="ADVERTISEMENT"><mets:fptr><mets:area FILEID="FL1" BEGIN="P1_TB00004"/></mets:fptr></mets:div>
</mets:div></mets:structMap>
</mets:mets>`

  function delivery(physicalDate: string, logicalDate: string): string {
    const folder = join(h.dir, 'rosetta')
    mkdirSync(join(folder, 'alto'), { recursive: true })
    writeFileSync(join(folder, 'alto', '0001.xml'), alto)
    writeFileSync(join(folder, 'mets.xml'), physical(physicalDate))
    writeFileSync(join(folder, 'structure.xml'), logical(logicalDate))
    return folder
  }

  it('reads DD.MM.YYYY, both ISO 639-3 languages and the number, and places the articles by the pages METS file ids', () => {
    const report = importPaths(h.db, [delivery('14.02.1898', '1898-02-14')])
    expect(report).toMatchObject({ issues: 1, pages: 1, units: 3, outside: 1 })
    expect(query<{ periodical_id: string; date: string; number: string; languages: string }>("SELECT periodical_id, date, number, languages FROM issue WHERE date = '1898-02-14'")).toEqual([
      { periodical_id: 'vorarlberger-volksblatt', date: '1898-02-14', number: '17', languages: '["de","it"]' },
    ])
    expect(query<{ type: string; title: string | null; blocks: string }>("SELECT type, title, blocks FROM unit WHERE date = '1898-02-14' ORDER BY id")).toEqual([
      { type: 'article', title: 'Aus dem Stadtrat', blocks: '[[1,"P1_TB00001"],[1,"P1_TB00002"]]' },
      { type: 'advertisement', title: null, blocks: '[[1,"P1_TB00004"]]' },
      { type: 'issue', title: null, blocks: '[[1,"P1_TB00003"]]' },
    ])
    expect(foundOn('stadtrat')).toEqual(['1898-02-14'])
  })

  it('does not merge the articles of another day: they are refused, the issue imported without them', () => {
    const folder = delivery('1898/02/14', '1898-02-15')
    const error = refusal(() => importPaths(h.db, [folder]))
    expect(error.message).toBe(`${join(folder, 'structure.xml')}: the METS has no pages (no divs in a physical structMap), and no METS with the pages of its articles lies beside it or above it`)
    const report = importPaths(h.db, [folder], { skipBad: true })
    expect(report).toMatchObject({ issues: 1, units: 1, skipped: 1 })
  })
})
