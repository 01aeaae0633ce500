/**
 * The texts of a search in bulk (issue 37, ADR 043): a ZIP of one UTF-8 `.txt` per result unit, a
 * `manifest.csv` (each file's citation fields, permanent link, date, language, OCR quality where
 * the store has it, byte length and SHA-256) and a `search.csv` (the search's citation, as the CSV
 * export opens with it), pinned to the search's `asof`.
 *
 * The work is split so the thread that serves pages does none of the heavy part. The whole
 * preparation is one job on the threads, in the bulk lane (./texts-prepare.ts, ADR 052): the
 * search, the limits, each text's facts (read, hashed, its CRC-32: ./texts.ts), the files' names,
 * the tables and every header of the ZIP, answered as one buffer moved to this thread and a compact
 * table of the texts. What is left here is checking that answer and sending it: stored entries (no
 * compression), so the ZIP's exact size is known before its first byte (the browser shows the
 * download's progress) and the limits are answered before the download begins, never by a download
 * cut short. The texts are read a batch of about a megabyte at a time, one batch ahead of what the
 * client has taken. A client that goes away stops it all: the preparation, and the batches read
 * ahead (`signal`). With an engine other than the embedded one (Solr, ADR 030) the search's hits
 * are asked for here and go to the thread with the job.
 */
import { TEXTS_MAX_BYTES, TEXTS_MAX_UNITS } from '../domain/csv.ts'
import { searchFileName } from '../domain/export-name.ts'
import { DEFAULT_LOCALE, type Locale } from '../domain/locale.ts'
import type { SearchState } from '../domain/search-state.ts'
import { WorkBudgetError } from '../domain/work-budget.ts'
import type { SearchHit } from '../search/contract.ts'
import { installedSearchEngine, runSearchResults } from '../search/search-runner.ts'
import { storeGeneration } from '../store/library.ts'
import { installedDocumentRunner, runTextsJob, runTextsZipJob } from './run.ts'
import { MAX_UNITS_A_JOB } from './texts.ts'
import { PAGE, type PreparedTexts, type TextsZipJob } from './texts-prepare.ts'
import { piecesStream } from './zip-frame.ts'

export { TEXTS_MAX_BYTES, TEXTS_MAX_UNITS }
export { MANIFEST_COLUMNS, unitFileName } from './texts-prepare.ts'

export interface TextsLimits {
  units: number
  bytes: number
}

/** Why no ZIP is made: the route words it for the visitor (4xx, or 503 while the engine is down). */
export type TextsRefusal =
  | { kind: 'tooManyUnits'; total: number; limit: number }
  | { kind: 'tooManyBytes'; units: number; bytes: number; limit: number }
  | { kind: 'unavailable' }
  /** The store was swapped while the download was being prepared. */
  | { kind: 'changed' }

export interface TextsZip {
  kind: 'zip'
  filename: string
  /** The ZIP's size in bytes (its Content-Length). */
  size: number
  units: number
  body: ReadableStream<Uint8Array>
}

export interface TextsRequest {
  /** The search, pinned (`asof` set): the route pins an unpinned one to the day it is asked. */
  state: SearchState & { asof: string }
  origin: string
  /** The search's citation, row by row (`search.csv`), as the CSV export opens with it. */
  citation: readonly (readonly [string, string | number])[]
  limits?: TextsLimits
  /** The visitor's language: the demonstration collection's note and README are written in it. */
  locale?: Locale
  /** Awaited before each piece of the ZIP is written (the server lets pages go first: src/server/pages-first.ts). */
  turn?: () => Promise<void>
}

type PreparedZip = Extract<PreparedTexts, { kind: 'zip' }>

/** About this many bytes of text are read in one job while the ZIP is sent. */
const BATCH_BYTES = 1024 * 1024

/** The download's client has gone: what is left of its preparation is not done (ADR 052). */
function stopIfGone(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new WorkBudgetError('cancelled', 0)
}

/**
 * Whether the thread that prepares the download can run the search itself: the site searches with
 * the embedded engine, on the same threads (or, without threads, here). With another engine (Solr,
 * ADR 030) its hits are asked for here and go to the thread with the job.
 */
function searchedWithTheJob(): boolean {
  const engine: unknown = installedSearchEngine()
  const runner: unknown = installedDocumentRunner()
  return engine === undefined || engine === runner
}

/** The hits of a search another engine answers, a results page at a time. */
async function searchHits(state: SearchState, limit: number, signal: AbortSignal | undefined): Promise<SearchHit[] | TextsRefusal> {
  const hits: SearchHit[] = []
  for (let page = 1; ; page++) {
    stopIfGone(signal)
    const answer = await runSearchResults({ ...state, view: 'compact', paging: 'pages', size: PAGE, page })
    if (!answer) return hits
    if (answer.unavailable) return { kind: 'unavailable' }
    if (answer.total > limit) return { kind: 'tooManyUnits', total: answer.total, limit }
    hits.push(...answer.hits)
    if (answer.hits.length < PAGE || hits.length >= answer.total) return hits
  }
}

/** Consecutive units whose texts come to about BATCH_BYTES (a longer text alone), at most MAX_UNITS_A_JOB. */
function batchesOf(count: number, size: (unit: number) => number): { first: number; end: number }[] {
  const batches: { first: number; end: number }[] = []
  let first = 0
  let bytes = 0
  for (let index = 0; index < count; index++) {
    if (index > first && (bytes + size(index) > BATCH_BYTES || index - first >= MAX_UNITS_A_JOB)) {
      batches.push({ first, end: index })
      first = index
      bytes = 0
    }
    bytes += size(index)
  }
  if (count > first) batches.push({ first, end: count })
  return batches
}

/**
 * The texts as the ZIP writer asks for them, unit after unit: each batch read on a search thread
 * when its first unit is asked for, the next one asked for at the same time, so the writer rarely waits.
 */
function textReader(prepared: PreparedZip, generation: string, signal: AbortSignal) {
  const size = (unit: number) => prepared.entries[unit * 2 + 1] ?? 0
  const batches = batchesOf(prepared.units, size)
  const batchOf = new Int32Array(prepared.units)
  // Where each unit's text starts in its batch's bytes.
  const offsetOf = new Float64Array(prepared.units)
  batches.forEach((batch, index) => {
    let offset = 0
    for (let unit = batch.first; unit < batch.end; unit++) {
      batchOf[unit] = index
      offsetOf[unit] = offset
      offset += size(unit)
    }
  })
  const pending = new Map<number, Promise<Uint8Array<ArrayBuffer>>>()
  const load = (index: number): Promise<Uint8Array<ArrayBuffer>> => {
    const known = pending.get(index)
    if (known) return known
    const batch = batches[index]
    if (!batch) return Promise.reject(new Error(`no batch ${index}`))
    const units = Array.from(prepared.ids.subarray(batch.first, batch.end))
    const promise = runTextsJob({ kind: 'texts', part: 'bodies', units }, signal).then((answer) => {
      let expected = 0
      for (let unit = batch.first; unit < batch.end; unit++) expected += size(unit)
      // A store swapped in under a download would join two stores' texts under one manifest.
      if (storeGeneration() !== generation || answer.status !== 200 || answer.body.byteLength !== expected) {
        throw new Error('the library changed during the download')
      }
      return answer.body
    })
    // A batch read ahead whose download is abandoned must not be an unhandled rejection.
    promise.catch(() => undefined)
    pending.set(index, promise)
    return promise
  }
  return async (unit: number): Promise<Uint8Array> => {
    const index = batchOf[unit] ?? 0
    const batch = batches[index]
    if (!batch) throw new Error(`no unit ${unit}`)
    const body = await load(index)
    if (unit === batch.first) {
      pending.delete(index - 1)
      if (index + 1 < batches.length) void load(index + 1)
    }
    const offset = offsetOf[unit] ?? 0
    return body.subarray(offset, offset + size(unit))
  }
}

/** Whether a thread's prepared ZIP adds up: its table, its bytes and its size agree. */
function addsUp(prepared: PreparedZip): boolean {
  if (prepared.ids.length !== prepared.units || prepared.entries.length !== prepared.units * 2) return false
  let headers = 0
  let texts = 0
  for (let unit = 0; unit < prepared.units; unit++) {
    headers += prepared.entries[unit * 2] ?? 0
    texts += prepared.entries[unit * 2 + 1] ?? 0
  }
  return prepared.head + headers + prepared.directory === prepared.body.byteLength && prepared.body.byteLength + texts === prepared.size
}

/**
 * The ZIP's pieces in order: the tables' entries as the thread framed them, then each text's local
 * header and its bytes (read as the client gets to it), then the central directory.
 */
async function* preparedPieces(prepared: PreparedZip, read: (unit: number) => Promise<Uint8Array>): AsyncGenerator<Uint8Array> {
  const { body, entries } = prepared
  let at = prepared.head
  yield body.subarray(0, at)
  for (let unit = 0; unit < prepared.units; unit++) {
    const header = entries[unit * 2] ?? 0
    yield body.subarray(at, at + header)
    at += header
    const data = await read(unit)
    if (data.byteLength !== entries[unit * 2 + 1]) throw new Error('the library changed during the download')
    yield data
  }
  yield body.subarray(at)
}

/** The search's texts as a ZIP, or why not. `signal` is the client's: when it fires, the preparation and the download stop. */
export async function textsZip(request: TextsRequest, signal?: AbortSignal): Promise<TextsZip | TextsRefusal> {
  stopIfGone(signal)
  const limits = request.limits ?? { units: TEXTS_MAX_UNITS, bytes: TEXTS_MAX_BYTES }
  const generation = storeGeneration()
  const job: TextsZipJob = {
    state: request.state,
    origin: request.origin,
    citation: request.citation.map(([key, value]): [string, string | number] => [key, value]),
    limits,
    locale: request.locale ?? DEFAULT_LOCALE,
  }
  if (!searchedWithTheJob()) {
    const hits = await searchHits(request.state, limits.units, signal)
    if (!Array.isArray(hits)) return hits
    job.hits = hits
  }
  stopIfGone(signal)
  const prepared = await runTextsZipJob(job, signal)
  if (prepared.kind === 'tooManyUnits' || prepared.kind === 'unavailable') return prepared
  if (prepared.kind === 'changed' || storeGeneration() !== generation) return { kind: 'changed' }
  if (prepared.kind === 'tooManyBytes') return prepared
  if (!addsUp(prepared)) throw new Error('a thread prepared a texts ZIP that does not add up')
  const stop = new AbortController()
  const reading = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal
  return {
    kind: 'zip',
    filename: searchFileName(request.state.q, `asof-${request.state.asof}`, 'zip', 'texts'),
    size: prepared.size,
    units: prepared.units,
    body: piecesStream(preparedPieces(prepared, textReader(prepared, generation, reading)), stop, request.turn),
  }
}
