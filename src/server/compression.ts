/**
 * Content negotiation and compression of what the app renders. Static files are srvx's
 * (static-files.ts); pages stream from React, so they are compressed as they stream, and a page
 * answered from the page cache is compressed in one call.
 */
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, gzip } from 'node:zlib'

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

/** The quality streamed and cached pages are compressed at: fast, and most of brotli's gain on HTML. */
const BROTLI_QUALITY = 4

/**
 * Brotli for streamed responses, flushed at every chunk so SSR still streams. A client that goes
 * away cancels the stream: the compressor is destroyed then, so its native memory is returned at
 * once rather than when the garbage collector gets to it.
 */
function brotliStream(): TransformStream<Uint8Array, Uint8Array> {
  const brotli = createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
  // `cancel` (when the reader goes away) is in the Streams standard and in Node, not yet in the DOM types.
  const transformer = {
    start(controller: TransformStreamDefaultController<Uint8Array>) {
      brotli.on('data', (chunk: Buffer) => {
        try {
          controller.enqueue(new Uint8Array(chunk))
        } catch {
          brotli.destroy()
        }
      })
      brotli.on('error', (error) => controller.error(error))
    },
    transform(chunk: Uint8Array) {
      return new Promise<void>((resolve, reject) => brotli.write(chunk, (error) => (error ? reject(error) : resolve())))
    },
    flush() {
      return new Promise<void>((resolve) => {
        brotli.once('end', resolve)
        brotli.once('close', resolve)
        brotli.end()
      })
    },
    cancel() {
      brotli.destroy()
    },
  }
  return new TransformStream<Uint8Array, Uint8Array>(transformer)
}

export function compressStream(body: NonNullable<Response['body']>, encoding: Encoding): ReadableStream<Uint8Array> {
  return body.pipeThrough(encoding === 'br' ? brotliStream() : new CompressionStream('gzip'))
}

const brotliOnce = promisify(brotliCompress)
const gzipOnce = promisify(gzip)

/** A whole body compressed in one call, on libuv's thread pool. */
export async function compressBytes(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const out = encoding === 'br' ? await brotliOnce(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : await gzipOnce(bytes)
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength)
}
