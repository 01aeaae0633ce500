// The IIIF builders alone (src/iiif): canvas geometry, image services, ranges, Content Search paging.
import { presentation3StrictUpgrade } from '@iiif/parser/strict'
import type { Manifest } from '@iiif/presentation-3'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { HITS_PER_PAGE, findHits, searchAnswerV1, searchAnswerV2 } from '#src/iiif/content-search.ts'
import { type ManifestInput, UNKNOWN_PAGE_SIZE, buildManifest, canvasSize, xywh } from '#src/iiif/presentation.ts'

const M = 'https://example.org/iiif/periodicals/p/1900-01-01/manifest'
const none = (value: string) => ({ none: [value] })

function input(overrides: Partial<ManifestInput> = {}): ManifestInput {
  return {
    id: M,
    label: { en: ['P, 1 January 1900'] },
    metadata: [],
    date: '1900-01-01',
    rights: 'http://creativecommons.org/publicdomain/mark/1.0/',
    requiredStatement: { label: { en: ['Attribution'] }, value: { en: ['Library'] } },
    provider: { id: 'https://example.org/', label: { en: ['Library'] } },
    homepage: [{ id: 'https://example.org/en/periodicals/p/1900-01-01', label: { en: ['P'] }, language: 'en' }],
    canvases: [1, 2].map((sequence) => ({
      sequence,
      label: none(String(sequence)),
      width: sequence === 1 ? 3000 : null,
      height: sequence === 1 ? 4000 : null,
      imageService: sequence === 1 ? 'https://images.example.org/iiif/2/p1' : 'https://images.example.org/iiif/3/p2/',
      hasOcrFile: sequence === 1,
      hasLayout: true,
      textLabel: none('text'),
      ocrLabel: none('alto'),
    })),
    ranges: [
      { id: 7, label: none('Article'), pages: [1, 2] },
      { id: 8, label: none('Lost'), pages: [9] },
    ],
    contentsLabel: none('Contents'),
    languages: ['de'],
    ...overrides,
  }
}

const manifestShape = v.custom<Manifest>((value) => v.is(v.looseObject({ id: v.string(), type: v.literal('Manifest'), items: v.array(v.unknown()) }), value))

describe('buildManifest', () => {
  it('paints each page with its image service (v2 or v3 by its address), at its size or the stand-in', () => {
    const manifest = buildManifest(input())
    const state: { warnings: string[] } = { warnings: [] }
    presentation3StrictUpgrade(v.parse(manifestShape, manifest), state)
    expect(state.warnings).toEqual([])
    const [first, second] = manifest.items
    expect(first).toMatchObject({ width: 3000, height: 4000 })
    expect(second).toMatchObject(UNKNOWN_PAGE_SIZE)
    expect(JSON.stringify(first)).toContain('"@id":"https://images.example.org/iiif/2/p1","@type":"ImageService2"')
    expect(JSON.stringify(second)).toContain('"id":"https://images.example.org/iiif/3/p2","type":"ImageService3"')
    expect(first && 'seeAlso' in first).toBe(true)
    expect(second && 'seeAlso' in second).toBe(false)
  })

  it('keeps only ranges on pages the manifest has, and names both search services', () => {
    const manifest = buildManifest(input())
    expect(manifest.structures?.[0]?.items.map((range) => range.id)).toEqual(['https://example.org/iiif/periodicals/p/1900-01-01/range/7'])
    expect(manifest.service).toEqual([
      { id: 'https://example.org/iiif/periodicals/p/1900-01-01/search', type: 'SearchService2' },
      { '@id': 'https://example.org/iiif/periodicals/p/1900-01-01/search/v1', '@type': 'SearchService1', profile: 'http://iiif.io/api/search/1/search' },
    ])
    expect(buildManifest(input({ date: '1900' }))).not.toHaveProperty('navDate')
  })

  it('scales page-relative boxes to the canvas', () => {
    expect(xywh({ x: 5000, y: 2500, width: 100, height: 1 }, { width: 3000, height: 4000 })).toBe('xywh=1500,1000,30,1')
    expect(canvasSize({ width: null, height: 10 })).toEqual(UNKNOWN_PAGE_SIZE)
  })
})

describe('Content Search', () => {
  const words = Array.from({ length: 1201 }, (_, index) => ({ word: index % 2 === 0 ? 'Mosel' : 'und', x: index, y: 0, width: 1, height: 1 }))
  const pages = [{ sequence: 1, width: 10000, height: 10000, words }]

  it('finds the words of the query folded, with the words around each hit', () => {
    const hits = findHits([{ sequence: 3, width: 1000, height: 1000, words: ['Die', 'ſchöne', 'Moſel.', 'fließt', 'hier'].map((word, x) => ({ word, x: x * 1000, y: 0, width: 900, height: 100 })) }], 'mosel')
    expect(hits).toEqual([{ sequence: 3, box: { word: 'Moſel.', x: 2000, y: 0, width: 900, height: 100 }, size: { width: 1000, height: 1000 }, match: 'Moſel.', before: 'Die ſchöne', after: 'fließt hier' }])
    expect(findHits(pages, '-mosel')).toEqual([])
  })

  it('pages a long answer (2.0: partOf, next, prev; 1.0: within, next)', () => {
    const hits = findHits(pages, 'mosel')
    expect(hits).toHaveLength(601)
    const first = searchAnswerV2(M, 'mosel', hits)
    expect(first.items).toHaveLength(HITS_PER_PAGE)
    expect(first).toMatchObject({ partOf: { total: 601 }, next: { id: 'https://example.org/iiif/periodicals/p/1900-01-01/search?q=mosel&page=2' } })
    expect(first).not.toHaveProperty('prev')
    const second = searchAnswerV2(M, 'mosel', hits, 2)
    expect(second.items).toHaveLength(101)
    expect(second).toMatchObject({ startIndex: 500, prev: { id: 'https://example.org/iiif/periodicals/p/1900-01-01/search?q=mosel' } })
    expect(second).not.toHaveProperty('next')
    // A page past the last is the last.
    expect(searchAnswerV2(M, 'mosel', hits, 99).items).toHaveLength(101)
    const v1 = searchAnswerV1(M, 'mosel', hits, 1, ['user'])
    expect(v1.within).toMatchObject({ total: 601, ignored: ['user'] })
    expect(v1.next).toBe('https://example.org/iiif/periodicals/p/1900-01-01/search/v1?q=mosel&page=2')
    expect(v1.hits[1]).toMatchObject({ match: 'Mosel', before: 'Mosel und', after: 'und Mosel und Mosel' })
    expect(v1.resources[0]?.on).toBe('https://example.org/iiif/periodicals/p/1900-01-01/canvas/1#xywh=0,0,1,1')
  })
})
