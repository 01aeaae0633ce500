/**
 * Issue 49: the metadata read where the standards put it (MARC inside a METS, a local mdRef, MODS
 * part/date, an OAI-PMH envelope), languages from the OCR, remote FLocats read from the copies
 * beside the METS, the librarian's last word, and ids the site can serve (ADR 054, 055).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MAX_ID_LENGTH } from '#src/domain/limits.ts'
import { checkPaths, formatCheck } from '#src/ingest/check.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { openForReading } from '#src/store/db.ts'
import { type Harness, expectRefused, lineIn, setUpHarness, tearDownHarness } from '../fixtures/import-harness'
import { miniIssueAlto, writeMiniIssue } from '../fixtures/mini-issue'

let h: Harness
beforeEach(() => {
  h = setUpHarness()
})
afterEach(() => {
  tearDownHarness(h)
})

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = openForReading(h.db)
  try {
    return db.prepare<unknown[], T>(sql).all(...params)
  } finally {
    db.close()
  }
}

/** A METS of one page: its dmdSecs, the page's ALTO reference, its TYPE. */
function mets(options: { dmd: string; href?: string; use?: string; type?: string; root?: string; label?: string }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<mets:mets xmlns:mets="http://www.loc.gov/METS/" xmlns:mods="http://www.loc.gov/mods/v3" xmlns:xlink="http://www.w3.org/1999/xlink" TYPE="${options.type ?? 'Newspaper'}"${options.label ? ` LABEL="${options.label}"` : ''}>
${options.dmd}
<mets:fileSec><mets:fileGrp USE="${options.use ?? 'FULLTEXT'}"><mets:file ID="FULLTEXT_0001" MIMETYPE="application/alto+xml"><mets:FLocat LOCTYPE="URL" xlink:href="${options.href ?? 'text/0001.xml'}"/></mets:file></mets:fileGrp></mets:fileSec>
<mets:structMap TYPE="LOGICAL"><mets:div ID="LOG1" TYPE="${options.root ?? 'issue'}" DMDID="DMD1"/></mets:structMap>
<mets:structMap TYPE="PHYSICAL"><mets:div ID="PHYS0" TYPE="physSequence"><mets:div ID="PHYS1" TYPE="page" ORDER="1"><mets:fptr FILEID="FULLTEXT_0001"/></mets:div></mets:div></mets:structMap>
</mets:mets>`
}

function deliver(name: string, xml: string, pages: Record<string, string> = { 'text/0001.xml': miniIssueAlto() }): string {
  const folder = join(h.dir, 'in', name)
  for (const [path, content] of Object.entries(pages)) {
    mkdirSync(join(folder, path, '..'), { recursive: true })
    writeFileSync(join(folder, path), content)
  }
  mkdirSync(folder, { recursive: true })
  writeFileSync(join(folder, 'mets.xml'), xml)
  return folder
}

const MARC_BOOK = `<mets:dmdSec ID="DMD1"><mets:mdWrap MDTYPE="MARC" MIMETYPE="text/xml"><mets:xmlData>
<marc:record xmlns:marc="http://www.loc.gov/MARC21/slim">
  <marc:leader>00000nam a2200000 a 4500</marc:leader>
  <marc:controlfield tag="001">990012345</marc:controlfield>
  <marc:controlfield tag="008">900101s1862    fr            000 1 fre d</marc:controlfield>
  <marc:datafield tag="100" ind1="1" ind2=" "><marc:subfield code="a">Hugo, Victor,</marc:subfield><marc:subfield code="d">1802-1885.</marc:subfield></marc:datafield>
  <marc:datafield tag="245" ind1="1" ind2="4"><marc:subfield code="a">Les misérables /</marc:subfield><marc:subfield code="c">Victor Hugo.</marc:subfield></marc:datafield>
  <marc:datafield tag="246" ind1="3" ind2=" "><marc:subfield code="a">Misérables</marc:subfield></marc:datafield>
  <marc:datafield tag="260" ind1=" " ind2=" "><marc:subfield code="a">Paris :</marc:subfield><marc:subfield code="b">Pagnerre,</marc:subfield><marc:subfield code="c">1862.</marc:subfield></marc:datafield>
</marc:record></mets:xmlData></mets:mdWrap></mets:dmdSec>`

describe('descriptions where the standards put them', () => {
  it('reads MARC 21 inside a METS (mdWrap MDTYPE="MARC"): the 245 title without the 246, the author, the date, the language', () => {
    importPaths(h.db, [deliver('marc', mets({ dmd: MARC_BOOK, type: 'Monograph', root: 'monograph', label: 'Les misérables Misérables' }))])
    expect(query('SELECT id, title, authors, date, languages, publisher FROM item')).toEqual([
      { id: '990012345', title: 'Les misérables', authors: '["Hugo, Victor"]', date: '1862', languages: '["fr"]', publisher: 'Pagnerre' },
    ])
  })

  it("dates a DFG-profile issue by its part/date and numbers it by part/detail, the periodical's title from its host", () => {
    const dmd = `<mets:dmdSec ID="DMD1"><mets:mdWrap MDTYPE="MODS"><mets:xmlData><mods:mods>
      <mods:part><mods:detail type="issue"><mods:number>Nr. 25</mods:number></mods:detail><mods:date encoding="iso8601">1921-01-31</mods:date></mods:part>
      <mods:relatedItem type="host"><mods:titleInfo><mods:title>Klassenkampf</mods:title></mods:titleInfo></mods:relatedItem>
    </mods:mods></mets:xmlData></mets:mdWrap></mets:dmdSec>`
    importPaths(h.db, [deliver('dfg', mets({ dmd }))])
    expect(query("SELECT i.date, i.number, p.title FROM issue i JOIN periodical p ON p.id = i.periodical_id WHERE i.date = '1921-01-31'")).toEqual([
      { date: '1921-01-31', number: '25', title: 'Klassenkampf' },
    ])
  })

  it('reads a MODS record a dmdSec references in a local file, and says it did not fetch one on another server', () => {
    const dmd = `<mets:dmdSec ID="DMD1"><mets:mdRef LOCTYPE="URL" MDTYPE="MODS" xlink:href="dmd/mods.xml"/></mets:dmdSec>
      <mets:dmdSec ID="DMD2"><mets:mdRef LOCTYPE="URL" MDTYPE="MODS" xlink:href="https://example.org/mods/2.xml"/></mets:dmdSec>`
    const modsFile = `<mods xmlns="http://www.loc.gov/mods/v3"><titleInfo><title>Der Bote</title></titleInfo><originInfo><dateIssued>1899-04-01</dateIssued></originInfo></mods>`
    const report = importPaths(h.db, [deliver('mdref', mets({ dmd }), { 'text/0001.xml': miniIssueAlto(), 'dmd/mods.xml': modsFile })])
    expect(query("SELECT p.title, i.date FROM issue i JOIN periodical p ON p.id = i.periodical_id WHERE i.date = '1899-04-01'")).toEqual([{ title: 'Der Bote', date: '1899-04-01' }])
    expect(report.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/the MODS record "https:\/\/example\.org\/mods\/2\.xml" is on another server: not fetched/)]))
  })

  it('reads a METS inside an OAI-PMH response (GetRecord)', () => {
    const dmd = `<mets:dmdSec ID="DMD1"><mets:mdWrap MDTYPE="MODS"><mets:xmlData><mods:mods><mods:titleInfo><mods:title>Harvested</mods:title></mods:titleInfo>
      <mods:originInfo><mods:dateIssued encoding="w3cdtf">1910-10-10</mods:dateIssued></mods:originInfo></mods:mods></mets:xmlData></mets:mdWrap></mets:dmdSec>`
    const envelope = `<?xml version="1.0" encoding="UTF-8"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2026-01-01T00:00:00Z</responseDate>
      <request verb="GetRecord" metadataPrefix="mets">https://example.org/oai</request><GetRecord><record><header><identifier>oai:x:1</identifier></header>
      <metadata>${mets({ dmd }).replace(/^<\?xml[^>]*\?>/, '')}</metadata></record></GetRecord></OAI-PMH>`
    importPaths(h.db, [deliver('oai', envelope)])
    expect(query("SELECT p.title FROM issue i JOIN periodical p ON p.id = i.periodical_id WHERE i.date = '1910-10-10'")).toEqual([{ title: 'Harvested' }])
  })

  it('reads MARC 21 in ISO 2709 (mdWrap MDTYPE="MARC" with binData, a real record), and says why a MARC-8 one is not read', () => {
    const binData = (name: string) => {
      const base64 = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'iso2709', name), 'utf8')
      return `<mets:dmdSec ID="DMD1"><mets:mdWrap MDTYPE="MARC" MIMETYPE="application/marc"><mets:binData>${base64}</mets:binData></mets:mdWrap></mets:dmdSec>`
    }
    const book = { type: 'Monograph', root: 'monograph', label: 'Escape from loneliness (the label)' }
    importPaths(h.db, [deliver('iso', mets({ ...book, dmd: binData('tournier-utf8.mrc.b64') }))])
    expect(query('SELECT title, authors, date, languages, publisher FROM item')).toEqual([
      { title: 'Escape from loneliness', authors: '["Tournier, Paul"]', date: '1962', languages: '["en"]', publisher: 'Westminster Press' },
    ])
    const report = importPaths(h.db, [deliver('marc8', mets({ ...book, dmd: binData('tournier-marc8.mrc.b64') }))])
    expect(report.warnings).toEqual([expect.stringMatching(/marc8\/mets\.xml:3: the MARC record in binData \(ISO 2709\) is not read: the record is in MARC-8 .* beyond ASCII/)])
  })
})

const ISSUE = `<mets:dmdSec ID="DMD1"><mets:mdWrap MDTYPE="MODS"><mets:xmlData><mods:mods><mods:titleInfo><mods:title>Remote-Blatt</mods:title></mods:titleInfo>
  <mods:originInfo><mods:dateIssued>1911-11-11</mods:dateIssued></mods:originInfo></mods:mods></mets:xmlData></mets:mdWrap></mets:dmdSec>`
const REMOTE = 'https://digital.example.org/download/fulltext/alto3/16258165'

describe('remote FLocats and the copies delivered beside the METS', () => {
  it('reads the copy in the folder of the file group, by the last segment of the URL, with a warning, never fetching', () => {
    const xml = mets({ dmd: ISSUE, href: REMOTE })
    const folder = deliver('remote', xml, { 'FULLTEXT/16258165.xml': miniIssueAlto() })
    const report = importPaths(h.db, [folder])
    expect(query("SELECT page_count FROM issue WHERE date = '1911-11-11'")).toEqual([{ page_count: 1 }])
    expect(report.warnings).toEqual([`${join(folder, 'mets.xml')}:${lineIn(xml, REMOTE)}: page 1: ALTO file "${REMOTE}" is read from its copy "FULLTEXT/16258165.xml" in the delivery (never fetched)`])
  })

  it('refuses, as before, a remote FLocat with no copy, naming the file, the line and the reference', () => {
    const xml = mets({ dmd: ISSUE, href: REMOTE })
    const folder = deliver('no-copy', xml, {})
    expectRefused(h, [folder], { file: join(folder, 'mets.xml'), line: lineIn(xml, REMOTE), message: /page 1: ALTO file "https:\/\/digital\.example\.org\/.*" is not a local file/ })
  })

  it('does not guess between two copies outside the file group’s folder', () => {
    const xml = mets({ dmd: ISSUE, href: REMOTE })
    const folder = deliver('two-copies', xml, { 'a/16258165.xml': miniIssueAlto(), 'b/16258165.xml': miniIssueAlto() })
    expectRefused(h, [folder], { file: join(folder, 'mets.xml'), line: lineIn(xml, REMOTE), message: /several files below the package could be its copy \("a\/16258165\.xml", "b\/16258165\.xml"\)/ })
  })
})

/** An ALTO page of blocks, each `[LANG, words]`. */
function altoInLanguages(blocks: [string, number][]): string {
  const text = blocks
    .map(([lang, words], index) => {
      const strings = Array.from({ length: words }, (_, i) => `<String CONTENT="w${index}x${i}" HPOS="${i * 10}" VPOS="${index * 100}" WIDTH="9" HEIGHT="20"/>`).join('')
      return `<TextBlock ID="B${index}" LANG="${lang}"><TextLine>${strings}</TextLine></TextBlock>`
    })
    .join('')
  return `<alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Layout><Page WIDTH="2000" HEIGHT="3000"><PrintSpace>${text}</PrintSpace></Page></Layout></alto>`
}

describe('languages from the OCR, where the package states none', () => {
  it('takes the language of most words, and another where it holds a tenth of them or more', () => {
    const two = deliver('langs', mets({ dmd: ISSUE.replace('1911-11-11', '1912-01-01') }), { 'text/0001.xml': altoInLanguages([['de', 60], ['fr', 30], ['la', 2]]) })
    const one = deliver('lang', mets({ dmd: ISSUE.replace('1911-11-11', '1912-01-02') }), { 'text/0001.xml': altoInLanguages([['en', 50], ['de', 3]]) })
    importPaths(h.db, [two, one])
    expect(query("SELECT date, languages FROM issue WHERE date LIKE '1912-01-0%' ORDER BY date")).toEqual([
      { date: '1912-01-01', languages: '["de","fr"]' },
      { date: '1912-01-02', languages: '["en"]' },
    ])
  })
})

describe('the librarian has the last word', () => {
  it('replaces each value the files give, a warning naming both, and --check shows the one replaced', () => {
    const folder = join(h.dir, 'in', 'override')
    const file = writeMiniIssue(folder)
    const metadata = { title: 'Neues Blatt', date: '1941-05-04', number: '13', lang: 'fr', periodical: 'neu' }
    const report = importPaths(h.db, [folder], { metadata })
    expect(query("SELECT i.periodical_id, p.title, i.date, i.number, i.languages FROM issue i JOIN periodical p ON p.id = i.periodical_id WHERE i.periodical_id = 'neu'")).toEqual([
      { periodical_id: 'neu', title: 'Neues Blatt', date: '1941-05-04', number: '13', languages: '["fr"]' },
    ])
    expect(report.warnings).toEqual([
      `${file}: --title "Neues Blatt" replaces the title the files give, "Test-Blatt"`,
      `${file}: --periodical "neu" replaces the periodical id the files give, "testblatt"`,
      `${file}: --date "1941-05-04" replaces the date the files give, "1941-05-03"`,
      `${file}: --number "13" replaces the issue number the files give, "12"`,
      `${file}: --lang "fr" replaces the languages the files give, "de, fr"`,
    ])
    const lines = formatCheck(checkPaths([folder], { metadata }))
    expect(lines).toContain(
      'issue "Neues Blatt" (title from --title, replacing "Test-Blatt" from the file) · 1941-05-04 (date from --date, replacing "1941-05-03" from the file) · no. 13 (number from --number, replacing "12" from the file) (periodical id from --periodical, replacing "testblatt" from the file)',
    )
    expect(lines.some((line) => line.startsWith('  languages fr (languages from --lang, replacing "de, fr" from the file)'))).toBe(true)
  })

  it('takes the sidecar’s word too, naming the file, and --type over a kind the METS states', () => {
    const folder = join(h.dir, 'in', 'sidecar')
    const file = writeMiniIssue(folder, { date: '1941-06-01' })
    writeFileSync(join(folder, 'library-import.json'), JSON.stringify({ title: 'Aus der Akte' }))
    const report = importPaths(h.db, [folder], { metadata: { type: 'serial' } })
    expect(query("SELECT p.title, p.type FROM issue i JOIN periodical p ON p.id = i.periodical_id WHERE i.date = '1941-06-01'")).toEqual([{ title: 'Aus der Akte', type: 'serial' }])
    expect(report.warnings).toContain(`${file}: --type "serial" replaces the kind of document the files give, "newspaper"`)
    expect(report.warnings).toContain(`${file}: "title" in ${join(folder, 'library-import.json')} "Aus der Akte" replaces the title the files give, "Test-Blatt"`)
  })
})

describe('ids the site can serve', () => {
  it('stores an id longer than the routes take as a stable prefix and hash, the source identifier beside it', () => {
    const long = `urn-nbn-de-gbv-3-1-${'x'.repeat(156)}`
    expect(long.length).toBe(175)
    const dmd = `<mets:dmdSec ID="DMD1"><mets:mdWrap MDTYPE="MODS"><mets:xmlData><mods:mods><mods:identifier type="local">${long}</mods:identifier>
      <mods:titleInfo><mods:title>Ein Buch</mods:title></mods:titleInfo></mods:mods></mets:xmlData></mets:mdWrap></mets:dmdSec>`
    const folder = deliver('long', mets({ dmd, type: 'Monograph', root: 'monograph' }))
    const report = importPaths(h.db, [folder])
    const [item] = query<{ id: string; source_identifier: string }>('SELECT id, source_identifier FROM item')
    expect(item?.id.length).toBeLessThanOrEqual(MAX_ID_LENGTH)
    expect(item?.id).toMatch(/^urn-nbn-de-gbv-3-1-x+-[0-9a-f]{12}$/)
    expect(item?.source_identifier).toBe(long)
    expect(report.warnings).toEqual([expect.stringContaining(`the item id "${long}" is 175 characters long, more than the site's addresses take: stored as "${item?.id ?? ''}"`)])
    importPaths(h.db, [folder])
    expect(query('SELECT id FROM item')).toEqual([{ id: item?.id }])
  })
})
