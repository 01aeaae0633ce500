import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readIiif } from '#src/ingest/formats/iiif/read.ts'
import { trimIsbd } from '#src/ingest/crosswalks/marc-fields.ts'
import { matchTitleRecord, readMarcXml } from '#src/ingest/formats/marc/read.ts'
import { slugify } from '#src/ingest/slug.ts'
import type { SourcePackage, TitleRecord } from '#src/ingest/types.ts'
import { refusal } from '../fixtures/ingest-error'

const FIXED_008 = '780103d18761881mnuwr ne      0   a0ger d'

const NAMESPACED_COLLECTION = `<?xml version="1.0" encoding="UTF-8"?>
<marc:collection xmlns:marc="http://www.loc.gov/MARC21/slim">
  <marc:record>
    <marc:leader>00000cas a2200000 a 4500</marc:leader>
    <marc:controlfield tag="001">9447682</marc:controlfield>
    <marc:controlfield tag="008">${FIXED_008}</marc:controlfield>
    <marc:datafield tag="010" ind1=" " ind2=" "><marc:subfield code="a">sn 83045350 </marc:subfield></marc:datafield>
    <marc:datafield tag="022" ind1="0" ind2=" "><marc:subfield code="a">2372-2991</marc:subfield></marc:datafield>
    <marc:datafield tag="245" ind1="1" ind2="0"><marc:subfield code="a">Der Nordstern.</marc:subfield></marc:datafield>
    <marc:datafield tag="260" ind1=" " ind2=" ">
      <marc:subfield code="a">St. Cloud, Minn. :</marc:subfield>
      <marc:subfield code="b">Brick &amp; Kaiser,</marc:subfield>
      <marc:subfield code="c">1876-1881.</marc:subfield>
    </marc:datafield>
    <marc:datafield tag="362" ind1="1" ind2=" "><marc:subfield code="a">Began in 1876.</marc:subfield></marc:datafield>
  </marc:record>
  <marc:record>
    <marc:controlfield tag="001"> ocm12345678 </marc:controlfield>
    <marc:controlfield tag="008">850101c19009999dcudr ne      0   a0eng c</marc:controlfield>
    <marc:datafield tag="245" ind1="0" ind2="0">
      <marc:subfield code="a">Evening star :</marc:subfield>
      <marc:subfield code="b">a daily paper /</marc:subfield>
      <marc:subfield code="c">W.D. Wallach.</marc:subfield>
    </marc:datafield>
    <marc:datafield tag="264" ind1=" " ind2="1">
      <marc:subfield code="a">Washington, D.C. :</marc:subfield>
      <marc:subfield code="b">W.D. Wallach &amp; Hope,</marc:subfield>
    </marc:datafield>
    <marc:datafield tag="264" ind1=" " ind2="4"><marc:subfield code="c">©1900</marc:subfield></marc:datafield>
    <marc:datafield tag="780" ind1="0" ind2="0"><marc:subfield code="t">Daily evening star.</marc:subfield></marc:datafield>
    <marc:datafield tag="785" ind1="0" ind2="7"><marc:subfield code="t">Washington daily news (Washington, D.C.)</marc:subfield></marc:datafield>
    <marc:datafield tag="785" ind1="0" ind2="7"><marc:subfield code="t">Evening star and the Washington daily news</marc:subfield></marc:datafield>
  </marc:record>
</marc:collection>`

const BARE_RECORD = `<record>
  <leader>00000cas a2200000 a 4500</leader>
  <controlfield tag="001">LUX0001</controlfield>
  <controlfield tag="008">850101c1848uuuulu wr ne      0   a0xxx d</controlfield>
  <datafield tag="041" ind1="0" ind2=" "><subfield code="a">ger</subfield><subfield code="a">freltz</subfield><subfield code="a">zzz</subfield></datafield>
  <datafield tag="245" ind1="0" ind2="0"><subfield code="a">Luxemburger Wort =</subfield><subfield code="b">La voix du Luxembourg.</subfield></datafield>
  <datafield tag="260" ind1=" " ind2=" "><subfield code="a">Luxemburg :</subfield><subfield code="b">Verlag der St.-Paulus-Gesellschaft,</subfield><subfield code="c">1848-</subfield></datafield>
  <datafield tag="780" ind1="0" ind2="0"><subfield code="a">Luxemburger Volksfreund.</subfield></datafield>
</record>`

function readOne(xml: string): TitleRecord {
  const [record] = readMarcXml(xml, 'title.xml')
  if (!record) throw new Error('no record')
  return record
}

describe('readMarcXml', () => {
  it('reads a namespaced collection of two records', () => {
    const records = readMarcXml(NAMESPACED_COLLECTION, 'titles.xml')
    expect(records).toHaveLength(2)
    const [nordstern, star] = records
    expect(nordstern).toMatchObject({
      controlNumber: 'sn83045350',
      issn: '2372-2991',
      title: 'Der Nordstern',
      publishers: ['St. Cloud, Minn. : Brick & Kaiser'],
      dates: 'Began in 1876',
      startYear: 1876,
      endYear: 1881,
      languages: ['de'],
      earlierTitles: [],
      laterTitles: [],
    })
    expect(star).toMatchObject({
      controlNumber: 'ocm12345678',
      title: 'Evening star : a daily paper',
      publishers: ['Washington, D.C. : W.D. Wallach & Hope'],
      startYear: 1900,
      endYear: undefined,
      languages: ['en'],
      earlierTitles: ['Daily evening star'],
      laterTitles: ['Washington daily news (Washington, D.C.)', 'Evening star and the Washington daily news'],
    })
    expect(star?.issn).toBeUndefined()
    expect(star?.dates).toBeUndefined()
  })

  it('keeps every field as a display line, fixed fields verbatim', () => {
    const record = readOne(NAMESPACED_COLLECTION)
    expect(record.fields[0]).toBe('001 9447682')
    expect(record.fields).toContain(`008 ${FIXED_008}`)
    expect(record.fields).toContain('245 10 $a Der Nordstern.')
    expect(record.fields).toContain('022 0# $a 2372-2991')
    expect(record.fields).toContain('260 ## $a St. Cloud, Minn. : $b Brick & Kaiser, $c 1876-1881.')
    expect(record.fields).toHaveLength(7)
  })

  it('reads a bare record without namespace', () => {
    expect(readOne(BARE_RECORD)).toEqual({
      controlNumber: 'LUX0001',
      issn: undefined,
      title: 'Luxemburger Wort = La voix du Luxembourg',
      publishers: ['Luxemburg : Verlag der St.-Paulus-Gesellschaft'],
      printers: [],
      description: undefined,
      dates: '1848-',
      startYear: 1848,
      endYear: undefined,
      // 008/35-37 "xxx" and 041 "zzz" are no languages we know.
      languages: ['de', 'fr', 'lb'],
      earlierTitles: ['Luxemburger Volksfreund'],
      laterTitles: [],
      fields: expect.any(Array),
      marc: expect.any(Object),
    })
  })

  it('keeps the record field by field, leader, indicators and subfields as read, to give it out again as MARCXML', () => {
    const record = readOne(NAMESPACED_COLLECTION)
    expect(record.marc?.leader).toBe('00000cas a2200000 a 4500')
    expect(record.marc?.fields[0]).toEqual(['001', '9447682'])
    expect(record.marc?.fields).toContainEqual(['008', FIXED_008])
    expect(record.marc?.fields).toContainEqual(['260', ' ', ' ', [['a', 'St. Cloud, Minn. :'], ['b', 'Brick & Kaiser,'], ['c', '1876-1881.']]])
    expect(record.marc?.fields).toHaveLength(record.fields.length)
  })

  it('reads printers from 264 _3 and the description from 520', () => {
    const xml = `<record><datafield tag="245" ind1="0" ind2="0"><subfield code="a">Obermosel-Zeitung.</subfield></datafield>
      <datafield tag="264" ind1=" " ind2="1"><subfield code="a">Grevenmacher :</subfield><subfield code="b">Verlag Faber,</subfield></datafield>
      <datafield tag="264" ind1=" " ind2="3"><subfield code="a">Grevenmacher :</subfield><subfield code="b">Druckerei J. Faber</subfield></datafield>
      <datafield tag="520" ind1=" " ind2=" "><subfield code="a">Regional weekly of the Moselle valley.</subfield></datafield></record>`
    const record = readOne(xml)
    expect(record.publishers).toEqual(['Grevenmacher : Verlag Faber'])
    expect(record.printers).toEqual(['Grevenmacher : Druckerei J. Faber'])
    expect(record.description).toBe('Regional weekly of the Moselle valley.')
  })

  it('reads a record in the default MARC21 namespace', () => {
    const xml = `<record xmlns="http://www.loc.gov/MARC21/slim"><datafield tag="245" ind1="0" ind2="0"><subfield code="a">Journal de Luxembourg.</subfield></datafield></record>`
    expect(readOne(xml)).toMatchObject({ title: 'Journal de Luxembourg', controlNumber: undefined, languages: [] })
  })

  it('strips ISBD punctuation but keeps abbreviations and initials', () => {
    expect(trimIsbd('Der Nordstern.')).toBe('Der Nordstern')
    expect(trimIsbd('St. Cloud, Minn. :')).toBe('St. Cloud, Minn.')
    expect(trimIsbd('Washington, D.C. :')).toBe('Washington, D.C.')
    expect(trimIsbd('Omaha [Neb.] :')).toBe('Omaha [Neb.]')
    expect(trimIsbd('Edward Rosewater,')).toBe('Edward Rosewater')
    expect(trimIsbd('a daily paper /')).toBe('a daily paper')
    expect(trimIsbd('-57. Jahrg., Nr. 44 (27. Aug. 1931).')).toBe('-57. Jahrg., Nr. 44 (27. Aug. 1931)')
  })

  it('rejects a document that is not MARCXML, with the line', () => {
    const error = refusal(() => readMarcXml('<?xml version="1.0"?>\n\n<mods><titleInfo/></mods>', 'x.xml'))
    expect(error.line).toBe(3)
    expect(error.file).toBe('x.xml')
    expect(error.message).toContain('<mods>')
  })

  it('rejects a record without 245, with its line', () => {
    const xml = '<collection>\n<record><controlfield tag="001">1</controlfield></record>\n</collection>'
    const error = refusal(() => readMarcXml(xml, 'x.xml'))
    expect(error.line).toBe(2)
    expect(error.message).toContain('245')
  })

  it('rejects malformed XML with the line', () => {
    const error = refusal(() => readMarcXml('<record>\n<datafield tag="245">\n</record>', 'x.xml'))
    expect(error.line).toBe(3)
  })
})

describe('matchTitleRecord', () => {
  const record: TitleRecord = {
    controlNumber: 'sn83045350',
    issn: '1234-567x',
    title: 'L’Indépendance luxembourgeoise.',
    publishers: [],
    languages: [],
    earlierTitles: [],
    laterTitles: [],
    fields: [],
  }

  it('matches by control number (LCCN ids)', () => {
    expect(matchTitleRecord(record, { id: 'sn83045350', title: 'Something else' })).toBe(true)
    expect(matchTitleRecord(record, { id: 'sn 83045350', title: 'Something else' })).toBe(true)
  })

  it('matches by ISSN, however it is written', () => {
    expect(matchTitleRecord(record, { id: 'indeplux', issn: '1234567X', title: 'Other' })).toBe(true)
    expect(matchTitleRecord(record, { id: 'indeplux', issn: '1234-5670', title: 'Other' })).toBe(false)
  })

  it('falls back to the normalised title', () => {
    expect(matchTitleRecord(record, { id: 'indeplux', title: "L'independance Luxembourgeoise" })).toBe(true)
    expect(matchTitleRecord(record, { id: 'indeplux', title: 'L’Indépendance' })).toBe(false)
  })

  it('does not match on missing values', () => {
    const bare: TitleRecord = { ...record, controlNumber: undefined, issn: undefined, title: '...' }
    expect(matchTitleRecord(bare, { id: '', issn: '', title: '' })).toBe(false)
  })
})

describe('slugify', () => {
  it('makes lowercase ASCII slugs', () => {
    expect(slugify('Luxemburger Wort')).toBe('luxemburger-wort')
    expect(slugify('Großherzog')).toBe('grossherzog')
    expect(slugify('L’Indépendance luxembourgeoise')).toBe('l-independance-luxembourgeoise')
    expect(slugify('  --Berliner Tageblatt!-- ')).toBe('berliner-tageblatt')
    expect(slugify('Ærø Œuvre Łódź')).toBe('aero-oeuvre-lodz')
  })
})

/** The 1-based line of the first line of `text` holding `needle`. */
function lineIn(text: string, needle: string): number {
  return text.split('\n').findIndex((line) => line.includes(needle)) + 1
}

const FOLDER = '/data/iiif/luxwort'
const COLLECTION_FILE = join(FOLDER, 'title-collection.json')
const MANIFEST_FILE = join(FOLDER, 'issue_1-manifest.json')

const COLLECTION = JSON.stringify({
  '@context': 'http://iiif.io/api/presentation/3/context.json',
  id: '{{ id.url }}',
  type: 'Collection',
  label: { de: ['Luxemburger Wort'], fr: ['Le Mot luxembourgeois'] },
  items: [
    { id: '{{ id.url }}/issue_1-manifest.json', type: 'Manifest', label: { de: ['1871-05-02'] } },
    { id: '{{ id.path }}/issue_2-manifest.json', type: 'Manifest' },
    { id: 'https://example.org/iiif/luxwort/issue_3-manifest.json', type: 'Manifest' },
    { id: '{{ id.path }}/1872/collection.json', type: 'Collection' },
    { id: '{{ id.path }}/cover.jpg', type: 'Image' },
    'not an object',
  ],
}, null, 2)

function manifest(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    '@context': 'http://iiif.io/api/presentation/3/context.json',
    id: '{{ id.url }}',
    type: 'Manifest',
    label: { de: ['Luxemburger Wort - 1871-05-02'] },
    navDate: '1871-05-02T00:00:00Z',
    partOf: [{ id: '{{ id.path }}/title-collection.json', type: 'Collection' }],
    metadata: [
      { label: { en: ['Issue number'] }, value: { none: ['<b>102</b>'] } },
      { label: { en: ['language'] }, value: { none: ['de', 'fre'], en: ['German', 'French'] } },
    ],
    homepage: [{ id: 'https://persist.lu/ark:/70795/abc123', type: 'Text' }],
    items: [
      {
        id: '{{ id.path }}/canvas/p1',
        type: 'Canvas',
        label: { none: ['p. 1'] },
        seeAlso: [
          { id: 'https://example.org/record.json', type: 'Dataset', format: 'application/ld+json' },
          { id: '{{ id.path }}/issue_1-alto_p1.xml', type: 'Text', format: 'application/xml', profile: 'http://www.loc.gov/standards/alto/' },
        ],
        items: [
          {
            type: 'AnnotationPage',
            items: [
              {
                type: 'Annotation',
                motivation: 'painting',
                body: {
                  id: 'https://images.example.org/iiif/p1/full/max/0/default.jpg',
                  type: 'Image',
                  service: [{ id: 'https://images.example.org/iiif/p1/', type: 'ImageService3', profile: 'level1' }],
                },
              },
            ],
          },
        ],
      },
      {
        id: '{{ id.path }}/canvas/p2',
        type: 'Canvas',
        label: { de: ['Seite 2'], en: ['Page 2'] },
        rendering: { id: 'issue_1-alto_p2.xml', type: 'Text', format: 'application/alto+xml' },
        items: [
          {
            type: 'AnnotationPage',
            items: [
              {
                type: 'Annotation',
                motivation: ['painting'],
                body: {
                  type: 'Choice',
                  items: [{ type: 'Image', service: { '@id': 'https://images.example.org/iiif2/p2', '@type': 'ImageService2' } }],
                },
              },
            ],
          },
        ],
      },
      {
        id: '{{ id.path }}/canvas/p3',
        type: 'Canvas',
        seeAlso: [{ id: '{{ id.path }}/../../secret/alto.xml', profile: 'alto' }],
      },
    ],
    ...overrides,
  }, null, 2)
}

function readPackage(json: string): SourcePackage {
  const result = readIiif(json, MANIFEST_FILE)
  if (result.kind !== 'manifest') throw new Error('expected a manifest')
  return result.package
}

describe('readIiif: collections', () => {
  it('lists the local manifests and reports what it cannot reach offline', () => {
    expect(readIiif(COLLECTION, COLLECTION_FILE)).toEqual({
      kind: 'collection',
      title: 'Luxemburger Wort',
      id: 'luxemburger-wort',
      manifestPaths: [join(FOLDER, 'issue_1-manifest.json'), join(FOLDER, 'issue_2-manifest.json')],
      collectionPaths: [join(FOLDER, '1872', 'collection.json')],
      unresolved: ['https://example.org/iiif/luxwort/issue_3-manifest.json'],
      references: [
        { type: 'Manifest', href: '{{ id.url }}/issue_1-manifest.json', line: lineIn(COLLECTION, 'issue_1-manifest'), path: join(FOLDER, 'issue_1-manifest.json') },
        { type: 'Manifest', href: '{{ id.path }}/issue_2-manifest.json', line: lineIn(COLLECTION, 'issue_2-manifest'), path: join(FOLDER, 'issue_2-manifest.json') },
        { type: 'Manifest', href: 'https://example.org/iiif/luxwort/issue_3-manifest.json', line: lineIn(COLLECTION, 'issue_3-manifest') },
        { type: 'Collection', href: '{{ id.path }}/1872/collection.json', line: lineIn(COLLECTION, '1872/collection'), path: join(FOLDER, '1872', 'collection.json') },
      ],
    })
  })

  it('uses a downloaded copy of an http manifest when the caller says it exists', () => {
    const result = readIiif(COLLECTION, COLLECTION_FILE, { exists: (path) => path === join(FOLDER, 'issue_3-manifest.json') })
    expect(result.kind === 'collection' && result.manifestPaths).toEqual([
      join(FOLDER, 'issue_1-manifest.json'),
      join(FOLDER, 'issue_2-manifest.json'),
      join(FOLDER, 'issue_3-manifest.json'),
    ])
  })

  it('takes the id from the last meaningful segment of a real collection URL', () => {
    const json = JSON.stringify({ id: 'https://example.org/iiif/luxwort/collection.json', type: 'Collection', label: 'Luxemburger Wort', items: [] })
    expect(readIiif(json, COLLECTION_FILE)).toMatchObject({ kind: 'collection', id: 'luxwort', title: 'Luxemburger Wort' })
  })
})

describe('readIiif: manifests', () => {
  it('reads an issue with placeholder ids', () => {
    expect(readPackage(manifest())).toEqual({
      kind: 'issue',
      documentType: 'newspaper',
      bornDigital: false,
      parentId: 'luxemburger-wort',
      title: 'Luxemburger Wort',
      date: '1871-05-02',
      edition: 1,
      number: '102',
      languages: ['de', 'fr'],
      permalink: 'https://persist.lu/ark:/70795/abc123',
      pages: [
        {
          sequence: 1,
          label: 'p. 1',
          imageService: 'https://images.example.org/iiif/p1',
          altoPath: join(FOLDER, 'issue_1-alto_p1.xml'),
          altoHref: '{{ id.path }}/issue_1-alto_p1.xml',
          altoLine: lineIn(manifest(), 'issue_1-alto_p1'),
        },
        {
          sequence: 2,
          label: 'Seite 2',
          imageService: 'https://images.example.org/iiif2/p2',
          altoPath: join(FOLDER, 'issue_1-alto_p2.xml'),
          altoHref: 'issue_1-alto_p2.xml',
          altoLine: lineIn(manifest(), 'issue_1-alto_p2'),
        },
        // Resolved as written: the loader refuses a reference that leaves the folder (ADR 015).
        {
          sequence: 3,
          label: undefined,
          imageService: undefined,
          altoPath: resolve(FOLDER, '../../secret/alto.xml'),
          altoHref: '{{ id.path }}/../../secret/alto.xml',
          altoLine: lineIn(manifest(), 'secret/alto'),
        },
      ],
      units: [],
      sourcePath: MANIFEST_FILE,
    })
  })

  it('takes title and parent id from a labelled partOf, or from a real collection URL', () => {
    const labelled = readPackage(
      manifest({ partOf: [{ id: '{{ id.path }}/c.json', type: 'Collection', label: { fr: ['L’Indépendance luxembourgeoise'] } }] }),
    )
    expect(labelled).toMatchObject({ title: 'L’Indépendance luxembourgeoise', parentId: 'l-independance-luxembourgeoise' })
    const real = readPackage(manifest({ partOf: [{ id: 'https://example.org/iiif/indeplux/collection', type: 'Collection' }] }))
    expect(real).toMatchObject({ title: 'Luxemburger Wort', parentId: 'indeplux' })
  })

  it('falls back to label languages and the label date, and takes an http id as permalink', () => {
    const pkg = readPackage(
      manifest({ metadata: undefined, navDate: undefined, homepage: undefined, id: 'https://example.org/iiif/m1', label: { de: ['Luxemburger Wort - 1871-05-02'], 'fr-LU': ['Le Mot'], none: ['x'] } }),
    )
    expect(pkg).toMatchObject({ date: '1871-05-02', languages: ['de', 'fr'], permalink: 'https://example.org/iiif/m1', number: undefined })
  })

  it('prefers the language property', () => {
    expect(readPackage(manifest({ language: ['lb', 'ger'] })).languages).toEqual(['lb', 'de'])
  })

  it('rejects a navDate that is no day', () => {
    const error = refusal(() => readPackage(manifest({ navDate: '1871-02-30T00:00:00Z' })))
    expect(error.message).toContain('navDate')
  })

  it('rejects shapes it cannot use', () => {
    expect(refusal(() => readIiif(manifest({ items: 'p1' }), MANIFEST_FILE)).message).toContain('items')
    expect(refusal(() => readIiif(manifest({ items: [] }), MANIFEST_FILE)).message).toContain('canvases')
    expect(refusal(() => readIiif('{"@type": "sc:Manifest"}', MANIFEST_FILE)).message).toContain('Presentation 2')
    expect(refusal(() => readIiif('[1, 2]', MANIFEST_FILE)).message).toContain('not a IIIF resource')
    expect(refusal(() => readIiif('{"type": "Canvas"}', MANIFEST_FILE)).message).toContain('type Canvas')
  })

  it('reports malformed JSON with the line', () => {
    const trailingComma = refusal(() => readIiif('{\n  "type": "Manifest",\n  "items": [],\n}', MANIFEST_FILE))
    expect(trailingComma.line).toBe(4)
    expect(trailingComma.file).toBe(MANIFEST_FILE)
    const truncated = refusal(() => readIiif('{\n  "type": "Manifest",\n  "items": [', MANIFEST_FILE))
    expect(truncated.line).toBe(3)
  })
})
