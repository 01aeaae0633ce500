// The format registry (ADR 033), Dublin Core in METS, and what a DIDL's languages become.
import { describe, expect, it } from 'vitest'
import { readDidl } from '../../src/ingest/didl'
import { normalizeLanguage } from '../../src/ingest/languages'
import { checkDocumentWords, MAX_DOCUMENT_WORDS } from '../../src/ingest/limits'
import { dcIssueNumber, isDesignationTitle, parseDcDate } from '../../src/ingest/mets-dc'
import { FORMATS, detectFormat, sniff, unclaimedReason } from '../../src/ingest/registry'
import { refusal } from '../fixtures/ingest-error'

describe('the format registry', () => {
  it('has one entry per format, each with an id, a label, extensions and what it does', () => {
    expect(FORMATS.map((format) => [format.id, format.role])).toEqual([
      ['ndnp-reel', 'part'],
      ['mets', 'document'],
      ['ndnp-batch', 'document'],
      ['marc', 'document'],
      ['didl', 'document'],
      ['article-text', 'part'],
      ['alto', 'page'],
      ['page-xml', 'page'],
      ['iiif', 'document'],
    ])
    expect(new Set(FORMATS.map((format) => format.id)).size).toBe(FORMATS.length)
  })

  it('claims a file by its root element, whatever the prefix, and after a comment or a doctype', () => {
    expect(sniff('<?xml version="1.0"?>\n<!-- made by docWorks <mets> -->\n<METS:mets xmlns:METS="x">')).toBe('mets')
    expect(sniff('<mets PROFILE="urn:library-of-congress:mets:profiles:ndnp:reel:v1.1">')).toBe('ndnp-reel')
    expect(sniff('<alto xmlns="http://www.loc.gov/standards/alto/ns-v3#">')).toBe('alto')
    expect(sniff('<pc:PcGts xmlns:pc="x">')).toBe('page-xml')
    expect(sniff('<rss><channel/></rss>')).toBe('unknown')
  })

  it('takes JSON as IIIF only when its @context says so, or when it has none and a Presentation 3 type', () => {
    expect(detectFormat('{"@context": "http://iiif.io/api/presentation/3/context.json", "type": "Manifest"}', 'm.json')?.id).toBe('iiif')
    expect(detectFormat('{"@context": ["http://www.w3.org/ns/anno.jsonld", "http://iiif.io/api/presentation/3/context.json"]}', 'm.json')?.id).toBe('iiif')
    expect(detectFormat('{"id": "x", "type": "Collection", "items": []}', 'c.json')?.id).toBe('iiif')
    // An EXIF dump, a vendor's ticket, a Presentation 2 manifest (no reader for it here).
    expect(detectFormat('[{"SourceFile": "0001.jpg", "ImageWidth": 4000}]', 'exif.json')).toBeUndefined()
    expect(detectFormat('{"ticket": 4711, "type": "delivery"}', 'ticket.json')).toBeUndefined()
    expect(detectFormat('{"@context": "http://iiif.io/api/presentation/2/context.json", "@type": "sc:Manifest"}', 'm.json')).toBeUndefined()
  })

  it('says why a file is not read', () => {
    expect(unclaimedReason('[{"SourceFile": "0001.jpg"}]', 'exif.json')).toBe('JSON without a IIIF "@context": not a IIIF resource')
    expect(unclaimedReason('{"@context": "http://schema.org"}', 'x.json')).toMatch(/"@context" names no IIIF Presentation API/)
    expect(unclaimedReason('<?xml version="1.0"?><rss/>', 'feed.xml')).toBe('not a METS, NDNP batch, MARCXML, MPEG-21 DIDL, ALTO, PAGE or IIIF file (its root element is <rss>)')
  })
})

describe('Dublin Core in METS', () => {
  it('reads the date shapes real files use', () => {
    expect(['1898/02/14', '14.02.1898', '1898-02-14', '1898', '1898-02', '1898/2/4', '1898-02-14T00:00:00Z', '1898/02/30', 'février 1898'].map(parseDcDate)).toEqual([
      '1898-02-14',
      '1898-02-14',
      '1898-02-14',
      '1898',
      '1898-02',
      '1898-02-04',
      '1898-02-14',
      undefined,
      undefined,
    ])
  })

  it('maps ISO 639-2 and 639-3 codes onto the store codes', () => {
    expect(['fre', 'fra', 'ger', 'deu', 'ltz', 'nob', 'roh', 'dut', 'zxx'].map(normalizeLanguage)).toEqual(['fr', 'fr', 'de', 'de', 'lb', 'nb', 'rm', 'nl', undefined])
  })

  it('takes the sequential designation that is a number as the issue number, and a designation is no title', () => {
    expect(dcIssueNumber(['Année 2', 'Numéro 68'])).toBe('68')
    expect(dcIssueNumber(['Jahrgang 5', 'Nr. 12'])).toBe('12')
    expect(dcIssueNumber(['12'])).toBe('12')
    expect(dcIssueNumber([])).toBeUndefined()
    const record = { titles: [], dates: ['1898/02/14'], languages: [], designations: ['Année 2', 'Numéro 68'], identifiers: [], publishers: [], relations: [] }
    expect(isDesignationTitle('1898/02/14 (Année 2, Numéro 68)', record)).toBe(true)
    expect(isDesignationTitle('La Fronde', record)).toBe(false)
  })
})

describe('the document limit', () => {
  it('refuses a document of more than 2,000,000 words with the file, the count and the limit', () => {
    expect(MAX_DOCUMENT_WORDS).toBe(2_000_000)
    expect(() => checkDocumentWords(2_000_000, 20, '/in/mets.xml')).not.toThrow()
    const error = refusal(() => checkDocumentWords(2_000_001, 21, '/in/mets.xml'))
    expect(error.file).toBe('/in/mets.xml')
    expect(error.message).toBe('/in/mets.xml: the document holds more than 2,000,000 words (2,000,001 on its first 21 pages), over the limit of 2,000,000 words for one issue or item')
  })
})

describe('a DIDL naming two languages', () => {
  it('keeps both', () => {
    const didl =
      '<didl:DIDL xmlns:didl="urn:mpeg:mpeg21:2002:02-DIDL-NS"><didl:Item><didl:Component><didl:Resource><srw_dc:dcx><dc:title>Le Courrier</dc:title><dc:date>1890/05/01</dc:date>' +
      '<dc:language>fr</dc:language><dc:language>nl</dc:language></srw_dc:dcx></didl:Resource></didl:Component>' +
      '<didl:Item dc:identifier="x:p001"><didl:Component><didl:Resource ref="u:p001:alto" dcx:filename="p001_alto.xml"/></didl:Component></didl:Item></didl:Item></didl:DIDL>'
    expect(readDidl(didl, '/in/didl.xml')[0]?.languages).toEqual(['fr', 'nl'])
  })
})
