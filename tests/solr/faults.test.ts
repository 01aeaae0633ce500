/**
 * Faults (issue 21): under search load, one node of the cluster stops and every search still
 * answers in full (each shard has a replica on another node); then every node stops and the site
 * answers "search unavailable", never an error. Stops the nodes of the cluster it is given, so
 * npm test runs it last, on its own (scripts/test.ts).
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseSearchState } from '#src/domain/search-state.ts'
import type { Db } from '#src/store/db.ts'
import { EmbeddedEngine } from '#src/search/embedded/engine.ts'
import { installSearchEngine as installSearchRunner, runCompareTimelines, runFacetList, runSearchFacets, runSearchResults } from '#src/search/search-runner.ts'
import { SearchUnavailableError, SolrClient } from '#src/search/solr/client.ts'
import { SolrEngine as SolrSearchRunner } from '#src/search/solr/engine.ts'
import { indexedDemoStore, solrSkipReason, solrUrls } from '../fixtures/solr'

const ALIAS = 'faults'
const urls = solrUrls()
let folder = ''
let db: Db
let runner: SolrSearchRunner

/**
 * `npm run solr -- <command>` on the cluster the suite was given (SOLR_DATA names its folder), as
 * a child process: the searches under load go on while it runs.
 */
async function solr(...args: string[]): Promise<void> {
  const child = spawn(process.execPath, [join(import.meta.dirname, '..', '..', 'scripts', 'solr.mjs'), ...args], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const status = await new Promise<number | null>((done) => child.once('close', done))
  if (status !== 0) throw new Error(`npm run solr -- ${args.join(' ')} failed (${status}): ${output}`)
}

const QUERIES = ['gouvernement', 'krieg', '"Luxemburger Wort"', 'conseil*', 'Kinder', 'chambre']

interface Outcome {
  ms: number
  ok: boolean
  total: number
  q: string
}

/** Searches in `lanes` parallel loops until `until` settles. */
async function load(lanes: number, until: Promise<unknown>): Promise<Outcome[]> {
  let running = true
  void until.finally(() => {
    running = false
  })
  const outcomes: Outcome[] = []
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let index = lane; running; index += lanes) {
        const q = QUERIES[index % QUERIES.length] ?? ''
        const started = performance.now()
        try {
          const answer = await runner.results(parseSearchState({ q }))
          outcomes.push({ ms: performance.now() - started, ok: true, total: answer?.total ?? -1, q })
        } catch {
          outcomes.push({ ms: performance.now() - started, ok: false, total: -1, q })
        }
      }
    }),
  )
  return outcomes
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0
}

describe.skipIf(urls === undefined)(`a cluster losing nodes ${solrSkipReason()}`, () => {
  const expected = new Map<string, number>()

  beforeAll(async () => {
    const store = await indexedDemoStore(600, ALIAS)
    folder = store.folder
    db = store.db
    runner = new SolrSearchRunner(new SolrClient({ urls: urls ?? [], collection: ALIAS, timeoutMs: 15_000 }), new EmbeddedEngine(() => db), () => db)
    for (const q of QUERIES) expected.set(q, (await runner.results(parseSearchState({ q })))?.total ?? -1)
  }, 180_000)

  afterAll(() => {
    installSearchRunner(undefined)
    db?.close()
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  it('keeps answering every search in full while a node stops, and after', async () => {
    const before = await load(2, new Promise((done) => setTimeout(done, 3000)))
    const stopping = new Promise((done) => setTimeout(done, 500)).then(() => solr('stop-node', '2'))
    const during = await load(2, stopping)
    await stopping
    const after = await load(2, new Promise((done) => setTimeout(done, 5000)))
    for (const [phase, outcomes] of [['before', before], ['while stopping', during], ['one node down', after]] as const) {
      const failed = outcomes.filter((outcome) => !outcome.ok).length
      console.log(`${phase}: ${outcomes.length} searches, ${failed} failed, p95 ${p95(outcomes.map((outcome) => outcome.ms)).toFixed(0)} ms`)
      expect(failed, phase).toBe(0)
      for (const outcome of outcomes) expect(outcome.total, `${phase}: ${outcome.q}`).toBe(expected.get(outcome.q))
    }
    expect(after.length).toBeGreaterThan(10)
  }, 120_000)

  it('says "search unavailable" when no node answers, and the reader still opens documents', async () => {
    await solr('stop-node', '1')
    await solr('stop-node', '3')
    await expect(runner.results(parseSearchState({ q: 'krieg' }))).rejects.toBeInstanceOf(SearchUnavailableError)
    installSearchRunner(runner)
    const results = await runSearchResults(parseSearchState({ q: 'krieg' }))
    expect(results).toMatchObject({ total: 0, hits: [], unavailable: true })
    expect((await runSearchFacets(parseSearchState({ q: 'krieg' })))?.timeline.buckets).toEqual([])
    expect(await runFacetList({ state: parseSearchState({ q: 'krieg' }), facet: 'periodicals', filter: '', sort: 'count', page: 1, locale: 'en' })).toMatchObject({ total: 0 })
    expect(await runCompareTimelines([parseSearchState({ q: 'krieg' })])).toMatchObject({ unavailable: true })
    // The reader reads from the store: with the engine gone it marks the words as typed.
    const issue = db.prepare<[], { periodicalId: string; date: string }>('SELECT periodical_id AS periodicalId, date FROM issue WHERE edition = 1 LIMIT 1').get()
    if (!issue) throw new Error('expected an issue')
    expect(await runner.issue({ paperid: issue.periodicalId, issue: issue.date, q: 'krieg' })).not.toBeNull()
  }, 120_000)
})
