// Region links (src/domain/page-region.ts): our parameter and IIIF Content State, both ways.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatRegion, parseRegion } from '#src/domain/page-region.ts'
import { contentState, contentStateTarget, regionFromPixels } from '#src/domain/content-state.ts'

const M = 'https://example.org/iiif/periodicals/p/1897-12-14/manifest'

describe('page regions', () => {
  it('reads its own parameter and refuses what is not a region of a page', () => {
    expect(parseRegion('3:1200,4500,2400,1300')).toEqual({ page: 3, x: 1200, y: 4500, width: 2400, height: 1300 })
    for (const bad of ['', '0:0,0,10,10', '1:0,0,0,10', '1:9000,0,2000,10', '1:0,0,10', '1:-1,0,10,10', 'x', `1:${'9'.repeat(9)},0,1,1`]) expect(parseRegion(bad)).toBeUndefined()
  })

  it('round-trips a region through a IIIF Content State, in the canvas pixels of the page (property)', () => {
    const size = { width: 7161, height: 10808 }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 9000 }), fc.integer({ min: 0, max: 9000 }), fc.integer({ min: 50, max: 1000 }), fc.integer({ min: 50, max: 1000 }), (page, x, y, width, height) => {
        const region = { page, x, y, width, height }
        const target = contentStateTarget(contentState(M, region, size))
        expect(target?.page).toBe(page)
        const back = target && regionFromPixels(target.page, target.xywh, size)
        // Pixels are coarser than page units on neither axis here; rounding moves a side by at most 2.
        for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs((back?.[key] ?? -99) - region[key])).toBeLessThanOrEqual(2)
        expect(formatRegion(region)).toBe(`${page}:${x},${y},${width},${height}`)
      }),
    )
  })

  it('reads the Content State forms viewers write, and nothing else', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const canvas = 'https://example.org/iiif/items/x/canvas/2'
    expect(contentStateTarget(encode({ type: 'Annotation', target: `${canvas}#xywh=10,20,30,40` }))).toEqual({ page: 2, xywh: [10, 20, 30, 40] })
    expect(
      contentStateTarget(encode({ type: 'Annotation', target: { type: 'SpecificResource', source: { id: canvas, type: 'Canvas' }, selector: { type: 'FragmentSelector', value: 'xywh=1,2,3,4' } } })),
    ).toEqual({ page: 2, xywh: [1, 2, 3, 4] })
    for (const bad of ['', '!!!', encode('text'), encode({ target: canvas }), encode({ target: 'https://elsewhere.org/a#xywh=1,2,3,4' })]) expect(contentStateTarget(bad)).toBeUndefined()
  })
})
