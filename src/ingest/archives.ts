/**
 * ZIP and gzip deliveries, read in place (ADR 034, 053): an archive met on the command line or in an
 * import folder is unpacked into a folder of the import's own (beside the store's temporary copy),
 * entry by entry through the limits of limits.ts, and that folder is imported as the archive's
 * contents. A ZIP is opened and fstat'ed here (a FIFO or a device is refused before anything reads
 * it) and unpacked from that descriptor by yauzl in a child process (src/ingest/unpack-worker.ts),
 * which is given a time to finish; a gzip file, one file, by zlib. One running total per import
 * (`UnpackTotals`) bounds all its archives and gzip files together. Every refusal names the archive
 * and the entry, never the unpack folder.
 */
import { spawnSync } from 'node:child_process'
import { closeSync, constants, fstatSync, mkdirSync, openSync, readSync, statfsSync, writeFileSync } from 'node:fs'
import { basename, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import * as v from 'valibot'
import { ARCHIVE_LIMITS, MAX_SOURCE_BYTES, quote, unpackTimeoutMs } from './limits.ts'
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
const answer = v.union([v.object({ entries: v.number(), bytes: v.number() }), v.object({ entry: v.optional(v.string()), message: v.string() })])

/**
 * What one import has unpacked so far, over all its archives and gzip files (issue 48, M2): the
 * bytes written and the bytes of the archives they came from. Checked against ARCHIVE_LIMITS'
 * `importBytes` and, past `wholeRatioFrom`, its ratio, before each archive writes anything.
 */
export interface UnpackTotals {
  inflated: number
  compressed: number
}

export function newUnpackTotals(): UnpackTotals {
  return { inflated: 0, compressed: 0 }
}

function refusal(archive: string, entry: string | undefined, message: string): IngestError {
  return new IngestError(archive, undefined, entry === undefined ? message : `entry ${quote(entry, 200)}: ${message}`)
}

/** The archive opened for reading, if it is a regular file: a FIFO named `x.zip` would hang whatever opened it blocking (L4). */
function openArchive(archive: string): { fd: number; size: number } {
  const fd = openSync(archive, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK)
  const info = fstatSync(fd)
  if (!info.isFile()) {
    closeSync(fd)
    throw new IngestError(archive, undefined, 'not a regular file')
  }
  return { fd, size: info.size }
}

function unzip(archive: string, dest: string, totals: UnpackTotals): void {
  const { fd, size } = openArchive(archive)
  const timeout = unpackTimeoutMs(size)
  let result
  try {
    result = spawnSync(process.execPath, [WORKER], {
      input: JSON.stringify({ archive, shown: archive, dest, size, limits: ARCHIVE_LIMITS, used: totals }),
      // The child reads the archive from this descriptor (its fd 3): the file checked here, no other.
      stdio: ['pipe', 'pipe', 'pipe', fd],
      encoding: 'utf8',
      maxBuffer: 1024 * 1024,
      timeout,
      killSignal: 'SIGKILL',
    })
  } finally {
    closeSync(fd)
  }
  if (result.error && 'code' in result.error && result.error.code === 'ETIMEDOUT') {
    throw new IngestError(archive, undefined, `the archive could not be unpacked within ${Math.round(timeout / 60_000)} minutes: stopped`)
  }
  let parsed: v.InferOutput<typeof answer> | undefined
  try {
    parsed = v.parse(answer, JSON.parse(result.stdout))
  } catch {
    const why = (result.stderr || result.error?.message || `exit ${result.status}`).trim().split('\n')[0] ?? ''
    throw new IngestError(archive, undefined, `the archive could not be unpacked: ${why}`)
  }
  if ('message' in parsed) throw refusal(archive, parsed.entry, parsed.message)
  totals.inflated += parsed.bytes
  totals.compressed += size
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

/** A gzip file's one file, written to `dest` within the import's running totals and the disk's free space. */
function gunzip(archive: string, dest: string, totals: UnpackTotals): string {
  const inner = innerName(archive)
  const file = join(dest, inner)
  const compressed = fstatSizeOf(archive)
  const inflated = inflateGzip(archive)
  const imported = totals.inflated + inflated.length
  if (imported > ARCHIVE_LIMITS.importBytes) {
    throw refusal(archive, inner, `this import's archives inflate to more than ${count(ARCHIVE_LIMITS.importBytes)} bytes in all, over the limit for one import`)
  }
  // A folder of 500 gzip files of 1 MiB each, each under the ratio's threshold alone (M2).
  const from = totals.compressed + compressed
  if (imported > ARCHIVE_LIMITS.wholeRatioFrom && imported > from * ARCHIVE_LIMITS.ratio) {
    throw refusal(archive, inner, `this import's archives inflate more than ${ARCHIVE_LIMITS.ratio} times as a whole (${count(from)} bytes to over ${count(imported)}): compression bombs, not a delivery`)
  }
  const disk = statfsSync(dest)
  if (inflated.length > disk.bavail * disk.bsize - ARCHIVE_LIMITS.diskReserve) {
    throw refusal(archive, inner, `the file inflates to ${count(inflated.length)} bytes, and the disk it is unpacked on has ${count(disk.bavail * disk.bsize)} bytes free (${count(ARCHIVE_LIMITS.diskReserve)} are kept free)`)
  }
  try {
    writeFileSync(file, inflated, { flag: 'wx' })
  } catch (error) {
    // Never the unpack folder in a message: the entry, as the archive names it.
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'an error'
    throw refusal(archive, inner, code === 'EEXIST' ? 'a file of this name was unpacked from another gzip file of the same folder' : `the file cannot be unpacked (${code})`)
  }
  totals.inflated = imported
  totals.compressed = from
  return file
}

function fstatSizeOf(archive: string): number {
  const { fd, size } = openArchive(archive)
  closeSync(fd)
  return size
}

/**
 * Unpacks a ZIP or gzip file into `dest` (a new, empty folder), or refuses it naming the archive
 * and entry; `totals` is the import's running total, counted on. A gzip file holds one file: its path is returned, to be read whatever its name
 * (the Internet Archive's `_abbyy.gz` holds a file without an extension).
 */
export function unpackArchive(archive: string, dest: string, totals: UnpackTotals = newUnpackTotals()): string | undefined {
  mkdirSync(dest, { recursive: true })
  if (/\.zip$/i.test(archive)) {
    unzip(archive, dest, totals)
    return undefined
  }
  return gunzip(archive, dest, totals)
}
