/**
 * Page images (issue 17): a delivery's scans become IIIF Image API 3 level 0 tile pyramids that
 * the site serves itself (/iiif/image/{key}/…), so the page view can zoom into any page without
 * an image server. Tiles are made once per image, in a folder named by the SHA-256 of the file
 * (a re-import or a second store reuses them), by sharp (libvips) in a child process: the
 * importer is synchronous (better-sqlite3), sharp is not, and a crash decoding one scan must not
 * take the import with it.
 *
 * JPEG 2000, which sharp's prebuilt libvips cannot read, is decoded by OpenJPEG compiled to
 * WebAssembly, unless an access copy of the same name lies beside it (ADR 024).
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { basename, dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'

/** Formats sharp reads itself, by extension. */
const READABLE = new Set(['.jpg', '.jpeg', '.png', '.tif', '.tiff', '.webp'])
const IMAGE_EXTENSIONS = new Set([...READABLE, '.jp2', '.j2k', '.jpx', '.jpf'])

export function isImageFile(path: string): boolean {
  return IMAGE_EXTENSIONS.has(extname(path).toLowerCase())
}

/**
 * The file to tile for an image a source names: a JPEG 2000 master's access copy of the same name
 * beside it when there is one (decoded faster and already in display colours), else the image
 * itself when it exists.
 */
export function readableImage(path: string): string | undefined {
  if (READABLE.has(extname(path).toLowerCase())) return existsSync(path) ? path : undefined
  return accessCopy(path) ?? (existsSync(path) ? path : undefined)
}

function accessCopy(path: string): string | undefined {
  const stem = basename(path, extname(path))
  const folder = dirname(path)
  let names: string[]
  try {
    names = readdirSync(folder)
  } catch {
    return undefined
  }
  const sibling = names.find((name) => basename(name, extname(name)) === stem && READABLE.has(extname(name).toLowerCase()))
  return sibling === undefined ? undefined : join(folder, sibling)
}

/** The tile folder's name for an image: the SHA-256 of its bytes. */
export function imageKey(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex')
}

export { IMAGE_KEY } from '../domain/images.ts'

const tiled = v.array(
  v.union([
    v.object({ path: v.string(), key: v.string(), width: v.number(), height: v.number() }),
    v.object({ path: v.string(), error: v.string() }),
  ]),
)
export type TiledImage = v.InferOutput<typeof tiled>[number]

const WORKER = fileURLToPath(new URL('./tile-worker.ts', import.meta.url))

/**
 * Tiles the images not tiled yet into `imagesDir/{key}/` and says each one's key and size, or why
 * it could not be read. One child process for a package's images.
 */
export function tileImages(paths: readonly string[], imagesDir: string): TiledImage[] {
  if (paths.length === 0) return []
  const jobs = paths.map((path) => ({ path, key: imageKey(path) }))
  const result = spawnSync(process.execPath, [WORKER], {
    input: JSON.stringify({ jobs, imagesDir }),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  })
  if (result.status !== 0) {
    const why = (result.stderr || result.error?.message || `exit ${result.status}`).trim().split('\n')[0] ?? ''
    return paths.map((path) => ({ path, error: `the image tiler stopped: ${why}` }))
  }
  return v.parse(tiled, JSON.parse(result.stdout))
}
