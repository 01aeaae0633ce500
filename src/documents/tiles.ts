/**
 * The tiles and info.json of the page scans tiled at import (src/ingest/images.ts): a IIIF Image
 * API 3 level 0 service, read from inside each image's folder only (by real path). The route
 * reads them without blocking (readTile); a thumbnail made on a search thread reads its one
 * small file there (readTileNow).
 */
import { readFileSync, readdirSync, realpathSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, sep } from 'node:path'
import { IMAGE_KEY } from '../domain/images.ts'
import { type DocumentAnswer, notFound } from './answer.ts'

const TILE_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' }
const INFO_TYPE = 'application/ld+json;profile="http://iiif.io/api/image/3/context.json"'

/** The whole-image sizes a stored pyramid holds (its `full/` folder), smallest first. */
export function storedSizes(images: string, key: string): { width: number; height: number }[] {
  try {
    return readdirSync(join(images, key, 'full'))
      .map((name) => /^(\d+),(\d+)$/.exec(name))
      .flatMap((match) => (match ? [{ width: Number(match[1]), height: Number(match[2]) }] : []))
      .sort((a, b) => a.width - b.width)
  } catch {
    return []
  }
}

/** The file `/iiif/image/{key}/…` names, when it lies inside that image's folder, and what it is. */
function tileFile(images: string, rest: readonly string[]): { key: string; file: string; type: string | 'info' } | undefined {
  const [key, ...request] = rest
  if (key === undefined || !IMAGE_KEY.test(key) || request.length === 0) return undefined
  try {
    const root = realpathSync(join(images, key))
    const file = realpathSync(join(root, ...request))
    if (!file.startsWith(`${root}${sep}`)) return undefined
    if (request.length === 1 && request[0] === 'info.json') return { key, file, type: 'info' }
    const type = TILE_TYPES[extname(file).toLowerCase()]
    return type ? { key, file, type } : undefined
  } catch {
    return undefined
  }
}

function answerOf(found: { key: string; type: string }, bytes: Buffer, origin: string): DocumentAnswer {
  if (found.type !== 'info') return { status: 200, type: found.type, body: new Uint8Array(bytes), immutable: true }
  const info: unknown = JSON.parse(bytes.toString('utf8'))
  if (typeof info !== 'object' || info === null) return notFound()
  return { status: 200, type: INFO_TYPE, body: JSON.stringify({ ...info, id: `${origin}/iiif/image/${found.key}` }), immutable: true }
}

/** `/iiif/image/{key}/…` (`rest` after `image`), read without blocking the thread. */
export async function readTile(images: string, origin: string, rest: readonly string[]): Promise<DocumentAnswer> {
  const found = tileFile(images, rest)
  if (!found) return notFound()
  try {
    return answerOf(found, await readFile(found.file), origin)
  } catch {
    return notFound()
  }
}

/** The same, read at once (a search thread's thumbnail: one small image). */
export function readTileNow(images: string, origin: string, rest: readonly string[]): DocumentAnswer {
  const found = tileFile(images, rest)
  if (!found) return notFound()
  try {
    return answerOf(found, readFileSync(found.file), origin)
  } catch {
    return notFound()
  }
}
