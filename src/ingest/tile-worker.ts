/**
 * Child process of src/ingest/images.ts: reads {jobs: [{path, key}], imagesDir} on stdin, makes
 * each image's IIIF Image API 3 level 0 tiles in imagesDir/{key}/ unless they are there, and
 * writes [{path, key, width, height} | {path, error}] on stdout.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import * as v from 'valibot'
import { decodeJpeg2000, isJpeg2000 } from './jpeg2000.ts'

const input = v.parse(
  v.object({ jobs: v.array(v.object({ path: v.string(), key: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) })), imagesDir: v.string() }),
  JSON.parse(readFileSync(0, 'utf8')),
)
/** A newspaper page scanned at 600 dpi runs to 150 million pixels; a bigger "image" is refused as a decompression bomb. */
const MAX_PIXELS = 400_000_000
/** The placeholder the tiles' info.json names as its id; the server writes the public address in its place. */
const TILE_ID = 'https://tiles.invalid/iiif/image'

const infoSize = v.object({ width: v.number(), height: v.number() })

/** sharp reads JPEG, PNG, TIFF and WebP itself; JPEG 2000 is decoded first (src/ingest/jpeg2000.ts). */
async function open(path: string): Promise<Sharp> {
  const bytes = readFileSync(path)
  if (!isJpeg2000(bytes)) return sharp(bytes, { limitInputPixels: MAX_PIXELS })
  const { data, width, height, channels } = await decodeJpeg2000(bytes, MAX_PIXELS)
  return sharp(data, { raw: { width, height, channels }, limitInputPixels: MAX_PIXELS })
}

const results = []
mkdirSync(input.imagesDir, { recursive: true })
for (const job of input.jobs) {
  const folder = join(input.imagesDir, job.key)
  try {
    if (!existsSync(join(folder, 'info.json'))) {
      // Written beside and renamed in whole, so a killed import never leaves half a pyramid.
      const partial = join(input.imagesDir, `partial-${job.key}-${process.pid}`)
      rmSync(partial, { recursive: true, force: true })
      // sharp's iiif3 layout writes {id}/{basename}/…; the basename is the folder made here.
      await (await open(job.path)).rotate().jpeg({ quality: 82 }).tile({ size: 512, layout: 'iiif3', id: TILE_ID }).toFile(partial)
      rmSync(folder, { recursive: true, force: true })
      renameSync(partial, folder)
      // libvips leaves the source's properties beside the pyramid; nothing reads them.
      rmSync(join(input.imagesDir, 'vips-properties.xml'), { force: true })
    }
    const info = v.parse(infoSize, JSON.parse(readFileSync(join(folder, 'info.json'), 'utf8')))
    results.push({ path: job.path, key: job.key, width: info.width, height: info.height })
  } catch (error) {
    results.push({ path: job.path, error: error instanceof Error ? error.message : String(error) })
  }
}
process.stdout.write(JSON.stringify(results))
