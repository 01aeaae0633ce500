/**
 * The texts of a search in bulk (issue 37, src/documents/texts-zip.ts) on a demo store, with the
 * work on a real pool of search threads as the server runs it: a ZIP of over a thousand units read
 * back with yauzl (a reader none of us wrote), every file's SHA-256 and length checked against the
 * manifest, each text the unit's own text download, the ZIP's announced size its real size; the
 * limits answered before a byte is sent.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { directoryCrcs, unzip } from '../support/unzip.ts'
import { buildDemoDatabase } from '#src/demo/load.ts'
import { installDocumentRunner } from '#src/documents/run.ts'
import { MANIFEST_COLUMNS, TEXTS_MAX_BYTES, TEXTS_MAX_UNITS, textsZip } from '#src/documents/texts-zip.ts'
import { parseSearchState } from '#src/domain/search-state.ts'
import { WorkBudgetError } from '#src/domain/work-budget.ts'
import { searchResults } from '../support/search'
import { ThreadPool } from '#src/threads/pool.ts'
import { installSearchEngine } from '#src/search/search-runner.ts'
import { openForReading } from '#src/store/db.ts'
import { textPiece } from '#src/store/outlines.ts'
import { ownerOf } from '#src/store/issues.ts'

let dir: string
let store: string
let pool: ThreadPool
/** The day the demo store was built: what it holds "as of", whichever day the suite runs. */
let asOf: string
const previousStore = process.env.LIBRARY_DB
const ORIGIN = 'https://collections.example.org'

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'texts-zip-'))
  store = join(dir, 'library.db')
  buildDemoDatabase(store, { articles: 1500 })
  const db = openForReading(store)
  asOf = db.prepare<[], string>('SELECT substr(MAX(added_at), 1, 10) FROM (SELECT added_at FROM issue UNION ALL SELECT added_at FROM item)').pluck().get() ?? ''
  db.close()
  process.env.LIBRARY_DB = store
  pool = new ThreadPool(2)
  await pool.ready
  installSearchEngine(pool)
  installDocumentRunner(pool)
}, 300_000)

afterAll(async () => {
  installSearchEngine(undefined)
  installDocumentRunner(undefined)
  await pool.close()
  if (previousStore === undefined) delete process.env.LIBRARY_DB
  else process.env.LIBRARY_DB = previousStore
  rmSync(dir, { recursive: true, force: true })
})

/** RFC 4180 as csvRow writes it: quoted cells with doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      index += 1
    } else cell += char
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  for await (const chunk of stream) chunks.push(chunk)
  return Buffer.concat(chunks)
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const pinned = (params: Record<string, string>) => ({ ...parseSearchState({ asof: asOf, ...params }), asof: asOf })
const citation = () => [['search', 'all newspapers'], ['asof', asOf]] as const

describe('the texts of a search as a ZIP', () => {
  it('holds every unit of a search of over a thousand, each file as the manifest describes it', async () => {
    expect(asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const state = pinned({ type: 'newspaper', sort: 'date_asc' })
    const db = openForReading(store)
    const expected = searchResults(db, { ...state, size: 100, page: 1 })
    expect(expected.total).toBeGreaterThanOrEqual(1000)
    expect(expected.total).toBeLessThanOrEqual(TEXTS_MAX_UNITS)

    const answer = await textsZip({ state, origin: ORIGIN, citation: citation() })
    if (answer.kind !== 'zip') throw new Error(`refused: ${answer.kind}`)
    expect(answer.filename).toBe(`texts-all-asof-${asOf}.zip`)
    expect(answer.units).toBe(expected.total)
    const zip = await bytesOf(answer.body)
    // The announced size (the response's Content-Length) is the ZIP's.
    expect(zip.byteLength).toBe(answer.size)

    const entries = await unzip(zip)
    const manifestBytes = entries.get('manifest.csv')
    if (!manifestBytes) throw new Error('no manifest')
    const [header, ...rows] = parseCsv(manifestBytes.toString('utf8').replace(/^\uFEFF/, ''))
    expect(header).toEqual([...MANIFEST_COLUMNS])
    expect(rows).toHaveLength(expected.total)
    // Every text, and nothing else but the two tables and, the store being the demo, its README (issue 51).
    expect(entries.size).toBe(rows.length + 3)
    expect(entries.get('README.txt')?.toString('utf8')).toMatch(/^Collection de démonstration\u00a0: texte inventé\n\n/)
    expect(entries.get('search.csv')?.toString('utf8')).toContain(`asof,${asOf}`)
    const column = (name: (typeof MANIFEST_COLUMNS)[number]) => MANIFEST_COLUMNS.indexOf(name)
    for (const row of rows) {
      const file = entries.get(row[column('file')] ?? '')
      if (!file) throw new Error(`no file ${row[column('file')]}`)
      expect(sha256(file), row[column('file')]).toBe(row[column('sha256')])
      expect(file.byteLength).toBe(Number(row[column('bytes')]))
      expect(row[column('permalink')]).toMatch(new RegExp(`^${ORIGIN}/(periodicals|items)/.+/units/.+`))
      expect(row[column('permalink')]?.startsWith(`${row[column('document_permalink')]}/units/`)).toBe(true)
      // The unit's OCR score (0 to 1) where its import gave word confidences; empty where it gave none.
      expect(row[column('ocr_quality')]).toMatch(/^(|0(\.\d+)?|1)$/)
      expect(row[column('note')]).toBe('Collection de démonstration\u00a0: texte inventé')
    }
    // In the search's order, numbered: the first rows are the search's first page.
    expect(rows.slice(0, 100).map((row) => row[column('title')])).toEqual(expected.hits.map((hit) => hit.title ?? ''))
    expect(rows.slice(0, 100).map((row) => row[column('date')])).toEqual(expected.hits.map((hit) => hit.date ?? ''))
    expect(rows[0]?.[column('file')]).toMatch(/^00001-/)
    // The OCR quality is the store's score of each unit.
    const score = db.prepare<[number], number | null>('SELECT ocr_score FROM unit WHERE id = ?').pluck()
    expect(rows.slice(0, 100).map((row) => row[column('ocr_quality')])).toEqual(expected.hits.map((hit) => String(score.get(hit.id) ?? '')))
    expect(rows.some((row) => row[column('ocr_quality')] !== '')).toBe(true)

    // A unit's file is its own text download (…/range/{unit}/text.txt).
    const first = expected.hits[0]
    if (!first || first.place.kind !== 'issue') throw new Error('expected an issue first')
    const piece = textPiece(db, { kind: 'issue', periodicalId: first.place.periodicalId, date: first.place.date, edition: first.place.edition }, undefined, 10_000_000, first.id)
    expect(ownerOf(db, { kind: 'issue', periodicalId: first.place.periodicalId, date: first.place.date, edition: first.place.edition })).toBeDefined()
    expect(entries.get(rows[0]?.[column('file')] ?? '')?.toString('utf8')).toBe(piece?.text)
    db.close()
  }, 300_000)

  it('answers the limits before a byte is sent: too many units, too many bytes', async () => {
    const state = pinned({ type: 'newspaper' })
    const units = await textsZip({ state, origin: ORIGIN, citation: citation(), limits: { units: 50, bytes: TEXTS_MAX_BYTES } })
    expect(units).toMatchObject({ kind: 'tooManyUnits', limit: 50 })
    if (units.kind !== 'tooManyUnits') throw new Error('expected a refusal')
    expect(units.total).toBeGreaterThan(50)

    const bytes = await textsZip({ state: pinned({ q: 'luxemburg' }), origin: ORIGIN, citation: citation(), limits: { units: TEXTS_MAX_UNITS, bytes: 10_000 } })
    expect(bytes).toMatchObject({ kind: 'tooManyBytes', limit: 10_000 })
    if (bytes.kind !== 'tooManyBytes') throw new Error('expected a refusal')
    expect(bytes.bytes).toBeGreaterThan(10_000)
  }, 120_000)

  it('is an empty ZIP with its two tables when the search finds nothing', async () => {
    const answer = await textsZip({ state: pinned({ q: 'qqqxyzzy' }), origin: ORIGIN, citation: citation() })
    if (answer.kind !== 'zip') throw new Error(`refused: ${answer.kind}`)
    const entries = await unzip(await bytesOf(answer.body))
    expect([...entries.keys()].sort()).toEqual(['manifest.csv', 'search.csv'])
    expect(parseCsv(entries.get('manifest.csv')?.toString('utf8') ?? '')).toHaveLength(1)
  }, 60_000)
})

describe('the texts ZIP framed from what the threads computed (issue 48, M1)', () => {
  it('gives every entry the CRC-32 of its bytes, computed on the threads, and Info-ZIP tests it clean', async () => {
    const answer = await textsZip({ state: pinned({ type: 'newspaper', sort: 'date_asc' }), origin: ORIGIN, citation: citation() })
    if (answer.kind !== 'zip') throw new Error(`refused: ${answer.kind}`)
    const zip = await bytesOf(answer.body)
    expect(zip.byteLength).toBe(answer.size)
    const entries = await unzip(zip)
    const crcs = await directoryCrcs(zip)
    expect(crcs.size).toBe(entries.size)
    for (const [name, bytes] of entries) expect(crcs.get(name), name).toBe(crc32(bytes))
    const file = join(dir, 'texts.zip')
    writeFileSync(file, zip)
    const tested = spawnSync('unzip', ['-tq', file], { encoding: 'utf8' })
    // Debian's unzip, where the machine has it (the CI image does): "No errors detected".
    if (!tested.error) expect(`${tested.stdout}${tested.stderr}`).toMatch(/No errors detected/)
  }, 300_000)

  it('stops preparing when the client has gone, and stops reading ahead when the download is cut', async () => {
    const gone = new AbortController()
    gone.abort()
    await expect(textsZip({ state: pinned({ type: 'newspaper' }), origin: ORIGIN, citation: citation() }, gone.signal)).rejects.toBeInstanceOf(WorkBudgetError)
    const client = new AbortController()
    const answer = await textsZip({ state: pinned({ type: 'newspaper', sort: 'date_asc' }), origin: ORIGIN, citation: citation() }, client.signal)
    if (answer.kind !== 'zip') throw new Error(`refused: ${answer.kind}`)
    const reader = answer.body.getReader()
    // The headers and the first texts, then the client goes.
    for (let chunk = 0; chunk < 8; chunk++) await reader.read()
    client.abort()
    await reader.cancel()
    await vi.waitFor(() => expect(pool.lanes.bulk).toEqual({ running: 0, waiting: 0 }))
    expect(pool.waiting).toBe(0)
  }, 300_000)
})
