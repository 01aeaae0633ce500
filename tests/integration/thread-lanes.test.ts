/**
 * The threads' lanes (issue 48, H2 and M1; ADR 052) on a store holding an issue of three pages at
 * the importer's per-page limit (3 × 99,000 words: past the words one PDF may hold, not trimmed to
 * it) and a small one: a PDF weighs its words and is refused past MAX_PDF_WORDS; PDFs are made one
 * at a time on a thread of their own while readers, citations, manifests and searches are answered;
 * a PDF whose client goes away is stopped on its thread (or never started while it waits) and
 * nothing of it is kept; a document several clients wait for stops only when the last has gone; a
 * job answered lets go of its client's signal.
 */
import { getEventListeners } from 'node:events'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AddressJob } from '#src/documents/job.ts'
import { MAX_PDF_WORDS, PDF_WORDS_A_COUNT } from '#src/documents/limits.ts'
import { installDocumentRunner, serveDocument } from '#src/documents/run.ts'
import { parseSearchState } from '#src/domain/search-state.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { SearchBudgetError, ThreadPool } from '#src/threads/pool.ts'
import { writeAltoIssue } from '../fixtures/alto-pages'

const ORIGIN = 'https://collections.example.org'
const DENSE = { id: 'dichte-zeitung', date: '1899-07-08' }
const SMALL = { id: 'kleine-zeitung', date: '1899-03-04' }
/** The importer's limit for one page is 100,000 words: these stay just under it. */
const PAGE_WORDS = 99_000

let dir: string
let folder: string
let pool: ThreadPool
const previousStore = process.env.LIBRARY_DB

function denseWords(page: number): string[] {
  const vocabulary = ['Gemeinde', 'Bürger', 'Rathaus', 'Markt', 'Getreide', 'Preise', 'Kammer', 'Sitzung', 'Bericht', 'Wetter', 'Luxemburg']
  return Array.from({ length: PAGE_WORDS }, (_, index) => vocabulary[(index * 7 + page) % vocabulary.length] ?? 'Wort')
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'thread-lanes-'))
  folder = join(dir, 'pdf')
  const store = join(dir, 'library.db')
  const small = writeAltoIssue(join(dir, 'small'), [
    ['Die', 'Regierung', 'von', 'Luxemburg', 'hat', 'gestern', 'beschlossen'],
    ['Luxemburg', 'und', 'Trier', 'die', 'Regierung', 'antwortet'],
  ])
  importPaths(store, [small], { fresh: true, metadata: { title: 'Kleine Zeitung', date: SMALL.date, lang: 'de', periodical: SMALL.id } })
  const dense = writeAltoIssue(join(dir, 'dense'), [1, 2, 3].map(denseWords))
  importPaths(store, [dense], { metadata: { title: 'Dichte Zeitung', date: DENSE.date, lang: 'de', periodical: DENSE.id } })
  process.env.LIBRARY_DB = store
  pool = new ThreadPool(2)
  await pool.ready
}, 300_000)

afterAll(async () => {
  installDocumentRunner(undefined)
  await pool.close()
  if (previousStore === undefined) delete process.env.LIBRARY_DB
  else process.env.LIBRARY_DB = previousStore
  rmSync(dir, { recursive: true, force: true })
})

const pdf = (path: string, query = ''): AddressJob => ({ kind: 'pdf', path, query, origin: ORIGIN, images: join(dir, 'images'), now: Date.parse('2026-12-03T12:00:00Z'), folder })
const densePage = (page: number) => `/pdf/periodicals/${DENSE.id}/${DENSE.date}/pages/${page}.pdf`
const cite = (path: string): AddressJob => ({ kind: 'cite', path, query: '', origin: ORIGIN, now: Date.parse('2026-12-03T12:00:00Z') })
const manifest = (path: string): AddressJob => ({ kind: 'iiif', path, query: '', origin: ORIGIN, images: join(dir, 'images'), now: Date.parse('2026-12-03T12:00:00Z') })
const leftovers = () => (existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.part')) : [])

describe('PDFs in a lane of their own', () => {
  it('refuses a PDF past the words one PDF may hold, naming the count, and weighs a page by its words', async () => {
    const whole = await pool.document(pdf(`/pdf/periodicals/${DENSE.id}/${DENSE.date}.pdf`, '?lang=en'))
    expect(whole.status).toBe(413)
    expect(new TextDecoder().decode(whole.body)).toBe(`This PDF would hold ${(3 * PAGE_WORDS).toLocaleString('en')} words of text, and a PDF holds at most ${MAX_PDF_WORDS.toLocaleString('en')}: download its articles or its pages one at a time, or its text.\n`)
    const page = await pool.document(pdf(densePage(1)))
    expect(page.status).toBe(200)
    expect(page.weight).toBe(Math.ceil(PAGE_WORDS / PDF_WORDS_A_COUNT))
    const small = await pool.document(pdf(`/pdf/periodicals/${SMALL.id}/${SMALL.date}.pdf`))
    expect(small.status).toBe(200)
    expect(small.weight).toBe(1)
  }, 120_000)

  it('makes PDFs one at a time while readers, citations, manifests and searches are answered on the other thread', async () => {
    const order: string[] = []
    const pdfs = [1, 2, 3].map((page) => pool.document(pdf(densePage(page), '?lang=de')).then((answer) => (order.push(`pdf ${page}`), answer)))
    await vi.waitFor(() => expect(pool.lanes.pdf.running).toBe(1))
    const others = [
      ...[1, 2, 3].map(() => pool.issue({ paperid: SMALL.id, issue: SMALL.date, q: 'Luxemburg' })),
      ...['ris', 'bib', 'json'].map((format) => pool.document(cite(`/cite/periodicals/${SMALL.id}/${SMALL.date}.${format}`))),
      pool.document(manifest(`/iiif/periodicals/${SMALL.id}/${SMALL.date}/manifest`)),
      pool.document(manifest(`/iiif/periodicals/${DENSE.id}/${DENSE.date}/manifest`)),
      pool.results(parseSearchState({ q: 'regierung' })),
    ].map((job) =>
      job.then((answer) => {
        order.push('other')
        // Never two PDFs at once, never a heavy job on both threads.
        expect(pool.lanes.pdf.running).toBeLessThanOrEqual(1)
        return answer
      }),
    )
    const answered = await Promise.all(others)
    expect(answered.every((answer) => answer !== null)).toBe(true)
    // Every other request was answered before the first PDF was done: none waited behind it.
    expect(order.slice(0, others.length)).toEqual(others.map(() => 'other'))
    const made = await Promise.all(pdfs)
    expect(made.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(pool.waiting).toBe(0)
  }, 180_000)

  it('stops a PDF whose client went away, keeps nothing of it, and frees its thread at once', async () => {
    const client = new AbortController()
    const abandoned = pool.document(pdf(densePage(2), '?lang=fr'), client.signal)
    await vi.waitFor(() => expect(pool.lanes.pdf.running).toBe(1))
    client.abort()
    await expect(abandoned).rejects.toBeInstanceOf(SearchBudgetError)
    expect(pool.lanes.pdf.running).toBe(0)
    expect(leftovers()).toEqual([])
    // Nothing was kept: the same PDF asked for again is made again (a new file), in full.
    const before = new Set(readdirSync(folder))
    const again = await pool.document(pdf(densePage(2), '?lang=fr'))
    expect(again.status).toBe(200)
    expect(readdirSync(folder).filter((name) => !before.has(name))).toHaveLength(1)
  }, 120_000)

  it('never starts a PDF whose client went away while it waited, and answers the one that runs', async () => {
    const running = pool.document(pdf(densePage(3), '?lang=en'))
    await vi.waitFor(() => expect(pool.lanes.pdf.running).toBe(1))
    const client = new AbortController()
    const waiting = pool.document(pdf(densePage(1), '?lang=en'), client.signal)
    expect(pool.lanes.pdf.waiting).toBe(1)
    client.abort()
    await expect(waiting).rejects.toBeInstanceOf(SearchBudgetError)
    expect(pool.lanes.pdf.waiting).toBe(0)
    expect((await running).status).toBe(200)
  }, 120_000)

  it('stops a document several clients wait for only when the last of them has gone', async () => {
    installDocumentRunner(pool)
    const first = new AbortController()
    const second = new AbortController()
    // PDFs not made yet by the tests before (a made one is kept, per address, language and day).
    const job = pdf(densePage(1), '?lang=en')
    const one = serveDocument(job, first.signal)
    const two = serveDocument(job, second.signal)
    await vi.waitFor(() => expect(pool.lanes.pdf.running).toBe(1))
    first.abort()
    // The second client still waits: the PDF is made, and kept.
    expect((await two).status).toBe(200)
    expect((await one).status).toBe(200)
    const third = new AbortController()
    const four = new AbortController()
    const alone = pdf(densePage(3), '?lang=fr')
    const a = serveDocument(alone, third.signal)
    const b = serveDocument(alone, four.signal)
    await vi.waitFor(() => expect(pool.lanes.pdf.running).toBe(1))
    third.abort()
    four.abort()
    await expect(a).rejects.toBeInstanceOf(SearchBudgetError)
    await expect(b).rejects.toBeInstanceOf(SearchBudgetError)
    expect(leftovers()).toEqual([])
  }, 120_000)

  it('lets go of a client\'s signal once its job is answered, so a signal that lives on keeps no answer alive', async () => {
    installDocumentRunner(pool)
    // As a texts download reads: one signal for all its jobs, the client's and its own stop (Node keeps
    // such a signal while it has listeners; each listener left held its job's answer: 2 GB under 20 ZIP clients).
    const client = new AbortController()
    const stop = new AbortController()
    const reading = AbortSignal.any([client.signal, stop.signal])
    const listening = () => getEventListeners(reading, 'abort').length
    const search = pool.run({ kind: 'results', state: parseSearchState({ q: 'regierung' }) }, reading)
    const queued = [1, 2, 3].map(() => pool.document(cite(`/cite/periodicals/${SMALL.id}/${SMALL.date}.ris`), reading))
    const shared = serveDocument(pdf(`/pdf/periodicals/${SMALL.id}/${SMALL.date}.pdf`, '?lang=de'), reading)
    expect(listening()).toBeGreaterThan(0)
    await search
    expect((await Promise.all(queued)).map((answer) => answer.status)).toEqual([200, 200, 200])
    expect((await shared).status).toBe(200)
    await vi.waitFor(() => expect(listening()).toBe(0))
    // A refusal (a 404) lets go too.
    const missing = pool.document(cite(`/cite/periodicals/${SMALL.id}/1700-01-01.ris`), reading)
    expect((await missing).status).toBe(404)
    expect(listening()).toBe(0)
  }, 120_000)
})
