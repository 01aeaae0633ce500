/**
 * OAI-PMH (issue 37, ADR 035) harvested by a client none of us wrote: Python's Sickle, installed
 * by `npm test` into .tools/oai-client (scripts/test.ts; tests/oai/requirements.txt pins it). A
 * small HTTP server answers /oai with the job the search threads run (src/documents/job.ts) on a
 * store built by the importer; the harvests are compared with the store: every title, issue and
 * item once; a harvest interrupted by an import and a purge skips and repeats nothing; deleted
 * records after a purge; every protocol error as Sickle reads it.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { type Server, createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoDatabase } from '#src/demo/load.ts'
import { purgeBatch } from '#src/ingest/batches.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { answerDocumentJob } from '#src/documents/job.ts'
import { answerOai } from '#src/documents/oai.ts'
import { issuePath } from '#src/domain/issue-path.ts'
import { openForReading } from '#src/store/db.ts'
import { writeAltoIssue } from '../fixtures/alto-pages'

const ROOT = resolve(import.meta.dirname, '..', '..')
const PYTHON = join(ROOT, '.tools', 'oai-client', 'bin', 'python')
const HARVEST = join(ROOT, 'tests', 'oai', 'harvest.py')
const HAS_CLIENT = existsSync(PYTHON)
/** Records a ListRecords page gives here: small, so the demo's records take many pages. */
const PAGE = 7
const EXTRA_TITLE = 'AAA & <Extra> "Zeitung" \'s'
/** The book of batch A: a bare-ALTO item's id is made from its title. */
const BOOK = 'ein-buch-uber-mehr'

let dir: string
let store: string
let server: Server
let origin: string
const previousStore = process.env.LIBRARY_DB
let batchA: string

/** Answers /oai as the route does (src/documents/job.ts on this thread); /empty/oai has no store; /later/oai lives 25 hours ahead. */
function startServer(): Promise<Server> {
  const made = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', origin)
      const query = request.method === 'POST' ? Buffer.concat(chunks).toString('utf8') : url.search
      const now = Date.now() + (url.pathname === '/later/oai' ? 25 * 3600_000 : 0)
      let body: string | Uint8Array
      if (url.pathname === '/empty/oai') {
        const answer = answerOai({ db: undefined, origin, adminEmail: 'oai@example.org', now: new Date(now), pageSize: PAGE }, query)
        body = answer.body
      } else {
        const answer = answerDocumentJob({ kind: 'oai', path: '/oai', query, origin, adminEmail: 'oai@example.org', pageSize: PAGE, now })
        body = answer && 'body' in answer ? answer.body : ''
      }
      response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' })
      response.end(body)
    })
  })
  return new Promise((done) => made.listen(0, '127.0.0.1', () => done(made)))
}

const headerSchema = v.object({ identifier: v.string(), datestamp: v.string(), deleted: v.boolean(), sets: v.array(v.string()) })
const recordSchema = v.object({ ...headerSchema.entries, metadata: v.optional(v.record(v.string(), v.array(v.nullable(v.string())))), raw: v.optional(v.string()) })
const harvestSchema = v.object({ records: v.array(recordSchema), requests: v.number(), completeListSize: v.nullable(v.number()) })
const raisedSchema = v.object({ raised: v.nullable(v.string()), message: v.optional(v.string()) })

/** Runs Python (never synchronously: the server it asks answers on this thread) and gives what it printed. */
function python(args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(PYTHON, args)
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')))
    child.on('close', (code) => (code === 0 ? done(out) : fail(new Error(`python ${args.slice(0, 3).join(' ')} failed (${code}): ${err}`))))
  })
}

/** Runs the Sickle harness and reads the JSON it prints last. */
async function sickle(...args: string[]): Promise<unknown> {
  const out = await python([HARVEST, ...args])
  return JSON.parse(out.trim().split('\n').at(-1) ?? 'null')
}

const endpoint = (path = '/oai') => `${origin}${path}`
const id = (path: string) => `oai:127.0.0.1:${path.replace(/^\//, '')}`

/** Every record the store holds, as OAI identifiers: titles with issues, issues, items; and the tombstones. */
function storeRecords(): { live: string[]; deleted: string[] } {
  const db = openForReading(store)
  try {
    const periodicals = db.prepare<[], string>('SELECT id FROM periodical p WHERE EXISTS (SELECT 1 FROM issue WHERE periodical_id = p.id)').pluck().all()
    const issues = db.prepare<[], { periodical_id: string; date: string; edition: number }>('SELECT periodical_id, date, edition FROM issue').all()
    const items = db.prepare<[], string>('SELECT id FROM item').pluck().all()
    const live = [
      ...periodicals.map((periodical) => id(`periodicals/${encodeURIComponent(periodical)}`)),
      ...issues.map((issue) => id(issuePath(issue.periodical_id, issue.date, issue.edition))),
      ...items.map((item) => id(`items/${encodeURIComponent(item)}`)),
    ]
    const tombstones = db
      .prepare<[], { kind: string; periodical_id: string; date: string; edition: number; item_id: string }>('SELECT kind, periodical_id, date, edition, item_id FROM deleted_record')
      .all()
    const deleted = tombstones
      .map((row) =>
        row.kind === 'item'
          ? id(`items/${encodeURIComponent(row.item_id)}`)
          : row.kind === 'periodical'
            ? id(`periodicals/${encodeURIComponent(row.periodical_id)}`)
            : id(issuePath(row.periodical_id, row.date, row.edition)),
      )
      .filter((identifier) => !live.includes(identifier))
    return { live: live.sort(), deleted: deleted.sort() }
  } finally {
    db.close()
  }
}

/** A folder the importer reads as one issue or item, its metadata in a sidecar. */
function delivery(name: string, metadata: Record<string, string>, word: string): string {
  const folder = writeAltoIssue(join(dir, name), [['Bericht', 'über', word, 'und', 'den', 'Markt']])
  writeFileSync(join(folder, 'library-import.json'), JSON.stringify({ lang: 'de', ...metadata }))
  return folder
}

beforeAll(async () => {
  if (!HAS_CLIENT) return
  dir = mkdtempSync(join(tmpdir(), 'oai-harvest-'))
  store = join(dir, 'library.db')
  buildDemoDatabase(store, { articles: 600 })
  // Batch A: two issues of a title whose name needs escaping, and a book; purged during a harvest below.
  batchA = importPaths(store, [
    delivery('a1', { title: EXTRA_TITLE, periodical: 'aaa-extra', date: '1900-01-01' }, 'Hochwasser'),
    delivery('a2', { title: EXTRA_TITLE, periodical: 'aaa-extra', date: '1900-01-02' }, 'Eisenbahn'),
    delivery('a3', { title: 'Ein Buch <über> & mehr', date: '1901', type: 'book' }, 'Kapitel'),
  ]).batch
  process.env.LIBRARY_DB = store
  server = await startServer()
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}, 180_000)

afterAll(async () => {
  if (previousStore === undefined) delete process.env.LIBRARY_DB
  else process.env.LIBRARY_DB = previousStore
  await new Promise((done) => (server ? server.close(done) : done(undefined)))
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe.skipIf(!HAS_CLIENT)('OAI-PMH harvested with Sickle (run npm test once to install it into .tools/oai-client)', () => {
  it('Identify says what the protocol asks: base URL, version 2.0, persistent deletions, second granularity', async () => {
    const identify = v.parse(v.record(v.string(), v.string()), await sickle('identify', endpoint()))
    expect(identify).toMatchObject({ baseURL: endpoint(), protocolVersion: '2.0', deletedRecord: 'persistent', granularity: 'YYYY-MM-DDThh:mm:ssZ', adminEmail: 'oai@example.org' })
    expect(identify.earliestDatestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
  })

  it('a full harvest gives every title, issue and item of the store once, in oai_dc and MODS, over many pages, by GET and by POST', async () => {
    const expected = storeRecords()
    for (const [prefix, post] of [
      ['oai_dc', false],
      ['mods', true],
    ] as const) {
      const harvest = v.parse(harvestSchema, await sickle('full', endpoint(), prefix, ...(post ? ['--post'] : [])))
      const identifiers = harvest.records.map((record) => record.identifier)
      expect(new Set(identifiers).size, `${prefix}: no record twice`).toBe(identifiers.length)
      expect([...identifiers].sort(), prefix).toEqual(expected.live)
      expect(harvest.requests).toBe(Math.ceil(expected.live.length / PAGE))
      expect(harvest.completeListSize).toBe(expected.live.length)
      expect(harvest.records.every((record) => !record.deleted && record.raw !== undefined)).toBe(true)
    }
  })

  it('escapes what the data holds: titles with & < > " \' come back as they were imported', async () => {
    const title = v.parse(recordSchema, await sickle('get', endpoint(), id('periodicals/aaa-extra'), 'oai_dc'))
    expect(title.metadata?.title).toEqual([EXTRA_TITLE])
    expect(title.sets).toEqual(['type:newspaper', 'periodical:aaa-extra'])
    const book = v.parse(recordSchema, await sickle('get', endpoint(), id(`items/${BOOK}`), 'mods'))
    expect(book.raw).toContain('Ein Buch &lt;über&gt; &amp; mehr')
    expect(book.raw).toContain(`<mods:identifier type="uri">${origin}/items/${BOOK}</mods:identifier>`)
  })

  it('MARCXML for every title whose MARC record was imported, and for no issue', async () => {
    const db = openForReading(store)
    const withMarc = db.prepare<[], number>('SELECT COUNT(*) FROM periodical WHERE record IS NOT NULL').pluck().get() ?? 0
    db.close()
    expect(withMarc).toBeGreaterThan(0)
    const harvest = v.parse(harvestSchema, await sickle('full', endpoint(), 'marc21'))
    expect(harvest.records).toHaveLength(withMarc)
    const first = harvest.records[0]
    expect(first?.raw).toMatch(/<marc:leader>[^<]{24}<\/marc:leader>/)
    expect(first?.raw).toContain('tag="245"')
    const formats = v.parse(v.object({ formats: v.array(v.string()) }), await sickle('formats', endpoint(), first?.identifier ?? ''))
    expect(formats.formats).toEqual(['oai_dc', 'mods', 'marc21'])
    const issue = storeRecords().live.find((identifier) => /periodicals\/[^/]+\/\d{4}/.test(identifier)) ?? ''
    expect(v.parse(v.object({ formats: v.array(v.string()) }), await sickle('formats', endpoint(), issue)).formats).toEqual(['oai_dc', 'mods'])
  })

  it('sets by type and by periodical select what they name', async () => {
    const sets = v.parse(v.object({ sets: v.array(v.object({ spec: v.string(), name: v.string() })) }), await sickle('sets', endpoint()))
    const specs = sets.sets.map((set) => set.spec)
    expect(specs).toEqual(expect.arrayContaining(['type', 'type:newspaper', 'type:book', 'periodical', 'periodical:aaa-extra']))
    const extra = v.parse(harvestSchema, await sickle('full', endpoint(), 'oai_dc', 'periodical:aaa-extra'))
    expect(extra.records.map((record) => record.identifier).sort()).toEqual(
      [id('periodicals/aaa-extra'), id('periodicals/aaa-extra/1900-01-01'), id('periodicals/aaa-extra/1900-01-02')].sort(),
    )
    const books = v.parse(harvestSchema, await sickle('full', endpoint(), 'oai_dc', 'type:book'))
    expect(books.records.length).toBeGreaterThan(0)
    expect(books.records.every((record) => record.sets.includes('type:book') && record.identifier.includes(':items/'))).toBe(true)
  })

  it('a harvest interrupted by an import and a purge, then resumed, skips and repeats nothing; later harvests see the purge as deleted records', async () => {
    const before = storeRecords()
    // Paused before its 4th request: 21 records given, all titles (they sort first).
    const child: ChildProcessWithoutNullStreams = spawn(PYTHON, [HARVEST, 'paused', endpoint(), 'oai_dc', '4'])
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
    await expect.poll(() => output.includes('"paused"'), { timeout: 60_000 }).toBe(true)
    const changedFrom = new Date(Date.now() + 1000).toISOString().slice(0, 19) + 'Z'
    await new Promise((done) => setTimeout(done, 1100))
    // Batch B: a new title (after the snapshot: not in this harvest), and issue 1900-01-02 of batch A imported again.
    importPaths(store, [
      delivery('b1', { title: 'Zzz Neue Zeitung', periodical: 'zzz-new', date: '1901-01-01' }, 'Neu'),
      delivery('b2', { title: EXTRA_TITLE, periodical: 'aaa-extra', date: '1900-01-02' }, 'Zweimal'),
    ])
    // Then batch A is purged: its issue 1900-01-01 and its book go.
    purgeBatch(store, batchA)
    child.stdin.write('go\n')
    const code = await new Promise<number | null>((done) => child.on('close', done))
    expect(code, errors).toBe(0)
    const harvest = v.parse(harvestSchema, JSON.parse(output.trim().split('\n').at(-1) ?? 'null'))
    const identifiers = harvest.records.map((record) => record.identifier)
    expect(new Set(identifiers).size, 'no record given twice').toBe(identifiers.length)
    // Exactly what the store held when the harvest began: nothing added since, nothing purged since left out.
    expect([...identifiers].sort()).toEqual(before.live)
    const byId = new Map(harvest.records.map((record) => [record.identifier, record]))
    expect(byId.get(id('periodicals/aaa-extra/1900-01-01'))?.deleted).toBe(true)
    expect(byId.get(id(`items/${BOOK}`))?.deleted).toBe(true)
    expect(byId.get(id('periodicals/aaa-extra/1900-01-02'))?.deleted).toBe(false)
    expect(identifiers).not.toContain(id('periodicals/zzz-new'))

    // A new full harvest: the store now, with the purged records deleted.
    const after = storeRecords()
    expect(after.deleted).toEqual([id(`items/${BOOK}`), id('periodicals/aaa-extra/1900-01-01')])
    const full = v.parse(harvestSchema, await sickle('full', endpoint(), 'oai_dc'))
    expect(full.records.filter((record) => !record.deleted).map((record) => record.identifier).sort()).toEqual(after.live)
    expect(full.records.filter((record) => record.deleted).map((record) => record.identifier).sort()).toEqual(after.deleted)
    const gone = v.parse(recordSchema, await sickle('get', endpoint(), id(`items/${BOOK}`), 'oai_dc'))
    expect(gone.deleted).toBe(true)

    // An incremental harvest from before the import finds exactly what changed.
    const since = v.parse(
      v.object({ headers: v.array(headerSchema) }),
      await sickle('identifiers', endpoint(), 'oai_dc', `from=${changedFrom}`),
    )
    expect(since.headers.map((header) => `${header.identifier}${header.deleted ? ' (deleted)' : ''}`).sort()).toEqual(
      [
        id('periodicals/aaa-extra'),
        id('periodicals/aaa-extra/1900-01-02'),
        `${id('periodicals/aaa-extra/1900-01-01')} (deleted)`,
        id('periodicals/zzz-new'),
        id('periodicals/zzz-new/1901-01-01'),
        `${id(`items/${BOOK}`)} (deleted)`,
      ].sort(),
    )
    expect(since.headers.every((header) => header.datestamp >= changedFrom)).toBe(true)
  }, 240_000)

  it('answers every protocol error with its code, as Sickle reads it', async () => {
    const raised = async (path: string, ...args: string[]) => v.parse(raisedSchema, await sickle('error', endpoint(path), ...args)).raised
    const token = v.parse(v.object({ token: v.string() }), await sickle('token', endpoint(), 'oai_dc')).token
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    const cases: [string, string, ...string[]][] = [
      ['BadVerb', '/oai', 'Nonsense'],
      ['BadVerb', '/oai', '-'],
      ['BadVerb', '/oai', 'Identify', 'verb=Identify'],
      ['BadArgument', '/oai', 'ListRecords'],
      ['BadArgument', '/oai', 'Identify', 'set=type'],
      ['BadArgument', '/oai', 'GetRecord', 'metadataPrefix=oai_dc'],
      ['BadArgument', '/oai', 'ListRecords', 'metadataPrefix=oai_dc', 'metadataPrefix=mods'],
      ['BadArgument', '/oai', 'ListRecords', 'metadataPrefix=oai_dc', 'from=2026-13-01'],
      ['BadArgument', '/oai', 'ListRecords', 'metadataPrefix=oai_dc', 'from=2026-02-30'],
      ['BadArgument', '/oai', 'ListRecords', 'metadataPrefix=oai_dc', 'from=2020-01-01', 'until=2020-01-02T00:00:00Z'],
      ['BadArgument', '/oai', 'ListRecords', 'metadataPrefix=oai_dc', 'from=2021-01-01', 'until=2020-01-01'],
      ['BadArgument', '/oai', 'ListRecords', 'metadataPrefix=oai_dc', 'set=not a set'],
      ['BadArgument', '/oai', 'ListRecords', 'metadataPrefix=oai_dc', `resumptionToken=${token}`],
      ['BadResumptionToken', '/oai', 'ListRecords', 'resumptionToken=nonsense'],
      ['BadResumptionToken', '/oai', 'ListIdentifiers', 'resumptionToken=%3Csvg%3E'],
      ['BadResumptionToken', '/oai', 'ListRecords', `resumptionToken=${token}`],
      ['BadResumptionToken', '/later/oai', 'ListIdentifiers', `resumptionToken=${token}`],
      ['BadResumptionToken', '/oai', 'ListSets', 'resumptionToken=x'],
      ['CannotDisseminateFormat', '/oai', 'ListRecords', 'metadataPrefix=marcxml'],
      ['CannotDisseminateFormat', '/oai', 'GetRecord', `identifier=${id('periodicals/aaa-extra/1900-01-02')}`, 'metadataPrefix=marc21'],
      ['IdDoesNotExist', '/oai', 'GetRecord', `identifier=${id('periodicals/nope')}`, 'metadataPrefix=oai_dc'],
      ['IdDoesNotExist', '/oai', 'GetRecord', 'identifier=oai:elsewhere.example:periodicals/luxwort', 'metadataPrefix=oai_dc'],
      ['IdDoesNotExist', '/oai', 'ListMetadataFormats', `identifier=${id('items/nope')}`],
      ['NoRecordsMatch', '/oai', 'ListRecords', 'metadataPrefix=oai_dc', 'from=2999-01-01'],
      ['NoRecordsMatch', '/oai', 'ListIdentifiers', 'metadataPrefix=oai_dc', 'set=periodical:no-such-title'],
      ['NoRecordsMatch', '/empty/oai', 'ListRecords', 'metadataPrefix=oai_dc'],
      ['NoSetHierarchy', '/empty/oai', 'ListSets'],
      ['NoSetHierarchy', '/empty/oai', 'ListIdentifiers', 'metadataPrefix=oai_dc', 'set=type'],
    ]
    for (const [expected, path, ...args] of cases) expect(await raised(path, ...args), `${path} ${args.join(' ')}`).toBe(expected)
    // The good requests those errors sit beside.
    expect(await raised('/oai', 'Identify')).toBeNull()
    expect(await raised('/oai', 'ListIdentifiers', `resumptionToken=${token}`)).toBeNull()
  }, 120_000)
})
