/**
 * Indexes a store into SolrCloud without taking search down (ADR 029). The site searches an alias
 * (`library`); each run builds a new collection (`library_<yyyymmddhhmmss>`) beside the one the
 * alias points at, fills and checks it, moves the alias in one step and only then deletes the old
 * collection. A run that fails deletes what it built and leaves the alias where it was.
 *
 * One run at a time: two runs at once each stay consistent (the alias always points at a complete
 * collection), but the first to finish deletes the other's collection as stale, which fails it.
 */
import type { Db } from '#src/store/db.ts'
import {
  type ClusterStatus,
  type CoreIndex,
  SolrError,
  SolrNodes,
  aliasTargets,
  clusterStatus,
  collectionsAction,
  commit,
  coreIndexes,
  countDocuments,
  describeLayout,
  liveNodeUrl,
  nodeAliases,
  solrMessage,
} from './collections.ts'
import { type UnitRecord, unitCount, unitRecords } from '#src/store/unit-rows.ts'
import { solrDocument } from './documents.ts'
import { escapeRegExp } from '../../domain/regex.ts'

export interface IndexStoreOptions {
  db: Db
  /** Node base URLs (`http://127.0.0.1:8983/solr`), a list or comma-separated; any node serves, the next is tried when one does not answer. */
  solrUrl: string | readonly string[]
  /** The name searched. Default `library`. */
  alias?: string
  /** The configset in ZooKeeper the new collection uses. Default: the alias's name, as `npm run solr -- up` uploads it. */
  configName?: string
  /** Default 1 (ADR 049): a shard to a few tens of millions of units; more only past what a node holds. */
  shards?: number
  /** Copies of each shard. Default: one on every live node, so each node answers a search alone. */
  replicas?: number
  /** Documents per update request. Default 1000. */
  batchSize?: number
  /** Update requests in flight at once. Default 2. */
  concurrency?: number
  onProgress?: (progress: IndexProgress) => void
  /** Each step as it starts, a sentence. */
  onStep?: (step: string) => void
  /** The document sent for a unit. Default solrDocument; tests change it to make a batch fail. */
  toDocument?: (unit: UnitRecord) => object
  /** Aborting stops the run as a failure would: the new collection is deleted, the alias kept. */
  signal?: AbortSignal
}

export interface IndexProgress {
  collection: string
  /** Units Solr has accepted. */
  done: number
  total: number
  seconds: number
  docsPerSecond: number
  /** Seconds until every unit is sent at the rate so far; undefined before the first batch. */
  etaSeconds: number | undefined
}

export interface IndexReport {
  alias: string
  /** The new collection, which the alias points at now. */
  collection: string
  /** What the alias pointed at before. */
  previous: string[]
  /** Collections deleted after the swap: the previous ones and any left by failed runs. */
  deleted: string[]
  units: number
  shards: number
  replicas: number
  /** The whole run, from the first request to the last deletion. */
  seconds: number
  /** Sending every unit and the commit that makes them searchable. */
  indexSeconds: number
  /** units / indexSeconds */
  docsPerSecond: number
  /** The new collection's index on disk, every replica counted. */
  sizeBytes: number
  /** One copy of it: each shard's leader. */
  sizeBytesOneCopy: number
  /** Seconds of each step, for the bench. */
  phases: Record<Phase, number>
  /** What went wrong after the swap, which leaves search working: an old collection not deleted. */
  warnings: string[]
}

export type Phase = 'create' | 'send' | 'commit' | 'verify' | 'swap' | 'cleanup'

/** A run that failed; search is untouched (the alias points where it did). */
export class IndexError extends Error {
  override name = 'IndexError'
}

const DEFAULTS = { alias: 'library', shards: 1, batchSize: 1000, concurrency: 2 }
/** Attempts per update batch: a leader election answers 503 for a few seconds. */
const BATCH_ATTEMPTS = 4
/** How long every node has to see the moved alias before the old collection goes. */
const ALIAS_PROPAGATION_MS = 30_000
/**
 * A query a node resolved to the old collection just before the swap may still be running; it is
 * given this long before the collection is deleted under it.
 */
const DRAIN_MS = 1000

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((done, fail) => {
    const abort = () => {
      clearTimeout(timer)
      fail(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort)
      done()
    }, ms)
    signal?.addEventListener('abort', abort, { once: true })
  })
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function positive(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new IndexError(`${name} must be a positive whole number, not ${value}`)
  return value
}

/** `library_20261125143012` or, when two runs start in the same second, `library_20261125143012_2`. */
function versionPattern(alias: string): RegExp {
  return new RegExp(`^${escapeRegExp(alias)}_(\\d{14})(?:_(\\d+))?$`)
}

/** A collection name's age as a sortable pair; undefined for a name that is not one of ours. */
function versionOf(pattern: RegExp, name: string): [number, number] | undefined {
  const match = pattern.exec(name)
  if (!match) return undefined
  return [Number(match[1]), Number(match[2] ?? 1)]
}

function olderThan(a: [number, number], b: [number, number]): boolean {
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])
}

function newCollectionName(alias: string, status: ClusterStatus, now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14)
  const base = `${alias}_${stamp}`
  let name = base
  for (let n = 2; status.collections[name] !== undefined; n++) name = `${base}_${n}`
  return name
}

type SendOptions = IndexStoreOptions & { batchSize: number; concurrency: number }

/** Sends the store's units in batches, a few requests in flight; resolves with the number sent. */
async function sendUnits(nodes: SolrNodes, collection: string, options: SendOptions, total: number): Promise<number> {
  const { batchSize, concurrency, signal } = options
  const toDocument = options.toDocument ?? solrDocument
  const started = Date.now()
  const inFlight = new Set<Promise<void>>()
  let failure: Error | undefined
  let done = 0
  let read = 0

  const report = () => {
    const seconds = (Date.now() - started) / 1000
    const docsPerSecond = seconds > 0 ? done / seconds : 0
    options.onProgress?.({
      collection,
      done,
      total,
      seconds,
      docsPerSecond,
      etaSeconds: docsPerSecond > 0 ? (total - done) / docsPerSecond : undefined,
    })
  }

  const post = async (documents: string[], first: number) => {
    const body = `[${documents.join(',')}]`
    const range = `units ${first + 1}–${first + documents.length}`
    for (let attempt = 1; ; attempt++) {
      let problem: string
      try {
        const response = await nodes.request(`/${encodeURIComponent(collection)}/update?wt=json`, {
          method: 'POST',
          body,
          idempotent: true,
          spread: true,
          timeoutMs: 120_000,
          signal,
        })
        if (response.ok) {
          await response.body?.cancel()
          done += documents.length
          report()
          return
        }
        problem = `Solr answered ${response.status}: ${await solrMessage(response)}`
        // A document Solr refuses is refused again; only an unavailable shard is worth a retry.
        if (response.status < 500) throw new IndexError(`${range}: ${problem}`)
      } catch (error) {
        if (error instanceof IndexError || signal?.aborted) throw error
        problem = message(error)
      }
      if (attempt >= BATCH_ATTEMPTS) throw new IndexError(`${range}: ${problem} (tried ${attempt} times)`)
      await sleep(1000 * attempt, signal)
    }
  }

  const send = (documents: string[], first: number) => {
    const request = post(documents, first).catch((error: unknown) => {
      failure ??= error instanceof Error ? error : new Error(String(error))
    })
    const tracked = request.finally(() => inFlight.delete(tracked))
    inFlight.add(tracked)
  }

  let batch: string[] = []
  // The iterator holds the store's read statement open across the awaits; leaving the loop closes it.
  for (const unit of unitRecords(options.db)) {
    if (failure !== undefined || signal?.aborted) break
    batch.push(JSON.stringify(toDocument(unit)))
    read++
    if (batch.length >= batchSize) {
      send(batch, read - batch.length)
      batch = []
      while (inFlight.size >= concurrency) await Promise.race(inFlight)
    }
  }
  if (batch.length > 0 && failure === undefined && !signal?.aborted) send(batch, read - batch.length)
  await Promise.all(inFlight)
  signal?.throwIfAborted()
  if (failure !== undefined) throw failure
  return read
}

interface Verified {
  sizeBytes: number
  sizeBytesOneCopy: number
  warnings: string[]
}

/**
 * The collection answers `*:*` with every unit, and each active replica of each shard holds the
 * same documents as its leader: whichever replica a search lands on, it sees them all. A node that
 * refuses connections serves no search either; its replicas recover from their leaders when it is
 * back, so they are left out (a warning says so).
 */
async function verify(nodes: SolrNodes, collection: string, expected: number, signal?: AbortSignal): Promise<Verified> {
  const found = await countDocuments(nodes, collection, signal)
  if (found !== expected) throw new IndexError(`${collection} answers ${found} documents for ${expected} units`)
  const status = await clusterStatus(nodes, signal)
  const shards = status.collections[collection]?.shards
  if (shards === undefined) throw new IndexError(`${collection} is missing from CLUSTERSTATUS`)
  const replicas = Object.values(shards).flatMap((shard) => Object.values(shard.replicas))
  const cores = new Map<string, Map<string, CoreIndex>>()
  const warnings: string[] = []
  for (const url of new Set(replicas.map((replica) => replica.base_url))) {
    try {
      cores.set(url, await coreIndexes(url, signal))
    } catch (error) {
      if (!(error instanceof SolrError && error.unreachable)) throw error
      warnings.push(`${url} was unreachable while ${collection} was checked; its replicas recover from their leaders when it is back`)
    }
  }

  let sizeBytes = 0
  let sizeBytesOneCopy = 0
  let leadersTotal = 0
  for (const [name, shard] of Object.entries(shards)) {
    const active = Object.values(shard.replicas).filter(
      (replica) => replica.state === 'active' && status.live_nodes.includes(replica.node_name) && cores.has(replica.base_url),
    )
    if (active.length === 0) throw new IndexError(`${collection} ${name} has no active replica`)
    const counts = active.map((replica) => {
      const index = cores.get(replica.base_url)?.get(replica.core)
      if (index === undefined) throw new IndexError(`${replica.core} on ${replica.base_url} reports no index`)
      sizeBytes += index.sizeInBytes
      return { replica, index }
    })
    const leader = counts.find(({ replica }) => replica.leader === 'true') ?? counts[0]
    if (leader === undefined) throw new IndexError(`${collection} ${name} has no active replica`)
    sizeBytesOneCopy += leader.index.sizeInBytes
    leadersTotal += leader.index.numDocs
    const differing = counts.filter(({ index }) => index.numDocs !== leader.index.numDocs)
    if (differing.length > 0) {
      const list = counts.map(({ replica, index }) => `${replica.core} ${index.numDocs}`).join(', ')
      throw new IndexError(`the replicas of ${collection} ${name} disagree: ${list}`)
    }
  }
  if (leadersTotal !== expected) throw new IndexError(`the shards of ${collection} hold ${leadersTotal} documents for ${expected} units`)
  return { sizeBytes, sizeBytesOneCopy, warnings }
}

/** Asks every live node for its aliases until each names the new target, which also refreshes them. */
async function waitForAlias(nodes: SolrNodes, alias: string, collection: string, signal?: AbortSignal): Promise<string[]> {
  const status = await clusterStatus(nodes, signal)
  const pending = new Set(status.live_nodes.map(liveNodeUrl))
  const deadline = Date.now() + ALIAS_PROPAGATION_MS
  const seen = new Map<string, string>()
  while (pending.size > 0 && Date.now() < deadline) {
    for (const url of [...pending]) {
      try {
        const target = (await nodeAliases(url, signal))[alias] ?? '(none)'
        seen.set(url, target)
        if (target === collection) pending.delete(url)
      } catch (error) {
        if (signal?.aborted) throw error
        // A node nobody can connect to answers no search; when it is back, it reads the aliases afresh.
        if (error instanceof SolrError && error.unreachable) pending.delete(url)
        seen.set(url, message(error))
      }
    }
    if (pending.size > 0) await sleep(250, signal)
  }
  return [...pending].map((url) => `${url} still sees ${alias} → ${seen.get(url) ?? '?'}`)
}

/** Deletes a collection unless the alias points at it now (read again just before). */
async function deleteUnlessLive(nodes: SolrNodes, alias: string, name: string): Promise<boolean> {
  const status = await clusterStatus(nodes)
  if (aliasTargets(status, alias).includes(name)) return false
  if (status.collections[name] === undefined) return false
  await collectionsAction(nodes, 'DELETE', { name }, { idempotent: true })
  return true
}

/**
 * Once the alias has moved: the collections it left, and older versions left by earlier runs, are
 * deleted after every node saw the move and searches in flight drained. Problems become warnings
 * (search already works on the new collection). Returns the collections deleted.
 */
async function deleteOldCollections(nodes: SolrNodes, moved: { alias: string; collection: string; previous: string[] }, step: (text: string) => void, warnings: string[]): Promise<string[]> {
  const { alias, collection, previous } = moved
  const deleted: string[] = []
  try {
    const lagging = await waitForAlias(nodes, alias, collection)
    if (lagging.length > 0) {
      warnings.push(`not every node saw the alias move, so nothing was deleted: ${lagging.join('; ')}`)
    } else {
      await sleep(DRAIN_MS)
      const now = await clusterStatus(nodes)
      const pattern = versionPattern(alias)
      const ours = versionOf(pattern, collection)
      const stale = Object.keys(now.collections).filter((name) => {
        if (previous.includes(name) || name === collection) return false
        const version = versionOf(pattern, name)
        // Only older ones: a newer one may be another run's, still filling.
        return version !== undefined && ours !== undefined && olderThan(version, ours)
      })
      for (const name of [...previous, ...stale]) {
        step(`deleting ${name}`)
        try {
          if (await deleteUnlessLive(nodes, alias, name)) deleted.push(name)
        } catch (error) {
          warnings.push(`could not delete ${name}: ${message(error)}`)
        }
      }
    }
  } catch (error) {
    warnings.push(`old collections were not deleted: ${message(error)}`)
  }
  return deleted
}

export async function indexStore(options: IndexStoreOptions): Promise<IndexReport> {
  const started = Date.now()
  const alias = options.alias ?? DEFAULTS.alias
  const configName = options.configName ?? alias
  const batchSize = positive('batchSize', options.batchSize ?? DEFAULTS.batchSize)
  const concurrency = positive('concurrency', options.concurrency ?? DEFAULTS.concurrency)
  const { signal } = options
  const step = (text: string) => options.onStep?.(text)
  const phases: Record<Phase, number> = { create: 0, send: 0, commit: 0, verify: 0, swap: 0, cleanup: 0 }
  let lapStarted = Date.now()
  const lap = (phase: Phase) => {
    const now = Date.now()
    phases[phase] = (now - lapStarted) / 1000
    lapStarted = now
  }

  let nodes: SolrNodes
  try {
    nodes = new SolrNodes(options.solrUrl)
  } catch (error) {
    throw new IndexError(message(error))
  }
  let before: ClusterStatus
  try {
    before = await clusterStatus(nodes, signal)
  } catch (error) {
    throw new IndexError(`cannot read the cluster's state: ${message(error)}`)
  }
  if (before.collections[alias] !== undefined) {
    throw new IndexError(`${alias} is a collection, not an alias: a reindex moves an alias (restart the cluster with npm run solr -- up)`)
  }
  const previous = aliasTargets(before, alias)
  const shards = positive('shards', options.shards ?? DEFAULTS.shards)
  // A node that holds a replica of a one-shard collection answers a search from it alone, without
  // asking the others (Solr's short circuit): a replica on every node makes every node such a node.
  const replicas = positive('replicas', options.replicas ?? Math.max(1, before.live_nodes.length))
  const total = unitCount(options.db)
  const collection = newCollectionName(alias, before, new Date())

  step(`creating ${collection} (${describeLayout(shards, replicas)}, configset ${configName}) for ${total} units`)
  lapStarted = Date.now()
  try {
    await collectionsAction(
      nodes,
      'CREATE',
      { name: collection, 'collection.configName': configName, numShards: shards, replicationFactor: replicas, waitForFinalState: true },
      { signal },
    )
  } catch (error) {
    // A CREATE that timed out may still complete; whatever of it exists goes.
    const cleanup = await deleteBuilt(nodes, alias, collection)
    throw new IndexError(`could not create ${collection}: ${message(error)}${cleanup}; ${aliasSentence(alias, previous)}`)
  }
  lap('create')

  let verified: Verified
  try {
    const sent = await sendUnits(nodes, collection, { ...options, batchSize, concurrency }, total)
    if (sent !== total) throw new IndexError(`the store changed while it was read: ${sent} units read, ${total} counted`)
    lap('send')
    step(`committing ${collection}`)
    await commit(nodes, collection, signal)
    lap('commit')
    step(`verifying ${collection}`)
    verified = await verify(nodes, collection, total, signal)
    lap('verify')
  } catch (error) {
    const cleanup = await deleteBuilt(nodes, alias, collection)
    const what = signal?.aborted ? 'interrupted' : message(error)
    throw new IndexError(`indexing ${collection} failed: ${what}${cleanup}; ${aliasSentence(alias, previous)}`)
  }

  step(`moving ${alias} from ${previous.join(',') || '(nothing)'} to ${collection}`)
  try {
    // CREATEALIAS replaces an existing alias in one ZooKeeper write: searches see either collection, never neither.
    await collectionsAction(nodes, 'CREATEALIAS', { name: alias, collections: collection }, { idempotent: true, signal })
  } catch (error) {
    // A timed-out CREATEALIAS may have been applied: then the new collection is live and stays.
    const now = await clusterStatus(nodes).catch(() => undefined)
    if (now === undefined || !aliasTargets(now, alias).includes(collection)) {
      const cleanup = await deleteBuilt(nodes, alias, collection)
      throw new IndexError(`could not move ${alias} to ${collection}: ${message(error)}${cleanup}; ${aliasSentence(alias, previous)}`)
    }
  }
  lap('swap')

  // From here on search works on the new collection whatever happens: problems are warnings.
  const warnings: string[] = [...verified.warnings]
  const deleted = await deleteOldCollections(nodes, { alias, collection, previous }, step, warnings)
  lap('cleanup')
  const indexSeconds = phases.send + phases.commit

  return {
    alias,
    collection,
    previous,
    deleted,
    units: total,
    shards,
    replicas,
    seconds: (Date.now() - started) / 1000,
    indexSeconds,
    docsPerSecond: indexSeconds > 0 ? total / indexSeconds : 0,
    sizeBytes: verified.sizeBytes,
    sizeBytesOneCopy: verified.sizeBytesOneCopy,
    phases,
    warnings,
  }
}

function aliasSentence(alias: string, previous: string[]): string {
  return previous.length > 0 ? `${alias} still points at ${previous.join(',')}` : `${alias} was not created`
}

/** Deletes a collection this run created, for a run that failed; says how that went. */
async function deleteBuilt(nodes: SolrNodes, alias: string, collection: string): Promise<string> {
  try {
    // Not the run's signal: an interrupted run still cleans up.
    return (await deleteUnlessLive(nodes, alias, collection)) ? `; ${collection} was deleted` : ''
  } catch (error) {
    return `; ${collection} could not be deleted (${message(error)}): delete it with the Collections API or let the next run do it`
  }
}
