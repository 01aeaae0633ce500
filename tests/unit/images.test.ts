// Which file is a page's scan (src/ingest/images.ts, bare-alto.ts), before any image is decoded.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bareAltoPackage } from '../../src/ingest/bare-alto'
import { readableImage } from '../../src/ingest/images'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'images-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const touch = (...names: string[]) => {
  for (const name of names) writeFileSync(join(dir, name), '')
  return names.map((name) => join(dir, name))
}

describe('page scans', () => {
  it('reads a JPEG 2000 master through the access copy of the same name beside it, or not at all', () => {
    touch('mn_001.jp2', 'mn_001.jpg', 'mn_002.jp2')
    expect(readableImage(join(dir, 'mn_001.jp2'))).toBe(join(dir, 'mn_001.jpg'))
    expect(readableImage(join(dir, 'mn_002.jp2'))).toBeUndefined()
    expect(readableImage(join(dir, 'missing.jpg'))).toBeUndefined()
  })

  it("finds a bare page's scan by its name, or as the only image of a one-page folder", () => {
    const [first = '', second = ''] = touch('0001.xml', '0002.xml', '0001.tif', 'verify_crop.png')
    const pages = bareAltoPackage([first, second]).pages
    expect(pages.map((page) => page.imagePath)).toEqual([join(dir, '0001.tif'), undefined])
    rmSync(join(dir, 'verify_crop.png'))
    rmSync(second)
    const [only = ''] = touch('scan.jpeg')
    rmSync(join(dir, '0001.tif'))
    expect(bareAltoPackage([first]).pages[0]?.imagePath).toBe(only)
  })
})
