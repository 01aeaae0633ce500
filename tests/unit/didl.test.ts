// The DIDL reader alone (the import of a whole delivery is in tests/integration/import-deliveries.test.ts).
import { describe, expect, it } from 'vitest'
import { didlDate, readArticleText, readDidl } from '../../src/ingest/didl'
import { IngestError } from '../../src/ingest/types'

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
    const pkg = readDidl(didl(page('001') + page('002', article(`${ID}:a0001`)) + article(`${ID}:p001:a0002`) + article(`${ID}:a0003`)), '/in/didl.xml')
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
})
