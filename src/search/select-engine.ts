/**
 * The engine the settings name (ADR 030): the embedded engine on the search threads (or on the
 * calling thread without them), or a SolrCloud collection, whose documents for the reader are read
 * on the threads all the same. Installed by the production server (src/server/server.ts) and by
 * the development server (vite.config.ts, issue 54).
 */
import type { DocumentReader, SearchEngine } from './contract.ts'
import { engineHere } from './search-runner.ts'
import { SolrClient } from './solr/client.ts'
import { SolrEngine } from './solr/engine.ts'

export type SearchSettings = { engine: 'embedded' } | { engine: 'solr'; urls: string[]; collection: string; timeoutMs: number }

/**
 * The engine to install; undefined leaves the embedded engine on the calling thread. `pool` is the
 * threads' transport of the embedded engine (src/threads/pool.ts), when the server has threads.
 */
export function selectSearchEngine(settings: SearchSettings, pool: SearchEngine | undefined): SearchEngine | undefined {
  if (settings.engine === 'embedded') return pool
  const documents: DocumentReader = pool ?? engineHere
  return new SolrEngine(new SolrClient({ urls: settings.urls, collection: settings.collection, timeoutMs: settings.timeoutMs }), documents)
}
