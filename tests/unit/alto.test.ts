import { describe, expect, it } from 'vitest'
import { readAlto } from '#src/ingest/formats/alto/read.ts'
import { blockText, pageText } from '#src/ingest/page-text.ts'
import type { AltoBlock, IngestError } from '#src/ingest/types.ts'
import { refusal } from '../fixtures/ingest-error'

/** The IngestError readAlto throws for `xml`, so its fields can be checked. */
function ingestError(xml: string): IngestError {
  return refusal(() => readAlto(xml, 'page.xml'))
}

function block(blocks: AltoBlock[], id: string): AltoBlock {
  const found = blocks.find((b) => b.id === id)
  if (!found) throw new Error(`no block ${id}`)
  return found
}

const V14_PIXEL = `<?xml version="1.0" encoding="UTF-8"?>
<alto xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://schema.ccs-gmbh.com/docworks/alto-1-4.xsd">
  <Description>
    <MeasurementUnit>pixel</MeasurementUnit>
  </Description>
  <Layout>
    <Page ID="P1" WIDTH="1000" HEIGHT="2000">
      <TopMargin ID="P1_TM00001" HPOS="0" VPOS="0" WIDTH="1000" HEIGHT="50"/>
      <PrintSpace ID="P1_PS00001" HPOS="0" VPOS="50" WIDTH="1000" HEIGHT="1900">
        <TextBlock ID="P1_TB00001" HPOS="100" VPOS="200" WIDTH="500" HEIGHT="100">
          <TextLine ID="P1_TL00001" HPOS="100" VPOS="200" WIDTH="500" HEIGHT="50">
            <String ID="P1_ST00001" HPOS="100" VPOS="200" WIDTH="200" HEIGHT="50" CONTENT="London" WC="0.95"/>
            <SP HPOS="300" VPOS="200" WIDTH="50"/>
            <String ID="P1_ST00002" HPOS="350" VPOS="200" WIDTH="250" HEIGHT="50" CONTENT="Gazette"/>
          </TextLine>
          <TextLine ID="P1_TL00002" HPOS="100" VPOS="250" WIDTH="100" HEIGHT="50">
            <String ID="P1_ST00003" HPOS="100" VPOS="250" WIDTH="100" HEIGHT="50" CONTENT="1855." WC="1"/>
          </TextLine>
        </TextBlock>
      </PrintSpace>
    </Page>
  </Layout>
</alto>
`

const V3_PREFIXED_MM10 = `<?xml version="1.0" encoding="UTF-8"?>
<alto:alto xmlns:alto="http://www.loc.gov/standards/alto/ns-v3#" xmlns:xlink="http://www.w3.org/1999/xlink">
  <alto:Description><alto:MeasurementUnit>mm10</alto:MeasurementUnit></alto:Description>
  <alto:Layout>
    <alto:Page ID="P1" WIDTH="2580" HEIGHT="4060">
      <alto:PrintSpace HPOS="0" VPOS="0" WIDTH="2580" HEIGHT="4060">
        <alto:TextBlock ID="P1_TB00001" HPOS="129" VPOS="406" WIDTH="1290" HEIGHT="203" LANG="de">
          <alto:TextLine HPOS="129" VPOS="406" WIDTH="1290" HEIGHT="203">
            <alto:String HPOS="129" VPOS="406" WIDTH="645" HEIGHT="203" CONTENT="Luxemburger" WC="0.83"/>
            <alto:SP HPOS="774" VPOS="406" WIDTH="20"/>
            <alto:String HPOS="800" VPOS="406" WIDTH="619" HEIGHT="203" CONTENT="Zeitung" WC="0.5"/>
          </alto:TextLine>
        </alto:TextBlock>
      </alto:PrintSpace>
    </alto:Page>
  </alto:Layout>
</alto:alto>
`

const V2_INCH1200 = `<?xml version="1.0" encoding="UTF-8"?>
<alto xmlns="http://www.loc.gov/standards/alto/ns-v2#">
 <Description>
  <MeasurementUnit>inch1200</MeasurementUnit>
 </Description>
 <Layout>
  <Page ID="P1" HEIGHT="18000" WIDTH="12000" PHYSICAL_IMG_NR="1">
   <PrintSpace HEIGHT="18000" HPOS="0" ID="P001_PS1" VPOS="0" WIDTH="12000">
    <TextBlock HEIGHT="1800" HPOS="1200" ID="TB1" VPOS="1800" WIDTH="6000">
     <TextLine HEIGHT="900" HPOS="1200" ID="TL1" VPOS="1800" WIDTH="6000">
      <String CONTENT="Der" HEIGHT="900" HPOS="1200" ID="ST1" VPOS="1800" WC="0.91" WIDTH="1200" />
      <SP HPOS="2400" VPOS="1800" WIDTH="600" />
      <String CONTENT="Nordstern" HEIGHT="900" HPOS="3000" ID="ST2" VPOS="1800" WC="1.00" WIDTH="4200" />
     </TextLine>
    </TextBlock>
    <Illustration ID="IL1" HPOS="0" VPOS="9000" WIDTH="6000" HEIGHT="9000" />
    <GraphicalElement ID="GE1" HPOS="6000" VPOS="9000" WIDTH="120" HEIGHT="9000" />
   </PrintSpace>
  </Page>
 </Layout>
</alto>
`

/** An ALTO v3 page in pixels of 1000 × 1000 around the given PrintSpace content. */
function page(content: string): string {
  return `<alto xmlns="http://www.loc.gov/standards/alto/ns-v3#"><Description><MeasurementUnit>pixel</MeasurementUnit></Description>
<Layout><Page ID="P1" WIDTH="1000" HEIGHT="1000"><PrintSpace HPOS="0" VPOS="0" WIDTH="1000" HEIGHT="1000">
${content}
</PrintSpace></Page></Layout></alto>`
}

describe('readAlto', () => {
  it('reads ALTO 1.4 without a namespace, in pixels', () => {
    expect(readAlto(V14_PIXEL, 'v14.xml')).toEqual({
      width: 1000,
      height: 2000,
      unit: 'pixel',
      blocks: [
        {
          id: 'P1_TB00001',
          kind: 'text',
          box: { x: 1000, y: 1000, w: 5000, h: 500 },
          lines: [
            {
              words: [
                { content: 'London', box: { x: 1000, y: 1000, w: 2000, h: 250 }, confidence: 0.95 },
                { content: 'Gazette', box: { x: 3500, y: 1000, w: 2500, h: 250 } },
              ],
            },
            { words: [{ content: '1855.', box: { x: 1000, y: 1250, w: 1000, h: 250 }, confidence: 1 }] },
          ],
        },
      ],
    })
  })

  it('leaves out confidence when a String has no WC', () => {
    const word = readAlto(V14_PIXEL, 'v14.xml').blocks[0]?.lines[0]?.words[1]
    expect(word).toBeDefined()
    expect(word && 'confidence' in word).toBe(false)
  })

  it('reads ALTO v3 with an alto: prefix, in mm10', () => {
    expect(readAlto(V3_PREFIXED_MM10, 'v3.xml')).toEqual({
      width: 2580,
      height: 4060,
      unit: 'mm10',
      blocks: [
        {
          id: 'P1_TB00001',
          kind: 'text',
          box: { x: 500, y: 1000, w: 5000, h: 500 },
          lines: [
            {
              words: [
                { content: 'Luxemburger', box: { x: 500, y: 1000, w: 2500, h: 500 }, confidence: 0.83 },
                { content: 'Zeitung', box: { x: 3101, y: 1000, w: 2399, h: 500 }, confidence: 0.5 },
              ],
            },
          ],
          // The block's LANG (ADR 054): the language of its words, for a package that states none.
          language: 'de',
        },
      ],
    })
  })

  it('reads ALTO v2 in inch1200 with illustrations and graphical elements', () => {
    expect(readAlto(V2_INCH1200, 'v2.xml')).toEqual({
      width: 12000,
      height: 18000,
      unit: 'inch1200',
      blocks: [
        {
          id: 'TB1',
          kind: 'text',
          box: { x: 1000, y: 1000, w: 5000, h: 1000 },
          lines: [
            {
              words: [
                { content: 'Der', box: { x: 1000, y: 1000, w: 1000, h: 500 }, confidence: 0.91 },
                { content: 'Nordstern', box: { x: 2500, y: 1000, w: 3500, h: 500 }, confidence: 1 },
              ],
            },
          ],
        },
        { id: 'IL1', kind: 'illustration', box: { x: 0, y: 5000, w: 5000, h: 5000 }, lines: [] },
        { id: 'GE1', kind: 'graphic', box: { x: 5000, y: 5000, w: 100, h: 5000 }, lines: [] },
      ],
    })
  })

  it('defaults to pixel when there is no MeasurementUnit', () => {
    const xml = '<alto><Layout><Page WIDTH="10" HEIGHT="10"></Page></Layout></alto>'
    expect(readAlto(xml, 'a.xml')).toEqual({ width: 10, height: 10, unit: 'pixel', blocks: [] })
  })

  it('rejects a MeasurementUnit outside the ALTO schema', () => {
    const error = ingestError('<alto>\n<Description>\n<MeasurementUnit>furlong</MeasurementUnit>\n</Description></alto>')
    expect(error.line).toBe(3)
    expect(error.message).toBe('page.xml:3: unsupported MeasurementUnit "furlong"')
  })

  it('emits SUBS_CONTENT for a hyphenated word and skips its second part', () => {
    const xml = page(`<TextBlock ID="TB1" HPOS="0" VPOS="0" WIDTH="500" HEIGHT="200">
  <TextLine><String HPOS="0" VPOS="0" WIDTH="100" HEIGHT="100" CONTENT="die"/><SP/>
    <String HPOS="150" VPOS="0" WIDTH="300" HEIGHT="100" CONTENT="Vrief" SUBS_TYPE="HypPart1" SUBS_CONTENT="Vriefhulini" WC="0.41"/>
    <HYP HPOS="450" VPOS="0" WIDTH="20" CONTENT="-"/></TextLine>
  <TextLine><String HPOS="0" VPOS="100" WIDTH="200" HEIGHT="100" CONTENT="hulini" SUBS_TYPE="HypPart2" SUBS_CONTENT="Vriefhulini" WC="0.9"/><SP/>
    <String HPOS="250" VPOS="100" WIDTH="100" HEIGHT="100" CONTENT="und"/></TextLine>
</TextBlock>`)
    const result = readAlto(xml, 'hyp.xml')
    expect(result.blocks[0]?.lines).toEqual([
      {
        words: [
          { content: 'die', box: { x: 0, y: 0, w: 1000, h: 1000 } },
          { content: 'Vriefhulini', box: { x: 1500, y: 0, w: 3000, h: 1000 }, confidence: 0.41 },
        ],
      },
      { words: [{ content: 'und', box: { x: 2500, y: 1000, w: 1000, h: 1000 } }] },
    ])
    expect(pageText(result)).toBe('die Vriefhulini\nund')
  })

  it('joins the two parts of a hyphenated word without SUBS_CONTENT', () => {
    const xml = page(`<TextBlock ID="TB1" HPOS="0" VPOS="0" WIDTH="500" HEIGHT="200">
  <TextLine><String HPOS="0" VPOS="0" WIDTH="300" HEIGHT="100" CONTENT="trans" SUBS_TYPE="HypPart1"/><HYP CONTENT="-"/></TextLine>
  <TextLine><String HPOS="0" VPOS="100" WIDTH="400" HEIGHT="100" CONTENT="action" SUBS_TYPE="HypPart2"/></TextLine>
</TextBlock>`)
    const result = readAlto(xml, 'hyp.xml')
    // The line holding only the second part has no words left and is dropped.
    expect(result.blocks[0]?.lines).toEqual([
      { words: [{ content: 'transaction', box: { x: 0, y: 0, w: 3000, h: 1000 } }] },
    ])
  })

  it('keeps a second part whose first part is not on the page', () => {
    const xml = page(`<TextBlock ID="TB1"><TextLine>
  <String HPOS="0" VPOS="0" WIDTH="100" HEIGHT="100" CONTENT="ment" SUBS_TYPE="HypPart2" SUBS_CONTENT="Abonnement"/><SP/>
  <String HPOS="200" VPOS="0" WIDTH="100" HEIGHT="100" CONTENT="frei"/>
</TextLine></TextBlock>`)
    expect(pageText(readAlto(xml, 'hyp.xml'))).toBe('ment frei')
  })

  it('lists a ComposedBlock and, after it, each of its inner blocks with their own IDs', () => {
    const xml = page(`<ComposedBlock ID="P1_CB00001" HPOS="0" VPOS="0" WIDTH="1000" HEIGHT="600">
  <TextBlock ID="P1_TB00001" HPOS="0" VPOS="0" WIDTH="1000" HEIGHT="200">
    <TextLine><String HPOS="0" VPOS="0" WIDTH="100" HEIGHT="100" CONTENT="Heading"/></TextLine>
  </TextBlock>
  <Illustration ID="P1_IL00001" HPOS="0" VPOS="200" WIDTH="1000" HEIGHT="200"/>
  <TextBlock ID="P1_TB00002" HPOS="0" VPOS="400" WIDTH="1000" HEIGHT="200">
    <TextLine><String HPOS="0" VPOS="400" WIDTH="100" HEIGHT="100" CONTENT="First"/><SP/><String HPOS="200" VPOS="400" WIDTH="100" HEIGHT="100" CONTENT="line"/></TextLine>
    <TextLine><String HPOS="0" VPOS="500" WIDTH="100" HEIGHT="100" CONTENT="Second"/></TextLine>
  </TextBlock>
</ComposedBlock>
<TextBlock ID="P1_TB00003" HPOS="0" VPOS="700" WIDTH="1000" HEIGHT="100">
  <TextLine><String HPOS="0" VPOS="700" WIDTH="100" HEIGHT="100" CONTENT="After"/></TextLine>
</TextBlock>`)
    const result = readAlto(xml, 'cb.xml')
    expect(result.blocks.map((b) => [b.id, b.kind])).toEqual([
      ['P1_CB00001', 'composed'],
      ['P1_TB00001', 'text'],
      ['P1_IL00001', 'illustration'],
      ['P1_TB00002', 'text'],
      ['P1_TB00003', 'text'],
    ])
    expect(block(result.blocks, 'P1_CB00001').box).toEqual({ x: 0, y: 0, w: 10000, h: 6000 })
    expect(blockText(block(result.blocks, 'P1_CB00001'))).toBe('Heading\nFirst line\nSecond')
    expect(blockText(block(result.blocks, 'P1_TB00002'))).toBe('First line\nSecond')
    expect(blockText(block(result.blocks, 'P1_IL00001'))).toBe('')
    expect(pageText(result)).toBe('Heading\n\nFirst line\nSecond\n\nAfter')
  })

  it('generates ids for blocks without an ID', () => {
    const xml = page(`<TextBlock ID="TB1"/><TextBlock><TextLine><String CONTENT="x"/></TextLine></TextBlock><Illustration ID=""/>`)
    expect(readAlto(xml, 'ids.xml').blocks.map((b) => b.id)).toEqual(['TB1', 'block-2', 'block-3'])
  })

  it('falls back to the PrintSpace size when the Page has none', () => {
    const xml = `<alto><Layout><Page ID="P1">
  <PrintSpace HPOS="0" VPOS="0" WIDTH="2000" HEIGHT="4000">
    <TextBlock ID="TB1" HPOS="500" VPOS="1000" WIDTH="1000" HEIGHT="2000"/>
  </PrintSpace></Page></Layout></alto>`
    const result = readAlto(xml, 'ps.xml')
    expect([result.width, result.height]).toEqual([2000, 4000])
    expect(result.blocks[0]?.box).toEqual({ x: 2500, y: 2500, w: 5000, h: 5000 })
  })

  it('falls back to the extent of the blocks when neither Page nor PrintSpace has a size', () => {
    const xml = `<alto><Layout><Page ID="P1"><PrintSpace>
    <TextBlock ID="TB1" HPOS="0" VPOS="0" WIDTH="400" HEIGHT="300"/>
    <TextBlock ID="TB2" HPOS="400" VPOS="300" WIDTH="400" HEIGHT="100"/>
  </PrintSpace></Page></Layout></alto>`
    const result = readAlto(xml, 'none.xml')
    expect([result.width, result.height]).toEqual([800, 400])
    expect(result.blocks.map((b) => b.box)).toEqual([
      { x: 0, y: 0, w: 5000, h: 7500 },
      { x: 5000, y: 7500, w: 5000, h: 2500 },
    ])
  })

  it('clamps boxes that reach past the page to the page', () => {
    const xml = page(`<TextBlock ID="TB1" HPOS="800" VPOS="-50" WIDTH="500" HEIGHT="2000">
  <TextLine><String HPOS="1200" VPOS="900" WIDTH="100" HEIGHT="300" CONTENT="edge"/></TextLine>
</TextBlock>`)
    const result = readAlto(xml, 'clamp.xml')
    expect(result.blocks[0]?.box).toEqual({ x: 8000, y: 0, w: 2000, h: 10000 })
    expect(result.blocks[0]?.lines[0]?.words[0]?.box).toEqual({ x: 10000, y: 9000, w: 0, h: 1000 })
  })

  it('decodes entities, splits a String of several words and skips empty strings, SP and a HYP after no word part', () => {
    const xml = page(`<TextBlock ID="TB1">
  <TextLine><String CONTENT="Schmit &amp; Cie"/><SP/><String CONTENT="  "/><String CONTENT="m&#252;de &lt;1&gt;"/><HYP CONTENT="-"/></TextLine>
  <TextLine><SP/><String CONTENT=""/></TextLine>
  <TextLine><String CONTENT=" &quot;Ende&quot; "/></TextLine>
</TextBlock>`)
    const result = readAlto(xml, 'entities.xml')
    expect(result.blocks[0]?.lines.map((l) => l.words.map((w) => w.content))).toEqual([
      ['Schmit', '&', 'Cie', 'müde', '<1>'],
      ['"Ende"'],
    ])
  })

  it('clamps word confidence to 0..1', () => {
    const xml = page(`<TextBlock ID="TB1"><TextLine><String CONTENT="a" WC="1.2"/><String CONTENT="b" WC="-1"/><String CONTENT="c" WC="n/a"/></TextLine></TextBlock>`)
    const words = readAlto(xml, 'wc.xml').blocks[0]?.lines[0]?.words ?? []
    expect(words.map((w) => w.confidence)).toEqual([1, 0, undefined])
  })

  it('matches names by local name whatever the prefix', () => {
    const xml = `<a:alto xmlns:a="http://www.loc.gov/standards/alto/ns-v4#"><a:Layout><a:Page WIDTH="100" HEIGHT="100">
<ALTO:TextBlock ID="TB1"><x:TextLine><a:String CONTENT="mixed"/></x:TextLine></ALTO:TextBlock></a:Page></a:Layout></a:alto>`
    expect(pageText(readAlto(xml, 'prefix.xml'))).toBe('mixed')
  })
})

describe('readAlto errors', () => {
  it('reports malformed XML with the line it is on', () => {
    const error = ingestError(`<?xml version="1.0"?>
<alto>
  <Layout>
    <Page WIDTH="10" HEIGHT="10">
      <TextBlock ID="TB1"></TextLine>
    </Page>
  </Layout>
</alto>`)
    expect(error.file).toBe('page.xml')
    expect(error.line).toBe(5)
    expect(error.message).toBe('page.xml:5: malformed XML: unexpected close tag.')
  })

  it('reports a bad attribute with its line', () => {
    const error = ingestError('<alto>\n<Layout>\n<Page>\n<TextBlock ID="a" ID="b"/>\n</Page></Layout></alto>')
    expect(error.line).toBe(4)
  })

  it('rejects a truncated document', () => {
    const error = ingestError('<alto>\n<Layout>\n<Page WIDTH="10" HEIGHT="10">\n<TextBlock ID="TB1">\n<TextLine><String CONTENT="cut"/>')
    expect(error.line).toBe(5)
    expect(error.message).toBe('page.xml:5: malformed XML: unclosed tag: TextLine')
  })

  it('rejects an empty document', () => {
    expect(ingestError('').message).toBe('page.xml:1: malformed XML: document must contain a root element.')
  })

  it('rejects a document whose root is not alto', () => {
    const error = ingestError('<?xml version="1.0"?>\n<mets:mets xmlns:mets="http://www.loc.gov/METS/"><mets:fileSec/></mets:mets>')
    expect(error.line).toBe(2)
    expect(error.message).toBe('page.xml:2: not an ALTO document')
  })
})
