/**
 * Talking to a SolrCloud (ADR 030). The site is given the address of more than one node
 * (SOLR_URL=http://a:8983/solr,http://b:8983/solr): any node answers for the whole collection,
 * routing to live replicas, so when the node asked is down the next one is asked. When none can
 * answer, or the collection has a shard with no live replica, the search is unavailable: the
 * site says so (SearchUnavailableError), it does not fail.
 */
import * as v from 'valibot'
import type { SolrRequest } from './request.ts'

/** The search engine cannot answer now; pages show their "search unavailable" state. */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError'
}

export interface SolrClientOptions {
  /** Node base URLs, each ending in /solr. */
  urls: readonly string[]
  /** The collection or alias searched. */
  collection: string
  /** How long one node is given to answer. */
  timeoutMs?: number
  fetch?: typeof fetch
}

const bucket = v.object({ val: v.union([v.string(), v.number()]), count: v.number() })
const termsFacet = v.object({ buckets: v.array(bucket) })
/** A query facet: how many of the hits it matches. */
const queryFacet = v.object({ count: v.number() })

export const selectResponseSchema = v.object({
  response: v.object({ numFound: v.number(), docs: v.array(v.object({ uid: v.number() })) }),
  facets: v.optional(v.record(v.string(), v.union([v.number(), termsFacet, queryFacet]))),
  highlighting: v.optional(v.record(v.string(), v.record(v.string(), v.array(v.string())))),
})
export type SelectResponse = v.InferOutput<typeof selectResponseSchema>

export type FacetBuckets = v.InferOutput<typeof termsFacet>['buckets']

/** The buckets of a terms facet in a response; empty when Solr had none to give. */
export function bucketsOf(response: SelectResponse, name: string): FacetBuckets {
  const facet = response.facets?.[name]
  return typeof facet === 'object' && 'buckets' in facet ? facet.buckets : []
}

/** The count of a query facet in a response; 0 when Solr had none to give. */
export function countOf(response: SelectResponse, name: string): number {
  const facet = response.facets?.[name]
  return typeof facet === 'object' && 'count' in facet ? facet.count : 0
}

/** A node's failure that another node may not share: the next one is asked. */
function retryable(status: number): boolean {
  return status >= 500 || status === 404 || status === 408 || status === 429
}

export class SolrClient {
  private readonly urls: readonly string[]
  private readonly collection: string
  private readonly timeoutMs: number
  private readonly fetcher: typeof fetch
  /** The node asked first: the last that answered, so a stopped node costs one failed attempt, not one per search. */
  private preferred = 0

  constructor(options: SolrClientOptions) {
    if (options.urls.length === 0) throw new Error('SolrClient needs at least one node URL')
    this.urls = options.urls.map((url) => url.replace(/\/+$/, ''))
    this.collection = options.collection
    this.timeoutMs = options.timeoutMs ?? 10_000
    this.fetcher = options.fetch ?? fetch
  }

  /** One search, answered by the first node that can; SearchUnavailableError when none can. */
  async select(request: SolrRequest): Promise<SelectResponse> {
    const body = JSON.stringify(request)
    const failures: string[] = []
    for (let attempt = 0; attempt < this.urls.length; attempt += 1) {
      const index = (this.preferred + attempt) % this.urls.length
      const url = this.urls[index] ?? ''
      let response: Response
      try {
        response = await this.fetcher(`${url}/${encodeURIComponent(this.collection)}/select`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(this.timeoutMs),
        })
      } catch (error) {
        failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`)
        continue
      }
      if (response.ok) {
        this.preferred = index
        return v.parse(selectResponseSchema, await response.json())
      }
      const text = await response.text()
      if (retryable(response.status)) {
        failures.push(`${url}: HTTP ${response.status} ${text.slice(0, 200)}`)
        continue
      }
      // A request Solr cannot read is this code's mistake, not an outage: it must be seen.
      throw new Error(`Solr refused a search (HTTP ${response.status}) at ${url}: ${text.slice(0, 500)}`)
    }
    throw new SearchUnavailableError(`no Solr node could answer: ${failures.join('; ')}`)
  }
}
