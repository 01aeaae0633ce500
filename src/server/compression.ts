/**
 * Content negotiation and compression of what the app renders. Static files are srvx's
 * (static-files.ts); pages stream from React and are compressed in batches (a page that arrives
 * whole, in one call), and a page answered from the page cache is compressed in one call.
 */
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** An Accept-Encoding entry for `name` whose q is not 0; built once, not per request. */
const accepting = (name: string) => new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`, 'i')
const ACCEPTS_BR = accepting('br')
const ACCEPTS_GZIP = accepting('gzip')

/** The best encoding the client accepts: brotli, then gzip. */
export function pickEncoding(acceptEncoding: string): Encoding | undefined {
  if (ACCEPTS_BR.test(acceptEncoding)) return 'br'
  if (ACCEPTS_GZIP.test(acceptEncoding)) return 'gzip'
  return undefined
}

/** Text worth compressing; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|opensearchdescription\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/

/**
 * The quality rendered and cached pages are compressed at. 2 rather than 4 (issue 52): on this
 * site's pages 6–8 % more bytes (a search page 14.1 → 15.0 KB, the frame 4.3 → 4.6 KB) for half the
 * compressor's time (0.94 → 0.42 ms on a search page; paired runs: −0.73 ms a page in all).
 */
const BROTLI_QUALITY = 2

/**
 * A batch never grows past this: a long body that arrives without a pause (a CSV export) goes out
 * in parts of this size rather than held whole in memory.
 */
export const MAX_BATCH_BYTES = 256 * 1024

/** A part of a body: the chunks that arrived together, and whether the body ends with it. */
export interface Batch {
  bytes: Uint8Array
  last: boolean
}

const PAUSE = Symbol('pause')

/** Resolves once the event loop has turned (after timers and I/O callbacks already due). */
function turn(): Promise<typeof PAUSE> {
  return new Promise((resolve) => setImmediate(resolve, PAUSE))
}

function joined(parts: readonly Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0]
  const out = new Uint8Array(size)
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/**
 * A body's chunks joined into batches: a batch ends when the next chunk is not there by the time
 * the event loop turns, or at MAX_BATCH_BYTES. React renders a page whose data is ready in one go
 * and writes it as dozens of small chunks; a page that waits on a deferred part (the facet counts,
 * ADR 031) pauses, and what it has rendered goes out at once. So a page streams where it waits, and
 * is otherwise written (and compressed) once (issue 52: a flush per chunk cost several ms a page).
 * `cancel` stops the body, as the client's going away does.
 */
export function batches(body: ReadableStream<Uint8Array>): { next: () => Promise<Batch | undefined>; cancel: (reason?: unknown) => Promise<void> } {
  const reader = body.getReader()
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined
  let finished = false
  return {
    async next() {
      if (finished) return undefined
      const parts: Uint8Array[] = []
      let size = 0
      let result = await (pending ?? reader.read())
      pending = undefined
      while (!result.done) {
        parts.push(result.value)
        size += result.value.length
        const read = reader.read()
        const next = size >= MAX_BATCH_BYTES ? PAUSE : await Promise.race([read, turn()])
        if (next === PAUSE) {
          pending = read
          return { bytes: joined(parts, size), last: false }
        }
        result = next
      }
      finished = true
      return { bytes: joined(parts, size), last: true }
    },
    cancel: (reason) => {
      finished = true
      return reader.cancel(reason)
    },
  }
}

/** A body in batches: fewer, larger writes to the socket than the renderer's chunks. */
export function batchedStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const source = batches(body)
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const batch = await source.next()
      if (batch && batch.bytes.length > 0) controller.enqueue(batch.bytes)
      if (!batch || batch.last) controller.close()
    },
    cancel: (reason) => source.cancel(reason),
  })
}

type Compressor = ReturnType<typeof createBrotliCompress> | ReturnType<typeof createGzip>

/** A batch through a streaming compressor, flushed (or ended, for the last) so it can be sent now. */
function compressBatch(compressor: Compressor, batch: Batch): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const out: Buffer[] = []
    const collect = (chunk: Buffer) => out.push(chunk)
    const fail = (error: Error) => {
      compressor.off('data', collect)
      reject(error)
    }
    const done = () => {
      compressor.off('data', collect)
      compressor.off('error', fail)
      const all = Buffer.concat(out)
      resolve(new Uint8Array(all.buffer, all.byteOffset, all.byteLength))
    }
    compressor.on('data', collect)
    compressor.once('error', fail)
    if (batch.last) {
      compressor.once('end', done)
      compressor.end(batch.bytes)
    } else {
      compressor.write(batch.bytes)
      compressor.flush(done)
    }
  })
}

function streamingCompressor(encoding: Encoding): Compressor {
  return encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : createGzip()
}

/**
 * A rendered body compressed batch by batch (see `batches`): a page that arrives whole is compressed
 * in one call on libuv's thread pool; one that pauses goes through a streaming compressor, flushed
 * at each pause so what was rendered reaches the visitor meanwhile. A client that goes away cancels
 * the body, and the compressor is destroyed then, so its native memory is returned at once.
 */
export function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const source = batches(body)
  let compressor: Compressor | undefined
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const batch = await source.next()
      if (!batch) {
        controller.close()
        return
      }
      if (batch.last && compressor === undefined) {
        controller.enqueue(await compressBytes(batch.bytes, encoding))
      } else {
        compressor ??= streamingCompressor(encoding)
        const bytes = await compressBatch(compressor, batch)
        if (bytes.length > 0) controller.enqueue(bytes)
      }
      if (batch.last) controller.close()
    },
    cancel(reason) {
      compressor?.destroy()
      return source.cancel(reason)
    },
  })
}

const brotliOnce = promisify(brotliCompress)
const gzipOnce = promisify(gzip)

/** A whole body compressed in one call, on libuv's thread pool. */
export async function compressBytes(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const out = encoding === 'br' ? await brotliOnce(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : await gzipOnce(bytes)
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength)
}
