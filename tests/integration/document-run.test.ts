/**
 * The main thread's side of the document work (src/documents/run.ts): answers kept per store
 * generation and address, the same address asked for again while it is being answered waiting
 * for that answer, big answers not kept, and a long text streamed a piece at a time, never more
 * than one piece ahead of what the client has taken.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AddressJob, EncodedAnswer } from '#src/documents/job.ts'
import { installDocumentRunner, serveDocument } from '#src/documents/run.ts'

let dir: string
let store: string
const previousStore = process.env.LIBRARY_DB

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'document-run-'))
  store = join(dir, 'library.db')
  // Only the file's generation (its modification time and size) is read here.
  writeFileSync(store, 'a store')
  process.env.LIBRARY_DB = store
})

afterAll(() => {
  installDocumentRunner(undefined)
  if (previousStore === undefined) delete process.env.LIBRARY_DB
  else process.env.LIBRARY_DB = previousStore
  rmSync(dir, { recursive: true, force: true })
})

afterEach(() => installDocumentRunner(undefined))

const encoder = new TextEncoder()
const job = (path: string, query = ''): AddressJob => ({ kind: 'cite', path, query, origin: 'https://example.org', now: 0 })

/** A runner that answers each address with its own path, after `delayMs`, counting what it was asked. */
function countingRunner(delayMs = 20, answer: (job: AddressJob) => EncodedAnswer = (asked) => ({ status: 200, type: 'text/plain', body: encoder.encode(asked.path) })) {
  const asked: AddressJob[] = []
  installDocumentRunner({
    document: async (one) => {
      asked.push(one)
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      return answer(one)
    },
    pageLayout: async () => null,
  })
  return asked
}

async function bodyText(body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>): Promise<string> {
  return body instanceof Uint8Array ? new TextDecoder().decode(body) : new Response(body).text()
}

describe('document answers kept and shared', () => {
  it('answers the same address asked for at once with one job, and again from what it kept', async () => {
    const asked = countingRunner()
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => serveDocument(job('/cite/a.ris'))))
    expect(asked).toHaveLength(1)
    expect(await Promise.all(answers.map((answer) => bodyText(answer.body)))).toEqual(Array(5).fill('/cite/a.ris'))
    const again = await serveDocument(job('/cite/a.ris'))
    expect(again.kept).toBe(true)
    expect(asked).toHaveLength(1)
    // Another query is another answer: distinct addresses each do their work (the cache is not the defence).
    await serveDocument(job('/cite/a.ris', '?lang=de'))
    expect(asked).toHaveLength(2)
  })

  it('forgets what it kept when the importer swaps in a new store', async () => {
    const asked = countingRunner()
    await serveDocument(job('/cite/b.ris'))
    await serveDocument(job('/cite/b.ris'))
    expect(asked).toHaveLength(1)
    writeFileSync(store, 'a new store, longer')
    utimesSync(store, new Date(), new Date(Date.now() + 5000))
    const fresh = await serveDocument(job('/cite/b.ris'))
    expect(fresh.kept).toBe(false)
    expect(asked).toHaveLength(2)
  })

  it('keeps neither failures nor answers over its size limit', async () => {
    const asked = countingRunner(1, (one) =>
      one.path === '/cite/missing.ris' ? { status: 404, type: 'text/plain', body: encoder.encode('Not found\n') } : { status: 200, type: 'text/plain', body: new Uint8Array(3 * 1024 * 1024) },
    )
    await serveDocument(job('/cite/missing.ris'))
    await serveDocument(job('/cite/missing.ris'))
    await serveDocument(job('/iiif/big/text.txt'))
    const big = await serveDocument(job('/iiif/big/text.txt'))
    expect(big.kept).toBe(false)
    expect(asked).toHaveLength(4)
  })

  it('streams a long text a piece at a time, reading at most one piece ahead of the client', async () => {
    const pieces = ['first piece\n', 'second piece\n', 'third piece\n']
    const asked = countingRunner(1, (one) => {
      const index = one.kind === 'iiif' && one.cursor ? one.cursor.unit : 0
      const next = index + 1 < pieces.length ? { next: { firstPage: 1, unit: index + 1, offset: 0 } } : {}
      return { status: 200, type: 'text/plain', body: encoder.encode(pieces[index] ?? ''), ...next }
    })
    const served = await serveDocument({ kind: 'iiif', path: '/iiif/x/text.txt', query: '', origin: 'https://example.org', images: dir, now: 0 })
    expect(served.body).toBeInstanceOf(ReadableStream)
    if (!(served.body instanceof ReadableStream)) return
    const reader = served.body.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first piece\n')
    // At most one piece is read ahead of the client, however long it waits.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked.length).toBeLessThanOrEqual(2)
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('second piece\n')
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('third piece\n')
    expect((await reader.read()).done).toBe(true)
    expect(asked.map((one) => (one.kind === 'iiif' ? (one.cursor?.unit ?? 0) : -1))).toEqual([0, 1, 2])
  })
})
