// PAGE-XML where a delivery has no ALTO. Fixtures written here after the structure of real files:
// OCR-D ground truth (OCR-D/assets, kant_aufklaerung_1784 OCR-D-GT-PAGE: the 2019 namespace, Words
// with Coords points, punctuation and line-end hyphens as Words of their own, a ReadingOrder whose
// order is not the document's), Transkribus and Kraken exports (TextLines with only the line's
// TextEquiv, `custom="readingOrder {index:0;}"`), the 2010 schema (Coords as Point children),
// tables (TextRegions inside a TableRegion) and alternative readings (TextEquiv index).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pageText } from '#src/ingest/page-text.ts'
import { sniff } from '#src/ingest/loader.ts'
import { readPageXml } from '#src/ingest/formats/page/read.ts'
import { IngestError } from '#src/ingest/types.ts'
import { GROUND_TRUTH, NS_2013, NS_2019, coords, pcgts, word } from '../fixtures/page-xml'

describe('readPageXml', () => {
  it('reads OCR-D ground truth: regions in reading order, words with their boxes, a hyphen written as a word joined', () => {
    const page = readPageXml(GROUND_TRUTH, '/in/PAGE_0017.xml')
    expect(page).toMatchObject({ width: 1000, height: 2000, unit: 'pixel' })
    expect(page.blocks.map((block) => [block.id, block.kind])).toEqual([
      ['r_head', 'text'],
      ['r_body', 'text'],
      ['r_img', 'illustration'],
    ])
    expect(pageText(page)).toBe('Berliniſche Monatsſchrift\n\nAufklaͤrung iſt Menſchen\nAusgang')
    // Boxes are page-relative (0..10000), from the bounding box of the points.
    expect(page.blocks[0]?.box).toEqual({ x: 1000, y: 1500, w: 8000, h: 400 })
    expect(page.blocks[1]?.lines[0]?.words[0]).toEqual({ content: 'Aufklaͤrung', box: { x: 1000, y: 2500, w: 3000, h: 200 } })
    expect(sniff(GROUND_TRUTH)).toBe('page-xml')
  })

  it('splits a Transkribus or Kraken line that has only its text, each word with its share of the line', () => {
    const xml = pcgts(
      NS_2013,
      `<Page imageFilename="0001.jpg" imageWidth="2000" imageHeight="3000">
      <TextRegion id="r1" custom="readingOrder {index:0;}">${coords(0, 0, 2000, 100)}
        <TextLine id="r1l1" custom="readingOrder {index:0;}">${coords(0, 0, 1000, 50)}<Baseline points="0,45 1000,45"/>
          <TextEquiv conf="0.93"><Unicode>Die oﬃcielle Wahl¬</Unicode></TextEquiv></TextLine>
        <TextLine id="r1l2" custom="readingOrder {index:1;}">${coords(0, 50, 1000, 50)}<TextEquiv><Unicode>commiſſion tagt.</Unicode></TextEquiv></TextLine>
      </TextRegion></Page>`,
    )
    const page = readPageXml(xml, '/in/0001.xml')
    expect(pageText(page)).toBe('Die oﬃcielle Wahlcommiſſion\ntagt.')
    const [first, second] = page.blocks[0]?.lines[0]?.words ?? []
    expect(first).toMatchObject({ content: 'Die', confidence: 0.93 })
    expect(first?.box.x).toBe(0)
    expect((second?.box.x ?? 0) > (first?.box.x ?? 0)).toBe(true)
  })

  it('reads the 2010 schema (Point children), a table of text regions, the lowest-index reading, and text only at region level', () => {
    const points = (x: number, y: number, w: number, h: number) =>
      `<Coords><Point x="${x}" y="${y}"/><Point x="${x + w}" y="${y}"/><Point x="${x + w}" y="${y + h}"/><Point x="${x}" y="${y + h}"/></Coords>`
    const xml = pcgts(
      'http://schema.primaresearch.org/PAGE/gts/pagecontent/2010-03-19',
      `<Page imageWidth="100" imageHeight="100">
      <TableRegion id="t1">${points(0, 0, 100, 50)}
        <TextRegion id="t1c1">${points(0, 0, 50, 50)}<TextLine id="l1">${points(0, 0, 50, 10)}
          <TextEquiv index="2"><Unicode>Rogen</Unicode></TextEquiv><TextEquiv index="1"><Unicode>Roggen</Unicode></TextEquiv></TextLine></TextRegion>
        <TextRegion id="t1c2">${points(50, 0, 50, 50)}<TextLine id="l2">${points(50, 0, 50, 10)}<TextEquiv><Unicode>12 fl.</Unicode></TextEquiv></TextLine></TextRegion>
      </TableRegion>
      <TextRegion id="r2">${points(0, 60, 100, 40)}<TextEquiv><Unicode>Erste Zeile
Zweite Zeile</Unicode></TextEquiv></TextRegion>
      <SeparatorRegion id="s1">${points(0, 55, 100, 2)}</SeparatorRegion></Page>`,
    )
    const page = readPageXml(xml, '/in/p.xml')
    expect(page.blocks.map((block) => [block.id, block.kind])).toEqual([
      ['t1', 'composed'],
      ['t1c1', 'text'],
      ['t1c2', 'text'],
      ['r2', 'text'],
      ['s1', 'graphic'],
    ])
    // The table's text is its cells' (once in the page text), the region's lines share its height.
    expect(pageText(page)).toBe('Roggen\n\n12 fl.\n\nErste Zeile\nZweite Zeile')
    expect(page.blocks.find((block) => block.id === 't1')?.lines).toHaveLength(2)
    expect(page.blocks.find((block) => block.id === 'r2')?.lines.map((line) => line.words[0]?.box.y)).toEqual([6000, 8000])
  })

  it('refuses what is not PAGE, and a page over the word limit, with the file and line', () => {
    expect(() => readPageXml('<alto/>', '/in/x.xml')).toThrow(new IngestError('/in/x.xml', 1, 'expected a PAGE-XML document (<PcGts>), found <alto>'))
    expect(() => readPageXml(pcgts(NS_2019, ''), '/in/x.xml')).toThrow('the PAGE-XML document has no <Page>')
    const long = 'x'.repeat(1001)
    const xml = pcgts(NS_2019, `<Page>\n<TextRegion id="r">${coords(0, 0, 1, 1)}\n<TextLine id="l">${word(long, 0, 0, 1)}</TextLine></TextRegion></Page>`)
    expect(() => readPageXml(xml, '/in/x.xml')).toThrow(/^\/in\/x\.xml:4: a word is 1,001 characters long/)
  })

  it('never loses a letter, whatever the line-end hyphens, and changes nothing without them (property)', () => {
    const wordArb = fc.stringMatching(/^[A-Za-zäöüſ]{1,8}(?:-|¬| -)?$/)
    fc.assert(
      fc.property(fc.array(fc.array(wordArb, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }), (lines) => {
        const xml = pcgts(
          NS_2019,
          `<Page imageWidth="1000" imageHeight="1000"><TextRegion id="r">${coords(0, 0, 1000, 1000)}${lines
            .map((words, index) => `<TextLine id="l${index}">${coords(0, index * 50, 1000, 40)}<TextEquiv><Unicode>${words.join(' ')}</Unicode></TextEquiv></TextLine>`)
            .join('')}</TextRegion></Page>`,
        )
        const text = pageText(readPageXml(xml, '/in/p.xml'))
        const letters = (value: string) => value.replace(/[\s¬-]/g, '')
        expect(letters(text)).toBe(letters(lines.flat().join('')))
        if (!/[-¬]/.test(lines.flat().join(''))) expect(text.split(/\s+/)).toEqual(lines.flat())
      }),
    )
  })
})
