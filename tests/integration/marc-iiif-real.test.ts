import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readIiif } from '#src/ingest/formats/iiif/read.ts'
import { matchTitleRecord, readMarcXml } from '#src/ingest/formats/marc/read.ts'
import { type SourcePackage, type TitleRecord } from '#src/ingest/types.ts'
import { HAS_REAL, REAL } from '../fixtures/real-data'

const MARC = join(REAL, 'marcxml-loc')
const IIIF = join(REAL, 'iiif-cookbook-newspaper')

function title(lccn: string): TitleRecord {
  const file = join(MARC, lccn, 'marc.xml')
  const records = readMarcXml(readFileSync(file, 'utf8'), file)
  expect(records).toHaveLength(1)
  const [record] = records
  if (!record) throw new Error(`no record in ${file}`)
  return record
}

function issue(name: string): SourcePackage {
  const file = join(IIIF, name)
  const result = readIiif(readFileSync(file, 'utf8'), file)
  if (result.kind !== 'manifest') throw new Error(`${file} is not a manifest`)
  return result.package
}

describe.skipIf(!HAS_REAL)('real MARCXML title records (LoC)', () => {
  it('reads Der Nordstern', () => {
    const record = title('sn83045350')
    expect(record.controlNumber).toBe('sn83045350')
    expect(record.title.startsWith('Der Nordstern')).toBe(true)
    expect(record.issn).toBe('2372-2991')
    expect(record.languages).toContain('de')
    expect(record.publishers).toEqual(['St. Cloud, Minn. : Brick & Kaiser'])
    expect(record).toMatchObject({ startYear: 1874, endYear: 1931, earlierTitles: [], laterTitles: [] })
    expect(record.dates).toContain('1931')
    expect(record.fields).toContain('245 14 $a Der Nordstern.')
    expect(record.fields).toContain('008 830425d18741931mnuwr ne      0   a0ger d')
    // The NDNP batch of the same title carries its LCCN as the periodical id.
    expect(matchTitleRecord(record, { id: 'sn83045350', title: 'Der Nordstern' })).toBe(true)
  })

  it('reads Evening star with its earlier and later titles', () => {
    const record = title('sn83045462')
    expect(record).toMatchObject({
      controlNumber: 'sn83045462',
      issn: '2331-9968',
      title: 'Evening star',
      startYear: 1854,
      endYear: 1972,
      languages: ['en'],
      earlierTitles: ['Daily evening star (Washington, D.C.)'],
      laterTitles: ['Washington daily news (Washington, D.C.)', 'Evening star and the Washington daily news'],
    })
    expect(record.publishers).toEqual(['Washington, D.C. : W.D. Wallach & Hope'])
    expect(matchTitleRecord(record, { id: 'evening-star', issn: '23319968', title: 'The Star' })).toBe(true)
  })

  it('reads Omaha daily bee, whose start year is uncertain', () => {
    const record = title('sn99021999')
    expect(record).toMatchObject({
      controlNumber: 'sn99021999',
      issn: '2169-7264',
      title: 'Omaha daily bee',
      startYear: undefined,
      endYear: 1922,
      languages: ['en'],
      earlierTitles: [],
      laterTitles: ['Omaha morning bee'],
    })
    expect(record.publishers).toEqual(['Omaha [Neb.] : Edward Rosewater'])
    expect(matchTitleRecord(record, { id: 'sn83045350', title: 'Der Nordstern' })).toBe(false)
  })
})

describe.skipIf(!HAS_REAL)('real IIIF newspaper (cookbook recipe 0068)', () => {
  it('lists the two issue manifests of the title collection', () => {
    const file = join(IIIF, 'newspaper_title-collection.json')
    const result = readIiif(readFileSync(file, 'utf8'), file)
    if (result.kind !== 'collection') throw new Error('expected a collection')
    expect(result.title).toBe('Berliner Tageblatt')
    expect(result.manifestPaths).toEqual([
      join(dirname(file), 'newspaper_issue_1-manifest.json'),
      join(dirname(file), 'newspaper_issue_2-manifest.json'),
    ])
    expect(result.unresolved).toEqual([])
    for (const path of result.manifestPaths) expect(existsSync(path)).toBe(true)
    expect(issue('newspaper_issue_1-manifest.json').parentId).toBe(result.id)
  })

  it('reads both issues with dates, canvases and ALTO files', () => {
    const first = issue('newspaper_issue_1-manifest.json')
    const second = issue('newspaper_issue_2-manifest.json')
    expect(first.date).toBe('1925-02-16')
    expect(second.date).toBe('1925-03-13')
    for (const pkg of [first, second]) {
      expect(pkg).toMatchObject({ kind: 'issue', documentType: 'newspaper', title: 'Berliner Tageblatt', languages: ['de'], units: [] })
      expect(pkg.pages.map((page) => page.sequence)).toEqual([1, 2])
      expect(pkg.pages.map((page) => page.label)).toEqual(['p. 1', 'p. 2'])
      for (const page of pkg.pages) {
        expect(page.imageService).toMatch(/^https:\/\/iiif\.io\/api\/image\/3\.0\/example\/reference\/[^/]+$/)
        expect(page.altoPath !== undefined && existsSync(page.altoPath)).toBe(true)
      }
      // Placeholder ids are no permanent links.
      expect(pkg.permalink).toBeUndefined()
    }
    expect(first.pages.map((page) => page.altoPath)).toEqual([
      join(IIIF, 'newspaper_issue_1-alto_p1.xml'),
      join(IIIF, 'newspaper_issue_1-alto_p2.xml'),
    ])
    expect(second.pages.map((page) => page.altoPath)).toEqual([
      join(IIIF, 'newspaper_issue_2-alto_p1.xml'),
      join(IIIF, 'newspaper_issue_2-alto_p2.xml'),
    ])
    expect(first.parentId).toBe('berliner-tageblatt')
    expect(second.parentId).toBe(first.parentId)
  })
})
