/**
 * The framing of a stored ZIP whose entries' sizes and CRC-32s are known before their bytes (issue
 * 48, ADR 052): the texts of a search (./texts-zip.ts) and of a list (./lists/zip.ts), each text's
 * CRC-32 computed on a thread as its text is read (./texts.ts, ./lists/texts.ts), so the thread that
 * serves pages only writes headers and copies bytes. The one ZIP writer of the site. APPNOTE 6.3.10 §4.3: a local file header before each entry's data (no data descriptor: the
 * CRC and sizes are in it), a central directory, its end record.
 *
 * Written by hand because yazl 3.3.1 computes every entry's CRC-32 itself, in JavaScript on the
 * calling thread, and takes no precomputed one (`addBuffer` hashes the buffer, a stream entry is
 * hashed as it passes): that per-byte work on the serving thread was M1 of the review. No ZIP64:
 * the downloads it frames stay far below its bounds (10,000 texts and 200 MB, TEXTS_MAX_UNITS and
 * TEXTS_MAX_BYTES), which `zipSize` checks.
 */
import { crc32 } from 'node:zlib'

export interface ZipEntry {
  /** The entry's name, UTF-8 (flagged so in the headers). */
  name: string
  /** Its bytes' length and CRC-32 (zlib.crc32), known before its bytes are read. */
  size: number
  crc32: number
}

const LOCAL_HEADER = 30
const CENTRAL_HEADER = 46
const END_RECORD = 22
/** Bit 11: names are UTF-8. */
const UTF8_NAMES = 1 << 11
/** What Info-ZIP on Unix writes (yazl's too): made by Unix, spec 6.3; version 2.0 needed to extract. */
const MADE_BY = (3 << 8) | 63
const NEEDED = 20
/** A regular file, rw-rw-r--, in the high half of the external attributes. */
const FILE_ATTRIBUTES = (0o100664 << 16) >>> 0

const encoder = new TextEncoder()

/** MS-DOS date and time of a day (its midnight, UTC: the same pinned search gives the same bytes). */
function dosDateTime(when: Date): { date: number; time: number } {
  const year = Math.min(2107, Math.max(1980, when.getUTCFullYear()))
  return {
    date: ((year - 1980) << 9) | ((when.getUTCMonth() + 1) << 5) | when.getUTCDate(),
    time: (when.getUTCHours() << 11) | (when.getUTCMinutes() << 5) | Math.floor(when.getUTCSeconds() / 2),
  }
}

/** The ZIP's size in bytes: its headers, names and data, its central directory and end record. */
export function zipSize(entries: readonly ZipEntry[]): number {
  let size = END_RECORD
  for (const entry of entries) size += LOCAL_HEADER + CENTRAL_HEADER + 2 * encoder.encode(entry.name).byteLength + entry.size
  if (entries.length > 0xffff || size > 0xffffffff) throw new Error(`a ZIP of ${entries.length} entries and ${size} bytes needs ZIP64, which this writer does not write`)
  return size
}

/** The fields a local file header and a central directory header share, from "version needed" on. */
function common(view: DataView, at: number, entry: ZipEntry, name: Uint8Array, stamp: { date: number; time: number }): void {
  view.setUint16(at, NEEDED, true)
  view.setUint16(at + 2, UTF8_NAMES, true)
  // Method 0: stored.
  view.setUint16(at + 4, 0, true)
  view.setUint16(at + 6, stamp.time, true)
  view.setUint16(at + 8, stamp.date, true)
  view.setUint32(at + 10, entry.crc32 >>> 0, true)
  view.setUint32(at + 14, entry.size, true)
  view.setUint32(at + 18, entry.size, true)
  view.setUint16(at + 22, name.byteLength, true)
  // No extra field.
  view.setUint16(at + 24, 0, true)
}

/** An entry's local file header, its name after it. */
export function localHeader(entry: ZipEntry, when: Date): Uint8Array {
  const name = encoder.encode(entry.name)
  const bytes = new Uint8Array(LOCAL_HEADER + name.byteLength)
  const view = new DataView(bytes.buffer)
  view.setUint32(0, 0x04034b50, true)
  common(view, 4, entry, name, dosDateTime(when))
  bytes.set(name, LOCAL_HEADER)
  return bytes
}

/** The central directory and its end record, for entries whose local headers start at `offsets`. */
export function centralDirectory(entries: readonly ZipEntry[], offsets: readonly number[], when: Date): Uint8Array {
  const names = entries.map((entry) => encoder.encode(entry.name))
  const directorySize = names.reduce((sum, name) => sum + CENTRAL_HEADER + name.byteLength, 0)
  const bytes = new Uint8Array(directorySize + END_RECORD)
  const view = new DataView(bytes.buffer)
  const stamp = dosDateTime(when)
  let at = 0
  entries.forEach((entry, index) => {
    const name = names[index] ?? new Uint8Array(0)
    view.setUint32(at, 0x02014b50, true)
    view.setUint16(at + 4, MADE_BY, true)
    common(view, at + 6, entry, name, stamp)
    // No comment; disk 0; no internal attributes.
    view.setUint16(at + 32, 0, true)
    view.setUint16(at + 34, 0, true)
    view.setUint16(at + 36, 0, true)
    view.setUint32(at + 38, FILE_ATTRIBUTES, true)
    view.setUint32(at + 42, offsets[index] ?? 0, true)
    bytes.set(name, at + CENTRAL_HEADER)
    at += CENTRAL_HEADER + name.byteLength
  })
  const directoryOffset = entries.reduce((sum, entry, index) => sum + LOCAL_HEADER + (names[index]?.byteLength ?? 0) + entry.size, 0)
  view.setUint32(at, 0x06054b50, true)
  // This disk, the directory's disk.
  view.setUint16(at + 4, 0, true)
  view.setUint16(at + 6, 0, true)
  view.setUint16(at + 8, entries.length, true)
  view.setUint16(at + 10, entries.length, true)
  view.setUint32(at + 12, directorySize, true)
  view.setUint32(at + 16, directoryOffset, true)
  // No comment.
  view.setUint16(at + 20, 0, true)
  return bytes
}

/** An entry with the way to its bytes, read when the client has taken what comes before it. */
export type StreamedEntry = ZipEntry & { data: () => Promise<Uint8Array> }

/**
 * A ZIP's pieces as a web stream, each asked for when the client has taken the one before (one
 * piece ahead): the one sending loop of the site's ZIPs (this file's entries, and a search's texts
 * as a thread framed them: ./texts-zip.ts). `stop` fires when the client cancels, and stops the
 * batches read ahead. `turn`, where given, is awaited before each piece: the server's way to let
 * pages go first (src/server/pages-first.ts).
 */
export function piecesStream(pieces: AsyncIterator<Uint8Array>, stop: AbortController, turn?: () => Promise<void>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (turn) await turn()
        const piece = await pieces.next()
        if (piece.done) controller.close()
        else controller.enqueue(piece.value)
      },
      cancel() {
        stop.abort()
      },
    },
    { highWaterMark: 1 },
  )
}

/** Each entry's local header and its bytes, then the central directory. */
async function* entryPieces(entries: readonly StreamedEntry[], when: Date): AsyncGenerator<Uint8Array> {
  const offsets: number[] = []
  let offset = 0
  for (const entry of entries) {
    offsets.push(offset)
    const header = localHeader(entry, when)
    offset += header.byteLength
    yield header
    const data = await entry.data()
    if (data.byteLength !== entry.size) throw new Error('the library changed during the download')
    offset += data.byteLength
    yield data
  }
  yield centralDirectory(entries, offsets, when)
}

/** The ZIP of `entries` as a web stream, written as the client reads it (see piecesStream). */
export function zipStream(entries: readonly StreamedEntry[], when: Date, stop: AbortController, turn?: () => Promise<void>): ReadableStream<Uint8Array> {
  return piecesStream(entryPieces(entries, when), stop, turn)
}

/** A table written here (manifest.csv, search.csv) as an entry: small, so its CRC-32 (native, zlib) costs the serving thread a millisecond. */
export function tableEntry(name: string, text: string): StreamedEntry {
  const bytes = Buffer.from(text)
  return { name, size: bytes.byteLength, crc32: crc32(bytes), data: () => Promise.resolve(bytes) }
}
