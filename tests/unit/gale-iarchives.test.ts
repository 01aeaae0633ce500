// Gale's whole-issue XML and iArchives exports, two modules of the format registry (ADR 056).
import { describe, expect, it } from 'vitest'
import type { ReadCompanion } from '#src/ingest/document.ts'
import { readGaleIssue } from '#src/ingest/formats/gale/read.ts'
import { resolveLattice } from '#src/ingest/formats/iarchives/lattice.ts'
import { loadIArchivesUnit } from '#src/ingest/formats/iarchives/read.ts'
import { sniff } from '#src/ingest/registry.ts'
import { parseXml } from '#src/ingest/xml.ts'
import { lineIn } from '../fixtures/import-harness'
import { refusal } from '../fixtures/ingest-error'

const GALE = `<?xml version="1.0" encoding="UTF-8"?>
<UKP xmlns="http://tempuri.org/ncbpissue"><Periodical><issue>
  <metadatainfo><newspaperID>NCBL1029</newspaperID><sourceLibrary>British Library</sourceLibrary></metadatainfo>
  <id>ESSD-1878-03-15</id><is>2466</is><volNum>48</volNum><da>March 15, 1878</da><pf>18780315</pf><dw>Friday</dw><ip>2</ip>
  <page><pageid>ESSD-1878-03-15-0001</pageid><pa>[1]</pa>
    <article type="article"><id>ESSD-1878-03-15-0001-001</id><ocr relevant="yes">85.37</ocr><pi pgref="1">P1</pi><pi pgref="2">P2</pi>
      <ti>THE OYSTER FISHERY.</ti><ct>Article</ct>
      <text><text.title><pg pgref="1" clipref="1" pos="100,100,900,200"/><p><wd pos="100,100,400,180">OYSTER</wd><wd pos="450,100,880,180">FISHERY.</wd></p></text.title>
        <text.cr><pg pgref="1" clipref="1" pos="100,200,900,400"/><p><wd pos="100,210,300,250">The</wd><wd pos="320,210,700,250">Esti-</wd>
          <wd pos="100,260,300,300">mates</wd><wd pos="320,260,500,300">were</wd></p>
          <pg pgref="2" clipref="2" pos="100,100,900,300"/><p><wd pos="100,110,300,150">read</wd><wd pos="320,110,500,150">aloud.</wd></p></text.cr></text>
    </article>
    <article type="article"><id>ESSD-1878-03-15-0001-002</id><ti/><ct>Classifieds</ct>
      <text><text.cr><pg pgref="1" clipref="2" pos="100,500,900,600"/><p><wd pos="100,510,400,560">TENDERS</wd><wd pos="420,510,600,560"></wd></p></text.cr></text>
    </article>
  </page>
  <page><pageid>ESSD-1878-03-15-0002</pageid><pa>2</pa></page>
</issue></Periodical></UKP>`

const words = (page: { blocks: { lines: { words: { content: string }[] }[] }[] } | undefined) => page?.blocks.map((block) => block.lines.map((line) => line.words.map((word) => word.content)))

describe("Gale's whole-issue XML", () => {
  it('is claimed by its root element, UKP or GALENP', () => {
    expect(sniff(GALE.slice(0, 4096))).toBe('gale')
    expect(sniff('<GALENP><Periodical>')).toBe('gale')
  })

  it('reads the issue, its pages and labels, each article a unit of its clips on their pages, words in lines, a line-end hyphen joined', () => {
    const pkg = readGaleIssue(GALE, '/in/ESSD-1878-03-15.xml')
    expect(pkg).toMatchObject({ kind: 'issue', parentId: 'essd-1878-03-15', title: 'ESSD-1878-03-15', titleFromFile: true, date: '1878-03-15', number: '2466', languages: [] })
    expect(pkg.pages.map((page) => [page.sequence, page.label])).toEqual([
      [1, '[1]'],
      [2, '2'],
    ])
    expect(words(pkg.pages[0]?.ocr)).toEqual([[['OYSTER', 'FISHERY.']], [['The', 'Estimates'], ['were']], [['TENDERS']]])
    expect(words(pkg.pages[1]?.ocr)).toEqual([[['read', 'aloud.']]])
    expect(pkg.units).toEqual([
      {
        id: 'ESSD-1878-03-15-0001-001',
        type: 'article',
        sourceType: 'ARTICLE',
        title: 'THE OYSTER FISHERY.',
        blocks: [
          { pageSequence: 1, blockId: 'ESSD-1878-03-15-0001-001-title-1-1' },
          { pageSequence: 1, blockId: 'ESSD-1878-03-15-0001-001-cr-1-2' },
          { pageSequence: 2, blockId: 'ESSD-1878-03-15-0001-001-cr-2-1' },
        ],
        headingBlocks: [{ pageSequence: 1, blockId: 'ESSD-1878-03-15-0001-001-title-1-1' }],
      },
      { id: 'ESSD-1878-03-15-0001-002', type: 'advertisement', sourceType: 'ADVERTISEMENT', blocks: [{ pageSequence: 1, blockId: 'ESSD-1878-03-15-0001-002-cr-2-3' }] },
    ])
    // Gale's OCR percentage is the article's words' confidence.
    expect(pkg.pages[0]?.ocr?.blocks[0]?.lines[0]?.words[0]?.confidence).toBeCloseTo(0.8537)
  })

  it('refuses a clip naming no page, with the file and the line', () => {
    const bad = GALE.replace('<pg pgref="2" clipref="2"', '<pg pgref="two" clipref="2"')
    expect(refusal(() => readGaleIssue(bad, 'g.xml'))).toMatchObject({ file: 'g.xml', line: lineIn(bad, 'pgref="two"'), message: expect.stringContaining('names the page "two", which is not a page number') })
  })
})

const lattice = (xml: string) => resolveLattice(parseXml(`<nodes>${xml}</nodes>`, 'n.xml')).map((word) => word.content)

describe('iArchives word lattices', () => {
  it('takes the first reading of each node', () => {
    expect(lattice('<n i="a"><o>anid</o><o>AND</o></n><n i="b"><o>LIBERTY</o></n>')).toEqual(['anid', 'LIBERTY'])
  })

  it('of overlapping nodes keeps the widest, the whole word rather than its pieces, in the lattice’s order', () => {
    const nodes = [
      '<n i="1"><r l="180" t="601" r="202" b="618"/><o>of</o></n>',
      '<n i="2"><r l="215" t="605" r="226" b="621"/><o>P</o></n>',
      '<n i="3"><r l="215" t="601" r="288" b="621"/><o>public</o></n>',
      '<n i="4"><r l="226" t="601" r="290" b="617"/><o>ublia</o></n>',
      '<n i="5"><r l="339" t="601" r="381" b="617"/><o>truc</o></n>',
    ]
    expect(lattice(nodes.join(''))).toEqual(['of', 'public', 'truc'])
  })

  it('follows the first next node where nodes name them, leaving the other engines’ readings', () => {
    expect(lattice('<n i="a" n="b,c"><o>The</o></n><n i="b" n="d"><o>Times</o></n><n i="c" n="d"><o>Tirnes</o></n><n i="d"><o>said</o></n>')).toEqual(['The', 'Times', 'said'])
  })
})

const UNIT = `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE unit SYSTEM "unit.dtd">
<unit xmlns="http://www.iarchives.com/schema/2002/export" collection-title="Untitled"><header-item name="volume" value="1">I</header-item><header-item name="number" value="1">1</header-item><header-item name="date" value="675867">15-JUN-1850</header-item><pages><page-ref href="pages/p001.xml" /></pages><articles><article-ref href="articles/0.xml" /></articles></unit>`
const PAGE = `<page xmlns="http://www.iarchives.com/schema/2002/export" unit-href="../unit.xml" image-file="pdf/p001.pdf"><header-item name="page" value="1">Page 1</header-item><nodes>
<n i="A"><r l="100" t="100" r="300" b="140"/><o>DESERET</o></n><n i="B"><r l="320" t="100" r="420" b="140"/><o>NEWS</o></n>
<n i="C"><r l="100" t="900" r="300" b="940"/><o>Notice</o></n></nodes></page>`
const ARTICLE = `<article xmlns="http://www.iarchives.com/schema/2002/export" unit-href="../unit.xml" classification="masthead"><header-item name="headline">Prospectus</header-item>
<article-page href="../pages/p001.xml"><article-clipping image-file="pdf/0.pdf" index="0" l="90" t="90" r="500" b="300">
<article-element type="headline"><zone l="0" t="0" r="400" b="60"><nodes><n i="X"><r l="10" t="10" r="210" b="50"/><o>DESERET</o></n><n i="Y"><r l="230" t="10" r="330" b="50"/><o>NEWS</o></n></nodes></zone></article-element>
<article-element type="article"><zone l="0" t="60" r="400" b="200"><nodes><n i="Z"><r l="10" t="70" r="90" b="100"/><r l="10" t="110" r="60" b="140"/><o>agricultural</o></n></nodes></zone></article-element>
</article-clipping></article-page></article>`

describe('iArchives exports', () => {
  const files: Record<string, string> = { '/in/unit/pages/p001.xml': PAGE, '/in/unit/articles/0.xml': ARTICLE }
  const read: ReadCompanion = (reference, path) => {
    const text = path === undefined ? undefined : files[path]
    if (text === undefined) throw new Error(`${reference.href} not there`)
    return text
  }

  it('is claimed by the unit, its pages and articles being parts read through it', () => {
    expect(sniff(UNIT)).toBe('iarchives')
    expect(sniff(PAGE)).toBe('iarchives-part')
    expect(sniff(ARTICLE)).toBe('iarchives-part')
  })

  it('reads the unit, each article zone a block of its page placed by its clipping, the words in no zone the text outside the articles', () => {
    const read_ = loadIArchivesUnit(UNIT, '/in/unit/unit.xml', read)
    expect(read_.package).toMatchObject({ kind: 'issue', title: 'unit', titleFromFile: true, date: '1850-06-15', number: '1', pages: [{ sequence: 1, label: 'Page 1' }] })
    expect(read_.package.units).toEqual([
      {
        id: 'article-0',
        type: 'title_section',
        sourceType: 'TITLE_SECTION',
        title: 'Prospectus',
        blocks: [
          { pageSequence: 1, blockId: 'article-0-1' },
          { pageSequence: 1, blockId: 'article-0-2' },
        ],
        headingBlocks: [{ pageSequence: 1, blockId: 'article-0-1' }],
      },
    ])
    const page = read_.pages.get(1)
    expect(page?.blocks.map((block) => block.id)).toEqual(['article-0-1', 'article-0-2', 'page-1-rest'])
    expect(words(page)).toEqual([[['DESERET', 'NEWS']], [['agricultural']], [['Notice']]])
  })

  it('refuses a unit that names no pages, and an article on a page the unit does not name', () => {
    expect(refusal(() => loadIArchivesUnit(UNIT.replace(/<pages>.*<\/pages>/, '<pages></pages>'), '/in/unit/unit.xml', read))).toMatchObject({ message: expect.stringContaining('names no pages') })
    const elsewhere = ARTICLE.replace('../pages/p001.xml', '../pages/p009.xml')
    const other: ReadCompanion = (reference, path) => (path === '/in/unit/articles/0.xml' ? elsewhere : read(reference, path, 'xml'))
    expect(refusal(() => loadIArchivesUnit(UNIT, '/in/unit/unit.xml', other))).toMatchObject({ file: '/in/unit/articles/0.xml', message: expect.stringContaining('is not one of the unit') })
  })
})
