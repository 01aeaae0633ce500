/**
 * ZIP and gzip deliveries, read in place (ADR 034): an archive met on the command line or in an
 * import folder is unpacked into a folder of the import's own (beside the store's temporary copy),
 * entry by entry through the limits of limits.ts, and that folder is imported as the archive's
 * contents. A ZIP is unpacked by yauzl in a child process (src/ingest/unpack-worker.ts); a gzip
 * file, one file, by zlib. Every refusal names the archive and the entry.
 */
import { spawnSync } from 'node:child_process'
import { closeSync, constants, fstatSync, mkdirSync, openSync, readSync, writeFileSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import * as v from 'valibot'
import { ARCHIVE_LIMITS, MAX_SOURCE_BYTES, quote } from './limits.ts'
import { IngestError } from './types.ts'

const ARCHIVES = new Set(['.zip', '.gz', '.tgz'])

export function isArchiveName(name: string): boolean {
  return ARCHIVES.has(extname(name).toLowerCase())
}

const count = (n: number) => n.toLocaleString('en')

/** How an archive's entries are named in messages and in the store: `delivery.zip!/text/0001.xml`. */
export function entryPath(archive: string, entry: string): string {
  return `${archive}!/${entry}`
}

const WORKER = fileURLToPath(new URL('./unpack-worker.ts', import.meta.url))
const answer = v.union([v.object({ entries: v.number() }), v.object({ entry: v.optional(v.string()), message: v.string() })])

function refusal(archive: string, entry: string | undefined, message: string): IngestError {
  return new IngestError(archive, undefined, entry === undefined ? message : `entry ${quote(entry, 200)}: ${message}`)
}

function unzip(archive: string, dest: string): void {
  const result = spawnSync(process.execPath, [WORKER], {
    input: JSON.stringify({ archive, dest, limits: ARCHIVE_LIMITS }),
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
  })
  let parsed: v.InferOutput<typeof answer> | undefined
  try {
    parsed = v.parse(answer, JSON.parse(result.stdout))
  } catch {
    const why = (result.stderr || result.error?.message || `exit ${result.status}`).trim().split('\n')[0] ?? ''
    throw new IngestError(archive, undefined, `the archive could not be unpacked: ${why}`)
  }
  if ('message' in parsed) throw refusal(archive, parsed.entry, parsed.message)
}

/** The name of a gzip file's one file: its own without `.gz` (`.tgz` holds a `.tar`). */
function innerName(archive: string): string {
  return basename(archive).replace(/\.gz$/i, '').replace(/\.tgz$/i, '.tar')
}

/** A gzip file's one file, inflated in memory through the limits of one file, or refused naming both. */
export function inflateGzip(archive: string): Buffer {
  const inner = innerName(archive)
  const fd = openSync(archive, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK)
  let bytes: Buffer
  try {
    const info = fstatSync(fd)
    if (!info.isFile()) throw new IngestError(archive, undefined, 'not a regular file')
    if (info.size > MAX_SOURCE_BYTES) throw refusal(archive, inner, `the file is ${count(info.size)} bytes compressed, over the limit of ${count(MAX_SOURCE_BYTES)} bytes for one file`)
    bytes = Buffer.alloc(info.size)
    let filled = 0
    while (filled < bytes.length) {
      const read = readSync(fd, bytes, filled, bytes.length - filled, filled)
      if (read === 0) break
      filled += read
    }
    bytes = bytes.subarray(0, filled)
  } finally {
    closeSync(fd)
  }
  let inflated: Buffer
  try {
    inflated = gunzipSync(bytes, { maxOutputLength: ARCHIVE_LIMITS.entryBytes + 1 })
  } catch (error) {
    if (error instanceof RangeError) throw refusal(archive, inner, `the file inflates to more than ${count(ARCHIVE_LIMITS.entryBytes)} bytes, over the limit for one file`)
    throw refusal(archive, undefined, `not a readable gzip file: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (inflated.length > ARCHIVE_LIMITS.entryBytes) throw refusal(archive, inner, `the file inflates to more than ${count(ARCHIVE_LIMITS.entryBytes)} bytes, over the limit for one file`)
  if (inflated.length > ARCHIVE_LIMITS.ratioFrom && inflated.length > bytes.length * ARCHIVE_LIMITS.ratio) {
    throw refusal(archive, inner, `the file inflates ${Math.round(inflated.length / bytes.length)} times (${count(bytes.length)} bytes to ${count(inflated.length)}), over the limit of ${ARCHIVE_LIMITS.ratio}: a compression bomb, not a delivery`)
  }
  if (inflated.length === 0) throw refusal(archive, inner, 'the file is empty (0 bytes)')
  return inflated
}

function gunzip(archive: string, dest: string): string {
  const file = join(dest, innerName(archive))
  writeFileSync(file, inflateGzip(archive), { flag: 'wx' })
  return file
}

/**
 * Unpacks a ZIP or gzip file into `dest` (a new, empty folder), or refuses it naming the archive
 * and entry. A gzip file holds one file: its path is returned, to be read whatever its name
 * (the Internet Archive's `_abbyy.gz` holds a file without an extension).
 */
export function unpackArchive(archive: string, dest: string): string | undefined {
  mkdirSync(dest, { recursive: true })
  if (/\.zip$/i.test(archive)) {
    unzip(archive, dest)
    return undefined
  }
  return gunzip(archive, dest)
}
