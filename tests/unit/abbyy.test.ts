// ABBYY FineReader XML: a real page (BCU Lausanne's Feuille d'avis de Lausanne, 7 December 1762, as
// delivered to impresso: a bare <page> root without namespace, words only as charParams), and
// generated files for the other shapes (FineReader 10 namespace with a <document> root, formatting
// runs of plain text, tables, pictures) and hostile input.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { detect, readAbbyy } from '#src/ingest/formats/abbyy/read.ts'
import { pageText } from '#src/ingest/page-text.ts'
import { MAX_PAGE_WORDS } from '#src/ingest/limits.ts'
import { refusal } from '../fixtures/ingest-error'

const REAL = join(import.meta.dirname, '../fixtures/abbyy/FAL_1762_12_07_0001_page_1.xml')

const char = (c: string, l: number, conf = 90, start = false) =>
  `<charParams l="${l}" t="100" r="${l + 10}" b="130"${start ? ' wordStart="true"' : ''} charConfidence="${conf}">${c}</charParams>`
const chars = (text: string, l: number, conf = 90) => [...text].map((c, i) => (c === ' ' ? `<charParams l="${l + i * 10}" t="100" r="${l + i * 10 + 10}" b="130"> </charParams>` : char(c, l + i * 10, conf, i === 0 || text[i - 1] === ' '))).join('')
const fr10 = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<document xmlns="http://www.abbyy.com/FineReader_xml/FineReader10-schema-v1.xml" version="1.0" producer="ABBYY FineReader Engine 11">${body}</document>`

describe('readAbbyy', () => {
  it('reads the real Lausanne page of 1762: charParams assembled into words with accents, boxes and confidence, a ¬ hyphen joined', () => {
    const xml = readFileSync(REAL, 'utf8')
    expect(detect(xml.slice(0, 4096), REAL)).toBe(true)
    const [page, more] = readAbbyy(xml, REAL)
    expect(more).toBeUndefined()
    expect(page).toMatchObject({ width: 1854, height: 2383, unit: 'pixel' })
    expect(page?.blocks.map((block) => block.kind)).toEqual(['text', 'text'])
    const text = pageText(page ?? { width: 0, height: 0, unit: 'pixel', blocks: [] })
    expect(text).toContain('XXIVme. FEUILLE PÉRIODIQUE.')
    expect(text).toContain('Du Mardi 7. Décembre')
    expect(text).toContain('On offre à vendre un tour de Lit verd à un prix raifonnable.')
    // "mainte¬" at a line's end and "nir," on the next are one word; ABBYY's word start at "," stays on its word.
    expect(text).toContain("que l'on peut maintenir,\nà un prix")
    const words = page?.blocks[1]?.lines.flatMap((line) => line.words) ?? []
    const offre = words.find((word) => word.content === 'offre')
    // The box is the union of its characters', page-relative.
    expect(offre?.box.x).toBeGreaterThan(0)
    expect(offre?.box.w).toBeGreaterThan(0)
    expect(offre?.confidence).toBeGreaterThan(0)
    expect(offre?.confidence).toBeLessThanOrEqual(1)
  })

  it('reads FineReader 10 with a namespace and <document>, several pages, a table as a composed block of cells, a picture', () => {
    const xml = fr10(`
      <page width="1000" height="2000" resolution="300">
        <block blockType="Text" l="0" t="0" r="1000" b="200"><text><par><line baseline="130" l="100" t="100" r="400" b="130"><formatting lang="GermanStandard">${chars('Zürich Zeitung', 100)}</formatting></line></par></text></block>
        <block blockType="Picture" l="0" t="300" r="500" b="800"><region><rect l="0" t="300" r="500" b="800"/></region></block>
        <block blockType="Table" l="0" t="900" r="1000" b="1200"><row><cell><text><par><line l="10" t="950" r="200" b="980"><formatting>${chars('Roggen', 10, 50)}</formatting></line></par></text></cell><cell><text><par><line l="500" t="950" r="700" b="980"><formatting>${chars('12 fl.', 500)}</formatting></line></par></text></cell></row></block>
      </page>
      <page width="1000" height="2000"><block blockType="Text" l="0" t="0" r="10" b="10"><text><par><line l="0" t="0" r="10" b="10"><formatting>${chars('Seite', 0)}</formatting></line></par></text></block></page>`)
    expect(detect(xml, 'x.xml')).toBe(true)
    const [first, second] = readAbbyy(xml, '/in/book_abbyy.xml')
    expect(first?.blocks.map((block) => [block.id, block.kind])).toEqual([
      ['block-1', 'text'],
      ['block-2', 'illustration'],
      ['block-3', 'composed'],
      ['block-3-cell-1', 'text'],
      ['block-3-cell-2', 'text'],
    ])
    expect(first?.blocks[0]?.lines[0]?.words.map((word) => word.content)).toEqual(['Zürich', 'Zeitung'])
    expect(first?.blocks[0]?.lines[0]?.words[0]).toEqual({ content: 'Zürich', box: { x: 1000, y: 500, w: 600, h: 150 }, confidence: 0.9 })
    // The picture's box comes from its block; the table's text is its cells', searchable once.
    expect(first?.blocks[1]?.box).toEqual({ x: 0, y: 1500, w: 5000, h: 2500 })
    expect(pageText(first ?? { width: 0, height: 0, unit: 'pixel', blocks: [] })).toBe('Zürich Zeitung\n\nRoggen\n\n12 fl.')
    expect(first?.blocks[3]?.lines[0]?.words[0]?.confidence).toBe(0.5)
    expect(pageText(second ?? { width: 0, height: 0, unit: 'pixel', blocks: [] })).toBe('Seite')
  })

  it('reads formatting runs of plain text (no charParams): words share the line box; a line-end hyphen is joined', () => {
    const xml = fr10(`<page width="100" height="100"><block blockType="Text" l="0" t="0" r="100" b="100"><text><par>
      <line l="0" t="0" r="100" b="10"><formatting lang="French">La Gazette de Lau-</formatting></line>
      <line l="0" t="20" r="100" b="30"><formatting lang="French">sanne parut </formatting><formatting bold="1">hier.</formatting></line></par></text></block></page>`)
    const [page] = readAbbyy(xml, '/in/p.xml')
    expect(page?.blocks[0]?.lines.map((line) => line.words.map((word) => word.content))).toEqual([['La', 'Gazette', 'de', 'Lausanne'], ['parut', 'hier.']])
    const [la, gazette] = page?.blocks[0]?.lines[0]?.words ?? []
    expect(la?.box.x).toBe(0)
    expect(gazette?.box.x).toBeGreaterThan(la?.box.x ?? 0)
    expect(la?.confidence).toBeUndefined()
  })

  it('is not fooled by other XML, and refuses malformed and hostile files with the file, line and value', () => {
    expect(detect('<?xml version="1.0"?><alto xmlns="http://www.loc.gov/standards/alto/ns-v3#">', 'a.xml')).toBe(false)
    expect(detect('<page><foo/></page>', 'a.xml')).toBe(false)
    expect(detect('<page width="1"><block blockType="Text">', 'a.xml')).toBe(true)
    const broken = refusal(() => readAbbyy('<page>\n<block blockType="Text">\n</page>', '/in/broken.xml'))
    expect(broken.file).toBe('/in/broken.xml')
    expect(broken.line).toBe(3)
    expect(broken.message).toMatch(/malformed XML/)
    expect(refusal(() => readAbbyy('<alto/>', '/in/a.xml')).message).toMatch(/expected ABBYY FineReader XML.*<alto>/)
    const bomb = refusal(() => readAbbyy('<!DOCTYPE page [<!ENTITY a "aaaa">]><page>&a;</page>', '/in/bomb.xml'))
    expect(bomb.message).toMatch(/entity declarations are not allowed/)
    const long = refusal(() => readAbbyy(`<page width="10" height="10"><block blockType="Text"><text><par><line l="0" t="0" r="1" b="1"><formatting>${'x'.repeat(1_001)}</formatting></line></par></text></block></page>`, '/in/long.xml'))
    expect(long.message).toMatch(/a word is 1,001 characters long, over the limit of 1,000: "xxxx/)
    const many = `<page width="10" height="10"><block blockType="Text"><text><par><line l="0" t="0" r="1" b="1"><formatting>${'a '.repeat(MAX_PAGE_WORDS + 1)}</formatting></line></par></text></block></page>`
    expect(refusal(() => readAbbyy(many, '/in/many.xml')).message).toMatch(/more than 100,000 words/)
    const deep = `<page>${'<block>'.repeat(1_100)}${'</block>'.repeat(1_100)}</page>`
    expect(refusal(() => readAbbyy(deep, '/in/deep.xml')).message).toMatch(/nested more than 1,000 deep/)
  })
})
