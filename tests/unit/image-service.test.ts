// Which address a library's own IIIF image server is asked at for a page's scan (src/iiif/image-service.ts).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { configuredImageService } from '#src/iiif/image-service.ts'

const dir = mkdtempSync(join(tmpdir(), 'image-service-'))
const sources = join(dir, 'sources')
mkdirSync(sources)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("the library's image server", () => {
  const config = { server: 'https://iiif.example.org/iiif/3', sources }

  it('names a scan by its path inside the sources folder, encoded whole as one identifier', () => {
    expect(configuredImageService(join(sources, 'luxwort', '1858', 'p 1#a?.jp2'), config)).toBe('https://iiif.example.org/iiif/3/luxwort%2F1858%2Fp%201%23a%3F.jp2')
  })

  it('names nothing outside the folder, without a scan, a server or a folder', () => {
    expect(configuredImageService(join(dir, 'elsewhere.jp2'), config)).toBeUndefined()
    expect(configuredImageService(join(sources, '..', 'sources-other', 'a.jp2'), config)).toBeUndefined()
    expect(configuredImageService(sources, config)).toBeUndefined()
    expect(configuredImageService(null, config)).toBeUndefined()
    expect(configuredImageService(join(sources, 'a.jp2'), { server: undefined, sources })).toBeUndefined()
    expect(configuredImageService(join(sources, 'a.jp2'), { server: config.server, sources: undefined })).toBeUndefined()
  })

  it('takes the folder by its real path, as the importer records scans', () => {
    const link = join(dir, 'link')
    symlinkSync(sources, link)
    expect(configuredImageService(join(sources, 'a.jp2'), { server: config.server, sources: link })).toBe('https://iiif.example.org/iiif/3/a.jp2')
  })
})
