// `npm run solr -- up|down|status|stop-node N|kill-node N|start-node N` (see scripts/solr.ts, ADR 028).
import { runScript } from './ensure-node.mjs'

runScript('scripts/solr.ts', process.argv.slice(2))
