import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { MAX_BATCH_BYTES, batchedStream, batches, compressStream } from '../../src/server/compression.ts'

const text = (value: string) => new TextEncoder().encode(value)

/** A body whose chunks come as listed: a string now, or a number of ms to wait before the next. */
function body(script: readonly (string | number)[], onCancel?: (reason: unknown) => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const step of script) {
        if (typeof step === 'number') await new Promise((resolve) => setTimeout(resolve, step))
        else controller.enqueue(text(step))
      }
      controller.close()
    },
    cancel: onCancel,
  })
}

async function all(stream: ReadableStream<Uint8Array>): Promise<{ parts: Uint8Array[]; bytes: Buffer }> {
  const parts: Uint8Array[] = []
  for await (const part of stream) parts.push(part)
  return { parts, bytes: Buffer.concat(parts) }
}

describe('batches of a rendered body', () => {
  it('joins the chunks that arrive together into one batch', async () => {
    const source = batches(body(['<html>', '<body>', 'results', '</body></html>']))
    expect(await source.next()).toEqual({ bytes: text('<html><body>results</body></html>'), last: true })
    expect(await source.next()).toBeUndefined()
  })

  it('ends a batch where the body pauses (a deferred part), so what came first goes out first', async () => {
    const source = batches(body(['<p>results</p>', '<p>more</p>', 30, '<p>counts</p>']))
    const first = await source.next()
    expect(first).toEqual({ bytes: text('<p>results</p><p>more</p>'), last: false })
    expect(await source.next()).toEqual({ bytes: text('<p>counts</p>'), last: true })
  })

  it('never holds more than its limit of a body that comes without a pause', async () => {
    const chunk = 'x'.repeat(64 * 1024)
    const source = batches(body(Array.from({ length: 10 }, () => chunk)))
    const sizes: number[] = []
    for (let batch = await source.next(); batch; batch = await source.next()) sizes.push(batch.bytes.length)
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(10 * chunk.length)
    expect(sizes.length).toBeGreaterThan(1)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_BATCH_BYTES)
  })

  it('writes an uncompressed page in batches, byte for byte', async () => {
    const { parts, bytes } = await all(batchedStream(body(['a', 'b', 20, 'c', 'd'])))
    expect(bytes.toString()).toBe('abcd')
    expect(parts.map((part) => Buffer.from(part).toString())).toEqual(['ab', 'cd'])
  })
})

describe('compressed pages', () => {
  const page = ['<!DOCTYPE html><html><head><title>Résultats</title></head><body>', '<ol>', ...Array.from({ length: 200 }, (_, n) => `<li>hit ${n}</li>`), '</ol></body></html>']

  it('compresses a page that arrives whole in one piece (brotli and gzip)', async () => {
    const br = await all(compressStream(body(page), 'br'))
    expect(br.parts).toHaveLength(1)
    expect(brotliDecompressSync(br.bytes).toString()).toBe(page.join(''))
    const gzip = await all(compressStream(body(page), 'gzip'))
    expect(gzip.parts).toHaveLength(1)
    expect(gunzipSync(gzip.bytes).toString()).toBe(page.join(''))
  })

  it('streams a page that pauses: the part before the pause decompresses on its own', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const stream = compressStream(body([...page.slice(0, 50), 40, ...page.slice(50)]), encoding)
      const reader = stream.getReader()
      const first = await reader.read()
      expect(first.done).toBe(false)
      // A flushed part is a complete prefix of the compressed stream: what was rendered can be shown.
      const prefix = Buffer.from(first.value ?? new Uint8Array())
      const shown = encoding === 'br' ? brotliDecompressSync(prefix, { finishFlush: constants.BROTLI_OPERATION_FLUSH }) : gunzipSync(prefix, { finishFlush: constants.Z_SYNC_FLUSH })
      expect(shown.toString()).toBe(page.slice(0, 50).join(''))
      const rest: Uint8Array[] = [prefix]
      for (let next = await reader.read(); !next.done; next = await reader.read()) rest.push(next.value)
      const whole = Buffer.concat(rest)
      expect((encoding === 'br' ? brotliDecompressSync(whole) : gunzipSync(whole)).toString()).toBe(page.join(''))
    }
  })

  it('stops the render when the visitor goes away', async () => {
    let cancelled: unknown
    const stream = compressStream(body(['<p>first</p>', 50, '<p>never read</p>'], (reason) => (cancelled = reason)), 'br')
    const reader = stream.getReader()
    await reader.read()
    await reader.cancel('gone')
    expect(cancelled).toBe('gone')
  })
})
