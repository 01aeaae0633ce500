/**
 * Descriptive records outside a METS (issue 49, ADR 074): a MARCXML, MODS or Dublin Core record in
 * an OAI-PMH response (GetRecord, ListRecords) is read as the same record in a file of its own, a
 * title record merged onto the periodical it describes; a MODS or DC file of its own likewise. A
 * deleted record is left out with a warning, an OAI-PMH error refused with its code and message,
 * and what the site gives out by OAI-PMH (marc21) reads back as the record it was.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { answerOai } from '#src/documents/oai.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { openForReading } from '#src/store/db.ts'
import { type Harness, expectRefused, setUpHarness, tearDownHarness } from '../fixtures/import-harness'
import { writeMiniIssue } from '../fixtures/mini-issue'

let h: Harness
beforeEach(() => {
  h = setUpHarness()
})
afterEach(() => {
  tearDownHarness(h)
})

interface PeriodicalFacts {
  id: string
  title: string
  issn: string | null
  publishers: string
  period: string | null
  start_year: number | null
  end_year: number | null
  languages: string
}

function periodicals(db = h.db): PeriodicalFacts[] {
  const store = openForReading(db)
  try {
    return store.prepare<[], PeriodicalFacts>('SELECT id, title, issn, publishers, period, start_year, end_year, languages FROM periodical ORDER BY id').all()
  } finally {
    store.close()
  }
}

function write(name: string, text: string): string {
  const path = join(h.dir, 'in', name)
  mkdirSync(join(path, '..'), { recursive: true })
  writeFileSync(path, text)
  return path
}

const MARC_NS = 'http://www.loc.gov/MARC21/slim'

/** A serial's MARCXML record for the mini issue's periodical "Test-Blatt", written from the MARC 21 documentation. */
const MARC_SERIAL = `<marc:record xmlns:marc="${MARC_NS}">
  <marc:leader>00000cas a2200000 a 4500</marc:leader>
  <marc:controlfield tag="001">990001</marc:controlfield>
  <marc:controlfield tag="008">850101c19201944gw dr n 0 a0ger  </marc:controlfield>
  <marc:datafield tag="022" ind1=" " ind2=" "><marc:subfield code="a">1234-5679</marc:subfield></marc:datafield>
  <marc:datafield tag="245" ind1="0" ind2="0"><marc:subfield code="a">Test-Blatt.</marc:subfield></marc:datafield>
  <marc:datafield tag="260" ind1=" " ind2=" "><marc:subfield code="a">Luxemburg :</marc:subfield><marc:subfield code="b">Druckerei Beispiel,</marc:subfield><marc:subfield code="c">1920-1944.</marc:subfield></marc:datafield>
</marc:record>`

const MODS_SERIAL = `<mods xmlns="http://www.loc.gov/mods/v3" version="3.7">
  <titleInfo><title>Test-Blatt</title></titleInfo>
  <originInfo><place><placeTerm type="text">Luxemburg</placeTerm></place><publisher>Druckerei Beispiel</publisher>
    <dateIssued encoding="w3cdtf" point="start" keyDate="yes">1920</dateIssued><dateIssued encoding="w3cdtf" point="end">1944</dateIssued><issuance>continuing</issuance></originInfo>
  <language><languageTerm type="code" authority="iso639-2b">ger</languageTerm></language>
  <identifier type="issn">1234-5679</identifier>
  <relatedItem type="preceding"><titleInfo><title>Vor-Blatt</title></titleInfo></relatedItem>
</mods>`

const DC_SERIAL = `<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <dc:title>Test-Blatt</dc:title><dc:publisher>Druckerei Beispiel</dc:publisher><dc:date>1920-1944</dc:date>
  <dc:language>ger</dc:language><dc:identifier>ISSN 1234-5679</dc:identifier><dc:type>Newspaper</dc:type>
</oai_dc:dc>`

function envelope(verb: 'GetRecord' | 'ListRecords', records: string[], tail = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2026-12-01T00:00:00Z</responseDate>
<request verb="${verb}" metadataPrefix="marc21">https://example.org/oai</request>
<${verb}>${records.join('\n')}${tail}</${verb}></OAI-PMH>`
}

function oaiRecord(id: string, metadata: string): string {
  return `<record><header><identifier>oai:example.org:${id}</identifier><datestamp>2026-11-30</datestamp></header><metadata>${metadata}</metadata></record>`
}

const deleted = (id: string) => `<record><header status="deleted"><identifier>oai:example.org:${id}</identifier><datestamp>2026-11-30</datestamp></header></record>`

/** The mini issue's periodical with a record of its title merged onto it, from the given files. */
function merged(...files: [string, string][]): PeriodicalFacts[] {
  const issue = writeMiniIssue(join(h.dir, 'in', 'issue'))
  const report = importPaths(h.db, [issue, ...files.map(([name, text]) => write(name, text))])
  expect(report.titleRecords).toBeGreaterThan(0)
  return periodicals()
}

const EXPECTED = { id: 'testblatt', title: 'Test-Blatt', issn: '1234-5679', start_year: 1920, end_year: 1944, languages: '["de","fr"]' }

describe('a MARCXML record in an OAI-PMH envelope', () => {
  it('is read as the same record in a file of its own: one periodical, the same facts', () => {
    const bare = merged(['title.xml', `<?xml version="1.0"?>\n${MARC_SERIAL}`])
    expect(bare).toEqual([{ ...EXPECTED, publishers: '["Luxemburg : Druckerei Beispiel"]', period: '1920-1944' }])
    tearDownHarness(h)
    h = setUpHarness()
    expect(merged(['oai.xml', envelope('GetRecord', [oaiRecord('990001', MARC_SERIAL)])])).toEqual(bare)
  })

  it('reads every record of a ListRecords, leaves a deleted one out with a warning, and says the list goes on', () => {
    const other = MARC_SERIAL.replace('990001', '990002').replace('Test-Blatt.', 'Anderes Blatt.').replace('1234-5679', '2049-3630')
    const list = envelope('ListRecords', [oaiRecord('990001', MARC_SERIAL), deleted('990003'), oaiRecord('990002', other)], '<resumptionToken>page-2</resumptionToken>')
    const issue = writeMiniIssue(join(h.dir, 'in', 'issue'))
    const report = importPaths(h.db, [issue, write('list.xml', list)])
    expect(report.titleRecords).toBe(2)
    expect(report.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/list\.xml: line \d+: the OAI-PMH record oai:example\.org:990003 is deleted \(header status="deleted"\): left out$/),
        expect.stringMatching(/resumptionToken page-2\): only the records of this response are read/),
      ]),
    )
    expect(periodicals()[0]).toMatchObject({ issn: '1234-5679' })
  })

  it('refuses an OAI-PMH error response with its code and message, the store untouched', () => {
    const error = `<?xml version="1.0"?>\n<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2026-12-01T00:00:00Z</responseDate><request verb="GetRecord">https://example.org/oai</request>\n<error code="idDoesNotExist">No matching identifier</error></OAI-PMH>`
    const file = write('error.xml', error)
    expectRefused(h, [file], { file, line: 3, message: /an OAI-PMH error response: idDoesNotExist \(No matching identifier\)/ })
  })

  it('refuses a record of a standard no crosswalk reads, and an envelope with no records', () => {
    const premis = write('premis.xml', envelope('GetRecord', [oaiRecord('1', '<premis xmlns="http://www.loc.gov/premis/v3"><object/></premis>')]))
    expectRefused(h, [premis], { file: premis, message: /a record in <premis>, which no crosswalk reads/ })
    const identifiers = write('ids.xml', envelope('ListRecords', []).replaceAll('ListRecords', 'ListIdentifiers'))
    expectRefused(h, [identifiers], { file: identifiers, message: /an OAI-PMH response without records \(<ListIdentifiers>\)/ })
  })

  it('reads back what the site gives out by OAI-PMH (marc21): the same periodical facts', () => {
    const bare = merged(['title.xml', MARC_SERIAL])
    const store = openForReading(h.db)
    let body: string
    try {
      const answer = answerOai({ db: store, origin: 'https://library.example', adminEmail: 'oai@example.org', now: new Date(), pageSize: 10 }, '?verb=ListRecords&metadataPrefix=marc21')
      body = typeof answer.body === 'string' ? answer.body : Buffer.from(answer.body).toString('utf8')
    } finally {
      store.close()
    }
    expect(body).toContain('<marc:subfield code="a">1234-5679</marc:subfield>')
    tearDownHarness(h)
    h = setUpHarness()
    expect(merged(['harvest.xml', body])).toEqual(bare)
  })
})

describe('MODS and Dublin Core records of their own, as a MARCXML file is read', () => {
  it('reads a MODS file, bare and in an OAI-PMH envelope, as a title record', () => {
    const expected = [{ ...EXPECTED, publishers: '["Luxemburg : Druckerei Beispiel"]', period: '1920-1944' }]
    expect(merged(['mods.xml', MODS_SERIAL])).toEqual(expected)
    tearDownHarness(h)
    h = setUpHarness()
    expect(merged(['oai.xml', envelope('GetRecord', [oaiRecord('m1', MODS_SERIAL)])])).toEqual(expected)
  })

  it('reads a modsCollection, leaving out with a warning a record that is an issue of another', () => {
    const issue = `<mods><titleInfo><title>Test-Blatt, 3. Mai 1941</title></titleInfo><relatedItem type="host"><titleInfo><title>Test-Blatt</title></titleInfo></relatedItem></mods>`
    const collection = `<modsCollection xmlns="http://www.loc.gov/mods/v3">${MODS_SERIAL.replace(' xmlns="http://www.loc.gov/mods/v3" version="3.7"', '')}${issue}</modsCollection>`
    const file = write('collection.xml', collection)
    const report = importPaths(h.db, [writeMiniIssue(join(h.dir, 'in', 'issue')), file])
    expect(report.titleRecords).toBe(1)
    expect(report.warnings).toEqual([expect.stringMatching(/collection\.xml: line 8: the MODS record describes a part of "Test-Blatt" \(relatedItem type="host"\), not a title; .* left out$/)])
  })

  it('reads an oai_dc record, bare and in an envelope, as a title record; one dated to the day is an issue, left out', () => {
    const expected = [{ ...EXPECTED, publishers: '["Druckerei Beispiel"]', period: '1920-1944' }]
    expect(merged(['dc.xml', DC_SERIAL])).toEqual(expected)
    tearDownHarness(h)
    h = setUpHarness()
    const issueDc = DC_SERIAL.replace('1920-1944', '1941-05-03')
    const issue = writeMiniIssue(join(h.dir, 'in', 'issue'))
    const report = importPaths(h.db, [issue, write('oai.xml', envelope('ListRecords', [oaiRecord('d1', DC_SERIAL), oaiRecord('d2', issueDc)]))])
    expect(report.titleRecords).toBe(1)
    expect(report.warnings).toEqual([expect.stringMatching(/the Dublin Core record is dated to the day \(1941-05-03, from dc:date\): it describes an issue, not a title/)])
    expect(periodicals()).toEqual(expected)
  })

  it('refuses a MODS record without a title at its line', () => {
    const file = write('untitled.xml', `<?xml version="1.0"?>\n<mods xmlns="http://www.loc.gov/mods/v3">\n<originInfo><dateIssued>1920</dateIssued></originInfo></mods>`)
    expectRefused(h, [file], { file, line: 2, message: /MODS record without a title/ })
  })
})
