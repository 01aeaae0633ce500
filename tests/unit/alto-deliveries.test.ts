// ALTO as real deliveries write it, beyond the samples in ../shared/data/real: each fixture is
// written here, reproducing the structure of a public delivery named in its test.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readAlto } from '#src/ingest/formats/alto/read.ts'
import { joinHyphenated, pageText } from '#src/ingest/page-text.ts'

/** One text block of the given lines, each line a list of String CONTENT values (or raw XML). */
function lines(rows: readonly (readonly string[])[]): string {
  return rows
    .map(
      (row, index) =>
        `<TextLine HPOS="0" VPOS="${index * 40}" WIDTH="900" HEIGHT="40">${row
          .map((word, at) => (word.startsWith('<') ? word : `<String HPOS="${at * 100}" VPOS="${index * 40}" WIDTH="90" HEIGHT="40" CONTENT="${word}"/>`))
          .join('<SP/>')}</TextLine>`,
    )
    .join('\n')
}

function altoV3(body: string): string {
  return `<alto xmlns="http://www.loc.gov/standards/alto/ns-v3#"><Description><MeasurementUnit>pixel</MeasurementUnit></Description>
<Layout><Page ID="P1" WIDTH="1000" HEIGHT="1000"><PrintSpace HPOS="0" VPOS="0" WIDTH="1000" HEIGHT="1000">
<TextBlock ID="TB1" HPOS="0" VPOS="0" WIDTH="900" HEIGHT="400">${body}</TextBlock>
</PrintSpace></Page></Layout></alto>`
}

describe('line-end hyphens the file does not mark', () => {
  it('joins a Fraktur not sign (¬), the double oblique hyphen (⸗) and a soft hyphen to the next line', () => {
    // Fraktur OCR (ABBYY FineReader and Tesseract's Fraktur models as used on German and Austrian
    // newspapers) writes the line-end hyphen as "¬" or "⸗" inside CONTENT, with no SUBS markup.
    const page = readAlto(
      altoV3(lines([['der', 'Aufklä¬'], ['rung', 'wegen'], ['Zei⸗'], ['tung'], ['Bür\u00ad'], ['ger']])),
      'fraktur.xml',
    )
    expect(pageText(page)).toBe('der Aufklärung\nwegen\nZeitung\nBürger')
  })

  it('drops a plain hyphen before a lower-case continuation, keeps it in a compound, leaves numbers', () => {
    const page = readAlto(altoV3(lines([['Groß-'], ['herzog', 'von'], ['Nord-'], ['Amerika'], ['1870-'], ['71']])), 'plain.xml')
    // A number is not a word: "1870-" at a line end stays as printed.
    expect(pageText(page)).toBe('Großherzog\nvon\nNord-Amerika\n1870-\n71')
  })

  it('joins across <HYP/> (the Dutch KB and BnL profiles), with or without the mark left in CONTENT', () => {
    // Delpher's ALTO (KB, the Netherlands) marks the break with <HYP CONTENT="-"/> after the String.
    const page = readAlto(altoV3(lines([['Kruisgoe', '<HYP CONTENT="-"/>'], ['deren', 'en'], ['Stoom-', '<HYP CONTENT="-"/>'], ['schip']])), 'kb.xml')
    expect(pageText(page)).toBe('Kruisgoederen\nen\nStoomschip')
  })

  it('leaves a dash that is a word of its own, and never joins across blocks', () => {
    const xml = `<alto><Layout><Page WIDTH="100" HEIGHT="100">
<TextBlock ID="A"><TextLine><String CONTENT="Preis"/><SP/><String CONTENT="-"/></TextLine><TextLine><String CONTENT="billig"/></TextLine>
<TextLine><String CONTENT="Ende-"/></TextLine></TextBlock>
<TextBlock ID="B"><TextLine><String CONTENT="neu"/></TextLine></TextBlock></Page></Layout></alto>`
    expect(pageText(readAlto(xml, 'dash.xml'))).toBe('Preis -\nbillig\nEnde-\n\nneu')
  })

  it('still prefers SUBS_CONTENT where the file has it', () => {
    const page = readAlto(
      altoV3(lines([['<String CONTENT="Luxem-" SUBS_TYPE="HypPart1" SUBS_CONTENT="Luxemburg"/>'], ['<String CONTENT="burg" SUBS_TYPE="HypPart2" SUBS_CONTENT="Luxemburg"/>', 'liegt']])),
      'subs.xml',
    )
    expect(pageText(page)).toBe('Luxemburg\nliegt')
  })

  it('joins any word broken by any mark with any continuation, keeping every letter (property)', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzäöüß'), minLength: 1, maxLength: 12 })
    fc.assert(
      fc.property(letters, letters, fc.constantFrom('¬', '\u2e17', '\u00ad', '-'), (first, second, mark) => {
        const page = readAlto(altoV3(lines([[`${first}${mark}`], [second, 'x']])), 'prop.xml')
        // The broken word comes out whole, without its mark, and the next line keeps its other words.
        expect(pageText(page)).toBe(`${first}${second}\nx`)
        expect(joinHyphenated(`${first}${mark}`, second, false)).toBe(`${first}${second}`)
      }),
    )
  })
})

describe('ALTO as other engines and converters write it', () => {
  it('splits a String that holds a whole line (line-level ALTO 4 exports) and shares its box', () => {
    // Transkribus and other line-based engines can export one String per TextLine.
    const xml = `<alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Layout><Page WIDTH="1000" HEIGHT="1000"><PrintSpace>
<TextBlock ID="r1"><TextLine ID="l1"><String HPOS="100" VPOS="0" WIDTH="140" HEIGHT="50" CONTENT="jeg faar fuldt"/></TextLine></TextBlock>
</PrintSpace></Page></Layout></alto>`
    const words = readAlto(xml, 'line.xml').blocks[0]?.lines[0]?.words ?? []
    expect(words.map((word) => word.content)).toEqual(['jeg', 'faar', 'fuldt'])
    // 140 pixels over "jeg faar fuldt" (14 characters with the spaces): 10 per character, stored
    // in ten-thousandths of the 1000-pixel page.
    expect(words.map((word) => [word.box.x, word.box.w])).toEqual([
      [1000, 300],
      [1400, 400],
      [1900, 500],
    ])
  })

  it('reads CCS docWorks ALTO 1.2 (schema on ccs-gmbh.com, no namespace), mm10', () => {
    // The National Library of Norway's test ALTO (NationalLibraryOfNorway/ngx-mime) has this header.
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<alto xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://schema.ccs-gmbh.com/metae/alto-1-2.xsd" xmlns:xlink="http://www.w3.org/1999/xlink">
<Description><MeasurementUnit>mm10</MeasurementUnit></Description>
<Layout><Page ID="P31" PHYSICAL_IMG_NR="31" HEIGHT="1652" WIDTH="1145" PC="0.810">
<PrintSpace ID="P31_PS00001" HPOS="0" VPOS="0" WIDTH="1145" HEIGHT="1652">
<TextBlock ID="P31_TB00001" HPOS="100" VPOS="100" WIDTH="500" HEIGHT="60"><TextLine HPOS="100" VPOS="100" WIDTH="500" HEIGHT="60">
<String ID="P31_ST00001" HPOS="100" VPOS="100" WIDTH="200" HEIGHT="60" CONTENT="Kristiania" WC="0.81"/></TextLine></TextBlock>
</PrintSpace></Page></Layout></alto>`
    const page = readAlto(xml, 'ccs.xml')
    expect(page.unit).toBe('mm10')
    expect(pageText(page)).toBe('Kristiania')
  })

  it('reads attributes with a namespace prefix, a byte order mark left in the text, and inch1200', () => {
    const xml = `\ufeff<alto xmlns:default="http://www.loc.gov/standards/alto/ns-v2#" xmlns="http://www.loc.gov/standards/alto/ns-v2#">
<Description><MeasurementUnit>inch1200</MeasurementUnit></Description>
<Layout><Page default:WIDTH="12000" default:HEIGHT="12000"><PrintSpace>
<TextBlock default:ID="TB1"><TextLine><String default:HPOS="1200" default:VPOS="1200" default:WIDTH="2400" default:HEIGHT="600" default:CONTENT="Evening"/></TextLine></TextBlock>
</PrintSpace></Page></Layout></alto>`
    const page = readAlto(xml, 'prefixed.xml')
    expect(page.unit).toBe('inch1200')
    expect(pageText(page)).toBe('Evening')
    expect(page.blocks[0]?.id).toBe('TB1')
    expect(page.blocks[0]?.lines[0]?.words[0]?.box).toEqual({ x: 1000, y: 1000, w: 2000, h: 500 })
  })

  it('keeps blocks whose IDs repeat (converters that number per column) as separate blocks', () => {
    const xml = `<alto><Layout><Page WIDTH="100" HEIGHT="100">
<TextBlock ID="TB1"><TextLine><String CONTENT="erste"/></TextLine></TextBlock>
<TextBlock ID="TB1"><TextLine><String CONTENT="zweite"/></TextLine></TextBlock></Page></Layout></alto>`
    const page = readAlto(xml, 'dup.xml')
    expect(page.blocks.map((block) => block.id)).toEqual(['TB1', 'TB1'])
    expect(pageText(page)).toBe('erste\n\nzweite')
  })
})
