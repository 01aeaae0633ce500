/**
 * A search's texts ZIP prepared whole in one thread job (issue 48, ADR 052 amended 2026-12-04,
 * src/documents/texts-prepare.ts), on a real pool of two threads: the ZIP it gives is, byte for
 * byte, the one the serving thread wrote before (composed here the old way: the results a page at a
 * time, each unit's facts and text, the tables, the site's ZIP framing, all on this thread); the
 * same with another engine's hits sent with the job, and without threads; its preparation is one
 * job; a client that goes away stops it, waiting or running.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildDemoDatabase } from '#src/demo/load.ts'
import { demoMark, demoReadme } from '#src/documents/demo-mark.ts'
import { installDocumentRunner } from '#src/documents/run.ts'
import { MANIFEST_COLUMNS, type TextsRequest, textsZip, unitFileName } from '#src/documents/texts-zip.ts'
import { MAX_UNITS_A_JOB, type UnitFile, unitBodies, unitFiles } from '#src/documents/texts.ts'
import { type StreamedEntry, tableEntry, zipStream } from '#src/documents/zip-frame.ts'
import { hitPermalink } from '#src/domain/citation-records.ts'
import { CSV_BOM, csvRow } from '#src/domain/csv.ts'
import type { Locale } from '#src/domain/locale.ts'
import { documentPermalink } from '#src/domain/permalink.ts'
import { parseSearchState } from '#src/domain/search-state.ts'
import type { SearchHit } from '#src/search/contract.ts'
import { EmbeddedEngine, searchResults } from '#src/search/embedded/engine.ts'
import { EngineCaches } from '#src/search/embedded/match-sets.ts'
import { installSearchEngine } from '#src/search/search-runner.ts'
import { type Db, openForReading } from '#src/store/db.ts'
import { library } from '#src/store/library.ts'
import { ThreadPool } from '#src/threads/pool.ts'

let dir: string
let store: string
let db: Db
let pool: ThreadPool
let asOf: string
const previousStore = process.env.LIBRARY_DB
const ORIGIN = 'https://collections.example.org'

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'texts-prepare-'))
  store = join(dir, 'library.db')
  buildDemoDatabase(store, { articles: 1500 })
  db = openForReading(store)
  asOf = db.prepare<[], string>('SELECT substr(MAX(added_at), 1, 10) FROM (SELECT added_at FROM issue UNION ALL SELECT added_at FROM item)').pluck().get() ?? ''
  process.env.LIBRARY_DB = store
  pool = new ThreadPool(2)
  await pool.ready
}, 300_000)

afterAll(async () => {
  installSearchEngine(undefined)
  installDocumentRunner(undefined)
  db?.close()
  await pool.close()
  if (previousStore === undefined) delete process.env.LIBRARY_DB
  else process.env.LIBRARY_DB = previousStore
  rmSync(dir, { recursive: true, force: true })
})

const pinned = (params: Record<string, string>) => ({ ...parseSearchState({ asof: asOf, ...params }), asof: asOf })

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  for await (const chunk of stream) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** The manifest as the serving thread wrote it before: one row a file, the demo's note in the visitor's language. */
function manifest(rows: readonly { name: string; hit: SearchHit; file: UnitFile }[], locale: Locale): string {
  const lines = rows.map(({ name, hit, file }) =>
    csvRow([
      name,
      file.sha256,
      file.bytes,
      hitPermalink(ORIGIN, hit),
      documentPermalink(ORIGIN, hit.place),
      hit.type,
      hit.title ?? '',
      hit.periodical?.title ?? hit.item?.title ?? '',
      hit.docType,
      hit.date ?? '',
      hit.language ?? '',
      file.firstPage === file.lastPage ? String(file.firstPage) : `${file.firstPage}-${file.lastPage}`,
      file.ocr === null ? '' : String(file.ocr),
      file.demo ? demoMark(locale) : '',
    ]),
  )
  return CSV_BOM + csvRow([...MANIFEST_COLUMNS]) + lines.join('')
}

/** The ZIP as the serving thread composed it before the preparation moved to a thread: every step here, in place. */
async function composedHere(request: TextsRequest & { locale: Locale }): Promise<Buffer> {
  const caches = new EngineCaches()
  const hits: SearchHit[] = []
  for (let page = 1; ; page++) {
    const answer = searchResults(db, caches, parseSearchState({ ...request.state, view: 'compact', paging: 'pages', size: 100, page }))
    hits.push(...answer.hits)
    if (answer.hits.length < 100 || hits.length >= answer.total) break
  }
  const files = unitFiles(
    db,
    hits.map((hit) => hit.id),
  )
  const width = Math.max(5, String(hits.length).length)
  const rows = files.map((file, index) => {
    const hit = hits[index]
    if (!hit) throw new Error('a file without its hit')
    return { name: unitFileName(index, width, hit, file.sourceId), hit, file }
  })
  const readme = files.some((file) => file.demo) ? [tableEntry('README.txt', `${demoMark(request.locale)}\n\n${demoReadme(request.locale)}\n`)] : []
  const entries: StreamedEntry[] = [
    tableEntry('manifest.csv', manifest(rows, request.locale)),
    ...readme,
    tableEntry('search.csv', CSV_BOM + request.citation.map(([key, value]) => csvRow([key, value])).join('')),
    ...rows.map(({ name, file }) => ({ name, size: file.bytes, crc32: file.crc32, data: () => Promise.resolve(unitBodies(db, [file.id])) })),
  ]
  return bytesOf(zipStream(entries, new Date(`${request.state.asof}T00:00:00Z`), new AbortController()))
}

async function zipOf(request: TextsRequest, signal?: AbortSignal): Promise<Buffer> {
  const answer = await textsZip(request, signal)
  if (answer.kind !== 'zip') throw new Error(`refused: ${answer.kind}`)
  const zip = await bytesOf(answer.body)
  expect(zip.byteLength).toBe(answer.size)
  return zip
}

describe('the texts ZIP prepared in one thread job (issue 48)', () => {
  const requests = (): (TextsRequest & { locale: Locale })[] => [
    { state: pinned({ type: 'newspaper', sort: 'date_asc' }), origin: ORIGIN, citation: [['search', 'all newspapers'], ['asof', asOf]], locale: 'de' },
    { state: pinned({ q: 'luxemburg' }), origin: ORIGIN, citation: [['search', 'luxemburg'], ['hits', 3]], locale: 'en' },
    { state: pinned({ q: 'qqqxyzzy' }), origin: ORIGIN, citation: [['search', 'nothing']], locale: 'fr' },
  ]

  it('gives the bytes the serving thread wrote before: with the threads searching, with hits sent with the job, and in place', async () => {
    for (const request of requests()) {
      const expected = await composedHere(request)
      // The site with threads: the thread runs the search itself.
      installSearchEngine(pool)
      installDocumentRunner(pool)
      expect((await zipOf(request)).equals(expected), request.state.q).toBe(true)
      // Another engine answers the search (as Solr would): its hits go to the thread with the job.
      installSearchEngine(new EmbeddedEngine(library))
      expect((await zipOf(request)).equals(expected), request.state.q).toBe(true)
      // No threads (the development server): all of it here.
      installSearchEngine(undefined)
      installDocumentRunner(undefined)
      expect((await zipOf(request)).equals(expected), request.state.q).toBe(true)
    }
  }, 300_000)

  it('asks the threads once before the first byte, and the texts a batch at a time after', async () => {
    installSearchEngine(pool)
    installDocumentRunner(pool)
    const run = vi.spyOn(pool, 'run')
    try {
      const answer = await textsZip({ state: pinned({ type: 'newspaper', sort: 'date_asc' }), origin: ORIGIN, citation: [] })
      if (answer.kind !== 'zip') throw new Error(`refused: ${answer.kind}`)
      expect(run.mock.calls.map(([job]) => job.kind)).toEqual(['textsZip'])
      // Texts enough for several batches (at most MAX_UNITS_A_JOB units each).
      expect(answer.units).toBeGreaterThan(2 * MAX_UNITS_A_JOB)
      await bytesOf(answer.body)
      const kinds = run.mock.calls.map(([job]) => (job.kind === 'document' ? job.job.kind : job.kind))
      expect(kinds[0]).toBe('textsZip')
      expect(kinds.slice(1).every((kind) => kind === 'texts')).toBe(true)
      expect(kinds.length).toBeGreaterThan(2)
    } finally {
      run.mockRestore()
    }
  }, 120_000)

  it('stops when the client goes: a preparation waiting is never started, a running one stops at its next check', async () => {
    installSearchEngine(pool)
    installDocumentRunner(pool)
    const state = pinned({ type: 'newspaper', sort: 'date_asc' })
    // Two threads: one takes heavy work, so a second preparation waits for it.
    const first = textsZip({ state, origin: ORIGIN, citation: [] })
    const client = new AbortController()
    const second = textsZip({ state, origin: ORIGIN, citation: [] }, client.signal)
    expect(pool.lanes.bulk).toEqual({ running: 1, waiting: 1 })
    client.abort()
    expect(pool.lanes.bulk).toEqual({ running: 1, waiting: 0 })
    await expect(second).rejects.toMatchObject({ name: 'SearchBudgetError' })
    const answer = await first
    if (answer.kind !== 'zip') throw new Error(`refused: ${answer.kind}`)
    await answer.body.cancel()

    // Posted to a thread, then its client goes: the thread stops it at its first check and is free.
    await vi.waitFor(() => expect(pool.lanes.bulk).toEqual({ running: 0, waiting: 0 }))
    const gone = new AbortController()
    const running = textsZip({ state, origin: ORIGIN, citation: [] }, gone.signal)
    expect(pool.lanes.bulk).toEqual({ running: 1, waiting: 0 })
    gone.abort()
    await expect(running).rejects.toMatchObject({ name: 'SearchBudgetError' })
    expect(pool.lanes.bulk).toEqual({ running: 0, waiting: 0 })
    expect(pool.live).toBe(2)
    // The thread answers the next download at once.
    expect((await textsZip({ state: pinned({ q: 'luxemburg' }), origin: ORIGIN, citation: [] })).kind).toBe('zip')
  }, 120_000)
})
