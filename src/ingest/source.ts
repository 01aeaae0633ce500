/**
 * Reading one import file (ADR 015): a regular file, not empty, at most
 * MAX_SOURCE_BYTES (checked before reading), decoded strictly. Invalid bytes
 * are refused with their line and hex instead of becoming U+FFFD.
 *
 * XML is UTF-8 unless a byte order mark or the XML declaration says
 * otherwise (`encoding="ISO-8859-1"` is honoured); JSON is always UTF-8
 * (RFC 8259). Paths reaching here are real paths from `confine` or the
 * command line, so a symbolic link in their place means the file was swapped
 * while importing: O_NOFOLLOW refuses it, and O_NONBLOCK keeps a FIFO from
 * hanging the import (it is then refused as not a regular file).
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'
import { MAX_SOURCE_BYTES } from './limits.ts'
import { IngestError } from './types.ts'

export type SourceFormat = 'xml' | 'json'

/** Bytes read to tell what a file is. */
const HEAD_BYTES = 4096

const count = (n: number) => n.toLocaleString('en')

function readBytes(file: string, head: boolean): Uint8Array {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK)
  try {
    const info = fstatSync(fd)
    if (!info.isFile()) throw new IngestError(file, undefined, 'not a regular file')
    if (info.size > MAX_SOURCE_BYTES) {
      throw new IngestError(
        file,
        undefined,
        `the file is ${count(info.size)} bytes, over the limit of ${count(MAX_SOURCE_BYTES)} bytes (${MAX_SOURCE_BYTES / 1024 / 1024} MiB) for one import file`,
      )
    }
    if (info.size === 0) throw new IngestError(file, undefined, 'the file is empty (0 bytes)')
    // Never more than stat said, even if the file grows meanwhile.
    const bytes = new Uint8Array(head ? Math.min(info.size, HEAD_BYTES) : info.size)
    let filled = 0
    while (filled < bytes.length) {
      const read = readSync(fd, bytes, filled, bytes.length - filled, filled)
      if (read === 0) break
      filled += read
    }
    return bytes.subarray(0, filled)
  } finally {
    closeSync(fd)
  }
}

/** The encoding a byte order mark or the XML declaration names; UTF-8 by default. */
function xmlEncoding(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  // The declaration is ASCII in every encoding it can name (UTF-16 comes with a byte order mark).
  const declaration = new TextDecoder('windows-1252').decode(bytes.subarray(0, 256))
  return /^<\?xml\s[^>]*?\bencoding\s*=\s*(["'])([A-Za-z][\w.:-]*)\1/.exec(declaration)?.[2] ?? 'utf-8'
}

/** Where the first invalid UTF-8 sequence starts and how many bytes it has (WHATWG's maximal subpart). */
function invalidUtf8(bytes: Uint8Array): { offset: number; length: number } | undefined {
  let i = 0
  while (i < bytes.length) {
    const lead = bytes[i] ?? 0
    if (lead < 0x80) {
      i += 1
      continue
    }
    let need: number
    let low = 0x80
    let high = 0xbf
    if (lead >= 0xc2 && lead <= 0xdf) need = 1
    else if (lead >= 0xe0 && lead <= 0xef) {
      need = 2
      if (lead === 0xe0) low = 0xa0
      if (lead === 0xed) high = 0x9f
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      need = 3
      if (lead === 0xf0) low = 0x90
      if (lead === 0xf4) high = 0x8f
    } else return { offset: i, length: 1 }
    for (let j = 1; j <= need; j++) {
      const next = bytes[i + j]
      if (next === undefined || next < low || next > high) return { offset: i, length: j }
      low = 0x80
      high = 0xbf
    }
    i += need + 1
  }
  return undefined
}

/** The first byte a fatal decoder cannot take, by bisection: a prefix that fails keeps failing when longer. */
function firstUndecodable(bytes: Uint8Array, encoding: string): number {
  let good = 0
  let bad = bytes.length
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2)
    try {
      new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(0, middle), { stream: true })
      good = middle
    } catch {
      bad = middle
    }
  }
  return good
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(' ')

function linesBefore(bytes: Uint8Array, offset: number): number {
  let line = 1
  for (let i = bytes.indexOf(0x0a); i !== -1 && i < offset; i = bytes.indexOf(0x0a, i + 1)) line++
  return line
}

/** Bytes read elsewhere (a file inflated from gzip) decoded by the same rules as a file's. */
export function decodeSource(bytes: Uint8Array, file: string, format: SourceFormat): string {
  const text = decode(bytes, file, format)
  if (text.trim() === '') throw new IngestError(file, undefined, `the file holds nothing but whitespace (${count(bytes.length)} bytes)`)
  return text
}

function decode(bytes: Uint8Array, file: string, format: SourceFormat): string {
  const label = format === 'json' ? 'utf-8' : xmlEncoding(bytes)
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(label, { fatal: true })
  } catch {
    throw new IngestError(file, 1, `the XML declaration names the encoding ${JSON.stringify(label.slice(0, 40))}, which the importer cannot read`)
  }
  try {
    return decoder.decode(bytes)
  } catch {
    if (decoder.encoding === 'utf-8') {
      const bad = invalidUtf8(bytes) ?? { offset: bytes.length, length: 0 }
      const hint = format === 'json' ? 'JSON must be UTF-8' : 'declare another encoding in the XML declaration if the file is not UTF-8'
      throw new IngestError(
        file,
        linesBefore(bytes, bad.offset),
        `invalid UTF-8: byte${bad.length === 1 ? '' : 's'} ${hex(bytes.subarray(bad.offset, bad.offset + bad.length))} at byte ${count(bad.offset)} (${hint})`,
      )
    }
    const offset = firstUndecodable(bytes, decoder.encoding)
    const line = (new TextDecoder(decoder.encoding).decode(bytes.subarray(0, offset)).match(/\n/g)?.length ?? 0) + 1
    throw new IngestError(file, line, `invalid ${decoder.encoding}: byte ${hex(bytes.subarray(offset, offset + 1))} at byte ${count(offset)}`)
  }
}

/** The whole file as text. */
export function readSource(file: string, format: SourceFormat): string {
  const bytes = readBytes(file, false)
  const text = decode(bytes, file, format)
  if (text.trim() === '') throw new IngestError(file, undefined, `the file holds nothing but whitespace (${count(bytes.length)} bytes)`)
  return text
}

/** The file's start as text, to tell what it is; the checks that need no reading apply. */
export function peekSource(file: string): string {
  const bytes = readBytes(file, true)
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(xmlEncoding(bytes))
  } catch {
    // readSource names the unknown encoding when the file is read.
    decoder = new TextDecoder('utf-8')
  }
  return decoder.decode(bytes)
}
