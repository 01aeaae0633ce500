/**
 * `npm run index:solr -- [--db store] [--solr URL,URL…] [--alias NAME] [--config NAME]
 *   [--shards N] [--replicas N] [--batch N] [--concurrency N]`: indexes a store into SolrCloud
 * without taking search down (src/search/solr/indexer.ts, ADR 029). A new collection is built
 * beside the live one, checked, and the alias moved to it; the old collection is deleted after.
 *
 * --db       the store: LIBRARY_DB, or data/library.db
 * --solr     node base URLs (http://127.0.0.1:8983/solr), comma-separated, tried in turn: SOLR_URL,
 *            or the running nodes of the local cluster (SOLR_DATA or data/solr, cluster.json)
 * --alias    the name searched (library); --config the configset (cluster.json's, else the alias)
 * --shards   1 (ADR 049); --replicas the number of live nodes (a copy on each)
 * --batch    documents per update request (1000); --concurrency requests in flight (2)
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { progressPrinter } from '../src/ingest/progress.ts'
import { describeLayout } from '../src/search/solr/collections.ts'
import { IndexError, indexStore } from '../src/search/solr/indexer.ts'
import { type Db, StoreVersionError, openForReading } from '../src/store/db.ts'
import { defaultDatabasePath } from '../src/store/location.ts'
import { ROOT } from './build-state.ts'

const USAGE =
  'usage: npm run index:solr -- [--db store] [--solr URL,URL…] [--alias NAME] [--config NAME]\n' +
  '         [--shards N] [--replicas N] [--batch N] [--concurrency N]'

function usageError(text: string): never {
  console.error(text)
  console.error(USAGE)
  process.exit(2)
}

function commandLine() {
  try {
    return parseArgs({
      options: {
        db: { type: 'string' },
        solr: { type: 'string' },
        alias: { type: 'string' },
        config: { type: 'string' },
        shards: { type: 'string' },
        replicas: { type: 'string' },
        batch: { type: 'string' },
        concurrency: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values
  } catch (error) {
    return usageError(error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error))
  }
}

function count(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1) usageError(`--${name} takes a positive whole number, not ${text}`)
  return value
}

const clusterFile = v.object({
  configName: v.optional(v.string()),
  nodes: v.array(v.object({ url: v.string(), running: v.boolean() })),
})

/** The local cluster of `npm run solr -- up`, when there is one. */
function localCluster(): { file: string; urls: string[]; configName: string | undefined } | undefined {
  const file = join(resolve(ROOT, process.env.SOLR_DATA || join('data', 'solr')), 'cluster.json')
  if (!existsSync(file)) return undefined
  const cluster = v.parse(clusterFile, JSON.parse(readFileSync(file, 'utf8')))
  const urls = cluster.nodes.filter((node) => node.running).map((node) => node.url)
  return { file, urls, configName: cluster.configName }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

function duration(seconds: number): string {
  return seconds >= 90 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`
}

const values = commandLine()
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}

const shards = count('shards', values.shards)
const replicas = count('replicas', values.replicas)
const batchSize = count('batch', values.batch)
const concurrency = count('concurrency', values.concurrency)
const store = resolve(values.db ?? defaultDatabasePath())
if (!existsSync(store)) usageError(`no store at ${store}: name one with --db, or build the demo (npm run demo)`)
const local = values.solr === undefined && !process.env.SOLR_URL ? localCluster() : undefined
const solrUrl = values.solr ?? (process.env.SOLR_URL || local?.urls.join(','))
if (!solrUrl) usageError('no Solr to index into: start the local one (npm run solr -- up), or name nodes with --solr or SOLR_URL')

let db: Db
try {
  db = openForReading(store)
} catch (error) {
  if (!(error instanceof StoreVersionError)) throw error
  console.error(error.message)
  process.exit(1)
}

const controller = new AbortController()
process.on('SIGINT', () => {
  // A second Ctrl-C leaves at once, and leaves the half-built collection for the next run to delete.
  if (controller.signal.aborted) process.exit(130)
  console.error('\ninterrupted: deleting the new collection (Ctrl-C again to leave it)…')
  controller.abort()
})

const printer = progressPrinter()
console.log(`Indexing ${store} into ${solrUrl}`)
try {
  const report = await indexStore({
    db,
    solrUrl,
    alias: values.alias,
    configName: values.config ?? local?.configName,
    shards,
    replicas,
    batchSize,
    concurrency,
    signal: controller.signal,
    onStep: (step) => printer.done(`${step}…`),
    onProgress: (p) =>
      printer.update(
        () =>
          `${p.collection}: ${p.done.toLocaleString('en')}/${p.total.toLocaleString('en')} units (${p.total > 0 ? Math.floor((p.done / p.total) * 100) : 100}%)` +
          ` · ${Math.round(p.docsPerSecond).toLocaleString('en')} docs/s · ETA ${p.etaSeconds === undefined ? '–' : duration(p.etaSeconds)}`,
        p.done === p.total,
      ),
  })
  printer.done(
    `Indexed ${report.units.toLocaleString('en')} units in ${duration(report.seconds)} (sending and commit ${duration(report.indexSeconds)}, ` +
      `${Math.round(report.docsPerSecond).toLocaleString('en')} docs/s)`,
  )
  console.log(
    `index ${megabytes(report.sizeBytes)} on disk over ${describeLayout(report.shards, report.replicas)} (${megabytes(report.sizeBytesOneCopy)} per copy)`,
  )
  console.log(`steps: ${Object.entries(report.phases).map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)} s`).join(' · ')}`)
  console.log(`${report.alias} → ${report.collection}${report.deleted.length > 0 ? `; deleted ${report.deleted.join(', ')}` : ''}`)
  for (const warning of report.warnings) console.error(`warning: ${warning}`)
} catch (error) {
  if (!(error instanceof IndexError)) throw error
  printer.done(`Indexing failed: ${error.message}`)
  process.exitCode = 1
} finally {
  db.close()
}
