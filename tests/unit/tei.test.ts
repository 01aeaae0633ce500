// TEI P5: a real page2tei export of Transkribus (Wienerisches Diarium of 15 March 1741, dariok/page2tei's
// test data), and generated files for DTA-like editions (divisions with heads, w with cert, lb break="no",
// choice) and hostile input.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageText } from '#src/ingest/page-text.ts'
import { detect, readTei } from '#src/ingest/formats/tei/read.ts'
import type { AltoPage } from '#src/ingest/types.ts'
import { refusal } from '../fixtures/ingest-error'

const REAL = join(import.meta.dirname, '../fixtures/tei/wd17410315/page2tei.xml')
const text = (page: AltoPage | undefined) => pageText(page ?? { width: 0, height: 0, unit: 'pixel', blocks: [] })
const tei = (header: string, body: string, facsimile = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc>${header}</fileDesc></teiHeader>${facsimile}<text><body>${body}</body></text></TEI>`

describe('readTei', () => {
  it('reads the real page2tei export: pages from pb and facsimile surfaces, blocks and lines with their zones, Fraktur hyphens joined', () => {
    const xml = readFileSync(REAL, 'utf8')
    expect(detect(xml.slice(0, 4096), REAL)).toBe(true)
    const { package: pkg, pages, warnings } = readTei(xml, REAL)
    expect(warnings).toEqual([])
    expect(pkg).toMatchObject({ kind: 'item', title: 'wd17410315', titleFromFile: true, units: [] })
    // Transkribus's account holder is not a publisher.
    expect(pkg.publisher).toBeUndefined()
    expect(pkg.pages.map((page) => [page.sequence, page.label, page.imageHref])).toEqual([
      [1, '1', '0001_17410315-000.png'],
      [2, '2', '0002_17410315-001.png'],
    ])
    const first = pages.get(1)
    expect(first).toMatchObject({ width: 1639, height: 2193 })
    expect(text(first)).toContain('Ano 1741. (Num. 21.) 15. Martii.')
    expect(text(first)).toContain('Mit Jhrer Königlichen Majestät Freyheit.')
    // "ei=" at a line's end and "nen" are one word; "Welt=" before a new paragraph keeps its hyphen.
    expect(text(first)).toContain('verliehenen Jubilæo durch einen\nallgemeinen Umgang der Welt-')
    expect(text(pages.get(2))).toContain('Knäs Drutzkoy')
    // "Wienerisches" has the box of its line zone (facs_1_line_…): points 548..934 × 224..311 on 1639 × 2193.
    const word = first?.blocks[2]?.lines[0]?.words[0]
    expect(word?.content).toBe('Wienerisches')
    expect(word?.box).toEqual({ x: 3344, y: 1021, w: 2355, h: 397 })
  })

  it('reads an edition: header metadata, divisions as units with their heads, w with cert, lb break="no", choice, notes, a page break inside a paragraph', () => {
    const xml = tei(
      `<titleStmt><title type="main">Berlinische Monatsschrift</title><title type="sub">Dezember 1784</title><author>Immanuel Kant</author></titleStmt>
       <publicationStmt><publisher>Deutsches Textarchiv</publisher><date when="2010">2010</date><idno type="DTADirName">kant_aufklaerung_1784</idno></publicationStmt>
       <sourceDesc><bibl><title level="a">Beantwortung der Frage</title><date when="1784-12">1784</date><publisher>Haude und Spener</publisher></bibl></sourceDesc></fileDesc><profileDesc><langUsage><language ident="deu">Deutsch</language></langUsage></profileDesc><fileDesc>`,
      `<pb facs="#f0001" n="481"/><div type="article"><head>Beantwortung der Frage: <lb/>Was iſt Aufklärung?</head>
        <p><w cert="high">Aufklärung</w> <w cert="0.4">iſt</w> der Ausgang des Men<lb break="no"/>ſchen aus ſeiner <choice><sic>ſelbſt verſchuldeten</sic><corr>selbstverschuldeten</corr></choice> Unmündigkeit.
        Unmündigkeit iſt das <pb facs="#f0002" n="482"/>Unvermögen, ſich ſeines Verſtandes zu bedienen.</p></div>
        <div type="advertisement"><p>Bey Haude und Spener iſt zu haben</p></div>`,
      `<facsimile><surface xml:id="f0001" ulx="0" uly="0" lrx="1000" lry="2000"><graphic url="https://iiif.example.org/iiif/kant/0001/full/full/0/default.jpg"/></surface><surface xml:id="f0002"><graphic url="scans/0002.jpg" width="1000px" height="2000px"/></surface></facsimile>`,
    )
    const { package: pkg, pages } = readTei(xml, '/in/kant.xml')
    expect(pkg).toMatchObject({ kind: 'item', documentType: 'book', title: 'Berlinische Monatsschrift', parentId: 'kant-aufklaerung-1784', date: '1784', languages: ['de'], authors: ['Immanuel Kant'], publisher: 'Haude und Spener' })
    expect(pkg.titleFromFile).toBeUndefined()
    expect(pkg.pages).toEqual([
      { sequence: 1, label: '481', imageService: 'https://iiif.example.org/iiif/kant/0001' },
      { sequence: 2, label: '482', imageHref: 'scans/0002.jpg', imagePath: '/in/scans/0002.jpg' },
    ])
    expect(pkg.units.map((unit) => [unit.type, unit.title, unit.blocks.map((block) => `${block.pageSequence}:${block.blockId}`)])).toEqual([
      ['article', 'Beantwortung der Frage: Was iſt Aufklärung?', ['1:block-1', '1:block-2', '2:block-2-p2']],
      ['advertisement', undefined, ['2:block-3']],
    ])
    expect(pkg.units[0]?.headingBlocks).toEqual([{ pageSequence: 1, blockId: 'block-1' }])
    expect(text(pages.get(1))).toBe('Beantwortung der Frage:\nWas iſt Aufklärung?\n\nAufklärung iſt der Ausgang des Menſchen\naus ſeiner selbstverschuldeten Unmündigkeit. Unmündigkeit iſt das')
    expect(text(pages.get(2))).toBe('Unvermögen, ſich ſeines Verſtandes zu bedienen.\n\nBey Haude und Spener iſt zu haben')
    const [aufklaerung, ist] = pages.get(1)?.blocks[1]?.lines[0]?.words ?? []
    expect(aufklaerung?.confidence).toBe(0.9)
    expect(ist?.confidence).toBe(0.4)
  })

  it('reads a periodical issue (title level="j"), a TEI without namespace, and refuses what is not TEI or hostile', () => {
    const issue = tei(
      `<titleStmt><title>Die Fackel, Nr. 1</title></titleStmt><sourceDesc><biblStruct><monogr><title level="j">Die Fackel</title><imprint><date when="1899-04-01"/><biblScope unit="issue">1</biblScope></imprint></monogr></biblStruct></sourceDesc>`,
      '<p>Wien, im April</p>',
    ).replace(' xmlns="http://www.tei-c.org/ns/1.0"', '')
    expect(detect(issue, 'fackel.xml')).toBe(true)
    expect(readTei(issue, '/in/fackel.xml').package).toMatchObject({ kind: 'issue', documentType: 'newspaper', title: 'Die Fackel', date: '1899-04-01', number: '1', parentId: 'die-fackel' })
    expect(detect('<?xml version="1.0"?><mets:mets xmlns:mets="http://www.loc.gov/METS/">', 'mets.xml')).toBe(false)
    expect(refusal(() => readTei('<mets/>', '/in/mets.xml')).message).toMatch(/expected a TEI document/)
    expect(refusal(() => readTei('<TEI><teiHeader/></TEI>', '/in/empty.xml')).message).toMatch(/no <text>/)
    const long = refusal(() => readTei(tei(`<titleStmt><title>${'T'.repeat(2_001)}</title></titleStmt>`, '<p>x</p>'), '/in/long.xml'))
    expect(long.message).toMatch(/the title is 2,001 characters long, over the limit of 2,000/)
    expect(long.line).toBe(2)
    const pbs = refusal(() => readTei(tei('<titleStmt><title>x</title></titleStmt>', '<pb/>a'.repeat(20_001)), '/in/pages.xml'))
    expect(pbs.message).toMatch(/more than 20,000 pages/)
    const deep = refusal(() => readTei(tei('<titleStmt><title>x</title></titleStmt>', `${'<div>'.repeat(1_100)}${'</div>'.repeat(1_100)}`), '/in/deep.xml'))
    expect(deep.message).toMatch(/nested more than 1,000 deep/)
    const bomb = refusal(() => readTei('<!DOCTYPE TEI [<!ENTITY a "x">]><TEI>&a;</TEI>', '/in/bomb.xml'))
    expect(bomb.message).toMatch(/entity declarations are not allowed/)
  })
})
