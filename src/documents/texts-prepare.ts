/**
 * The preparation of a search's texts ZIP as one thread job (issue 48, ADR 052 amended 2026-12-04):
 * everything a download needs before its first text is sent, done where the store is read, never
 * on the thread that serves pages. The job runs the search a hundred hits at a time (with the
 * embedded engine on its thread; with another engine the route's hits come with the job), checks
 * the limits, reads each unit's manifest facts (./texts.ts: bytes, SHA-256, CRC-32, demo), names the
 * files, writes `manifest.csv`, `search.csv` and, for the demonstration collection, `README.txt`,
 * and frames them: the tables' local headers and bytes, every text's local header and the central
 * directory, all in one buffer moved (not copied) to the serving thread, with a compact table of
 * each text's unit, header length and size. The serving thread checks that small answer and sends
 * the bytes, reading the texts themselves a batch at a time as before (./texts-zip.ts).
 *
 * The bytes are those the serving thread wrote before: the same entries in the same order, the same
 * names, tables and headers (./zip-frame.ts), stamped with the day the search is pinned to.
 */
import { crc32 } from 'node:zlib'
import * as v from 'valibot'
import { CSV_BOM, TEXTS_MAX_UNITS, csvRow } from '../domain/csv.ts'
import { hitPermalink } from '../domain/citation-records.ts'
import { LOCALES, type Locale } from '../domain/locale.ts'
import { documentPermalink } from '../domain/permalink.ts'
import { parseSearchState, searchStateSchema } from '../domain/search-state.ts'
import { WorkBudgetError, checkBudget, withinBudget } from '../domain/work-budget.ts'
import { type SearchHit, searchHitSchema } from '../search/contract.ts'
import { searchResults } from '../search/embedded/engine.ts'
import type { EngineCaches } from '../search/embedded/match-sets.ts'
import type { Db } from '../store/db.ts'
import { demoMark, demoReadme } from './demo-mark.ts'
import { MAX_UNITS_A_JOB, type UnitFile, unitFiles } from './texts.ts'
import { type ZipEntry, centralDirectory, localHeader, zipSize } from './zip-frame.ts'

/** Hits asked of the search at a time, as a results page. */
export const PAGE = 100

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

/** What the job is given: the pinned search, what the tables say, the limits; `hits` when another engine searched. */
export const textsZipJobSchema = v.object({
  state: v.pipe(
    searchStateSchema,
    v.check((state) => state.asof !== '', 'a texts ZIP is of a pinned search'),
  ),
  origin: v.string(),
  citation: v.array(v.tuple([v.string(), v.union([v.string(), v.number()])])),
  limits: v.object({ units: v.pipe(v.number(), v.integer(), v.minValue(0)), bytes: v.pipe(v.number(), v.minValue(0)) }),
  locale: v.picklist(LOCALES),
  hits: v.optional(v.pipe(v.array(searchHitSchema), v.maxLength(TEXTS_MAX_UNITS))),
})
export type TextsZipJob = v.InferOutput<typeof textsZipJobSchema>

/**
 * The job's answer. A ZIP's `body` is its bytes but the texts': the tables' entries (`head` bytes),
 * each text's local header (`entries[2i]` bytes each, in order), the central directory and end
 * record (`directory` bytes). `entries[2i + 1]` is the i-th text's size, `ids[i]` its unit.
 */
export const preparedTextsSchema = v.variant('kind', [
  v.object({
    kind: v.literal('zip'),
    units: v.number(),
    size: v.number(),
    head: v.number(),
    directory: v.number(),
    body: v.instance(Uint8Array<ArrayBuffer>),
    ids: v.instance(Float64Array<ArrayBuffer>),
    entries: v.instance(Uint32Array<ArrayBuffer>),
  }),
  v.object({ kind: v.literal('tooManyUnits'), total: v.number(), limit: v.number() }),
  v.object({ kind: v.literal('tooManyBytes'), units: v.number(), bytes: v.number(), limit: v.number() }),
  v.object({ kind: v.literal('unavailable') }),
  v.object({ kind: v.literal('changed') }),
])
export type PreparedTexts = v.InferOutput<typeof preparedTextsSchema>

/** Where the job runs: the thread's engine caches (the match set of the search's words) and the search's budget. */
export interface PrepareContext {
  caches: EngineCaches
  searchBudgetMs: number
}

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

type SearchOutcome = SearchHit[] | { kind: 'tooManyUnits'; total: number; limit: number } | { kind: 'unavailable' }

/** The search's hits, page after page as the results pages give them, each page within the search's budget (ADR 051). */
function searchHits(db: Db | undefined, job: TextsZipJob, context: PrepareContext): SearchOutcome {
  if (job.hits) return job.hits
  if (!db) return []
  const hits: SearchHit[] = []
  for (let page = 1; ; page++) {
    checkBudget()
    const state = parseSearchState({ ...job.state, view: 'compact', paging: 'pages', size: PAGE, page })
    let answer
    try {
      answer = withinBudget({ ms: context.searchBudgetMs }, () => searchResults(db, context.caches, state))
    } catch (error) {
      // A search past its budget is the search unavailable, as the results pages answer it; a client gone stops the job.
      if (error instanceof WorkBudgetError && error.reason === 'time') return { kind: 'unavailable' }
      throw error
    }
    if (answer.total > job.limits.units) return { kind: 'tooManyUnits', total: answer.total, limit: job.limits.units }
    hits.push(...answer.hits)
    if (answer.hits.length < PAGE || hits.length >= answer.total) return hits
  }
}

/** The manifest's facts of every hit, a job's worth of units at a time (the texts read are let go between). */
function manifestFacts(db: Db, hits: readonly SearchHit[]): UnitFile[] | undefined {
  const facts: UnitFile[] = []
  for (let start = 0; start < hits.length; start += MAX_UNITS_A_JOB) {
    const units = hits.slice(start, start + MAX_UNITS_A_JOB).map((hit) => hit.id)
    const files = unitFiles(db, units)
    // A unit the search found and the store no longer has: the store was swapped meanwhile.
    if (files.length !== units.length) return undefined
    facts.push(...files)
  }
  return facts
}

function manifestCsv(origin: string, entries: readonly { name: string; hit: SearchHit; file: UnitFile }[], locale: Locale): string {
  const rows = entries.map(({ name, hit, file }) => {
    checkBudget()
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

/** A table's entry with its bytes (as ./zip-frame.ts tableEntry makes it). */
function table(name: string, text: string): ZipEntry & { bytes: Uint8Array } {
  const bytes = Buffer.from(text)
  return { name, size: bytes.byteLength, crc32: crc32(bytes), bytes }
}

/** The ZIP's bytes but the texts', and its table of texts (see preparedTextsSchema). */
function framed(tables: readonly (ZipEntry & { bytes: Uint8Array })[], texts: readonly (ZipEntry & { id: number })[], when: Date): PreparedTexts {
  const all: ZipEntry[] = [...tables, ...texts]
  const size = zipSize(all)
  const offsets: number[] = []
  const pieces: Uint8Array[] = []
  let offset = 0
  for (const entry of tables) {
    const header = localHeader(entry, when)
    offsets.push(offset)
    pieces.push(header, entry.bytes)
    offset += header.byteLength + entry.size
  }
  const head = offset
  const ids = new Float64Array(texts.length)
  const entries = new Uint32Array(texts.length * 2)
  texts.forEach((entry, index) => {
    checkBudget()
    const header = localHeader(entry, when)
    offsets.push(offset)
    pieces.push(header)
    ids[index] = entry.id
    entries[index * 2] = header.byteLength
    entries[index * 2 + 1] = entry.size
    offset += header.byteLength + entry.size
  })
  const directory = centralDirectory(all, offsets, when)
  pieces.push(directory)
  const body = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.byteLength, 0))
  let at = 0
  for (const piece of pieces) {
    body.set(piece, at)
    at += piece.byteLength
  }
  return { kind: 'zip', units: texts.length, size, head, directory: directory.byteLength, body, ids, entries }
}

/** The job: a search's texts ZIP prepared, or why there is none (a limit, the engine, a store swapped meanwhile). */
export function prepareTextsZip(db: Db | undefined, job: TextsZipJob, context: PrepareContext): PreparedTexts {
  const hits = searchHits(db, job, context)
  if (!Array.isArray(hits)) return hits
  const files = hits.length === 0 ? [] : db ? manifestFacts(db, hits) : undefined
  if (!files) return { kind: 'changed' }
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0)
  if (bytes > job.limits.bytes) return { kind: 'tooManyBytes', units: files.length, bytes, limit: job.limits.bytes }

  const width = Math.max(5, String(hits.length).length)
  const named = files.flatMap((file, index) => {
    const hit = hits[index]
    return hit ? [{ name: unitFileName(index, width, hit, file.sourceId), hit, file }] : []
  })
  const locale = job.locale
  // A demonstration text is marked in the manifest and in a README beside it (issue 51).
  const readme = files.some((file) => file.demo) ? [table('README.txt', `${demoMark(locale)}\n\n${demoReadme(locale)}\n`)] : []
  const tables = [
    table('manifest.csv', manifestCsv(job.origin, named, locale)),
    ...readme,
    table('search.csv', CSV_BOM + job.citation.map(([key, value]) => csvRow([key, value])).join('')),
  ]
  const texts = named.map(({ name, file }) => ({ name, size: file.bytes, crc32: file.crc32, id: file.id }))
  // The day the search is pinned to, for every file: the same search gives the same bytes.
  return framed(tables, texts, new Date(`${job.state.asof}T00:00:00Z`))
}
