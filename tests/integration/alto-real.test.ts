import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readAlto } from '#src/ingest/formats/alto/read.ts'
import { blockText, pagePixels, pageText } from '#src/ingest/page-text.ts'
import type { AltoBlock, AltoPage, AltoWord, Box } from '#src/ingest/types.ts'
import { children, descendants, parseXml } from '#src/ingest/xml.ts'
import { HAS_REAL, REAL } from '../fixtures/real-data'


// METS, MARCXML and batch files share the .xml extension; only the root element tells ALTO apart.
const ALTO_ROOT = /^\uFEFF?\s*(?:<\?[^]*?\?>\s*|<!--[^]*?-->\s*)*<(?:[\w.-]+:)?alto[\s>/]/

function altoFiles(): string[] {
  if (!HAS_REAL) return []
  return readdirSync(REAL, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.xml'))
    .filter((path) => ALTO_ROOT.test(readFileSync(join(REAL, path), 'utf8').slice(0, 4000)))
    .sort()
}

const EXPECTED_UNIT: Record<string, AltoPage['unit']> = {
  'bnl-luxzeit-1858-07-10': 'mm10',
  'bnl-luxzeit-1858-12-07': 'mm10',
  'british-library': 'pixel',
  'chronicling-america': 'inch1200',
  'iiif-cookbook-newspaper': 'pixel',
}

const cache = new Map<string, AltoPage>()
function read(path: string): AltoPage {
  const cached = cache.get(path)
  if (cached) return cached
  const page = readAlto(readFileSync(join(REAL, path), 'utf8'), path)
  cache.set(path, page)
  return page
}

function allWords(page: AltoPage): AltoWord[] {
  return page.blocks.flatMap((block) => block.lines.flatMap((line) => line.words))
}

function block(page: AltoPage, id: string): AltoBlock {
  const found = page.blocks.find((b) => b.id === id)
  if (!found) throw new Error(`no block ${id}`)
  return found
}

function onPage(box: Box): boolean {
  const { x, y, w, h } = box
  return (
    [x, y, w, h].every((v) => Number.isInteger(v) && v >= 0 && v <= 10000) && x + w <= 10000 && y + h <= 10000
  )
}

/** Every ALTO block a BnL METS points at with area@BEGIN, with the ALTO file it names. */
function metsBlockRefs(metsPath: string): { altoPath: string; blockId: string }[] {
  const mets = parseXml(readFileSync(metsPath, 'utf8'), metsPath)
  const hrefs = new Map<string, string>()
  for (const file of descendants(mets, 'file')) {
    const href = children(file, 'FLocat')[0]?.attributes.href
    const id = file.attributes.ID
    if (href && id) hrefs.set(id, href.replace(/^file:\/\/\.\//, ''))
  }
  const refs: { altoPath: string; blockId: string }[] = []
  for (const area of descendants(mets, 'area')) {
    const { BEGIN: blockId, FILEID: fileId } = area.attributes
    const href = fileId === undefined ? undefined : hrefs.get(fileId)
    // Areas of the physical map point at the Page element itself (BEGIN="P1"), not at a block.
    if (!blockId || !href || !fileId?.startsWith('ALTO') || /^P\d+$/.test(blockId)) continue
    refs.push({ altoPath: resolve(dirname(metsPath), href), blockId })
  }
  return refs
}

describe.skipIf(!HAS_REAL)('readAlto on the real samples', () => {
  const files = altoFiles()

  it('finds the ALTO files of every source and none of the METS', () => {
    expect(files.length).toBeGreaterThanOrEqual(28)
    for (const source of Object.keys(EXPECTED_UNIT)) {
      expect(files.some((path) => path.startsWith(`${source}/`))).toBe(true)
    }
    expect(files.some((path) => path.endsWith('mets.xml'))).toBe(false)
    expect(files).not.toContain('chronicling-america/batch_mnhi_german_ver01/data/batch.xml')
  })

  for (const path of files) {
    it(`reads ${path}`, () => {
      const page = read(path)
      const source = path.split('/')[0] ?? ''
      expect(page.unit).toBe(EXPECTED_UNIT[source])
      expect(page.width).toBeGreaterThan(0)
      expect(page.height).toBeGreaterThan(0)
      expect(page.blocks.length).toBeGreaterThan(0)
      const words = allWords(page)
      expect(words.length).toBeGreaterThan(0)
      expect(page.blocks.filter((b) => !onPage(b.box)).map((b) => b.id)).toEqual([])
      expect(words.filter((w) => !onPage(w.box)).map((w) => w.content)).toEqual([])
      expect(words.every((w) => w.content !== '' && w.content === w.content.trim())).toBe(true)
      expect(words.every((w) => w.confidence === undefined || (w.confidence >= 0 && w.confidence <= 1))).toBe(true)
      expect(new Set(page.blocks.map((b) => b.id)).size).toBe(page.blocks.length)
      expect(pageText(page).length).toBeGreaterThan(0)
    })
  }

  it('reads BnL 1858-07-10 page 1 (mm10) with its masthead, hyphenation and entities', () => {
    const page = read('bnl-luxzeit-1858-07-10/text/1858-07-10_01-00001.xml')
    expect([page.width, page.height]).toEqual([2580, 4060])
    const words = allWords(page)
    expect(words.find((w) => w.content === 'Samstag,')).toEqual({
      content: 'Samstag,',
      box: { x: 1775, y: 293, w: 899, h: 150 },
      confidence: 0.99,
    })
    expect(pageText(page)).toContain('Luxemburger Zeitung')
    expect(pageText(page)).toContain('Samstag, 10. Juli 1858.')
    // HypPart1 "Vrief" carries SUBS_CONTENT "Vriefhulini"; HypPart2 "hulini" adds no word of its own.
    expect(words.filter((w) => w.content === 'Vriefhulini')).toHaveLength(1)
    expect(words.some((w) => w.content === 'hulini')).toBe(false)
    expect(words.some((w) => w.content === 'Gi°ßbei,o>,th,')).toBe(true)
  })

  it('reads BnL 1858-12-07 page 1', () => {
    const text = pageText(read('bnl-luxzeit-1858-12-07/text/1858-12-07_01-00001.xml'))
    expect(text).toContain('Dinstag, 7. Dezember 1858.')
    expect(text).toContain('Luxemburger Zeitung')
  })

  for (const mets of [
    'bnl-luxzeit-1858-07-10/example-mets.xml',
    'bnl-luxzeit-1858-12-07/2385348_newspaper_luxzeit1858_1858-12-07_01-mets.xml',
  ]) {
    it(`finds every block ${mets} points at`, () => {
      const refs = metsBlockRefs(join(REAL, mets))
      expect(refs.length).toBeGreaterThan(0)
      const ids = new Map<string, Set<string>>()
      const missing = refs.filter(({ altoPath, blockId }) => {
        let pageIds = ids.get(altoPath)
        if (!pageIds) {
          pageIds = new Set(readAlto(readFileSync(altoPath, 'utf8'), altoPath).blocks.map((b) => b.id))
          ids.set(altoPath, pageIds)
        }
        return !pageIds.has(blockId)
      })
      expect(missing).toEqual([])
    })
  }

  it('finds P1_TB00001 and the composed block P1_CB00001 of BnL 1858-07-10 page 1', () => {
    const page = read('bnl-luxzeit-1858-07-10/text/1858-07-10_01-00001.xml')
    expect(block(page, 'P1_TB00001').kind).toBe('text')
    expect(block(page, 'P1_CB00001').kind).toBe('composed')
  })

  it('reads the British Library pages (ALTO 1.4, no namespace, pixel)', () => {
    const first = read('british-library/BLIP_20190929_04/0002244/1855/0922/0002244_18550922_0001.xml')
    expect([first.width, first.height]).toEqual([4290, 7222])
    expect(blockText(block(first, 'P1_TB00019'))).toMatch(/^SEPTEMBER/)
    const fourth = read('british-library/BLIP_20190929_04/0002244/1855/0922/0002244_18550922_0004.xml')
    const words = allWords(fourth).map((w) => w.content)
    expect(words).toContain('Lombardstreet,')
    expect(words).toContain('Oxfordstreet,')
    // Of three "street," strings, two are second parts of those words; only the standalone one remains.
    expect(words.filter((w) => w === 'street,')).toHaveLength(1)
  })

  it('reads the Evening Star page (ALTO v2, inch1200) and its entities', () => {
    const page = read('chronicling-america/batch_dlc_manyyears_ver01/data/sn83045462/00280658637/1915032201/0007.xml')
    expect([page.width, page.height]).toEqual([21412, 26400])
    const text = pageText(page)
    expect(text).toContain('WASHINGTON,')
    expect(text).toContain('"From Press to Home')
  })

  it('reads Der Nordstern with numeric character references in CONTENT and SUBS_CONTENT', () => {
    const first = read('chronicling-america/batch_mnhi_german_ver01/data/sn83045350/00295876384/1878010301/0011.xml')
    expect(pageText(first)).toContain('Blick & Kaiser.')
    expect(allWords(first).some((w) => w.content === 'jährlich')).toBe(true)
    const second = read('chronicling-america/batch_mnhi_german_ver01/data/sn83045350/00295876384/1878010301/0012.xml')
    expect(allWords(second).some((w) => w.content === 'Gutmüthigfcit')).toBe(true)
  })

  it('reads the IIIF cookbook page (ALTO v3, pixel) with composed blocks flattened', () => {
    const page = read('iiif-cookbook-newspaper/newspaper_issue_1-alto_p1.xml')
    expect([page.width, page.height]).toEqual([3602, 5000])
    expect(block(page, 'cblock_0').kind).toBe('composed')
    expect(blockText(block(page, 'cblock_0'))).toBe('I. 54. Jahrgang')
    expect(blockText(block(page, 'block_0'))).toBe('I. 54. Jahrgang')
    expect(block(page, 'cblock_1').kind).toBe('illustration')
    expect(pageText(page)).toMatch(/^I\. 54\. Jahrgang\n\nNr\. 29\nChef-Redakteur Theodor/)
  })
})

describe.skipIf(!HAS_REAL)('page sizes in pixels from the real scans (../shared/data/scans)', () => {
  const SCANS = join(REAL, '..', 'scans')
  const size = (file: string) => {
    const page = readAlto(readFileSync(join(SCANS, file), 'utf8'), file)
    return { unit: page.unit, ...pagePixels(page) }
  }

  it('converts pixel and mm10 pages to the size of their scans (300 dpi)', () => {
    // JPEG 7161×10808 and 3093×4146 (SOURCES.md).
    expect(size('general-anzeiger-halle-1897/1667522809_J_0025_0001.xml')).toEqual({ unit: 'pixel', width: 7161, height: 10808 })
    expect(size('maroon-1923/19231115-ALTO00001.xml')).toEqual({ unit: 'mm10', width: 3093, height: 4146 })
  })

  it("converts an inch1200 page at 300 dpi, twice its 150 dpi scan: an image's own size must win where there is one", () => {
    expect(size('national-tribune-1898/ndnp-alto-sample.xml')).toEqual({ unit: 'inch1200', width: 7498, height: 10026 })
  })
})
