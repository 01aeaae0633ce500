// `npm run index:solr -- [--db store] [--solr URL,URL…] [--shards N] [--replicas N]` (see scripts/index-solr.ts, ADR 029).
import { runScript } from './ensure-node.mjs'

runScript('scripts/index-solr.ts', process.argv.slice(2))
