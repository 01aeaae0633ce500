/**
 * SolrCloud's Collections and Core Admin APIs as the indexer needs them (ADR 029), over plain
 * fetch against node base URLs (`http://host:port/solr`). Any node answers for the whole cluster,
 * so a node that does not answer is passed over for the next.
 */
import * as v from 'valibot'

export class SolrError extends Error {
  override name = 'SolrError'
  /** No node took the connection (refused, no route): such a node serves no one else either. */
  readonly unreachable: boolean

  constructor(message: string, unreachable = false) {
    super(message)
    this.unreachable = unreachable
  }
}

/** `a,b` or a list: the node base URLs, without trailing slashes. */
export function nodeUrls(urls: string | readonly string[]): string[] {
  const list = (typeof urls === 'string' ? urls.split(',') : urls).map((url) => url.trim().replace(/\/+$/, '')).filter((url) => url !== '')
  if (list.length === 0) throw new SolrError('no Solr node URL given')
  for (const url of list) {
    if (!/^https?:\/\/[^/]+\/\S*$/.test(url)) throw new SolrError(`not a Solr node URL (http://host:port/solr): ${url}`)
  }
  return list
}

/** Errors where the request certainly did not reach Solr, so even a CREATE may go to another node. */
const NOT_SENT = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])

function networkCode(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout'
  // fetch says only "fetch failed"; what happened is in its cause.
  const cause = error instanceof Error ? error.cause : undefined
  if (cause instanceof Error && 'code' in cause && typeof cause.code === 'string') return cause.code
  if (cause instanceof Error) return cause.message
  return error instanceof Error ? error.message : String(error)
}

export interface RequestOptions {
  method?: 'GET' | 'POST'
  body?: string
  timeoutMs?: number
  signal?: AbortSignal
  /**
   * Whether sending it twice does no harm (a query, an update with ids, setting an alias): then a
   * timeout or a dropped connection also moves on to the next node, not only a refused one.
   */
  idempotent?: boolean
  /** Start at the next node in turn rather than the last that answered: spreads updates. */
  spread?: boolean
}

const errorBody = v.object({ error: v.object({ msg: v.optional(v.string()) }) })

/** Solr's own sentence for a failed request, else the start of its body. */
export async function solrMessage(response: Response): Promise<string> {
  const text = await response.text()
  try {
    const parsed = v.safeParse(errorBody, JSON.parse(text))
    if (parsed.success && parsed.output.error.msg !== undefined) return parsed.output.error.msg
  } catch {
    // Not JSON (a proxy's page, Jetty's 404): the text says what it is.
  }
  return text.slice(0, 300)
}

/** The cluster's nodes, tried in turn: the last one that answered first. */
export class SolrNodes {
  readonly urls: string[]
  private current = 0
  private turn = 0

  constructor(urls: string | readonly string[]) {
    this.urls = nodeUrls(urls)
  }

  /** The response of the first node that answered (any HTTP status); throws when none did. */
  async request(path: string, options: RequestOptions = {}): Promise<Response> {
    const start = options.spread ? this.turn++ % this.urls.length : this.current
    const failures: string[] = []
    let unreachable = true
    for (let i = 0; i < this.urls.length; i++) {
      const index = (start + i) % this.urls.length
      const url = `${this.urls[index]}${path}`
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000)
      try {
        const response = await fetch(url, {
          method: options.method ?? 'GET',
          body: options.body,
          headers: options.body === undefined ? undefined : { 'Content-Type': 'application/json' },
          signal: options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout]),
        })
        this.current = index
        return response
      } catch (error) {
        options.signal?.throwIfAborted()
        const code = networkCode(error)
        failures.push(`${this.urls[index]} (${code})`)
        if (!NOT_SENT.has(code)) unreachable = false
        if (!options.idempotent && !NOT_SENT.has(code)) break
      }
    }
    throw new SolrError(`no Solr node answered ${path.split('?')[0]}: ${failures.join(', ')}`, unreachable)
  }

  /** A 200 answer's JSON, checked against its schema; Solr's message otherwise. */
  async json<T extends v.GenericSchema>(schema: T, path: string, options: RequestOptions = {}): Promise<v.InferOutput<T>> {
    const response = await this.request(path, options)
    if (!response.ok) throw new SolrError(`${describe(path)} answered ${response.status}: ${await solrMessage(response)}`)
    const parsed = v.safeParse(schema, await response.json())
    if (!parsed.success) throw new SolrError(`${describe(path)} answered in an unexpected form: ${v.summarize(parsed.issues)}`)
    return parsed.output
  }
}

/** `/admin/collections?action=CREATE&name=x…` → `CREATE x`, for messages. */
function describe(path: string): string {
  const [route = path, query = ''] = path.split('?')
  const params = new URLSearchParams(query)
  const action = params.get('action')
  return action === null ? route : `${action}${params.has('name') ? ` ${params.get('name')}` : ''}`
}

const replicaSchema = v.object({
  core: v.string(),
  node_name: v.string(),
  base_url: v.string(),
  state: v.string(),
  leader: v.optional(v.string()),
})

/** What CLUSTERSTATUS says (also read by scripts/solr.ts to wait for a healthy cluster). */
export const clusterStatusSchema = v.object({
  cluster: v.object({
    live_nodes: v.array(v.string()),
    // Absent when there is no alias. A value names the collections, comma-separated.
    aliases: v.optional(v.record(v.string(), v.string())),
    collections: v.record(
      v.string(),
      v.object({
        configName: v.optional(v.string()),
        shards: v.record(v.string(), v.object({ state: v.string(), replicas: v.record(v.string(), replicaSchema) })),
      }),
    ),
  }),
})

export type Replica = v.InferOutput<typeof replicaSchema>
export type ClusterStatus = v.InferOutput<typeof clusterStatusSchema>['cluster']

export async function clusterStatus(nodes: SolrNodes, signal?: AbortSignal): Promise<ClusterStatus> {
  const status = await nodes.json(clusterStatusSchema, '/admin/collections?action=CLUSTERSTATUS&wt=json', { idempotent: true, signal })
  return status.cluster
}

/** The collections an alias points at; empty when there is no such alias. */
export function aliasTargets(status: ClusterStatus, alias: string): string[] {
  const target = status.aliases?.[alias]
  return target === undefined ? [] : target.split(',').filter((name) => name !== '')
}

/** A live node's name (`127.0.0.1:8983_solr`) as its base URL; Solr writes the context's slashes as `_`. */
export function liveNodeUrl(name: string): string {
  return `http://${name.replaceAll('_', '/')}`
}

const okSchema = v.object({ responseHeader: v.object({ status: v.number() }) })

/** A Collections API action; the parameters are encoded here. */
export async function collectionsAction(
  nodes: SolrNodes,
  action: string,
  params: Record<string, string | number | boolean>,
  options: RequestOptions = {},
): Promise<void> {
  const query = new URLSearchParams({ action, wt: 'json' })
  for (const [key, value] of Object.entries(params)) query.set(key, String(value))
  await nodes.json(okSchema, `/admin/collections?${query}`, { timeoutMs: 180_000, ...options })
}

/**
 * A hard commit that opens a searcher and waits for it on every replica: afterwards each replica
 * answers with every document sent before it.
 */
export async function commit(nodes: SolrNodes, collection: string, signal?: AbortSignal): Promise<void> {
  const path = `/${encodeURIComponent(collection)}/update?commit=true&openSearcher=true&waitSearcher=true&wt=json`
  await nodes.json(okSchema, path, { method: 'POST', body: '[]', idempotent: true, timeoutMs: 600_000, signal })
}

const listAliasesSchema = v.object({ aliases: v.record(v.string(), v.string()) })

/**
 * The aliases as one node sees them. Solr refreshes a node's aliases from ZooKeeper before it
 * answers LISTALIASES, so asking every node also brings each one up to date.
 */
export async function nodeAliases(url: string, signal?: AbortSignal): Promise<Record<string, string>> {
  const single = new SolrNodes(url)
  return (await single.json(listAliasesSchema, '/admin/collections?action=LISTALIASES&wt=json', { idempotent: true, signal, timeoutMs: 10_000 })).aliases
}

const coreStatusSchema = v.object({
  status: v.record(
    v.string(),
    v.object({
      // Absent for a core that is loading or failed to load.
      index: v.optional(v.object({ numDocs: v.number(), sizeInBytes: v.number() })),
    }),
  ),
})

export interface CoreIndex {
  numDocs: number
  sizeInBytes: number
}

/** Documents and bytes of each core one node holds, by core name, from its current searcher. */
export async function coreIndexes(url: string, signal?: AbortSignal): Promise<Map<string, CoreIndex>> {
  const single = new SolrNodes(url)
  const answer = await single.json(coreStatusSchema, '/admin/cores?action=STATUS&wt=json', { idempotent: true, signal })
  const cores = new Map<string, CoreIndex>()
  for (const [name, core] of Object.entries(answer.status)) if (core.index !== undefined) cores.set(name, core.index)
  return cores
}

const selectSchema = v.object({ response: v.object({ numFound: v.number() }) })

/** Documents a collection or alias answers `*:*` with, every shard required. */
export async function countDocuments(nodes: SolrNodes, name: string, signal?: AbortSignal): Promise<number> {
  // defType is named: the library's /select defaults to edismax with its own fields.
  const query = new URLSearchParams({ q: '*:*', defType: 'lucene', rows: '0', 'shards.tolerant': 'false', wt: 'json' })
  const answer = await nodes.json(selectSchema, `/${encodeURIComponent(name)}/select?${query}`, { idempotent: true, signal })
  return answer.response.numFound
}

/** A collection's layout as the commands print it: "1 shard × 3 replicas". */
export function describeLayout(shards: number, replicas: number): string {
  return `${shards} ${shards === 1 ? 'shard' : 'shards'} × ${replicas} ${replicas === 1 ? 'replica' : 'replicas'}`
}
