/**
 * The Solr indexer against a real SolrCloud (ADR 029): SOLR_URL names its nodes, comma-separated
 * (scripts/test.ts starts one; by hand: npm run solr -- up --data DIR --base-port N, then
 * SOLR_URL=$(node scripts/solr.ts urls --data DIR)). The tests index under an alias of their own,
 * so a developer's `library` is never touched, and delete what they made.
 */
import { createServer } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoDatabase } from '#src/demo/load.ts'
import { SolrNodes, aliasTargets, clusterStatus, collectionsAction, countDocuments } from '#src/search/solr/collections.ts'
import { solrDocument } from '#src/search/solr/documents.ts'
import { unitCount } from '#src/store/unit-rows.ts'
import { IndexError, type IndexReport, indexStore } from '#src/search/solr/indexer.ts'
import { type Db, openForReading } from '#src/store/db.ts'

const SOLR_URL = process.env.SOLR_URL ?? ''
const URLS = SOLR_URL.split(',')
  .map((url) => url.trim())
  .filter((url) => url !== '')
const ALIAS = 'indexer_test'
// The configset `npm run solr -- up` uploads, named after the alias the site searches.
const CONFIG = 'library'
const ARTICLES = 400
const CLUSTER_TEST_MS = 180_000

const suite = URLS.length > 0 ? describe : describe.skip
const title = URLS.length > 0 ? 'the Solr indexer' : 'the Solr indexer (skipped: SOLR_URL is not set; scripts/test.ts starts a cluster and sets it)'

const selectAnswer = v.object({ response: v.object({ numFound: v.number() }) })

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise<void>((done) => server.close(() => done()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

suite(title, () => {
  let dir: string
  let db: Db
  let units: number
  // Made in beforeAll: a skipped suite's body still runs, without URLs.
  let nodes: SolrNodes

  async function aliasTarget(): Promise<string[]> {
    return aliasTargets(await clusterStatus(nodes), ALIAS)
  }

  async function ourCollections(): Promise<string[]> {
    return Object.keys((await clusterStatus(nodes)).collections).filter((name) => name.startsWith(`${ALIAS}_`))
  }

  beforeAll(async () => {
    nodes = new SolrNodes(URLS)
    dir = mkdtempSync(join(tmpdir(), 'solr-indexer-'))
    buildDemoDatabase(join(dir, 'library.db'), { articles: ARTICLES })
    db = openForReading(join(dir, 'library.db'))
    units = unitCount(db)
    // Left by an earlier run of these tests that was killed.
    await removeOurs()
  })

  async function removeOurs(): Promise<void> {
    if ((await aliasTarget()).length > 0) await collectionsAction(nodes, 'DELETEALIAS', { name: ALIAS })
    for (const name of await ourCollections()) await collectionsAction(nodes, 'DELETE', { name })
  }

  afterAll(async () => {
    db?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
    await removeOurs()
  })

  const index = (extra: Partial<Parameters<typeof indexStore>[0]> = {}) =>
    indexStore({ db, solrUrl: URLS, alias: ALIAS, configName: CONFIG, ...extra })

  let first: IndexReport

  it(
    'builds a new collection, points the alias at it, and the alias answers with every unit',
    async () => {
      first = await index()
      expect(first.collection).toMatch(/^indexer_test_\d{14}(_\d+)?$/)
      expect(first.previous).toEqual([])
      expect(first.units).toBe(units)
      expect(units).toBeGreaterThan(0)
      expect(await aliasTarget()).toEqual([first.collection])
      expect(await countDocuments(nodes, ALIAS)).toBe(units)
      expect(first.sizeBytes).toBeGreaterThan(first.sizeBytesOneCopy)
      expect(first.sizeBytesOneCopy).toBeGreaterThan(0)
      expect(first.docsPerSecond).toBeGreaterThan(0)
      expect(first.warnings).toEqual([])
      // The default layout (ADR 049): one shard with a replica on every live node, so that any node
      // answers a search from its own replica.
      const status = await clusterStatus(nodes)
      const shards = Object.values(status.collections[first.collection]?.shards ?? {})
      expect(first.shards).toBe(1)
      expect(first.replicas).toBe(status.live_nodes.length)
      expect(shards).toHaveLength(1)
      const holders = shards.flatMap((shard) => Object.values(shard.replicas).map((replica) => replica.node_name))
      expect(holders.toSorted()).toEqual(status.live_nodes.toSorted())
    },
    CLUSTER_TEST_MS,
  )

  it(
    'reindexes while searches run: every search answers 200 with every unit, and the old collection goes',
    async () => {
      const answers: { status: number; numFound: number | undefined; url: string }[] = []
      let searching = true
      const query = new URLSearchParams({ q: '*:*', defType: 'lucene', rows: '0', 'shards.tolerant': 'false', wt: 'json' })
      // Each node in turn: every node's view of the alias is exercised, not only the one the indexer talks to.
      const searches = (async () => {
        for (let turn = 0; searching; turn++) {
          const url = `${URLS[turn % URLS.length]}/${ALIAS}/select?${query}`
          try {
            const response = await fetch(url, { signal: AbortSignal.timeout(15_000) })
            const body: unknown = await response.json().catch(() => undefined)
            const parsed = v.safeParse(selectAnswer, body)
            answers.push({ status: response.status, numFound: parsed.success ? parsed.output.response.numFound : undefined, url })
          } catch {
            answers.push({ status: 0, numFound: undefined, url })
          }
          await new Promise((done) => setTimeout(done, 20))
        }
      })()

      let second: IndexReport
      try {
        second = await index()
        // Searches go on after the old collection is deleted.
        await new Promise((done) => setTimeout(done, 1500))
      } finally {
        searching = false
        await searches
      }

      const failed = answers.filter((answer) => answer.status !== 200 || answer.numFound !== units)
      expect(failed).toEqual([])
      expect(answers.length).toBeGreaterThan(30)
      expect(second.collection).not.toBe(first.collection)
      expect(second.previous).toEqual([first.collection])
      expect(second.deleted).toEqual([first.collection])
      expect(await aliasTarget()).toEqual([second.collection])
      expect(await ourCollections()).toEqual([second.collection])
      expect(await countDocuments(nodes, ALIAS)).toBe(units)
    },
    CLUSTER_TEST_MS,
  )

  it(
    'a run that fails deletes what it built and leaves the alias where it was',
    async () => {
      const live = await aliasTarget()
      let read = 0
      // The 250th unit's uid is no number: Solr refuses that batch after the first two went in.
      const toDocument = (unit: Parameters<typeof solrDocument>[0]) => {
        read++
        return read === 250 ? { ...solrDocument(unit), uid: 'not a number' } : solrDocument(unit)
      }
      const failure = await index({ toDocument, batchSize: 100, concurrency: 1 }).then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(failure).toBeInstanceOf(IndexError)
      const text = failure instanceof Error ? failure.message : ''
      expect(text).toMatch(/units 201–300: Solr answered 400/)
      expect(text).toMatch(/was deleted/)
      expect(text).toContain(`${ALIAS} still points at ${live.join(',')}`)
      expect(await aliasTarget()).toEqual(live)
      expect(await ourCollections()).toEqual(live)
      expect(await countDocuments(nodes, ALIAS)).toBe(units)
    },
    CLUSTER_TEST_MS,
  )

  it(
    'passes over a node that does not answer, and deletes a collection a failed run left behind',
    async () => {
      const live = await aliasTarget()
      // Named as a run of the year 2000 would have named it; a killed run leaves such a collection.
      const stale = `${ALIAS}_20000101000000`
      await collectionsAction(nodes, 'CREATE', { name: stale, 'collection.configName': CONFIG, numShards: 1, replicationFactor: 1, waitForFinalState: true })
      const dead = `http://127.0.0.1:${await closedPort()}/solr`
      const report = await index({ solrUrl: [dead, ...URLS] })
      expect(report.previous).toEqual(live)
      expect([...report.deleted].sort()).toEqual([...live, stale].sort())
      expect(await ourCollections()).toEqual([report.collection])
      expect(await countDocuments(nodes, ALIAS)).toBe(units)
    },
    CLUSTER_TEST_MS,
  )
})
