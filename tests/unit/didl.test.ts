// The DIDL reader alone (the import of a whole delivery is in tests/integration/import-deliveries.test.ts).
import { describe, expect, it } from 'vitest'
import { didlDate, readArticleText, readDidl } from '#src/ingest/formats/didl/read.ts'
import { sniff } from '#src/ingest/loader.ts'
import { IngestError } from '#src/ingest/types.ts'

const ID = 'ddd:010284888:mpeg21'
const page = (n: string, inner = '') =>
  `<didl:Item dc:identifier="${ID}:p${n}"><didl:Component><didl:Resource mimeType="text/xml" ref="http://resolver.kb.nl/resolve?urn=${ID}:p${n}:alto" dcx:filename="p${n}_alto.xml"/></didl:Component>${inner}</didl:Item>`
const article = (id: string) =>
  `<didl:Item dc:identifier="${id}"><didl:Component><didl:Resource mimeType="text/xml"><srw_dc:dcx><dc:title>T</dc:title><dc:subject>advertentie</dc:subject></srw_dc:dcx></didl:Resource></didl:Component>` +
  `<didl:Component><didl:Resource mimeType="text/xml" ref="http://resolver.kb.nl/resolve?urn=${id}:ocr" dcx:filename="${id.split(':').at(-1)}_articletext.xml"/></didl:Component></didl:Item>`
const didl = (items: string) =>
  `<didl:DIDL xmlns:didl="urn:mpeg:mpeg21:2002:02-DIDL-NS"><didl:Item><didl:Component><didl:Resource><srw_dc:dcx><dc:title>Het nieuws van den dag</dc:title><dc:date>1890/05/01</dc:date><dc:language>nl</dc:language></srw_dc:dcx></didl:Resource></didl:Component>${items}</didl:Item></didl:DIDL>`

describe('readDidl', () => {
  it('puts an article on the page its id names (…:p011:a0239) or the page Item it sits in', () => {
    const packages = readDidl(didl(page('001') + page('002', article(`${ID}:a0001`)) + article(`${ID}:p001:a0002`) + article(`${ID}:a0003`)), '/in/didl.xml')
    expect(packages).toHaveLength(1)
    const pkg = packages[0]
    if (!pkg) return
    expect(pkg).toMatchObject({ title: 'Het nieuws van den dag', date: '1890-05-01', languages: ['nl'], parentId: 'het-nieuws-van-den-dag' })
    expect(pkg.pages.map((p) => [p.sequence, p.altoPath])).toEqual([
      [1, '/in/p001_alto.xml'],
      [2, '/in/p002_alto.xml'],
    ])
    expect(pkg.units.map((unit) => [unit.id, unit.type, unit.page, unit.textPath])).toEqual([
      ['a0001', 'advertisement', 2, '/in/a0001_articletext.xml'],
      ['a0002', 'advertisement', 1, '/in/a0002_articletext.xml'],
      ['a0003', 'advertisement', undefined, '/in/a0003_articletext.xml'],
    ])
  })

  it('refuses a DIDL with no ALTO page, and reads the date forms of Dublin Core', () => {
    expect(() => readDidl(didl(article(`${ID}:a0001`)), '/in/didl.xml')).toThrow(IngestError)
    expect([didlDate('1890-05-01'), didlDate('1890/05/01'), didlDate('01-05-1890'), didlDate('mei 1890')]).toEqual(['1890-05-01', '1890-05-01', '1890-05-01', undefined])
  })

  it('reads an article text, paragraphs on lines of their own', () => {
    const text = readArticleText('<text xmlns:xsi="x" xsi:noNamespaceSchemaLocation="articletext.xsd"><title>Kort</title><p>Eerste.</p><p> </p><p>Tweede.</p></text>', '/in/a.xml')
    expect(text).toEqual({ title: 'Kort', text: 'Eerste.\nTweede.' })
  })

  it('reads every DIDL record of an OAI-PMH response, and says why when it holds none', () => {
    const records = ['1890/05/01', '1890/05/02']
      .map((date) => `<record><header><identifier>DDD:x</identifier></header><metadata>${didl(page('001')).replace('1890/05/01', date)}</metadata></record>`)
      .join('')
    const deleted = '<record><header status="deleted"><identifier>DDD:y</identifier></header></record>'
    const response = `<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><request verb="ListRecords" metadataPrefix="didl">u</request><ListRecords>${records}${deleted}</ListRecords></OAI-PMH>`
    expect(readDidl(response, '/in/harvest.xml').map((pkg) => pkg.date)).toEqual(['1890-05-01', '1890-05-02'])
    expect(sniff(response)).toBe('didl')
    const refused = `<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><request verb="GetRecord" metadataPrefix="didl">u</request>\n<error code="idDoesNotExist">No matching identifier</error></OAI-PMH>`
    expect(() => readDidl(refused, '/in/harvest.xml')).toThrow('/in/harvest.xml:2: an OAI-PMH response, but the response is an error: idDoesNotExist No matching identifier')
    // An OAI-PMH response of another metadata format is not taken for a DIDL: the OAI-PMH record reader claims it (ADR 074).
    expect(sniff('<OAI-PMH><request verb="GetRecord" metadataPrefix="oai_dc">u</request></OAI-PMH>')).toBe('oai-pmh')
  })

  it('knows an article text by its content, with or without a schema reference', () => {
    expect(sniff('<?xml version="1.0" encoding="UTF-8"?>\n<text>\n\t<title></title>\n\t<p>ADVERTENTIEN.</p>\n</text>')).toBe('article-text')
    expect(sniff('<text xsi:noNamespaceSchemaLocation="articletext.xsd"><p>x</p></text>')).toBe('article-text')
    expect(sniff('<text><body>x</body></text>')).toBe('unknown')
  })
})
