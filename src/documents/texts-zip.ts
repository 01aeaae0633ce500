/**
 * The texts of a search in bulk (issue 37, ADR 043): a ZIP of one UTF-8 `.txt` per result unit, a
 * `manifest.csv` (each file's citation fields, permanent link, date, language, OCR quality where
 * the store has it, byte length and SHA-256) and a `search.csv` (the search's citation, as the CSV
 * export opens with it), pinned to the search's `asof`.
 *
 * The work is split so the thread that serves pages does none of the heavy part: the search runs on
 * the threads (src/search/search-runner.ts), and so does reading, hashing and the CRC-32 of the
 * texts (./texts.ts, in the bulk lane: ADR 052). What is left here is the ZIP's framing
 * (./zip-frame.ts: headers written from the CRCs and sizes the threads gave, and the bytes copied):
 * stored entries (no compression), so the ZIP's exact size is known before its first byte (the
 * browser shows the download's progress) and the limits are answered before the download begins,
 * never by a download cut short. The texts are read a batch of about a megabyte at a time, one batch
 * ahead of what the client has taken. A client that goes away stops it all: the search's pages, the
 * manifest's jobs and the batches read ahead (`signal`).
 */
import * as v from 'valibot'
import { CSV_BOM, TEXTS_MAX_BYTES, TEXTS_MAX_UNITS, csvRow } from '../domain/csv.ts'
import { searchFileName } from '../domain/export-name.ts'
import { DEFAULT_LOCALE, type Locale } from '../domain/locale.ts'
import { hitPermalink } from '../domain/citation-records.ts'
import { documentPermalink } from '../domain/permalink.ts'
import type { SearchState } from '../domain/search-state.ts'
import type { SearchHit } from '../search/contract.ts'
import { runSearchResults } from '../search/search-runner.ts'
import { WorkBudgetError } from '../domain/work-budget.ts'
import { storeGeneration } from '../store/library.ts'
import { demoMark, demoReadme } from './demo-mark.ts'
import { runTextsJob } from './run.ts'
import { MAX_UNITS_A_JOB, type UnitFile, unitFilesSchema } from './texts.ts'
import { tableEntry, zipSize, zipStream } from './zip-frame.ts'

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
  /** The visitor's language: the demonstration collection's note and README are written in it. */
  locale?: Locale
  /** Awaited before each piece of the ZIP is written (the server lets pages go first: src/server/pages-first.ts). */
  turn?: () => Promise<void>
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
  // "Demonstration collection: invented text" for a unit of the demo (issue 51), empty otherwise.
  'note',
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

/** The download's client has gone: what is left of its preparation is not done (ADR 052). */
function stopIfGone(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new WorkBudgetError('cancelled', 0)
}

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

async function manifestFacts(hits: readonly SearchHit[], signal: AbortSignal | undefined): Promise<UnitFile[] | undefined> {
  const facts: UnitFile[] = []
  for (let start = 0; start < hits.length; start += MAX_UNITS_A_JOB) {
    stopIfGone(signal)
    const units = hits.slice(start, start + MAX_UNITS_A_JOB).map((hit) => hit.id)
    const answer = await runTextsJob({ kind: 'texts', part: 'manifest', units }, signal)
    if (answer.status !== 200) return undefined
    const parsed = v.safeParse(unitFilesSchema, JSON.parse(new TextDecoder().decode(answer.body)))
    // A unit the search found and the store no longer has: the store was swapped meanwhile.
    if (!parsed.success || parsed.output.length !== units.length) return undefined
    facts.push(...parsed.output)
  }
  return facts
}

function manifestCsv(origin: string, entries: readonly { name: string; hit: SearchHit; file: UnitFile }[], locale: Locale): string {
  const rows = entries.map(({ name, hit, file }) => {
    const document = documentPermalink(origin, hit.place)
    return csvRow([
      name,
      file.sha256,
      file.bytes,
      // The same permanent link as every other export of the unit (ADR 035).
      hitPermalink(origin, hit),
      document,
      hit.type,
      hit.title ?? '',
      hit.periodical?.title ?? hit.item?.title ?? '',
      hit.docType,
      hit.date ?? '',
      hit.language ?? '',
      file.firstPage === file.lastPage ? String(file.firstPage) : `${file.firstPage}-${file.lastPage}`,
      file.ocr === null ? '' : String(file.ocr),
      file.demo ? demoMark(locale) : '',
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
function textReader(files: readonly UnitFile[], generation: string, signal: AbortSignal) {
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
    const promise = runTextsJob({ kind: 'texts', part: 'bodies', units: units.map((file) => file.id) }, signal).then((answer) => {
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

/** The search's texts as a ZIP, or why not. `signal` is the client's: when it fires, the preparation and the download stop. */
export async function textsZip(request: TextsRequest, signal?: AbortSignal): Promise<TextsZip | TextsRefusal> {
  const limits = request.limits ?? { units: TEXTS_MAX_UNITS, bytes: TEXTS_MAX_BYTES }
  const generation = storeGeneration()
  const hits = await searchHits(request.state, limits.units, signal)
  if (!Array.isArray(hits)) return hits
  const files = await manifestFacts(hits, signal)
  if (!files || storeGeneration() !== generation) return { kind: 'changed' }
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0)
  if (bytes > limits.bytes) return { kind: 'tooManyBytes', units: files.length, bytes, limit: limits.bytes }

  const width = Math.max(5, String(hits.length).length)
  const named = files.flatMap((file, index) => {
    const hit = hits[index]
    return hit ? [{ name: unitFileName(index, width, hit, file.sourceId), hit, file }] : []
  })
  // The day the search is pinned to, for every file: the same search gives the same bytes.
  const when = new Date(`${request.state.asof}T00:00:00Z`)
  const stop = new AbortController()
  const reading = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal
  const read = textReader(files, generation, reading)
  const locale = request.locale ?? DEFAULT_LOCALE
  // A demonstration text is marked in the manifest and in a README beside it (issue 51).
  const readme = files.some((file) => file.demo) ? [tableEntry('README.txt', `${demoMark(locale)}\n\n${demoReadme(locale)}\n`)] : []
  const entries = [
    tableEntry('manifest.csv', manifestCsv(request.origin, named, locale)),
    ...readme,
    tableEntry('search.csv', CSV_BOM + request.citation.map(([key, value]) => csvRow([key, value])).join('')),
    ...named.map(({ name, file }, index) => ({ name, size: file.bytes, crc32: file.crc32, data: () => read(index) })),
  ]
  return {
    kind: 'zip',
    filename: searchFileName(request.state.q, `asof-${request.state.asof}`, 'zip', 'texts'),
    size: zipSize(entries),
    units: named.length,
    body: zipStream(entries, when, stop, request.turn),
  }
}
