/**
 * Child process of src/ingest/archives.ts (ADR 034): reads {archive, dest, limits} on stdin and
 * unpacks the ZIP archive into dest with yauzl, entry by entry, refusing the whole archive at the
 * first entry that breaks a rule. Writes {entries} or {entry?, message} on stdout. A child because
 * yauzl is asynchronous and the importer is not; and a decompression gone wrong stays in here.
 */
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import * as v from 'valibot'
import yauzl, { type Entry, type ZipFile } from 'yauzl'

const input = v.parse(
  v.object({
    archive: v.string(),
    dest: v.string(),
    limits: v.object({ entries: v.number(), entryBytes: v.number(), imageBytes: v.number(), totalBytes: v.number(), ratio: v.number(), ratioFrom: v.number() }),
  }),
  JSON.parse(readFileSync(0, 'utf8')),
)
const { limits } = input

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

/** Counts what an entry really inflates to, and stops at the limit whatever its header said. */
function meter(name: string, limit: number, compressed: number): Transform {
  let bytes = 0
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      bytes += chunk.length
      if (bytes > limit) return done(new Refusal(name, `the entry inflates to more than ${count(limit)} bytes, over the limit for one file`))
      if (bytes > limits.ratioFrom && bytes > compressed * limits.ratio) {
        return done(new Refusal(name, `the entry inflates more than ${limits.ratio} times (${count(compressed)} bytes to over ${count(bytes)}): a compression bomb, not a delivery`))
      }
      done(null, chunk)
    },
  })
}

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

async function unpack(zip: ZipFile): Promise<number> {
  // The central directory says how many entries there are: too many is refused before one is written.
  if (zip.entryCount > limits.entries) {
    throw new Refusal(undefined, `the archive holds ${count(zip.entryCount)} entries, over the limit of ${count(limits.entries)} for one archive`)
  }
  let entries = 0
  let total = 0
  const names = new Set<string>()
  for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
    entries += 1
    if (entries > limits.entries) throw new Refusal(undefined, `the archive holds more than ${count(limits.entries)} entries, over the limit for one archive`)
    const name = entryName(entry)
    const mode = (entry.externalFileAttributes >>> 16) & FILE_TYPE
    if (mode === SYMBOLIC_LINK) throw new Refusal(name, 'the entry is a symbolic link: archives may hold only files and folders')
    if (entry.isEncrypted()) throw new Refusal(name, 'the entry is encrypted')
    const key = name.replace(/\/+$/, '')
    if (names.has(key)) throw new Refusal(name, 'the archive holds two entries of this name')
    names.add(key)
    const target = join(input.dest, name)
    const inside = relative(input.dest, target)
    if (inside.startsWith(`..${sep}`) || inside === '..') throw new Refusal(name, 'the entry leads outside the archive')
    if (name.endsWith('/')) {
      mkdirSync(target, { recursive: true })
      continue
    }
    const limit = IMAGE.test(name) ? limits.imageBytes : limits.entryBytes
    if (entry.uncompressedSize > limit) {
      throw new Refusal(name, `the entry is ${count(entry.uncompressedSize)} bytes uncompressed, over the limit of ${count(limit)} bytes for one file`)
    }
    total += entry.uncompressedSize
    if (total > limits.totalBytes) throw new Refusal(name, `the archive inflates to more than ${count(limits.totalBytes)} bytes, over the limit for one archive`)
    mkdirSync(dirname(target), { recursive: true })
    try {
      await pipeline(await zip.openReadStreamPromise(entry), meter(name, limit, entry.compressedSize), createWriteStream(target, { flags: 'wx' }))
    } catch (error) {
      if (error instanceof Refusal) throw error
      throw new Refusal(name, `the entry cannot be read: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return entries
}

async function main(): Promise<void> {
  let zip: ZipFile | undefined
  try {
    zip = await yauzl.openPromise(input.archive, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false })
    process.stdout.write(JSON.stringify({ entries: await unpack(zip) }))
  } catch (error) {
    const entry = error instanceof Refusal ? error.entry : undefined
    const message = error instanceof Error ? error.message : String(error)
    process.stdout.write(JSON.stringify({ ...(entry === undefined ? {} : { entry }), message: error instanceof Refusal ? message : `not a readable ZIP archive: ${message}` }))
  } finally {
    zip?.close()
  }
}

await main()
