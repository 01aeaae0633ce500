// IIIF Presentation 2: two real manifests (Readux's export of Emory's Apollo 15 checklist with its OCR
// annotation list, as in ecds/readux's test data; Heidelberg University Library's Ferrerio 1655, trimmed
// to two canvases) and generated manifests, collections and hostile input.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageText } from '#src/ingest/page-text.ts'
import { detect, loadIiif2Manifest, metadataDate, readAnnotationList, readIiif2 } from '#src/ingest/formats/iiif/read2.ts'
import { refusal } from '../fixtures/ingest-error'

const FIXTURES = join(import.meta.dirname, '../fixtures/iiif2')
const READUX = join(FIXTURES, 'readux-spb1b/manifest.json')
const HEIDELBERG = join(FIXTURES, 'heidelberg/manifest.json')

const manifest = (extra: object) =>
  JSON.stringify({ '@context': 'http://iiif.io/api/presentation/2/context.json', '@id': 'https://example.org/iiif/lux-1858-07-10/manifest', '@type': 'sc:Manifest', label: 'Luxemburger Zeitung, 10.7.1858', ...extra })
const canvas = (n: number, extra: object = {}) => ({
  '@id': `https://example.org/iiif/canvas/p${n}`,
  '@type': 'sc:Canvas',
  label: `Seite ${n}`,
  width: 2000,
  height: 3000,
  images: [{ '@type': 'oa:Annotation', motivation: 'sc:painting', resource: { '@id': `https://img.example.org/iiif/2/p${n}/full/full/0/default.jpg`, '@type': 'dctypes:Image', service: { '@context': 'http://iiif.io/api/image/2/context.json', '@id': `https://img.example.org/iiif/2/p${n}/`, profile: 'http://iiif.io/api/image/2/level1.json' } } }],
  ...extra,
})

describe('IIIF Presentation 2', () => {
  it('reads the real Readux manifest and its local OCR list: an item of 1971 by NASA, its image service, words with boxes', () => {
    const json = readFileSync(READUX, 'utf8')
    expect(detect(json.slice(0, 4096), READUX)).toBe(true)
    const read = loadIiif2Manifest(json, READUX, undefined, { exists: existsSync })
    expect(read.package).toMatchObject({ kind: 'item', documentType: 'book', parentId: 'spb1b', title: 'CSM Entry Checklist (S/N 1001)', date: '1971', authors: ['NASA'], publisher: 'NASA', units: [] })
    expect(read.package.pages).toEqual([{ sequence: 1, label: '1', imageService: 'https://iip.readux.io/iiif/2/spb1b_000.tif' }])
    const page = read.pages.get(1)
    expect(page).toMatchObject({ width: 2814, height: 3600 })
    expect(pageText(page ?? { width: 0, height: 0, unit: 'pixel', blocks: [] })).toBe('APOLLO 15\nCSM ENTRY\nCHECKLIST\nPART NO . S / N\nSKB32100115-305 1001')
    // xywh=1256,806,340,69 on 2814 × 3600; the chars were HTML (<span>), stripped.
    expect(page?.blocks[0]?.lines[0]?.words[0]).toEqual({ content: 'APOLLO', box: { x: 4463, y: 2239, w: 1208, h: 192 } })
    // The user annotations' list has the same last segment: the copy beside the manifest is the OCR list's, not
    // this one's, which is remote, recorded and not fetched.
    expect(read.warnings).toEqual([`${READUX}: page 1: the annotation list "https://readux.io/annotations/jay/spb1b/list/spb1b_000.tif" is not a local file and was not fetched`])
  })

  it('reads the real Heidelberg manifest without text: a metadata-only item of 1655 with its canvases and image services', () => {
    const result = readIiif2(readFileSync(HEIDELBERG, 'utf8'), HEIDELBERG)
    expect(result.kind).toBe('manifest')
    if (result.kind !== 'manifest') return
    expect(result.package).toMatchObject({ kind: 'item', title: "Nvovi Disegni Dell' Architettvre, E Piante De Palazzi Di Roma De Piv Celebri Architetti", date: '1655', parentId: 'ferrerio1655bd2' })
    expect(result.package.pages.map((page) => page.imageService)).toEqual([
      'https://digi.ub.uni-heidelberg.de/iiif/2/ferrerio1655bd2%3ATafel_001.jpg',
      'https://digi.ub.uni-heidelberg.de/iiif/2/ferrerio1655bd2%3ATafel_002.jpg',
    ])
    expect(result.canvases.map((c) => [c.width, c.height, c.annotationLists])).toEqual([
      [5053, 3729, []],
      [5053, 3729, []],
    ])
    // Its METS, on Heidelberg's server, is recorded and not fetched.
    expect(result.warnings).toEqual([`${HEIDELBERG}: the manifest's seeAlso "https://digi.ub.uni-heidelberg.de/diglit/ferrerio1655bd2/mets" is not a local file and was not fetched`])
  })

  it('reads a newspaper issue: navDate, the periodical from within, metadata languages, local ALTO by seeAlso, remote lists recorded and not fetched', () => {
    const json = manifest({
      navDate: '1858-07-10T00:00:00Z',
      within: { '@id': 'https://example.org/iiif/collection/luxemburger-zeitung', '@type': 'sc:Collection', label: 'Luxemburger Zeitung' },
      metadata: [
        { label: 'Sprache', value: 'Deutsch; français' },
        { label: [{ '@value': 'Nummer', '@language': 'de' }], value: '190' },
      ],
      sequences: [{ canvases: [canvas(1, { seeAlso: { '@id': 'alto/p1.xml', format: 'application/xml+alto' } }), canvas(2, { otherContent: [{ '@id': 'https://example.org/iiif/list/p2', '@type': 'sc:AnnotationList' }] })] }],
    })
    const read = loadIiif2Manifest(json, '/in/lux/manifest.json', () => {
      throw new Error('nothing is read: the ALTO is the loader\'s, the list is remote')
    })
    expect(read.package).toMatchObject({ kind: 'issue', documentType: 'newspaper', title: 'Luxemburger Zeitung', parentId: 'luxemburger-zeitung', date: '1858-07-10', number: '190', languages: ['de', 'fr'] })
    expect(read.package.pages[0]).toMatchObject({ altoPath: '/in/lux/alto/p1.xml', altoHref: 'alto/p1.xml', imageService: 'https://img.example.org/iiif/2/p1' })
    expect(read.package.pages[1]?.altoHref).toBeUndefined()
    expect(read.pages.size).toBe(0)
    expect(read.warnings).toEqual(['/in/lux/manifest.json: page 2: the annotation list "https://example.org/iiif/list/p2" is not a local file and was not fetched'])
  })

  it('reads annotation lists of lines, percent regions and SpecificResource targets, and counts text given only by reference', () => {
    const list = JSON.stringify({
      '@type': 'sc:AnnotationList',
      resources: [
        { '@type': 'oa:Annotation', motivation: 'sc:painting', resource: { '@type': 'cnt:ContentAsText', chars: 'Großherzogthum Luxemburg' }, on: 'https://example.org/canvas/p1#xywh=100,200,800,50' },
        { '@type': 'oa:Annotation', motivation: 'sc:painting', resource: { '@type': 'cnt:ContentAsText', chars: 'Beilage' }, on: { '@type': 'oa:SpecificResource', full: 'c', selector: { '@type': 'oa:FragmentSelector', value: 'xywh=percent:10,50,20,5' } } },
        { '@type': 'oa:Annotation', motivation: 'sc:painting', resource: { '@id': 'https://example.org/fulltext/p1#char=0,10' }, on: 'c#xywh=0,0,1,1' },
        { '@type': 'oa:Annotation', motivation: 'oa:commenting', resource: { chars: 'a comment, not text on the page' }, on: 'c#xywh=0,0,1,1' },
      ],
    })
    const { page, referencedOnly } = readAnnotationList(list, '/in/p1.json', { width: 1000, height: 2000 })
    expect(referencedOnly).toBe(1)
    expect(page.blocks[0]?.lines.map((line) => line.words.map((word) => word.content))).toEqual([['Großherzogthum', 'Luxemburg'], ['Beilage']])
    expect(page.blocks[0]?.lines[1]?.words[0]?.box).toEqual({ x: 1000, y: 5000, w: 2000, h: 500 })
  })

  it('reads collections (local manifests only), dates in the shapes metadata uses, and refuses what is not Presentation 2', () => {
    const collection = JSON.stringify({ '@context': 'http://iiif.io/api/presentation/2/context.json', '@id': 'https://example.org/iiif/collection/luxwort', '@type': 'sc:Collection', label: "Luxemburger Wort", manifests: [{ '@id': '1848/manifest.json', '@type': 'sc:Manifest' }, { '@id': 'https://example.org/iiif/1849/manifest', '@type': 'sc:Manifest' }] })
    const read = readIiif2(collection, '/in/collection.json')
    expect(read).toMatchObject({ kind: 'collection', title: 'Luxemburger Wort', id: 'luxwort' })
    if (read.kind !== 'collection') return
    expect(read.manifests.map((ref) => [ref.href, ref.path])).toEqual([
      ['1848/manifest.json', '/in/1848/manifest.json'],
      ['https://example.org/iiif/1849/manifest', undefined],
    ])
    expect([metadataDate('[1655]'), metadataDate('14.12.1897'), metadataDate('1897-12'), metadataDate('ca. 1500-1510'), metadataDate('1897-02-30')]).toEqual(['1655', '1897-12-14', '1897-12', '1500', '1897'])
    expect(detect('{"type": "Manifest", "@context": "http://iiif.io/api/presentation/3/context.json"}', 'm.json')).toBe(false)
    expect(detect('{"SourceFile": "0001.jpg", "ExifTool": "12.40"}', '0001_exif.json')).toBe(false)
    expect(refusal(() => readIiif2('{"@type": "sc:Canvas"}', '/in/c.json')).message).toMatch(/not a IIIF Presentation 2 Manifest or Collection \(@type "sc:Canvas"\)/)
    expect(refusal(() => readIiif2('{"@type": "sc:Manifest", "label": "x", "sequences": []}', '/in/m.json')).message).toMatch(/without canvases/)
    expect(refusal(() => readIiif2(manifest({ navDate: 'gestern', sequences: [{ canvases: [canvas(1)] }] }), '/in/m.json')).message).toMatch(/navDate "gestern" is not a date/)
    const long = refusal(() => readIiif2(manifest({ label: 'L'.repeat(2_001), sequences: [{ canvases: [canvas(1)] }] }), '/in/m.json'))
    expect(long.message).toMatch(/the title is 2,001 characters long, over the limit of 2,000/)
    expect(refusal(() => readIiif2('{"@type": "sc:Manifest",', '/in/m.json')).message).toMatch(/malformed JSON/)
  })
})
