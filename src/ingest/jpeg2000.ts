/**
 * JPEG 2000 decoding for the tiler (ADR 024): sharp's prebuilt libvips has no JPEG 2000 decoder,
 * and national libraries (the KB, the BnL, Chronicling America) deliver their scans as JP2.
 * OpenJPEG compiled to WebAssembly (@cornerstonejs/codec-openjpeg, from npm) decodes them to raw
 * samples that sharp then tiles like any other image. Runs only in the tile worker's process.
 */
import { createRequire } from 'node:module'
import * as v from 'valibot'

const require = createRequire(import.meta.url)

const frameInfo = v.object({
  width: v.number(),
  height: v.number(),
  bitsPerSample: v.number(),
  componentCount: v.number(),
  isSigned: v.boolean(),
})

interface Decoder {
  getEncodedBuffer(length: number): Uint8Array
  decode(): void
  getFrameInfo(): unknown
  getDecodedBuffer(): Uint8Array
  delete(): void
}
interface Codec {
  J2KDecoder: new () => Decoder
}
type Factory = (options: { print: (text: string) => void; printErr: (text: string) => void }) => Promise<Codec>

let codec: Promise<Codec> | undefined

function load(): Promise<Codec> {
  // The package is an Emscripten CommonJS factory without types; its shape is checked by use.
  const factory: Factory = require('@cornerstonejs/codec-openjpeg/decodewasmjs')
  // OpenJPEG reports each header it reads on stdout, which is the worker's answer channel.
  codec ??= factory({ print: () => {}, printErr: () => {} })
  return codec
}

export interface RawImage {
  data: Buffer
  width: number
  height: number
  channels: 1 | 2 | 3 | 4
}

/** 1, 3 or 4 components of up to 16 bits each, as 8-bit samples; anything else is refused. */
export async function decodeJpeg2000(bytes: Uint8Array, maxPixels: number): Promise<RawImage> {
  const { J2KDecoder } = await load()
  const decoder = new J2KDecoder()
  try {
    decoder.getEncodedBuffer(bytes.length).set(bytes)
    try {
      decoder.decode()
    } catch {
      // OpenJPEG throws a C++ exception, which reaches JavaScript as a bare number.
      throw new Error('the JPEG 2000 file cannot be decoded')
    }
    const info = v.parse(frameInfo, decoder.getFrameInfo())
    const { width, height, bitsPerSample, componentCount, isSigned } = info
    // A codestream OpenJPEG could not read at all comes back empty rather than as an error.
    if (width === 0 || height === 0 || componentCount === 0) throw new Error('the JPEG 2000 file cannot be decoded')
    if (width * height > maxPixels) throw new Error(`the JPEG 2000 image is ${width}×${height} pixels, more than ${maxPixels}`)
    if (componentCount !== 1 && componentCount !== 2 && componentCount !== 3 && componentCount !== 4) {
      throw new Error(`the JPEG 2000 image has ${componentCount} components`)
    }
    if (bitsPerSample < 1 || bitsPerSample > 16) throw new Error(`the JPEG 2000 image has ${bitsPerSample}-bit samples`)
    const decoded = decoder.getDecodedBuffer()
    const samples = width * height * componentCount
    if (bitsPerSample <= 8 && !isSigned && decoded.length === samples) {
      return { data: Buffer.from(decoded), width, height, channels: componentCount }
    }
    // Deeper or signed samples come as 16-bit little-endian words; scaled to 8 bits for display.
    const bytesPerSample = bitsPerSample <= 8 ? 1 : 2
    if (decoded.length !== samples * bytesPerSample) throw new Error('the JPEG 2000 decoder returned a buffer of the wrong size')
    const view = new DataView(decoded.buffer, decoded.byteOffset, decoded.byteLength)
    const offset = isSigned ? 2 ** (bitsPerSample - 1) : 0
    const top = 2 ** bitsPerSample - 1
    const data = Buffer.alloc(samples)
    for (let index = 0; index < samples; index++) {
      const raw = bytesPerSample === 1 ? (isSigned ? view.getInt8(index) : view.getUint8(index)) : isSigned ? view.getInt16(index * 2, true) : view.getUint16(index * 2, true)
      data[index] = Math.round((Math.min(Math.max(raw + offset, 0), top) * 255) / top)
    }
    return { data, width, height, channels: componentCount }
  } finally {
    decoder.delete()
  }
}

const JP2_SIGNATURE = [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20]
const J2K_SIGNATURE = [0xff, 0x4f, 0xff, 0x51]

/** A JP2 file or a bare J2K codestream, by its first bytes. */
export function isJpeg2000(bytes: Uint8Array): boolean {
  const starts = (signature: number[]) => signature.every((byte, index) => bytes[index] === byte)
  return starts(JP2_SIGNATURE) || starts(J2K_SIGNATURE)
}
