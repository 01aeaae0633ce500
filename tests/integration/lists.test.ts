/**
 * Visitors' lists (issue 55) on a demo store built by the importer, with the work on a real pool of
 * search threads as the server runs it: the rules a list is published under (each reason at once,
 * nothing stored), one id for the same content, members resolved and searched, withdrawn members,
 * the citations read back by citation-js, the IIIF collection and its Content States, the ZIP's
 * sums, the PDF, and the demo's example lists published twice as the same two lists, each featured
 * under its staff pick, with an ARK under the demo's NAAN.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32 } from 'node:zlib'
import { Cite } from '@citation-js/core'
import '@citation-js/plugin-bibtex'
import '@citation-js/plugin-ris'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoDatabase, publishExampleLists } from '#src/demo/load.ts'
import { type EncodedAnswer, answerDocumentJob } from '#src/documents/job.ts'
import type { ListJob } from '#src/documents/lists/job.ts'
import { publishList } from '#src/documents/lists/publish.ts'
import { checkMembers } from '#src/documents/lists/resolve.ts'
import { listZip } from '#src/documents/lists/zip.ts'
import { installDocumentRunner, runJob } from '#src/documents/run.ts'
import { contentStateTarget } from '#src/domain/content-state.ts'
import { type ListContent, MAX_LIST_MEMBERS } from '#src/domain/lists.ts'
import { resolvedListSchema } from '#src/domain/list-view.ts'
import { translations } from '#src/documents/translations.ts'
import { ThreadPool } from '#src/threads/pool.ts'
import { type Db, openForReading } from '#src/store/db.ts'
import { libraryNaan } from '#src/store/ark-naan.ts'
import { ListsStore } from '#src/store/lists.ts'
import { directoryCrcs, unzip } from '../support/unzip.ts'
import * as v from 'valibot'

let dir: string
let library: string
let db: Db
let pool: ThreadPool
let today: string
const previousStore = process.env.LIBRARY_DB
const ORIGIN = 'https://collections.example.org'
const refs: Record<'unit' | 'unit2' | 'page' | 'region' | 'item', string> = { unit: '', unit2: '', page: '', region: '', item: '' }

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lists-'))
  library = join(dir, 'library.db')
  buildDemoDatabase(library, { articles: 600 })
  db = openForReading(library)
  today = db.prepare<[], string>('SELECT substr(MAX(added_at), 1, 10) FROM issue').pluck().get() ?? ''
  const units = db
    .prepare<[], { periodical_id: string; date: string; source_id: string; first_page: number }>(
      `SELECT u.periodical_id, i.date, u.source_id, u.first_page FROM unit u JOIN issue i ON i.id = u.issue_id WHERE i.edition = 1 AND u.type = 'article' ORDER BY u.id LIMIT 2`,
    )
    .all()
  const [a, b] = units
  const item = db.prepare<[], string>('SELECT id FROM item ORDER BY id LIMIT 1').pluck().get()
  if (!a || !b || !item) throw new Error('the demo store has no articles or items')
  refs.unit = `/periodicals/${a.periodical_id}/${a.date}/units/${a.source_id}`
  refs.unit2 = `/periodicals/${b.periodical_id}/${b.date}/units/${b.source_id}`
  refs.page = `/periodicals/${a.periodical_id}/${a.date}/pages/${a.first_page}`
  refs.region = `${refs.page}/0,0,10000,5000`
  refs.item = `/items/${item}`
  process.env.LIBRARY_DB = library
  pool = new ThreadPool(2)
  await pool.ready
  installDocumentRunner(pool)
}, 300_000)

afterAll(async () => {
  installDocumentRunner(undefined)
  await pool.close()
  db.close()
  if (previousStore === undefined) delete process.env.LIBRARY_DB
  else process.env.LIBRARY_DB = previousStore
  rmSync(dir, { recursive: true, force: true })
})

function job(content: ListContent, part: ListJob['part'], extra: Partial<ListJob> = {}): ListJob {
  return {
    kind: 'list',
    path: `/lists/test/${part}`,
    query: '',
    part,
    id: 'aaaaaaaaaaaaaaaaaaaaaaaaaa',
    ...content,
    q: '',
    format: 'csv',
    locale: 'en',
    origin: ORIGIN,
    images: join(dir, 'images'),
    from: 0,
    to: 0,
    now: Date.parse(`${today}T12:00:00Z`),
    folder: join(dir, 'pdf'),
    ...extra,
  }
}

const text = (answer: EncodedAnswer) => new TextDecoder().decode(answer.body)

describe('publishing', () => {
  let store: ListsStore
  beforeAll(() => {
    store = new ListsStore(join(dir, 'lists.db'))
  })
  afterAll(() => store.close())
  const context = () => ({ today, now: new Date(`${today}T12:00:00Z`), store, check: async (members: readonly string[], asof: string) => checkMembers(db, members, asof) })

  it('publishes a list of every kind of member, and the same list again as the same id', async () => {
    const request = { title: ' Concerts ', note: 'Two.', members: [refs.unit, refs.page, refs.region, refs.item] }
    const first = await publishList(request, context())
    const again = await publishList({ ...request, title: 'Concerts' }, context())
    expect(first.kind).toBe('published')
    expect(again.kind).toBe('published')
    if (first.kind !== 'published' || again.kind !== 'published') return
    expect(first.created).toBe(true)
    expect(again).toMatchObject({ id: first.id, created: false })
    expect(first.content.asof).toBe(today)
    const pinned = await publishList({ ...request, asof: today }, context())
    expect(pinned.kind === 'published' && pinned.id).toBe(first.id)
  })

  it('refuses 501 members, an overlong note, markup in the title, with every reason, and stores nothing', async () => {
    const before = store.count()
    const members = Array.from({ length: MAX_LIST_MEMBERS + 1 }, (_, index) => `/periodicals/x/1900-01-01/pages/${index + 1}`)
    const outcome = await publishList({ title: '<img src=x onerror=alert(1)>', note: 'n'.repeat(2001), members }, context())
    expect(outcome.kind).toBe('refused')
    if (outcome.kind !== 'refused') return
    expect(outcome.problems).toEqual([
      { field: 'title', problem: 'markup', limit: 200 },
      { field: 'note', problem: 'tooLong', limit: 2000 },
      { field: 'members', problem: 'tooMany', limit: 500, count: 501 },
    ])
    expect(store.count()).toBe(before)
  })

  it('refuses members that do not exist, twice named, or not yet in the collection on the chosen day, saying which', async () => {
    const outcome = await publishList(
      { title: 'Bad', asof: '2000-01-01', members: [refs.unit, `${refs.unit}x`, '/periodicals/nope/1900-01-01', `${refs.page.replace(/\d+$/, '9999')}`, refs.unit, 'javascript:alert(1)'] },
      context(),
    )
    expect(outcome.kind).toBe('refused')
    if (outcome.kind !== 'refused') return
    expect(outcome.members.map((problem) => [problem.index, problem.problem])).toEqual([[5, 'malformed']])
    const checked = await publishList({ title: 'Bad', asof: '2000-01-01', members: [refs.unit, `${refs.unit}x`, '/periodicals/nope/1900-01-01', `${refs.page.replace(/\d+$/, '9999')}`, refs.unit] }, context())
    expect(checked.kind === 'refused' && checked.members.map((problem) => [problem.index, problem.problem])).toEqual([
      [0, 'notYet'],
      [1, 'noUnit'],
      [2, 'noDocument'],
      [3, 'noPage'],
      [4, 'duplicate'],
    ])
    const future = await publishList({ title: 'Later', asof: '2999-01-01', members: [refs.unit] }, context())
    expect(future.kind === 'refused' && future.problems).toEqual([{ field: 'asof', problem: 'future', limit: today }])
  })

  it('names the list it was copied from only when that list is published here', async () => {
    const outcome = await publishList({ title: 'Copy', members: [refs.unit2], copiedFrom: 'zzzzzzzzzzzzzzzzzzzzzzzzzz' }, context())
    expect(outcome.kind === 'refused' && outcome.problems).toEqual([{ field: 'copiedFrom', problem: 'unknown' }])
  })
})

describe('a published list on the threads', () => {
  const content: ListContent = { title: 'Concerts', note: 'Two.', asof: '', members: [] }
  beforeAll(() => {
    content.asof = today
    content.members = [refs.unit, refs.page, refs.region, refs.item, '/periodicals/gone/1900-01-01/units/X']
  })

  it('resolves each member, a removed one as withdrawn, and searches within them', async () => {
    const resolved = v.parse(resolvedListSchema, JSON.parse(text(await runJob(job(content, 'resolve')))))
    expect(resolved.members.map((member) => [member.kind, member.status])).toEqual([
      ['unit', 'ok'],
      ['page', 'ok'],
      ['region', 'ok'],
      ['document', 'ok'],
      ['unit', 'withdrawn'],
    ])
    const [unit] = resolved.members
    expect(unit?.thumbnail).toMatch(/^\/iiif\/periodicals\/.+\/canvas\/\d+\/thumbnail\?unit=\d+$/)
    const word = (unit?.snippet.map((part) => part.text).join('') ?? '').match(/\p{L}{6,}/u)?.[0] ?? ''
    const searched = v.parse(resolvedListSchema, JSON.parse(text(await runJob(job(content, 'resolve', { q: word })))))
    expect(searched.members[0]?.matched).toBe(true)
    expect(searched.members[0]?.snippet.some((part) => part.match)).toBe(true)
    expect(searched.members[4]?.matched).toBeNull()
    const none = v.parse(resolvedListSchema, JSON.parse(text(await runJob(job(content, 'resolve', { q: 'zzqqxxnotaword' })))))
    expect(none.matched).toBe(0)
  })

  it('cites its members in RIS, BibTeX and CSL-JSON that citation-js reads, the withdrawn one left out', async () => {
    for (const format of ['ris', 'bib', 'json'] as const) {
      const answer = await runJob(job(content, 'citations', { format }))
      expect(answer.status).toBe(200)
      const records: unknown[] = new Cite(text(answer)).data
      expect(records).toHaveLength(4)
    }
    const csv = text(await runJob(job(content, 'citations', { format: 'csv' })))
    expect(csv).toContain(`permalink,${ORIGIN}/lists/aaaaaaaaaaaaaaaaaaaaaaaaaa`)
    expect(csv).toContain(`5,withdrawn,unit`)
  })

  it('is a IIIF collection of its documents, each member a Content State naming its canvas', async () => {
    const collection = JSON.parse(text(await runJob(job(content, 'collection'))))
    expect(collection.type).toBe('Collection')
    expect(collection.items.every((item: { type: string }) => item.type === 'Manifest')).toBe(true)
    const states: { target: { id: string } }[] = collection.annotations[0].items
    expect(states).toHaveLength(4)
    const encoded = Buffer.from(JSON.stringify({ '@context': 'http://iiif.io/api/presentation/3/context.json', type: 'Annotation', motivation: ['contentState'], target: states[2]?.target })).toString('base64url')
    expect(contentStateTarget(encoded)?.page).toBeGreaterThan(0)
  })

  it('gives its texts as a ZIP whose manifest holds each file’s SHA-256', async () => {
    const LL = translations('en')
    const resolved = v.parse(resolvedListSchema, JSON.parse(text(await runJob(job(content, 'resolve')))))
    const zip = await listZip({
      job: (part, range) => job(content, part, range),
      run: runJob,
      members: resolved.members,
      citation: [['list', 'Concerts']],
      LL,
      locale: 'en',
      origin: ORIGIN,
      asof: today,
      id: 'aaaaaaaaaaaaaaaaaaaaaaaaaa',
      limitBytes: 200_000_000,
    })
    if (zip.kind !== 'zip') throw new Error(zip.kind)
    const bytes = Buffer.from(await new Response(zip.body).arrayBuffer())
    expect(bytes.byteLength).toBe(zip.size)
    const entries = await unzip(bytes)
    // Framed by the site's one ZIP writer from the CRC-32s the threads computed (issue 48).
    const crcs = await directoryCrcs(bytes)
    expect(crcs.size).toBe(entries.size)
    for (const [name, body] of entries) expect(crcs.get(name), name).toBe(crc32(body))
    const manifest = entries.get('manifest.csv')?.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n').slice(1) ?? []
    expect(manifest).toHaveLength(5)
    for (const row of manifest.slice(0, 4)) {
      const [file = '', sha256, size] = row.split(',')
      const body = entries.get(file)
      expect(body).toBeDefined()
      expect(createHash('sha256').update(body ?? Buffer.alloc(0)).digest('hex')).toBe(sha256)
      expect(String(body?.byteLength)).toBe(size)
    }
    expect(manifest[4]).toMatch(/^,,0,5,withdrawn,/)
    const small = await listZip({ job: (part, range) => job(content, part, range), run: runJob, members: resolved.members, citation: [], LL, locale: 'en', origin: ORIGIN, asof: today, id: 'x', limitBytes: 10 })
    expect(small.kind).toBe('tooLarge')
  })

  it('makes a PDF of its members with the list on its title page', () => {
    const answer = answerDocumentJob(job(content, 'pdf'))
    if (!answer || !('file' in answer) || answer.file === undefined) throw new Error('no PDF')
    const words = execFileSync('pdftotext', ['-l', '1', answer.file, '-']).toString('utf8')
    expect(words).toContain('Concerts')
    expect(words).toContain(`${ORIGIN}/lists/aaaaaaaaaaaaaaaaaaaaaaaaaa`)
    expect(readFileSync(answer.file).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })
})

describe('the demo’s example lists', () => {
  it('publishes two lists from its staff picks, and the same two again', async () => {
    const lists = join(dir, 'example-lists.db')
    const first = await publishExampleLists(library, lists, new Date(`${today}T12:00:00Z`))
    const again = await publishExampleLists(library, lists, new Date(`${today}T13:00:00Z`))
    expect(first.map((outcome) => outcome.kind)).toEqual(['published', 'published'])
    expect(again.map((outcome) => outcome.kind === 'published' && outcome.created)).toEqual([false, false])
    expect(again.map((outcome) => outcome.kind === 'published' && outcome.id)).toEqual(first.map((outcome) => outcome.kind === 'published' && outcome.id))
  })

  it('features each under its staff pick, once, and no visitor’s list titled like the pick takes its place', async () => {
    const lists = join(dir, 'featured-lists.db')
    const published = await publishExampleLists(library, lists, new Date(`${today}T12:00:00Z`))
    await publishExampleLists(library, lists, new Date(`${today}T13:00:00Z`))
    const ids = published.map((outcome) => (outcome.kind === 'published' ? outcome.id : ''))
    const store = new ListsStore(lists)
    try {
      expect(store.features().map(({ pickId, listId, by }) => ({ pickId, listId, by }))).toEqual([
        { pickId: 'born-digital-books', listId: ids[0], by: 'demo build' },
        { pickId: 'wegweiser-advertisements', listId: ids[1], by: 'demo build' },
      ])
      // Built again the same day: the same lists, featured once (one entry each in the log).
      for (const id of ids) expect(store.logOf(id).map((entry) => entry.action)).toEqual(['feature', 'publish'])
      // A visitor publishes a list under the pick's own title (and its id as a title): the pick still shows the staff's.
      const pickTitle = store.featuredList('born-digital-books')?.content.title ?? ''
      for (const title of [pickTitle, 'born-digital-books']) {
        const spoof = await publishList({ title, note: '', members: [refs.item] }, { today, now: new Date(`${today}T14:00:00Z`), store, check: async (members: readonly string[], asof: string) => checkMembers(db, members, asof) })
        expect(spoof.kind).toBe('published')
      }
      expect(store.featuredList('born-digital-books')?.id).toBe(ids[0])
      expect(store.featuredList('wegweiser-advertisements')?.id).toBe(ids[1])
    } finally {
      store.close()
    }
  })

  it('gives each list an ARK under the one NAAN the demo’s records carry (the test NAAN 99999), resolved to the list', async () => {
    expect(libraryNaan(db)).toBe('99999')
    const lists = join(dir, 'ark-lists.db')
    const [outcome] = await publishExampleLists(library, lists, new Date(`${today}T12:00:00Z`))
    const id = outcome?.kind === 'published' ? outcome.id : ''
    // The site's server code, as the /ark:/… routes run it (LISTS_ARK_NAAN unset: the library's NAAN).
    const previous = { lists: process.env.LISTS_DB, naan: process.env.LISTS_ARK_NAAN }
    process.env.LISTS_DB = lists
    delete process.env.LISTS_ARK_NAAN
    try {
      const { listArk, listArkRedirect } = await import('#app/features/lists/list-server.ts')
      expect(listArk(id)).toBe(`ark:/99999/l${id}`)
      for (const path of [`/ark:/99999/l${id}`, `/ark:99999/l${id}`]) {
        const answer = listArkRedirect(path)
        expect(answer?.status, path).toBe(302)
        expect(answer?.headers.get('location')).toBe(`/lists/${id}`)
      }
      // An unknown list, or another NAAN: left to the sources' resolver (the site's 404 when it names nothing either).
      const unknown = `${id.slice(0, -1)}${id.endsWith('a') ? 'b' : 'a'}`
      for (const path of [`/ark:/99999/l${unknown}`, `/ark:/12345/l${id}`, `/ark:/99999/l${id}x`]) expect(listArkRedirect(path), path).toBeUndefined()
    } finally {
      if (previous.lists === undefined) delete process.env.LISTS_DB
      else process.env.LISTS_DB = previous.lists
      if (previous.naan !== undefined) process.env.LISTS_ARK_NAAN = previous.naan
    }
  })
})
