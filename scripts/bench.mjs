// `npm run bench -- [--docs N] [--db path] [--seconds S]` (see scripts/bench.ts).
import { runScript } from './ensure-node.mjs'

runScript('scripts/bench.ts', process.argv.slice(2))
