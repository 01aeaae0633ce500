/**
 * IIIF Change Discovery 1.0 (issue 37, ADR 035) on a store built by the importer: paged through
 * from the last page backwards (the specification's algorithm) and from the first forwards, every
 * manifest and collection of the store is there with its latest change, `endTime` in order, the
 * links as the specification shapes them, an issue imported again as Update, and a purge as Delete.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoDatabase } from '#src/demo/load.ts'
import { ACTIVITIES_PER_PAGE, DISCOVERY_CONTEXT } from '#src/documents/activity.ts'
import { answerDocumentJob } from '#src/documents/job.ts'
import { issuePath } from '#src/domain/issue-path.ts'
import { purgeBatch } from '#src/ingest/batches.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { openForReading } from '#src/store/db.ts'
import { writeAltoIssue } from '../fixtures/alto-pages'

const ORIGIN = 'https://collections.example.org'
let dir: string
let store: string
const previousStore = process.env.LIBRARY_DB

const reference = v.object({ id: v.string(), type: v.string() })
const activitySchema = v.object({
  type: v.picklist(['Create', 'Update', 'Delete']),
  object: v.object({ id: v.string(), type: v.picklist(['Manifest', 'Collection']), canonical: v.optional(v.string()) }),
  endTime: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)),
})
const collectionSchema = v.object({ '@context': v.literal(DISCOVERY_CONTEXT), id: v.string(), type: v.literal('OrderedCollection'), totalItems: v.number(), first: reference, last: reference })
const pageSchema = v.object({
  '@context': v.literal(DISCOVERY_CONTEXT),
  id: v.string(),
  type: v.literal('OrderedCollectionPage'),
  startIndex: v.number(),
  partOf: reference,
  prev: v.optional(reference),
  next: v.optional(reference),
  orderedItems: v.array(activitySchema),
})

/** GET of an address under /iiif, answered as the route has it answered (a document job). */
function get(url: string): { status: number; body: unknown } {
  const path = url.replace(ORIGIN, '')
  const answer = answerDocumentJob({ kind: 'iiif', path, query: '', origin: ORIGIN, images: join(dir, 'images'), now: Date.now() })
  if (!answer || !('body' in answer)) throw new Error(`no answer for ${url}`)
  return { status: answer.status, body: answer.status === 200 ? JSON.parse(new TextDecoder().decode(answer.body)) : null }
}

function delivery(name: string, metadata: Record<string, string>): string {
  const folder = writeAltoIssue(join(dir, name), [['Nachrichten', 'aus', 'der', 'Stadt']])
  writeFileSync(join(folder, 'library-import.json'), JSON.stringify({ lang: 'de', ...metadata }))
  return folder
}

/** Every page from the last one back to the first, by `prev`, as a consumer walks the stream. */
function walkBackwards(): { collection: v.InferOutput<typeof collectionSchema>; pages: v.InferOutput<typeof pageSchema>[] } {
  const collection = v.parse(collectionSchema, get(`${ORIGIN}/iiif/activity/all-changes`).body)
  const pages: v.InferOutput<typeof pageSchema>[] = []
  let next: string | undefined = collection.last.id
  while (next) {
    const page: v.InferOutput<typeof pageSchema> = v.parse(pageSchema, get(next).body)
    pages.unshift(page)
    next = page.prev?.id
  }
  return { collection, pages }
}

let batchA: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'change-discovery-'))
  store = join(dir, 'library.db')
  // Enough documents for the activities to fill more than two pages.
  buildDemoDatabase(store, { articles: 2000 })
  batchA = importPaths(store, [
    delivery('a1', { title: 'Extra Blatt', periodical: 'extra-blatt', date: '1900-01-01' }),
    delivery('a2', { title: 'Extra Blatt', periodical: 'extra-blatt', date: '1901-01-01' }),
    delivery('a3', { title: 'Ein Extra Buch', date: '1902', type: 'book' }),
  ]).batch
  // The second issue imported again by a later batch: an Update, and it outlives the purge of batch A.
  importPaths(store, [delivery('b1', { title: 'Extra Blatt', periodical: 'extra-blatt', date: '1901-01-01' })])
  purgeBatch(store, batchA)
  process.env.LIBRARY_DB = store
}, 180_000)

afterAll(() => {
  if (previousStore === undefined) delete process.env.LIBRARY_DB
  else process.env.LIBRARY_DB = previousStore
  rmSync(dir, { recursive: true, force: true })
})

describe('IIIF Change Discovery', () => {
  it('pages through to the end backwards and forwards: every activity once, endTime in order, links as the specification shapes them', () => {
    const { collection, pages } = walkBackwards()
    expect(collection.first.id).toBe(`${ORIGIN}/iiif/activity/page-0`)
    expect(pages.length).toBeGreaterThan(1)
    expect(pages[0]?.id).toBe(collection.first.id)
    expect(pages.at(-1)?.id).toBe(collection.last.id)
    pages.forEach((page, index) => {
      expect(page.startIndex).toBe(index * ACTIVITIES_PER_PAGE)
      expect(page.partOf).toEqual({ id: `${ORIGIN}/iiif/activity/all-changes`, type: 'OrderedCollection' })
      expect(page.orderedItems.length).toBeGreaterThan(0)
      expect(page.next?.id).toBe(pages[index + 1]?.id)
      expect(page.prev?.id).toBe(pages[index - 1]?.id)
    })
    // Forwards by `next` gives the same pages.
    const forwards: string[] = []
    let next: string | undefined = collection.first.id
    while (next) {
      forwards.push(next)
      next = v.parse(pageSchema, get(next).body).next?.id
    }
    expect(forwards).toEqual(pages.map((page) => page.id))
    const all = pages.flatMap((page) => page.orderedItems)
    expect(all).toHaveLength(collection.totalItems)
    const times = all.map((activity) => activity.endTime)
    expect(times).toEqual([...times].sort())
    const objects = all.map((activity) => activity.object.id)
    expect(new Set(objects).size, 'one activity per object: its latest').toBe(objects.length)
    // Past the last page there is none.
    expect(get(`${ORIGIN}/iiif/activity/page-${pages.length}`).status).toBe(404)
    expect(get(`${ORIGIN}/iiif/activity/page-01`).status).toBe(404)
  })

  it('names every manifest and collection of the store, created or updated, and the purged ones as Delete', () => {
    const all = walkBackwards().pages.flatMap((page) => page.orderedItems)
    const byObject = new Map(all.map((activity) => [activity.object.id, activity]))
    const db = openForReading(store)
    const issues = db.prepare<[], { periodical_id: string; date: string; edition: number }>('SELECT periodical_id, date, edition FROM issue').all()
    const items = db.prepare<[], string>('SELECT id FROM item').pluck().all()
    const periodicals = db.prepare<[], string>('SELECT DISTINCT periodical_id FROM issue').pluck().all()
    db.close()
    for (const issue of issues) {
      const manifest = `${ORIGIN}/iiif${issuePath(issue.periodical_id, issue.date, issue.edition)}/manifest`
      expect(['Create', 'Update'], manifest).toContain(byObject.get(manifest)?.type)
      expect(byObject.get(manifest)?.object.canonical).toBe(`${ORIGIN}${issuePath(issue.periodical_id, issue.date, issue.edition)}`)
    }
    for (const item of items) expect(['Create', 'Update']).toContain(byObject.get(`${ORIGIN}/iiif/items/${item}/manifest`)?.type)
    for (const periodical of periodicals) expect(['Create', 'Update']).toContain(byObject.get(`${ORIGIN}/iiif/periodicals/${periodical}/collection`)?.type)
    expect(byObject.get(`${ORIGIN}/iiif/collection`)?.type).toBe('Update')
    // The purge: the issue and the book of batch A, and the year left without an issue.
    const deleted = all.filter((activity) => activity.type === 'Delete').map((activity) => activity.object.id)
    expect(deleted.sort()).toEqual(
      [`${ORIGIN}/iiif/items/ein-extra-buch/manifest`, `${ORIGIN}/iiif/periodicals/extra-blatt/1900-01-01/manifest`, `${ORIGIN}/iiif/periodicals/extra-blatt/1900/collection`].sort(),
    )
    // The issue imported again, and the title and year whose issues changed, are updates; the purge comes last.
    expect(byObject.get(`${ORIGIN}/iiif/periodicals/extra-blatt/1901-01-01/manifest`)?.type).toBe('Update')
    expect(byObject.get(`${ORIGIN}/iiif/periodicals/extra-blatt/collection`)?.type).toBe('Update')
    const purgeTime = byObject.get(`${ORIGIN}/iiif/items/ein-extra-buch/manifest`)?.endTime ?? ''
    expect(all.every((activity) => activity.endTime <= purgeTime)).toBe(true)
    // A manifest named is there; a deleted one is gone.
    expect(get(`${ORIGIN}/iiif/periodicals/extra-blatt/1901-01-01/manifest`).status).toBe(200)
    expect(get(`${ORIGIN}/iiif/periodicals/extra-blatt/1900-01-01/manifest`).status).toBe(404)
  })
})
