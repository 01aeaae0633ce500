/**
 * Child process of src/ingest/archives.ts (ADR 034, 053): reads {archive, dest, limits, used} on
 * stdin and unpacks the ZIP archive open on file descriptor 3 (the parent opened and fstat'ed it:
 * a FIFO or a device never reaches here) into dest with yauzl. Every entry of the central directory
 * is checked first (its name, normalised; its kind; its size; the archive's totals, its ratio as a
 * whole and the import's running total; the free disk), so a refused archive writes nothing; then
 * each entry is inflated through a meter that stops at the limits whatever its header said, and
 * checks its CRC-32 as it goes. Writes {entries, bytes} or {entry?, message} on stdout, naming the
 * entry, never the unpack folder. A child because yauzl is asynchronous and the importer is not; and
 * a decompression gone wrong stays in here.
 */
import { createWriteStream, mkdirSync, readFileSync, statfsSync } from 'node:fs'
import { dirname, join, posix, relative, sep } from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { crc32 } from 'node:zlib'
import * as v from 'valibot'
import yauzl, { type Entry, type ZipFile } from 'yauzl'

const input = v.parse(
  v.object({
    archive: v.string(),
    /** How the archive is named in messages: its path as given. */
    shown: v.string(),
    dest: v.string(),
    /** The archive's size in bytes, from the parent's fstat. */
    size: v.number(),
    limits: v.object({
      entries: v.number(),
      entryBytes: v.number(),
      imageBytes: v.number(),
      totalBytes: v.number(),
      ratio: v.number(),
      ratioFrom: v.number(),
      wholeRatioFrom: v.number(),
      importBytes: v.number(),
      diskReserve: v.number(),
    }),
    /** What the import unpacked before this archive: bytes written and their archives' bytes. */
    used: v.object({ inflated: v.number(), compressed: v.number() }),
  }),
  JSON.parse(readFileSync(0, 'utf8')),
)
const { limits } = input
/** The archive, opened by the parent and handed over (no second open by path, no FIFO). */
const ARCHIVE_FD = 3

class Refusal extends Error {
  readonly entry: string | undefined
  constructor(entry: string | undefined, message: string) {
    super(message)
    this.entry = entry
  }
}

const count = (n: number) => n.toLocaleString('en')
const IMAGE = /\.(?:jpe?g|png|tiff?|webp|jp2|j2k|jpx|jpf)$/i
/** S_IFMT and S_IFLNK of the Unix mode a ZIP made on Unix keeps in the high half of its external attributes. */
const FILE_TYPE = 0o170000
const SYMBOLIC_LINK = 0o120000

/** A message without the unpack folder in it: `archive.zip!/entry` instead (ADR 034). */
function scrub(message: string): string {
  return message.split(`${input.dest}${sep}`).join(`${input.shown}!/`).split(input.dest).join(`${input.shown}!`)
}

/** The entry's name, checked: relative, inside the archive, printable. */
function entryName(entry: Entry): string {
  const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false)
  const shown = JSON.stringify(name.slice(0, 200))
  // Control characters would reach a terminal in messages; U+FFFD is what undecodable bytes became.
  if ([...name].some((char) => char < ' ' || char === '\u007f' || char === '\ufffd')) throw new Refusal(name, `the entry name ${shown} holds control characters or bytes that are not text`)
  const problem = yauzl.validateFileName(name)
  if (problem?.startsWith('absolute path')) throw new Refusal(name, `the entry name ${shown} is an absolute path: entries must stay inside the archive`)
  if (problem !== null) throw new Refusal(name, `the entry name ${shown} leads outside the archive (..)`)
  return name
}

/**
 * The path an entry is written to, inside the archive: `./a//b/` and `a/b` are the same, and the
 * duplicate check sees them so (L3 of the review). Empty for the archive's own root (`.`, `./`).
 */
function normalised(name: string): string {
  return posix.normalize(name).replace(/^(\.\/)+/, '').replace(/\/+$/, '').replace(/^\.$/, '')
}

interface Planned {
  entry: Entry
  name: string
  path: string
  folder: boolean
}

/** Every entry of the central directory, checked before any is written. */
async function plan(zip: ZipFile): Promise<{ planned: Planned[]; total: number }> {
  // The central directory says how many entries there are: too many is refused before one is read.
  if (zip.entryCount > limits.entries) {
    throw new Refusal(undefined, `the archive holds ${count(zip.entryCount)} entries, over the limit of ${count(limits.entries)} for one archive`)
  }
  const planned: Planned[] = []
  const files = new Set<string>()
  const folders = new Set<string>()
  let total = 0
  for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
    if (planned.length >= limits.entries) throw new Refusal(undefined, `the archive holds more than ${count(limits.entries)} entries, over the limit for one archive`)
    const name = entryName(entry)
    const mode = (entry.externalFileAttributes >>> 16) & FILE_TYPE
    if (mode === SYMBOLIC_LINK) throw new Refusal(name, 'the entry is a symbolic link: archives may hold only files and folders')
    if (entry.isEncrypted()) throw new Refusal(name, 'the entry is encrypted')
    const path = normalised(name)
    const folder = name.endsWith('/')
    if (path === '') {
      if (folder) continue
      throw new Refusal(name, 'the entry names no file (only the archive itself)')
    }
    if (files.has(path) || (!folder && folders.has(path))) throw new Refusal(name, `the archive holds two entries of this name${path === name ? '' : ` (${JSON.stringify(path.slice(0, 200))} once ./ and // are read)`}`)
    // Each folder above the entry: a file of that name would be one and a folder at once.
    for (let parent = posix.dirname(path); parent !== '.'; parent = posix.dirname(parent)) {
      if (files.has(parent)) throw new Refusal(name, `the archive holds a file ${JSON.stringify(parent.slice(0, 200))} and entries inside a folder of that name`)
      folders.add(parent)
    }
    const target = join(input.dest, path)
    const inside = relative(input.dest, target)
    if (inside.startsWith(`..${sep}`) || inside === '..') throw new Refusal(name, 'the entry leads outside the archive')
    if (folder) {
      folders.add(path)
      planned.push({ entry, name, path, folder })
      continue
    }
    files.add(path)
    const limit = IMAGE.test(name) ? limits.imageBytes : limits.entryBytes
    if (entry.uncompressedSize > limit) {
      throw new Refusal(name, `the entry is ${count(entry.uncompressedSize)} bytes uncompressed, over the limit of ${count(limit)} bytes for one file`)
    }
    total += entry.uncompressedSize
    checkTotals(name, total)
    planned.push({ entry, name, path, folder })
  }
  return { planned, total }
}

/** The archive's totals, as its entries declare them: its own, its ratio as a whole, the import's. */
function checkTotals(name: string, total: number): void {
  if (total > limits.totalBytes) throw new Refusal(name, `the archive inflates to more than ${count(limits.totalBytes)} bytes, over the limit for one archive`)
  // Entries of 1 MiB at ratio 780 pass each entry's check: the archive as a whole does not (M2).
  if (total > limits.wholeRatioFrom && total > input.size * limits.ratio) {
    throw new Refusal(name, `the archive inflates more than ${limits.ratio} times as a whole (${count(input.size)} bytes to over ${count(total)}): a compression bomb, not a delivery`)
  }
  const imported = input.used.inflated + total
  if (imported > limits.importBytes) {
    throw new Refusal(name, `this import's archives inflate to more than ${count(limits.importBytes)} bytes in all (${count(input.used.inflated)} before this archive), over the limit for one import`)
  }
  if (imported > limits.wholeRatioFrom && imported > (input.used.compressed + input.size) * limits.ratio) {
    throw new Refusal(name, `this import's archives inflate more than ${limits.ratio} times as a whole (${count(input.used.compressed + input.size)} bytes to over ${count(imported)}): compression bombs, not a delivery`)
  }
}

/** Refuses an archive whose files would not leave the disk its reserve. */
function checkDisk(total: number): void {
  mkdirSync(input.dest, { recursive: true })
  const disk = statfsSync(input.dest)
  const free = disk.bavail * disk.bsize
  if (total > free - limits.diskReserve) {
    throw new Refusal(undefined, `the archive inflates to ${count(total)} bytes, and the disk it is unpacked on has ${count(free)} bytes free (${count(limits.diskReserve)} are kept free)`)
  }
}

/** Counts what an entry really inflates to and its CRC-32, and stops at the limit whatever its header said. */
function meter(name: string, limit: number, entry: Entry): Transform {
  let bytes = 0
  let crc = 0
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      bytes += chunk.length
      if (bytes > limit) return done(new Refusal(name, `the entry inflates to more than ${count(limit)} bytes, over the limit for one file`))
      if (bytes > limits.ratioFrom && bytes > entry.compressedSize * limits.ratio) {
        return done(new Refusal(name, `the entry inflates more than ${limits.ratio} times (${count(entry.compressedSize)} bytes to over ${count(bytes)}): a compression bomb, not a delivery`))
      }
      crc = crc32(chunk, crc)
      done(null, chunk)
    },
    flush(done: TransformCallback) {
      // M3: an altered byte, or a damaged transfer, is refused rather than imported.
      if (crc >>> 0 !== entry.crc32 >>> 0) {
        return done(new Refusal(name, `the entry's bytes do not match its CRC-32 (the archive says ${hex(entry.crc32)}, its bytes give ${hex(crc)}): the archive is damaged`))
      }
      done()
    },
  })
}

const hex = (value: number) => (value >>> 0).toString(16).padStart(8, '0')

/** The next entry of the central directory, or undefined at its end. */
function nextEntry(zip: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      zip.off('entry', onEntry)
      zip.off('end', onEnd)
      zip.off('error', onError)
    }
    const onEntry = (entry: Entry) => {
      settle()
      resolve(entry)
    }
    const onEnd = () => {
      settle()
      resolve(undefined)
    }
    const onError = (error: Error) => {
      settle()
      reject(error)
    }
    zip.on('entry', onEntry)
    zip.on('end', onEnd)
    zip.on('error', onError)
    zip.readEntry()
  })
}

async function unpack(zip: ZipFile): Promise<{ entries: number; bytes: number }> {
  const { planned, total } = await plan(zip)
  checkDisk(total)
  let bytes = 0
  for (const { entry, name, path, folder } of planned) {
    const target = join(input.dest, path)
    try {
      if (folder) {
        mkdirSync(target, { recursive: true })
        continue
      }
      mkdirSync(dirname(target), { recursive: true })
      const limit = IMAGE.test(name) ? limits.imageBytes : limits.entryBytes
      await pipeline(await zip.openReadStreamPromise(entry), meter(name, limit, entry), createWriteStream(target, { flags: 'wx' }))
      bytes += entry.uncompressedSize
    } catch (error) {
      if (error instanceof Refusal) throw error
      throw new Refusal(name, `the entry cannot be unpacked: ${scrub(error instanceof Error ? error.message : String(error))}`)
    }
  }
  return { entries: planned.length, bytes }
}

async function main(): Promise<void> {
  let zip: ZipFile | undefined
  try {
    zip = await yauzl.fromFdPromise(ARCHIVE_FD, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false })
    process.stdout.write(JSON.stringify(await unpack(zip)))
  } catch (error) {
    const entry = error instanceof Refusal ? error.entry : undefined
    const message = scrub(error instanceof Error ? error.message : String(error))
    process.stdout.write(JSON.stringify({ ...(entry === undefined ? {} : { entry }), message: error instanceof Refusal ? message : `not a readable ZIP archive: ${message}` }))
  } finally {
    zip?.close()
  }
}

await main()
