// Which file is a page's scan (src/ingest/images.ts, bare-alto.ts), before any image is decoded.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bareAltoPackage } from '#src/ingest/bare-alto.ts'
import { readableImage } from '#src/ingest/images.ts'
import { decodeJpeg2000, isJpeg2000 } from '#src/ingest/jpeg2000.ts'

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
  it('reads a JPEG 2000 master through the access copy of the same name beside it, or itself', () => {
    touch('mn_001.jp2', 'mn_001.jpg', 'mn_002.jp2')
    expect(readableImage(join(dir, 'mn_001.jp2'))).toBe(join(dir, 'mn_001.jpg'))
    expect(readableImage(join(dir, 'mn_002.jp2'))).toBe(join(dir, 'mn_002.jp2'))
    expect(readableImage(join(dir, 'mn_003.jp2'))).toBeUndefined()
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

describe('JPEG 2000', () => {
  it('knows a JP2 file and a bare codestream by their first bytes, not by their names', () => {
    expect(isJpeg2000(Uint8Array.from([0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a]))).toBe(true)
    expect(isJpeg2000(Uint8Array.from([0xff, 0x4f, 0xff, 0x51, 0x00]))).toBe(true)
    expect(isJpeg2000(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(false)
    expect(isJpeg2000(new Uint8Array(0))).toBe(false)
  })

  it('says a damaged file cannot be decoded instead of throwing a bare number', async () => {
    const damaged = Uint8Array.from([0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a, ...new Array<number>(64).fill(7)])
    await expect(decodeJpeg2000(damaged, 1_000_000)).rejects.toThrow('the JPEG 2000 file cannot be decoded')
  })
})
