/**
 * The texts of a search in bulk (issue 37, ADR 043): a ZIP of one UTF-8 `.txt` per result unit, a
 * `manifest.csv` (each file's citation fields, permanent link, date, language, OCR quality where
 * the store has it, byte length and SHA-256) and a `search.csv` (the search's citation, as the CSV
 * export opens with it), pinned to the search's `asof`.
 *
 * The work is split so the thread that serves pages does none of the heavy part: the search runs on
 * the search threads (src/search/search-runner.ts), and so does reading and hashing the texts
 * (./texts.ts, as document jobs in their lane: ADR 032). What is left here is the ZIP's framing,
 * by yazl: stored entries (no compression), so the ZIP's exact size is known before its first byte
 * (the browser shows the download's progress) and the limits are answered before the download
 * begins, never by a download cut short. The texts are read a batch of about a megabyte at a time,
 * one batch ahead of what the ZIP writer takes, which takes only what the client has read.
 */
import { Readable } from 'node:stream'
import * as v from 'valibot'
import { ZipFile } from 'yazl'
import { CSV_BOM, TEXTS_MAX_BYTES, TEXTS_MAX_UNITS, csvRow } from '../domain/csv.ts'
import { searchFileName } from '../domain/export-name.ts'
import { documentPermalink, unitPermalink } from '../domain/permalink.ts'
import type { SearchState } from '../domain/search-state.ts'
import type { SearchHit } from '../search/contract.ts'
import { runSearchResults } from '../search/search-runner.ts'
import { storeGeneration } from '../store/library.ts'
import { runTextsJob } from './run.ts'
import { MAX_UNITS_A_JOB, type UnitFile, unitFilesSchema } from './texts.ts'

export { TEXTS_MAX_BYTES, TEXTS_MAX_UNITS }

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
}

const PAGE = 100
/** About this many bytes of text are read in one job while the ZIP is sent. */
const BATCH_BYTES = 1024 * 1024

export const MANIFEST_COLUMNS = [
  'file',
  'sha256',
  'bytes',
  'permalink',
  'document_permalink',
  'type',
  'title',
  'periodical_or_item',
  'document_type',
  'date',
  'language',
  'pages',
  'ocr_quality',
] as const

/** A name every file system and unzip tool takes: ASCII letters, digits, dot, hyphen and underscore. */
function safeName(value: string): string {
  return value.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(0, 80) || 'unit'
}

/** A unit's file in the ZIP: its place in the results, its document and its source's id for it. */
export function unitFileName(index: number, width: number, hit: SearchHit, sourceId: string): string {
  const place = hit.place
  const document = place.kind === 'issue' ? `${place.periodicalId}-${place.date}${place.edition > 1 ? `-e${place.edition}` : ''}` : (place.id ?? place.type)
  return `${String(index + 1).padStart(width, '0')}-${safeName(document)}-${safeName(sourceId)}.txt`
}

async function searchHits(state: SearchState, limit: number): Promise<SearchHit[] | TextsRefusal> {
  const hits: SearchHit[] = []
  for (let page = 1; ; page++) {
    const answer = await runSearchResults({ ...state, view: 'compact', paging: 'pages', size: PAGE, page })
    if (!answer) return hits
    if (answer.unavailable) return { kind: 'unavailable' }
    if (answer.total > limit) return { kind: 'tooManyUnits', total: answer.total, limit }
    hits.push(...answer.hits)
    if (answer.hits.length < PAGE || hits.length >= answer.total) return hits
  }
}

async function manifestFacts(hits: readonly SearchHit[]): Promise<UnitFile[] | undefined> {
  const facts: UnitFile[] = []
  for (let start = 0; start < hits.length; start += MAX_UNITS_A_JOB) {
    const units = hits.slice(start, start + MAX_UNITS_A_JOB).map((hit) => hit.id)
    const answer = await runTextsJob({ kind: 'texts', part: 'manifest', units })
    if (answer.status !== 200) return undefined
    const parsed = v.safeParse(unitFilesSchema, JSON.parse(new TextDecoder().decode(answer.body)))
    // A unit the search found and the store no longer has: the store was swapped meanwhile.
    if (!parsed.success || parsed.output.length !== units.length) return undefined
    facts.push(...parsed.output)
  }
  return facts
}

function manifestCsv(origin: string, entries: readonly { name: string; hit: SearchHit; file: UnitFile }[]): string {
  const rows = entries.map(({ name, hit, file }) => {
    const document = documentPermalink(origin, hit.place)
    return csvRow([
      name,
      file.sha256,
      file.bytes,
      unitPermalink(document, file.sourceId),
      document,
      hit.type,
      hit.title ?? '',
      hit.periodical?.title ?? hit.item?.title ?? '',
      hit.docType,
      hit.date ?? '',
      hit.language ?? '',
      file.firstPage === file.lastPage ? String(file.firstPage) : `${file.firstPage}-${file.lastPage}`,
      file.ocr === null ? '' : String(file.ocr),
    ])
  })
  return CSV_BOM + csvRow([...MANIFEST_COLUMNS]) + rows.join('')
}

/** Consecutive units whose texts come to about BATCH_BYTES (a longer text alone), at most MAX_UNITS_A_JOB. */
function batchesOf(files: readonly UnitFile[]): { first: number; end: number }[] {
  const batches: { first: number; end: number }[] = []
  let first = 0
  let bytes = 0
  files.forEach((file, index) => {
    if (index > first && (bytes + file.bytes > BATCH_BYTES || index - first >= MAX_UNITS_A_JOB)) {
      batches.push({ first, end: index })
      first = index
      bytes = 0
    }
    bytes += file.bytes
  })
  if (files.length > first) batches.push({ first, end: files.length })
  return batches
}

/**
 * The texts as the ZIP writer asks for them, unit after unit: each batch read on a search thread
 * when its first unit is asked for, the next one asked for at the same time, so the writer rarely waits.
 */
function textReader(files: readonly UnitFile[], generation: string) {
  const batches = batchesOf(files)
  const batchOf = new Int32Array(files.length)
  batches.forEach((batch, index) => batchOf.fill(index, batch.first, batch.end))
  const pending = new Map<number, Promise<Uint8Array<ArrayBuffer>>>()
  const load = (index: number): Promise<Uint8Array<ArrayBuffer>> => {
    const known = pending.get(index)
    if (known) return known
    const batch = batches[index]
    if (!batch) return Promise.reject(new Error(`no batch ${index}`))
    const units = files.slice(batch.first, batch.end)
    const promise = runTextsJob({ kind: 'texts', part: 'bodies', units: units.map((file) => file.id) }).then((answer) => {
      const expected = units.reduce((sum, file) => sum + file.bytes, 0)
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
    let offset = 0
    for (let other = batch.first; other < unit; other++) offset += files[other]?.bytes ?? 0
    return body.subarray(offset, offset + (files[unit]?.bytes ?? 0))
  }
}

/** A web stream of what yazl writes, read as the client reads (one chunk ahead); cancelled, it stops the writer. */
export function webStream(output: Readable): ReadableStream<Uint8Array> {
  const chunks = output[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next: IteratorResult<unknown> = await chunks.next()
        if (next.done) controller.close()
        else if (next.value instanceof Uint8Array) controller.enqueue(next.value)
        else throw new Error('the ZIP writer wrote something other than bytes')
      },
      cancel() {
        output.destroy()
      },
    },
    { highWaterMark: 1 },
  )
}

/** The search's texts as a ZIP, or why not. */
export async function textsZip(request: TextsRequest): Promise<TextsZip | TextsRefusal> {
  const limits = request.limits ?? { units: TEXTS_MAX_UNITS, bytes: TEXTS_MAX_BYTES }
  const generation = storeGeneration()
  const hits = await searchHits(request.state, limits.units)
  if (!Array.isArray(hits)) return hits
  const files = await manifestFacts(hits)
  if (!files || storeGeneration() !== generation) return { kind: 'changed' }
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0)
  if (bytes > limits.bytes) return { kind: 'tooManyBytes', units: files.length, bytes, limit: limits.bytes }

  const width = Math.max(5, String(hits.length).length)
  const entries = files.flatMap((file, index) => {
    const hit = hits[index]
    return hit ? [{ name: unitFileName(index, width, hit, file.sourceId), hit, file }] : []
  })
  // The day the search is pinned to, for every file: the same search gives the same bytes.
  const mtime = new Date(`${request.state.asof}T00:00:00Z`)
  const zip = new ZipFile()
  const output = zip.outputStream
  if (!(output instanceof Readable)) throw new Error('the ZIP writer did not give a readable stream')
  // A batch that could not be read ends the download there: cut short, never closed as if whole.
  zip.on('error', (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))))
  zip.addBuffer(Buffer.from(manifestCsv(request.origin, entries)), 'manifest.csv', { mtime, compress: false })
  zip.addBuffer(Buffer.from(CSV_BOM + request.citation.map(([key, value]) => csvRow([key, value])).join('')), 'search.csv', { mtime, compress: false })
  const read = textReader(files, generation)
  entries.forEach(({ name, file }, index) => {
    zip.addReadStreamLazy(name, { mtime, compress: false, size: file.bytes }, (done) => {
      read(index).then(
        (text) => done(null, Readable.from([Buffer.from(text.buffer, text.byteOffset, text.byteLength)])),
        (error: unknown) => done(error, Readable.from([])),
      )
    })
  })
  let size = -1
  // yazl calls back with the ZIP's size once every entry's size is known (here, at once). Its
  // forecast (3.3.1) counts a ZIP64 end record once the central directory passes 64 KB (~700
  // files), where its writer writes one only past 4 GB: asking for the ZIP64 end record always
  // makes the two agree (every current unzip tool reads it; the entries themselves stay plain).
  zip.end({ forceZip64Format: true, comment: '' }, (...total: unknown[]) => {
    if (typeof total[0] === 'number') size = total[0]
  })
  if (size < 0) throw new Error('the ZIP writer did not know the size of the ZIP')
  return {
    kind: 'zip',
    filename: searchFileName(request.state.q, `asof-${request.state.asof}`, 'zip', 'texts'),
    size,
    units: entries.length,
    body: webStream(output),
  }
}
