// The format registry (ADR 033), Dublin Core in METS, and what a DIDL's languages become.
import { describe, expect, it } from 'vitest'
import { readDidl } from '#src/ingest/formats/didl/read.ts'
import { normalizeLanguage } from '#src/domain/languages.ts'
import { checkDocumentWords, MAX_DOCUMENT_WORDS } from '#src/ingest/limits.ts'
import { dcIssueNumber, isDesignationTitle, parseDcDate } from '#src/ingest/crosswalks/dc-read.ts'
import { FORMATS, detectFormat, readOcrPage, sniff, unclaimedReason } from '#src/ingest/registry.ts'
import { rootIs } from '#src/ingest/formats/format.ts'
import { refusal } from '../fixtures/ingest-error'
import { notAnyFormat } from '../fixtures/unclaimed'

describe('the format registry', () => {
  it('has one entry per format, each with an id, a label, extensions and what it does', () => {
    // The formats of this writing are all there; a new one changes no assertion.
    expect(FORMATS.map((format) => [format.id, format.role])).toEqual(
      expect.arrayContaining([
        ['ndnp-reel', 'part'],
        ['mets', 'document'],
        ['ndnp-batch', 'document'],
        ['marc', 'document'],
        ['didl', 'document'],
        ['article-text', 'part'],
        ['tei', 'document'],
        ['olive', 'document'],
        ['olive-part', 'part'],
        ['gale', 'document'],
        ['iarchives', 'document'],
        ['iarchives-part', 'part'],
        ['alto', 'page'],
        ['page-xml', 'page'],
        ['abbyy', 'page'],
        ['hocr', 'page'],
        ['iiif', 'document'],
        ['iiif2', 'document'],
      ]),
    )
    expect(new Set(FORMATS.map((format) => format.id)).size).toBe(FORMATS.length)
    for (const format of FORMATS) {
      expect(format.label).not.toBe('')
      expect(format.extensions.length).toBeGreaterThan(0)
      for (const extension of format.extensions) expect(extension).toMatch(/^\.[a-z0-9]+$/)
    }
    // The more specific is asked first: a reel METS before METS.
    const order = FORMATS.map((format) => format.id)
    expect(order.indexOf('ndnp-reel')).toBeLessThan(order.indexOf('mets'))
  })

  it('claims a file by its root element, whatever the prefix, and after a comment or a doctype', () => {
    expect(sniff('<?xml version="1.0"?>\n<!-- made by docWorks <mets> -->\n<METS:mets xmlns:METS="x">')).toBe('mets')
    expect(sniff('<mets PROFILE="urn:library-of-congress:mets:profiles:ndnp:reel:v1.1">')).toBe('ndnp-reel')
    expect(sniff('<alto xmlns="http://www.loc.gov/standards/alto/ns-v3#">')).toBe('alto')
    expect(sniff('<pc:PcGts xmlns:pc="x">')).toBe('page-xml')
    expect(sniff('<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader>')).toBe('tei')
    expect(sniff('<?xml version="1.0" encoding="windows-1252"?><Xmd_toc PUBLICATION="GDL" ISSUE_DATE="02/01/1900">')).toBe('olive')
    expect(sniff('<?xml version="1.0" encoding="windows-1252"?><XMD-entity ID="Ar00100">')).toBe('olive-part')
    expect(sniff('<document xmlns="http://www.abbyy.com/FineReader_xml/FineReader10-schema-v1.xml">')).toBe('abbyy')
    expect(sniff('<page width="1854" height="2383"><block blockType="Text" l="1" t="1" r="2" b="2">')).toBe('abbyy')
    expect(sniff('<html><head><meta name="ocr-system" content="tesseract"/></head><body><div class="ocr_page">')).toBe('hocr')
    expect(sniff('<rss><channel/></rss>')).toBe('unknown')
  })

  it('asks a root element by its local name in any case, the name written as the format writes it or in lower case', () => {
    expect(rootIs('<?xml version="1.0"?>\n<DjVuXML><BODY/></DjVuXML>', 'DjVuXML')).toBe(true)
    expect(rootIs('<djvuxml/>', 'DjVuXML')).toBe(true)
    expect(rootIs('<x:PcGts xmlns:x="y">', 'pcgts', 'alto')).toBe(true)
    expect(rootIs('<DjVuXML/>', 'djvu')).toBe(false)
    expect(rootIs('no markup', 'DjVuXML')).toBe(false)
  })

  it('takes JSON as IIIF only when its @context says so, or when it has none and a Presentation 3 type', () => {
    expect(detectFormat('{"@context": "http://iiif.io/api/presentation/3/context.json", "type": "Manifest"}', 'm.json')?.id).toBe('iiif')
    expect(detectFormat('{"@context": ["http://www.w3.org/ns/anno.jsonld", "http://iiif.io/api/presentation/3/context.json"]}', 'm.json')?.id).toBe('iiif')
    expect(detectFormat('{"id": "x", "type": "Collection", "items": []}', 'c.json')?.id).toBe('iiif')
    // An EXIF dump, a vendor's ticket: not read.
    expect(detectFormat('[{"SourceFile": "0001.jpg", "ImageWidth": 4000}]', 'exif.json')).toBeUndefined()
    expect(detectFormat('{"ticket": 4711, "type": "delivery"}', 'ticket.json')).toBeUndefined()
    // Presentation 2 by its @context, or by its sc: type without one.
    expect(detectFormat('{"@context": "http://iiif.io/api/presentation/2/context.json", "@type": "sc:Manifest"}', 'm.json')?.id).toBe('iiif2')
    expect(detectFormat('{"@id": "x", "@type": "sc:Collection", "manifests": []}', 'c.json')?.id).toBe('iiif2')
  })

  it('says why a file is not read', () => {
    expect(unclaimedReason('[{"SourceFile": "0001.jpg"}]', 'exif.json')).toBe('JSON without a IIIF "@context": not a IIIF resource')
    expect(unclaimedReason('{"@context": "http://schema.org"}', 'x.json')).toMatch(/"@context" names no IIIF Presentation API/)
    // By its shape: every label of a format read for itself or as a page, then the root element found.
    const reason = unclaimedReason('<?xml version="1.0"?><rss/>', 'feed.xml')
    expect(reason).toMatch(notAnyFormat('rss'))
    for (const format of FORMATS.filter((candidate) => candidate.role !== 'part')) expect(reason).toContain(format.label)
    expect(reason).not.toContain('NDNP reel METS')
    // HTML that is not hOCR (an index page beside the files).
    expect(detectFormat('<!DOCTYPE html><html><head><title>Lieferung</title></head><body><p>Inhalt</p></body></html>', 'index.html')).toBeUndefined()
    expect(unclaimedReason('<!DOCTYPE html><html><head><title>Lieferung</title></head>', 'index.html')).toMatch(/\(its root element is <html>\)$/)
  })
})

describe('a page named by a package', () => {
  it('is read by the page format its content is in, and a file of several pages is refused where one page is named', () => {
    const hocr = (pages: number) =>
      `<html><head><meta name="ocr-system" content="tesseract"/></head><body>${Array.from({ length: pages }, (_, i) => `<div class="ocr_page" title="bbox 0 0 100 100"><span class="ocr_line" title="bbox 0 0 50 10"><span class="ocrx_word" title="bbox 0 0 50 10; x_wconf 80">Seite${i + 1}</span></span></div>`).join('')}</body></html>`
    expect(readOcrPage(hocr(1), '/in/ocr/0001.hocr').blocks[0]?.lines[0]?.words[0]).toEqual({ content: 'Seite1', box: { x: 0, y: 0, w: 5000, h: 1000 }, confidence: 0.8 })
    const error = refusal(() => readOcrPage(hocr(2), '/in/ocr/book.hocr'))
    expect(error.message).toBe('/in/ocr/book.hocr: the hOCR file holds 2 pages, where the file naming it expects the OCR of one page')
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
